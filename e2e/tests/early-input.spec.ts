// A hurried visitor on a slow phone: the page is painted long before its scripts run. These journeys hold
// back every script of the site (route interception) and slow the CPU four times (CDP), type, choose,
// tick and click at once after navigation, then let the scripts in and check that nothing was lost: the
// values are still there, the form's state follows them (its button enabled), and the action completes.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePdf } from '../fixtures/pdf';
import { acceptNextDialog } from '../fixtures/dialogs';
import { resetLink, waitForMail } from '../fixtures/mail';

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.test`;

interface Held {
  /**
   * Lets the held scripts through and waits until the page's islands have hydrated: those loaded at
   * once, and the one holding `inside` (a client:visible island on screen).
   */
  release(inside?: Locator): Promise<void>;
}

/** Holds every script of the site until release(); throttles the CPU 4× for the whole test. */
async function slowPhone(page: Page): Promise<Held> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let released = false;
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    if (!released) await gate;
    await route.continue();
  });
  return {
    async release(inside?: Locator) {
      released = true;
      open();
      // Astro removes `ssr` from an island once it has hydrated.
      await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0, {
        timeout: 30_000,
      });
      if (inside)
        await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr', /.*/, {
          timeout: 30_000,
        });
    },
  };
}

/** Opens `path` with scripts held: the HTML is there, no island has started. */
async function openHeld(page: Page, path: string, withIslands = true): Promise<Held> {
  const held = await slowPhone(page);
  // DOMContentLoaded waits for module scripts, which are held: wait for the painted HTML instead.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('footer, main').last()).toBeAttached();
  if (withIslands) await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  return held;
}

async function expectValues(fields: [Locator, string][]) {
  for (const [field, value] of fields) await expect(field).toHaveValue(value);
}

test.describe('typing before the scripts run is kept', () => {
  test('the home contact form keeps what was typed and sends it', async ({ page }) => {
    const held = await openHeld(page, '/');
    const form = page.locator('#homePage-contact-us');
    await form.scrollIntoViewIfNeeded();
    const email = uniqueEmail('early-home');
    const fields: [Locator, string][] = [
      [form.getByLabel('Full name'), 'Early Bird'],
      [form.getByRole('textbox', { name: 'Email address' }), email],
      [form.getByLabel('Phone'), '+1 555 0199'],
      [form.getByLabel('Website'), 'https://early.example'],
      [form.getByLabel('Message'), 'Typed before the page was ready.'],
    ];
    for (const [field, value] of fields) await field.fill(value);
    await form.getByRole('checkbox').check();
    const send = form.getByRole('button', { name: /send/i });
    await expect(send).toBeDisabled(); // nothing can be sent until the script runs
    await held.release(form);
    await expectValues(fields);
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(send).toBeEnabled();
    // The first keystroke after hydration keeps the rest.
    await fields[4]![0].pressSequentially(' Thanks!');
    await expectValues(fields.slice(0, 4));
    await send.click();
    await expect(form.getByText('Your message has been sent successfully!')).toBeVisible();
    await expect(fields[0]![0]).toHaveValue('');
  });

  for (const path of ['/message-us', '/messageus', '/tr/messageus']) {
    test(`the contact form on ${path} keeps what was typed`, async ({ page }) => {
      const held = await openHeld(page, path);
      const form = page
        .locator('form')
        .filter({ has: page.locator('textarea') })
        .first();
      await form.scrollIntoViewIfNeeded();
      // The lead forms' honeypot (an off-screen input only a bot fills) is not one of the visitor's fields.
      const inputs = form.locator('input:not([type=checkbox]):not([tabindex="-1"]), textarea');
      const values = [
        'Early Bird',
        uniqueEmail('early-msg'),
        '+1 555 0100',
        'https://early.example',
        'Hello early',
      ];
      for (const [i, value] of values.entries()) await inputs.nth(i).fill(value);
      await held.release(form);
      for (const [i, value] of values.entries()) await expect(inputs.nth(i)).toHaveValue(value);
      await expect(form.locator('button[type=submit]')).toBeEnabled();
      await form.locator('button[type=submit]').click();
      await expect(form.getByRole('status').filter({ hasText: /.+/ })).toBeVisible();
    });
  }

  test('the quote form keeps every field and sends', async ({ page }) => {
    const held = await openHeld(page, '/teambuilder');
    const form = page.locator('form').filter({ has: page.locator('input[name=noOfStaff]') });
    await form.scrollIntoViewIfNeeded();
    const values: Record<string, string> = {
      firstName: 'Quinn',
      lastName: 'Early',
      email: uniqueEmail('early-quote'),
      phone: '+1 555 0123',
      company: 'Acme',
      location: 'Austin, TX',
      noOfStaff: '3',
      message: 'Three agents, please.',
    };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name=${name}]`).fill(value);
    await held.release(form);
    for (const [name, value] of Object.entries(values))
      await expect(form.locator(`[name=${name}]`)).toHaveValue(value);
    await expect(form.locator('button[type=submit]')).toBeEnabled();
    await form.locator('button[type=submit]').click();
    await expect(form.getByText(/Your inquiry has been submitted successfully!/)).toBeVisible();
  });

  test('the consultation form keeps typed, chosen and dated fields', async ({ page }) => {
    const held = await openHeld(page, '/booking-guidelines');
    const form = page.locator('form').filter({ has: page.locator('select[name=timeZone]') });
    await form.scrollIntoViewIfNeeded();
    const values: Record<string, string> = {
      company: 'Acme',
      firstName: 'Cara',
      lastName: 'Early',
      email: uniqueEmail('early-book'),
      phone: '+1 555 0102',
      date: '2030-05-01',
      timeFrom: '09:00',
      timeTo: '09:30',
    };
    for (const [name, value] of Object.entries(values)) await form.locator(`[name=${name}]`).fill(value);
    await form.locator('select[name=timeZone]').selectOption('EST');
    await held.release(form);
    for (const [name, value] of Object.entries(values))
      await expect(form.locator(`[name=${name}]`)).toHaveValue(value);
    await expect(form.locator('select[name=timeZone]')).toHaveValue('EST');
    await expect(form.locator('button[type=submit]')).toBeEnabled();
    await form.locator('button[type=submit]').click();
    await expect(page.getByRole('dialog')).toContainText('Information successfully submitted.');
  });

  test('the franchise form keeps the name, email and the PDF chosen early', async ({ page }) => {
    const held = await openHeld(page, '/franchising');
    const form = page.locator('form').filter({ has: page.locator('input[type=file]') });
    await form.scrollIntoViewIfNeeded();
    await form.locator('[name=name]').fill('Frank Early');
    await form.locator('[name=email]').fill(uniqueEmail('early-franchise'));
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: makePdf('Contract') });
    await held.release(form);
    await expect(form.locator('[name=name]')).toHaveValue('Frank Early');
    await expect(form.getByText(/contract\.pdf/)).toBeVisible();
    await form.locator('button[type=submit]').click();
    await expect(form.getByRole('status').filter({ hasText: /.+/ })).toBeVisible();
  });

  test('the application form keeps text, choices, radios and the resume chosen early', async ({
    page,
    request,
  }) => {
    const { jobs } = (await (await request.get('/api/v1/jobs/active')).json()) as { jobs: { _id: string }[] };
    const held = await openHeld(page, `/application/${jobs[0]!._id}`);
    const form = page.locator('form.apply-form');
    const text: Record<string, string> = {
      firstName: 'Ada',
      lastName: 'Early',
      email: uniqueEmail('early-apply'),
      phone: '09171234567',
      zipCode: '8000',
    };
    for (const [name, value] of Object.entries(text)) await form.locator(`[name=${name}]`).fill(value);
    await form.locator('select[name=fluentLanguage]').selectOption('English');
    for (const [name, value] of [
      ['numberOfStaffHandled', '5-15'],
      ['isWillingForBackgroundCheck', 'true'],
      ['yearsOfCustomerServiceExperience', '2'],
      ['yearsOfCallCenterExperience', '3'],
    ]) {
      await form.locator(`input[name=${name}][value="${value}"]`).check();
    }
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: makePdf() });
    await held.release(form);
    for (const [name, value] of Object.entries(text))
      await expect(form.locator(`[name=${name}]`)).toHaveValue(value);
    await expect(form.locator('select[name=fluentLanguage]')).toHaveValue('English');
    await expect(form.locator('input[name=yearsOfCallCenterExperience][value="3"]')).toBeChecked();
    await expect(form.getByText('Selected file: resume.pdf')).toBeVisible();
    const alert = acceptNextDialog(page);
    await form.locator('button[type=submit]').click();
    expect((await alert).message).toBe('Application submitted successfully!');
    await expect(form.locator('[name=firstName]')).toHaveValue('');
  });
});

// The login panel and the reset form are drawn by their scripts (nothing to type into before): on a slow
// phone what is typed the moment they show must survive whatever their scripts do next (texts arriving,
// the session being read).
test.describe('forms drawn by a script keep what is typed the moment they show', () => {
  test('the login panel opened early keeps the email and password and logs in', async ({ page, request }) => {
    const email = uniqueEmail('early-login');
    const registered = await request.post('/api/v1/users/register', {
      data: { name: 'Lee Early', email, password: 'early-password-1' },
    });
    expect(registered.status()).toBe(201);
    const held = await openHeld(page, '/about', false);
    await page.locator('footer [data-open-login]').click();
    await held.release();
    const panel = page.getByRole('dialog', { name: 'Log in' });
    const fields: [Locator, string][] = [
      [panel.getByLabel('Email address'), email],
      [panel.getByLabel('Password', { exact: true }), 'early-password-1'],
    ];
    for (const [field, value] of fields) await field.fill(value);
    await page.waitForLoadState('networkidle');
    await expectValues(fields);
    await panel.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))).toMatchObject({
      email,
    });
  });

  test('the password reset form keeps both passwords typed the moment it shows', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('early-reset');
    await request.post('/api/v1/users/register', {
      data: { name: 'Rae Early', email, password: 'early-password-1' },
    });
    await request.post('/api/v1/users/forgot-password', { data: { email } });
    const link = resetLink(await waitForMail(email, { contains: /\/resetpassword\// }), baseURL!);
    const held = await slowPhone(page);
    await page.goto(link, { waitUntil: 'commit' });
    await held.release();
    const fields: [Locator, string][] = [
      [page.getByLabel('New password', { exact: true }), 'early-password-2'],
      [page.getByLabel('Confirm new password'), 'early-password-2'],
    ];
    for (const [field, value] of fields) await field.fill(value);
    await page.waitForLoadState('networkidle');
    await expectValues(fields);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
  });
});

test.describe('pressing before the scripts run still works', () => {
  test('Get Started carries the plan, region and counters to get started, even before hydration', async ({
    page,
  }) => {
    const held = await openHeld(page, '/pricing');
    await page.getByLabel('Region').first().selectOption('CAN');
    const card = page.locator('article.plan-card').filter({ hasText: 'Senior Technical' }).first();
    await card.getByLabel('Talents', { exact: true }).fill('2');
    await card.getByLabel('Months', { exact: true }).fill('3');
    // The −/+ buttons need the script: they are off until it runs.
    await expect(card.getByRole('button', { name: /Increase/ }).first()).toBeDisabled();
    await card.getByRole('button', { name: /Get Started/ }).click();
    await page.waitForURL(/\/getstarted\/\?/, { waitUntil: 'commit' });
    await held.release(page.locator('.checkout-card'));
    await expect(page).toHaveURL(/\/getstarted\/$/); // the choice is stored and the address cleaned
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('subscription') ?? 'null'));
    expect(stored).toMatchObject({
      role: 'sr_technical',
      noOfRoles: 2,
      noOfMonths: 3,
      region: 'CAN',
      currency: 'CAD',
    });
  });

  test('counters and the region typed before hydration are kept and used', async ({ page }) => {
    const held = await openHeld(page, '/pricing');
    const card = page.locator('article.plan-card').first();
    await card.getByLabel('Talents', { exact: true }).fill('4');
    await page.getByLabel('Region').first().selectOption('AU');
    await held.release();
    await expect(card.getByLabel('Talents', { exact: true })).toHaveValue('4');
    await expect(page.getByLabel('Region').first()).toHaveValue('AU');
    await expect(card.locator('.plan-price')).toContainText('A$');
    await card.getByRole('button', { name: /Increase: Talents/ }).click();
    await expect(card.getByLabel('Talents', { exact: true })).toHaveValue('5');
  });

  test('the footer login link pressed before the scripts opens the panel once they run', async ({ page }) => {
    const held = await openHeld(page, '/about', false);
    await page.locator('footer [data-open-login]').click();
    await held.release();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('the language switch works before the scripts run', async ({ page }) => {
    await openHeld(page, '/about', false);
    await page.locator('header [data-set-lang="tr"]').click();
    await page.waitForURL(/\/tr\/about/, { waitUntil: 'commit' });
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  });

  test('the disclaimer box ticked early enables proceeding at once', async ({ page }) => {
    await page.goto('/pricing');
    await page
      .locator('article.plan-card')
      .first()
      .getByRole('button', { name: /Get Started/ })
      .click();
    await page.waitForURL(/\/getstarted\/$/); // the choice is stored (the address is cleaned then)
    const held = await slowPhone(page);
    await page.goto('/purchasedisclaimer', { waitUntil: 'commit' });
    await page.getByRole('checkbox').check();
    await held.release();
    await expect(page.getByRole('checkbox')).toBeChecked();
    await expect(page.locator('.disclaimer-actions button')).toBeEnabled();
  });
});
