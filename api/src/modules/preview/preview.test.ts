// The preview of drafts, through the real app and the real preview build of the site, reading from a
// stand-in CMS that speaks Strapi's REST shape (content-seeds, lists as editable lists) and refuses
// requests without the read token: a signed link renders the document's draft in its locale, everything
// else as published; a forged or expired link shows nothing; nothing of it is indexed or cached.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { startHarness, type Harness } from '../../../test/harness';
import { signPreviewLink, type PreviewLink } from './index';

const TOKEN = 'preview-test-read-token-0123456789';
const SECRET = 'preview-test-secret-0123456789abcdef';
const DRAFT_NAME = 'Taslak: Kıdemli Teknik Uzman (önizleme)';
const seeds = path.join(repoRoot, 'content-seeds');
const previewDist = path.join(repoRoot, 'site', 'dist-preview');

/** Lists of texts as the CMS keeps them: entries with one `value`. */
const asStrapi = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    return value.every((v) => typeof v === 'string')
      ? value.map((v, i) => ({ id: i + 1, value: v }))
      : value.map(asStrapi);
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asStrapi(v)]));
  }
  return value;
};
const seed = (type: string, locale: string) =>
  JSON.parse(readFileSync(path.join(seeds, type, `${locale}.json`), 'utf8')) as unknown;

let cms: Server;
const asked: string[] = [];
let h: Harness;

beforeAll(async () => {
  if (!existsSync(path.join(previewDist, 'server', 'entry.mjs'))) {
    await promisify(execFile)('npm', ['run', 'build:preview', '-w', 'site'], {
      cwd: repoRoot,
      timeout: 240_000,
    });
  }
  cms = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    asked.push(url.pathname + url.search);
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return res.writeHead(401).end('{}');
    const locale = url.searchParams.get('locale') ?? 'en';
    const [, , type = '', documentId] = url.pathname.split('/');
    let data: unknown = seed(type, locale);
    if (documentId) {
      // The one draft: the Turkish Senior Technical plan, renamed and not yet published.
      const plan = (data as { key: string; name: string }[]).find((p) => `doc-${p.key}` === documentId);
      data = plan && locale === 'tr' ? { ...plan, name: DRAFT_NAME } : null;
    }
    res.writeHead(data ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: asStrapi(data) }));
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => cms.once('listening', resolve));
  h = await startHarness({
    CMS_URL: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
    CMS_TOKEN: TOKEN,
    PREVIEW_SECRET: SECRET,
    SITE_PREVIEW_DIST: previewDist,
    CMS_MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'preview-media-')),
  });
}, 300_000);
afterAll(async () => {
  await h?.close();
  await new Promise((resolve) => cms?.close(resolve));
});

const link = (over: Partial<PreviewLink> = {}): PreviewLink => ({
  type: 'plans',
  documentId: 'doc-sr_technical',
  locale: 'tr',
  path: '/tr/pricing',
  exp: Math.floor(Date.now() / 1000) + 600,
  ...over,
});
const open = (token: string) => fetch(`${h.url}/preview/${token}`);

describe('preview', () => {
  it('renders the draft in its locale, as the site will, with the read token', async () => {
    const res = await open(signPreviewLink(SECRET, link()));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(DRAFT_NAME);
    expect(html).toMatch(/<html lang="tr"/);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain('frame-ancestors');
    expect(asked).toContain('/api/plans/doc-sr_technical?locale=tr&status=draft');
    // Its scripts come from the preview build, under /_preview/.
    const script = /src="(\/_preview\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(h.url + script)).status).toBe(200);
  });

  it('leaves the other locale and the live site as published', async () => {
    const english = await (
      await open(signPreviewLink(SECRET, link({ locale: 'en', path: '/pricing' })))
    ).text();
    expect(english).not.toContain(DRAFT_NAME);
    expect(english).toContain('Senior Technical');
    const live = await fetch(`${h.url}/tr/pricing/`);
    expect(await live.text()).not.toContain(DRAFT_NAME);
  });

  it('shows a photo as uploaded, with its size, since a draft is rendered with no image build', async () => {
    const res = await open(signPreviewLink(SECRET, link({ locale: 'en', path: '/services/bookkeepers' })));
    const html = await res.text();
    expect(res.status).toBe(200);
    const img = /<img src="(\/_preview\/media\/role-page\/hire-today-2\.jpg)"[^>]*>/.exec(html);
    expect(img?.[0]).toContain('width="1440" height="960"');
    expect(img?.[0]).toContain('loading="lazy"');
    const photo = await fetch(h.url + img![1]);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
  });

  it('shows nothing for a forged, altered or expired link', async () => {
    const forged = signPreviewLink('another-secret-0123456789abcdef', link());
    const [text] = signPreviewLink(SECRET, link()).split('.');
    const altered = `${Buffer.from(JSON.stringify(link({ path: '/tr/about' }))).toString('base64url')}.${signPreviewLink(SECRET, link()).split('.')[1]}`;
    const expired = signPreviewLink(SECRET, link({ exp: Math.floor(Date.now() / 1000) - 1 }));
    for (const token of [forged, altered, expired, `${text}.`, 'nothing']) {
      const res = await open(token);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain(DRAFT_NAME);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});
