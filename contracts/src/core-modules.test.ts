// The zod-free modules the site's islands import (pricing-core, jobs-core) must stay zod-free, also
// through their own imports, and the older modules must keep exporting the same helpers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as jobs from './jobs';
import * as jobsCore from './jobs-core';
import * as payments from './payments';
import * as pricing from './pricing';
import * as pricingCore from './pricing-core';

/** The relative modules a source file imports, followed transitively, and every package it names. */
function imports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(import.meta.dirname, file), 'utf8');
  for (const [, spec] of source.matchAll(/^\s*(?:import|export)\b(?!\s+type\b)[^'"]*from\s*'([^']+)'/gm)) {
    if (spec!.startsWith('./')) imports(`${spec!.slice(2)}.ts`, seen);
    else if (spec!.startsWith('../')) seen.add(spec!);
    else seen.add(spec!);
  }
  return seen;
}

describe('zod-free modules', () => {
  it.each([
    'pricing-core.ts',
    'jobs-core.ts',
    'plan-selection.ts',
    'career-job.ts',
    'site-paths.ts',
    'enums.ts',
    'translate.ts',
    'strapi.ts',
  ])('%s imports no zod', (file) => {
    // translate.ts is the translation engine: i18next is its one package; no catalogue, no zod.
    const packages = [...imports(file)].filter((spec) => !spec.endsWith('.ts'));
    expect(packages.filter((spec) => spec !== 'i18next')).toEqual([]);
    expect([...imports(file)].filter((spec) => spec.includes('locales/'))).toEqual([]);
  });

  it('re-exports every helper from the modules that held it before', () => {
    for (const [name, value] of Object.entries(pricingCore))
      expect(pricing[name as keyof typeof pricing], `pricing.${name}`).toBe(value);
    for (const [name, value] of Object.entries(jobsCore))
      expect(jobs[name as keyof typeof jobs], `jobs.${name}`).toBe(value);
    expect(payments.PLAN_COUNT_LIMITS).toBe(pricingCore.PLAN_COUNT_LIMITS);
  });
});
