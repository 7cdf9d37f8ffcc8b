import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../contracts/src/enums';
import { DEFAULT_LOCALE as CMS_DEFAULT_LOCALE, LOCALES as CMS_LOCALES } from '../src/setup/locales';
import { cmsDir } from './cms';

const tsx = createRequire(import.meta.url).resolve('tsx/cli');

it('has content types and components matching the zod schemas in contracts/src/content.ts', async () => {
  const check = promisify(execFile)(process.execPath, [tsx, 'scripts/generate-content-types.ts', '--check'], {
    cwd: cmsDir,
  });
  await expect(check).resolves.toBeDefined();
});

it('creates the contracts’ locales, the default first', () => {
  expect(CMS_LOCALES.map((locale) => locale.code)).toEqual([...LOCALES]);
  expect(CMS_DEFAULT_LOCALE).toBe(DEFAULT_LOCALE);
});
