// The audit trail journey: an admin toggles a job on the jobs screen and finds the event on /audit —
// who, what and the before/after — filtered by action and record, in English and in Turkish; axe finds
// nothing on the screen in either language.
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, expect, loginFromFooter, test } from '../fixtures/journey';

test('an admin toggles a job and finds the event on /audit, in English and in Turkish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A fresh job, the newest, so it heads the jobs list.
  const login = await request.post('/api/v1/users/login', { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const title = `Audit Clerk ${Date.now()}`;
  const created = await request.post('/api/v1/jobs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Keep the records straight.',
      type: 'Remote',
      location: 'Cebu City, Philippines',
      language: ['English'],
      responsibilities: ['Check records'],
      operatingHours: 'Day shift',
      requirements: ['Care'],
    },
  });
  expect(created.status()).toBe(201);

  await loginFromFooter(page);
  await page.goto('/adminjobspage');
  const toggle = page.getByRole('switch', { name: `${title} is published` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  // The back office's sidebar leads to the trail.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit Trail' })
    .click();
  await expect(page).toHaveURL(/\/audit\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByLabel('Action').selectOption({ label: 'Job activated or deactivated' });
  await page.getByLabel('Record (name or ID)').fill(title);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  const table = page.getByRole('table', { name: 'Audit trail' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Job activated or deactivated');
  await expect(row).toContainText(ADMIN.email);
  await expect(row).toContainText('Active: Yes → No');
  const axeEn = await new AxeBuilder({ page }).analyze();
  expect(axeEn.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Back on in Turkish, and the Turkish screen shows both toggles.
  await page.goto('/tr/adminjobspage');
  const toggleTr = page.getByRole('switch', { name: `${title} yayında` });
  await expect(toggleTr).toHaveAttribute('aria-checked', 'false');
  await toggleTr.click();
  await expect(toggleTr).toHaveAttribute('aria-checked', 'true');
  await page.goto('/tr/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Denetim kaydı' })).toBeVisible();
  await page
    .getByLabel('İşlem', { exact: true })
    .selectOption({ label: 'İlan yayına alındı veya kaldırıldı' });
  await page.getByLabel('Kayıt (ad veya kimlik)').fill(title);
  await page.getByRole('button', { name: 'Filtreleri uygula' }).click();
  const rows = page.getByRole('table', { name: 'Denetim kaydı' }).getByRole('row').filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Yayında: Hayır → Evet');
  await expect(rows.first()).toContainText('İlan yayına alındı veya kaldırıldı');
  const axeTr = await new AxeBuilder({ page }).analyze();
  expect(axeTr.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Usable at 375 px: nothing but the table's own scroll box is wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/audit');
  await expect(page.getByRole('table', { name: 'Audit trail' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A plain visitor gets the gate, never the trail.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/audit');
  await expect(page.getByRole('table')).toHaveCount(0);
});
