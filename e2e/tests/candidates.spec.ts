// Finding the right candidate: an applicant who applied with a PDF is found on /applicants by a word that
// is only in their resume, with a highlighted snippet of where it matched (en and tr) and a mark that they
// applied before; their details list the earlier application, linked both ways. axe passes on each screen.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { makePdf } from '../fixtures/pdf';

const ADMIN = { email: 'admin@e2e.example', password: 'e2e-admin-password' };

let pageErrors: Error[] = [];
test.beforeEach(({ page }) => {
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error));
});
test.afterEach(() => {
  expect(pageErrors.map((e) => e.message)).toEqual([]);
});

async function loginFromFooter(page: Page) {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Login', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByLabel('Email address').fill(ADMIN.email);
  await panel.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel).toBeHidden();
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** A word no other resume holds: letters only, so it is one word for the search. */
const uniqueWord = () =>
  `zorbex${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function apply(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string; phone: string },
  jobId: string,
  resume: string,
) {
  const res = await request.post('/api/v1/applicants', {
    multipart: {
      ...person,
      zipCode: '8000',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: 'true',
      yearsOfCustomerServiceExperience: '2',
      yearsOfCallCenterExperience: '1',
      jobId,
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf(resume) },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { applicant: { _id: string } }).applicant._id;
}

test('an admin finds an applicant by a word in the resume, with the snippet, in en and tr', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as {
    jobs: { _id: string; title: string }[];
  };
  const word = uniqueWord();
  const last = `Finder${unique()}`;
  const email = `iris.${unique()}@e2e.example`;
  const phone = `09${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  // An earlier application of the same person (the email in other case) to another job.
  const earlierJob = jobs.jobs[1] ?? jobs.jobs[0]!;
  const earlier = await apply(
    request,
    { firstName: 'Iris', lastName: last, email: email.toUpperCase(), phone },
    earlierJob._id,
    'An older resume',
  );
  await apply(
    request,
    { firstName: 'Iris', lastName: last, email, phone },
    jobs.jobs[0]!._id,
    `Certified ${word} specialist with invoicing experience`,
  );

  await loginFromFooter(page);
  await page.goto('/applicants');
  const search = page.getByLabel('Search by name, email or words in the resume');
  await search.fill(word);
  // The resume is read in the background: within seconds the row is there, with where it matched.
  // (The earlier application has the same name: the row is the one showing the word.)
  const row = page
    .getByRole('row', { name: new RegExp(`Open the application of Iris ${last}`) })
    .filter({ hasText: word });
  await expect(async () => {
    await page.reload();
    await search.fill(word);
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('In the resume:')).toBeVisible();
  await expect(row.getByText('Applied before')).toBeVisible();
  await expect(row.locator('mark')).toHaveText(word);
  await expect(row).toContainText(`Certified ${word} specialist with invoicing experience`);
  await page.waitForLoadState('networkidle');
  const en = await new AxeBuilder({ page }).analyze();
  expect(en.violations.map((v) => v.id)).toEqual([]);

  // A word form: "invoice" finds "invoicing".
  await search.fill(`invoice ${word}`);
  await expect(row.locator('mark')).toHaveText([word, 'invoicing']);

  await page.goto('/tr/applicants');
  const trSearch = page.getByLabel('Ad, e-posta veya özgeçmişteki kelimelere göre arayın');
  await trSearch.fill(word);
  const trRow = page.getByRole('row', { name: new RegExp(`Iris ${last}`) }).filter({ hasText: word });
  await expect(trRow.getByText('Özgeçmişte:')).toBeVisible();
  await expect(trRow.locator('mark')).toHaveText(word);
  await page.waitForLoadState('networkidle');
  const tr = await new AxeBuilder({ page }).analyze();
  expect(tr.violations.map((v) => v.id)).toEqual([]);

  await expect(trRow.getByText('Daha önce başvurdu')).toBeVisible();
  await trRow.click();
  await expect(page).toHaveURL(/\/tr\/applicantDetails\//);
  await expect(page.getByRole('heading', { name: `Iris ${last}` })).toBeVisible();
  // The earlier application, with its job, a link to it, and how it matched.
  const others = page.getByRole('table', { name: 'Diğer başvuruları' });
  const link = others.getByRole('link', { name: earlierJob.title });
  await expect(link).toHaveAttribute('href', new RegExp(`/tr/applicantDetails/${earlier}`));
  await expect(others.getByRole('cell', { name: 'E-posta, Telefon', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const details = await new AxeBuilder({ page }).analyze();
  expect(details.violations.map((v) => v.id)).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/tr/applicantDetails/${earlier}`));
  await expect(
    page.getByRole('table', { name: 'Diğer başvuruları' }).getByRole('link', { name: jobs.jobs[0]!.title }),
  ).toBeVisible();
});
