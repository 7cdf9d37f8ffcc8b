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
  localizeMarkdownImages,
  readContent,
  sourceOptionsFromEnv,
  withSharedFields,
} from './content-source';

const siteRoot = new URL('../../', import.meta.url);
const seedsOptions = sourceOptionsFromEnv(siteRoot, {});
let seedGlobal: Record<string, unknown>;
let server: Server;
let cmsUrl = '';
const requests: string[] = [];
const tokens: (string | undefined)[] = [];

/** Strapi 5's shape: meta keys on the entry and on every component, lists of texts as editable lists
 * (entries with one `value`), media as objects. */
function asStrapi(entry: Record<string, unknown>) {
  const withIds = (value: unknown, i = 0): unknown => {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      return value.map((v, j) => ({ id: j + 1, value: v }));
    }
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
    tokens.push(req.headers.authorization);
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
    const global = await readContent('global', 'en', {
      ...seedsOptions,
      cmsUrl,
      cmsToken: 'read-token',
      cmsMediaDir,
    });
    expect(globalContentSchema.parse(global)).toEqual(
      globalContentSchema.parse({ ...seedGlobal, logo: 'cms/logo_0d851f8b48.svg' }),
    );
    expect((global as { usAddress: unknown }).usAddress).toEqual(seedGlobal.usAddress);
    expect(requests).toContain('/api/global?locale=en');
    expect(tokens[requests.indexOf('/api/global?locale=en')]).toBe('Bearer read-token');
    expect(await readFile(new URL('cms/logo_0d851f8b48.svg', cmsMediaDir), 'utf8')).toContain('<title>Logo');
  });

  it('serves images the editor put into Markdown from the site, and notes them for download', () => {
    const media = new Map<string, string>();
    const out = localizeMarkdownImages(
      {
        body: 'Before\n\n![Team](http://cms.test:1337/uploads/team_ab12.png "Our team") and ![x](/uploads/b%20c.jpg)',
        list: ['![o](https://elsewhere.example/o.png)'],
      },
      'http://cms.test:1337/',
      media,
    );
    expect(out).toEqual({
      body: 'Before\n\n![Team](/media/cms/team_ab12.png "Our team") and ![x](/media/cms/b_20c.jpg)',
      list: ['![o](https://elsewhere.example/o.png)'],
    });
    expect([...media]).toEqual([
      ['cms/team_ab12.png', '/uploads/team_ab12.png'],
      ['cms/b_20c.jpg', '/uploads/b%20c.jpg'],
    ]);
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

  it('takes the fields both locales share from the default locale', () => {
    const en = { key: 'a', name: 'Plan', prices: { US: 7 }, order: 1 };
    const tr = { key: 'a', name: 'Paket', prices: { US: 6 }, order: 2 };
    expect(withSharedFields(tr, en, ['key', 'prices', 'order'])).toEqual({
      key: 'a',
      name: 'Paket',
      prices: { US: 7 },
      order: 1,
    });
    expect(withSharedFields(tr, undefined, ['prices'])).toEqual(tr);
  });

  it('turns editable lists back into lists of texts, at any depth', () => {
    expect(
      fromStrapi({
        id: 1,
        duties: [
          { id: 3, value: 'first' },
          { id: 4, value: 'second' },
        ],
        steps: [{ id: 5, title: 'T', items: [{ id: 6, value: 'x' }] }],
      }),
    ).toEqual({ duties: ['first', 'second'], steps: [{ title: 'T', items: ['x'] }] });
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
