// `npm run db:backup [-- <file>]`: a consistent snapshot of the API's PostgreSQL database (DATABASE_URL)
// with pg_dump's custom format, written to <file> or var/backups/crestline-<time>.dump. The database
// stays online while it runs. Restore with `npm run db:restore -- <file>`.
// PGlite (no DATABASE_URL) keeps everything in DATA_DIR/pglite: stop the API and copy that folder.
// The background job queue's own schema (pgboss) is left out: it holds only operational state (ids of
// work to do), which the API re-creates at start (docs/architecture.md#background-work), and its
// partitioned tables would keep `pg_restore --clean` from restoring over a database that has them.
import { mkdirSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
if (!url) {
  console.error(
    'DATABASE_URL is not set. The local run uses PGlite: stop the API and copy DATA_DIR/pglite (default var/pglite).',
  );
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? path.join(root, 'var/backups', `crestline-${stamp}.dump`));
mkdirSync(path.dirname(file), { recursive: true });
// Written beside the target and renamed at the end: a failed dump never leaves a file that looks whole.
const partial = `${file}.partial`;
const code = await run('pg_dump', [
  '--format=custom',
  '--no-owner',
  '--no-privileges',
  '--exclude-schema=pgboss',
  `--file=${partial}`,
  url,
]);
if (code !== 0) {
  console.error('pg_dump failed; no backup was written.');
  process.exit(code);
}
renameSync(partial, file);
console.log(`Backup written: ${file} (${statSync(file).size} bytes)`);
