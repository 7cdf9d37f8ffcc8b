// Starts the CMS for the journeys (`strapi start`, NODE_ENV=production) on a wiped data directory, so its
// first boot imports the seeds. The environment (port, DATA_DIR, webhook URL and secret, Strapi secrets)
// comes from playwright.config.ts. Builds the CMS (`npm run build -w cms`: its TypeScript and the admin
// panel, about 20 s) when the panel build is missing or older than its customisations under src/admin,
// since the editors' journeys drive the panel itself; otherwise compiles only the TypeScript when
// cms/dist is older than its sources. Prints how long the boot took.
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

/** True when the admin panel was never built, or src/admin changed after the build. */
const panelIsStale = () => {
  const built = path.join(cmsDir, 'dist/build/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const newer = (dir) =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? newer(full) : statSync(full).mtimeMs > builtAt;
    });
  const adminDir = path.join(cmsDir, 'src/admin');
  return existsSync(adminDir) && newer(adminDir);
};

const run = (cmd, args) =>
  new Promise((resolve, reject) => {
    const build = spawn(cmd, args, { cwd: root, env, stdio: 'inherit' });
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')}: exit ${code}`)),
    );
  });

const started = Date.now();
if (panelIsStale()) {
  console.log('building the CMS and its admin panel (cms/dist)…');
  await run('npm', ['run', 'build', '-w', 'cms']);
} else if (distIsStale()) {
  console.log('compiling the CMS TypeScript into cms/dist…');
  const { compile } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/typescript-utils');
  await compile(cmsDir);
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
