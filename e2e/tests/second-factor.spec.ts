// The second factor in the browser, in English and in Turkish: an admin opens /two-factor from the account
// menu, scans (here: reads) the key, confirms it with a code the test computes from the shown manual key
// (otplib), sees ten recovery codes once, signs out, and signs back in from the login panel, which now
// asks for the code; a wrong code is refused with a clear message; all by keyboard where a person would.
// axe finds no violation on the screens. The e2e API runs with ADMIN_MFA=optional (scripts/serve.mjs);
// ADMIN_MFA=required is covered by the API tests.
import AxeBuilder from '@axe-core/playwright';
import { generate } from 'otplib';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'e2e-mfa-password';
const texts = {
  en: {
    prefix: '',
    login: 'Log in',
    email: 'Email address',
    password: 'Password',
    title: 'Two-step verification',
    start: 'Set up two-step verification',
    code: 'Code from the app',
    turnOn: 'Turn on',
    on: 'Two-step verification is on.',
    recovery: 'Your recovery codes',
    ask: 'Enter the 6-digit code from your authenticator app.',
    codeLabel: 'Verification code',
    verify: 'Verify and log in',
    invalid: 'That code is not valid. Enter the current 6-digit code or a recovery code.',
  },
  tr: {
    prefix: '/tr',
    login: 'Giriş yap',
    email: 'E-posta adresi',
    password: 'Şifre',
    title: 'İki adımlı doğrulama',
    start: 'İki adımlı doğrulamayı kur',
    code: 'Uygulamadaki kod',
    turnOn: 'Etkinleştir',
    on: 'İki adımlı doğrulama açık.',
    recovery: 'Kurtarma kodlarınız',
    ask: 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
    codeLabel: 'Doğrulama kodu',
    verify: 'Doğrula ve giriş yap',
    invalid: 'Bu kod geçerli değil. Güncel 6 haneli kodu veya bir kurtarma kodunu girin.',
  },
} as const;

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const lang of ['en', 'tr'] as const) {
  const x = texts[lang];
  const email = `mfa-${lang}@e2e.example`;

  test(`${lang}: an admin enrols a second factor, signs out and back in with a code`, async ({ page }) => {
    // Sign in with the password (no second factor yet), from the /login page's panel.
    await page.goto(`${x.prefix}/login`);
    let panel = page.getByRole('dialog', { name: x.login });
    await panel.getByLabel(x.email).fill(email);
    await panel.getByLabel(x.password, { exact: true }).fill(PASSWORD);
    await panel.getByLabel(x.password, { exact: true }).press('Enter');
    await expect(panel).toBeHidden();
    // /login sends a visitor who has just signed in to the home page.
    await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${x.prefix}/?$`));

    await page.goto(`${x.prefix}/two-factor`);
    await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
    await page.getByRole('button', { name: x.start }).click();
    const key = page.locator('.second-factor-key');
    await expect(key).toBeVisible();
    await expect(page.locator('img.second-factor-qr')).toHaveAttribute(
      'src',
      /^data:image\/svg\+xml;base64,/,
    );
    await expectNoAxeViolations(page);
    const secret = (await key.innerText()).replace(/\s/g, '');
    await page.getByLabel(x.code).fill(await generate({ secret }));
    await page.getByLabel(x.code).press('Enter');
    await expect(page.getByRole('heading', { name: x.recovery })).toBeVisible();
    await expect(page.locator('.second-factor-codes li')).toHaveCount(10);
    await expectNoAxeViolations(page);

    // Sign out, then back in: the panel asks for the code after the password.
    await page.locator('.logout-button').first().click();
    await page.goto(`${x.prefix}/login`);
    panel = page.getByRole('dialog', { name: x.login });
    await panel.getByLabel(x.email).fill(email);
    await panel.getByLabel(x.password, { exact: true }).fill(PASSWORD);
    await panel.getByLabel(x.password, { exact: true }).press('Enter');
    await expect(panel.getByText(x.ask)).toBeVisible();
    const code = panel.getByLabel(x.codeLabel);
    await expect(code).toBeFocused();
    await expectNoAxeViolations(page);
    await code.fill('000000');
    await code.press('Enter');
    await expect(panel.getByText(x.invalid)).toBeVisible();
    // A code of the next 30-second step: newer than the one that confirmed enrolment.
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await panel.getByRole('button', { name: x.verify }).click();
    await expect(panel).toBeHidden();
    // Signed in, the login page goes on to the home page: read the session once it has arrived there.
    await expect(page).toHaveURL(new RegExp(`^[^?#]*//[^/]+${x.prefix}/?$`));
    await page.waitForLoadState();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ email, isAdmin: true, secondFactor: true });

    await page.goto(`${x.prefix}/two-factor`);
    await expect(page.getByText(x.on)).toBeVisible();
  });
}
