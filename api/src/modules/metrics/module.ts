// The operators' metrics (README, "Production → Metrics"), assembled once per app. With METRICS_TOKEN
// set, `router` answers GET /metrics to its bearer and times every other request; the other modules
// report what happened to them through the hooks below, which the wiring (app.ts) hands them. Without a
// token nothing is measured and /metrics does not exist. Each API process exposes its own metrics:
// Prometheus scrapes every replica, and sums or compares them.
import { Router, type RequestHandler } from 'express';
import type { Logger } from '../../logger';
import { metricsEndpoint, type ScrapeSources } from './endpoint';
import { httpTiming, routeMatcher, type KnownRoute } from './http-timing';
import { createInstruments } from './instruments';

/** A site build this process ran (what the rebuild module reports). */
export interface BuildReport {
  ok: boolean;
  ms: number;
}

export type WebhookFailure = 'signature' | 'invalid' | 'error';

/** A payment event this process received (what the payments module reports). */
export type WebhookReport = { result: string; lagSeconds: number | undefined } | { failure: WebhookFailure };

export interface Metrics {
  /** Mount before the routes: GET /metrics, and the timing of every request. */
  router: RequestHandler;
  /** The routes mounted: a request refused before its route ran (a body that is not JSON) is named by it. */
  knowRoutes(routes: readonly KnownRoute[]): void;
  siteBuilt(report: BuildReport): void;
  paymentEvent(report: WebhookReport): void;
}

const WEBHOOK_FAILURES: WebhookFailure[] = ['signature', 'invalid', 'error'];

export function metricsModule(options: {
  token: string | undefined;
  logger: Logger;
  sources: ScrapeSources;
}): Metrics {
  if (!options.token) {
    const nothing = () => undefined;
    return {
      router: (_req, _res, next) => next(),
      knowRoutes: nothing,
      siteBuilt: nothing,
      paymentEvent: nothing,
    };
  }
  const m = createInstruments(Boolean(options.sources.pool));
  // Every reason is exported from the start (at 0), so the first failure is an increase to alert on.
  for (const reason of WEBHOOK_FAILURES) m.webhookFailures.inc({ reason }, 0);
  const endpoint = metricsEndpoint({
    token: options.token,
    instruments: m,
    sources: options.sources,
    logger: options.logger,
  });
  // The scrape itself is answered first, so it is not counted among the requests it reports.
  let match = routeMatcher([]);
  const router = Router().use(
    endpoint,
    httpTiming(m, (method, path) => match(method, path)),
  );
  return {
    router,
    knowRoutes: (routes) => {
      match = routeMatcher(routes);
    },
    siteBuilt: ({ ok, ms }) => {
      m.rebuildDuration.observe({ outcome: ok ? 'success' : 'failure' }, ms / 1000);
      if (!ok) m.rebuildFailures.inc();
    },
    paymentEvent: (report) => {
      if ('failure' in report) m.webhookFailures.inc({ reason: report.failure });
      else if (report.lagSeconds !== undefined) {
        m.webhookLag.observe({ result: report.result }, Math.max(0, report.lagSeconds));
      }
    },
  };
}
