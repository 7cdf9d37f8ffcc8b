// Crawls the whole site from / and /tr/ through its own links: every internal link answers 200 with the
// page's language in <html lang>, none is broken, and every page passes axe (no violations).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const routes = [
  '/',
  '/aboutteam',
  '/about',
  '/Talents',
  '/services',
  '/services/Virtual%20Assistants',
  '/privacypolicy',
  '/franchising',
  '/teambuilder',
  '/getstarted',
  '/purchasedisclaimer',
  '/payment',
  '/payment-success',
  '/payment-failure',
  '/pricing',
  '/blogs',
  '/message-us',
  '/messageus',
  '/checkout',
  '/career',
];

// The payments screens the navbar's Transactions menu links to come with the commerce issue; until
// then they are the only internal links allowed to be missing. The admin screens are crawled.
const commerceScreens = /^\/(tr\/)?(payments|customers|refunds|subscription|billing)\/?$/;

function internalLinks(html: string, from: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*href="([^"#]*)(#[^"]*)?"/g)) {
    const href = m[1]!;
    if (!href || /^(mailto:|tel:|https?:|\/\/)/.test(href) || /^\/(api|files)\//.test(href)) continue;
    const url = new URL(href, `http://x${from}`);
    if (/\.(pdf|svg|xml|txt)$/.test(url.pathname) || commerceScreens.test(url.pathname)) continue;
    out.add(url.pathname);
  }
  return [...out];
}

test('every page reachable by links answers 200 in its language, with no broken link', async ({
  request,
}) => {
  test.setTimeout(300_000);
  const seen = new Map<string, number>();
  const queue = [...routes, ...routes.map((r) => `/tr${r === '/' ? '/' : r}`)];
  const broken: string[] = [];
  while (queue.length) {
    const p = queue.shift()!;
    if (seen.has(p)) continue;
    const res = await request.get(p);
    seen.set(p, res.status());
    if (res.status() !== 200) {
      broken.push(`${p} → ${res.status()}`);
      continue;
    }
    const html = await res.text();
    const lang = /^\/tr(\/|$)/.test(p) ? 'tr' : 'en';
    if (!html.includes(`<html lang="${lang}"`)) broken.push(`${p}: html lang is not ${lang}`);
    for (const link of internalLinks(html, p)) if (!seen.has(link)) queue.push(link);
  }
  expect(broken).toEqual([]);
  expect(seen.size).toBeGreaterThan(150); // 44 role pages in each language, and the rest
});

test('unknown paths get the not-found page with status 404', async ({ page }) => {
  for (const p of ['/no-such-page', '/tr/no-such-page', '/services/no_such_role']) {
    const res = await page.goto(p);
    expect(res?.status(), p).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found|Sayfa Bulunamadı/);
  }
});

test('every page passes axe in both languages', async ({ browser, request }) => {
  test.setTimeout(900_000);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const pages = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(pages.length).toBeGreaterThan(100);
  const failures: string[] = [];
  // Three pages at a time: the whole site in both languages takes a few minutes.
  const queue = [...pages];
  const worker = async () => {
    const context = await browser.newContext(); // axe needs pages of an explicit context
    const page = await context.newPage();
    for (let p = queue.shift(); p; p = queue.shift()) {
      await page.goto(p);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations) failures.push(`${p}: ${v.id} (${v.nodes.length}) ${v.help}`);
    }
    await context.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  expect(failures).toEqual([]);
});
