import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';
import { mediaAliases } from './integrations/media-dirs.mjs';

// React 19 is nested in site/node_modules while the CMS hoists React 18 to the root; Testing Library
// (hoisted) must render with the site's React, so it is inlined and React is resolved from here.
const siteModules = fileURLToPath(new URL('./node_modules/', import.meta.url));
const testingLibrary = fileURLToPath(
  import.meta
    .resolve('@testing-library/react')
    .replace(/dist\/index\.js$/, 'dist/@testing-library/react.esm.js'),
);

const astroComponentTests = 'src/components/**/*.test.ts';

// Islands' tests opt into jsdom per file (`// @vitest-environment jsdom`); the build test runs in node.
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'site',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
          exclude: [astroComponentTests],
          environment: 'node',
          // Island tests render with both catalogues registered (pages hand an island only its language).
          setupFiles: ['./test/setup.ts'],
          server: {
            deps: {
              inline: [/@testing-library\/react/, /react-hook-form/, /@hookform/, /@tanstack/, /@dnd-kit/],
            },
          },
        },
      },
      // Astro components render through Astro's container API, compiled by Astro's own Vite setup (no
      // integrations: only the .astro compiler, not the islands' Preact aliases).
      getViteConfig(
        {
          // The photos' folders, as the build names them (Media.astro's image pipeline).
          resolve: { alias: mediaAliases },
          test: { name: 'astro-components', include: [astroComponentTests], environment: 'node' },
        },
        { configFile: false, root: fileURLToPath(new URL('./', import.meta.url)), logLevel: 'error' },
      ),
    ],
  },
  resolve: {
    dedupe: ['react', 'react-dom'],
    alias: [
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
      { find: /^react$/, replacement: `${siteModules}react/index.js` },
      { find: /^react\/(.*)$/, replacement: `${siteModules}react/$1` },
      { find: /^react-dom$/, replacement: `${siteModules}react-dom/index.js` },
      { find: /^react-dom\/(.*)$/, replacement: `${siteModules}react-dom/$1` },
    ],
  },
});
