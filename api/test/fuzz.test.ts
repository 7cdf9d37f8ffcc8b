// Bad input against every route of the app, generated with fast-check: random JSON bodies, valid bodies
// with one field spoiled, junk route parameters and query strings, wrong content types, random
// multipart forms with non-PDF "files", as anonymous, plain user and admin. Whatever comes in, the API
// never answers 5xx, every error has the documented shape, and nothing is stored.
//
// (zod-fast-check, which derives arbitraries from schemas, supports only zod 3; the contracts are zod 4,
// so the bad input here is generated around the valid examples of the fixtures instead.)
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '@crestline/contracts';
import * as schema from '../src/db/schema';
import type { MountedRoute } from '../src/http/routes';
import { validApplicant } from './fixtures';
import { adminToken, bearer, createJob, userToken } from './helpers';
import { startHarness, type Harness } from './harness';

let h: Harness;
let tokens: { anonymous: string | null; user: string; admin: string };
beforeAll(async () => {
  // Limits high enough that the fuzzing never trips them (they are tested elsewhere).
  h = await startHarness({ RATE_LIMIT_PUBLIC_POSTS: '100000', RATE_LIMIT_AUTH: '100000' });
  tokens = {
    anonymous: null,
    user: await userToken(h, 'fuzz-user@test.example'),
    admin: await adminToken(h),
  };
  await createJob(h);
});
afterAll(() => h.close());

// Counters that any request may move (rate limits) are not records; nor is the audit row of an admin's
// privacy request whose random address happened to be a valid one (it erased nothing, and says so); nor
// the audit trail, where an admin's export with a random but valid query is a real export, recorded (that a
// refused change writes no event is tested in modules/audit).
const NOT_RECORDS = new Set(['rate_limits', 'cache_versions', 'privacy_requests', 'audit_events']);
const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

async function recordCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (NOT_RECORDS.has(name)) continue;
    const rows = (await h.database.db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = Number(rows.rows[0]?.n ?? 0);
  }
  return counts;
}

/** Valid examples for bodies the fuzzer spoils one field at a time. */
const examples: Record<string, Record<string, unknown>> = {
  message: {
    email: 'a@example.com',
    fullName: 'Ann',
    phone: '1',
    website: 'https://a.example',
    message: 'hi',
  },
  quote: {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    phone: '1',
    location: 'X',
    company: 'Y',
    noOfStaff: 2,
    message: 'm',
  },
  job: {
    title: 'T',
    description: 'D',
    type: 'Remote',
    location: 'L',
    language: ['English'],
    responsibilities: ['r'],
    operatingHours: 'o',
    requirements: ['q'],
  },
  applicant: { ...validApplicant },
  login: { email: 'a@example.com', password: 'password-123' },
};

const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
  fc.string({ minLength: 1000, maxLength: 20_000 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\u0000',
    '%00',
    '__proto__',
  ),
);

/** A body that is wrong: random JSON, or a valid example with one field spoiled or dropped. */
const badBody = fc.oneof(
  fc.jsonValue(),
  fc
    .tuple(fc.constantFrom(...Object.values(examples)), fc.nat(), junk, fc.boolean())
    .map(([example, i, value, drop]) => {
      const keys = Object.keys(example);
      const key = keys[i % keys.length]!;
      const copy: Record<string, unknown> = { ...example };
      if (drop) delete copy[key];
      else copy[key] = value;
      // A random value can happen to be valid: blank out one more required field, so the copy never is.
      copy[keys[(i + 1) % keys.length]!] = '';
      return copy;
    }),
);

const param = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('..', '%2e%2e', 'null', '0', '-1', "'", 'a'.repeat(300)),
);
const queryString = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 })
    .map((q) => `?${new URLSearchParams(q).toString()}`),
);

const fillPath = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
};

function request(
  route: MountedRoute,
  input: { params: string[]; query: string; body: unknown; as: keyof typeof tokens; kind: string },
) {
  const headers: Record<string, string> = {};
  const token = tokens[input.as];
  if (token) Object.assign(headers, bearer(token));
  let body: string | FormData | undefined;
  if (route.method !== 'get') {
    if (input.kind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    } else if (input.kind === 'text') {
      headers['content-type'] = 'text/plain';
      body = String(JSON.stringify(input.body));
    } else if (input.kind === 'broken-json') {
      headers['content-type'] = 'application/json';
      body = `${JSON.stringify(input.body)}{`;
    } else {
      const form = new FormData();
      const fields = typeof input.body === 'object' && input.body ? input.body : {};
      for (const [k, v] of Object.entries(fields))
        form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      form.append('resume', new Blob([JSON.stringify(input.body)]), 'resume.pdf');
      form.append('contract', new Blob(['%PD not really']), 'contract.pdf');
      body = form;
    }
  }
  return fetch(`${h.url}${fillPath(route.path, input.params)}${input.query}`, {
    method: route.method.toUpperCase(),
    headers,
    body,
    // The API's own answer is judged: a link route's redirect to a page is not followed.
    redirect: 'manual',
  });
}

describe('bad input against every route', () => {
  it('never gets a 5xx, always the error shape, and stores nothing', async () => {
    const routes = h.app.routes;
    expect(routes.length).toBeGreaterThan(20);
    const before = await recordCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(param, { minLength: 1, maxLength: 3 }),
        queryString,
        badBody,
        fc.constantFrom('anonymous', 'user', 'admin') as fc.Arbitrary<keyof typeof tokens>,
        fc.constantFrom('json', 'text', 'broken-json', 'multipart'),
        async (route, params, query, body, as, kind) => {
          const res = await request(route, { params, query, body, as, kind });
          const text = await res.text();
          const where = `${route.method.toUpperCase()} ${route.path} as ${as} (${kind}) → ${res.status} ${text.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400 && route.path.startsWith('/api/')) {
            const parsed = errorResponseSchema.safeParse(JSON.parse(text));
            expect(parsed.success, where).toBe(true);
          }
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 1200),
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100_000),
      },
    );
    expect(await recordCounts()).toEqual(before);
  }, 240_000);
});
