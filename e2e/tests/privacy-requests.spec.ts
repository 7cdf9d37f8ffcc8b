// The privacy requests journey: an admin looks up an applicant's address on /privacy-requests, sees what
// is held, downloads the archive, erases it after the confirmation, and the applicant is gone from
// /applicants; the requests show under the address and in the audit trail; the Turkish screen works the
// same; axe finds nothing in either language.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, loginFromFooter, test } from '../fixtures/journey';
import { makePdf } from '../fixtures/pdf';
import { sampleApplicant } from '@crestline/contracts/testing';

/** An application sent through the public form under `email`, to a job created for it. */
async function apply(request: APIRequestContext, email: string, lastName: string) {
  const { token } = (await (await request.post('/api/v1/users/login', { data: ADMIN })).json()) as {
    token: string;
  };
  const job = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `Privacy Clerk ${lastName}`,
      description: 'Handle requests.',
      type: 'Remote',
      location: 'Cebu City, Philippines',
      language: ['English'],
      responsibilities: ['Answer requests'],
      operatingHours: 'Day shift',
      requirements: ['Care'],
    },
  });
  const { job: created } = (await job.json()) as { job: { _id: string } };
  const res = await request.post('/api/v1/applicants', {
    multipart: {
      ...sampleApplicant,
      firstName: 'Robin',
      lastName,
      email,
      jobId: created._id,
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf('Robin resume') },
    },
  });
  expect(res.status()).toBe(201);
}

test('an admin exports and erases an address on /privacy-requests; the applicant is gone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `robin.${stamp}@e2e.example`;
  const lastName = `Forget${stamp}`;
  await apply(request, email, lastName);

  await loginFromFooter(page);
  await page.getByRole('button', { name: 'Page Admin' }).click();
  await page.getByRole('link', { name: 'Privacy Requests' }).click();
  await expect(page).toHaveURL(/\/privacy-requests\/?$/);
  // A malformed address is refused before any request.
  await page.getByLabel('Email address', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Look up' }).click();
  const held = page.getByRole('region', { name: `Held about ${email}` });
  await expect(held.getByRole('definition').nth(1)).toHaveText('1'); // Job applications (with resumes)
  await expect(held.getByText('Job applications (with resumes)')).toBeVisible();

  const download = page.waitForEvent('download');
  await held.getByRole('button', { name: 'Download archive' }).click();
  expect((await download).suggestedFilename()).toBe('personal-data.zip');

  await held.getByRole('button', { name: 'Erase...' }).click();
  const confirm = page.getByRole('dialog', { name: `Erase everything about ${email}?` });
  await expect(confirm).toContainText('Job applications (with resumes): 1');
  await expect(confirm).toContainText('payments and subscriptions, anonymised');
  await confirm.getByRole('button', { name: 'Erase for good' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: `Everything about ${email} was erased.` }),
  ).toBeVisible();
  await expect(held.getByText('Nothing is held about this address.')).toBeVisible();
  const past = page.getByRole('table', { name: 'Past requests' });
  await expect(past.getByRole('row').filter({ hasText: 'Erasure' })).toHaveCount(1);
  await expect(past.getByRole('row').filter({ hasText: 'Export' })).toHaveCount(1);
  const axeEn = await new AxeBuilder({ page }).analyze();
  expect(axeEn.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // The applicant is gone from /applicants.
  await page.goto('/applicants');
  await page.getByLabel('Search by name, email or words in the resume').fill(lastName);
  await expect(page.getByText('No applicants match your search criteria.')).toBeVisible();

  // Both requests are in the audit trail, found by the address.
  await page.goto('/audit');
  await page.getByLabel('Record (name or ID)').fill(email);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row').filter({ hasText: 'Personal data erased' })).toHaveCount(1);
  await expect(trail.getByRole('row').filter({ hasText: 'Personal data exported' })).toHaveCount(1);

  // The Turkish screen: the same address, nothing left, both past requests.
  await page.goto('/tr/privacy-requests');
  await page.getByLabel('E-posta adresi', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page.getByText('Bu adres hakkında hiçbir kayıt tutulmuyor.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Geçmiş talepler' }).getByRole('row').filter({ hasText: 'Silme' }),
  ).toHaveCount(1);
  const axeTr = await new AxeBuilder({ page }).analyze();
  expect(axeTr.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
