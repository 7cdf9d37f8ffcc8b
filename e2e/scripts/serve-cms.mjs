// Starts the CMS for the journeys (`strapi start`, NODE_ENV=production) on a wiped data directory, so its
// first boot imports the seeds. The environment (port, DATA_DIR, webhook URL and secret, Strapi secrets)
// comes from playwright.config.ts. Compiles the CMS's TypeScript first when cms/dist is missing or older
// than its sources, and runs without the admin panel UI when it was never built (`strapi build`): the
// admin REST API the journeys use works without it. Prints how long the boot took.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cmsDir = path.join(root, 'cms');
const env = { ...process.env };
if (!env.DATA_DIR || !env.CMS_PORT) {
  console.error('serve-cms.mjs: DATA_DIR and CMS_PORT must be set (see e2e/playwright.config.ts).');
  process.exit(1);
}
const dataDir = path.resolve(root, env.DATA_DIR);
if ((root + path.sep).startsWith(dataDir + path.sep) || dataDir === path.join(root, 'var')) {
  console.error(`serve-cms.mjs: refusing to wipe ${dataDir}: give the journeys' CMS a folder of its own.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
delete env.CMS_DATABASE_URL;

/** True when a .ts source under config/ or src/ has no compiled .js in dist/, or a newer one. */
const distIsStale = () => {
  const check = (dir) => {
    for (const entry of readdirSync(path.join(cmsDir, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (rel !== path.join('src', 'admin') && check(rel)) return true;
      } else if (/\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        const out = path.join(cmsDir, 'dist', rel.replace(/\.ts$/, '.js'));
        if (!existsSync(out) || statSync(out).mtimeMs < statSync(path.join(cmsDir, rel)).mtimeMs) return true;
      }
    }
    return false;
  };
  return check('config') || check('src');
};

const started = Date.now();
if (distIsStale()) {
  console.log('compiling the CMS TypeScript into cms/dist…');
  const { compile } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/typescript-utils');
  await compile(cmsDir);
}
if (!existsSync(path.join(cmsDir, 'dist/build/index.html'))) {
  console.log('no admin panel build (cms/dist/build): serving the admin API without the panel UI');
  env.CMS_SERVE_ADMIN = '0';
}

const url = `http://127.0.0.1:${env.CMS_PORT}`;
const child = spawn('npm', ['run', 'start', '-w', 'cms'], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

// Strapi listens only after its bootstrap (which imports the seeds on a first boot) has finished.
for (;;) {
  const ok = await fetch(`${url}/_health`)
    .then((res) => res.ok)
    .catch(() => false);
  if (ok) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`ready at ${url} after ${((Date.now() - started) / 1000).toFixed(1)} s (first boot)`);
