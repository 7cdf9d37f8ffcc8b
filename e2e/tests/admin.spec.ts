// Admin journeys: log in from the footer panel; add a job (it shows on /career and, after the rebuild,
// as a static page with JobPosting data), deactivate it (it leaves /career); open an applicant who
// applied with a PDF, view the resume, set status Interview with a remark, and see it after a reload
// and in the history; mark an inquiry and a message read and comment on each; a plain user and a
// forged isAdmin see no data. Also axe on every admin screen in en and tr, and the screens at 390 px.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, loginFromFooter, test } from '../fixtures/journey';
import { makePdf } from '../fixtures/pdf';
import { sampleApplicant } from '@crestline/contracts/testing';

async function apiToken(request: APIRequestContext) {
  const res = await request.post('/api/v1/users/login', { data: ADMIN });
  return ((await res.json()) as { token: string }).token;
}

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

test('an admin adds a job, sees it on /career and as a static job page, then deactivates it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await loginFromFooter(page);
  await page.getByRole('button', { name: 'Page Admin' }).click();
  await page.getByRole('link', { name: 'Job Posting' }).click();
  await expect(page).toHaveURL(/\/adminjobspage\/?$/);
  const title = `Payroll Specialist ${unique()}`;
  await page.getByRole('button', { name: 'Add job' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a job' });
  await expect(modal.getByLabel('Job type')).toHaveValue('On-site');
  await modal.getByRole('button', { name: 'Add job' }).click();
  await expect(modal.getByText('Please fill in all required fields.')).toBeVisible();
  await modal.getByLabel('Job title', { exact: true }).fill(title);
  await modal.getByLabel('Description', { exact: true }).fill('Run payroll for US clients.');
  await modal.getByLabel('Location', { exact: true }).fill('Davao City, Philippines');
  await modal.getByLabel('Languages', { exact: true }).fill('English\n\nSpanish');
  await modal.getByLabel('Key responsibilities', { exact: true }).fill('Run payroll\n\n\n\nFile taxes');
  await modal.getByLabel('Operating hours', { exact: true }).fill('Monday to Friday, US hours');
  await modal.getByLabel('Requirements', { exact: true }).fill('Two years of payroll');
  await modal.getByRole('button', { name: 'Add job' }).click();
  await expect(modal).toBeHidden();
  const table = page.getByRole('table', { name: 'Job postings' });
  await expect(table.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // Live on /career at once (the island reads the API).
  await page.goto('/career');
  await page.getByLabel('Search jobs').fill(title);
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;

  // After the debounced rebuild: a static page with the job and its JobPosting data in the HTML.
  await expect
    .poll(
      async () => {
        const html = await (await request.get(href)).text();
        return (
          html.includes(`<h1 class="job-detail-title">${title}</h1>`) && html.includes('"@type":"JobPosting"')
        );
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBe(true);
  await expect.poll(async () => (await (await request.get('/career')).text()).includes(title)).toBe(true);

  // Deactivate: the switch sets the opposite value and /career no longer lists it.
  await page.goto('/adminjobspage');
  await page.getByLabel('Search by title, description, type, location or language').fill(title);
  const toggle = page.getByRole('switch', { name: `${title} is published` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.goto('/career');
  await page.getByLabel('Search jobs').fill(title);
  await expect(page.getByText('No jobs match your search criteria.')).toBeVisible();
});

test('an admin reviews an applicant who applied with a PDF: resume, status Interview, history', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as {
    jobs: { _id: string; title: string }[];
  };
  const job = jobs.jobs[0]!;
  const last = `Tester${unique()}`;
  const res = await request.post('/api/v1/applicants', {
    multipart: {
      ...sampleApplicant,
      firstName: 'Rhea',
      lastName: last,
      email: `rhea.${unique()}@e2e.example`,
      jobId: job._id,
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: makePdf('Rhea resume') },
    },
  });
  expect(res.status()).toBe(201);
  void token;

  await loginFromFooter(page);
  await page.goto(`/job/${job._id}/applicants`);
  await page.getByLabel('Search', { exact: true }).fill(last);
  await page.getByRole('button', { name: `View the resume of Rhea ${last}` }).click();
  const viewer = page.getByRole('dialog', { name: `Resume of Rhea ${last}` });
  const frame = viewer.locator('iframe');
  const src = (await frame.getAttribute('src'))!;
  expect((await request.get(src)).headers()['content-type']).toBe('application/pdf');
  await expect(viewer.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('button', { name: `Edit the status and remarks of Rhea ${last}` }).click();
  await page.getByLabel(`Status of Rhea ${last}`).selectOption('Interview');
  await page.getByLabel(`Remarks on Rhea ${last}`).fill('Clear voice, book a call');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved successfully.')).toBeVisible();
  await page.reload();
  await page.getByLabel('Search', { exact: true }).fill(last);
  await expect(page.getByRole('cell', { name: 'Interview' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Clear voice, book a call' })).toBeVisible();

  await page.goto('/applicants');
  await page.getByLabel('Search by name, email or words in the resume').fill(last);
  await page.getByRole('row', { name: `Open the application of Rhea ${last}` }).click();
  await expect(page).toHaveURL(/\/applicantDetails\//);
  await expect(page.getByRole('heading', { name: `Rhea ${last}` })).toBeVisible();
  const history = page.getByRole('table', { name: 'Status history' });
  await expect(history.getByRole('cell', { name: 'Received → Interview' })).toBeVisible();
  // The status mail is previewed in the applicant's language and sent by the API (no mailto: link).
  await expect(page.getByRole('figure', { name: 'Preview in English' })).toContainText(
    'Invitation to an initial interview',
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeDisabled();
});

test('an admin marks an inquiry and a message read and comments on each; comments survive a reload', async ({
  page,
  request,
}) => {
  const who = unique();
  await request.post('/api/v1/inquiries', {
    data: {
      firstName: 'Quinn',
      lastName: who,
      email: 'quinn@e2e.example',
      phone: '+1 555 0101',
      location: 'Austin, TX',
      company: 'Acme',
      noOfStaff: 3,
      message: 'Three agents.',
    },
  });
  await request.post('/api/v1/messages', {
    data: {
      fullName: `Mona ${who}`,
      email: 'mona@e2e.example',
      phone: '+1 555 0102',
      website: 'https://acme.example',
      message: 'Call me.',
    },
  });
  await loginFromFooter(page);
  for (const [path, name, comment] of [
    ['/inquiries', `Quinn ${who}`, 'Quote sent on Monday'],
    ['/messages', `Mona ${who}`, 'Called back'],
  ] as const) {
    await page.goto(path);
    await page.getByLabel('Search', { exact: true }).fill(who);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Unread')).toBeVisible();
    await row.getByRole('button', { name: 'Mark as Read' }).click();
    await expect(row.getByText('Read', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Mark as Read' })).toBeHidden();
    await row.getByRole('button', { name: 'Add Comment' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Comment' });
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal.getByText('Please enter a comment.')).toBeVisible();
    await modal.getByLabel('Comment').fill(comment);
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(modal).toBeHidden();
    await page.reload();
    await page.getByLabel('Search', { exact: true }).fill(who);
    await page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: /^Details of/ })
      .click();
    const details = page.getByRole('dialog', { name: `Details of ${name}` });
    await expect(details.getByText(comment)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit Comment' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  }
});

test('a plain user, a visitor and a forged isAdmin see no admin data', async ({ page, request }) => {
  const email = `plain.${unique()}@e2e.example`;
  await request.post('/api/v1/users/register', {
    data: { name: 'Plain User', email, password: 'plain-password-1' },
  });
  const signedIn = await request.post('/api/v1/users/login', {
    data: { email, password: 'plain-password-1' },
  });
  const user = (await signedIn.json()) as Record<string, unknown>;
  await page.goto('/adminjobspage');
  await expect(page.getByText('Please log in with an administrator account to see it.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // A plain user who types the address; then the same user with isAdmin forged in local storage.
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  await page.goto('/adminjobspage');
  await expect(page.getByText(/logged in with an account that is not an administrator/)).toBeVisible();
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify({ ...u, isAdmin: true })), user);
  await page.goto('/adminjobspage');
  // The screen follows the roles the stored account carries (none here): the "not for your role" page, and
  // the API refuses the forged admin's token all the same.
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(page.getByRole('cell')).toHaveCount(0);
  const forged = await request.get('/api/v1/jobs/all', {
    headers: { authorization: `Bearer ${String(user.token)}` },
  });
  expect(forged.status()).toBe(403);
});

// Every screen of the admin shell's side menu (AdminShell.astro).
const screens = [
  '/admin',
  '/adminjobspage',
  '/applicants',
  '/inquiries',
  '/messages',
  '/franchise-applications',
  '/payments',
  '/subscription',
  '/customers',
  '/refunds',
  '/privacy-requests',
  '/audit',
  '/admins',
];

test('the admin screens pass axe in en and tr and stay usable at 390 and 1,366 px', async ({ page }) => {
  test.setTimeout(360_000);
  await loginFromFooter(page);
  const failures: string[] = [];
  for (const path of [...screens, ...screens.map((s) => `/tr${s}`)]) {
    await page.goto(path);
    // A list screen shows its table (or a status while loading / when empty); the admin home shows its
    // summary regions. A site rebuild started by the first journey may still be using both cores: allow
    // for slow hydration.
    await expect(
      page.getByRole('status').or(page.getByRole('table')).or(page.getByRole('region')).first(),
    ).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
  }
  expect(failures).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Nothing but the tables' own scroll boxes is wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // The back office's frame uses the width of a laptop without sideways page scroll.
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const path of screens) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} at 1366 px`).toBeLessThanOrEqual(0);
  }
});
