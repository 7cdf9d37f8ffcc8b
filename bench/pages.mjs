// Page weight and Lighthouse (issue 4): serves the built site through the API, loads pages in
// Chromium and prints the gzip bytes of HTML and JavaScript per page, then Lighthouse's mobile scores
// for the key pages, each against its budget. Builds the site first when site/dist is missing.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { lighthouseBudgets } from './lighthouse.mjs';
import { budgets, ensureSiteBuilt, startApi, waitUntil } from './lib.mjs';

const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { budget, finish } = budgets();
ensureSiteBuilt();

// Pages with no form or other interaction ship no framework JavaScript: only the small session/language
// script and the login-panel loader (React loads only when the panel is opened).
const staticPages = [
  '/',
  '/tr/',
  '/about',
  '/Talents',
  '/services',
  '/services/virtual_assistants',
  '/privacypolicy',
  '/blogs',
  '/tr/services/virtual_assistants',
];
const islandPages = [
  '/pricing',
  '/career',
  '/messageus',
  '/message-us',
  '/teambuilder',
  '/franchising',
  '/booking-guidelines',
  '/tr/messageus',
  '/tr/career',
];
// The admin screens (their JS loads for anyone; their data only for an admin).
const adminPages = [
  '/admin',
  '/adminjobspage',
  '/applicants',
  '/inquiries',
  '/messages',
  '/franchise-applications',
  '/tr/adminjobspage',
  '/tr/applicants',
  // The account and transaction screens (the same budget: they are back-office tables).
  '/subscription',
  '/payments',
  '/customers',
  '/refunds',
  '/checkout',
];
const ADMIN_JS_BUDGET = 160 * 1024;
// Pages that need a job id: the first active job's.
const jobPages = [
  '/job/{id}',
  '/application/{id}',
  '/tr/application/{id}',
  '/job/{id}/applicants',
  '/applicantDetails/{id}',
];
const HTML_BUDGET = 40 * 1024;
const ISLAND_JS_BUDGET = 85 * 1024;
const STATIC_JS_BUDGET = 3 * 1024;

// Texts only the other language's catalogue holds: none may reach a page (its HTML or its scripts).
const catalogues = {
  en: Object.values((await import('../contracts/src/locales/en.ts')).en),
  tr: Object.values((await import('../contracts/src/locales/tr.ts')).tr),
};
const distinctive = (lang) => {
  const other = lang === 'en' ? 'tr' : 'en';
  const own = new Set(catalogues[lang]);
  return catalogues[other].filter((text) => text.length >= 24 && !own.has(text) && !/[{}]/.test(text));
};

let api;
try {
  api = await startApi({ portBase: 3800, tmpPrefix: 'bench-pages-', env: { DATABASE_URL: '' } });
  // Pages are measured at localhost (the name Lighthouse and the site's links use).
  const base = api.url.replace('127.0.0.1', 'localhost');
  // A fresh database (demo jobs) makes the API rebuild the site with their pages: measure once that
  // build is live, not while it competes for the CPU.
  await waitUntil(async () => {
    const etag = (await fetch(`${base}/api/v1/jobs/active`)).headers.get('etag');
    const built = await (await fetch(`${base}/jobs-version.txt`)).text();
    return etag === `"${built.trim()}"`;
  }, 'the site rebuild did not finish');

  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  const { jobs } = await (await fetch(`${base}/api/v1/jobs/active`)).json();
  const jobId = jobs[0]?._id;
  const pages = [
    ...staticPages,
    ...islandPages,
    ...adminPages,
    ...(jobId ? jobPages.map((p) => p.replace('{id}', jobId)) : []),
  ];
  console.log('\nPage weight (gzip bytes)            HTML      JS');
  for (const p of pages) {
    const page = await browser.newPage();
    let html = 0;
    let js = 0;
    let react = false;
    const lang = p.startsWith('/tr/') || p === '/tr' ? 'tr' : 'en';
    const foreign = distinctive(lang);
    const leaks = new Set();
    page.on('response', async (res) => {
      const type = res.request().resourceType();
      if (type !== 'document' && type !== 'script') return;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const size = gzipSync(body).length;
      const text = body.toString();
      for (const phrase of foreign)
        if (text.includes(phrase) || text.includes(JSON.stringify(phrase).slice(1, -1))) leaks.add(phrase);
      if (type === 'document') html += size;
      else {
        js += size;
        if (/react-dom|__SECRET_INTERNALS|createRoot/.test(body.toString())) react = true;
      }
    });
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20000); // let client:visible islands load
    await page.waitForTimeout(800);
    await page.close();
    console.log(`${p.slice(0, 34).padEnd(34)} ${String(html).padStart(7)} ${String(js).padStart(7)}`);
    budget(
      `${p} language`,
      leaks.size === 0,
      leaks.size === 0
        ? `no ${lang === 'en' ? 'Turkish' : 'English'} catalogue text`
        : `ships the other language's texts: ${[...leaks].slice(0, 3).join(' | ')}`,
    );
    budget(
      `${p} HTML`,
      html <= HTML_BUDGET,
      `${(html / 1024).toFixed(1)} KB (budget ≤ ${HTML_BUDGET / 1024} KB)`,
    );
    if (staticPages.includes(p))
      budget(
        `${p} JS`,
        js <= STATIC_JS_BUDGET && !react,
        `${js} B, ${react ? 'loads React' : 'no React'} (budget ≤ 3 KB, no React)`,
      );
    else {
      const admin = adminPages.includes(p) || /\/applicants$|applicantDetails/.test(p);
      const limit = admin ? ADMIN_JS_BUDGET : ISLAND_JS_BUDGET;
      budget(`${p} JS`, js <= limit, `${(js / 1024).toFixed(1)} KB (budget ≤ ${limit / 1024} KB)`);
    }
  }
  await browser.close();

  // The key pages (issue 8) are held to 100; the form pages, which ship the form kit, to 95.
  await lighthouseBudgets({
    chrome,
    base,
    pages: ['/', '/pricing', '/services/virtual_assistants', '/tr/', '/messageus'],
    least: (p) => (p === '/messageus' ? 95 : 100),
    budget,
    runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  });
} finally {
  await api?.stop();
}
finish();
