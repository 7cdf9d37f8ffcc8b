// A memo of values loaded from the database that is dropped whenever the data behind it changes: a
// NOTIFY on its channel from any process (PostgreSQL) or from this one (PGlite), a lost listening
// connection (notifications may have been missed), or `invalidate()`. A generation counter keeps a load
// that raced with a change from being stored, concurrent misses of one key share one load, and no
// entry outlives maxAgeMs even if a notification never came.
// With `staleIfError`, a value dropped is kept aside: while loading fails with an error it accepts (the
// database restarting), the last value is answered instead of an error, and replaced by the first good load.
import type { Database } from './client';

export interface NotifiedCacheOptions {
  maxAgeMs: number;
  /** Entries kept at most; the oldest goes first. */
  maxEntries: number;
  /** Errors of `load` for which the last value (even dropped or too old) is answered instead. */
  staleIfError?: (err: unknown) => boolean;
}

export function notifiedCache<T>(
  database: Pick<Database, 'subscribe'>,
  channel: string,
  { maxAgeMs, maxEntries, staleIfError }: NotifiedCacheOptions,
) {
  const entries = new Map<string, { value: T; storedAt: number }>();
  /** The last value of each key, kept for `staleIfError` (as many keys as entries). */
  const last = new Map<string, T>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  const invalidate = () => {
    generation++;
    entries.clear();
    loading.clear();
  };
  const ready = database.subscribe(channel, invalidate);

  return {
    invalidate,
    /** The value remembered under key, or what load answers (remembered unless the data changed meanwhile). */
    async get(key: string, load: () => Promise<T>): Promise<T> {
      if (maxAgeMs <= 0) return load(); // turned off: every call loads, none waits for another
      await ready;
      const hit = entries.get(key);
      if (hit && Date.now() - hit.storedAt < maxAgeMs) return hit.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const gen = generation;
      const p = load().then(
        (value) => {
          if (gen === generation) {
            entries.delete(key);
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, storedAt: Date.now() });
          }
          if (staleIfError) {
            last.delete(key);
            if (last.size >= maxEntries) last.delete(last.keys().next().value!);
            last.set(key, value);
          }
          if (loading.get(key) === p) loading.delete(key);
          return value;
        },
        (err: unknown) => {
          if (loading.get(key) === p) loading.delete(key);
          if (staleIfError?.(err) && last.has(key)) return last.get(key)!;
          throw err;
        },
      );
      loading.set(key, p);
      return p;
    },
  };
}

export type NotifiedCache<T> = ReturnType<typeof notifiedCache<T>>;
