// The files a build writes for the API (contracts/site-build.ts) come from pages named after them: a page
// renamed or moved away would leave the API reading a file no build writes any more.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_OUTPUT } from '@crestline/contracts/site-build';

const pages = new URL('../pages/', import.meta.url);

describe('the site build protocol', () => {
  it.each([SITE_OUTPUT.jobsVersion, SITE_OUTPUT.planCatalogue])('a page writes %s', (file) => {
    expect(existsSync(new URL(`${file}.ts`, pages))).toBe(true);
  });
});
