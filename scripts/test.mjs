// `npm test`: lint, typecheck, every workspace's tests (API on PGlite, and on PostgreSQL too when
// DATABASE_URL is set), the site build, the CMS boot, the Playwright journeys in Chromium and the
// production rehearsal: in Podman containers (`npm run rehearse -- --containers`: the compose stack built,
// broken and restored) where Podman is set up, else without containers (`npm run rehearse`: nginx, two API
// replicas, restarts under load).
// Ends with one line "N passed, N failed" counting individual tests.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkNode, run, step } from './lib.mjs';

checkNode();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'var/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);
const want = (name) => only.length === 0 || only.includes(name);

async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step('Installing Debian’s chromium for the browser tests (once)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 &&
      existsSync('/usr/bin/chromium')
    ) {
      return '/usr/bin/chromium';
    }
  }
  console.error(
    'Chromium is needed for the browser tests and was not found.\n' +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

/** Debian's docker-compose, to check the production stack's file (no container engine is needed). */
async function ensureCompose() {
  const found = ['/usr/bin/docker-compose', '/usr/local/bin/docker-compose'].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    step('Installing Debian’s docker-compose to check docker-compose.yml (once)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'docker-compose'], { env })) === 0 &&
      existsSync('/usr/bin/docker-compose')
    )
      return '/usr/bin/docker-compose';
  }
  return undefined;
}

const results = [];
async function stage(name, cmd, args, opts = {}) {
  if (!want(name)) return;
  step(name);
  const code = await run(cmd, args, { cwd: root, ...opts });
  results.push({ name, code });
}

const vitestArgs = (ws) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(reports, `${ws}.json`)}`,
];

const chromium = want('e2e') ? await ensureChromium() : undefined;

// The container rehearsal runs where Podman is set up (TEST_CONTAINERS=0 leaves it out); it plays the
// process rehearsal's checks and more against the real stack, so that one is then left out.
const containersSkipped =
  process.env.TEST_CONTAINERS === '0'
    ? 'TEST_CONTAINERS=0 is set'
    : (await import('./containers/lib.mjs')).podmanUnavailable();
const inContainers = want('containers') && !containersSkipped;
await stage('lint', 'npm', ['run', 'lint']);
if (want('compose')) {
  const compose = await ensureCompose();
  if (compose) await stage('compose', compose, ['--env-file', '.env.example', 'config', '--quiet']);
  else
    console.log('docker-compose is not installed (and cannot be here): the compose file check is skipped.');
}
await stage('typecheck', 'npm', ['run', 'typecheck']);
await stage('contracts', 'npx', ['vitest', ...vitestArgs('contracts')], {
  cwd: path.join(root, 'contracts'),
});
await stage('api', 'npx', ['vitest', ...vitestArgs('api')], { cwd: path.join(root, 'api') });
await stage('site', 'sh', ['-c', 'npm run build -w site && npm run build:preview -w site']);
await stage('site-tests', 'npx', ['vitest', ...vitestArgs('site')], { cwd: path.join(root, 'site') });
await stage('cms', 'npx', ['vitest', ...vitestArgs('cms')], { cwd: path.join(root, 'cms') });
await stage('e2e', 'npx', ['playwright', 'test'], {
  cwd: path.join(root, 'e2e'),
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
  },
});
// The production rehearsal (scripts/rehearse.mjs): exit code 2 means it cannot run on this machine.
if (want('rehearse') && inContainers && only.length === 0) {
  console.log('The production rehearsal without containers is left out: it runs in containers below.');
} else if (want('rehearse')) {
  step('rehearse');
  // Its output is passed on as it comes, and its last line ("N of M rehearsal checks passed") counted.
  const child = spawn('node', ['scripts/rehearse.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output = (output + chunk).slice(-2000);
  });
  const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  if (code === 2) console.log('The production rehearsal is skipped on this machine (see the line above).');
  else results.push({ name: 'rehearse', code });
  const counted = /(\d+) of (\d+) rehearsal checks passed/.exec(output);
  if (counted)
    writeFileSync(
      path.join(reports, 'rehearse.json'),
      JSON.stringify({
        numPassedTests: Number(counted[1]),
        numFailedTests: Number(counted[2]) - Number(counted[1]),
        numPendingTests: 0,
      }),
    );
}

// The container rehearsal (`npm run rehearse -- --containers`): the compose stack built and run by Podman,
// broken and restored. Where Podman is not set up (`npm run compose:up` sets it up), skipped with the reason.
if (want('containers')) {
  if (!inContainers) console.log(`The container rehearsal is skipped: ${containersSkipped}.`);
  else {
    step('containers');
    const child = spawn('node', ['scripts/rehearse.mjs', '--containers'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output = (output + chunk).slice(-2000);
    });
    const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
    if (code === 2) console.log('The container rehearsal is skipped on this machine (see the line above).');
    else results.push({ name: 'containers', code });
    const counted = /(\d+) of (\d+) rehearsal checks passed/.exec(output);
    if (counted)
      writeFileSync(
        path.join(reports, 'containers.json'),
        JSON.stringify({
          numPassedTests: Number(counted[1]),
          numFailedTests: Number(counted[2]) - Number(counted[1]),
          numPendingTests: 0,
        }),
      );
  }
}

// Count individual tests from the JSON reports (vitest: numPassedTests…, playwright: stats).
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['contracts', 'api', 'site', 'cms', 'e2e', 'rehearse', 'containers']) {
  const p = path.join(reports, `${file}.json`);
  if (!existsSync(p)) continue;
  const r = JSON.parse(readFileSync(p, 'utf8'));
  if (r.stats) {
    passed += r.stats.expected + (r.stats.flaky ?? 0);
    failed += r.stats.unexpected;
    skipped += r.stats.skipped;
  } else {
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
}
const failedStages = results.filter((r) => r.code !== 0);
console.log('\n' + results.map((r) => `${r.code === 0 ? '✓' : '✗'} ${r.name}`).join('\n'));
if (failedStages.length && failed === 0) failed = failedStages.length; // a stage without a report failed
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStages.length ? 1 : 0);
