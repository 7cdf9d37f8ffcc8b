// The plan catalogue prices are computed from (docs/architecture.md): the CMS's published plans when
// CMS_URL is set, cached for a few minutes and validated; content-seeds/plans otherwise, or when the CMS
// cannot be read and nothing was cached yet. The browser's amounts are never used.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PLAN_KEYS, type PlanKey, type PricedPlan } from '@crestline/contracts';
import { planSchema } from '@crestline/contracts/content';
import { withoutStrapiMeta } from '@crestline/contracts/strapi';
import type { Logger } from '../../logger';

export interface CataloguePlan {
  key: PlanKey;
  name: { en: string; tr: string };
  plan: PricedPlan;
}

export type PlanCatalogue = Map<PlanKey, CataloguePlan>;

const priced = planSchema.pick({ key: true, name: true, prices: true, monthly: true, yearly: true });
const plansFile = z.array(priced.loose());

const CACHE_MS = 5 * 60_000;

async function fromSeeds(dir: string, locale: 'en' | 'tr'): Promise<unknown> {
  return JSON.parse(await readFile(path.join(dir, 'plans', `${locale}.json`), 'utf8'));
}

async function fromCms(cmsUrl: string, locale: 'en' | 'tr'): Promise<unknown> {
  const url = new URL('api/plans', cmsUrl.endsWith('/') ? cmsUrl : `${cmsUrl}/`);
  url.searchParams.set('locale', locale);
  url.searchParams.set('pagination[pageSize]', '200');
  const res = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`CMS answered ${res.status} for ${url.pathname}`);
  return withoutStrapiMeta(((await res.json()) as { data?: unknown }).data);
}

function build(en: unknown, tr: unknown): PlanCatalogue {
  const enPlans = plansFile.parse(en);
  const trNames = new Map(plansFile.parse(tr).map((p) => [p.key, p.name]));
  const catalogue: PlanCatalogue = new Map();
  for (const p of enPlans) {
    if (!PLAN_KEYS.includes(p.key)) continue;
    catalogue.set(p.key, {
      key: p.key,
      name: { en: p.name, tr: trNames.get(p.key) ?? p.name },
      plan: {
        prices: p.prices,
        ...(p.monthly ? { monthly: p.monthly } : {}),
        ...(p.yearly ? { yearly: p.yearly } : {}),
      } as PricedPlan,
    });
  }
  return catalogue;
}

export function planCatalogue(opts: { cmsUrl: string | undefined; seedsDir: string; logger: Logger }) {
  let cached: { at: number; catalogue: PlanCatalogue } | undefined;
  const seeds = async () => build(await fromSeeds(opts.seedsDir, 'en'), await fromSeeds(opts.seedsDir, 'tr'));
  return {
    async get(now = Date.now()): Promise<PlanCatalogue> {
      if (cached && now - cached.at < CACHE_MS) return cached.catalogue;
      let catalogue: PlanCatalogue;
      if (opts.cmsUrl) {
        try {
          catalogue = build(await fromCms(opts.cmsUrl, 'en'), await fromCms(opts.cmsUrl, 'tr'));
        } catch (err) {
          opts.logger.warn({ err: (err as Error).message }, 'plan catalogue: CMS unreadable');
          // A known good catalogue beats the seeds: prices edited in the CMS stay in force.
          if (cached) return cached.catalogue;
          catalogue = await seeds();
        }
      } else {
        catalogue = await seeds();
      }
      cached = { at: now, catalogue };
      return catalogue;
    },
  };
}

export type PlanCatalogueSource = ReturnType<typeof planCatalogue>;
