// The CMS on a throwaway SQLite database: seeds imported on first boot, public read-only REST,
// the Editor role, the rebuild webhook, and a reboot that keeps what an editor changed.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootCms, cmsDir, makeDataDir, READ_TOKEN, type RunningCms } from './cms';

const run = promisify(execFile);
const all = 'pagination[pageSize]=100';
const REBUILD_SECRET = 'test-rebuild-secret';

// The product's rule (docs/product.md): hourly price per talent, general / US / AU / CAN / TR.
const prices: Record<string, [number, number, number, number, number]> = {
  call_receptionist: [8, 3.5, 5.43, 4.84, 142.07],
  jr_non_technical: [8, 4.5, 6.98, 4.84, 142.07],
  jr_technical: [10, 6.5, 10.08, 7.29, 263.84],
  sr_non_technical: [10, 8.5, 10.08, 8.99, 263.84],
  sr_technical: [13, 8.5, 14.74, 13.14, 385.63],
  sr_technical_advanced: [20, 9.5, 23.98, 21.14, 769.22],
  sr_technical_advanced_2: [25, 6.5, 31.98, 28.14, 961.53],
};

interface RebuildCall {
  secret: string | undefined;
  body: { event: string; model: string; entry: { locale?: string } };
}

/** A stand-in for the API's rebuild endpoint that records what it receives. */
const startRebuildReceiver = async () => {
  const calls: RebuildCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ secret: req.headers['x-rebuild-secret'] as string | undefined, body: JSON.parse(raw) });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/internal/rebuild`;
  return { calls, url, close: () => new Promise((resolve) => server.close(resolve)) };
};

const waitFor = async <T>(probe: () => T | undefined, timeoutMs = 10_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('CMS content', () => {
  const dataDir = makeDataDir();
  let receiver: Awaited<ReturnType<typeof startRebuildReceiver>>;
  let cms: RunningCms;
  let env: Record<string, string>;

  beforeAll(async () => {
    receiver = await startRebuildReceiver();
    env = { SITE_REBUILD_URL: receiver.url, REBUILD_SECRET };
    cms = await bootCms(dataDir, env);
  });
  afterAll(async () => {
    await cms?.stop();
    await receiver?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe('first boot imports the seeds, published in en and tr', () => {
    it.each(['en', 'tr'])('lists 44 roles in %s', async (locale) => {
      const { status, body } = await cms.get(`/api/roles?locale=${locale}&${all}`);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(44);
      expect(body.meta.pagination.total).toBe(44);
      const assistant = body.data.find((role: { slug: string }) => role.slug === 'virtual_assistants');
      expect(assistant.name).toBe(locale === 'en' ? 'Virtual Assistants' : 'Sanal Asistanlar');
      expect(assistant.responsibilities.length).toBeGreaterThanOrEqual(4);
      expect(typeof assistant.responsibilities[0].value).toBe('string');
      expect(assistant.image.url).toMatch(/^\/uploads\/.+\.svg$/);
    });

    it('gives Turkish text in tr and English text in en', async () => {
      const en = await cms.get(`/api/roles?locale=en&filters[slug][$eq]=bookkeepers`);
      const tr = await cms.get(`/api/roles?locale=tr&filters[slug][$eq]=bookkeepers`);
      expect(en.body.data[0].jobDesc).not.toBe(tr.body.data[0].jobDesc);
      expect(en.body.data[0].documentId).toBe(tr.body.data[0].documentId);
    });

    it.each(['en', 'tr'])('lists the 7 plans in %s with the prices of the catalogue', async (locale) => {
      const { status, body } = await cms.get(`/api/plans?locale=${locale}&${all}`);
      expect(status).toBe(200);
      expect(body.data).toHaveLength(7);
      for (const plan of body.data) {
        const [general, US, AU, CAN, TR] = prices[plan.key]!;
        expect({ ...plan.prices, id: undefined }).toEqual({ id: undefined, general, US, AU, CAN, TR });
      }
    });

    it('has the privacy policy with its 14 sections in Turkish', async () => {
      const { status, body } = await cms.get('/api/privacy-policy?locale=tr&populate=*');
      expect(status).toBe(200);
      expect(body.data.lastUpdated).toBe('2026-11-26');
      expect(body.data.sections).toHaveLength(14);
      // The controller's address is global's head office, filled in by the site.
      expect(body.data.sections[13].body).toContain('{headOfficeAddress}');
    });

    it('imports every single type that has seeds, in both locales', async () => {
      const seeds = path.resolve(cmsDir, '..', 'content-seeds');
      const singles = fs
        .readdirSync(seeds)
        .filter(
          (name) => !['roles', 'plans', 'media'].includes(name) && fs.existsSync(`${seeds}/${name}/en.json`),
        );
      expect(singles.length).toBeGreaterThan(0);
      for (const name of singles) {
        for (const locale of ['en', 'tr']) {
          const { status } = await cms.get(`/api/${name}?locale=${locale}`);
          expect({ name, locale, status }).toEqual({ name, locale, status: 200 });
        }
      }
    });

    it('answers a page with all its nested components and media when no populate is given', async () => {
      const { body } = await cms.get('/api/home-page?locale=tr');
      expect(body.data.videoBanner.poster.url).toMatch(/^\/uploads\//);
      expect(body.data.videoBanner.cta.href).toBeTruthy();
      expect(body.data.whatWeDo.cards).toHaveLength(6);
      expect(body.data.whatWeDo.cards[0].icon.mime).toBe('image/svg+xml');
      const svg = await fetch(cms.url + body.data.whatWeDo.cards[0].icon.url);
      expect(svg.status).toBe(200);
    });

    it('imports the seed videos and their caption files as media the site can download', async () => {
      const { body: home } = await cms.get('/api/home-page?locale=tr');
      const clip = home.data.videoBanner.clip;
      expect([clip.mp4.mime, clip.webm.mime, clip.captionsEn.mime, clip.captionsTr.mime]).toEqual([
        'video/mp4',
        'video/webm',
        'text/vtt',
        'text/vtt',
      ]);
      const captions = await fetch(cms.url + clip.captionsTr.url);
      expect(await captions.text()).toMatch(/^WEBVTT\n[\s\S]*Uzak ekibinizle tanışın/);
      const { body: team } = await cms.get('/api/team-page?locale=en');
      expect(
        team.data.professionals.map((p: { clip: { mp4: { mime: string } } }) => p.clip.mp4.mime),
      ).toEqual(Array(10).fill('video/mp4'));
    });
  });

  describe('without a token nothing is readable, drafts least of all', () => {
    it('answers 403 to reads of published content and drafts', async () => {
      for (const query of [
        '/api/roles?locale=en&status=draft',
        '/api/roles?locale=en',
        '/api/plans?locale=tr&status=draft',
        '/api/privacy-policy?locale=en&status=draft',
        '/api/global?locale=tr',
      ]) {
        const { status, body } = await cms.get(query, { token: false });
        expect({ query, refused: [401, 403].includes(status), data: body?.data }).toEqual({
          query,
          refused: true,
          data: null,
        });
      }
    });

    it('lets the read-only token read drafts, and nothing else', async () => {
      const { status, body } = await cms.get('/api/roles?locale=en&status=draft&pagination[pageSize]=1');
      expect(status).toBe(200);
      expect(body.data[0].publishedAt).toBeNull();
      const write = await fetch(`${cms.url}/api/privacy-policy`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${READ_TOKEN}`, 'content-type': 'application/json' },
        body: '{"data":{"title":"x"}}',
      });
      expect(write.status).toBe(403);
    });
  });

  describe('public access is read-only', () => {
    it('refuses to create, update or delete through REST', async () => {
      const { body } = await cms.get(`/api/roles?locale=en&${all}`);
      const documentId = body.data[0].documentId;
      const json = { 'content-type': 'application/json' };
      const attempts = [
        fetch(`${cms.url}/api/roles`, {
          method: 'POST',
          headers: json,
          body: '{"data":{"slug":"copywriter"}}',
        }),
        fetch(`${cms.url}/api/roles/${documentId}`, {
          method: 'PUT',
          headers: json,
          body: '{"data":{"name":"x"}}',
        }),
        fetch(`${cms.url}/api/roles/${documentId}`, { method: 'DELETE' }),
        fetch(`${cms.url}/api/privacy-policy`, {
          method: 'PUT',
          headers: json,
          body: '{"data":{"title":"x"}}',
        }),
        fetch(`${cms.url}/api/privacy-policy`, { method: 'DELETE' }),
        fetch(`${cms.url}/api/upload`, { method: 'POST' }),
      ];
      for (const response of await Promise.all(attempts)) expect([401, 403]).toContain(response.status);
      expect((await cms.get(`/api/roles?locale=en&${all}`)).body.data).toHaveLength(44);
    });

    it('does not let the public sign up or list users', async () => {
      const response = await fetch(`${cms.url}/api/auth/local/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'mallory', email: 'mallory@example.com', password: 'Secret123' }),
      });
      expect([401, 403]).toContain(response.status);
      expect([401, 403]).toContain((await cms.get('/api/users', { token: false })).status);
      expect([401, 403]).toContain((await cms.get('/api/upload/files', { token: false })).status);
      // The site's read token reads content only: no users, no media library.
      expect((await cms.get('/api/users')).status).toBe(403);
      expect((await cms.get('/api/upload/files')).status).toBe(403);
    });
  });

  describe('editors', () => {
    let token: string;
    const email = 'editor@example.com';
    const password = 'Editor1234';
    const asEditor = (url: string, init: RequestInit = {}) =>
      fetch(cms.url + url, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

    it('are refused by npm run cms:editor while the CMS has no administrator', async () => {
      const refused = run(
        process.execPath,
        ['scripts/create-editor.js', '--email', email, '--password', password],
        {
          cwd: cmsDir,
          env: { ...process.env, ...env, DATA_DIR: dataDir },
        },
      );
      await expect(refused).rejects.toMatchObject({
        stderr: expect.stringContaining('no administrator yet'),
      });
      expect(await cms.strapi.db.query('admin::user').count()).toBe(0);
    });

    it('are created by npm run cms:editor and can log in to the admin', async () => {
      await cms.strapi.service('admin::user').create({
        email: 'admin@example.com',
        firstname: 'Ada',
        lastname: 'Admin',
        password: 'Admin12345',
        isActive: true,
        roles: [(await cms.strapi.service('admin::role').getSuperAdmin()).id],
      });
      const { stdout } = await run(
        process.execPath,
        ['scripts/create-editor.js', '--email', email, '--password', password],
        {
          cwd: cmsDir,
          env: { ...process.env, ...env, DATA_DIR: dataDir },
        },
      );
      expect(stdout).toContain(`Created editor ${email}`);
      const login = await fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      token = ((await login.json()) as { data: { token: string } }).data.token;
      const me = await asEditor('/admin/users/me');
      const { data } = (await me.json()) as { data: { roles: { code: string }[] } };
      expect(data.roles.map((role) => role.code)).toEqual(['strapi-editor']);
    });

    it('can edit and publish every content type in both locales', async () => {
      const response = await asEditor('/admin/users/me/permissions');
      const { data } = (await response.json()) as {
        data: { action: string; subject: string; properties: { locales?: string[] } }[];
      };
      const uids = fs.readdirSync(path.join(cmsDir, 'src', 'api')).map((name) => `api::${name}.${name}`);
      for (const uid of uids) {
        for (const action of ['create', 'read', 'update', 'delete', 'publish']) {
          const permission = data.find(
            (p) => p.subject === uid && p.action === `plugin::content-manager.explorer.${action}`,
          );
          expect({ uid, action, locales: permission?.properties.locales }).toEqual({
            uid,
            action,
            locales: ['en', 'tr'],
          });
        }
      }
      const roles = await asEditor('/content-manager/collection-types/api::role.role?locale=tr&pageSize=100');
      expect(roles.status).toBe(200);
      expect(((await roles.json()) as { results: unknown[] }).results).toHaveLength(44);
    });

    it('cannot change settings, roles, users or webhooks', async () => {
      for (const url of [
        '/admin/webhooks',
        '/admin/roles',
        '/admin/users',
        '/admin/api-tokens',
        '/i18n/locales',
      ]) {
        const method = url === '/i18n/locales' ? 'POST' : 'GET';
        const response = await asEditor(url, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ code: 'de', name: 'German' }) : undefined,
        });
        expect({ url, status: response.status }).toEqual({ url, status: 403 });
      }
    });
  });

  describe('the editors’ forms', () => {
    // Strapi's own fields, which its forms show as information, not as inputs.
    const STRAPI_FIELDS = new Set([
      'createdAt',
      'updatedAt',
      'publishedAt',
      'createdBy',
      'updatedBy',
      'locale',
      'localizations',
    ]);
    const siteModels = () => [
      ...Object.values(cms.strapi.contentTypes).filter((type) => type.uid.startsWith('api::')),
      ...Object.values(cms.strapi.components),
    ];

    it('edit every list as a list (add, remove, reorder entries), never as JSON', () => {
      const json = siteModels().flatMap((model) =>
        Object.entries(model.attributes as Record<string, { type: string }>)
          .filter(([, attribute]) => attribute.type === 'json')
          .map(([name]) => `${model.uid}.${name}`),
      );
      expect(json).toEqual([]);
      const lists: [string, string][] = [
        ['api::role.role', 'responsibilities'],
        ['api::role.role', 'benefits'],
        ['api::plan.plan', 'duties'],
        ['role-page-template.header', 'subtitles'],
      ];
      for (const [uid, field] of lists) {
        const model = cms.strapi.contentTypes[uid as never] ?? cms.strapi.components[uid as never];
        const attribute = (model as { attributes: Record<string, object> }).attributes[field];
        expect({ uid, field, ...attribute }).toMatchObject({
          uid,
          field,
          type: 'component',
          repeatable: true,
          component: 'shared.list-item',
        });
      }
    });

    it('give every field a label and a one-line description', async () => {
      const contentManager = cms.strapi.plugin('content-manager');
      const missing: string[] = [];
      for (const model of siteModels()) {
        const service = contentManager.service(
          model.modelType === 'component' ? 'components' : 'content-types',
        );
        const { metadatas } = await service.findConfiguration(model);
        for (const name of Object.keys(model.attributes).filter((field) => !STRAPI_FIELDS.has(field))) {
          const edit = metadatas[name]?.edit ?? {};
          const oneLine = typeof edit.description === 'string' && /^[^\n]{10,240}$/.test(edit.description);
          if (!edit.label || edit.label === name || !oneLine) missing.push(`${model.uid}.${name}`);
        }
      }
      expect(missing).toEqual([]);
      const { metadatas } = await contentManager
        .service('components')
        .findConfiguration(cms.strapi.components['plan.prices' as never]);
      expect(metadatas.TR.edit.label).toBe('Türkiye (TRY per hour)');
      expect(metadatas.TR.edit.description).toContain('Turkish lira');
    });

    it('show technical fields read-only and last, and name entries by their title', async () => {
      const contentManager = cms.strapi.plugin('content-manager');
      const role = await contentManager.service('content-types').findConfiguration({ uid: 'api::role.role' });
      expect(role.settings.mainField).toBe('name');
      expect(role.layouts.list).toEqual(['name', 'category', 'slug']);
      expect(role.metadatas.slug.edit.editable).toBe(false);
      const order = role.layouts.edit.flat().map((field: { name: string }) => field.name);
      expect(order.slice(-3).sort()).toEqual(['category', 'group', 'slug']);
      const home = await contentManager
        .service('content-types')
        .findConfiguration({ uid: 'api::home-page.home-page' });
      expect(home.settings.mainField).toBe('pageName');
      const page = await cms.strapi.db.query('api::home-page.home-page' as never).findOne({});
      expect((page as { pageName: string }).pageName).toBe('Home page');
    });

    it('share prices between the locales: edited once, published once, and nobody else’s entry changes', async () => {
      const plans = cms.strapi.documents('api::plan.plan' as never);
      const { documentId } = (await plans.findFirst({
        locale: 'en',
        filters: { key: 'jr_technical' },
      } as never)) as {
        documentId: string;
      };
      const plan = cms.strapi.contentType('api::plan.plan' as never);
      expect((plan.attributes as Record<string, { pluginOptions?: unknown }>).prices?.pluginOptions).toEqual({
        i18n: { localized: false },
      });
      const turkishVersions = () =>
        cms.strapi.db
          .connection('plans')
          .select('published_at', 'updated_at')
          .where({ document_id: documentId, locale: 'tr' })
          .orderBy('published_at');
      const before = await turkishVersions();
      const prices = { general: 10, US: 7.25, AU: 10.08, CAN: 7.29, TR: 263.84 };
      await plans.update({ documentId, locale: 'en', data: { prices } } as never);
      await plans.publish({ documentId, locale: 'en' } as never);
      const priceIn = async (locale: string) =>
        (await cms.get(`/api/plans?locale=${locale}&filters[key][$eq]=jr_technical`)).body.data[0].prices.US;
      expect([await priceIn('en'), await priceIn('tr')]).toEqual([7.25, 7.25]);
      expect(await turkishVersions()).toEqual(before);
      const metadata = cms.strapi.plugin('content-manager').service('document-metadata');
      const versions = await cms.strapi.db
        .query('api::plan.plan' as never)
        .findMany({ where: { documentId } });
      const draftTr = (versions as { locale: string; publishedAt: string | null }[]).find(
        (v) => v.locale === 'tr' && !v.publishedAt,
      );
      expect(
        metadata.getStatus(
          draftTr,
          (versions as { locale: string; publishedAt: string | null }[]).filter(
            (v) => v.locale === 'tr' && v.publishedAt,
          ),
        ),
      ).toBe('published');
      // The required prices group cannot be removed (Strapi's form offers to reset any group).
      await expect(
        plans.update({ documentId, locale: 'en', data: { prices: null } } as never),
      ).rejects.toThrow(/Hourly prices per talent.*cannot be removed/);
      await plans.update({ documentId, locale: 'en', data: { prices: { ...prices, US: 6.5 } } } as never);
      await plans.publish({ documentId, locale: 'en' } as never);
      expect([await priceIn('en'), await priceIn('tr')]).toEqual([6.5, 6.5]);
    });
  });

  describe('publishing', () => {
    it('calls the site rebuild hook with the shared secret', async () => {
      receiver.calls.length = 0;
      const roles = cms.strapi.documents('api::role.role' as never);
      const role = await roles.findFirst({ locale: 'en', filters: { slug: 'copywriter' } } as never);
      await roles.unpublish({
        documentId: (role as { documentId: string }).documentId,
        locale: 'en',
      } as never);
      await roles.publish({ documentId: (role as { documentId: string }).documentId, locale: 'en' } as never);
      const published = await waitFor(() =>
        receiver.calls.find((call) => call.body.event === 'entry.publish'),
      );
      expect(published.secret).toBe(REBUILD_SECRET);
      expect(published.body.model).toBe('role');
      expect(receiver.calls.some((call) => call.body.event === 'entry.unpublish')).toBe(true);
    });
  });

  describe('a second boot', () => {
    const editedText = 'Edited by an editor: this text must survive a restart.';
    let uploadsBefore: number;

    it('keeps what editors changed, imports nothing twice, and migrates an older database’s JSON lists', async () => {
      const roles = cms.strapi.documents('api::role.role' as never);
      const role = (await roles.findFirst({ locale: 'tr', filters: { slug: 'accountants' } } as never)) as {
        documentId: string;
      };
      await roles.update({
        documentId: role.documentId,
        locale: 'tr',
        data: { jobDesc: editedText },
      } as never);
      await roles.publish({ documentId: role.documentId, locale: 'tr' } as never);
      uploadsBefore = await cms.strapi.db.query('plugin::upload.file').count();

      // A database from before lists were editable lists kept them in a JSON column: make one role look so.
      const join = (
        cms.strapi.db.metadata.get('api::role.role' as never) as unknown as {
          attributes: { benefits: { joinTable: { name: string; joinColumn: { name: string } } } };
        }
      ).attributes.benefits.joinTable;
      const bookkeepers = (await roles.findFirst({
        locale: 'en',
        filters: { slug: 'bookkeepers' },
      } as never)) as {
        documentId: string;
      };
      await cms.stop();
      const oldBenefits = ['Old benefit one', 'Old benefit two', 'Old benefit three', 'Old benefit four'];
      const Sqlite = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => {
        prepare(sql: string): { run(...values: unknown[]): unknown; all(...values: unknown[]): unknown[] };
        close(): void;
      };
      const sqlite = new Sqlite(`${dataDir}/cms/data.db`);
      const rows = sqlite
        .prepare(`select id, updated_at from roles where document_id = ? and locale = 'en'`)
        .all(bookkeepers.documentId) as { id: number; updated_at: unknown }[];
      sqlite.prepare('alter table roles add column benefits json').run();
      for (const { id } of rows) {
        sqlite.prepare('update roles set benefits = ? where id = ?').run(JSON.stringify(oldBenefits), id);
        sqlite
          .prepare(`delete from ${join.name} where ${join.joinColumn.name} = ? and field = 'benefits'`)
          .run(id);
      }
      sqlite.close();

      cms = await bootCms(dataDir, env);

      // Migrated on boot: the old list is an editable list again, and no version changed its status.
      const migrated = await cms.get(`/api/roles?locale=en&filters[slug][$eq]=bookkeepers`);
      expect(migrated.body.data[0].benefits.map((b: { value: string }) => b.value)).toEqual(oldBenefits);
      const after = (await cms.strapi.db
        .connection('roles')
        .select('id', 'updated_at')
        .where({ document_id: bookkeepers.documentId, locale: 'en' })) as {
        id: number;
        updated_at: unknown;
      }[];
      expect(after.sort((a, b) => a.id - b.id)).toEqual(rows.sort((a, b) => a.id - b.id));

      const tr = await cms.get(`/api/roles?locale=tr&filters[slug][$eq]=accountants`);
      expect(tr.body.data[0].jobDesc).toBe(editedText);
      const en = await cms.get(`/api/roles?locale=en&filters[slug][$eq]=accountants`);
      expect(en.body.data[0].jobDesc).not.toBe(editedText);
      for (const locale of ['en', 'tr']) {
        expect((await cms.get(`/api/roles?locale=${locale}&${all}`)).body.data).toHaveLength(44);
        expect((await cms.get(`/api/plans?locale=${locale}&${all}`)).body.data).toHaveLength(7);
        expect(
          (await cms.get(`/api/privacy-policy?locale=${locale}&populate=*`)).body.data.sections,
        ).toHaveLength(14);
      }
      expect(await cms.strapi.db.query('plugin::upload.file').count()).toBe(uploadsBefore);
    });
  });
});
