// The admin lists (applicants, facets, a job's applicants, all jobs, the inboxes, the summary) are the
// same for every admin and read far more often than written, so a route that says `cache` is answered
// from memory: its JSON bytes and the headers it names, keyed by path, language, params and query.
// Any write to the tables behind them drops every entry: a trigger NOTIFYs `admin_data` on commit (from
// any process or the SQL prompt, migration 0006), and a write through this process drops them before
// its response leaves (routes.ts), so an admin's next read always sees their own change. The caller is
// still admitted, and their account read from the database, on every request.
import type { Database } from '../db/client';
import { notifiedCache, type NotifiedCache } from '../db/notified-cache';

export const ADMIN_DATA_CHANNEL = 'admin_data';

export interface CachedResponse {
  bytes: Buffer;
  headers: Record<string, string>;
}

export type ResponseCache = NotifiedCache<CachedResponse>;

/** The cache of admin lists; maxAgeSeconds 0 answers every request from the database. */
export function adminListsCache(database: Pick<Database, 'subscribe'>, maxAgeSeconds: number): ResponseCache {
  return notifiedCache<CachedResponse>(database, ADMIN_DATA_CHANNEL, {
    maxAgeMs: maxAgeSeconds * 1000,
    maxEntries: 500,
  });
}
