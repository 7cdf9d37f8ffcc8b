// Builds the Express app from its parts. The server entry and the tests build it the same way.
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAuth, type Auth } from './http/auth';
import { apiNotFound, errorHandler } from './http/errors';
import { ipLimit } from './http/rate-limit';
import { staticSite, type StaticSite } from './http/static-site';
import type { Logger } from './logger';
import { applicantsRoutes } from './modules/applicants/routes';
import { applicantsService } from './modules/applicants/service';
import { filesRoutes } from './modules/files/routes';
import { createSigner } from './modules/files/signed-links';
import { diskFileStore, type FileStore } from './modules/files/store';
import { franchiseRoutes } from './modules/franchise/routes';
import { healthRoutes } from './modules/health/routes';
import { inquiriesRoutes } from './modules/inquiries/routes';
import { jobsRoutes } from './modules/jobs/routes';
import { messagesRoutes } from './modules/messages/routes';
import { usersRoutes } from './modules/users/routes';
import { usersService } from './modules/users/service';
import { rebuildRoutes } from './modules/rebuild/routes';
import { createSiteBuilder, type SiteBuilder } from './modules/rebuild/site-builder';
import { repoRoot } from './config';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Told after a request queued mail, so the worker sends it at once instead of at its next poll. */
  onMail?: () => void;
  files?: FileStore;
}

export interface App {
  app: Express;
  site: StaticSite;
  auth: Auth;
  siteBuilder: SiteBuilder;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export function createApp({ config, database, logger, onMail, files: givenFiles }: AppDeps): App {
  const { db } = database;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/v1/health' } }));

  const auth = createAuth(db, config.jwtSecret, config.jwtTtl);
  const files = givenFiles ?? diskFileStore(path.join(config.dataDir, 'files'));
  const signer = createSigner(config.fileLinkSecret, config.publicUrl, config.fileLinkTtl);
  const limits = {
    publicPost: ipLimit(db, 'post', config.rateLimits.publicPosts, FIFTEEN_MINUTES),
    auth: ipLimit(db, 'auth', config.rateLimits.auth, FIFTEEN_MINUTES),
  };
  const applicants = applicantsService({ db, files, signer, onMail });
  const users = usersService({ db, auth, publicUrl: config.publicUrl, onMail });

  // The site is created first so that a rebuild can tell it to re-read the new build.
  const site = staticSite(config.siteDist);
  const siteBuilder = createSiteBuilder({
    distDir: config.siteDist,
    command: config.rebuild.command,
    cmsUrl: config.rebuild.cmsUrl,
    debounceMs: config.rebuild.debounceMs,
    cwd: repoRoot,
    logger,
    serveFrom: (dir) => site.serveFrom(dir),
  });

  const api = express.Router();
  api.use(helmet());
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(express.json({ limit: config.bodyLimit }));
  api.use(healthRoutes(database));
  api.use(jobsRoutes(database, auth, applicants));
  api.use(applicantsRoutes(applicants, limits));
  api.use(usersRoutes(users, limits));
  api.use(messagesRoutes(db, auth, limits));
  api.use(inquiriesRoutes(db, auth, limits));
  api.use(franchiseRoutes(db, files, limits, onMail));
  api.use(rebuildRoutes(siteBuilder, config.rebuild.secret));
  api.use(apiNotFound);
  app.use('/api/v1', api);
  app.use('/api', (req, res, next) => apiNotFound(req, res, next));
  app.use(helmet({ contentSecurityPolicy: false }), filesRoutes(files, signer));

  app.use(helmet({ contentSecurityPolicy: false }), site.router);
  app.use(errorHandler(logger));
  return { app, site, auth, siteBuilder };
}
