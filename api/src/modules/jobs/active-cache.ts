// The public jobs list is read far more often than jobs change, so it is kept serialised in memory and
// dropped when any instance writes a job (PostgreSQL LISTEN/NOTIFY, see repository.notifyJobsChanged).
// A generation counter stops a load that raced with an invalidation from storing stale data, and a
// lost listening connection drops the cache too.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { JOBS_CHANNEL } from './repository';

export interface CachedBody {
  bytes: Buffer;
  etag: string;
}

const MAX_AGE_MS = 5 * 60_000; // belt and braces: even without a notification, never older than this

/** Keeps what `load` answers as serialised JSON with its ETag. */
export function activeJobsCache(database: Pick<Database, 'subscribe'>, load: () => Promise<unknown>) {
  let body: CachedBody | undefined;
  let loadedAt = 0;
  let generation = 0;
  let loading: Promise<CachedBody> | undefined;

  const invalidate = () => {
    generation++;
    body = undefined;
    loading = undefined;
  };
  const ready = database.subscribe(JOBS_CHANNEL, invalidate);

  return {
    invalidate,
    async get(): Promise<CachedBody> {
      await ready;
      if (body !== undefined && Date.now() - loadedAt < MAX_AGE_MS) return body;
      if (!loading) {
        const gen = generation;
        const p = load().then((value) => {
          const bytes = Buffer.from(JSON.stringify(value));
          const json = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
          if (gen === generation) {
            body = json;
            loadedAt = Date.now();
          }
          if (loading === p) loading = undefined;
          return json;
        });
        p.catch(() => {
          if (loading === p) loading = undefined;
        });
        loading = p;
      }
      return loading;
    },
  };
}
