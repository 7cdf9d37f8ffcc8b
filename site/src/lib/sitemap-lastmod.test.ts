// The sitemap's <lastmod>: a job page's job edit date, a content page's newest content date.
import { mkdtemp, mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDates, lastmodOf } from '../../integrations/sitemap-lastmod.mjs';

const site = 'https://crestline.example';

describe('sitemap lastmod', () => {
  it('dates job pages by their job and content pages by their newest content, in both languages', async () => {
    const seeds = await mkdtemp(join(tmpdir(), 'seeds-'));
    const stamp = async (type: string, iso: string) => {
      await mkdir(join(seeds, type), { recursive: true });
      for (const locale of ['en', 'tr']) {
        const file = join(seeds, type, `${locale}.json`);
        await writeFile(file, '{}');
        await utimes(file, new Date(iso), new Date(iso));
      }
    };
    await stamp('pricing-page', '2026-03-01T00:00:00Z');
    await stamp('plans', '2026-05-01T00:00:00Z');
    await stamp('about-page', '2026-02-01T00:00:00Z');
    const dates = await contentDates({ seedsDir: seeds });
    const jobDates = new Map([['abc', '2026-10-10T10:00:00.000Z']]);
    const of = (path: string) => lastmodOf(`${site}${path}`, { site, jobDates, contentDates: dates });
    expect(of('/job/abc/')).toBe('2026-10-10T10:00:00.000Z');
    expect(of('/tr/job/abc/')).toBe('2026-10-10T10:00:00.000Z');
    expect(of('/pricing/')).toBe('2026-05-01T00:00:00.000Z');
    expect(of('/tr/about/')).toBe('2026-02-01T00:00:00.000Z');
    // No source of its own: no date rather than a wrong one.
    expect(of('/career/')).toBeUndefined();
    expect(of('/job/unknown/')).toBeUndefined();
  });
});
