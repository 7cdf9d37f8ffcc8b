// Careers journeys: a visitor filters the open jobs, reads one, and applies with a PDF resume dropped on
// the form; the application reaches the admin's applicant list, its resume link and the mail sink.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';
import { makePdf } from '../fixtures/pdf';
import { waitForMail } from '../fixtures/mail';
import { acceptNextDialog } from '../fixtures/dialogs';
import {
  filterJobs,
  locationOptions,
  paginate,
  sortJobs,
  typeOptions,
  type CareersPageSize,
} from '@crestline/contracts/careers-list';
import type { CareersSortOption } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts';

interface Job {
  _id: string;
  title: string;
  description: string;
  type: string;
  location: string;
  language: string[];
  responsibilities: string[];
  operatingHours: string;
  requirements: string[];
  /** The optional Turkish title (null when the admin gave none). */
  titleTr?: string | null;
}

/** The board the journeys read: the demo jobs and more, up to this many active jobs. */
const BOARD_SIZE = 60;

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

// Titles in both scripts (İ, ı, Ç, Ş, Ö sort differently in Turkish), mixed case, shared posting days.
const EXTRA_TITLES = [
  'Çağrı Merkezi Temsilcisi',
  'İnsan Kaynakları Uzmanı',
  'ılık Destek',
  'Işık Tasarımcısı',
  'customer care agent',
  'Data Entry Clerk',
  'Şube Asistanı',
  'Öğrenci Koordinatörü',
  'Zoning Analyst',
  'appointment setter',
];
const EXTRA_LOCATIONS = [
  'Davao City, Philippines',
  'İzmir, Türkiye',
  'Cebu City, Philippines',
  'Ankara',
  'Manila, Philippines',
  'Çorum',
];
const EXTRA_TYPES = ['Remote', 'Hybrid', 'On-site'];

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const res = await request.get('/api/v1/jobs/active');
  const { jobs } = (await res.json()) as { jobs: Job[] };
  const headers = await adminHeaders(request);
  for (let i = jobs.length; i < BOARD_SIZE; i++) {
    const created = await request.post('/api/v1/jobs', {
      headers,
      data: {
        title: `${EXTRA_TITLES[i % EXTRA_TITLES.length]} ${i}`,
        description: i % 3 ? `Support our clients by chat and e-mail (${i}).` : 'Answer CUSTOMER calls.',
        type: EXTRA_TYPES[i % EXTRA_TYPES.length],
        location: EXTRA_LOCATIONS[Math.floor(i / 3) % EXTRA_LOCATIONS.length],
        language: ['English'],
        responsibilities: ['Answer questions'],
        operatingHours: 'Day shift',
        requirements: ['Good English'],
      },
    });
    expect(created.status()).toBe(201);
  }
});

async function activeJobs(request: APIRequestContext): Promise<Job[]> {
  const res = await request.get('/api/v1/jobs/active');
  expect(res.ok()).toBe(true);
  const { jobs } = (await res.json()) as { jobs: Job[] };
  expect(jobs.length).toBeGreaterThanOrEqual(BOARD_SIZE);
  return jobs;
}

const primaryLocation = (job: Job) => (job.location.split(',')[0] ?? '').trim();
const countText = (n: number) => (n === 1 ? '1 job found' : `${n} jobs found`);
const pagesOf = (n: number) => Math.max(1, Math.ceil(n / 5));

/** The pagination shows `pages` numbered buttons with `page` marked as the current one. */
async function expectPage(pagination: Locator, page: number, pages: number) {
  await expect(pagination.locator('.page-of')).toHaveText(`Page ${page} of ${pages}`);
  await expect(pagination.getByRole('button', { name: `Page ${pages}`, exact: true })).toBeVisible();
  await expect(pagination.locator('[aria-current="page"]')).toHaveAccessibleName(`Page ${page}`);
}

/** The texts of a select's options other than the "all" option. */
async function optionValues(select: Locator): Promise<string[]> {
  return (await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value)))
    .filter(Boolean)
    .sort();
}

/** A file dropped on an element the way a browser does it: dragenter, dragover, drop with a DataTransfer. */
async function dropFile(page: Page, target: Locator, file: { name: string; type: string; bytes: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.type, base64: file.bytes.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

test('a visitor filters the careers list, opens a job and goes to its application', async ({
  page,
  request,
}) => {
  const jobs = await activeJobs(request);
  await page.goto('/career');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

  const count = page.locator('.careers-count');
  const cards = page.getByRole('article');
  const pagination = page.getByRole('navigation', { name: 'Job list pages' });
  await expect(count).toHaveText(countText(jobs.length));
  await expect(cards).toHaveCount(5);
  await expectPage(pagination, 1, pagesOf(jobs.length));

  // Search narrows the list and the count (case-insensitive, title or description).
  const term = 'CUSTOMER';
  const matching = jobs.filter((j) => `${j.title}\n${j.description}`.toLowerCase().includes('customer'));
  expect(matching.length).toBeGreaterThan(0);
  expect(matching.length).toBeLessThan(jobs.length);
  await page.getByLabel('Search jobs').fill(term);
  await expect(count).toHaveText(countText(matching.length));
  await expect(cards).toHaveCount(Math.min(5, matching.length));
  for (const title of await cards.getByRole('heading').allTextContents()) {
    expect(matching.map((j) => j.title)).toContain(title);
  }
  await page.getByLabel('Search jobs').fill('no job has this text xyzzy');
  await expect(page.getByText('No jobs match your search criteria.')).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.getByLabel('Search jobs').fill('');
  await expect(count).toHaveText(countText(jobs.length));

  // Type and location options depend on each other; a change goes back to page 1.
  const typeSelect = page.getByLabel('Job type');
  const locationSelect = page.getByLabel('Location');
  const remote = jobs.filter((j) => j.type === 'Remote');
  expect(remote.length).toBeGreaterThan(5);
  await pagination.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectPage(pagination, 2, pagesOf(jobs.length));
  await typeSelect.selectOption('Remote');
  await expect(count).toHaveText(countText(remote.length));
  await expectPage(pagination, 1, pagesOf(remote.length));
  expect(await optionValues(locationSelect)).toEqual([...new Set(remote.map(primaryLocation))].sort());

  const location = 'Davao City';
  const here = jobs.filter((j) => primaryLocation(j) === location);
  const remoteHere = here.filter((j) => j.type === 'Remote');
  expect(remoteHere.length).toBeGreaterThan(0);
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expectPage(pagination, 2, pagesOf(remote.length));
  await locationSelect.selectOption(location);
  await expect(count).toHaveText(countText(remoteHere.length));
  await expect(cards).toHaveCount(Math.min(5, remoteHere.length));
  if (remoteHere.length > 5) await expectPage(pagination, 1, pagesOf(remoteHere.length));
  else await expect(pagination).toBeHidden();
  expect(await optionValues(typeSelect)).toEqual([...new Set(here.map((j) => j.type))].sort());

  // Page size All shows every result on one page.
  await typeSelect.selectOption('');
  await locationSelect.selectOption('');
  await expect(count).toHaveText(countText(jobs.length));
  await expect(cards).toHaveCount(5);
  await page.getByLabel('Jobs per page').selectOption('all');
  await expect(cards).toHaveCount(jobs.length);
  await expect(pagination).toBeHidden();

  // A card opens the job with all its fields.
  const job = jobs.find((j) => j.title === 'Customer Service Representative') ?? jobs[0]!;
  await cards.getByRole('link', { name: job.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/job/${job._id}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect.poll(() => page.title()).toContain(job.title);
  const detail = page.locator('article.job-detail');
  await expect(detail.getByText(job.description, { exact: true })).toBeVisible();
  const fact = (label: string) =>
    detail.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
  await expect(fact('Job type')).toHaveText(job.type);
  await expect(fact('Location')).toHaveText(job.location);
  await expect(fact('Languages')).toHaveText(job.language.join(', '));
  await expect(fact('Operating hours')).toHaveText(job.operatingHours);
  const list = (heading: string) => page.getByRole('region', { name: heading }).getByRole('listitem');
  await expect(list('Key responsibilities')).toHaveText(job.responsibilities);
  await expect(list('Requirements')).toHaveText(job.requirements);

  // Structured data for search engines.
  const jsonLd = page.locator('script[type="application/ld+json"]#job-posting-jsonld');
  await expect(jsonLd).toHaveCount(1);
  const posting = JSON.parse((await jsonLd.textContent()) ?? '{}') as Record<string, unknown>;
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(job.title);
  expect(posting.datePosted).toBeTruthy();
  if (job.type === 'Remote') {
    // Fully remote (Google's TELECOMMUTE): where applicants may live, and no office address.
    expect(posting.jobLocationType).toBe('TELECOMMUTE');
    expect(posting.applicantLocationRequirements).toMatchObject({ '@type': 'Country' });
    expect(posting.jobLocation).toBeUndefined();
  } else expect(JSON.stringify(posting.jobLocation)).toContain(primaryLocation(job));

  await page.getByRole('link', { name: 'Apply now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/application/${job._id}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Job application' })).toBeVisible();
  await expect(page.getByRole('link', { name: job.title })).toBeVisible();
});

test('a visitor applies with a dropped PDF and the application reaches the admin and the mail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [job] = await activeJobs(request);
  const email = `applicant.${Date.now()}@e2e.example`;
  await page.goto(`/application/${job!._id}`);
  await expect(page.getByRole('link', { name: job!.title })).toBeVisible();

  // Nothing filled: the form says so and names the first problem.
  const submit = page.getByRole('button', { name: 'Submit application' });
  await submit.click();
  await expect(page.getByText('Please fill out all fields correctly.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('First name is required.');
  await expect(page.getByLabel('First name')).toBeFocused();

  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('09171234567');
  await page.getByLabel('Zip code').fill('8000');
  await page.getByLabel('Fluent language').selectOption('English');
  const choose = async (group: string, option: string) =>
    page.getByRole('group', { name: group }).getByRole('radio', { name: option, exact: true }).check();
  await choose('Number of staff handled', '5-15');
  await choose('Are you willing to undergo a background check?', 'Yes');
  await choose('Years of customer service experience', '2 years');
  await choose('Years of call center experience', '3+ years');
  // Everything but the resume: its message is the one left.
  await expect(page.getByRole('alert')).toHaveText('Please upload your resume.');

  // A dropped file that is not a PDF is refused and not kept.
  const dropZone = page.locator('label.drop-zone');
  await dropFile(page, dropZone, {
    name: 'resume.txt',
    type: 'text/plain',
    bytes: Buffer.from('not a pdf'),
  });
  await expect(page.getByRole('alert')).toHaveText('Please upload a PDF file.');
  await expect(page.getByText(/^Selected file:/)).toBeHidden();

  // A real PDF dropped the same way is kept.
  await dropFile(page, dropZone, { name: 'maria-santos.pdf', type: 'application/pdf', bytes: makePdf() });
  await expect(page.getByText('Selected file: maria-santos.pdf')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  const dialog = acceptNextDialog(page);
  await submit.click();
  const alert = await dialog;
  expect(alert.type).toBe('alert');
  expect(alert.message).toBe('Application submitted successfully!');

  // The form starts over.
  await expect(page.getByLabel('First name')).toHaveValue('');
  await expect(page.getByLabel('Email address')).toHaveValue('');
  await expect(page.getByLabel('Fluent language')).toHaveValue('');
  await expect(page.getByText(/^Selected file:/)).toBeHidden();
  await expect(submit).toBeEnabled();

  // The admin sees the applicant, with status Received and a working resume link.
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const res = await request.get(`/api/v1/jobs/${job!._id}/applicants`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    applicantIds: { email: string; firstName: string; status: string; resumeLink: string }[];
  };
  const applicant = body.applicantIds.find((a) => a.email === email);
  expect(applicant).toMatchObject({ firstName: 'Maria', status: 'Received' });
  const resumeUrl = new URL(applicant!.resumeLink);
  const resume = await request.get(resumeUrl.pathname + resumeUrl.search);
  expect(resume.status()).toBe(200);
  expect(resume.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await resume.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The applicant gets a confirmation.
  const mail = await waitForMail(email);
  expect(mail.body).toContain(job!.title);
});

/** What the careers list showed for these choices when it computed them in the browser from every job. */
function expected(
  jobs: Job[],
  lang: 'en' | 'tr',
  f: { search: string; type: string; location: string; sort: CareersSortOption },
  page: number,
  size: CareersPageSize,
) {
  const board = jobs.map((j) => ({ ...j, postingDate: (j as Job & { postingDate: string }).postingDate }));
  const results = sortJobs(filterJobs(board, f), f.sort, lang);
  const shown = paginate(results, page, size);
  return {
    titles: shown.items.map((j) => j.title),
    count: t(lang, 'careers.resultCount', { count: results.length }),
    pages: shown.pages,
    types: typeOptions(board, f.location),
    locations: locationOptions(board, f.type, lang),
  };
}

for (const lang of ['en', 'tr'] as const) {
  test(`${lang}: search, filters, sort and pages give the results the client-side list gave`, async ({
    page,
    request,
  }) => {
    const jobs = await activeJobs(request);
    await page.goto(lang === 'en' ? '/career' : '/tr/career');
    const cards = page.getByRole('article').getByRole('heading');
    const count = page.locator('.careers-count');
    const [typeSelect, locationSelect, sortSelect] = [0, 1, 2].map((n) =>
      page.locator('.careers-filters select').nth(n),
    ) as [Locator, Locator, Locator];
    const search = page.locator('.careers-filters input[type=search]');
    const pagination = page.locator('nav.pagination');
    const f = { search: '', type: '', location: '', sort: 'postingDate_desc' as CareersSortOption };
    let pageNo = 1;
    let size: CareersPageSize = 5;
    const check = async () => {
      const want = expected(jobs, lang, f, pageNo, size);
      await expect(count).toHaveText(want.count);
      await expect(cards).toHaveText(want.titles);
      if (want.pages > 1) {
        await expect(pagination.locator('[aria-current="page"]')).toHaveText(String(pageNo));
      } else await expect(pagination).toHaveCount(0);
      const values = async (select: Locator) =>
        (
          await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
        ).slice(1);
      expect(await values(typeSelect)).toEqual(want.types);
      expect(await values(locationSelect)).toEqual(want.locations);
    };
    await check();

    // Titles in the language's alphabetical order, a later page, and back to page 1 on every change.
    f.sort = 'title_asc';
    await sortSelect.selectOption(f.sort);
    await check();
    await pagination.locator('button').last().click();
    pageNo = 2;
    await check();
    await pagination.locator('button').last().click();
    pageNo = 3;
    await check();
    f.search = 'DESTEK';
    await search.fill('DESTEK');
    pageNo = 1;
    await check();
    f.search = '';
    await search.fill('');
    await check();
    await pagination.locator('button').filter({ hasText: /^2$/ }).click();
    pageNo = 2;
    await check();
    f.type = 'Remote';
    await typeSelect.selectOption('Remote');
    pageNo = 1;
    await check();
    f.location = 'İzmir';
    await locationSelect.selectOption('İzmir');
    await check();
    f.type = '';
    await typeSelect.selectOption('');
    await check();
    f.sort = 'title_desc';
    await sortSelect.selectOption(f.sort);
    await check();
    f.location = '';
    await locationSelect.selectOption('');
    await check();
    size = 'all';
    await page.locator('.careers-page-size select').selectOption('all');
    await check();
    f.sort = 'postingDate_asc';
    await sortSelect.selectOption(f.sort);
    await check();
  });
}

for (const lang of ['en', 'tr'] as const) {
  test(`${lang}: a search and type chosen before the list hydrates are kept and give the same results`, async ({
    page,
    request,
  }) => {
    const jobs = await activeJobs(request);
    // A slow phone: the page is painted, its scripts held back until the visitor has chosen.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(lang === 'en' ? '/career' : '/tr/career', { waitUntil: 'commit' });
    const cards = page.getByRole('article').getByRole('heading');
    // The built page carries the first page of jobs (the build may be a few seconds older than the board).
    await expect(cards).toHaveCount(5);
    await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
    await page.locator('.careers-filters input[type=search]').fill('DESTEK');
    await page.locator('.careers-filters select').first().selectOption('Remote');
    open();
    // The islands that load with the page (the job-alert form under the list hydrates when the browser is idle).
    await expect(page.locator('astro-island[ssr]:not([client="visible"]):not([client="idle"])')).toHaveCount(
      0,
      {
        timeout: 30_000,
      },
    );
    const want = expected(
      jobs,
      lang,
      { search: 'DESTEK', type: 'Remote', location: '', sort: 'postingDate_desc' },
      1,
      5,
    );
    expect(want.titles.length).toBeGreaterThan(0);
    await expect(page.locator('.careers-count')).toHaveText(want.count);
    await expect(cards).toHaveText(want.titles);
    await expect(page.locator('.careers-filters input[type=search]')).toHaveValue('DESTEK');
    await expect(page.locator('.careers-filters select').first()).toHaveValue('Remote');
  });
}

test('the Turkish careers page is in Turkish and links to Turkish job pages', async ({ page, request }) => {
  const jobs = await activeJobs(request);
  await page.goto('/tr/career');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1, name: 'Kariyer' })).toBeVisible();
  await expect(page.getByLabel('İş ilanlarında ara')).toBeVisible();
  await expect(page.locator('.careers-count')).toHaveText(`${jobs.length} iş ilanı bulundu`);
  const link = page.getByRole('article').first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/tr\/job\/[^/]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/tr\/job\/[^/]+\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('link', { name: 'Hemen başvur' }).first()).toHaveAttribute(
    'href',
    /^\/tr\/application\//,
  );
});

test('an unknown job id answers 404 with the not-found page, kept out of search engines', async ({
  page,
}) => {
  const res = await page.goto('/job/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
});

test('a job the admin also wrote in Turkish reads Turkish on /tr/career and its page; an English-only one is marked English', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/v1/jobs', {
    headers,
    data: {
      title: 'Senior Bookkeeper (journey)',
      description: 'Keep the books of a US client.',
      type: 'Remote',
      location: 'Davao City, Philippines',
      language: ['English'],
      responsibilities: ['Reconcile accounts'],
      operatingHours: 'Day shift',
      requirements: ['Xero'],
      training: ['Two weeks of Xero training'],
      titleTr: 'Kıdemli Ön Muhasebeci (yolculuk)',
      descriptionTr: 'ABD’li bir müşterimizin defterlerini tutun.',
      locationTr: 'Davao, Filipinler',
      responsibilitiesTr: ['Hesap mutabakatı yapın'],
      requirementsTr: ['Xero deneyimi'],
    },
  });
  expect(created.status()).toBe(201);
  const { job } = (await created.json()) as { job: Job };
  try {
    await page.goto('/tr/career');
    await page.getByLabel('İş ilanlarında ara').fill('ön muhasebecı');
    const card = page.getByRole('article').filter({ hasText: 'Kıdemli Ön Muhasebeci (yolculuk)' });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link', { name: 'Kıdemli Ön Muhasebeci (yolculuk)' })).not.toHaveAttribute(
      'lang',
      'en',
    );
    await expect(card.getByText('Davao, Filipinler', { exact: true })).not.toHaveAttribute('lang', 'en');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/tr/job/${job._id}/?$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Kıdemli Ön Muhasebeci (yolculuk)');
    await expect(h1).not.toHaveAttribute('lang', 'en');
    await expect(page.getByText('Hesap mutabakatı yapın')).toBeVisible();
    await expect(page.locator('.job-fact-location dd')).toHaveText('Davao, Filipinler');
    // Its training was given in English only: shown under the Turkish heading, marked English.
    await expect(page.getByRole('heading', { name: 'Eğitim' })).toBeVisible();
    await expect(page.locator('ul[lang="en"]', { hasText: 'Two weeks of Xero training' })).toBeVisible();
    await expect(page).toHaveTitle(/^Kıdemli Ön Muhasebeci \(yolculuk\)/);
    // The English page of the same job is English.
    await page.goto(`/job/${job._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Bookkeeper (journey)');
    // An English-only job on a Turkish page: its title marked lang="en".
    const english = (await activeJobs(request)).find((j) => !j.titleTr)!;
    await page.goto(`/tr/job/${english._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  } finally {
    await request.patch(`/api/v1/jobs/${job._id}/toggle-active`, { headers, data: { isActive: false } });
  }
});
