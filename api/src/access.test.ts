// Walks every route the app mounts: each non-public one must refuse callers below its access level and
// answer 2xx to the callers at it, so a route added with the wrong level (or none) fails here. Every
// guarded route needs an example call below (a real record and a valid body), so a new route without
// one fails too. The public routes are listed by name: making a route public is a decision this test
// asks to be written down. The admin routes are walked × (owner, recruiter, sales, finance, user,
// anonymous) against the authorization matrix parsed from docs/authorization.md: a route missing from
// it, or admitting other roles than it says, fails.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSync } from 'otplib';
import { errorResponseSchema, t } from '@crestline/contracts';
import { startHarness, type Harness } from '../test/harness';
import { json } from '../test/fixtures';
import {
  ADMIN,
  adminToken,
  bearer,
  createApplicant,
  createJob,
  expectBody,
  fillInboxes,
  roleToken,
  userToken,
} from '../test/helpers';
import { ADMIN_ROLES, t as text, type AdminRole } from '@crestline/contracts';
import { demoCheckout, demoPurchase, plan } from '../test/commerce';
import { ACCESS_LEVELS, INTERNAL_SECRET_HEADER } from './http/access';
import type { MountedRoute } from './http/routes';
import { franchiseApplications, inquiries, messages, subscriptions } from './db/schema';
import { eq } from 'drizzle-orm';
import { ensureAdminAccount } from './modules/users';
import { usersRepository } from './modules/users/repository';
import { subjectRequestRepository } from './modules/privacy/subject-repository';

let h: Harness;
let tokens: { user: string; admin: string };
/** Admins holding one role each (the owner is tokens.admin, the first admin). */
let roleTokens: Record<Exclude<AdminRole, 'owner'>, string>;
let ids: Record<string, string>;

beforeAll(async () => {
  h = await startHarness();
  tokens = { user: await userToken(h, 'walker@test.example'), admin: await adminToken(h) };
  roleTokens = {
    recruiter: await roleToken(h, ['recruiter']),
    sales: await roleToken(h, ['sales']),
    finance: await roleToken(h, ['finance']),
  };
  const job = await createJob(h);
  const applicant = await createApplicant(h, job.id);
  const inbox = await fillInboxes(h);
  // A demo purchase for the commerce routes, and two open demo checkouts (one to pay, one to abandon).
  const bought = await demoPurchase(h, tokens.user);
  ids = {
    job: job.id,
    applicant,
    ...inbox,
    subscription: bought.subscription.subscriptionId,
    invoice: bought.subscription.latestInvoice,
    payment: bought.payment._id,
    toPay: await demoCheckout(h, tokens.user, { ...plan, noOfMonths: 4 }),
    toAbandon: await demoCheckout(h, tokens.user, { ...plan, noOfMonths: 5 }),
    ...(await spamRecords()),
    otherAdmin: await ensureAdminAccount(h.database.db, {
      email: 'other-admin@test.example',
      password: 'other-admin-pw',
      name: 'Otto Other',
    }).then(async () => (await usersRepository(h.database.db).findByEmail('other-admin@test.example'))!.id),
  };
});
afterAll(() => h.close());

/** A new record held as spam in each inbox, for the routes that delete them. */
async function spamRecords() {
  const db = h.database.db;
  const spam = { isSpam: true, email: 'bot@spam.example' };
  const [message] = await db
    .insert(messages)
    .values({ ...spam, fullName: 'Bot', phone: '1', message: 'Buy now' })
    .returning();
  const [inquiry] = await db
    .insert(inquiries)
    .values({ ...spam, kind: 'quote', firstName: 'Bot', lastName: 'Bot', phone: '1', company: 'Bot' })
    .returning();
  const [franchise] = await db
    .insert(franchiseApplications)
    .values({ ...spam, name: 'Bot', fileKey: 'none.pdf' })
    .returning();
  return { spamMessage: message!.id, spamInquiry: inquiry!.id, spamFranchise: franchise!.id };
}

const PUBLIC_ROUTES = [
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'GET /api/v1/version',
  'GET /api/v1/health',
  'GET /api/v1/jobs/active',
  'GET /api/v1/jobs/careers',
  'GET /api/v1/jobs/:id',
  'POST /api/v1/job-alerts',
  'GET /api/v1/job-alerts/confirm',
  'GET /api/v1/job-alerts/unsubscribe',
  'POST /api/v1/job-alerts/unsubscribe',
  'POST /api/v1/applicants',
  'GET /api/v1/applicants/talent-pool/renew',
  'POST /api/v1/users/register',
  'POST /api/v1/users/login',
  'POST /api/v1/users/forgot-password',
  'GET /api/v1/users/reset-password/:token',
  'PATCH /api/v1/users/reset-password/:token',
  'GET /api/v1/admins/invitations/:token',
  'POST /api/v1/admins/invitations/:token',
  'POST /api/v1/messages',
  'POST /api/v1/inquiries',
  'POST /api/v1/franchise-applications',
  'POST /api/v1/privacy/requests',
  'GET /api/v1/privacy/requests/:id/verify',
  'GET /api/v1/privacy/subject-requests/:id/archive',
  'GET /api/v1/consents/withdraw',
  'POST /api/v1/consents/withdraw',
  'POST /api/v1/stripe/webhook',
  'GET /api/v1/invoices/:latestInvoice',
  'GET /files/:segment/:id/:disposition',
];

const jobBody = {
  title: 'Walker',
  description: 'Walks routes.',
  type: 'Remote',
  location: 'Davao City',
  language: ['English'],
  responsibilities: ['Walk'],
  operatingHours: 'Day shift',
  requirements: ['Legs'],
};

/** The number of talents the walk's subscription has now. */
async function talentsNow(): Promise<number> {
  const [row] = await h.database.db
    .select({ quantity: subscriptions.quantity })
    .from(subscriptions)
    .where(eq(subscriptions.subscriptionId, ids.subscription!));
  return row?.quantity ?? 1;
}

/** A call each guarded route answers with 2xx for its callers: the address and the body. */
type Example = { path: string; body?: unknown };
const examples: Record<string, (as: 'user' | 'admin') => Example | Promise<Example>> = {
  'GET /api/v1/users/second-factor': () => ({ path: '/api/v1/users/second-factor' }),
  'POST /api/v1/users/second-factor/setup': () => ({ path: '/api/v1/users/second-factor/setup' }),
  // Enrolment needs a code of the caller's waiting secret: the example starts a setup and reads its key.
  'POST /api/v1/users/second-factor/enable': async (as) => {
    const setup = await fetch(`${h.url}/api/v1/users/second-factor/setup`, {
      method: 'POST',
      headers: bearer(tokens[as]),
    });
    const { key } = (await setup.json()) as { key: string };
    return { path: '/api/v1/users/second-factor/enable', body: { code: generateSync({ secret: key }) } };
  },
  'GET /api/v1/users/me': () => ({ path: '/api/v1/users/me' }),
  'POST /api/v1/users/logout': () => ({ path: '/api/v1/users/logout' }),
  'POST /api/v1/users/logout-everywhere': () => ({ path: '/api/v1/users/logout-everywhere' }),
  // The password "changes" to itself, so the next sign-in still works.
  'PATCH /api/v1/users/password': (as) => ({
    path: '/api/v1/users/password',
    body: { currentPassword: PASSWORDS[as], password: PASSWORDS[as] },
  }),
  'GET /api/v1/admins': () => ({ path: '/api/v1/admins' }),
  'POST /api/v1/admins/invitations': () => ({
    path: '/api/v1/admins/invitations',
    body: { email: 'invitee@test.example', roles: ['recruiter'] },
  }),
  'PATCH /api/v1/admins/:id': () => ({
    path: `/api/v1/admins/${ids.otherAdmin}`,
    body: { roles: ['owner', 'sales'] },
  }),
  // A second admin: its second factor is reset, then its rights are removed (never the last admin).
  'DELETE /api/v1/admins/:id/second-factor': () => ({
    path: `/api/v1/admins/${ids.otherAdmin}/second-factor`,
  }),
  'DELETE /api/v1/admins/:id': () => ({ path: `/api/v1/admins/${ids.otherAdmin}` }),
  'GET /api/v1/jobs/all': () => ({ path: '/api/v1/jobs/all' }),
  'GET /api/v1/jobs/admin': () => ({ path: '/api/v1/jobs/admin' }),
  'GET /api/v1/jobs/admin/export': () => ({ path: '/api/v1/jobs/admin/export' }),
  'POST /api/v1/jobs': () => ({ path: '/api/v1/jobs', body: jobBody }),
  'PUT /api/v1/jobs/:id': () => ({ path: `/api/v1/jobs/${ids.job}`, body: jobBody }),
  'PATCH /api/v1/jobs/:id/toggle-active': () => ({
    path: `/api/v1/jobs/${ids.job}/toggle-active`,
    body: { isActive: true },
  }),
  'GET /api/v1/jobs/:id/applicants': () => ({ path: `/api/v1/jobs/${ids.job}/applicants` }),
  'GET /api/v1/applicants': () => ({ path: '/api/v1/applicants' }),
  'GET /api/v1/applicants/facets': () => ({ path: '/api/v1/applicants/facets' }),
  'GET /api/v1/applicants/export': () => ({ path: '/api/v1/applicants/export' }),
  'GET /api/v1/applicants/:id': () => ({ path: `/api/v1/applicants/${ids.applicant}` }),
  'GET /api/v1/applicants/sources': () => ({ path: '/api/v1/applicants/sources' }),
  'GET /api/v1/applicants/:id/mail-preview': () => ({
    path: `/api/v1/applicants/${ids.applicant}/mail-preview?status=Rejected`,
  }),
  'POST /api/v1/applicants/bulk-status': () => ({
    path: '/api/v1/applicants/bulk-status',
    body: { ids: [ids.applicant], status: 'Interview' },
  }),
  'PATCH /api/v1/applicants/:id': () => ({
    path: `/api/v1/applicants/${ids.applicant}`,
    body: { status: 'Reviewing' },
  }),
  'GET /api/v1/messages': () => ({ path: '/api/v1/messages' }),
  'GET /api/v1/messages/export': () => ({ path: '/api/v1/messages/export' }),
  'PATCH /api/v1/messages/:id/mark-read': () => ({ path: `/api/v1/messages/${ids.messageId}/mark-read` }),
  'PATCH /api/v1/messages/:id/add-comment': () => ({
    path: `/api/v1/messages/${ids.messageId}/add-comment`,
    body: { comment: 'Called back.' },
  }),
  // Each call deletes a spam record of its own (an admitted call removes the one it names).
  'DELETE /api/v1/messages/:id': async () => ({
    path: `/api/v1/messages/${(await spamRecords()).spamMessage}`,
  }),
  'DELETE /api/v1/inquiries/:id': async () => ({
    path: `/api/v1/inquiries/${(await spamRecords()).spamInquiry}`,
  }),
  'DELETE /api/v1/franchise-applications/:id': async () => ({
    path: `/api/v1/franchise-applications/${(await spamRecords()).spamFranchise}`,
  }),
  'GET /api/v1/inquiries': () => ({ path: '/api/v1/inquiries' }),
  'GET /api/v1/inquiries/export': () => ({ path: '/api/v1/inquiries/export' }),
  'PATCH /api/v1/inquiries/:id/mark-read': () => ({ path: `/api/v1/inquiries/${ids.inquiryId}/mark-read` }),
  'PATCH /api/v1/inquiries/:id/add-comment': () => ({
    path: `/api/v1/inquiries/${ids.inquiryId}/add-comment`,
    body: { comment: 'Sent a quote.' },
  }),
  'GET /api/v1/franchise-applications': () => ({ path: '/api/v1/franchise-applications' }),
  'GET /api/v1/franchise-applications/export': () => ({ path: '/api/v1/franchise-applications/export' }),
  'PATCH /api/v1/franchise-applications/:id/mark-read': () => ({
    path: `/api/v1/franchise-applications/${ids.franchiseId}/mark-read`,
  }),
  'PATCH /api/v1/franchise-applications/:id/add-comment': () => ({
    path: `/api/v1/franchise-applications/${ids.franchiseId}/add-comment`,
    body: { comment: 'Contract checked.' },
  }),
  'GET /api/v1/admin/summary': () => ({ path: '/api/v1/admin/summary' }),
  'GET /api/v1/privacy/export': () => ({ path: '/api/v1/privacy/export?email=nobody%40example.com' }),
  'POST /api/v1/privacy/erase': () => ({
    path: '/api/v1/privacy/erase',
    body: { email: 'nobody@example.com' },
  }),
  'GET /api/v1/privacy/requests': () => ({ path: '/api/v1/privacy/requests' }),
  'GET /api/v1/privacy/held': () => ({ path: '/api/v1/privacy/held?email=nobody%40example.com' }),
  'GET /api/v1/privacy/subject-requests': () => ({ path: '/api/v1/privacy/subject-requests' }),
  'GET /api/v1/consents': () => ({ path: '/api/v1/consents?email=nobody%40example.com' }),
  // A verified correction request of its own for each call (answered once only).
  'POST /api/v1/privacy/subject-requests/:id/complete': async () => {
    const row = await subjectRequestRepository(h.database.db).insert({
      email: 'someone@example.com',
      kind: 'correction',
      locale: 'en',
      tokenHash: 'x',
      status: 'open',
      verifiedAt: new Date(),
      dueAt: new Date(Date.now() + 30 * 86_400_000),
    });
    return { path: `/api/v1/privacy/subject-requests/${row.id}/complete`, body: {} };
  },
  'GET /api/v1/audit': () => ({ path: '/api/v1/audit?action=job.toggle' }),
  'GET /api/v1/audit/export': () => ({ path: '/api/v1/audit/export' }),
  'POST /api/v1/internal/rebuild': () => ({ path: '/api/v1/internal/rebuild' }),
  'POST /api/v1/stripe/createSubscribe': () => ({ path: '/api/v1/stripe/createSubscribe', body: plan }),
  'GET /api/v1/payments': () => ({ path: '/api/v1/payments' }),
  'GET /api/v1/payments/mypayments': () => ({ path: '/api/v1/payments/mypayments' }),
  'POST /api/v1/payments/:id/refund': () => ({
    path: `/api/v1/payments/${ids.payment}/refund`,
    body: { amount: 100 },
  }),
  'GET /api/v1/subscription/get-all': () => ({ path: '/api/v1/subscription/get-all' }),
  'GET /api/v1/subscription/my': () => ({ path: '/api/v1/subscription/my' }),
  // A change of the number of talents must differ from today's: each call asks for one more than stored.
  'POST /api/v1/subscription/:subscriptionId/quantity/preview': async () => ({
    path: `/api/v1/subscription/${ids.subscription}/quantity/preview`,
    body: { quantity: (await talentsNow()) + 1 },
  }),
  'POST /api/v1/subscription/:subscriptionId/quantity': async () => ({
    path: `/api/v1/subscription/${ids.subscription}/quantity`,
    body: { quantity: (await talentsNow()) + 1 },
  }),
  'GET /api/v1/invoices/mine': () => ({ path: '/api/v1/invoices/mine' }),
  'POST /api/v1/subscription/cancel/:subscriptionId': () => ({
    path: `/api/v1/subscription/cancel/${ids.subscription}`,
  }),
  // Only a cancel scheduled for the period's end can be resumed: the example schedules one first.
  'POST /api/v1/subscription/:subscriptionId/resume': async (as) => {
    await fetch(`${h.url}/api/v1/subscription/cancel/${ids.subscription}`, {
      method: 'POST',
      headers: { ...bearer(tokens[as]), 'content-type': 'application/json' },
      body: JSON.stringify({ when: 'period_end' }),
    });
    return { path: `/api/v1/subscription/${ids.subscription}/resume` };
  },
  'POST /api/v1/invoices/:latestInvoice/link': () => ({ path: `/api/v1/invoices/${ids.invoice}/link` }),
  'GET /api/v1/customers': () => ({ path: '/api/v1/customers' }),
  'POST /api/v1/billing/portal': () => ({ path: '/api/v1/billing/portal' }),
  'POST /api/v1/billing/demo/card': () => ({ path: '/api/v1/billing/demo/card' }),
  'PUT /api/v1/subscription/:subscriptionId/billing-details': () => ({
    path: `/api/v1/subscription/${ids.subscription}/billing-details`,
    body: { line1: 'Kordon Caddesi 12', city: 'İzmir', country: 'Türkiye', taxId: '1234567890' },
  }),
  'POST /api/v1/checkout/demo/subscriptions/:subscriptionId/fail-renewal': () => ({
    path: `/api/v1/checkout/demo/subscriptions/${ids.subscription}/fail-renewal`,
  }),
  'GET /api/v1/checkout/demo/:sessionId': () => ({ path: `/api/v1/checkout/demo/${ids.toPay}` }),
  'POST /api/v1/checkout/demo/:sessionId/pay': () => ({ path: `/api/v1/checkout/demo/${ids.toPay}/pay` }),
  'POST /api/v1/checkout/demo/:sessionId/cancel': () => ({
    path: `/api/v1/checkout/demo/${ids.toAbandon}/cancel`,
  }),
};

const name = (r: MountedRoute) => `${r.method.toUpperCase()} ${r.path}`;

/** docs/authorization.md's matrix: each admin route's row, whether each caller is admitted. */
const CALLERS = [...ADMIN_ROLES, 'user', 'anonymous'] as const;
const MATRIX = new Map(
  readFileSync(new URL('../../docs/authorization.md', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.match(/^\|\s*`([A-Z]+ \/\S+)`\s*\|(.+)\|\s*$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => {
      const cells = m[2]!.split('|').map((c) => c.trim());
      expect(cells, m[1]).toHaveLength(CALLERS.length);
      for (const c of cells) expect(['yes', 'no'], m[1]).toContain(c);
      return [m[1]!, Object.fromEntries(CALLERS.map((c, i) => [c, cells[i] === 'yes']))] as const;
    }),
) as Map<string, Record<(typeof CALLERS)[number], boolean>>;

const PASSWORDS = { user: 'user-password-1', admin: ADMIN.password };
/** Routes after which the caller's session is over: the walk signs in again. */
const ENDS_SESSIONS = new Set([
  'POST /api/v1/users/logout',
  'POST /api/v1/users/logout-everywhere',
  'PATCH /api/v1/users/password',
]);
async function signInAgain() {
  const login = async (email: string, password: string) =>
    (
      (await (await fetch(`${h.url}/api/v1/users/login`, json({ email, password }))).json()) as {
        token: string;
      }
    ).token;
  tokens = {
    user: await login('walker@test.example', PASSWORDS.user),
    admin: await login(ADMIN.email, PASSWORDS.admin),
  };
}

/** Calls the route's example as a given caller. */
async function call(
  r: MountedRoute,
  headers: Record<string, string> = {},
  as: 'user' | 'admin' = 'user',
  base = h.url,
) {
  const example = await examples[name(r)]!(as);
  return fetch(`${base}${example.path}`, {
    method: r.method.toUpperCase(),
    headers: {
      'accept-language': 'tr',
      ...(example.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: example.body === undefined ? undefined : JSON.stringify(example.body),
  });
}

/** Calls an admin route as a recruiter, a salesperson and a finance admin; compares with the matrix. */
async function walkRoles(r: MountedRoute) {
  const row = MATRIX.get(name(r));
  expect(row, `${name(r)} has no row in docs/authorization.md`).toBeDefined();
  for (const role of ['recruiter', 'sales', 'finance'] as const) {
    const res = await call(r, bearer(roleTokens[role]), 'admin');
    const label = `${name(r)} ${role}: ${res.status}`;
    if (row![role]) {
      expect(res.status >= 200 && res.status < 300, `${label} ${await res.clone().text()}`).toBe(true);
    } else {
      expect(res.status, label).toBe(403);
      expect(await res.json(), label).toMatchObject({
        code: 'ROLE_FORBIDDEN',
        error: text('tr', 'roles.forbidden'),
      });
    }
  }
}

describe('access levels', () => {
  it('every route has a level, and the public ones are exactly the listed ones', () => {
    const routes = h.app.routes;
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
    for (const r of routes) expect(ACCESS_LEVELS, name(r)).toContain(r.access);
    expect(routes.filter((r) => r.access === 'public').map(name)).toEqual(PUBLIC_ROUTES);
  });

  it('every guarded route has an example call', () => {
    const guarded = h.app.routes.filter((r) => r.access !== 'public').map(name);
    expect(guarded.filter((n) => !examples[n])).toEqual([]);
  });

  it('every guarded route answers 401 to anonymous callers, 403 to users and roles below it, 2xx to its own', async () => {
    const guarded = h.app.routes.filter((r) => r.access !== 'public');
    expect(guarded.map((r) => r.access)).toEqual(expect.arrayContaining(['admin', 'internal']));
    const ok = (res: Response) => res.status >= 200 && res.status < 300;
    for (const r of guarded) {
      const anonymous = await call(r);
      expect(anonymous.status, `${name(r)} anonymous`).toBe(401);
      // Refusals are written in the caller's language.
      expect((await expectBody(errorResponseSchema, anonymous)).error).toBe(
        t('tr', r.access === 'internal' ? 'api.internalSecretInvalid' : 'auth.missingToken'),
      );
      const asUser = await call(r, bearer(tokens.user));
      // Admin routes: each role the matrix refuses is refused (before the owner's call, which may change
      // the record), each it admits answers 2xx.
      if (r.access === 'admin') await walkRoles(r);
      const asAdmin = await call(r, bearer(tokens.admin), 'admin');
      if (ENDS_SESSIONS.has(name(r))) await signInAgain();
      if (r.access === 'user') {
        expect(ok(asUser), `${name(r)} user: ${asUser.status}`).toBe(true);
        expect(ok(asAdmin), `${name(r)} admin: ${asAdmin.status}`).toBe(true);
      } else if (r.access === 'admin') {
        expect(asUser.status, `${name(r)} user`).toBe(403);
        expect((await expectBody(errorResponseSchema, asUser)).error).toBe(t('tr', 'auth.forbidden'));
        expect(asAdmin.status, `${name(r)} owner: ${await asAdmin.clone().text()}`).toBeGreaterThanOrEqual(
          200,
        );
        expect(asAdmin.status, `${name(r)} owner`).toBeLessThan(300);
      } else {
        expect([asUser.status, asAdmin.status], `${name(r)} user, admin`).toEqual([401, 401]);
        const withSecret = await call(r, { [INTERNAL_SECRET_HEADER]: h.config.rebuild.secret });
        expect(ok(withSecret), `${name(r)} with the secret`).toBe(true);
      }
    }
  });

  it('the admin routes are exactly the rows of docs/authorization.md, with the roles each declares', () => {
    const admin = h.app.routes.filter((r) => r.access === 'admin');
    expect([...MATRIX.keys()].sort()).toEqual(admin.map(name).sort());
    for (const r of admin) {
      const row = MATRIX.get(name(r))!;
      expect(r.roles, name(r)).toEqual(ADMIN_ROLES.filter((role) => row[role]));
      expect([row.user, row.anonymous], `${name(r)}: user and anonymous`).toEqual([false, false]);
    }
  });

  it('under ADMIN_MFA=required, refuses every admin route to an admin without a second factor', async () => {
    const required = await startHarness({ ADMIN_MFA: 'required' });
    try {
      const admin = await adminToken(required);
      for (const r of required.app.routes.filter((x) => x.access === 'admin')) {
        const res = await call(r, bearer(admin), 'admin', required.url);
        expect(res.status, name(r)).toBe(403);
        expect(await res.json(), name(r)).toMatchObject({
          code: 'SECOND_FACTOR_REQUIRED',
          error: t('tr', 'auth.secondFactorRequired'),
        });
      }
    } finally {
      await required.close();
    }
  });

  it('answers a missing token with the spec’s words', async () => {
    const res = await fetch(`${h.url}/api/v1/jobs/all`);
    expect((await expectBody(errorResponseSchema, res)).error).toBe('Missing authentication token');
  });
});
