// The site search's index: after every static build, Pagefind indexes the built pages (the <main> of
// every page that may be indexed: data-pagefind-body, see layouts/BaseLayout.astro) into dist/pagefind/,
// one index per <html lang>, so a search on an English page finds English pages and on a Turkish page
// Turkish ones. Served with the site; no outside service. The header's search box
// (components/SiteSearch.astro) loads it on first use.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefind from 'pagefind';

export default function pagefindIndex() {
  return {
    name: 'crestline:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const { index, errors } = await pagefind.createIndex({});
        if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        const added = await index.addDirectory({ path: out });
        if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
        const written = await index.writeFiles({ outputPath: join(out, 'pagefind') });
        if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
        logger.info(`${added.page_count} pages indexed for the site search`);
        await pagefind.close();
      },
    },
  };
}
