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
  get: (pathAndQuery: string) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  stop: () => Promise<void>;
}

export const makeDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));

export const bootCms = async (dataDir: string, env: Record<string, string> = {}): Promise<RunningCms> => {
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    CMS_HOST: '127.0.0.1',
    CMS_PORT: '0',
    CMS_LOG_LEVEL: 'warn',
    DATABASE_CLIENT: 'sqlite',
    ...env,
  });
  const strapi = createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), serveAdminPanel: false });
  await strapi.load();
  // The HTTP server alone, without strapi.listen()'s startup banner.
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = strapi.server.httpServer.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const get = async (pathAndQuery: string) => {
    const response = await fetch(url + pathAndQuery);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const stop = async () => {
    // destroy() removes every process listener, including the test runner's own: keep them.
    const emitter = process as unknown as NodeJS.EventEmitter;
    const events = ['message', 'disconnect', 'exit', 'uncaughtException', 'unhandledRejection'];
    const saved = events.map((event) => [event, emitter.listeners(event)] as const);
    await strapi.destroy();
    for (const [event, listeners] of saved) {
      for (const listener of listeners) {
        if (!emitter.listeners(event).includes(listener)) emitter.on(event, listener as () => void);
      }
    }
  };
  return { strapi, url, get, stop };
};
