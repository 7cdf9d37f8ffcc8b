import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { cmsDataDir } from '../src/runtime/paths';

// SQLite under DATA_DIR by default; PostgreSQL when DATABASE_CLIENT=postgres, from CMS_DATABASE_URL
// or the DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD variables (DATABASE_URL belongs to the API).
export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  if (client === 'postgres' || client === 'postgresql') {
    const ssl = env.bool('DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    const url = env('CMS_DATABASE_URL', '');
    const parsed = url ? new URL(url) : undefined;
    const schema = env('DATABASE_SCHEMA', 'public');
    return {
      connection: {
        client: 'postgres',
        connection: parsed
          ? {
              host: decodeURIComponent(parsed.hostname),
              port: Number(parsed.port || 5432),
              database: decodeURIComponent(parsed.pathname.slice(1)),
              user: decodeURIComponent(parsed.username),
              password: decodeURIComponent(parsed.password),
              ssl: ssl || (parsed.searchParams.get('sslmode') === 'require' && { rejectUnauthorized: false }),
              schema,
            }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'strapi'),
              password: env('DATABASE_PASSWORD', ''),
              ssl,
              schema,
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
      },
    };
  }
  if (client !== 'sqlite') throw new Error(`DATABASE_CLIENT must be sqlite or postgres, not ${client}`);
  const filename = path.join(cmsDataDir(), 'data.db');
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      // WAL: much faster writes (the first-boot import) and readers never block on a writer,
      // e.g. `npm run cms:editor` beside a running CMS.
      pool: {
        afterCreate: (conn: unknown, done: (error?: Error) => void) => {
          const db = conn as { pragma: (sql: string) => unknown };
          db.pragma('journal_mode = WAL');
          db.pragma('synchronous = NORMAL');
          db.pragma('busy_timeout = 10000');
          done();
        },
      },
    },
  };
};
