import type { Database } from '../../db/client';
import { route } from '../../http/routes';

const version = Buffer.from(JSON.stringify({ name: 'crestline-api', version: '0.1.0', api: 'v1' }));

/** Whether this process is shutting down (it finishes what it has, but takes nothing new). */
export interface Lifecycle {
  draining: boolean;
}

export function healthRoutes(database: Pick<Database, 'ping'>, lifecycle: Lifecycle) {
  return [
    route({
      method: 'get',
      path: '/health/live',
      access: 'public',
      // Liveness: the process answers. An orchestrator restarts it when this fails.
      handle: () => ({ status: 'ok' }),
    }),
    route({
      method: 'get',
      path: '/health/ready',
      access: 'public',
      // Readiness: send traffic here only when the database answers and no shutdown is under way.
      handle: async ({ res }) => {
        const db = lifecycle.draining ? false : await database.ping();
        const ready = db && !lifecycle.draining;
        res.status(ready ? 200 : 503);
        return {
          status: ready ? 'ready' : lifecycle.draining ? 'draining' : 'unavailable',
          db: db ? 'ok' : 'down',
        };
      },
    }),
    route({
      method: 'get',
      path: '/version',
      access: 'public',
      // Static bytes: what the API is. Also the baseline of the load benchmark.
      handle: ({ res }) => {
        res.type('application/json').send(version);
      },
    }),
    route({
      method: 'get',
      path: '/health',
      access: 'public',
      handle: async ({ res }) => {
        const ok = await database.ping();
        res.status(ok ? 200 : 503);
        return { status: ok ? 'ok' : 'degraded', db: ok ? 'ok' : 'down' };
      },
    }),
  ];
}
