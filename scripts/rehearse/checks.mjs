// The rehearsal's checks through nginx that need no load: headers at parity with the API's own static
// server, a PDF application stored in the S3 bucket and opened through the admin's signed link, a job
// change reaching the pages nginx serves, the operators' metrics kept off the public origin.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { applicationForm, pdfOfSize } from '../../bench/lib.mjs';
import { waitFor } from './services.mjs';

/** The headers a browser enforces or a cache obeys; each must be the same through nginx as from the API. */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'cache-control',
];
/** What every page must carry through nginx (the "direct check"). */
const REQUIRED_ON_PAGES = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
];

/** Every page of the build (`/x/y/`), both languages, plus the routes served by one shell page each. */
export function siteRoutes(dist) {
  const pages = [];
  const walk = (dir, rel) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === '_astro' || name === 'media') continue;
      if (statSync(full).isDirectory()) walk(full, `${rel}${name}/`);
      else if (name === 'index.html') pages.push(rel);
    }
  };
  walk(dist, '/');
  const shells = ['job/any-id/', 'job/any-id/applicants/', 'application/any-id/', 'resetpassword/a-token/'];
  const extra = ['/', '/tr/'].flatMap((prefix) => shells.map((s) => prefix + s));
  const assets = readdirSync(path.join(dist, '_astro'))
    .filter((n) => /\.(css|js)$/.test(n))
    .slice(0, 4)
    .map((n) => `/_astro/${n}`);
  // Without the trailing slash too (the API serves the same page), an unknown page, the sitemap.
  const bare = pages.filter((p) => p !== '/').map((p) => p.slice(0, -1));
  return [...pages, ...bare, ...extra, ...assets, '/no-such-page', '/tr/no-such-page', '/sitemap-index.xml'];
}

const pick = (res) =>
  Object.fromEntries(
    SECURITY_HEADERS.map((h) => [h, res.headers.get(h) ?? '(none)']).concat([['status', res.status]]),
  );

/** Each route through nginx and straight from one API replica: the differences (expected none). */
export async function headerParity(nginx, replica, routes) {
  const diffs = [];
  const missing = [];
  let pages = 0;
  const one = async (route) => {
    const [a, b] = await Promise.all(
      [replica, nginx].map((origin) =>
        fetch(origin + route, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }).then(
          async (r) => {
            await r.arrayBuffer();
            return r;
          },
        ),
      ),
    );
    const [direct, proxied] = [pick(a), pick(b)];
    for (const key of Object.keys(direct)) {
      if (String(direct[key]) !== String(proxied[key]))
        diffs.push(`${route}  ${key}: api «${direct[key]}»  nginx «${proxied[key]}»`);
    }
    if ((b.headers.get('content-type') ?? '').startsWith('text/html')) {
      pages++;
      const csp = b.headers.get('content-security-policy') ?? '';
      if (!csp.includes('frame-ancestors')) missing.push(`${route}  no CSP with frame-ancestors`);
      for (const h of REQUIRED_ON_PAGES) if (!b.headers.get(h)) missing.push(`${route}  no ${h}`);
    }
  };
  for (let i = 0; i < routes.length; i += 8) await Promise.all(routes.slice(i, i + 8).map(one));
  // The .gz file written at build time, sent as is when the client accepts gzip.
  const asset = routes.find((r) => r.endsWith('.js'));
  const gz = await fetch(nginx + asset, { headers: { 'accept-encoding': 'gzip' } });
  await gz.arrayBuffer();
  const cacheControls = gz.headers
    .get('cache-control')
    ?.split(',')
    .filter((v) => v.includes('max-age')).length;
  return {
    routes: routes.length,
    pages,
    diffs,
    missing,
    gzip: gz.headers.get('content-encoding'),
    cacheControls,
  };
}

export function api(origin) {
  const call = async (method, p, body, token) => {
    const res = await fetch(`${origin}/api/v1${p}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => ({}));
    return { status: res.status, json };
  };
  return {
    get: (p, token) => call('GET', p, undefined, token),
    post: (p, body, token) => call('POST', p, body, token),
    put: (p, body, token) => call('PUT', p, body, token),
  };
}

export const jobBody = (title) => ({
  title,
  description: 'Support customers of a US software company by phone, chat and email. '.repeat(3),
  type: 'Remote',
  location: 'Davao City, Philippines',
  language: ['English'],
  responsibilities: ['Answer inbound contacts', 'Document every case', 'Escalate with a clear summary'],
  operatingHours: 'Monday to Friday, US Eastern business hours',
  requirements: ['One year of customer service', 'Excellent English'],
  benefits: ['HMO coverage', 'Night differential'],
});

/** A job added, then renamed, by the admin through nginx: seconds until each shows on the pages nginx serves. */
export async function jobChange(nginx, token) {
  const client = api(nginx);
  const stamp = Date.now().toString(36);
  let started = Date.now();
  const created = await client.post('/jobs', jobBody(`Rehearsal Support Specialist ${stamp}`), token);
  if (created.status !== 201)
    throw new Error(`job not created: ${created.status} ${JSON.stringify(created.json)}`);
  const id = created.json.job._id;
  const shows = (p, text) => async () => (await (await fetch(nginx + p)).text()).includes(text);
  await waitFor(shows('/career/', stamp), 'the new job on /career/ through nginx', 480_000);
  await waitFor(shows(`/tr/job/${id}/`, stamp), 'the new job’s Turkish page through nginx', 60_000);
  const addedMs = Date.now() - started;
  started = Date.now();
  const renamed = `Rehearsal Bookkeeper ${stamp}`;
  const patched = await client.put(`/jobs/${id}`, jobBody(renamed), token);
  if (patched.status !== 200) throw new Error(`job not changed: ${patched.status}`);
  await waitFor(shows(`/job/${id}/`, renamed), 'the changed job’s page through nginx', 480_000);
  return { id, addedMs, changedMs: Date.now() - started };
}

/** One application with a PDF through nginx; its resume read back through the admin's signed link. */
export async function pdfThroughNginx(nginx, token, jobId, s3Dir) {
  const pdf = pdfOfSize(200 * 1024);
  const res = await fetch(`${nginx}/api/v1/applicants`, {
    method: 'POST',
    body: applicationForm(`rehearsal-${Date.now()}`, jobId, pdf),
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`application refused: ${res.status} ${JSON.stringify(body)}`);
  const id = body.applicant._id;
  const details = await api(nginx).get(`/applicants/${id}`, token);
  const link = details.json.resumeLink;
  const opened = await fetch(link);
  const bytes = Buffer.from(await opened.arrayBuffer());
  const objects = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('._S3rver_object')) objects.push(full);
    }
  };
  walk(s3Dir);
  return {
    status: res.status,
    link: link.replace(/\?.*/, '?…'),
    linkStatus: opened.status,
    type: opened.headers.get('content-type'),
    same: bytes.equals(pdf),
    inBucket: objects.some((o) => statSync(o).size === pdf.length),
  };
}

/**
 * The operators' /metrics: 404 through nginx even with the token; each replica answers it to the token
 * only. Answers [ok, figures] for the rehearsal's check.
 */
export async function metricsPrivate(nginx, replica, token) {
  const auth = { authorization: `Bearer ${token}` };
  const [front, direct, anonymous] = await Promise.all([
    fetch(`${nginx}/metrics`, { headers: auth }),
    fetch(`${replica}/metrics`, { headers: auth }),
    fetch(`${replica}/metrics`),
  ]);
  await Promise.all([front.arrayBuffer(), anonymous.arrayBuffer()]);
  const series = (await direct.text()).includes('http_request_duration_seconds_count{');
  return [
    front.status === 404 && direct.status === 200 && anonymous.status === 401 && series,
    `  /metrics through nginx with the token: ${front.status}; from a replica: ${direct.status} with the token ` +
      `(request series ${series ? 'present' : 'missing'}), ${anonymous.status} without`,
  ];
}
