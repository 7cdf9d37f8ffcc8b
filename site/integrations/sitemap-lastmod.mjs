// When each page of the sitemap last changed (<lastmod>): a job page's job was last edited (its
// updatedAt in the jobs' snapshot); a content page's words were last edited in the CMS (the newest
// updatedAt of the content types the page shows) or, built from content-seeds/, when the seed files
// were last written. Pages with no such source (the forms, the careers list) carry no lastmod.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The content types each sitemap page shows (its path without the language prefix). */
export const PAGE_CONTENT = [
  [/^\/$/, ['home-page']],
  [/^\/about\/$/, ['about-page']],
  [/^\/aboutteam\/$/, ['team-page']],
  [/^\/services\/$/, ['services-page', 'roles']],
  [/^\/services\/[^/]+\/$/, ['role-page-template', 'roles']],
  [/^\/hire-remote-talent\/$/, ['services-marketing-page']],
  [/^\/pricing\/$/, ['pricing-page', 'plans']],
  [/^\/booking-guidelines\/$/, ['booking-guidelines']],
  [/^\/franchising\/$/, ['franchising-page']],
  [/^\/teambuilder\/$/, ['team-builder-page', 'roles']],
  [/^\/(message-us|messageus)\/$/, ['message-us-page']],
  [/^\/blogs\/$/, ['blogs-page']],
  [/^\/privacypolicy\/$/, ['privacy-policy']],
];

const collectionEndpoints = { roles: 'roles', plans: 'plans' };

/** The newest updatedAt of one content type in the CMS (both locales), or undefined. */
async function cmsDate(cmsUrl, token, type) {
  let newest;
  for (const locale of ['en', 'tr']) {
    const url = new URL(
      `api/${collectionEndpoints[type] ?? type}`,
      cmsUrl.endsWith('/') ? cmsUrl : `${cmsUrl}/`,
    );
    url.searchParams.set('locale', locale);
    url.searchParams.set('fields[0]', 'updatedAt');
    if (collectionEndpoints[type]) url.searchParams.set('pagination[pageSize]', '200');
    try {
      const res = await fetch(url, {
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) continue;
      const { data } = await res.json();
      for (const entry of Array.isArray(data) ? data : [data]) {
        const time = Date.parse(entry?.updatedAt ?? '');
        if (!Number.isNaN(time) && (newest === undefined || time > newest)) newest = time;
      }
    } catch {
      // No date is better than a wrong one: the page goes without lastmod.
    }
  }
  return newest;
}

/** The newest modification time of a content type's seed files, or undefined. */
async function seedDate(seedsDir, type) {
  let newest;
  for (const locale of ['en', 'tr']) {
    try {
      const { mtimeMs } = await stat(join(seedsDir, type, `${locale}.json`));
      if (newest === undefined || mtimeMs > newest) newest = mtimeMs;
    } catch {
      // missing seed: no date
    }
  }
  return newest;
}

/**
 * When each content type was last changed (milliseconds), from the CMS or the seeds.
 * @param {{ cmsUrl?: string, cmsToken?: string, seedsDir: string }} source
 */
export async function contentDates({ cmsUrl, cmsToken, seedsDir }) {
  const types = [...new Set(PAGE_CONTENT.flatMap(([, t]) => t))];
  const dates = new Map();
  await Promise.all(
    types.map(async (type) => {
      const date = cmsUrl ? await cmsDate(cmsUrl, cmsToken, type) : await seedDate(seedsDir, type);
      if (date !== undefined) dates.set(type, date);
    }),
  );
  return dates;
}

/**
 * The lastmod of one sitemap address: its job's updatedAt, or the newest date of the content its page
 * shows; undefined when neither is known.
 */
export function lastmodOf(url, { site, jobDates, contentDates: dates }) {
  const base = site.replace(/\/$/, '');
  const path = url.startsWith(base) ? url.slice(base.length) || '/' : new URL(url).pathname;
  const bare = path.replace(/^\/tr(\/|$)/, '/');
  const job = /^\/job\/([^/]+)\/$/.exec(bare);
  if (job) return jobDates.get(decodeURIComponent(job[1]));
  const entry = PAGE_CONTENT.find(([pattern]) => pattern.test(bare));
  if (!entry) return undefined;
  const times = entry[1].map((type) => dates.get(type)).filter((t) => t !== undefined);
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
}
