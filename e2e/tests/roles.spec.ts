// Admin roles (docs/authorization.md): the owner invites a recruiter on /admins; the recruiter sees only the
// recruiting menus and home tiles, opens a CV, moves the applicant on, and gets the "not for your role" page
// on /payments (en and tr); a finance admin refunds a payment and gets that page on /applicants. axe on each
// of those pages.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';
import { waitForMail } from '../fixtures/mail';
import { makePdf } from '../fixtures/pdf';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Signs in through the API and keeps the session as the login panel does. */
async function useSession(page: Page, session: Record<string, unknown>) {
  await page.goto('/');
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), session);
}

async function login(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/users/login', { data: { email, password } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown> & { token: string };
}

/** An invitation by the owner (through the API), accepted by the invitee: answers their session. */
async function invited(request: APIRequestContext, roles: string[]) {
  const owner = await login(request, ADMIN.email, ADMIN.password);
  const email = `${roles.join('.')}.${unique()}@e2e.example`;
  const sent = await request.post('/api/v1/admins/invitations', {
    data: { email, roles },
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail(email, { contains: /admin-invitation\?token=/ });
  const token = /admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
  const accepted = await request.post(`/api/v1/admins/invitations/${token}`, {
    data: { name: `${roles.join(' ')} person`, password: 'role-password-1' },
  });
  expect(accepted.ok()).toBe(true);
  return (await accepted.json()) as Record<string, unknown>;
}

const menuItems = async (page: Page) =>
  page
    .locator('#admin-sidebar [data-screen]')
    .evaluateAll((items) =>
      items
        .filter((el) => (el as HTMLElement).style.display !== 'none')
        .map((el) => el.getAttribute('data-screen')),
    );

test('the owner invites a recruiter, who sees only recruiting and is refused /payments', async ({ page }) => {
  test.setTimeout(120_000);
  // The owner's invitation on /admins, with the recruiter role.
  const owner = await login(page.request, ADMIN.email, ADMIN.password);
  await useSession(page, owner);
  await page.goto('/admins');
  const email = `recruiter.${unique()}@e2e.example`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('checkbox', { name: /^Recruiter/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation was sent to ${email}.`, { exact: false })).toBeVisible();
  const mail = await waitForMail(email, { contains: /admin-invitation\?token=/ });
  const token = /admin-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.body)![1];
  const accepted = await page.request.post(`/api/v1/admins/invitations/${token}`, {
    data: { name: 'Rae Recruiter', password: 'role-password-1' },
  });
  const recruiter = (await accepted.json()) as Record<string, unknown>;
  expect(recruiter).toMatchObject({ isAdmin: true, roles: ['recruiter'] });

  // An application with a CV, for the recruiter to open.
  const { jobs } = (await (await page.request.get('/api/v1/jobs/active')).json()) as {
    jobs: { _id: string }[];
  };
  const applied = await page.request.post('/api/v1/applicants', {
    multipart: {
      jobId: jobs[0]!._id,
      firstName: 'Cora',
      lastName: 'Candidate',
      email: `cora.${unique()}@e2e.example`,
      phone: '09171234567',
      zipCode: '8000',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: 'true',
      yearsOfCustomerServiceExperience: '2',
      yearsOfCallCenterExperience: '3',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf() },
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicantId = ((await applied.json()) as { applicant: { _id: string } }).applicant._id;

  await useSession(page, recruiter);
  await page.goto('/admin');
  await expect(page.getByText('Your roles: Recruiter')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applicants in the last 7 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payments and subscriptions' })).toHaveCount(0);
  expect(await menuItems(page)).toEqual([
    '/admin',
    '/applicants',
    '/adminjobspage',
    '/franchise-applications',
  ]);
  await expectNoAxeViolations(page);

  // The CV opens through its signed link.
  await page.goto(`/applicantDetails/${applicantId}`);
  const cv = page.getByRole('link', { name: 'Open the resume in a new tab' });
  const href = await cv.getAttribute('href');
  expect(href).toMatch(/\/files\//);
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The recruiter moves the applicant on, with the mail to them (its preview is in their language).
  await page.getByLabel('New status', { exact: true }).selectOption({ value: 'Interview' });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/v1/applicants/${applicantId}`),
  );
  await page.getByRole('button', { name: 'Save status and send email' }).click();
  expect((await saved).status()).toBe(200);

  // Not for this role, in English and Turkish; no table.
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Admin Dashboard - Payments' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/tr/payments');
  await expect(page.getByRole('heading', { name: 'Rolünüze açık değil' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a finance admin refunds a payment and is refused /applicants', async ({ page }) => {
  test.setTimeout(120_000);
  // A paid demo purchase by a buyer.
  const buyer = { name: 'Bo Buyer', email: `bo.${unique()}@e2e.example`, password: 'buyer-password-1' };
  // Sign-up answers "check your email" and signs no one in: the buyer logs in after it.
  expect((await page.request.post('/api/v1/users/register', { data: buyer })).status()).toBe(201);
  const loggedIn = await page.request.post('/api/v1/users/login', {
    data: { email: buyer.email, password: buyer.password },
  });
  const { token } = (await loggedIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v1/stripe/createSubscribe', {
    headers: auth,
    data: { role: 'sr_technical', noOfRoles: 1, noOfMonths: 1, region: 'US', billingCycle: 'hourly' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const session = new URL(((await created.json()) as { url: string }).url, 'http://x').searchParams.get(
    'session',
  );
  expect((await page.request.post(`/api/v1/checkout/demo/${session}/pay`, { headers: auth })).ok()).toBe(
    true,
  );

  await useSession(page, await invited(page.request, ['finance']));
  await page.goto('/payments');
  const all = page.getByRole('table', { name: 'Admin Dashboard - Payments' });
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(buyer.email);
  const row = all.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toHaveCount(1);
  const dialog = page.getByRole('dialog');
  // The list settles (search, then the rows' own loads) before its row action opens the refund dialog.
  await expect(async () => {
    await row.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByLabel(/Amount to refund/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialog.getByLabel(/Amount to refund/).fill('10');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').getByText(/The refund of \$10\.00 was sent/)).toBeVisible();
  expect(await menuItems(page)).toEqual(['/admin', '/payments', '/subscription', '/customers', '/refunds']);

  await page.goto('/applicants');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText(/not part of your role \(Finance\)/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/tr/applicants');
  await expect(page.getByRole('heading', { name: 'Rolünüze açık değil' })).toBeVisible();
});
