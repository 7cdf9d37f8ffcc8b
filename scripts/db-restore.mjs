// `npm run db:restore -- <file>`: replaces the contents of the database at DATABASE_URL with a backup
// made by `npm run db:backup` (tables are dropped and re-created, then filled). Stop the API processes
// first, so nothing writes while the data is replaced.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib.mjs';

const url = process.env.DATABASE_URL;
const file = process.argv[2];
if (!url || !file) {
  console.error('Usage: DATABASE_URL=postgres://… npm run db:restore -- <backup file>');
  process.exit(2);
}
if (!existsSync(file)) {
  console.error(`No backup at ${path.resolve(file)}`);
  process.exit(2);
}
const code = await run('pg_restore', [
  '--clean',
  '--if-exists',
  '--no-owner',
  '--no-privileges',
  '--single-transaction',
  '--exit-on-error',
  `--dbname=${url}`,
  file,
]);
if (code !== 0) {
  console.error('pg_restore failed; the database was left as it was (one transaction).');
  process.exit(code);
}
console.log(`Restored ${path.resolve(file)} into the database.`);
