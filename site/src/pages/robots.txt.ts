import type { APIRoute } from 'astro';

// Crawl everything public; point to the sitemap on the configured origin.
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:3000').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /payment/',
    'Disallow: /tr/payment/',
    'Disallow: /checkout/',
    'Disallow: /tr/checkout/',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
