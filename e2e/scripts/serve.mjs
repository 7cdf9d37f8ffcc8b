// Starts the API + built site for the journeys on a wiped data directory (PGlite), with demo data
// and a known admin. The site must already be built (npm test builds it before the journeys); it is
// served from a copy (var/e2e/site-dist), so the rebuilds that CMS publishes trigger (CMS_URL,
// REBUILD_SECRET, REBUILD_DEBOUNCE_MS come from playwright.config.ts) never touch site/dist.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'var/e2e');
rmSync(dataDir, { recursive: true, force: true });
const siteDist = path.join(dataDir, 'site-dist');
const builtSite = path.join(root, 'site/dist');
if (existsSync(path.join(builtSite, 'index.html'))) cpSync(builtSite, siteDist, { recursive: true });
else console.warn('site/dist is not built (npm run build -w site): pages will answer 404');
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  SITE_DIST: siteDist,
  // Media a rebuild downloads from the CMS, kept apart from the developer's site/.cms-media.
  CMS_MEDIA_DIR: path.join(dataDir, 'cms-media'),
  NODE_ENV: 'test',
  SEED_DEMO: '1',
  // The journeys post many real forms from one address; the limits themselves are tested in the API tests.
  RATE_LIMIT_PUBLIC_POSTS: process.env.RATE_LIMIT_PUBLIC_POSTS ?? '500',
  RATE_LIMIT_AUTH: process.env.RATE_LIMIT_AUTH ?? '500',
};
delete env.DATABASE_URL;
env.ADMIN_EMAIL ??= 'admin@e2e.example';
env.ADMIN_PASSWORD ??= 'e2e-admin-password';
env.LOG_LEVEL ??= 'warn';
// The journeys' admins sign in with a password only; the second factor's journey enrols admins of its own
// (made here, before the server holds the database) and signs them in with codes. ADMIN_MFA=required
// itself is tested in the API tests (users/second-factor.test.ts, the access matrix).
env.ADMIN_MFA ??= 'optional';
for (const lang of ['en', 'tr']) {
  const made = spawnSync(
    'npm',
    [
      'run',
      'create-admin',
      '-w',
      'api',
      '--',
      '--email',
      `mfa-${lang}@e2e.example`,
      '--password',
      'e2e-mfa-password',
      '--name',
      `Mfa Admin ${lang}`,
    ],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (made.status !== 0) process.exit(made.status ?? 1);
}
const child = spawn('npm', ['run', 'start', '-w', 'api'], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
