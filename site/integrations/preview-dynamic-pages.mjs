// The preview build (SITE_PREVIEW_BUILD=1) renders every page on request, so the pages' getStaticPaths()
// — written for the static build — have no use there, and Astro warns once per page that it ignores
// them. This Vite plugin, used by the preview build only, turns each page's static-paths export into a
// plain unused local before Astro looks at the page: the page renders as before, without the warning.
import { fileURLToPath } from 'node:url';

const pagesDir = fileURLToPath(new URL('../src/pages/', import.meta.url)).replaceAll('\\', '/');

export function unexportStaticPaths(code) {
  return code
    .replace(/export\s+const\s+getStaticPaths\s*=/g, 'const staticPathsOfStaticBuild =')
    .replace(/export\s+async\s+function\s+getStaticPaths\s*\(/g, 'async function staticPathsOfStaticBuild(')
    .replace(/export\s+function\s+getStaticPaths\s*\(/g, 'function staticPathsOfStaticBuild(');
}

export default function previewDynamicPages() {
  return {
    name: 'crestline:preview-dynamic-pages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0].replaceAll('\\', '/');
      if (!file.startsWith(pagesDir) || !/\.(astro|ts|js)$/.test(file) || !code.includes('getStaticPaths'))
        return;
      return { code: unexportStaticPaths(code), map: null };
    },
  };
}
