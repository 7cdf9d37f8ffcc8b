// Builds the Express app: the modules, each assembled from the platform (platform.ts), and the HTTP pipeline
// they are mounted on (docs/api.md, "Modules"); the server and the tests build it alike.
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { apiNotFound, errorHandler } from './http/errors';
import { createRouteContext } from './http/route-context';
import { mountRoutes } from './http/routes';
import { staticSite } from './http/static-site';
import { requestLogging } from './logger';
import { applicantsModule } from './modules/applicants';
import { auditModule } from './modules/audit';
import { consentsModule } from './modules/consents';
import { dashboardModule } from './modules/dashboard';
import { filesModule } from './modules/files';
import { franchiseModule } from './modules/franchise';
import { healthModule, type Lifecycle } from './modules/health';
import { inquiriesModule } from './modules/inquiries';
import { jobAlertsModule } from './modules/job-alerts';
import { jobLookup, jobsModule } from './modules/jobs';
import { leadsModule } from './modules/leads';
import { mailModule, outboxBacklog } from './modules/mail';
import { messagesModule } from './modules/messages';
import { metricsModule } from './modules/metrics';
import { paymentsModule } from './modules/payments';
import { previewSite } from './modules/preview';
import { privacyModule } from './modules/privacy';
import { rebuildModule } from './modules/rebuild';
import { usersModule } from './modules/users';
import { createPlatform, type App, type AppDeps, type AppModule } from './platform';

export { configureServer } from './http/server-timeouts';
export type { App, AppDeps } from './platform';

export function createApp(deps: AppDeps): App {
  const platform = createPlatform(deps);
  const { config, database, db, logger, queue } = platform;
  const lifecycle: Lifecycle = { draining: false };
  // A job's address answers 410 once the job closed and 404 if it never existed.
  const site = staticSite(config.siteDist, { jobState: jobLookup(db).state });
  // GET /metrics for the bearer of METRICS_TOKEN; modules report to it through the hooks handed them.
  const pool = database.poolUse && { pool: database.poolUse };
  const sources = { outbox: () => outboxBacklog(db), ...pool };
  const metrics = metricsModule({ token: config.metricsToken, logger, sources });

  const applicants = applicantsModule(platform);
  // A job's publication queues the job alerts' digest, in the publication's transaction.
  const jobAlerts = jobAlertsModule(platform);
  const jobs = jobsModule({
    ...platform,
    applications: applicants.applicationsOfJobs,
    onPublished: jobAlerts.alerts.notePublished,
  });
  // A job's change rebuilds its pages: the rebuild subscribes to the jobs module's change event.
  const rebuild = rebuildModule({ ...platform, site, jobs, onOutcome: metrics.siteBuilt });
  const modules: AppModule[] = [
    healthModule({ database, lifecycle }),
    jobs,
    jobAlerts,
    applicants,
    usersModule(platform),
    messagesModule(platform),
    inquiriesModule(platform),
    franchiseModule(platform),
    leadsModule(platform),
    privacyModule(platform),
    consentsModule(platform),
    dashboardModule(platform),
    auditModule(platform),
    // Checkouts charge the plan catalogue of the build being served, so page and charge switch together.
    paymentsModule({ ...platform, liveSiteDir: () => site.liveDir(), onEvent: metrics.paymentEvent }),
    rebuild,
    mailModule(platform),
  ];
  queue.register(modules.flatMap((module) => module.workers ?? []));

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger), metrics.router);
  // While draining, keep-alive connections end after their current response.
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });
  const kit = createRouteContext(platform);
  const api = express.Router();
  // Answers over 1 KB are compressed as the client accepts them (br, then gzip); none is cached.
  api.use(helmet(), compression(), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const moduleRoutes = modules.flatMap((module) => module.routes ?? []);
  const apiRoutes = mountRoutes(api, '/api/v1', moduleRoutes, kit, { jsonLimit: config.bodyLimit });
  app.use('/api/v1', api.use(apiNotFound));
  app.use('/api', apiNotFound);
  // Signed file links sit outside /api so a PDF opens in the browser's own viewer.
  const fileLinks = express.Router();
  const fileRoutes = mountRoutes(fileLinks, '', filesModule(platform).routes, kit);
  app.use(helmet({ contentSecurityPolicy: false }), fileLinks);
  // Drafts for the CMS's Preview panel, which frames them (so no X-Frame-Options; their own policy).
  app.use(
    helmet({ contentSecurityPolicy: false, xFrameOptions: false }),
    previewSite(config.preview, logger),
  );
  app.use(helmet({ contentSecurityPolicy: false }), site.router, errorHandler(logger));
  const routes = [...apiRoutes, ...fileRoutes];
  metrics.knowRoutes(routes);
  return {
    app,
    routes,
    site,
    auth: platform.auth,
    queue,
    lifecycle,
    siteBuilder: rebuild.siteBuilder,
    syncJobPages: rebuild.syncJobPages,
    start: async () => {
      await queue.start();
      for (const module of modules) await module.start?.();
    },
    close: async (timeoutMs) => {
      await queue.stop(timeoutMs);
      for (const module of modules) await module.stop?.();
      await kit.close();
    },
  };
}
