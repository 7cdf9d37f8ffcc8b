// Starts the API + built site for the journeys on a wiped data directory (PGlite), with demo data
// and a known admin. The site must already be built (npm test builds it before the journeys).
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(root, 'var/e2e');
rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  SEED_DEMO: '1',
};
delete env.DATABASE_URL;
env.ADMIN_EMAIL ??= 'admin@e2e.example';
env.ADMIN_PASSWORD ??= 'e2e-admin-password';
env.LOG_LEVEL ??= 'warn';
const child = spawn('npm', ['run', 'start', '-w', 'api'], { cwd: root, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
