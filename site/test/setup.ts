// Test set-up for the islands.
// 1. Both catalogues are registered (a page hands an island only its language; tests render either).
// 2. React 19 lives in site/node_modules while the CMS hoists React 18 to the root. TanStack's store reaches
//    React through use-sync-external-store, and the board through dnd-kit: CommonJS packages at the root
//    whose `require('react')` Node would resolve to React 18; they are pointed at the site's React here,
//    as the site's bundler does.
import '@crestline/contracts/locales';
import Module from 'node:module';
import path from 'node:path';

// Tests run from the site folder (vitest's root).
const siteModules = path.resolve(process.cwd(), 'node_modules') + path.sep;
type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;
loader._resolveFilename = function (request, parent, ...rest) {
  if (
    /use-sync-external-store|@dnd-kit/.test(parent?.filename ?? '') &&
    /^react(-dom)?(\/|$)/.test(request)
  ) {
    return resolve.call(this, `${siteModules}${request}`, parent, ...rest);
  }
  return resolve.call(this, request, parent, ...rest);
};
