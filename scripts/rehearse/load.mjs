// Load through nginx while replicas and the database are taken away: readers browse pages, assets and the
// API's job list; writers send applications with a PDF, each under its own e-mail address, so that every
// answer can be matched with what the database holds afterwards.
import { applicationForm, pdfOfSize } from '../../bench/lib.mjs';

const pdf = pdfOfSize(20 * 1024);

function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Starts readers and writers against `origin`; `stop()` ends them and resolves with every outcome.
 * `tag` makes this run's e-mail addresses unique.
 */
export function startLoad(origin, { jobId, readPaths, tag, readers = 12, writers = 3 }) {
  const started = Date.now();
  const reads = [];
  const writes = [];
  let running = true;
  let next = 0;
  let n = 0;

  const reader = async () => {
    while (running) {
      const p = readPaths[next++ % readPaths.length];
      const t0 = Date.now();
      try {
        const res = await fetch(origin + p, { headers: { 'accept-encoding': 'gzip' } });
        await res.arrayBuffer();
        reads.push({ p, status: res.status, ms: Date.now() - t0, at: t0 - started });
      } catch (err) {
        reads.push({
          p,
          status: 0,
          error: err.cause?.code ?? err.message,
          ms: Date.now() - t0,
          at: t0 - started,
        });
      }
    }
  };
  const writer = async () => {
    while (running) {
      const id = `${tag}-${n++}`;
      const t0 = Date.now();
      try {
        const res = await fetch(`${origin}/api/v1/applicants`, {
          method: 'POST',
          body: applicationForm(id, jobId, pdf),
        });
        const body = await res.json().catch(() => ({}));
        writes.push({
          email: `applicant${id}@example.com`,
          status: res.status,
          code: body.code,
          ms: Date.now() - t0,
          at: t0 - started,
        });
      } catch (err) {
        writes.push({
          email: `applicant${id}@example.com`,
          status: 0,
          error: err.cause?.code ?? err.message,
          at: t0 - started,
        });
      }
    }
  };
  const loops = [...Array(readers)].map(reader).concat([...Array(writers)].map(writer));
  return {
    elapsed: () => Date.now() - started,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { seconds: (Date.now() - started) / 1000, reads, writes };
    },
  };
}

/** What the database holds for a run's applications: rows per e-mail address. */
async function storedPerEmail(pg, tag) {
  const rows = await pg.query(
    'crestline',
    'select email, count(*)::int as n from applicants where email like $1 group by email',
    [`applicant${tag}-%`],
  );
  return new Map(rows.map((r) => [r.email, r.n]));
}

/**
 * The figures of one run: reads and writes, failures by kind, and the database's rows against the answers
 * (accepted: exactly one row; refused: none; lost in a dying replica: at most one).
 */
export async function summarize(result, pg, tag, outages = []) {
  const stored = await storedPerEmail(pg, tag);
  // An answer already begun when its replica died is cut off: nginx cannot send it again from another
  // replica (the status line has gone out), so the client sees its connection closed mid-answer.
  const cut = result.reads.filter((r) => r.status === 0 && r.error === 'UND_ERR_SOCKET');
  const failedReads = result.reads.filter((r) => (r.status < 200 || r.status >= 400) && !cut.includes(r));
  const accepted = result.writes.filter((w) => w.status === 201);
  const clean503 = result.writes.filter((w) => w.status === 503 && w.code === 'SERVICE_UNAVAILABLE');
  const otherFailed = result.writes.filter((w) => w.status !== 201 && !clean503.includes(w));
  // A write whose time in flight overlaps the outage (it may have waited for its connection).
  const inOutage = (w) => outages.some(([from, to]) => w.at <= to && w.at + (w.ms ?? 0) >= from);
  const twice = [...stored.values()].filter((n) => n > 1).length;
  return {
    seconds: result.seconds.toFixed(1),
    reads: result.reads.length,
    readsPerSecond: Math.round(result.reads.length / result.seconds),
    readP99: percentile(
      result.reads.map((r) => r.ms),
      99,
    ),
    failedReads: failedReads.length,
    cutReads: cut.length,
    failedReadSamples: failedReads.slice(0, 5).map((r) => `${r.p} ${r.status || r.error} at ${r.at} ms`),
    writes: result.writes.length,
    accepted: accepted.length,
    acceptedStoredOnce: accepted.filter((w) => stored.get(w.email) === 1).length,
    storedTwice: twice,
    clean503: clean503.length,
    clean503OutsideOutage: clean503.filter((w) => !inOutage(w)).length,
    clean503Stored: clean503.filter((w) => stored.has(w.email)).length,
    otherFailedWrites: otherFailed.length,
    otherFailedSamples: otherFailed.slice(0, 5).map((w) => `${w.status || w.error} at ${w.at} ms`),
    otherFailedStored: otherFailed.filter((w) => stored.has(w.email)).length,
  };
}

/** The figures of summarize() as printed lines. */
export const formatLoad = (f) =>
  `  ${f.seconds} s: ${f.reads} reads (${f.readsPerSecond}/s, p99 ${f.readP99} ms), failed reads ${f.failedReads}, ` +
  `cut mid-answer by a killed replica ${f.cutReads}` +
  f.failedReadSamples.map((s) => `\n    ${s}`).join('') +
  `\n  ${f.writes} applications: ${f.accepted} accepted (${f.acceptedStoredOnce} stored exactly once), ` +
  `stored twice ${f.storedTwice}, clean 503 ${f.clean503} (stored ${f.clean503Stored}, outside the database ` +
  `outage ${f.clean503OutsideOutage}), other failures ${f.otherFailedWrites} (stored ${f.otherFailedStored})` +
  f.otherFailedSamples.map((s) => `\n    ${s}`).join('');
