// The optional Redis connection (REDIS_URL): today it holds the shared rate-limit counters. Errors are
// logged, never thrown at the process: without Redis the limits let requests through (see rate-limit.ts).
import { createClient } from 'redis';
import type { Logger } from '../logger';

export interface RedisHandle {
  sendCommand(args: string[]): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * `commandTimeoutMs`: how long a command may wait for its answer. A server cut off the network (no reset,
 * packets dropped) leaves the connection open and a command unanswered for minutes; after a timeout the
 * next commands fail at once for a few seconds, so requests pass uncounted instead of each waiting again.
 */
export function connectRedis(url: string, logger: Logger, commandTimeoutMs = 500): RedisHandle {
  const client = createClient({
    url,
    // Commands fail at once while disconnected (no queue), so a request never waits for Redis.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000), connectTimeout: 5_000 },
  });
  let lastLogged = 0;
  const warn = (err: Error) => {
    // A server that is down fires this on every reconnect attempt: once a minute is enough.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      logger.warn({ err: err.message }, 'redis unavailable; rate limits fail open until it is back');
    }
  };
  client.on('error', warn);
  /** Until when commands fail at once, after one went unanswered. */
  let silentUntil = 0;
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  return {
    async sendCommand(args) {
      // The first commands may come while the connection is still being made: wait for it, briefly.
      if (!client.isReady) {
        await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      }
      if (!client.isReady) throw new Error('redis is not connected');
      if (Date.now() < silentUntil) throw new Error('redis did not answer a moment ago');
      // node-redis's own `timeout` only covers a command not yet written; this one covers its answer. An
      // unanswered command stays in the client's queue and is matched to its answer if one comes.
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          silentUntil = Date.now() + 5_000;
          const err = new Error(`redis did not answer within ${commandTimeoutMs} ms`);
          warn(err);
          reject(err);
        }, commandTimeoutMs);
      });
      try {
        return await Promise.race([client.sendCommand(args), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      // QUIT waits for the answers still owed; a server cut off the network owes them for ever.
      if (client.isReady) {
        const quit = client.quit().then(
          () => true,
          () => false,
        );
        const wait = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref());
        if (!(await Promise.race([quit, wait]))) client.destroy();
      } else if (client.isOpen) client.destroy();
    },
  };
}
