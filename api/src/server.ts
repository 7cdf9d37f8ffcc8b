// Entry point: environment → config → database (migrations) → admin bootstrap → listen; clean shutdown.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { configureServer, createApp } from './app';
import { configuredFileStore } from './files/configured';
import { createScheduler } from './jobs/scheduler';
import { retentionJob } from './modules/privacy/retention';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/client';
import { createLogger } from './logger';
import { ensureAdmin } from './modules/users/admin';
import { seedDemoJobs } from './modules/demo/jobs';
import { createMailWorker } from './modules/mail';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  let database;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      onConnectionError: (err) => logger.warn({ err }, 'database connection lost; it will be replaced'),
    });
  } catch (err) {
    if (err instanceof DatabaseLockedError) {
      logger.fatal(err.message);
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  logger.info({ db: database.kind }, 'database ready, migrations applied');

  if (config.admin) {
    const result = await ensureAdmin(database.db, config.admin);
    logger.info({ email: config.admin.email }, `admin user ${result}`);
  }

  if (config.seedDemo) {
    const added = await seedDemoJobs(database.db);
    if (added) logger.info(`added ${added} demo jobs (SEED_DEMO=0 turns this off)`);
  }

  const mail = createMailWorker({ database, config, logger });
  // Logs where mail goes; queued mail wakes it through the outbox's NOTIFY.
  mail.start();

  const store = configuredFileStore(config);
  await store.prepare();
  const {
    app,
    siteBuilder,
    lifecycle,
    syncJobPages,
    close: closeApp,
  } = createApp({ config, database, logger, files: store.files });
  // A site built before jobs were added (the first start, demo jobs) is rebuilt with their pages.
  if (await syncJobPages()) logger.info('the built site lists other jobs than the database: rebuilding it');
  const server = app.listen(config.port, config.host ?? '::', () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, db: database.kind }, `API and site listening on http://localhost:${port}`);
  });
  configureServer(server, config);
  // Once-a-day work shared by every process (jobs/scheduler.ts): today, limited retention.
  const scheduler = createScheduler({
    db: database.db,
    logger,
    jobs: [retentionJob({ db: database.db, files: store.files, logger, days: config.retentionDays })],
  });
  scheduler.start();
  server.on('error', async (err: NodeJS.ErrnoException) => {
    logger.fatal(
      { err },
      err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use` : 'server error',
    );
    await database.close();
    process.exit(1);
  });

  // Graceful shutdown: readiness turns 503 at once, requests in flight finish (up to
  // SHUTDOWN_TIMEOUT_MS), the mail worker stops between two messages, then the database closes.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const timedOut = await Promise.race([
      closed.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), config.shutdownTimeoutMs).unref()),
    ]);
    if (timedOut) {
      logger.warn(
        { ms: config.shutdownTimeoutMs },
        'requests still open after the shutdown timeout; closing them',
      );
      server.closeAllConnections();
    }
    await siteBuilder.stop();
    await scheduler.stop();
    await mail.stop();
    await closeApp();
    await database.close();
    store.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
