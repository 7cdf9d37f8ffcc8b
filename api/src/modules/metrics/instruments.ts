// Every metric the API exposes, registered in one prom-client Registry per app (never the library's
// global one: tests build many apps in one process, and each app must count only its own requests).
// The README's "Production → Metrics" names them with the alert thresholds to start with.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** `withPool`: the database has a connection pool to report (PostgreSQL; PGlite has one in-process connection). */
export function createInstruments(withPool: boolean) {
  const registry = new Registry();
  const registers = [registry];
  // process_* and nodejs_* (CPU, memory, heap, event-loop lag, GC, handles, open files).
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    http: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its response being sent, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
    outboxPending: new Gauge({
      name: 'mail_outbox_pending_messages',
      help: 'Mail waiting in the outbox to be sent (read from the database at each scrape)',
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'mail_outbox_oldest_pending_age_seconds',
      help: 'How long the oldest mail still waiting in the outbox has waited; 0 when none waits',
      registers,
    }),
    outboxFailed: new Gauge({
      name: 'mail_outbox_failed_messages',
      help: 'Mail given up on (refused for good, or out of tries) and still kept in the outbox',
      registers,
    }),
    rebuildDuration: new Histogram({
      name: 'site_rebuild_duration_seconds',
      help: 'Duration of the site builds this process ran, by outcome (success, failure)',
      labelNames: ['outcome'] as const,
      buckets: [1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800],
      registers,
    }),
    rebuildFailures: new Counter({
      name: 'site_rebuild_failures_total',
      help: 'Site builds this process ran that failed (the last good site stayed online)',
      registers,
    }),
    webhookLag: new Histogram({
      name: 'payment_webhook_lag_seconds',
      help: 'From the payment provider creating an event to this process having processed it, by result',
      labelNames: ['result'] as const,
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 21600, 86400],
      registers,
    }),
    webhookFailures: new Counter({
      name: 'payment_webhook_failures_total',
      help: 'Payment events refused or not processed, by reason (signature, invalid, error)',
      labelNames: ['reason'] as const,
      registers,
    }),
    pool: withPool && {
      total: new Gauge({
        name: 'db_pool_connections',
        help: 'Open connections of the request pool',
        registers,
      }),
      idle: new Gauge({
        name: 'db_pool_idle_connections',
        help: 'Idle connections of the request pool',
        registers,
      }),
      waiting: new Gauge({
        name: 'db_pool_waiting_clients',
        help: 'Queries waiting for a connection of the request pool (it is at its size)',
        registers,
      }),
      max: new Gauge({ name: 'db_pool_max_connections', help: 'Size of the request pool', registers }),
    },
  };
}

export type Instruments = ReturnType<typeof createInstruments>;
