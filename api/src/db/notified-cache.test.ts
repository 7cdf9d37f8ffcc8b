// The memo behind the public job lists: dropped on a notification, and with staleIfError the last value
// answered while the database cannot be reached — other errors still fail.
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../http/errors';
import { notifiedCache } from './notified-cache';

function fakeDatabase() {
  const listeners: (() => void)[] = [];
  return {
    database: {
      subscribe: async (_channel: string, listener: () => void) => {
        listeners.push(listener);
      },
    },
    notify: () => listeners.forEach((l) => l()),
  };
}
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('notifiedCache', () => {
  it('answers the last value while the database is unreachable, and a fresh one once it is back', async () => {
    const { database, notify } = fakeDatabase();
    const cache = notifiedCache<string>(database as never, 'jobs', {
      maxAgeMs: 60_000,
      maxEntries: 1,
      staleIfError: isDatabaseUnavailable,
    });
    expect(await cache.get('k', async () => 'first')).toBe('first');
    notify(); // e.g. the listening connection was lost when the database restarted
    expect(await cache.get('k', () => Promise.reject(refused))).toBe('first');
    expect(await cache.get('k', async () => 'second')).toBe('second');
    notify();
    await expect(cache.get('k', () => Promise.reject(new Error('syntax error')))).rejects.toThrow('syntax');
  });

  it('fails as before without staleIfError, or when nothing was ever loaded', async () => {
    const { database, notify } = fakeDatabase();
    const plain = notifiedCache<string>(database as never, 'jobs', { maxAgeMs: 60_000, maxEntries: 1 });
    expect(await plain.get('k', async () => 'first')).toBe('first');
    notify();
    await expect(plain.get('k', () => Promise.reject(refused))).rejects.toThrow('ECONNREFUSED');
    const stale = notifiedCache<string>(database as never, 'jobs', {
      maxAgeMs: 60_000,
      maxEntries: 1,
      staleIfError: isDatabaseUnavailable,
    });
    await expect(stale.get('other', () => Promise.reject(refused))).rejects.toThrow('ECONNREFUSED');
  });
});
