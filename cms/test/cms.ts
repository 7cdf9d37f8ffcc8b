// Boots the real CMS in this process on a database under a throwaway DATA_DIR, on a free port,
// without the admin panel (so the tests do not need `strapi build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type * as Strapi from '@strapi/strapi';
import type { Core } from '@strapi/strapi';

type StrapiModule = typeof Strapi;

// Strapi's ESM build does not load under Node's ESM resolver (directory imports): use its CommonJS build.
const { createStrapi } = createRequire(import.meta.url)('@strapi/strapi') as StrapiModule;

export const cmsDir = path.resolve(import.meta.dirname, '..');

export interface RunningCms {
  strapi: Core.Strapi;
  url: string;
  /** A GET with the read-only token the site's build uses (CMS_TOKEN); `{token: false}` for none. */
  get: (pathAndQuery: string, options?: { token?: boolean }) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  stop: () => Promise<void>;
}

/** The read-only token the test CMS keeps (as the stack does with CMS_TOKEN). */
export const READ_TOKEN = 'test-read-token-0123456789abcdef0123456789abcdef';

export const makeDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));

export const bootCms = async (dataDir: string, env: Record<string, string> = {}): Promise<RunningCms> => {
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: '0',
    CMS_LOG_LEVEL: 'warn',
    DATABASE_CLIENT: 'sqlite',
    CMS_TOKEN: READ_TOKEN,
    ...env,
  });
  // Every process listener Strapi adds while it boots (its SIGINT/SIGTERM handlers among them), so that its
  // shutdown removes those and nothing else (see stop()).
  const before = listenerSnapshot();
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false });
  await strapi.load();
  const added = listenersAddedSince(before);
  // The HTTP server alone, without strapi.listen()'s startup banner.
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const get = async (pathAndQuery: string, { token = true } = {}) => {
    const response = await fetch(url + pathAndQuery, {
      headers: token ? { authorization: `Bearer ${READ_TOKEN}` } : {},
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const stop = async () => {
    // strapi.destroy() ends with process.removeAllListeners(). In a test worker that also removes Node's own
    // 'newListener'/'removeListener' hooks that keep the IPC channel to the runner referenced while a
    // 'message' listener exists: the runner's listeners put back afterwards no longer ref it, so the
    // worker's event loop could empty and the process exit with code 0 before it reported its results (a
    // flake seen under load). During destroy, removeAllListeners removes only what Strapi added.
    const original = process.removeAllListeners;
    process.removeAllListeners = function removeStrapiListeners(event?: string | symbol) {
      for (const [name, listeners] of added) {
        if (event !== undefined && name !== event) continue;
        for (const listener of listeners) process.removeListener(name, listener);
      }
      return process;
    } as typeof process.removeAllListeners;
    try {
      await strapi.destroy();
    } finally {
      process.removeAllListeners = original;
    }
  };
  return { strapi, url, get, stop };
};

type Listener = (...args: unknown[]) => void;
type ListenerMap = Map<string | symbol, Listener[]>;

/** Every listener on `process`, by event. */
export const listenerSnapshot = (): ListenerMap =>
  new Map(
    process
      .eventNames()
      .map((name): [string | symbol, Listener[]] => [name, process.listeners(name as 'exit') as Listener[]]),
  );

/** The listeners on `process` now that were not there in `before`. */
const listenersAddedSince = (before: ListenerMap): ListenerMap => {
  const added: ListenerMap = new Map();
  for (const [name, listeners] of listenerSnapshot()) {
    const fresh = listeners.filter((l) => !(before.get(name) ?? []).includes(l));
    if (fresh.length) added.set(name, fresh);
  }
  return added;
};
