import type { APIRoute } from 'astro';
import { LOCALES } from '@crestline/contracts/enums';
import { localePath } from '../i18n/lang';

// Crawl everything public; point to the sitemap on the configured origin.
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site ?? 'http://localhost:3000').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/payment', '/checkout'].flatMap((path) =>
      LOCALES.map((lang) => `Disallow: ${localePath(lang, path)}`),
    ),
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
