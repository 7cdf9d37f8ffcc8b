// `npm run bench [name…]`: runs the benchmarks and prints their figures against budgets.
// Names: load-api (API throughput on PostgreSQL, concurrent uploads), load-site (500 visitors and 200
// applicants for a minute), pages (page weight + Lighthouse), careers (2,000 jobs: toggle to live, page bytes,
// list requests), hostile-pdf (an application during two hostile PDF uploads; not in the default set),
// cpu-admin-list (CPU per admin list request of the API and PostgreSQL; not in the default set). Run
// through tsx, so they may import the contracts' TypeScript sources.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const all = ['load-api', 'load-site', 'pages', 'careers'];
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : all;
let failed = 0;
for (const name of wanted) {
  const file = path.join(here, `${name}.mjs`);
  if (!existsSync(file)) {
    console.log(`(no benchmark named ${name})`);
    continue;
  }
  console.log(`\n=== ${name} ===`);
  const code = await new Promise((r) =>
    spawn(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' }).on('exit', r),
  );
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
