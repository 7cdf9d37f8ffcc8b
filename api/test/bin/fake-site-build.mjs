// Stands in for `astro build --outDir X` in the rebuild tests: writes X/index.html with the text given
// in FAKE_BUILD_FILE (read at build time), or fails when that file says FAIL. Slow on request. Like the
// real build it keeps the jobs it was handed (JOBS_SOURCE) and the hash of them (jobs-version.txt).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';

const outDir = process.argv[process.argv.indexOf('--outDir') + 1];
const spec = readFileSync(process.env.FAKE_BUILD_FILE, 'utf8').trim();
appendFileSync(`${process.env.FAKE_BUILD_FILE}.count`, 'x');
await new Promise((r) => setTimeout(r, Number(process.env.FAKE_BUILD_MS ?? 0)));
if (spec === 'FAIL') {
  console.error('content error: a required field is empty');
  process.exit(1);
}
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'index.html'), `<html lang="en"><body>${spec}</body></html>`);
if (process.env.JOBS_SOURCE) {
  const jobs = readFileSync(process.env.JOBS_SOURCE);
  writeFileSync(path.join(outDir, 'jobs.json'), jobs);
  writeFileSync(path.join(outDir, 'jobs-version.txt'), createHash('sha1').update(jobs).digest('base64url'));
}
