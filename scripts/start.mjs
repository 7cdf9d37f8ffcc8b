// `npm start`: builds what is missing (site, CMS admin), then runs the CMS and the API (which also
// serves the built site) until Ctrl-C. Local state lives under DATA_DIR (default ./var).
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode, run, step } from './lib.mjs';

checkNode();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = new Set(process.argv.slice(2));
const dev = argv.has('--dev');
const withCms = process.env.START_CMS !== '0' && !argv.has('--no-cms');
const port = process.env.PORT ?? '3000';
const cmsPort = process.env.CMS_PORT ?? '1337';
const env = { ...process.env, PORT: port, CMS_PORT: cmsPort };

const siteBuilt = existsSync(path.join(root, 'site/dist/index.html'));
if (!siteBuilt || argv.has('--rebuild')) {
  step('Building the site (en + tr static pages)…');
  const code = await run('npm', ['run', 'build', '-w', 'site'], { cwd: root, env });
  if (code !== 0) process.exit(code);
}
// The pages rendered on request for the CMS's Preview panel (drafts before publishing).
if (
  withCms &&
  (!existsSync(path.join(root, 'site/dist-preview/server/entry.mjs')) || argv.has('--rebuild'))
) {
  step('Building the preview of drafts…');
  const code = await run('npm', ['run', 'build:preview', '-w', 'site'], { cwd: root, env });
  if (code !== 0) process.exit(code);
}
if (withCms && !existsSync(path.join(root, 'cms/dist/build/index.html'))) {
  step('Building the CMS admin panel (first run only; about a minute)…');
  const code = await run('npm', ['run', 'build', '-w', 'cms'], { cwd: root, env });
  if (code !== 0) process.exit(code);
}

const children = [];
function launch(name, args, extraEnv = {}) {
  // Each child gets its own process group so that stopping reaches npm, its shell and the server
  // behind it (npm does not pass signals on to the scripts it runs).
  const child = spawn('npm', args, {
    cwd: root,
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
      stop(code || 1);
    }
  });
  children.push(child);
}

let stopping = false;
const signalGroup = (c, signal) => {
  try {
    process.kill(-c.pid, signal);
  } catch {
    // that group is gone already
  }
};
const groupAlive = (c) => {
  try {
    process.kill(-c.pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Stops every child's whole process group (npm, its shell and the server) and waits until they are gone. */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) signalGroup(c, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const c of children) signalGroup(c, 'SIGKILL');
    process.exit(code);
  }, 15_000);
  const poll = setInterval(() => {
    if (children.some(groupAlive)) return;
    clearInterval(poll);
    clearTimeout(deadline);
    process.exit(code);
  }, 200);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (withCms) {
  step(`Starting the CMS on http://localhost:${cmsPort} (admin at /admin)…`);
  launch('CMS', ['run', dev ? 'develop' : 'start', '-w', 'cms'], dev ? {} : { NODE_ENV: 'production' });
}
step(`Starting the API and site on http://localhost:${port}…`);
launch('API', ['run', dev ? 'dev' : 'start', '-w', 'api'], {
  ...(withCms && !process.env.CMS_URL ? { CMS_URL: `http://127.0.0.1:${cmsPort}` } : {}),
  // A local demo: admins may use the back office without a second factor (they can still turn it on at
  // /two-factor). Anything else (the API started on its own, compose, production) requires it.
  ADMIN_MFA: process.env.ADMIN_MFA ?? 'optional',
});
console.log(
  `\n  Site:       http://localhost:${port}/  (Turkish: http://localhost:${port}/tr/)\n` +
    `  API health: http://localhost:${port}/api/v1/health\n` +
    (withCms ? `  CMS admin:  http://localhost:${cmsPort}/admin\n` : '') +
    `  Admin 2FA:  ${process.env.ADMIN_MFA ?? 'optional'} (ADMIN_MFA; the API alone defaults to required)\n` +
    '  Stop with Ctrl-C.\n',
);
