// The person's side of their personal data (issue 34), in en and tr, axe on every page: a quote sent with
// the marketing box ticked is withdrawn from the mail's one-click link, and the admin sees the consent
// recorded as withdrawn (the given record kept); an application with the talent-pool box ticked shows in
// the admins' talent-pool filter with its "until" date; a copy of one's data asked on /tr/privacy-request
// reaches the admins only once the mailed link is opened, due in 30 days, and answering it mails the
// archive to the verified address.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { t, type Locale } from '@crestline/contracts';
import { apply } from '../fixtures/applicants';
import { acceptNextDialog } from '../fixtures/dialogs';
import { ADMIN, expect, loginFromFooter, test } from '../fixtures/journey';
import { waitForMail, type Mail } from '../fixtures/mail';
import { makePdf } from '../fixtures/pdf';

const LANGS: Locale[] = ['en', 'tr'];
const prefix = (lang: Locale) => (lang === 'tr' ? '/tr' : '');
const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
/** TALENT_POOL_MONTHS's default: the journeys' server does not set it. */
const TALENT_POOL_MONTHS = 12;

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The island holding `inside` has hydrated (Astro drops the `ssr` attribute then). */
async function hydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** A field by its label, with or without the required mark (" *"). */
function labelled(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

/** The form's short notice at collection links to the privacy policy in the page's language. */
async function expectCollectionNotice(page: Page, lang: Locale) {
  const link = page.locator('p.collection-notice').getByRole('link', { name: t(lang, 'notice.link') });
  await expect(link.first()).toBeVisible();
  await expect(link.first()).toHaveAttribute('href', new RegExp(`^${prefix(lang)}/privacypolicy/?#.+`));
}

/** The first link in a mail whose path matches `path`, moved onto the journeys' server. */
function linkIn(mail: Mail, path: RegExp, baseURL: string): string {
  const found = new RegExp(`https?://[^\\s"'<>]*${path.source}[^\\s"'<>]*`).exec(mail.body)?.[0];
  if (!found) throw new Error(`No link matching ${path} in ${mail.file}`);
  const url = new URL(found.replace(/&amp;/g, '&'));
  return new URL(url.pathname + url.search, baseURL).toString();
}

let adminToken: string | undefined;
async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const login = await request.post('/api/v1/users/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    adminToken = ((await login.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${adminToken}` };
}

/** A long date as the admin screens write it (kit/format.ts), formatted by the browser itself. */
function longDate(page: Page, lang: Locale, iso: string): Promise<string> {
  return page.evaluate(
    ([locale, when]) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(Date.parse(when!)),
    [lang === 'tr' ? 'tr-TR' : 'en-US', iso],
  );
}

// ---------------------------------------------------------------------------------------------------
// 1. Marketing consent on the quote form, withdrawn from the mail.

/** The team builder's quote form as the CMS seeds word it (content-seeds/team-builder-page). */
const QUOTE = {
  en: {
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email address',
      phone: 'Phone number',
      company: 'Company',
      location: 'Location',
      noOfStaff: 'Number of staff needed',
      message: 'Tell us about the roles you need',
    },
    consent: 'I agree to receive occasional news and offers by email. You can unsubscribe at any time.',
    submit: 'Request my quote',
  },
  tr: {
    labels: {
      firstName: 'Ad',
      lastName: 'Soyad',
      email: 'E-posta adresi',
      phone: 'Telefon numarası',
      company: 'Şirket',
      location: 'Konum',
      noOfStaff: 'İhtiyaç duyulan çalışan sayısı',
      message: 'İhtiyaç duyduğunuz pozisyonlardan bahsedin',
    },
    consent:
      'Zaman zaman haber ve kampanyalarınızı e-posta ile almak istiyorum. Aboneliğimi dilediğim zaman iptal edebilirim.',
    submit: 'Teklifimi iste',
  },
} as const;

for (const lang of LANGS) {
  test(`${lang}: a quote sent with marketing consent is withdrawn from the mail; the admin sees both records`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const texts = QUOTE[lang];
    const email = `consent.${lang}.${unique()}@e2e.example`;
    await page.goto(`${prefix(lang)}/teambuilder`);
    const form = page.locator('main form');
    await hydrated(form);
    await expectCollectionNotice(page, lang);
    const values = {
      firstName: 'Deniz',
      lastName: `Consent${unique()}`,
      email,
      phone: '+90 212 555 0101',
      company: 'Deniz Lojistik',
      location: 'İstanbul',
      noOfStaff: '3',
      message: 'Three support agents for European hours.',
    };
    for (const [field, label] of Object.entries(texts.labels))
      await labelled(form, label).fill(values[field as keyof typeof values]);
    const consent = form.getByLabel(texts.consent);
    await expect(consent).not.toBeChecked(); // optional consents start unticked
    await consent.check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(form.getByRole('status')).toHaveText(t(lang, 'inquiries.success'));

    // The mail confirming the consent, in the form's language, quotes the words and carries the link.
    const purpose = t(lang, 'consent.purpose.marketingUpdates');
    const mail = await waitForMail(email, { contains: /\/api\/v1\/consents\/withdraw\?token=/ });
    expect(mail.subject).toBe(t(lang, 'mail.consentGiven.subject', { purposeLabel: purpose }));
    expect(mail.body).toContain(texts.consent);
    expect(mail.body).toContain(t(lang, 'mail.consentGiven.button'));

    // One click: the request page in the person's language says the consent is withdrawn.
    await page.goto(linkIn(mail, /\/api\/v1\/consents\/withdraw\?token=/, baseURL!));
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/privacy-request/\\?withdrawn=1$`));
    await expect(
      page.getByRole('status').filter({ hasText: t(lang, 'privacyRequest.withdrawn') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'privacyRequest.title'));
    await expectNoAxeViolations(page);

    // The admin (in the same language) finds both records: given with its words, then withdrawn.
    await loginFromFooter(page);
    await page.goto(`${prefix(lang)}/privacy-requests`);
    await page.getByLabel(t(lang, 'privacyRequests.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t(lang, 'privacyRequests.lookUp') }).click();
    const held = page.getByRole('region', { name: t(lang, 'privacyRequests.heldTitle', { email }) });
    const consents = held.getByRole('table', { name: t(lang, 'privacyRequests.consents.title', { email }) });
    const rows = consents.getByRole('row').filter({ hasText: purpose });
    await expect(rows).toHaveCount(2);
    const given = rows.filter({ hasText: t(lang, 'privacyRequests.consents.given') });
    const withdrawn = rows.filter({ hasText: t(lang, 'privacyRequests.consents.withdrawn') });
    await expect(given).toHaveCount(1);
    await expect(withdrawn).toHaveCount(1);
    await expect(given).toContainText(texts.consent);
    await expect(given).toContainText(`quote, ${lang}`);
    await expect(withdrawn).toContainText(texts.consent); // the words withdrawn from, the same version
    await expect(withdrawn).toContainText(`withdrawal-link, ${lang}`);
    await expectNoAxeViolations(page);
  });
}

// ---------------------------------------------------------------------------------------------------
// 2. The talent pool: an application kept for future roles, found with the admins' filter.

for (const lang of LANGS) {
  test(`${lang}: an application with the talent-pool box shows in the admins' talent-pool filter until its date`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const jobs = (await (await request.get('/api/v1/jobs/active')).json()) as {
      jobs: { _id: string; title: string }[];
    };
    const job = jobs.jobs[0]!;
    const lastName = `Pool${unique()}`;
    const email = `pool.${lang}.${unique()}@e2e.example`;
    // The same person applied once before without the box: the filter must leave that one out.
    await apply(
      request,
      { firstName: 'Ada', lastName, email: `earlier.${email}` },
      jobs.jobs[1]?._id ?? job._id,
      'Ada, earlier',
    );

    await page.goto(`${prefix(lang)}/application/${job._id}`);
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
    const form = page.locator('form.apply-form');
    await hydrated(form);
    await expectCollectionNotice(page, lang);
    await labelled(form, t(lang, 'careers.firstName')).fill('Ada');
    await labelled(form, t(lang, 'careers.lastName')).fill(lastName);
    await labelled(form, t(lang, 'careers.email')).fill(email);
    await labelled(form, t(lang, 'careers.phone')).fill('09171234567');
    await labelled(form, t(lang, 'careers.zipCode')).fill('8000');
    await labelled(form, t(lang, 'careers.fluentLanguage')).selectOption('English');
    for (const group of [
      'careers.numberOfStaffHandled',
      'careers.backgroundCheck',
      'careers.customerServiceExperience',
      'careers.callCenterExperience',
    ] as const)
      await form
        .getByRole('group', { name: t(lang, group) })
        .getByRole('radio')
        .first()
        .check();
    await form.locator('input[type="file"]').setInputFiles({
      name: 'ada.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Ada resume'),
    });
    await expect(form.getByText(t(lang, 'careers.selectedFile', { name: 'ada.pdf' }))).toBeVisible();
    const pool = form.getByLabel(t(lang, 'consent.talentPool', { talentPoolMonths: TALENT_POOL_MONTHS }));
    await expect(pool).not.toBeChecked();
    await pool.check();
    await expectNoAxeViolations(page);
    const dialog = acceptNextDialog(page);
    await form.getByRole('button', { name: t(lang, 'careers.submit') }).click();
    expect((await dialog).message).toBe(t(lang, 'application.success'));
    await expect(labelled(form, t(lang, 'careers.email'))).toHaveValue('');

    // The consent is confirmed by mail with its withdrawal link, in the form's language.
    const mail = await waitForMail(email, { contains: /\/api\/v1\/consents\/withdraw\?token=/ });
    expect(mail.subject).toBe(
      t(lang, 'mail.consentGiven.subject', { purposeLabel: t(lang, 'consent.purpose.talentPool') }),
    );

    // The record says until when: 12 months from now.
    const listed = await request.get(`/api/v1/applicants?search=${lastName}`, {
      headers: await adminHeaders(request),
    });
    expect(listed.ok()).toBe(true);
    const rows = (await listed.json()) as { email: string; talentPoolUntil?: string | null }[];
    const until = rows.find((a) => a.email === email)?.talentPoolUntil;
    expect(until).toBeTruthy();
    const expected = new Date();
    expected.setMonth(expected.getMonth() + TALENT_POOL_MONTHS);
    expect(Math.abs(Date.parse(until!) - expected.getTime())).toBeLessThan(2 * 86_400_000);
    expect(rows.find((a) => a.email === `earlier.${email}`)?.talentPoolUntil ?? null).toBeNull();

    // The admin's /applicants: both applications by name; with the filter, only the one in the pool,
    // its badge naming the date.
    await loginFromFooter(page);
    await page.goto(`${prefix(lang)}/applicants`);
    const table = page.getByRole('table', { name: t(lang, 'admin.title.applicants') });
    const search = page.getByLabel(t(lang, 'admin.applicants.search'));
    await search.fill(lastName);
    const applicantRows = table.getByRole('row').filter({ hasText: lastName });
    await expect(applicantRows).toHaveCount(2);
    const filter = page.getByLabel(t(lang, 'admin.applicants.talentPoolOnly'));
    await filter.check();
    await expect(applicantRows).toHaveCount(1);
    await expect(applicantRows).toContainText(email);
    await expect(applicantRows).not.toContainText(`earlier.${email}`);
    const badge = t(lang, 'admin.applicants.inTalentPool', { date: await longDate(page, lang, until!) });
    await expect(applicantRows.getByText(badge, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// ---------------------------------------------------------------------------------------------------
// 3. A copy of one's data asked on /tr/privacy-request, confirmed from the mail, answered by an admin.

test('tr: a copy of one’s data asked on /tr/privacy-request reaches the admins once confirmed, due in 30 days, and is answered', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `access.${unique()}@e2e.example`;
  // Something held about the address: a quote sent earlier.
  const sent = await request.post('/api/v1/inquiries?lang=tr', {
    data: {
      kind: 'quote',
      firstName: 'Ayşe',
      lastName: `Erişim${unique()}`,
      email,
      phone: '+90 212 555 0102',
      company: 'Ayşe Danışmanlık',
      location: 'Ankara',
      noOfStaff: 2,
      message: 'İki destek temsilcisi.',
      isOkayToRecieveMarketing: false,
    },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/tr/privacy-request');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('tr', 'privacyRequest.title'));
  const form = page.locator('form.privacy-request-form');
  await hydrated(form);
  await expectCollectionNotice(page, 'tr');
  await labelled(form, t('tr', 'privacyRequest.email')).fill(email);
  await form.getByRole('radio', { name: t('tr', 'privacyRequest.kind.access') }).check();
  await labelled(form, t('tr', 'privacyRequest.message')).fill('Başvurumla ilgili tüm kayıtlar.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: t('tr', 'privacyRequest.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(t('tr', 'privacyRequest.sent'));
  await expectNoAxeViolations(page);

  // Not confirmed yet: the admins do not see it.
  const people = async () => {
    const res = await request.get('/api/v1/privacy/subject-requests', {
      headers: await adminHeaders(request),
    });
    expect(res.ok()).toBe(true);
    return (
      (await res.json()) as { requests: { email: string; verifiedAt: string; dueAt: string }[] }
    ).requests.filter((r) => r.email === email);
  };
  expect(await people()).toEqual([]);

  // The mail in Turkish; its link confirms the request and comes back to the Turkish page.
  const mail = await waitForMail(email, {
    contains: /\/api\/v1\/privacy\/requests\/[^/\s]+\/verify\?token=/,
  });
  expect(mail.subject).toBe(t('tr', 'mail.privacyRequestVerify.subject'));
  expect(mail.body).toContain(t('tr', 'mail.privacyRequestVerify.kind.access'));
  await page.goto(linkIn(mail, /\/api\/v1\/privacy\/requests\/[^/\s"'<>]+\/verify\?token=/, baseURL!));
  await expect(page).toHaveURL(/\/tr\/privacy-request\/\?verified=1$/);
  await expect(
    page.getByRole('status').filter({ hasText: t('tr', 'privacyRequest.verified') }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Now the admins have it, due 30 days after it was confirmed.
  const [record] = await people();
  expect(record).toBeDefined();
  expect(Date.parse(record!.dueAt) - Date.parse(record!.verifiedAt)).toBe(30 * 86_400_000);

  await loginFromFooter(page);
  for (const lang of LANGS) {
    await page.goto(`${prefix(lang)}/privacy-requests`);
    const table = page.getByRole('table', { name: t(lang, 'privacyRequests.people.title') });
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t(lang, 'privacyRequest.kind.access'));
    await expect(row).toContainText('Başvurumla ilgili tüm kayıtlar.');
    const due = row.locator(`time[datetime="${record!.dueAt}"]`);
    await expect(due).toHaveText(await longDate(page, lang, record!.dueAt));
    await expect(row.getByText(t(lang, 'privacyRequests.people.overdue'))).toHaveCount(0);
    // Open: the button that answers it is its status.
    await expect(
      row.getByRole('button', { name: t(lang, 'privacyRequests.people.complete.access') }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // Answered from the Turkish screen: the archive goes to the verified address, in Turkish.
  const table = page.getByRole('table', { name: t('tr', 'privacyRequests.people.title') });
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: t('tr', 'privacyRequests.people.complete.access') }).click();
  const confirm = page.getByRole('dialog', {
    name: `${t('tr', 'privacyRequests.people.complete.access')}: ${email}`,
  });
  await confirm.getByLabel(t('tr', 'privacyRequests.people.note')).fill('Arşiviniz ektedir.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: t('tr', 'privacyRequests.people.complete.access') }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText(t('tr', 'privacyRequests.people.status.completed'));
  await expect(row.getByRole('button')).toHaveCount(0);

  const answer = await waitForMail(email, {
    contains: /\/api\/v1\/privacy\/subject-requests\/[^/\s]+\/archive\?/,
  });
  expect(answer.subject).toBe(t('tr', 'mail.privacyRequestDone.subject'));
  expect(answer.body).toContain('Arşiviniz ektedir.');
  const archive = await request.get(
    linkIn(answer, /\/api\/v1\/privacy\/subject-requests\/[^/\s"'<>]+\/archive\?/, baseURL!),
  );
  expect(archive.status()).toBe(200);
  expect((await archive.body()).subarray(0, 2).toString('latin1')).toBe('PK');
});
