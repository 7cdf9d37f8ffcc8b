// Admin accounts in the app: an admin invites a second admin on /admins; the invitation mail (read from the
// API's .eml sink) opens a page where the invitee sets a name and password and then enrols a second factor
// (the code computed from the shown key); the first admin sees the new admin with two-step verification
// on, resets it and removes the rights. axe finds no violation on /admins (en, tr) and the invitation page.
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';
import { waitForMail } from '../fixtures/mail';

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

async function signIn(page: Page, prefix: string, name: string) {
  await page.goto(`${prefix}/login`);
  const panel = page.getByRole('dialog', { name });
  await panel.locator('input[type=email]').fill(ADMIN.email);
  await panel.locator('input[type=password]').fill(ADMIN.password);
  await panel.locator('input[type=password]').press('Enter');
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${prefix}/?$`));
}

test('an admin invites a second admin, who sets a password and enrols; then resets and removes them', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const invitee = `invited.${Date.now()}@e2e.example`;
  await signIn(page, '', 'Log in');
  await page.goto('/admins');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin accounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address').fill(invitee);
  // The invitation carries the roles it grants (docs/authorization.md).
  await page.getByRole('checkbox', { name: /^Recruiter/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`An invitation was sent to ${invitee}. It is valid for 48 hours.`),
  ).toBeVisible();

  const mail = await waitForMail(invitee, { contains: /admin-invitation\?token=/ });
  const link = /https?:\/\/[^\s"'<>]+\/admin-invitation\?token=[A-Za-z0-9_-]+/.exec(mail.body)![0];
  const url = new URL(link);
  // The invitee, in a browser of their own.
  const other = await page.context().browser()!.newContext({ baseURL });
  const invited = await other.newPage();
  await invited.goto(url.pathname + url.search);
  await expect(
    invited.getByText(`You are invited as an administrator with ${invitee}.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(invited);
  await invited.getByLabel('Full name').fill('Ivy Invited');
  await invited.getByLabel('Password', { exact: true }).fill('ivy-password-1');
  await invited.getByLabel('Confirm password').fill('ivy-password-1');
  await invited.getByRole('button', { name: 'Accept and continue' }).click();
  await expect(invited).toHaveURL(/\/two-factor\/?$/);
  await invited.getByRole('button', { name: 'Set up two-step verification' }).click();
  const secret = (await invited.locator('.second-factor-key').innerText()).replace(/\s/g, '');
  await invited.getByLabel('Code from the app').fill(await generate({ secret }));
  await invited.getByRole('button', { name: 'Turn on' }).click();
  await expect(invited.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await other.close();

  // Back to the first admin: the new admin is listed with two-step verification on.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(invitee.replace(/\./g, '\\.')) });
  await expect(row.getByRole('cell', { name: 'On', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Recruiter', exact: true })).toBeVisible();
  // An owner changes the roles: the invitee now also answers sales.
  await row.getByRole('button', { name: `Change roles: ${invitee}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: /^Sales/ }).check();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(row.getByRole('cell', { name: 'Recruiter, Sales', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Reset second factor: ${invitee}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(row.getByRole('cell', { name: 'Off', exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Remove admin rights: ${invitee}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('cell', { name: invitee, exact: true })).toBeHidden();
});

test('/tr/admins lists the admins in Turkish and passes axe', async ({ page }) => {
  await signIn(page, '/tr', 'Giriş yap');
  await page.goto('/tr/admins');
  await expect(page.getByRole('heading', { level: 1, name: 'Yönetici hesapları' })).toBeVisible();
  await expect(page.getByRole('cell', { name: ADMIN.email, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Yönetici davet et' })).toBeVisible();
  await expectNoAxeViolations(page);
});
