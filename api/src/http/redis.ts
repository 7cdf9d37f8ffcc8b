// The optional Redis connection (REDIS_URL): today it holds the shared rate-limit counters. Errors are
// logged, never thrown at the process: without Redis the limits let requests through (see rate-limit.ts).
import { createClient } from 'redis';
import type { Logger } from '../logger';

export interface RedisHandle {
  sendCommand(args: string[]): Promise<unknown>;
  close(): Promise<void>;
}

export function connectRedis(url: string, logger: Logger): RedisHandle {
  const client = createClient({
    url,
    // Commands fail at once while disconnected (no queue), so a request never waits for Redis.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000), connectTimeout: 5_000 },
  });
  let lastLogged = 0;
  client.on('error', (err: Error) => {
    // A server that is down fires this on every reconnect attempt: once a minute is enough.
    if (Date.now() - lastLogged > 60_000) {
      lastLogged = Date.now();
      logger.warn({ err: err.message }, 'redis unavailable; rate limits fail open until it is back');
    }
  });
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
      return client.sendCommand(args);
    },
    async close() {
      if (client.isReady) await client.quit().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
