// Control characters in every public form, every admin write and the applicants' search: a NUL cannot be
// stored in PostgreSQL text and once answered 500 (with the refused SQL, names and addresses, in the
// error log). Each is now a 400 in the request's language naming the field, and nothing is stored.
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { loggableError } from '../src/db/errors';
import { createLogger } from '../src/logger';
import { messagesRepository } from '../src/modules/messages/repository';
import { applicationForm, body, json, pdfBytes } from './fixtures';
import { adminToken, bearer, createApplicant, createJob, fillInboxes } from './helpers';
import { startHarness, type Harness } from './harness';

const lines: string[] = [];
let h: Harness;
let admin: Record<string, string>;
let ids: { job: string; applicant: string; message: string; inquiry: string; franchise: string };
beforeAll(async () => {
  h = await startHarness({}, { logger: createLogger('info', { write: (l) => void lines.push(l) }) });
  admin = bearer(await adminToken(h));
  const job = (await createJob(h)).id;
  const inbox = await fillInboxes(h);
  ids = {
    job,
    applicant: await createApplicant(h, job),
    message: inbox.messageId,
    inquiry: inbox.inquiryId,
    franchise: inbox.franchiseId,
  };
  await h.deliverMail(); // the setup's mail, sent before the snapshots compare
  await h.readResumes(); // and its resumes read for search
});
afterAll(() => h.close());

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));
/** Every record of every table (the rate-limit counters aside): what "nothing stored" compares. */
async function snapshot(): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (name === 'rate_limits' || name === 'cache_versions') continue;
    const res = (await h.database.db.execute(sql`select * from ${table} order by 1`)) as unknown as {
      rows: unknown[];
    };
    out[name] = res.rows;
  }
  return JSON.stringify(out);
}

const NUL = 'Ann\u0000Lee';
const job = {
  title: 'T',
  description: 'D',
  type: 'Remote',
  location: 'L',
  language: ['English'],
  responsibilities: ['r'],
  operatingHours: 'o',
  requirements: ['q'],
};
const message = { email: 'a@b.co', fullName: 'x', phone: '1', website: 'w', message: 'm' };
const quote = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  phone: '1',
  location: 'X',
  company: 'Y',
  noOfStaff: 2,
  message: 'm',
};
const sendJson = (method: string, headers: Record<string, string>, data: unknown): RequestInit => ({
  ...json(data, headers),
  method,
});
const franchiseForm = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ name: 'P', email: 'p@acme.example', ...fields })) form.append(k, v);
  form.append('contract', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'c.pdf');
  return form;
};

type Case = [name: string, field: string, request: () => [path: string, init: RequestInit]];
const spoil = <T extends Record<string, unknown>>(o: T, field: string, value: unknown = NUL) => ({
  ...o,
  [field]: value,
});

const cases: Case[] = [
  ...Object.keys(message).map((f): Case => [
    'contact message',
    f,
    () => ['/messages', json(spoil(message, f))],
  ]),
  ...['firstName', 'lastName', 'email', 'phone', 'location', 'company', 'message'].map((f): Case => [
    'quote inquiry',
    f,
    () => ['/inquiries', json(spoil(quote, f))],
  ]),
  ...['firstName', 'lastName', 'email', 'phone', 'zipCode', 'fluentLanguage'].map((f): Case => [
    'job application',
    f,
    () => ['/applicants', { method: 'POST', body: applicationForm(ids.job, { [f]: NUL }) }],
  ]),
  ...['name', 'email'].map((f): Case => [
    'franchise application',
    f,
    () => ['/franchise-applications', { method: 'POST', body: franchiseForm({ [f]: NUL }) }],
  ]),
  [
    'register',
    'name',
    () => ['/users/register', json({ name: NUL, email: 'n@test.example', password: 'user-password-1' })],
  ],
  ['login', 'email', () => ['/users/login', json({ email: `a${NUL}@b.co`, password: 'x' })]],
  ['forgot password', 'email', () => ['/users/forgot-password', json({ email: `a${NUL}@b.co` })]],
  ...['title', 'description', 'location', 'operatingHours'].map((f): Case => [
    'new job',
    f,
    () => ['/jobs', json(spoil(job, f), admin)],
  ]),
  ['new job', 'requirements.1', () => ['/jobs', json(spoil(job, 'requirements', ['ok', NUL]), admin)]],
  ['job edit', 'title', () => [`/jobs/${ids.job}`, sendJson('PUT', admin, spoil(job, 'title'))]],
  [
    'applicant remarks',
    'remarks',
    () => [`/applicants/${ids.applicant}`, sendJson('PATCH', admin, { remarks: NUL })],
  ],
  ...(
    [
      ['messages', 'message'],
      ['inquiries', 'inquiry'],
      ['franchise-applications', 'franchise'],
    ] as const
  ).map(([path, key]): Case => [
    `${path} comment`,
    'comment',
    () => [`/${path}/${ids[key]}/add-comment`, sendJson('PATCH', admin, { comment: NUL })],
  ]),
  ['privacy erase', 'email', () => ['/privacy/erase', json({ email: `a${NUL}@b.co` }, admin)]],
];

describe('control characters in a body', () => {
  it.each(cases)('%s: %s → 400 naming the field, nothing stored', async (_name, field, request) => {
    const before = await snapshot();
    const [path, init] = request();
    const res = await fetch(`${h.url}/api/v1${path}`, init);
    const answer = await body(res);
    expect(res.status).toBe(400);
    expect(answer.code).toBe('VALIDATION_FAILED');
    expect(answer.message).toBe(
      `The field "${field}" contains characters that cannot be used (such as invisible control characters). Please remove them and try again.`,
    );
    expect(answer.issues[0].path.join('.')).toBe(field);
    expect(await snapshot()).toBe(before);
  });

  it.each(['\u0001', '\u0008', '\u000B', '\u001B', '\u007F'])('refuses U+%s too', async (c) => {
    const res = await fetch(`${h.url}/api/v1/messages`, json(spoil(message, 'fullName', `a${c}b`)));
    expect(res.status).toBe(400);
  });

  it('keeps tab, line feed and carriage return (text areas send them)', async () => {
    const res = await fetch(
      `${h.url}/api/v1/messages`,
      json(spoil(message, 'message', 'Line one\r\nLine two\tend')),
    );
    expect(res.status).toBe(201);
  });

  it('answers in Turkish when the request is', async () => {
    const res = await fetch(
      `${h.url}/api/v1/messages?lang=tr`,
      json(spoil(message, 'fullName'), { 'accept-language': 'tr' }),
    );
    expect(res.status).toBe(400);
    expect((await body(res)).message).toBe(
      '"fullName" alanı kullanılamayan karakterler (örneğin görünmeyen kontrol karakterleri) içeriyor. Lütfen bunları kaldırıp yeniden deneyin.',
    );
  });
});

describe('control characters in a query', () => {
  it.each(['/applicants', '/applicants/facets', '/applicants/export'])('%s?search=', async (path) => {
    const res = await fetch(`${h.url}/api/v1${path}?search=Ann%00Lee`, { headers: admin });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toContain('"search"');
  });
});

describe('a failed query in the log', () => {
  it('names the SQLSTATE and the query, never the values', async () => {
    const err = await messagesRepository(h.database.db)
      .insert({ ...message, fullName: 'Secret Person\u0000', email: 'secret.person@example.com' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err).toBeTruthy();
    const logged = JSON.stringify(loggableError(err));
    expect(logged).not.toContain('Secret Person');
    expect(logged).not.toContain('secret.person@example.com');
    expect(logged).toContain('Failed query');
    // None of the requests above failed in the database: no error was logged, so no body reached the log.
    const errors = lines.map((l) => JSON.parse(l) as { level: number }).filter((l) => l.level >= 50);
    expect(errors).toEqual([]);
  });
});
