// Entry point: environment → config → database (migrations) → admin bootstrap → listen; clean shutdown.
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
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
  mail.start();
  logger.info(
    { sink: mail.sink, ...(mail.sink === 'file' ? { dir: mail.mailDir } : {}) },
    'mail worker started',
  );

  const { app, siteBuilder } = createApp({ config, database, logger, onMail: () => mail.nudge() });
  const server = app.listen(config.port, config.host ?? '::', () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ port, db: database.kind }, `API and site listening on http://localhost:${port}`);
  });
  server.on('error', async (err: NodeJS.ErrnoException) => {
    logger.fatal(
      { err },
      err.code === 'EADDRINUSE' ? `Port ${config.port} is already in use` : 'server error',
    );
    await database.close();
    process.exit(1);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    server.close();
    server.closeAllConnections();
    await siteBuilder.stop();
    await mail.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
