// `npm run bench hostile-pdf`: how long an ordinary job application takes while two hostile PDFs
// (200,000 tiny objects, about 5 MB each) are being uploaded, against the time it takes alone. Budget:
// under 1 s, and each hostile file refused with a 400. The API runs on PGlite (no database needed).
import { manyObjectsPdf } from '../api/test/hostile-pdf.ts';
import { applicationForm, benchAdmin, budgets, pdfOfSize, productionEnv, startApi } from './lib.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const { budget, finish } = budgets();
let api;
try {
  api = await startApi({
    portBase: Number(process.env.BENCH_PORT_BASE ?? 3500),
    tmpPrefix: 'bench-pdf-',
    // No site rebuild after the bench's job is added (it would share the CPU with the figures).
    env: { SEED_DEMO: '0', REBUILD_DEBOUNCE_MS: '3600000', ...productionEnv },
  });
  const { url } = api;
  const post = (p, body, token) =>
    fetch(`${url}/api/v1${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const { token } = await post('/users/login', benchAdmin);
  const { job } = await post(
    '/jobs',
    {
      title: 'Customer Support Specialist',
      description: 'Support customers of a US software company by phone, chat and email. '.repeat(3),
      type: 'Remote',
      location: 'Davao City, Philippines',
      language: ['English'],
      responsibilities: ['Answer inbound contacts'],
      operatingHours: 'Monday to Friday, US Eastern business hours',
      requirements: ['One year of customer service'],
      benefits: ['HMO coverage'],
    },
    token,
  );
  const hostile = manyObjectsPdf();
  const resume = pdfOfSize(60_000);
  let n = 0;
  const apply = (pdf) =>
    fetch(`${url}/api/v1/applicants`, { method: 'POST', body: applicationForm(++n, job._id, pdf) });
  const timed = async (pdf) => {
    const started = performance.now();
    const res = await apply(pdf);
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

  await timed(resume); // warm the parser pool
  const alone = [];
  for (let i = 0; i < rounds; i++) alone.push((await timed(resume)).ms);
  const during = [];
  const refused = [];
  for (let i = 0; i < rounds; i++) {
    const attacks = [timed(hostile), timed(hostile)];
    await new Promise((r) => setTimeout(r, 50)); // both in flight
    const ordinary = await timed(resume);
    if (ordinary.status !== 201) throw new Error(`ordinary application answered ${ordinary.status}`);
    during.push(ordinary.ms);
    refused.push(...(await Promise.all(attacks)));
  }
  console.log(`hostile PDF: ${(hostile.length / 1024 / 1024).toFixed(1)} MB, 200,000 objects`);
  console.log(`ordinary application alone: median ${median(alone).toFixed(0)} ms`);
  console.log(
    `ordinary application during two hostile uploads: median ${median(during).toFixed(0)} ms, ` +
      `worst ${Math.max(...during).toFixed(0)} ms`,
  );
  console.log(`hostile uploads refused in: worst ${Math.max(...refused.map((r) => r.ms)).toFixed(0)} ms`);
  budget(
    'ordinary application during two hostile PDFs',
    Math.max(...during) < 1000,
    `${Math.max(...during).toFixed(0)} ms (< 1,000 ms)`,
  );
  budget(
    'hostile PDFs refused',
    refused.every((r) => r.status === 400),
    refused.map((r) => r.status).join(' '),
  );
} finally {
  await api?.stop();
}
finish();
