// Fuzzing every public and admin write with bodies derived from the contracts' own zod schemas (through
// zod 4's JSON Schema, since zod-fast-check supports zod 3 only): well-formed bodies, and bodies spoiled
// with control characters, huge strings, deeply nested values or values of the wrong kind. Whatever is
// sent, the API never answers 5xx; a body the contract refuses (or one holding a control character) is a
// 4xx, and no record changes.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@crestline/contracts';
import * as schema from '../src/db/schema';
import { findControlCharacter } from '../src/http/control-characters';
import { pdfBytes } from './fixtures';
import { adminToken, bearer, createApplicant, createJob, fillInboxes, userToken } from './helpers';
import { startHarness, type Harness } from './harness';

type Json = Record<string, unknown>;
let h: Harness;
let tokens: { user: string; admin: string };
let ids: Record<string, string>;
beforeAll(async () => {
  h = await startHarness({ RATE_LIMIT_PUBLIC_POSTS: '100000', RATE_LIMIT_AUTH: '100000' });
  tokens = { user: await userToken(h, 'contract-fuzz@test.example'), admin: await adminToken(h) };
  const job = (await createJob(h)).id;
  const inbox = await fillInboxes(h);
  ids = { job, applicant: await createApplicant(h, job), ...inbox };
  await h.deliverMail();
  await h.readResumes(); // the setup's resumes read for search before the snapshots compare
});
afterAll(() => h.close());

// --- Arbitraries from the contracts ---------------------------------------------------------------

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  pattern?: string;
}

/** An arbitrary of values shaped as the JSON Schema describes (a valid body, mostly). */
function arbitraryOf(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.oneOf ?? s.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryOf));
  switch (s.type) {
    case 'string':
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern));
      return fc.oneof(
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }),
        fc.emailAddress(),
      );
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: Math.min(s.maximum ?? 1_000_000, 1_000_000) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? arbitraryOf(s.items) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: 3,
      });
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryOf(v)]),
      );
      return fc.record(props, { requiredKeys: s.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type AnySchema = z.ZodType | ((locale: contracts.Locale) => z.ZodType);
const instance = (s: AnySchema) => (typeof s === 'function' ? s('en') : s);
const derived = (s: AnySchema) =>
  arbitraryOf(z.toJSONSchema(instance(s), { unrepresentable: 'any', io: 'input' }) as JsonSchema);

const controlChar = fc
  .integer({ min: 0, max: 32 })
  .filter((c) => c !== 9 && c !== 10 && c !== 13)
  .map((c) => String.fromCharCode(c === 32 ? 0x7f : c));
/** What one field is spoiled with. */
const spoiler = fc.oneof(
  fc.tuple(fc.string({ maxLength: 20 }), controlChar, fc.string({ maxLength: 20 })).map((p) => p.join('')),
  fc.integer({ min: 20_000, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 50, max: 3_000 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
    return v;
  }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, -1, 1e308, '', [], {}, '__proto__', '\u202e\ufeff', '\ud800'),
);
/** A body from the contract, kept as it is or with one field (or a new one) spoiled. */
const bodyFrom = (s: AnySchema) =>
  fc.tuple(derived(s), fc.boolean(), fc.nat(), spoiler).map(([value, keep, pick, bad]) => {
    if (keep || !value || typeof value !== 'object') return value;
    const copy = { ...(value as Json) };
    const keys = Object.keys(copy);
    copy[keys.length ? keys[pick % keys.length]! : 'extra'] = bad;
    return copy;
  });

// --- What is stored ---------------------------------------------------------------------------------

// Counters and logs any request may move, and mail (delivered in the background), are not records.
const NOT_RECORDS = new Set(['rate_limits', 'cache_versions', 'privacy_requests', 'mail_outbox', 'sessions']);
const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
async function snapshot(): Promise<string> {
  const out: Json = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (NOT_RECORDS.has(name)) continue;
    const res = (await h.database.db.execute(sql`select * from ${table} order by 1`)) as unknown as {
      rows: unknown[];
    };
    // When a lead's sales alert went out is the background job's bookkeeping, set after an accepted post.
    out[name] = res.rows.map((row) => ({ ...(row as Record<string, unknown>), alerted_at: undefined }));
  }
  return JSON.stringify(out);
}

// --- The writes -------------------------------------------------------------------------------------

type Caller = 'anonymous' | 'user' | 'admin';
interface Write {
  /** How the test names it, when the path alone does not tell. */
  name?: string;
  method: 'POST' | 'PUT' | 'PATCH';
  path: () => string;
  caller: Caller;
  schema: AnySchema;
  /** Multipart with a PDF in this field, instead of JSON. */
  file?: string;
}
const WRITES: Write[] = [
  { method: 'POST', path: () => '/messages', caller: 'anonymous', schema: contracts.contactMessageSchema },
  { method: 'POST', path: () => '/inquiries', caller: 'anonymous', schema: contracts.inquiryRequestSchema },
  { method: 'POST', path: () => '/users/register', caller: 'anonymous', schema: contracts.registerSchema },
  { method: 'POST', path: () => '/users/login', caller: 'anonymous', schema: contracts.loginSchema },
  {
    method: 'POST',
    path: () => '/users/forgot-password',
    caller: 'anonymous',
    schema: contracts.forgotPasswordSchema,
  },
  {
    method: 'PATCH',
    path: () => '/users/reset-password/not-a-live-token-0123456789',
    caller: 'anonymous',
    schema: contracts.resetPasswordSchema,
  },
  {
    method: 'POST',
    path: () => '/applicants',
    caller: 'anonymous',
    schema: contracts.applicantFieldsSchema,
    file: 'resume',
  },
  {
    method: 'POST',
    path: () => '/franchise-applications',
    caller: 'anonymous',
    schema: contracts.franchiseApplicationSchema,
    file: 'contract',
  },
  { method: 'PATCH', path: () => '/users/password', caller: 'user', schema: contracts.changePasswordSchema },
  {
    method: 'POST',
    path: () => '/stripe/createSubscribe',
    caller: 'user',
    schema: contracts.createSubscribeBodySchema,
  },
  { method: 'POST', path: () => '/jobs', caller: 'admin', schema: contracts.jobBodySchema },
  { method: 'PUT', path: () => `/jobs/${ids.job}`, caller: 'admin', schema: contracts.jobBodySchema },
  {
    method: 'PATCH',
    path: () => `/jobs/${ids.job}/toggle-active`,
    caller: 'admin',
    schema: contracts.jobToggleActiveBodySchema,
  },
  {
    method: 'PATCH',
    path: () => `/applicants/${ids.applicant}`,
    caller: 'admin',
    schema: contracts.applicantUpdateSchema,
  },
  ...(
    [
      ['messages', 'messageId'],
      ['inquiries', 'inquiryId'],
      ['franchise-applications', 'franchiseId'],
    ] as const
  ).map(([inbox, id]): Write => ({
    name: `PATCH /${inbox}/:id/add-comment`,
    method: 'PATCH',
    path: () => `/${inbox}/${ids[id]}/add-comment`,
    caller: 'admin',
    schema: contracts.commentBodySchema,
  })),
  { method: 'POST', path: () => '/privacy/erase', caller: 'admin', schema: contracts.privacySubjectSchema },
  {
    method: 'POST',
    path: () => '/privacy/requests',
    caller: 'anonymous',
    schema: contracts.subjectRequestSchema,
  },
  {
    method: 'POST',
    path: () => '/payments/00000000-0000-4000-8000-000000000000/refund',
    caller: 'admin',
    schema: contracts.refundBodySchema,
  },
];

function requestInit(w: Write, body: unknown): RequestInit {
  const headers: Record<string, string> = w.caller === 'anonymous' ? {} : bearer(tokens[w.caller]);
  if (!w.file) {
    return {
      method: w.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
  }
  const form = new FormData();
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [k, v] of Object.entries(body as Json)) {
      form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
  }
  form.append(w.file, new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'f.pdf');
  return { method: w.method, headers, body: form };
}

/** Whether the API must refuse the body: the contract refuses it, or it holds a control character. */
function mustRefuse(w: Write, body: unknown): boolean {
  const sent = w.file
    ? Object.fromEntries(
        Object.entries((body ?? {}) as Json).map(([k, v]) => [
          k,
          typeof v === 'string' ? v : JSON.stringify(v),
        ]),
      )
    : (JSON.parse(JSON.stringify(body ?? null)) as unknown);
  return !instance(w.schema).safeParse(sent).success || findControlCharacter(sent) !== null;
}

describe('contract fuzz', () => {
  /** The route as written in WRITES, parameters shown as :id. */
  const label = (w: Write) =>
    w.name ??
    `${w.method} ${w.path
      .toString()
      .replace(/^\(\) => /, '')
      .replace(/^[`"']|[`"']$/g, '')
      .replace(/\$\{[^}]+\}/g, ':id')}`;
  it.each(WRITES.map((w) => [label(w), w] as const))(
    '%s: never 5xx; a refused body stores nothing',
    async (_name, w) => {
      await fc.assert(
        fc.asyncProperty(bodyFrom(w.schema), async (body) => {
          const refuse = mustRefuse(w, body);
          // Resumes and contracts accepted by earlier runs are read in the background: done before comparing.
          if (refuse) await h.readResumes();
          const before = refuse ? await snapshot() : '';
          const res = await fetch(`${h.url}/api/v1${w.path()}`, requestInit(w, body));
          await res.arrayBuffer();
          expect(res.status, `${w.method} ${w.path()} ${JSON.stringify(body)?.slice(0, 300)}`).toBeLessThan(
            500,
          );
          if (refuse) {
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(await snapshot()).toBe(before);
          }
        }),
        { numRuns: 25 },
      );
    },
  );
});
