// The rehearsal's failures under load: a replica killed, a rolling restart of every replica followed by a
// database restart, Redis stopped.
import { readFileSync } from 'node:fs';
import { startLoad, summarize } from './load.mjs';
import { api } from './checks.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One replica killed (SIGKILL: no goodbye) a third into the load, started again two thirds in. */
export async function replicaKilled({ nginx, replicas, pg, jobId, readPaths, seconds }) {
  const tag = `kill${Date.now().toString(36)}`;
  const load = startLoad(nginx, { jobId, readPaths, tag });
  const [victim] = replicas;
  await sleep((seconds * 1000) / 3);
  victim.kill('SIGKILL');
  const killedAt = load.elapsed();
  await sleep((seconds * 1000) / 3);
  const restartMs = await victim.start();
  await sleep(Math.max(0, seconds * 1000 - load.elapsed()));
  const figures = await summarize(await load.stop(), pg, tag);
  return { ...figures, killedAt, restartMs };
}

/**
 * Each replica stopped gracefully and started again, one after the other, then PostgreSQL restarted. As an
 * operator would (README → Production), a replica leaves DNS first and is stopped once nginx has stopped
 * sending it requests (resolver valid=10s): a connection still queued in the kernel when it closes its
 * listening socket is reset after nginx sent its request, and a POST is never sent again (a 502).
 */
export async function rollingAndDatabase({ nginx, replicas, pg, jobId, readPaths, dns, hosts }) {
  const tag = `roll${Date.now().toString(36)}`;
  const load = startLoad(nginx, { jobId, readPaths, tag });
  const steps = [];
  await sleep(3000);
  for (const replica of replicas) {
    const from = load.elapsed();
    dns.set(
      'api',
      hosts.filter((host) => host !== replica.host),
    );
    await sleep(11_000);
    await replica.stop();
    const ms = await replica.start();
    dns.set('api', hosts);
    steps.push(
      `${replica.name} out of DNS, restarted, back (${from}–${load.elapsed()} ms, ready after ${ms} ms)`,
    );
    await sleep(2000);
  }
  const outageFrom = load.elapsed();
  const restartMs = await pg.restart();
  const outageTo = load.elapsed();
  steps.push(`PostgreSQL restarted (${outageFrom}–${outageTo} ms, pg_ctl restart took ${restartMs} ms)`);
  // Until every replica's pool has replaced its broken connections and answers ready again.
  await sleep(6000);
  const figures = await summarize(await load.stop(), pg, tag, [[outageFrom, outageTo + 3000]]);
  return { ...figures, steps };
}

/**
 * Rate limits with Redis up, then with Redis stopped: wrong passwords past RATE_LIMIT_AUTH are refused
 * with 429 while it runs, pass uncounted (401) while it is gone, with one warning in the replicas' logs;
 * pages, the job list and an application keep working.
 */
export async function redisStopped({ nginx, redis, logs, jobId, readPaths, authLimit }) {
  const client = api(nginx);
  const attempts = async () => {
    const statuses = [];
    for (let i = 0; i < authLimit + 10; i++) {
      // Another address each time: the per-account lockout (in the database) stays out of the count.
      const { status } = await client.post('/users/login', {
        email: `nobody-${Date.now().toString(36)}-${i}@example.com`,
        password: 'not-the-password',
      });
      statuses.push(status);
    }
    return {
      limited: statuses.filter((s) => s === 429).length,
      refused: statuses.filter((s) => s === 401).length,
      other: statuses.filter((s) => s !== 429 && s !== 401).length,
    };
  };
  const up = await attempts();
  await redis.stop();
  const down = await attempts();
  const tag = `redis${Date.now().toString(36)}`;
  const load = startLoad(nginx, { jobId, readPaths, tag, readers: 4, writers: 1 });
  await sleep(4000);
  const result = await load.stop();
  const warned = logs.some((log) => /rate limits fail open/.test(readFileSync(log, 'utf8')));
  await redis.start();
  return {
    withRedis: up,
    withoutRedis: down,
    warned,
    reads: result.reads.length,
    failedReads: result.reads.filter((r) => r.status !== 200).length,
    writes: result.writes.length,
    failedWrites: result.writes.filter((w) => w.status !== 201).length,
  };
}

/**
 * A scale-up: the second replica starts and is added to DNS while nginx runs (it has asked DNS already and
 * keeps the one-replica answer up to 10 s). Resolves with the ms until it answered a request through nginx.
 */
export async function scaleUp({ origin, nginx, dns, replicas, hosts, port }) {
  const health = () => fetch(`${origin}/api/v1/health`).then((r) => r.arrayBuffer());
  for (let i = 0; i < 20; i++) await health();
  await replicas[1].start();
  dns.set('api', hosts);
  const joined = Date.now();
  for (let i = 0; i < 300; i++) {
    await health();
    if ((nginx.answeredBy()[`${hosts[1]}:${port}`] ?? 0) > 0) return Date.now() - joined;
    await sleep(100);
  }
  return undefined;
}
