// Builds the whole site into a temporary folder (never touching dist/) and checks what a visitor and a
// crawler get: every route in both languages, the 404 page, working internal links, SEO files, and no
// framework JavaScript on pages without a form.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleSlugs } from '@crestline/contracts/content';
import { catalogues } from '@crestline/contracts/locales';
import { stringsIn } from '@crestline/contracts/testing';
import { Parser } from 'htmlparser2';

const run = promisify(execFile);
const siteDir = join(import.meta.dirname, '..');
// astro is hoisted to the workspace root; look in the site first in case it is ever nested.
const astroBin = [
  join(siteDir, 'node_modules/astro/bin/astro.mjs'),
  join(siteDir, '../node_modules/astro/bin/astro.mjs'),
].find((file) => existsSync(file)) as string;
let outDir = '';

/** Every public route of the site (English paths); each also exists under /tr/. */
const routes = [
  '/',
  '/aboutteam',
  '/about',
  '/Talents',
  '/services',
  '/hire-remote-talent',
  '/privacypolicy',
  '/cookies',
  '/privacy-request',
  '/franchising',
  '/teambuilder',
  '/getstarted',
  '/booking-guidelines',
  '/purchasedisclaimer',
  '/payment',
  '/payment-success',
  '/payment-failure',
  '/pricing',
  '/blogs',
  '/message-us',
  '/messageus',
  '/checkout',
  ...roleSlugs.map((slug) => `/services/${slug}`),
];

/** Pages whose seeds name a share image of their own (about-page's seo.shareImage). */
const sharedPhotoRoutes = ['/about', '/aboutteam'];

/** Pages whose only script is the inline boot script. */
const noFrameworkJs = [
  '/about',
  '/aboutteam',
  '/Talents',
  '/services',
  '/privacypolicy',
  '/cookies',
  '/blogs',
];

/** Routes other parts of the product add (careers, accounts, admin); links to them are expected. */
const builtElsewhere = [
  /^\/(tr\/)?(career|login|applicants|adminjobspage|inquiries|messages|payments|subscription|customers|refunds)\/?$/,
  /^\/(tr\/)?(job|application|applicantDetails|resetpassword)\//,
];

function fileFor(path: string): string {
  const clean = decodeURIComponent(path.replace(/[#?].*$/, ''));
  if (/\.[a-z0-9]+$/i.test(clean)) return join(outDir, clean);
  return join(outDir, clean, 'index.html');
}

async function page(path: string): Promise<string> {
  return readFile(fileFor(path), 'utf8');
}

/** The text a reader sees on a page, leaving out scripts, styles and every part marked lang="en". */
function visibleTurkishText(html: string): string {
  const parts: string[] = [];
  const stack: { tag: string; skip: boolean }[] = [];
  const skipping = () => stack.some((entry) => entry.skip);
  const voidTags = new Set(['br', 'img', 'input', 'meta', 'link', 'hr', 'source', 'area', 'wbr', 'col']);
  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        if (voidTags.has(tag)) return;
        const skip =
          ['script', 'style', 'template', 'noscript'].includes(tag) ||
          (attrs.lang !== undefined && !attrs.lang.startsWith('tr'));
        stack.push({ tag, skip });
      },
      onclosetag(tag) {
        if (voidTags.has(tag)) return;
        const at = stack.map((entry) => entry.tag).lastIndexOf(tag);
        if (at >= 0) stack.length = at;
      },
      ontext(text) {
        if (!skipping()) parts.push(text);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parts.join(' ').replace(/\s+/g, ' ');
}

function langOf(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'site-build-'));
  await run(process.execPath, [astroBin, 'build'], {
    cwd: siteDir,
    env: { ...process.env, SITE_OUT_DIR: outDir, CMS_URL: '', ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('site build', () => {
  it('serves English at the root with lang en and Turkish under /tr/ with lang tr', async () => {
    expect(langOf(await page('/'))).toBe('en');
    expect(langOf(await page('/tr/'))).toBe('tr');
  });

  it('has the not-found page the API serves with status 404', async () => {
    const html = await readFile(join(outDir, '404.html'), 'utf8');
    expect(html).toMatch(/<title>Page Not Found/);
    expect(html).toContain('The requested page could not be found.');
  });

  it.each(routes)(
    'builds %s in both languages with title, description, canonical and hreflang',
    async (route) => {
      for (const [prefix, lang] of [
        ['', 'en'],
        ['/tr', 'tr'],
      ] as const) {
        const path = route === '/' ? `${prefix}/` : `${prefix}${route}/`;
        const html = await page(path);
        expect(langOf(html), path).toBe(lang);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]+"/);
        expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}"`);
        expect(html).toContain('hreflang="x-default"');
        expect(html).toContain('"@type":"Organization"');
        // Its share card: a 1200×630 PNG of this build, with size and alt text, for Open Graph and Twitter.
        const image = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"/.exec(html)?.[1];
        // The about pages carry the editor's own share image (seo.shareImage in the seeds), cropped.
        expect(image, path).toMatch(
          sharedPhotoRoutes.includes(route)
            ? /^\/_astro\/share\.[\w-]+\.png$/
            : /^\/og\/(en|tr)\/[\w-]+\.png$/,
        );
        const png = await readFile(join(outDir, image!));
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
        expect(html).toContain('<meta property="og:image:width" content="1200"');
        expect(html).toContain('<meta property="og:image:height" content="630"');
        expect(html).toMatch(/<meta property="og:image:alt" content="[^"]+"/);
        expect(html).toContain(`<meta name="twitter:image" content="http://localhost:3000${image}"`);
      }
    },
  );

  it('gives role and pricing pages their own cards, Service and Offer data, and role pages a breadcrumb', async () => {
    const role = await page('/tr/services/bookkeepers/');
    expect(role).toContain('content="http://localhost:3000/og/tr/role-bookkeepers.png"');
    expect(role).toContain('"@type":"Service"');
    expect(role).toContain('"@type":"AggregateOffer"');
    expect(role).toContain('"unitCode":"HUR"');
    expect(role).toContain('"@type":"BreadcrumbList"');
    const pricing = await page('/pricing/');
    expect(pricing).toContain('content="http://localhost:3000/og/en/pricing.png"');
    expect(pricing).toContain('"@type":"OfferCatalog"');
  });

  it('names one person of the role inside Turkish sentences and titles, and the role itself in headings', async () => {
    const role = await page('/tr/services/accountants/');
    expect(role).toContain('<title>Uzaktan Muhasebeci İşe Alın');
    expect(role).toContain('Aradığınız muhasebeci düşündüğünüzden çok daha yakın.');
    expect(role).toContain('büyüyen işletmeler, muhasebeci ararken bize güveniyor.');
    expect(role).toContain('Muhasebeciler ile Çalışmanın Avantajları');
    // Proper nouns and acronyms keep their case; Turkish capitals follow Turkish rules.
    expect(await page('/tr/services/administrative_assistants/')).toContain(
      '<title>Uzaktan İdari Asistan İşe Alın',
    );
    expect(await page('/tr/services/quality_assurance_analysts/')).toContain(
      'Aradığınız kalite güvence (QA) analisti düşündüğünüzden',
    );
    // The English pages keep the role's (plural) name.
    expect(await page('/services/accountants/')).toContain('<title>Hire Remote Accountants');
  });

  it('serves a photo from the content as AVIF and WebP in every width, lazily, with its size', async () => {
    // The role pages' second "hire today" row is a JPEG photo (content-seeds/media/role-page/hire-today-2.jpg).
    for (const path of ['/services/bookkeepers/', '/tr/services/bookkeepers/']) {
      const html = await page(path);
      const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
      expect(picture, path).toContain('alt="');
      const sources: Record<string, [string, string][]> = Object.fromEntries(
        [...picture.matchAll(/<source srcset="([^"]+)" type="image\/(\w+)" sizes="([^"]+)"/g)].map((m) => [
          m[2],
          m[1]!.split(', ').map((entry) => entry.split(' ') as [string, string]),
        ]),
      );
      expect(Object.keys(sources).sort(), path).toEqual(['avif', 'webp']);
      for (const [format, entries] of Object.entries(sources)) {
        expect(entries.map(([, width]) => width)).toEqual(['480w', '800w', '1200w', '1440w']);
        for (const [src] of entries) {
          const bytes = await readFile(join(outDir, src));
          // Its format's signature: the ISO box brand "avif", or RIFF's "WEBP".
          expect(bytes.subarray(8, 12).toString('latin1'), src).toBe(format === 'avif' ? 'avif' : 'WEBP');
        }
      }
      // The fallback <img>: the photo's own size (no layout shift), below the fold so loaded lazily.
      const img = /<img [^>]*>/.exec(picture)?.[0] ?? '';
      expect(img).toMatch(/ srcset="[^"]+ 480w, /);
      expect(img).toContain('width="1440" height="960"');
      expect(img).toContain('loading="lazy"');
      expect(img).not.toContain('fetchpriority');
      // The original is not what the page loads.
      expect(html).not.toContain('/media/role-page/hire-today-2.jpg');
      // SVG illustrations stay as they are, with their size.
      expect(html).toMatch(
        /<img src="\/media\/role-page\/hero\.svg"[^>]* width="560" height="400" loading="eager"[^>]* fetchpriority="high"/,
      );
    }
  });

  it('loads the hero’s photo first: eager, with high priority', async () => {
    // The team builder's hero is a JPEG photo (content-seeds/media/team-builder/hero.jpg).
    const html = await page('/tr/teambuilder/');
    const hero = /<div class="hero-media"><picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
    expect(hero).toMatch(
      /<source srcset="\/_astro\/hero\.[\w-]+\.avif 480w, [^"]+ 1680w" type="image\/avif"/,
    );
    const img = /<img [^>]*>/.exec(hero)?.[0] ?? '';
    expect(img).toContain('width="1680" height="1200"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchpriority="high"');
  });

  it('uses the editor’s share image of a page, cropped to a 1200×630 PNG, over the drawn card', async () => {
    const en = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"/.exec(
      await page('/about/'),
    )?.[1];
    const tr = /<meta property="og:image" content="http:\/\/localhost:3000([^"]+)"/.exec(
      await page('/tr/about/'),
    )?.[1];
    expect(en).toMatch(/^\/_astro\/share\.[\w-]+\.png$/);
    expect(tr).toBe(en);
    const png = await readFile(join(outDir, en!));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(await page('/about/')).toContain('<meta property="og:image:alt" content="About Us');
    // A page without one keeps the card drawn from its title.
    expect(await page('/pricing/')).toContain('content="http://localhost:3000/og/en/pricing.png"');
  });

  it('has a Turkish not-found page for /tr/ addresses, never indexed', async () => {
    const html = await page('/tr/404/');
    expect(langOf(html)).toBe('tr');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toMatch(/<h1[^>]*>Sayfa Bulunamadı<\/h1>/);
  });

  it('builds the site search index, one per language, over the pages that may be indexed', async () => {
    const entry = JSON.parse(await readFile(join(outDir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'tr']);
    expect(entry.languages.tr!.page_count).toBeGreaterThan(44);
    expect(existsSync(join(outDir, 'pagefind/pagefind.js'))).toBe(true);
    // Admin screens are not searchable; role pages are.
    expect(await page('/adminjobspage/')).not.toContain('data-pagefind-body');
    expect(await page('/tr/services/bookkeepers/')).toContain('data-pagefind-body');
  });

  it('shows no English on a Turkish page unless it is marked lang="en"', async () => {
    // English interface texts (the catalogues) and the English site-wide content (navigation, footer),
    // wherever they differ from the Turkish: none may be seen on a Turkish page outside a lang="en" part.
    const globalEn = JSON.parse(await readFile(join(siteDir, '../content-seeds/global/en.json'), 'utf8'));
    const globalTr = JSON.parse(await readFile(join(siteDir, '../content-seeds/global/tr.json'), 'utf8'));
    const rolesEn = JSON.parse(await readFile(join(siteDir, '../content-seeds/roles/en.json'), 'utf8')) as {
      name: string;
    }[];
    const turkish = new Set([...Object.values(catalogues.tr), ...stringsIn(globalTr)].map(String));
    const english = [
      ...new Set(
        [
          ...Object.values(catalogues.en).map(String),
          ...stringsIn(globalEn.navigation),
          ...stringsIn(globalEn.footer),
          ...rolesEn.map((role) => role.name),
        ]
          .filter((text) => text.length >= 10 && !text.includes('{') && !turkish.has(text))
          .filter((text) => /^[\x20-\x7e’–—…]+$/.test(text) && /[a-z]{3} [a-z]{2}/i.test(text)),
      ),
    ];
    expect(english.length).toBeGreaterThan(100);
    const trPages = (await htmlFiles(join(outDir, 'tr'))).filter(
      (file) => !/[\\/](admin|og)[\\/]/.test(file),
    );
    const found: string[] = [];
    for (const file of trPages) {
      const visible = visibleTurkishText(await readFile(file, 'utf8'));
      for (const text of english)
        if (visible.includes(text)) found.push(`${relative(outDir, file)}: ${text}`);
    }
    expect(found).toEqual([]);
    // The check can fail: an English sentence on a Turkish page is caught, the same marked lang="en" is not.
    const sample = english.find((text) => text.length > 20)!;
    expect(visibleTurkishText(`<html lang="tr"><body><p>${sample}</p></body></html>`)).toContain(sample);
    expect(
      visibleTurkishText(`<html lang="tr"><body><p lang="en">${sample}</p></body></html>`),
    ).not.toContain(sample);
  });

  it('dates content pages in the sitemap', async () => {
    const sitemap = await readFile(join(outDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:3000\/pricing\/<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('answers the English role name of the spec with the same page, canonical at the slug', async () => {
    const html = await page('/services/Virtual%20Assistants/');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/services/virtual_assistants/"');
    expect(langOf(await page('/tr/services/Virtual%20Assistants/'))).toBe('tr');
  });

  it('gives the home page its scroll targets and contact form', async () => {
    const html = await page('/');
    for (const id of ['homePage', 'pricingItem', 'homePage-contact-us']) expect(html).toContain(`id="${id}"`);
    expect(await page('/services/virtual_assistants/')).toContain('id="toScroll"');
  });

  it('puts admin screens in the back office frame; pages that also serve customers keep the public one', async () => {
    for (const route of ['/admins/', '/tr/applicants/', '/audit/', '/admin/']) {
      const html = await page(route);
      expect(html, route).toContain('data-admin-shell');
      expect(html, route).not.toContain('class="site-header"');
      expect(html, route).not.toContain('class="site-footer"');
      // Every sidebar item names its screen, so the boot script can hide those outside the roles.
      expect(html.match(/<li data-screen="\/[a-z-]+">/g)?.length, route).toBe(13);
    }
    for (const route of ['/payments/', '/tr/subscription/']) {
      const html = await page(route);
      expect(html, route).toContain('class="site-header"');
      expect(html, route).toMatch(/class="admin-shell"[^>]*data-shared/);
    }
  });

  it('hides the navbar and footer on the payment pages', async () => {
    for (const route of ['/payment/', '/checkout/', '/payment-success/', '/payment-failure/']) {
      const html = await page(route);
      expect(html, route).not.toContain('class="site-header"');
      expect(html, route).not.toContain('class="site-footer"');
    }
    expect(await page('/pricing/')).toContain('class="site-footer"');
  });

  it.each(noFrameworkJs)('ships no framework JavaScript on %s', async (route) => {
    const html = await page(`${route}/`);
    expect(html).not.toContain('<astro-island');
    expect(html).not.toContain('rel="modulepreload"');
    // Only the layout's login-panel loader, which imports React lazily on the first open-login event.
    const modules = [...html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)].map(
      (m) => m[1] as string,
    );
    expect(modules.length).toBeLessThanOrEqual(1);
    for (const src of modules) {
      const code = await readFile(join(outDir, src), 'utf8');
      expect(code.length).toBeLessThan(6000);
      expect(code).not.toMatch(/^import[^;]*react/m);
      expect(code).not.toMatch(/react-dom|createRoot/); // not even in a preload list
    }
  });

  /** Every script a module loads up front (its static imports, transitively), with its own path. */
  async function staticGraph(src: string, seen = new Set<string>()): Promise<Set<string>> {
    if (seen.has(src)) return seen;
    seen.add(src);
    const code = await readFile(join(outDir, src), 'utf8');
    for (const [, dep] of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)) {
      await staticGraph(join(src, '..', dep as string), seen);
    }
    return seen;
  }

  it.each([
    ['/pricing/', 'PricingCards'],
    ['/', 'PricingCards'],
    ['/getstarted/', 'GetStartedCheckout'],
    ['/purchasedisclaimer/', 'DisclaimerForm'],
    ['/career/', 'CareersList'],
  ])('ships no validation library with the islands of %s (%s)', async (route, island) => {
    const html = await page(route);
    const url = new RegExp(`component-url="(/_astro/${island}\\.[^"]+\\.js)"`).exec(html)?.[1];
    expect(url, `${island} on ${route}`).toBeDefined();
    for (const src of await staticGraph(url as string)) {
      expect(await readFile(join(outDir, src), 'utf8'), src).not.toContain('ZodError');
    }
  });

  it('links every form in both languages to the matching section of the privacy policy', async () => {
    // Every built page with a form asking for personal data (an email address), but the back office's
    // (never indexed).
    const withForms: string[] = [];
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(file, 'utf8');
      if (!/<form[\s>]/.test(html) || !/<input[^>]*type="email"/.test(html)) continue;
      if (/<meta name="robots" content="noindex/.test(html)) continue;
      withForms.push(`/${relative(outDir, file).replace(/index\.html$/, '')}`);
    }
    // The collecting forms the issue names, in both languages, whether or not their form is in the HTML
    // (/application/{id} and the purchase pages fill theirs in the browser; some pages are not indexed).
    const named = [
      '/',
      '/messageus/',
      '/message-us/',
      '/teambuilder/',
      '/getstarted/',
      '/booking-guidelines/',
      '/franchising/',
      '/purchasedisclaimer/',
      '/application/',
      '/privacy-request/',
    ].flatMap((path) => [path, `/tr${path}`]);
    expect(withForms.length).toBeGreaterThan(10);
    const anchorsOf = async (lang: 'en' | 'tr') =>
      new Set(
        [
          ...(await page(lang === 'tr' ? '/tr/privacypolicy/' : '/privacypolicy/')).matchAll(
            /<section id="([^"]+)"/g,
          ),
        ].map((m) => m[1]),
      );
    const anchors = { en: await anchorsOf('en'), tr: await anchorsOf('tr') };
    const policyPath = { en: '/privacypolicy/', tr: '/tr/privacypolicy/' };
    for (const path of new Set([...withForms, ...named])) {
      const html = await page(path);
      const lang = langOf(html) === 'tr' ? 'tr' : 'en';
      const notices = [
        ...html.matchAll(/<p [^>]*class="collection-notice"[^>]*>[\s\S]*?<a href="([^"#]+)#([^"]+)"/g),
      ];
      expect(notices.length, `${path} has a notice linking the policy`).toBeGreaterThan(0);
      for (const [, target, anchor] of notices) {
        expect(target, path).toBe(policyPath[lang]);
        expect(anchors[lang].has(anchor), `${path} → ${target}#${anchor}`).toBe(true);
      }
    }
  });

  it('has no broken internal links', async () => {
    const broken = new Set<string>();
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(file, 'utf8');
      for (const [, href] of html.matchAll(/\shref="(\/[^"]*)"/g)) {
        const path = (href as string).replace(/[#?].*$/, '');
        if (builtElsewhere.some((re) => re.test(path))) continue;
        if (!existsSync(fileFor(path))) broken.add(`${relative(outDir, file)} → ${href}`);
      }
    }
    expect([...broken]).toEqual([]);
  });

  it('fills every placeholder and lets each inline script run under the page policy', async () => {
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(file, 'utf8');
      const name = relative(outDir, file);
      const visible = html.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<astro-island\b[^>]*>/g, '');
      expect(visible, name).not.toMatch(/\{(brand|role|year|adminEmail|infoEmail|page|email)\}/);
      const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
      expect(policy, name).toBeDefined();
      for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=|application\/ld\+json/.test(attrs as string) || !body) continue;
        const digest = createHash('sha256')
          .update(body as string)
          .digest('base64');
        expect(policy, name).toContain(`'sha256-${digest}'`);
      }
    }
  });

  it('publishes robots.txt and a sitemap covering both languages', async () => {
    expect(await readFile(join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: http://localhost:3000/sitemap-index.xml',
    );
    const sitemap = await readFile(join(outDir, 'sitemap-0.xml'), 'utf8');
    expect(sitemap).toContain('<loc>http://localhost:3000/pricing/</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/tr/pricing/</loc>');
    expect(sitemap).toContain('hreflang="tr"');
    expect(sitemap).not.toContain('/payment/');
  });
});

describe('site build with CMS_URL set', () => {
  it('stops with a clear message when the CMS cannot be reached', async () => {
    const failed = await run(process.execPath, [astroBin, 'build'], {
      cwd: siteDir,
      env: {
        ...process.env,
        SITE_OUT_DIR: join(tmpdir(), 'site-build-unreachable-cms'),
        CMS_URL: 'http://127.0.0.1:9',
        ASTRO_TELEMETRY_DISABLED: '1',
      },
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => null,
      (error: { stdout: string; stderr: string }) => error,
    );
    expect(failed).not.toBeNull();
    expect(`${failed?.stdout}${failed?.stderr}`).toContain(
      'CMS_URL is set to http://127.0.0.1:9 but the CMS could not be reached',
    );
  });
});

describe('site build after a job change (JOB_PAGES)', () => {
  it('renders the named jobs’ pages only, while /career and the sitemap have every active job', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'site-build-jobs-'));
    try {
      const job = (id: string, title: string, day: number) => ({
        _id: id,
        title,
        description: `${title} for a client.`,
        type: 'Remote',
        location: 'Davao City',
        language: ['English'],
        responsibilities: ['Answer calls'],
        operatingHours: 'Day shift',
        requirements: ['English'],
        postingDate: `2026-11-0${day}T00:00:00.000Z`,
      });
      // A job the admin also wrote in Turkish (its training left English), at an office.
      const turkish = {
        ...job('turkish-one', 'Bookkeeper Turkish', 3),
        type: 'On-site',
        location: 'Davao City, Philippines',
        locationTr: 'Davao, Filipinler',
        training: ['Two weeks of Xero training'],
        titleTr: 'Ön Muhasebe Uzmanı',
        descriptionTr: 'Bir müşterimizin defterlerini tutun.',
        responsibilitiesTr: ['Hesap mutabakatı yapın'],
        operatingHoursTr: 'Gündüz vardiyası',
        requirementsTr: ['Xero deneyimi'],
      };
      const jobs = [job('kept-one', 'Kept One', 1), job('changed-one', 'Changed One', 2), turkish];
      await writeFile(join(dir, 'jobs.json'), JSON.stringify({ jobs }));
      await writeFile(join(dir, 'pages.json'), JSON.stringify(['changed-one', 'turkish-one']));
      const out = join(dir, 'out');
      await run(process.execPath, [astroBin, 'build'], {
        cwd: siteDir,
        env: {
          ...process.env,
          SITE_OUT_DIR: out,
          CMS_URL: '',
          ASTRO_TELEMETRY_DISABLED: '1',
          JOBS_SOURCE: join(dir, 'jobs.json'),
          JOB_PAGES: join(dir, 'pages.json'),
        },
        maxBuffer: 64 * 1024 * 1024,
      });
      for (const lang of ['', 'tr']) {
        expect(await readFile(join(out, lang, 'job/changed-one/index.html'), 'utf8')).toContain(
          'Changed One',
        );
        expect(existsSync(join(out, lang, 'job/kept-one'))).toBe(false);
        if (lang === 'tr') {
          // An English-only job on a Turkish page: its texts marked lang="en", the headings Turkish.
          const html = await readFile(join(out, 'tr/job/changed-one/index.html'), 'utf8');
          expect(html).toContain('Changed One for a client.');
          expect(visibleTurkishText(html)).not.toContain('Changed One for a client.');
          expect(visibleTurkishText(html)).toContain('Temel sorumluluklar');
        }
        const turkishPage = await readFile(join(out, lang, 'job/turkish-one/index.html'), 'utf8');
        const jsonLd = JSON.parse(
          /<script type="application\/ld\+json" id="job-posting-jsonld">(.*?)<\/script>/s.exec(
            turkishPage,
          )![1]!,
        );
        if (lang === 'tr') {
          // Written in Turkish: shown unmarked, in the title, the structured data and the share card's alt.
          const visible = visibleTurkishText(turkishPage);
          for (const text of [
            'Ön Muhasebe Uzmanı',
            'Bir müşterimizin defterlerini tutun.',
            'Hesap mutabakatı yapın',
            'Davao, Filipinler',
          ])
            expect(visible).toContain(text);
          expect(turkishPage).toContain('<title>Ön Muhasebe Uzmanı');
          expect(turkishPage).toContain('<h1 class="job-detail-title">Ön Muhasebe Uzmanı</h1>');
          expect(visible).not.toContain('Bookkeeper Turkish');
          expect(jsonLd).toMatchObject({
            title: 'Ön Muhasebe Uzmanı',
            url: 'http://localhost:3000/tr/job/turkish-one',
          });
          expect(jsonLd.description).toContain('Xero deneyimi');
          // The place as the page names it; the country by its code.
          expect(jsonLd.jobLocation.address).toMatchObject({
            addressLocality: 'Davao',
            addressCountry: 'PH',
          });
          // Its training was given in English only: on the page, marked lang="en".
          expect(turkishPage).toContain('Two weeks of Xero training');
          expect(visible).not.toContain('Two weeks of Xero training');
        } else {
          expect(turkishPage).toContain('<title>Bookkeeper Turkish');
          // (The island's props carry the Turkish texts too; the page shows the English.)
          expect(turkishPage).toContain('<h1 class="job-detail-title">Bookkeeper Turkish</h1>');
          expect(turkishPage).not.toMatch(/>Ön Muhasebe Uzmanı</);
          expect(jsonLd).toMatchObject({
            title: 'Bookkeeper Turkish',
            url: 'http://localhost:3000/job/turkish-one',
          });
          expect(jsonLd.jobLocation.address).toMatchObject({
            addressLocality: 'Davao City',
            addressCountry: 'PH',
          });
        }
        // The shell page for any other id is still built.
        expect(existsSync(join(out, lang, 'job/index.html'))).toBe(true);
        const career = await readFile(join(out, lang, 'career/index.html'), 'utf8');
        expect(career).toContain('Kept One');
        expect(career).toContain('Changed One');
        if (lang === 'tr') {
          // /tr/career: the Turkish title unmarked, an English-only one marked lang="en".
          expect(visibleTurkishText(career)).toContain('Ön Muhasebe Uzmanı');
          expect(visibleTurkishText(career)).toContain('Davao, Filipinler');
          expect(visibleTurkishText(career)).not.toContain('Changed One');
        } else {
          expect(career).toContain('>Bookkeeper Turkish</a>');
          expect(career).not.toMatch(/>Ön Muhasebe Uzmanı</);
          expect(career).toContain('>Davao City, Philippines</li>');
          expect(career).not.toMatch(/>Davao, Filipinler</);
        }
      }
      const sitemap = await readFile(join(out, 'sitemap-0.xml'), 'utf8');
      for (const path of ['job/kept-one/', 'tr/job/kept-one/', 'job/changed-one/', 'tr/job/changed-one/']) {
        expect(sitemap).toContain(`<loc>http://localhost:3000/${path}</loc>`);
      }
      expect(sitemap).not.toContain('<loc>http://localhost:3000/job/</loc>');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    // A whole build (share cards and the search index included): minutes on a busy machine.
  }, 300_000);
});
