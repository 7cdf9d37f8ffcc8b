// Strapi loads the compiled app from cms/dist: compile the TypeScript (not the admin panel) first,
// from scratch, so no content type or component deleted from src/ lingers in dist/.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export default async function setup() {
  const cmsDir = path.resolve(import.meta.dirname, '..');
  for (const stale of ['src', 'config', '.tsbuildinfo']) {
    fs.rmSync(path.join(cmsDir, 'dist', stale), { recursive: true, force: true });
  }
  const { compile } = require('@strapi/typescript-utils') as {
    compile: (dir: string, options?: object) => Promise<void>;
  };
  await compile(cmsDir);
}
