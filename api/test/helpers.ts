import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { z } from 'zod';
import type { Harness } from './harness';
import { applicationForm, body, json, pdfBytes } from './fixtures';
import { ensureAdminAccount } from '../src/modules/users';
import { jobsRepository } from '../src/modules/jobs/repository';
import { usersRepository } from '../src/modules/users/repository';
import { hashPassword } from '../src/lib/passwords';
import type { AdminRole } from '@crestline/contracts';

export const ADMIN = { email: 'admin@test.example', password: 'admin-password-1', name: 'Ada Admin' };

export async function adminToken(h: Harness): Promise<string> {
  await ensureAdminAccount(h.database.db, ADMIN);
  const res = await fetch(
    `${h.url}/api/v1/users/login`,
    json({ email: ADMIN.email, password: ADMIN.password }),
  );
  return (await body(res)).token;
}

/**
 * The token of an admin account holding exactly `roles` (made once per email; its password is
 * `role-password-1`). No second factor: use a harness with ADMIN_MFA=optional (the default in tests).
 */
export async function roleToken(
  h: Harness,
  roles: AdminRole[],
  email = `${roles.join('-')}@test.example`,
): Promise<string> {
  const repo = usersRepository(h.database.db);
  const existing = await repo.findByEmail(email);
  if (!existing) {
    await repo.create({
      name: roles.join(' '),
      email,
      passwordHash: await hashPassword('role-password-1'),
      roles,
    });
  }
  const res = await fetch(`${h.url}/api/v1/users/login`, json({ email, password: 'role-password-1' }));
  return (await body(res)).token;
}

/**
 * Signs up (which answers "check your email" and signs no one in) and then logs in: the session body.
 * `baseUrl` is the API's origin.
 */
export async function signUpAndLogIn(
  baseUrl: string,
  account: { name: string; email: string; password: string },
  headers: Record<string, string> = {},
) {
  const reg = await fetch(`${baseUrl}/api/v1/users/register`, json(account, headers));
  expect(reg.status).toBe(201);
  const res = await fetch(
    `${baseUrl}/api/v1/users/login`,
    json({ email: account.email, password: account.password }, headers),
  );
  expect(res.status).toBe(200);
  return body(res);
}

export async function userToken(h: Harness, email = 'user@test.example'): Promise<string> {
  return (await signUpAndLogIn(h.url, { name: 'Una User', email, password: 'user-password-1' })).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createJob(
  h: Harness,
  patch: Partial<Parameters<ReturnType<typeof jobsRepository>['create']>[0]> = {},
) {
  return jobsRepository(h.database.db).create({
    title: 'Customer Service Representative',
    description: 'Answer calls for a US client.',
    type: 'Remote',
    location: 'Davao City, Philippines',
    language: ['English'],
    responsibilities: ['Answer calls'],
    operatingHours: 'Night shift',
    requirements: ['English'],
    ...patch,
  });
}

/** A token signed with the harness secret but the given claims/header (for auth failure tests). */
export async function forgedToken(h: Harness, opts: { exp?: number; alg?: 'HS256' | 'HS512'; sub: string }) {
  const key = new TextEncoder().encode(h.config.jwtSecret);
  let jwt = new SignJWT({})
    .setProtectedHeader({ alg: opts.alg ?? 'HS256' })
    .setSubject(opts.sub)
    .setIssuedAt();
  if (opts.exp !== undefined) jwt = jwt.setExpirationTime(opts.exp);
  return jwt.sign(key);
}

/**
 * The response's JSON checked against its contract in contracts/: it must parse, and may hold no field
 * the schema does not name. Answers the parsed body.
 */
export async function expectBody<S extends z.ZodType>(schema: S, res: Response): Promise<z.output<S>> {
  const json: unknown = await res.json();
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${res.status} body breaks its contract:\n${z.prettifyError(parsed.error)}\n${JSON.stringify(json)}`,
    );
  }
  expect(parsed.data, 'a field the contract does not name').toEqual(json);
  return parsed.data;
}

/** An application to the job through the public form (with a PDF resume); answers the applicant's id. */
export async function createApplicant(h: Harness, jobId: string, fields: Record<string, string> = {}) {
  const res = await fetch(`${h.url}/api/v1/applicants`, {
    method: 'POST',
    body: applicationForm(jobId, fields),
  });
  if (res.status !== 201) throw new Error(`application refused: ${res.status} ${await res.text()}`);
  return (await body(res)).applicant._id as string;
}

/** One record in each admin inbox, sent through the public forms; answers their ids. */
export async function fillInboxes(h: Harness, label = 'Sam') {
  const post = async (path: string, init: RequestInit) => {
    const res = await fetch(`${h.url}/api/v1${path}`, init);
    if (res.status !== 201) throw new Error(`${path} refused: ${res.status} ${await res.text()}`);
    return body(res);
  };
  const message = await post(
    '/messages',
    json({
      email: 'sender@acme.example',
      fullName: `${label} Sender`,
      phone: '+1 555 0100',
      website: 'https://acme.example',
      message: 'We need two virtual assistants.',
    }),
  );
  const inquiry = await post(
    '/inquiries',
    json({
      firstName: label,
      lastName: 'Buyer',
      email: 'buyer@acme.example',
      phone: '+1 555 0101',
      location: 'Austin, TX',
      company: 'Acme',
      noOfStaff: 3,
      message: 'Quote for three agents, please.',
    }),
  );
  const form = new FormData();
  form.append('name', `${label} Partner`);
  form.append('email', 'partner@acme.example');
  form.append('contract', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'c.pdf');
  await post('/franchise-applications', { method: 'POST', body: form });
  const list = await fetch(`${h.url}/api/v1/franchise-applications`, {
    headers: bearer(await adminToken(h)),
  });
  const franchise = (await body(list)).franchiseApplications[0];
  return { messageId: message.message._id, inquiryId: inquiry.inquiry._id, franchiseId: franchise._id };
}
