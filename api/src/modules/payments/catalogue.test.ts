// The plan catalogue prices come from: the CMS's plans (Strapi's shape), cached and validated, with
// content-seeds/ when no CMS is configured or none could be read yet.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingQuote } from '@crestline/contracts';
import { repoRoot } from '../../config';
import { createLogger } from '../../logger';
import { planCatalogue } from './catalogue';

const seedsDir = path.join(repoRoot, 'content-seeds');
const logger = createLogger('silent');
const seeds = (locale: string) =>
  JSON.parse(readFileSync(path.join(seedsDir, 'plans', `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >[];

let server: Server;
let cmsUrl: string;
let hits = 0;
let down = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (down) return res.writeHead(503).end();
    const locale = new URL(req.url ?? '/', 'http://cms').searchParams.get('locale') ?? 'en';
    // Strapi's shape: meta keys on entries and components, null for empty components; one price edited.
    const data = seeds(locale).map((p, i) => ({
      id: i + 1,
      documentId: `doc${i}`,
      publishedAt: '2026-01-01T00:00:00.000Z',
      ...p,
      prices: {
        id: 100 + i,
        ...(p.prices as object),
        ...(p.key === 'sr_technical' ? { US: 9.25 } : {}),
      },
      monthly: p.monthly ?? null,
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, meta: {} }));
  }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const usMonthly = async (catalogue: ReturnType<typeof planCatalogue>, now?: number) =>
  billingQuote((await catalogue.get(now)).get('sr_technical')!.plan, { region: 'US', roles: 1, months: 1 })
    .unitMonthlyAmount;

describe('plan catalogue', () => {
  it('reads content-seeds/ without a CMS, with both languages’ names', async () => {
    const catalogue = planCatalogue({ cmsUrl: undefined, seedsDir, logger });
    expect((await catalogue.get()).size).toBe(7);
    expect(await usMonthly(catalogue)).toBe(147333); // $8.50 an hour
    expect((await catalogue.get()).get('sr_technical')!.name.tr).not.toBe('');
  });

  it('reads the CMS’s published prices, caches them, and keeps them while the CMS is down', async () => {
    const catalogue = planCatalogue({ cmsUrl, seedsDir, logger });
    const t0 = Date.now();
    expect(await usMonthly(catalogue, t0)).toBe(160333); // $9.25 an hour × 173⅓
    const after = hits;
    await usMonthly(catalogue, t0 + 60_000);
    expect(hits).toBe(after); // cached
    down = true;
    expect(await usMonthly(catalogue, t0 + 10 * 60_000)).toBe(160333);
    // A fresh process with the CMS down falls back to the seeds.
    expect(await usMonthly(planCatalogue({ cmsUrl, seedsDir, logger }))).toBe(147333);
    down = false;
  });
});
