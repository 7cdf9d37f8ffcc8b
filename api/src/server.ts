// Entry point: environment → config → database (migrations) → admin bootstrap → listen; clean shutdown.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { configureServer, createApp } from './app';
import { configuredFileStore } from './files/configured';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError, openDatabase } from './db/client';
import { createLogger } from './logger';
import { ensureAdminAccount } from './modules/users';
import { seedDemoJobs } from './modules/jobs';

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
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      pgliteDir: path.join(config.dataDir, 'pglite'),
      onConnectionError: (err) => logger.warn({ err }, 'database connection lost; it will be replaced'),
      onStaleLock: (holder, waitMs) => {
        const text =
          `The database lock is still held by API process ${holder.pid}, which has ended (a crash or a kill): ` +
          `waiting up to ${Math.round(waitMs / 1000)} s for its lock to expire…`;
        logger.warn({ holderPid: holder.pid }, text);
        console.error(text);
      },
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
    const result = await ensureAdminAccount(database.db, config.admin);
    logger.info({ email: config.admin.email }, `admin user ${result}`);
  }

  if (config.seedDemo) {
    const added = await seedDemoJobs(database.db);
    if (added) logger.info(`added ${added} demo jobs (SEED_DEMO=0 turns this off)`);
  }

  const store = configuredFileStore(config);
  await store.prepare();
  const {
    app,
    lifecycle,
    syncJobPages,
    start: startBackground,
    close: closeApp,
  } = createApp({ config, database, logger, files: store.files });
  // Background work (mail delivery, the daily retention job, site builds) runs on the job queue from now
  // on, in this process and every other one on the same database.
  await startBackground();
  // A site built before jobs were added (the first start, demo jobs) is rebuilt with their pages.
  if (await syncJobPages()) logger.info('the built site lists other jobs than the database: rebuilding it');
  const server = app.listen(config.port, config.host ?? '::', () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, db: database.kind }, `API and site listening on http://localhost:${port}`);
  });
  configureServer(server, config);
  server.on('error', async (err: NodeJS.ErrnoException) => {
    logger.fatal(
      { err },
      err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use` : 'server error',
    );
    await closeApp(0).catch(() => undefined);
    await database.close();
    process.exit(1);
  });

  // Graceful shutdown: readiness turns 503 at once, requests in flight finish (up to
  // SHUTDOWN_TIMEOUT_MS), the job queue stops taking jobs and gives those in flight as long again (then
  // they are tried again later, here or in another process), then the database closes.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    // server.close() also drops every idle connection (Node ≥ 19), and a connection accepted a moment ago
    // whose request has not been read yet counts as idle: a proxy saw it reset after sending a POST, which
    // it may not send again (a 502; found by `npm run rehearse`). Such requests get a second to arrive;
    // then the connections still idle (keep-alive between requests) are closed.
    const closeIdle = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    setTimeout(closeIdle, 1000).unref();
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
    await closeApp(config.shutdownTimeoutMs);
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
