// Where the CMS keeps its files. Config files run from cms/config (ts) or cms/dist/config (compiled),
// so the folders are found from this package's package.json rather than from a fixed depth.
import fs from 'node:fs';
import path from 'node:path';

const findCmsDir = (start: string): string => {
  let dir = start;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@crestline/cms') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cms package.json not found above ${start}`);
    dir = parent;
  }
};

/** cms/ (the Strapi app directory). */
export const cmsDir = findCmsDir(__dirname);
/** The monorepo root. */
export const repoRoot = path.dirname(cmsDir);
/** All local state: DATA_DIR, relative paths resolved against the repo root (default <repo>/var). */
export const dataDir = (): string => path.resolve(repoRoot, process.env.DATA_DIR || 'var');
/** The CMS's share of DATA_DIR: SQLite database and media uploads. */
export const cmsDataDir = (): string => path.join(dataDir(), 'cms');
/** JSON and SVG content imported on first boot. */
export const seedsDir = (): string =>
  path.resolve(repoRoot, process.env.CONTENT_SEEDS_DIR || 'content-seeds');
