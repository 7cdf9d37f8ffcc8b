// Builds the Express app from its parts. The server entry and the tests build it the same way.
// Every API route is declared in a module's routes.ts and mounted here with the kit (http/routes.ts);
// `routes` lists them all with their access levels (see docs/api.md).
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { SITE_BUILD_ENV, SITE_BUILD_INPUT, SITE_OUTPUT } from '@crestline/contracts/site-build';
import { createBackgroundQueue, type BackgroundQueue } from './background';
import { repoRoot, type Config } from './config';
import type { Database } from './db/client';
import { createSigner } from './files/signed-links';
import { configuredFileStore } from './files/configured';
import type { FileStore } from './files/store';
import { adminListsCache } from './http/admin-lists-cache';
import { createAdmit } from './http/access';
import { createAuth, type Auth } from './http/auth';
import { apiNotFound, errorHandler } from './http/errors';
import { ipLimit } from './http/rate-limit';
import { connectRedis } from './http/redis';
import { mountRoutes, type MountedRoute, type RouteContext } from './http/routes';
import { staticSite, type StaticSite } from './http/static-site';
import { requestLogging, type Logger } from './logger';
import { adminRoutes } from './modules/admin/routes';
import { adminService } from './modules/admin/service';
import { addResumeText } from './modules/applicants';
import { applicantsRoutes } from './modules/applicants/routes';
import { auditRoutes } from './modules/audit/routes';
import { auditService } from './modules/audit/service';
import { applicantsService } from './modules/applicants/service';
import { filesRoutes } from './modules/files/routes';
import { filesService } from './modules/files/service';
import { addContractText } from './modules/franchise/contract-text';
import { franchiseRoutes } from './modules/franchise/routes';
import { franchiseService } from './modules/franchise/service';
import { healthRoutes, type Lifecycle } from './modules/health/routes';
import { inquiriesRoutes } from './modules/inquiries/routes';
import { inquiriesService } from './modules/inquiries/service';
import { addMailDelivery, outboxBacklog } from './modules/mail';
import { metricsModule } from './modules/metrics';
import { jobsRoutes } from './modules/jobs/routes';
import { jobsService } from './modules/jobs/service';
import { messagesRoutes } from './modules/messages/routes';
import { messagesService } from './modules/messages/service';
import { paymentsModule } from './modules/payments';
import { previewSite } from './modules/preview';
import { privacyRoutes } from './modules/privacy/routes';
import { retention, retentionJob } from './modules/privacy/retention';
import { privacyService } from './modules/privacy/service';
import { rebuildRoutes } from './modules/rebuild/routes';
import { createSiteBuilder, type SiteBuilder } from './modules/rebuild/site-builder';
import { usersRepository } from './modules/users/repository';
import { usersRoutes } from './modules/users/routes';
import { usersService } from './modules/users/service';
import { adminsService } from './modules/users/admins';
import { adminsRoutes } from './modules/users/admins-routes';
import { knownDevices } from './modules/users/devices';

/**
 * Timeouts of the HTTP server the app runs on: a request must arrive whole within REQUEST_TIMEOUT_MS
 * (slow uploads that never finish are cut off) and its headers within 30 s.
 */
export function configureServer(server: Server, config: Pick<Config, 'requestTimeoutMs'>): void {
  server.requestTimeout = config.requestTimeoutMs;
  server.headersTimeout = Math.min(30_000, config.requestTimeoutMs);
}

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  files?: FileStore;
}

export interface App {
  app: Express;
  /** Every route mounted, with its full path and access level. */
  routes: MountedRoute[];
  site: StaticSite;
  auth: Auth;
  siteBuilder: SiteBuilder;
  /** The background queue with every kind of job's worker (docs/api.md#background-jobs). */
  queue: BackgroundQueue;
  /** Set `draining` when shutting down: readiness turns 503 and responses close their connections. */
  lifecycle: Lifecycle;
  /** Starts the background queue: its workers, schedules, and delivery of mail left pending. */
  start(): Promise<void>;
  /**
   * Stops the background queue (jobs in flight get up to timeoutMs, then are tried again later) and
   * closes connections the app opened itself (Redis).
   */
  close(timeoutMs?: number): Promise<void>;
  /** Asks for a rebuild when the served site was built from other active jobs than the database holds. */
  syncJobPages(): Promise<boolean>;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function createApp({ config, database, logger, files: givenFiles }: AppDeps): App {
  const { db } = database;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  // GET /metrics for the bearer of METRICS_TOKEN, and the timing of every request after it.
  const metrics = metricsModule({
    token: config.metricsToken,
    logger,
    sources: { outbox: () => outboxBacklog(db), ...(database.poolUse && { pool: database.poolUse }) },
  });
  app.use(metrics.router);
  const lifecycle: Lifecycle = { draining: false };
  // While draining, keep-alive connections end after their current response.
  app.use((_req, res, next) => {
    if (lifecycle.draining) res.setHeader('Connection', 'close');
    next();
  });

  const redis = config.redis ? connectRedis(config.redis.url, logger) : undefined;
  const limitBackend = {
    db,
    redis,
    redisPrefix: config.redis?.prefix,
    onStoreError: (err: unknown) =>
      logger.warn(
        { err: (err as Error).message },
        'rate-limit counters unavailable; requests pass uncounted',
      ),
  };
  const users = usersRepository(db);
  const auth = createAuth({
    secret: config.jwtSecret,
    ttl: config.jwtTtl,
    findSession: async (sessionId, userId) => {
      const user = await users.findSessionUser(sessionId, userId);
      return (
        user && {
          id: user.id,
          isAdmin: user.isAdmin,
          name: user.name,
          email: user.email,
          secondFactor: user.totpEnabledAt !== null,
        }
      );
    },
    startSession: (sessionId, userId, expiresAt) => users.startSession(sessionId, userId, expiresAt),
  });
  const files = givenFiles ?? configuredFileStore(config).files;
  // Background work: every kind of job gets its worker here; server.ts starts the queue (app.start()).
  const queue = createBackgroundQueue({ database, logger });
  const mail = addMailDelivery(queue, { db, config, logger });
  queue.work(
    retention,
    retentionJob({ db, files, logger, days: config.retentionDays, auditDays: config.auditRetentionDays }),
  );
  addResumeText(queue, { db, files, logger });
  addContractText(queue, { db, files, logger });
  const signer = createSigner(config.fileLinkSecret, config.publicUrl, config.fileLinkTtl);
  const kit: RouteContext = {
    admit: createAdmit(auth, config.rebuild.secret, { adminMfa: config.adminMfa }),
    cache: adminListsCache(database, config.adminListCacheSeconds),
    limits: {
      publicPost: ipLimit(limitBackend, 'post', config.rateLimits.publicPosts, FIFTEEN_MINUTES),
      auth: ipLimit(limitBackend, 'auth', config.rateLimits.auth, FIFTEEN_MINUTES),
    },
  };

  // The site is created first so that a rebuild can tell it to re-read the new build. Every build
  // gets the active jobs (the same bytes as GET /jobs/active) to prebuild their pages from.
  const site = staticSite(config.siteDist);
  const jobsSnapshot = path.join(config.dataDir, SITE_BUILD_INPUT.jobsSnapshot);
  // Several processes may share the site: they build once between them, through the queue.
  const siteBuilder = createSiteBuilder({
    queue,
    database,
    prepare: async () => {
      // DATA_DIR may not exist yet (every secret given in the environment, nothing else written there).
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(jobsSnapshot, (await jobs.activeList()).bytes);
      const { cmsToken } = config.rebuild;
      return {
        [SITE_BUILD_ENV.jobsSource]: jobsSnapshot,
        ...(cmsToken ? { [SITE_BUILD_ENV.cmsToken]: cmsToken } : {}),
      };
    },
    jobsSnapshot,
    distDir: config.siteDist,
    command: config.rebuild.command,
    cmsUrl: config.rebuild.cmsUrl,
    debounceMs: config.rebuild.debounceMs,
    cwd: repoRoot,
    logger,
    serveFrom: (dir) => site.serveFrom(dir),
    // Another process put a new site in place: serve it (with its pages' policies) from now on.
    onBuiltElsewhere: () => void site.reload(),
    onOutcome: metrics.siteBuilt,
  });

  // A job change renders that job's pages and /career again, not every job's page (rebuild/job-pages.ts).
  const jobs = jobsService(database, () => siteBuilder.request('jobs'));

  const api = express.Router();
  api.use(helmet());
  // Answers over 1 KB are compressed as the client accepts them (br, then gzip; `compression`).
  api.use(compression());
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Stripe signs the exact bytes it sends: the webhook reads its body raw, before the JSON parser.
  api.use('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }));
  api.use(express.json({ limit: config.bodyLimit }));
  // Checkouts charge the plan catalogue of the build being served, so page and charge switch together.
  const payments = paymentsModule({
    config,
    db,
    logger,
    liveSiteDir: () => site.liveDir(),
    onEvent: metrics.paymentEvent,
  });
  const apiRoutes = mountRoutes(
    api,
    '/api/v1',
    [
      ...healthRoutes(database, lifecycle),
      ...jobsRoutes(jobs),
      ...applicantsRoutes(applicantsService({ db, files, signer })),
      ...usersRoutes(
        usersService({
          db,
          auth,
          publicUrl: config.publicUrl,
          devices: knownDevices(config.jwtSecret),
          adminMfa: config.adminMfa,
          mfaSecretKey: config.mfaSecretKey,
        }),
      ),
      ...adminsRoutes(adminsService({ db, auth, publicUrl: config.publicUrl, adminMfa: config.adminMfa })),
      ...messagesRoutes(messagesService(db)),
      ...inquiriesRoutes(inquiriesService(db)),
      ...franchiseRoutes(franchiseService({ db, files, signer })),
      ...privacyRoutes(privacyService({ db, files, logger })),
      ...adminRoutes(adminService(db)),
      ...auditRoutes(auditService(db)),
      ...payments.routes,
      ...rebuildRoutes(siteBuilder),
    ],
    kit,
  );
  api.use(apiNotFound);
  app.use('/api/v1', api);
  app.use('/api', apiNotFound);

  // Signed file links sit outside /api so a PDF opens in the browser's own viewer.
  const fileLinks = express.Router();
  const fileRoutes = mountRoutes(fileLinks, '', filesRoutes(filesService({ files, signer })), kit);
  app.use(helmet({ contentSecurityPolicy: false }), fileLinks);

  // Drafts for the CMS's Preview panel, which frames them (so no X-Frame-Options; their own policy).
  app.use(
    helmet({ contentSecurityPolicy: false, xFrameOptions: false }),
    previewSite(config.preview, logger),
  );
  app.use(helmet({ contentSecurityPolicy: false }), site.router);
  app.use(errorHandler(logger));
  const syncJobPages = async () => {
    if (!existsSync(path.join(config.siteDist, SITE_OUTPUT.index))) return false;
    const built = await readFile(path.join(config.siteDist, SITE_OUTPUT.jobsVersion), 'utf8').catch(() => '');
    if ((await jobs.activeList()).etag === `"${built.trim()}"`) return false;
    siteBuilder.request('jobs');
    return true;
  };
  const routes = [...apiRoutes, ...fileRoutes];
  metrics.knowRoutes(routes);
  return {
    app,
    routes,
    site,
    auth,
    siteBuilder,
    queue,
    lifecycle,
    syncJobPages,
    start: async () => {
      await queue.start();
      await mail.requeuePending();
    },
    close: async (timeoutMs) => {
      await queue.stop(timeoutMs);
      await siteBuilder.stop();
      mail.close();
      await redis?.close();
    },
  };
}
