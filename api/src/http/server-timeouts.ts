import type { Server } from 'node:http';
import type { Config } from '../config';

/** A request must arrive whole within REQUEST_TIMEOUT_MS (slow uploads are cut off), its headers in 30 s. */
export function configureServer(server: Server, config: Pick<Config, 'requestTimeoutMs'>): void {
  server.requestTimeout = config.requestTimeoutMs;
  server.headersTimeout = Math.min(30_000, config.requestTimeoutMs);
}
