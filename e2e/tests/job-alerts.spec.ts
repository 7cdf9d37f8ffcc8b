// Job alerts (issue 29): a seeker subscribes on /tr/career to the search they typed, confirms from the
// mail in the mail folder, an admin adds a matching job on the admin jobs page, the Turkish digest arrives and its link
// unsubscribes; on /career the same form speaks English. Both pages pass axe.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, loginFromFooter, test } from '../fixtures/journey';
import { waitForMail, type Mail } from '../fixtures/mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The first link of the API's `path` in a mail, moved onto the journeys' server. */
function linkIn(mail: Mail, path: string, baseURL: string): string {
  const found = new RegExp(`https?://[^\\s"'<>]+/api/v1/${path}\\?token=[A-Za-z0-9_.~%-]+`).exec(
    mail.body,
  )?.[0];
  if (!found) throw new Error(`No ${path} link in ${mail.file}`);
  const url = new URL(found);
  return new URL(url.pathname + url.search, baseURL).toString();
}

/** An admin adds an active job from the admin jobs page, in a browser of their own. */
async function publishJob(browser: Browser, title: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginFromFooter(page);
  await page.goto('/adminjobspage');
  await page.getByRole('button', { name: 'Add job' }).click();
  const modal = page.getByRole('dialog', { name: 'Add a job' });
  await modal.getByLabel('Job title', { exact: true }).fill(title);
  await modal
    .getByLabel('Description', { exact: true })
    .fill('Müşterilerimize sohbet ve e-postayla destek verin.');
  await modal.getByLabel('Job type').selectOption('Remote');
  await modal.getByLabel('Location', { exact: true }).fill('İstanbul, Türkiye');
  await modal.getByLabel('Languages', { exact: true }).fill('Türkçe\n\nEnglish');
  await modal.getByLabel('Key responsibilities', { exact: true }).fill('Müşteri sorularını yanıtlamak');
  await modal.getByLabel('Operating hours', { exact: true }).fill('Gündüz');
  await modal.getByLabel('Requirements', { exact: true }).fill('İyi derecede İngilizce');
  await modal.getByRole('button', { name: 'Add job' }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Job postings' }).getByRole('cell', { name: title, exact: true }),
  ).toBeVisible();
  await context.close();
}

/** The careers list hydrated (its script runs), so the alert form sends. */
async function careersReady(page: Page) {
  const island = page.locator('astro-island').filter({ has: page.locator('.careers') });
  await expect(island).not.toHaveAttribute('ssr');
}

test('on /tr/career a seeker subscribes to a search, confirms from the mail, gets the Turkish digest of a matching job and unsubscribes from its link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = `zeytin${unique()}`;
  const email = `alarm.${unique()}@e2e.test`;
  await page.goto('/tr/career');
  await careersReady(page);
  await page.getByLabel('İş ilanlarında ara').fill(word);
  const alert = page.getByRole('region', { name: 'Bunlara benzer yeni ilanları bana e-postayla gönder' });
  await expect(alert.getByText(`Aramanız: “${word}”`)).toBeVisible();
  await expect(alert.getByRole('link', { name: /aydınlatma metni/ })).toHaveAttribute(
    'href',
    /\/tr\/privacypolicy\/?#purposes/,
  );
  await alert.getByLabel('E-posta adresi').fill(email);
  await alert.getByRole('button', { name: 'İş bildirimi oluştur' }).click();
  await expect(alert.getByText(/Neredeyse tamam: size bir e-posta gönderdik/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Double opt-in: the Turkish confirmation, and only it.
  const confirmation = await waitForMail(email, { contains: /job-alerts\/confirm/ });
  expect(confirmation.subject).toBe('İş bildiriminizi onaylayın');
  await page.goto(linkIn(confirmation, 'job-alerts/confirm', baseURL!));
  await expect(page).toHaveURL(/\/tr\/career\?alert=confirmed/);
  await expect(page.getByText('İş bildiriminiz onaylandı.', { exact: false })).toBeVisible();

  // An admin adds a job whose title holds the word: the digest lists it, in Turkish.
  const title = `Müşteri Destek Uzmanı ${word}`;
  await publishJob(browser, title);
  const digest = await waitForMail(email, { contains: new RegExp(title), timeoutMs: 40_000 });
  expect(digest.subject).toBe('Bildiriminize uyan yeni ilanlar');
  expect(digest.body).toContain('Bu bildirimden ayrıl');

  await page.goto(linkIn(digest, 'job-alerts/unsubscribe', baseURL!));
  await expect(page).toHaveURL(/\/tr\/career\?alert=unsubscribed/);
  await expect(page.getByText('Bu iş bildiriminden ayrıldınız.', { exact: false })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('on /career the job-alert form speaks English and the confirmation mail is English', async ({
  page,
}) => {
  const email = `alert.${unique()}@e2e.test`;
  await page.goto('/career');
  await careersReady(page);
  const alert = page.getByRole('region', { name: 'Email me new jobs like these' });
  await expect(alert.getByText('Your search: every new job')).toBeVisible();
  await alert.getByRole('button', { name: 'Create job alert' }).click();
  await expect(alert.getByText('Please fill in all required fields.')).toBeVisible();
  await alert.getByLabel('Email address').fill(email);
  await alert.getByRole('button', { name: 'Create job alert' }).click();
  await expect(alert.getByText(/Almost done: we sent you an email/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const confirmation = await waitForMail(email, { contains: /job-alerts\/confirm/ });
  expect(confirmation.subject).toBe('Confirm your job alert');
});
