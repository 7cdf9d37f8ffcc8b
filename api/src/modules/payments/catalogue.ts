// The plan catalogue prices are computed from (docs/architecture.md, "One price"): the catalogue the live
// site build was made from (its plan-catalogue.json, the same keys, names and prices its pricing pages
// show), read from the folder the API serves the site from and re-read when another build goes live;
// content-seeds/plans when no site is built (tests, a fresh checkout). The browser's amounts are never used.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { PLAN_KEYS, type PlanKey, type PricedPlan } from '@crestline/contracts';
import { planSchema } from '@crestline/contracts/content';
import {
  PLAN_CATALOGUE_FILE,
  planCatalogueFileSchema,
  type PlanCatalogueFile,
} from '@crestline/contracts/plan-catalogue';
import type { Logger } from '../../logger';

export interface CataloguePlan {
  key: PlanKey;
  name: { en: string; tr: string };
  plan: PricedPlan;
}

export type PlanCatalogue = Map<PlanKey, CataloguePlan>;

const seedPlans = z.array(planSchema.pick({ key: true, name: true, prices: true }).loose());

async function fromSeeds(dir: string): Promise<PlanCatalogueFile> {
  const read = async (locale: 'en' | 'tr') =>
    seedPlans.parse(JSON.parse(await readFile(path.join(dir, 'plans', `${locale}.json`), 'utf8')));
  const turkish = new Map((await read('tr')).map((p) => [p.key, p.name]));
  return {
    plans: (await read('en')).map((p) => ({
      key: p.key,
      name: { en: p.name, tr: turkish.get(p.key) ?? p.name },
      prices: p.prices,
    })),
  };
}

function build(file: PlanCatalogueFile): PlanCatalogue {
  const catalogue: PlanCatalogue = new Map();
  for (const p of file.plans) {
    if (PLAN_KEYS.includes(p.key))
      catalogue.set(p.key, { key: p.key, name: p.name, plan: { prices: p.prices } });
  }
  return catalogue;
}

export function planCatalogue(opts: {
  /** The folder of the site build being served now (StaticSite.liveDir). */
  liveSiteDir: () => string;
  seedsDir: string;
  logger: Logger;
}) {
  let current: { version: string; catalogue: PlanCatalogue } | undefined;
  let seeds: Promise<PlanCatalogue> | undefined;
  return {
    async get(): Promise<PlanCatalogue> {
      const file = path.join(opts.liveSiteDir(), PLAN_CATALOGUE_FILE);
      const stats = await stat(file).catch(() => undefined);
      if (!stats) {
        seeds ??= fromSeeds(opts.seedsDir).then(build);
        return seeds;
      }
      // A new build, or another process's new build in the same folder, is a new version of the file.
      const version = `${file}:${stats.mtimeMs}:${stats.size}`;
      if (current?.version === version) return current.catalogue;
      try {
        const catalogue = build(planCatalogueFileSchema.parse(JSON.parse(await readFile(file, 'utf8'))));
        current = { version, catalogue };
        return catalogue;
      } catch (err) {
        opts.logger.warn({ err: (err as Error).message, file }, 'plan catalogue of the live site unreadable');
        if (current) return current.catalogue;
        seeds ??= fromSeeds(opts.seedsDir).then(build);
        return seeds;
      }
    },
  };
}

export type PlanCatalogueSource = ReturnType<typeof planCatalogue>;
