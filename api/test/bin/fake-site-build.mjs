// Stands in for `astro build --outDir X` in the rebuild tests: writes X/index.html with the text given
// in FAKE_BUILD_FILE (read at build time), or fails when that file says FAIL. Slow on request. Like the
// real build it keeps the jobs it was handed (JOBS_SOURCE) and the hash of them (jobs-version.txt), and
// renders every job's two pages (job/{id}, tr/job/{id}) or only those JOB_PAGES names; it notes the ids it
// rendered as a JSON line in `${FAKE_BUILD_FILE}.pages`. Its scripts are _astro/app-${FAKE_ASSETS ?? 'v1'}.js.
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
  const only = process.env.JOB_PAGES
    ? new Set(JSON.parse(readFileSync(process.env.JOB_PAGES, 'utf8')))
    : null;
  const rendered = [];
  for (const job of JSON.parse(jobs.toString('utf8')).jobs) {
    if (only && !only.has(job._id)) continue;
    rendered.push(job._id);
    for (const dir of [path.join(outDir, 'job', job._id), path.join(outDir, 'tr', 'job', job._id)]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'index.html'), `<html><body><h1>${job.title}</h1>${spec}</body></html>`);
    }
  }
  appendFileSync(`${process.env.FAKE_BUILD_FILE}.pages`, `${JSON.stringify({ all: !only, rendered })}\n`);
}
mkdirSync(path.join(outDir, '_astro'), { recursive: true });
writeFileSync(path.join(outDir, '_astro', `app-${process.env.FAKE_ASSETS ?? 'v1'}.js`), '');
