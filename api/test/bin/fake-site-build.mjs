// Stands in for `astro build --outDir X` in the rebuild tests: writes X/index.html with the text given
// in FAKE_BUILD_FILE (read at build time), or fails when that file says FAIL. Slow on request.
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
