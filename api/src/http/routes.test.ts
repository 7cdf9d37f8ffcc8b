// The route kit on its own: a small app with one route of each kind, built the way app.ts builds the
// real one (real auth against the test database's accounts).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema, localized, messageFor, requiredText } from '@crestline/contracts';
import { startHarness, type Harness } from '../../test/harness';
import { json } from '../../test/fixtures';
import { adminToken, bearer, expectBody, userToken } from '../../test/helpers';
import { createLogger } from '../logger';
import { usersRepository } from '../modules/users/repository';
import { createAdmit } from './access';
import { ADMIN_DATA_CHANNEL, adminListsCache } from './admin-lists-cache';
import { createAuth } from './auth';
import { HttpError, errorHandler } from './errors';
import { requestReplays } from './replays-repository';
import { mountRoutes, route } from './routes';

let h: Harness;
let url: string;
let close: () => void;
let tokens: { user: string; admin: string };
/** What the cached route's handler has answered, call by call. */
let listLoads = 0;
/** How often the retry-safe form's handler ran, and what its next run does. */
let formRuns = 0;
let nextForm: 'answer' | 'fail' | { wait: Promise<void> } = 'answer';

const nameBody = localized((locale) =>
  z.object({ name: requiredText(messageFor(locale)('auth.nameRequired')) }),
);

beforeAll(async () => {
  h = await startHarness();
  tokens = { user: await userToken(h, 'kit@test.example'), admin: await adminToken(h) };
  const users = usersRepository(h.database.db);
  const auth = createAuth({
    secret: h.config.jwtSecret,
    ttl: '1h',
    findSession: (sessionId, userId) => users.findSessionUser(sessionId, userId),
    startSession: (sessionId, userId, expiresAt) => users.startSession(sessionId, userId, expiresAt),
  });
  const app = express();
  const router = express.Router();
  router.use(express.json());
  const passThrough: express.RequestHandler = (_req, _res, next) => next();
  const mounted = mountRoutes(
    router,
    '/kit',
    [
      route({
        method: 'get',
        path: '/me',
        access: 'user',
        validate: { query: z.object({ page: z.coerce.number().int().min(1).default(1) }) },
        handle: ({ user, query, locale, res }) => ({
          email: user.email,
          page: query.page,
          locale,
          sameAsLocals: res.locals.query === query,
        }),
      }),
      route({
        method: 'post',
        path: '/things/:id',
        access: 'public',
        limit: 'publicPost',
        validate: { params: z.object({ id: z.string() }), body: nameBody },
        status: 201,
        handle: ({ params, body, user }) => ({
          id: params.id,
          name: body.name,
          signedIn: user !== undefined,
        }),
      }),
      route({
        method: 'get',
        path: '/list',
        access: 'admin',
        cache: { headers: ['X-Total-Count'] },
        validate: { query: z.object({ q: z.string().default('') }) },
        handle: ({ query, res }) => {
          listLoads++;
          res.set('X-Total-Count', String(listLoads));
          return { q: query.q, load: listLoads };
        },
      }),
      route({
        method: 'post',
        path: '/forms',
        access: 'public',
        retrySafe: true,
        validate: { body: nameBody },
        status: 202,
        handle: async ({ body }) => {
          formRuns++;
          const run = nextForm;
          nextForm = 'answer';
          if (run === 'fail') throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'api.unavailable');
          if (typeof run === 'object') await run.wait;
          return { name: body.name, run: formRuns };
        },
      }),
      route({
        method: 'get',
        path: '/report.csv',
        access: 'admin',
        handle: ({ res }) => {
          res.type('text/csv').send('name\nAda\n');
        },
      }),
    ],
    {
      admit: createAdmit(auth, 'an-internal-secret', { adminMfa: 'optional' }),
      limits: { publicPost: passThrough, auth: passThrough },
      cache: adminListsCache(h.database, 60),
      replays: requestReplays(h.database.db),
    },
  );
  expect(mounted.map((r) => `${r.access} ${r.method} ${r.path}`)).toEqual([
    'user get /kit/me',
    'public post /kit/things/:id',
    'admin get /kit/list',
    'public post /kit/forms',
    'admin get /kit/report.csv',
  ]);
  app.use('/kit', router);
  app.use(errorHandler(createLogger('silent')));
  const server = app.listen(0);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/kit`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await h.close();
});

describe('route kit', () => {
  it('hands the handler the caller, the parsed query (kept in res.locals) and the language', async () => {
    const res = await fetch(`${url}/me?page=3&lang=tr`, { headers: bearer(tokens.user) });
    expect(await res.json()).toEqual({
      email: 'kit@test.example',
      page: 3,
      locale: 'tr',
      sameAsLocals: true,
    });
    const bad = await fetch(`${url}/me?page=0`, { headers: bearer(tokens.user) });
    expect(bad.status).toBe(400);
    expect((await expectBody(errorResponseSchema, bad)).error).toBe('Please check the field "page".');
  });

  it('parses params and body with per-language schemas and answers the route’s status', async () => {
    const ok = await fetch(`${url}/things/42`, json({ name: 'Ada' }, bearer(tokens.admin)));
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: '42', name: 'Ada', signedIn: true });
    const anonymous = await fetch(`${url}/things/42`, json({ name: 'Ada' }));
    expect(await anonymous.json()).toMatchObject({ signedIn: false });
    const tr = await fetch(`${url}/things/42`, json({ name: ' ' }, { 'accept-language': 'tr' }));
    expect(tr.status).toBe(400);
    expect((await expectBody(errorResponseSchema, tr)).error).toBe('Ad soyad zorunludur.');
    const notJson = await fetch(`${url}/things/42`, { method: 'POST', body: 'name=Ada' });
    expect(notJson.status).toBe(415);
  });

  it('lets a handler write its own response, after admitting the caller', async () => {
    expect((await fetch(`${url}/report.csv`, { headers: bearer(tokens.user) })).status).toBe(403);
    const res = await fetch(`${url}/report.csv`, { headers: bearer(tokens.admin) });
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(await res.text()).toBe('name\nAda\n');
  });

  it('answers a cached admin list from memory until a write drops it, admitting every caller', async () => {
    const get = async (q: string, token = tokens.admin) => {
      const res = await fetch(`${url}/list?q=${q}`, { headers: bearer(token) });
      return {
        status: res.status,
        total: res.headers.get('x-total-count'),
        body: (await res.json()) as { q: string; load: number },
      };
    };
    const first = await get('a');
    expect(first).toMatchObject({ status: 200, body: { q: 'a' } });
    expect(await get('a')).toEqual(first); // same bytes and header, the handler not called again
    expect((await get('b')).body).toEqual({ q: 'b', load: first.body.load + 1 });
    expect((await get('a', tokens.user)).status).toBe(403);
    expect((await fetch(`${url}/list?q=a`)).status).toBe(401);

    // A write through the API drops the lists before its answer leaves.
    expect((await fetch(`${url}/things/1`, json({ name: 'Ada' }))).status).toBe(201);
    const afterWrite = await get('a');
    expect(afterWrite.body.load).toBeGreaterThan(first.body.load + 1);
    expect(afterWrite.total).toBe(String(afterWrite.body.load));

    // So does a change made anywhere else in the database (the tables' triggers NOTIFY on commit).
    await h.database.db.execute(sql`update jobs set title = title`);
    await expect
      .poll(async () => (await get('a')).body.load, { timeout: 5000 })
      .toBeGreaterThan(afterWrite.body.load);
    // And a notification on the channel itself.
    const settled = (await get('a')).body.load;
    await h.database.db.execute(sql`select pg_notify(${ADMIN_DATA_CHANNEL}, 'test')`);
    await expect.poll(async () => (await get('a')).body.load, { timeout: 5000 }).toBeGreaterThan(settled);
  });

  it('answers a retry of a retry-safe form (same X-Request-Id) as the first attempt, running it once', async () => {
    const id = () => crypto.randomUUID().replaceAll('-', ''); // nginx's $request_id: 32 hex digits
    const send = async (name: string, requestId?: string, lang = 'en') => {
      const res = await fetch(
        `${url}/forms?lang=${lang}`,
        json({ name }, requestId ? { 'x-request-id': requestId } : {}),
      );
      return {
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        body: (await res.json()) as { name?: string; run?: number; message?: string },
      };
    };
    const first = id();
    const before = formRuns;
    const answer = await send('Ada', first);
    expect(answer).toMatchObject({ status: 202, replayed: null, body: { name: 'Ada', run: before + 1 } });
    // The retry: the same answer, and the handler (an application, a mail) not run again.
    expect(await send('Ada', first)).toEqual({ ...answer, replayed: 'true' });
    expect(formRuns).toBe(before + 1);
    // Another request id, or none (a caller not behind the front door), is another request.
    expect((await send('Ada', id())).body.run).toBe(before + 2);
    expect((await send('Ada')).body.run).toBe(before + 3);
    expect((await send('Ada')).body.run).toBe(before + 4);
    expect((await send('Ada', 'not-an-id')).body.run).toBe(before + 5);

    // A retry while the first attempt still runs is refused (409, in the caller's language), never run twice.
    let finish!: () => void;
    nextForm = { wait: new Promise<void>((r) => (finish = r)) };
    const slow = id();
    const running = send('Grace', slow);
    await expect.poll(() => formRuns).toBe(before + 6);
    const busy = await send('Grace', slow, 'tr');
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(
      'Bu formu almış olabiliriz: kaydedilirken bağlantı kesildi. Yeniden göndermeden önce lütfen onay e-postamız için birkaç dakika bekleyin.',
    );
    finish();
    expect((await running).body).toEqual({ name: 'Grace', run: before + 6 });
    expect((await send('Grace', slow)).replayed).toBe('true');
    expect(formRuns).toBe(before + 6);

    // A first attempt that failed (503: nothing done) lets its retry run.
    nextForm = 'fail';
    const failed = id();
    expect((await send('Linus', failed)).status).toBe(503);
    expect(await send('Linus', failed)).toMatchObject({
      status: 202,
      replayed: null,
      body: { run: before + 8 },
    });
    // An invalid form is refused before any claim: the corrected retry of the same id runs.
    const invalid = id();
    expect((await send('', invalid)).status).toBe(400);
    expect((await send('Barbara', invalid)).body).toEqual({ name: 'Barbara', run: before + 9 });

    // The table keeps no address or id, only a hash of them with the answer.
    const kept = await h.database.db.execute(sql`select key, body from request_replays`);
    const keys = (kept as unknown as { rows: { key: string; body: string | null }[] }).rows;
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const row of keys) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(row.body ?? '').not.toContain('127.0.0.1');
    }
  });

  it('refuses to mount a retry-safe route that is not a public POST', () => {
    const mount = (method: 'get' | 'post', access: 'public' | 'admin') =>
      mountRoutes(
        express.Router(),
        '/x',
        [route({ method, path: '/y', access, retrySafe: true as never, handle: () => ({}) })],
        {} as never,
      );
    expect(() => mount('get', 'public')).toThrow('only public POST routes are retry-safe');
    expect(() => mount('post', 'admin')).toThrow('only public POST routes are retry-safe');
  });
});
