// The content source: seeds from disk, Strapi's REST answers from a local stand-in server, and the
// clear failure when CMS_URL points nowhere.
import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalContentSchema } from '@crestline/contracts/content';
import {
  cmsUrlFor,
  ContentSourceError,
  fromStrapi,
  readContent,
  sourceOptionsFromEnv,
} from './content-source';

const siteRoot = new URL('../../', import.meta.url);
const seedsOptions = sourceOptionsFromEnv(siteRoot, {});
let seedGlobal: Record<string, unknown>;
let server: Server;
let cmsUrl = '';
const requests: string[] = [];

/** Strapi 5's shape: meta keys on the entry and on every component, media as objects. */
function asStrapi(entry: Record<string, unknown>) {
  const withIds = (value: unknown, i = 0): unknown => {
    if (Array.isArray(value)) return value.map((v, j) => withIds(v, j));
    if (value && typeof value === 'object') {
      return { id: i + 1, ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIds(v)])) };
    }
    return value;
  };
  return {
    ...(withIds(entry) as object),
    documentId: 'abc123',
    locale: 'en',
    createdAt: '2024-12-01T00:00:00.000Z',
    updatedAt: '2024-12-01T00:00:00.000Z',
    publishedAt: '2024-12-01T00:00:00.000Z',
    logo: { id: 9, url: '/uploads/logo_0d851f8b48.svg', mime: 'image/svg+xml', name: 'logo.svg' },
  };
}

beforeAll(async () => {
  seedGlobal = JSON.parse(await readFile(new URL('global/en.json', seedsOptions.seedsDir), 'utf8'));
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/api/global?')) {
      res.end(JSON.stringify({ data: asStrapi(seedGlobal), meta: {} }));
    } else if (req.url === '/uploads/logo_0d851f8b48.svg') {
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Logo</title></svg>');
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('content source', () => {
  it('reads content-seeds when no CMS is configured', async () => {
    const global = await readContent('global', 'tr', seedsOptions);
    expect(globalContentSchema.safeParse(global).success).toBe(true);
  });

  it('reads published content from the CMS in the same shape as the seeds, downloading its media', async () => {
    const cmsMediaDir = new URL(`file://${await mkdtemp(path.join(os.tmpdir(), 'cms-media-'))}/`);
    const global = await readContent('global', 'en', { ...seedsOptions, cmsUrl, cmsMediaDir });
    expect(globalContentSchema.parse(global)).toEqual(
      globalContentSchema.parse({ ...seedGlobal, logo: 'cms/logo_0d851f8b48.svg' }),
    );
    expect(requests).toContain('/api/global?locale=en');
    expect(await readFile(new URL('cms/logo_0d851f8b48.svg', cmsMediaDir), 'utf8')).toContain('<title>Logo');
  });

  it('names the content type and locale when the CMS has none', async () => {
    await expect(readContent('home-page', 'tr', { ...seedsOptions, cmsUrl })).rejects.toThrow(
      /answered 404 .*"home-page", locale tr/,
    );
  });

  it('fails with a clear message when CMS_URL points at nothing', async () => {
    const error = await readContent('global', 'en', { ...seedsOptions, cmsUrl: 'http://127.0.0.1:9' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentSourceError);
    expect((error as Error).message).toMatch(
      /CMS_URL is set to http:\/\/127\.0\.0\.1:9 but the CMS could not be reached/,
    );
  });

  it('asks collections for every entry of a locale', () => {
    expect(cmsUrlFor('http://cms:1337/', 'roles', 'tr').search).toBe(
      '?locale=tr&pagination%5BpageSize%5D=200',
    );
  });

  it('unwraps Strapi lists and media', () => {
    expect(
      fromStrapi({ id: 1, items: { data: [{ id: 2, a: 'x' }] }, img: { url: '/u.svg', mime: 'x' } }),
    ).toEqual({
      items: [{ a: 'x' }],
      img: 'cms/u.svg',
    });
  });
});
