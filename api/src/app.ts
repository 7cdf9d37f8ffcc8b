// Builds the Express app from its parts. The server entry and the tests build it the same way.
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/client';
import { apiNotFound, errorHandler } from './http/errors';
import type { Logger } from './logger';
import { healthRoutes } from './modules/health/routes';
import { staticSite, type StaticSite } from './http/static-site';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

export interface App {
  app: Express;
  site: StaticSite;
}

export function createApp({ config, database, logger }: AppDeps): App {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => req.url === '/api/v1/health' } }));

  const api = express.Router();
  api.use(helmet());
  api.use(express.json({ limit: config.bodyLimit }));
  api.use(healthRoutes(database));
  api.use(apiNotFound);
  app.use('/api/v1', api);
  app.use('/api', (req, res, next) => apiNotFound(req, res, next));

  const site = staticSite(config.siteDist);
  app.use(helmet({ contentSecurityPolicy: false }), site.router);
  app.use(errorHandler(logger));
  return { app, site };
}
