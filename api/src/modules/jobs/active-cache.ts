// The public jobs list is read far more often than jobs change, so it is kept serialised in memory and
// dropped when any instance writes a job (PostgreSQL LISTEN/NOTIFY, see repository.notifyJobsChanged;
// the mechanics are db/notified-cache.ts).
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { notifiedCache } from '../../db/notified-cache';
import { isDatabaseUnavailable } from '../../http/errors';
import { JOBS_CHANNEL } from './repository';

export interface CachedBody {
  bytes: Buffer;
  etag: string;
}

/** Keeps what `load` answers as serialised JSON with its ETag. */
export function activeJobsCache(database: Pick<Database, 'subscribe'>, load: () => Promise<unknown>) {
  // Belt and braces: even without a notification, never older than five minutes. While the database
  // restarts, the last list is answered (the pages show the same jobs) rather than an error.
  const cache = notifiedCache<CachedBody>(database, JOBS_CHANNEL, {
    maxAgeMs: 5 * 60_000,
    maxEntries: 1,
    staleIfError: isDatabaseUnavailable,
  });
  return {
    invalidate: cache.invalidate,
    get: (): Promise<CachedBody> =>
      cache.get('active', async () => {
        const bytes = Buffer.from(JSON.stringify(await load()));
        return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
      }),
  };
}
