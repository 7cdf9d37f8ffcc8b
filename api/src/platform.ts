// What the app builds once and hands to the modules' assemblies (app.ts), what an assembly answers, and
// what the app answers its server. Each module's assembly (modules/<area>/module.ts) takes what it needs
// of the platform, by name, and answers its routes (mounted under /api/v1), its background workers
// (registered on the one queue), what it does when the app starts and stops, and what it offers the
// other modules.
import type { Express } from 'express';
import { createBackgroundQueue, type BackgroundQueue, type Worker } from './background';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { configuredFileStore } from './files/configured';
import { createSigner, type Signer } from './files/signed-links';
import type { FileStore } from './files/store';
import type { Auth } from './http/auth';
import type { MountedRoute, Route } from './http/routes';
import type { StaticSite } from './http/static-site';
import type { Logger } from './logger';
import type { Lifecycle } from './modules/health';
import { accountAuth } from './modules/users';
import type { SiteBuilder } from './modules/rebuild';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** The file store (default: the one the configuration names). */
  files?: FileStore;
}

export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  /** Where uploaded PDFs are stored. */
  files: FileStore;
  /** Signs the short-lived links to stored files. */
  signer: Signer;
  /** Session tokens and who they belong to. */
  auth: Auth;
  /** The one background queue: modules send jobs on it; their workers are registered by the app. */
  queue: BackgroundQueue;
}

export interface AppModule {
  routes?: Route[];
  workers?: Worker[];
  /** Runs once the queue has started (e.g. queueing mail left pending). */
  start?(): Promise<unknown>;
  /** Runs once the queue has stopped taking jobs (e.g. waiting for a site build, closing SMTP). */
  stop?(): Promise<unknown>;
}

/** The platform of one app (its sessions are the users module's accounts: accountAuth). */
export function createPlatform({ config, database, logger, files }: AppDeps): Platform {
  return {
    config,
    database,
    db: database.db,
    logger,
    files: files ?? configuredFileStore(config).files,
    signer: createSigner(config.fileLinkSecret, config.publicUrl, config.fileLinkTtl),
    auth: accountAuth(database.db, config),
    queue: createBackgroundQueue({ database, logger }),
  };
}

export interface App {
  app: Express;
  /** Every route mounted, with its full path and access level. */
  routes: MountedRoute[];
  site: StaticSite;
  auth: Auth;
  siteBuilder: SiteBuilder;
  /** The background queue with every module's workers (docs/api.md#background-jobs). */
  queue: BackgroundQueue;
  /** Set `draining` when shutting down: readiness turns 503 and responses close their connections. */
  lifecycle: Lifecycle;
  /** Starts the background queue (its workers and schedules), then each module's start. */
  start(): Promise<void>;
  /** Stops the queue (jobs in flight get up to timeoutMs, then are tried again later), then the modules. */
  close(timeoutMs?: number): Promise<void>;
  /** Asks for a rebuild when the served site was built from other active jobs than the database holds. */
  syncJobPages(): Promise<boolean>;
}
