// The preview build renders every page on request; its Vite plugin takes the static build's
// getStaticPaths() out of each page so that Astro has nothing to ignore (and nothing to warn about).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unexportStaticPaths } from '../integrations/preview-dynamic-pages.mjs';

const pagesDir = fileURLToPath(new URL('../src/pages/', import.meta.url));
const pages = (readdirSync(pagesDir, { recursive: true }) as string[])
  .filter((f) => /\.(astro|ts)$/.test(f))
  .map((f) => join(pagesDir, f));

describe('preview build: pages without static paths', () => {
  it('leaves no getStaticPaths in any page (every form the pages use)', () => {
    const withPaths = pages.filter((file) => readFileSync(file, 'utf8').includes('getStaticPaths'));
    expect(withPaths.length).toBeGreaterThan(30);
    for (const file of withPaths) {
      const out = unexportStaticPaths(readFileSync(file, 'utf8'));
      expect(out, file).not.toContain('getStaticPaths');
    }
  });
});
