// The loop on a lead (docs/api.md, "Leads"): a visitor who arrived from a campaign books a consultation on the
// Turkish booking page in Türkiye's time zone; the acknowledgement in the mail folder is Turkish and carries the
// calendar invitation for that slot; the admin opens the lead from the inbox and sees its source and zone.
// (The spec puts the consultation form on /booking-guidelines and /getstarted; /teambuilder has the quote form.)
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, loginFromFooter, test } from '../fixtures/journey';
import { waitForMail } from '../fixtures/mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function inquiryOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const res = await request.get('/api/v1/inquiries', { headers: { Authorization: `Bearer ${token}` } });
  const { inquiries } = (await res.json()) as {
    inquiries: {
      _id: string;
      email: string;
      locale: string;
      timeZone: string;
      source?: { utm_source?: string };
    }[];
  };
  return inquiries.find((i) => i.email === email);
}

test('a consultation booked on /tr/booking-guidelines in Europe/Istanbul is acknowledged in Turkish with its invitation, and the admin sees its source and zone', async ({
  page,
  request,
}) => {
  const email = `lead.${unique()}@e2e.test`; // the booking form takes a 2–4 letter top-level domain
  await page.goto('/tr/booking-guidelines?utm_source=newsletter&utm_medium=email&utm_campaign=kasim');
  const form = page.locator('main form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');

  await form.getByLabel('Şirket ya da ad soyad').fill('Boğaziçi Diş Kliniği');
  await form.getByLabel('Ad', { exact: true }).fill('Selin');
  await form.getByLabel('Soyad', { exact: true }).fill('Yıldız');
  await form.getByLabel('E-posta adresi').fill(email);
  await form.getByLabel('Telefon numarası').fill('+90 212 555 0101');
  await form.getByLabel('Saat dilimi').selectOption('Europe/Istanbul');
  await form.getByLabel('Tercih ettiğiniz tarih').fill('2030-05-02');
  await form.getByLabel('Başlangıç').fill('14:30');
  await form.getByLabel('Bitiş').fill('15:00');
  await form.getByRole('button', { name: 'Görüşmemi planla' }).click();
  await expect(page.getByRole('dialog', { name: 'Teşekkürler!' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The acknowledgement: Turkish, with an invitation for 14:30–15:00 Istanbul time (11:30–12:00 UTC).
  const mail = await waitForMail(email, { contains: /BEGIN:VCALENDAR/ });
  expect(mail.subject).toMatch(/görüşme/i);
  expect(mail.body).toContain('METHOD:REQUEST');
  expect(mail.body).toMatch(/DTSTART(;[^:]*)?:20300502T113000Z/);
  expect(mail.body).toMatch(/DTEND(;[^:]*)?:20300502T120000Z/);

  // The admin opens the lead from the inbox and sees where it came from and its time zone.
  const stored = await inquiryOf(request, email);
  expect(stored).toMatchObject({
    locale: 'tr',
    timeZone: 'Europe/Istanbul',
    source: { utm_source: 'newsletter' },
  });
  await page.goto('/');
  await loginFromFooter(page);
  await page.goto(`/inquiries?open=${stored!._id}`);
  const details = page.getByRole('dialog');
  await expect(details).toContainText('newsletter');
  await expect(details).toContainText('Türkiye (Istanbul)');
  await expect(details).toContainText('Turkish');
});
