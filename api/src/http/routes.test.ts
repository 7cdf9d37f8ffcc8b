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
import { errorHandler } from './errors';
import { mountRoutes, route } from './routes';

let h: Harness;
let url: string;
let close: () => void;
let tokens: { user: string; admin: string };
/** What the cached route's handler has answered, call by call. */
let listLoads = 0;

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
    },
  );
  expect(mounted.map((r) => `${r.access} ${r.method} ${r.path}`)).toEqual([
    'user get /kit/me',
    'public post /kit/things/:id',
    'admin get /kit/list',
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
});
