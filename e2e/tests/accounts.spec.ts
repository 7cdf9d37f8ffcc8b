// Account journeys: sign up from the footer's login link and log out; reset a forgotten password through
// the emailed link (read from the API's .eml sink) and log in with the new one; the panel's focus trap.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey';
import { resetLink, waitForMail } from '../fixtures/mail';

const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.example`;

function footerLoginLink(page: Page) {
  return page.getByRole('contentinfo').getByRole('link', { name: 'Login', exact: true });
}

/** Opens the login panel the way a visitor does: the footer's login link. */
async function openLoginPanel(page: Page) {
  await footerLoginLink(page).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel).toBeVisible();
  return panel;
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    user: window.localStorage.getItem('user'),
    token: window.localStorage.getItem('token'),
  }));
}

test('a visitor signs up from the footer, is told to check their email, logs in, and logs out', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeHidden();

  const login = await openLoginPanel(page);
  await login.getByRole('button', { name: 'Sign up' }).click();
  const panel = page.getByRole('dialog', { name: 'Create an account' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Full name').fill('Sam Signup');
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill('first-password-1');
  await panel.getByLabel('Confirm password').fill('other-password-2');
  await panel.getByRole('button', { name: 'Create account' }).click();
  await expect(panel.getByText('Passwords do not match')).toBeVisible();
  expect((await storedSession(page)).user).toBeNull();

  await panel.getByLabel('Confirm password').fill('first-password-1');
  await panel.getByRole('button', { name: 'Create account' }).click();
  // The same answer for a new and a registered address: no session, "check your email".
  await expect(panel.getByText(/Please check your email/)).toBeVisible();
  expect((await storedSession(page)).user).toBeNull();
  await waitForMail(email, { contains: /Welcome to/ });

  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  const loginView = page.getByRole('dialog', { name: 'Log in' });
  await loginView.getByLabel('Email address').fill(email);
  await loginView.getByLabel('Password', { exact: true }).fill('first-password-1');
  await loginView.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginView).toBeHidden();

  const stored = await storedSession(page);
  const user = JSON.parse(stored.user ?? 'null') as Record<string, unknown> | null;
  expect(user).toMatchObject({ isAdmin: false, name: 'Sam Signup', email });
  expect(typeof user?.id).toBe('string');
  expect(user?.token).toEqual(expect.any(String));
  expect(stored.token).toBe(user?.token);
  await expect(footerLoginLink(page)).toBeHidden();
  await expect(logout).toBeVisible();

  await logout.click();
  await expect(footerLoginLink(page)).toBeVisible();
  await expect(logout).toBeHidden();
  expect(await storedSession(page)).toEqual({ user: null, token: null });
});

test('a visitor resets a forgotten password through the emailed link and logs in with it', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  const oldPassword = 'old-password-123';
  const newPassword = 'new-password-456';
  const registered = await request.post('/api/v1/users/register', {
    data: { name: 'Riley Reset', email, password: oldPassword },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/');
  const login = await openLoginPanel(page);
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
  await forgot.getByLabel('Email address').fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(forgot.getByText('If the email exists, a reset link will be sent shortly.')).toBeVisible();

  const mail = await waitForMail(email, { contains: /\/resetpassword\// });
  const link = resetLink(mail, baseURL!);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  const password = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password');
  const resetButton = page.getByRole('button', { name: 'Reset password' });

  await password.fill(newPassword);
  await confirm.fill(`${newPassword}x`);
  await resetButton.click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();

  await password.fill('short');
  await confirm.fill('short');
  await resetButton.click();
  await expect(page.getByText('Please enter at least 8 password characters.')).toBeVisible();

  await password.fill(newPassword);
  await confirm.fill(newPassword);
  await resetButton.click();
  await expect(page.getByText('Your password has been reset successfully!')).toBeVisible();
  await expect(resetButton).toBeHidden();
  await expect(password).toBeHidden();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('Token not found or expired.');
  await expect(page.getByLabel('New password')).toBeHidden();

  // The old password no longer works; the server's answer is shown in the panel.
  const panel = await openLoginPanel(page);
  await panel.getByLabel('Email address').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(oldPassword);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel.getByText('Invalid email or password.')).toBeVisible();
  expect((await storedSession(page)).user).toBeNull();

  // The new one does.
  await panel.getByLabel('Password', { exact: true }).fill(newPassword);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(panel).toBeHidden();
  const user = JSON.parse((await storedSession(page)).user ?? 'null') as Record<string, unknown> | null;
  expect(user).toMatchObject({ email, name: 'Riley Reset', isAdmin: false });
  await expect(footerLoginLink(page)).toBeHidden();
});

test('the login panel keeps focus inside while open and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const panel = await openLoginPanel(page);
  await expect(panel.getByLabel('Email address')).toBeFocused();

  const focusInPanel = () =>
    page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const active = document.activeElement;
      return { inside: Boolean(dialog && active && dialog.contains(active)), tag: active?.outerHTML ?? '' };
    });
  const seen = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const focus = await focusInPanel();
    expect(focus.inside, `Tab ${i + 1} left the panel for ${focus.tag}`).toBe(true);
    seen.add(focus.tag);
  }
  // Twelve presses went round the panel's few controls, so focus wrapped from the last to the first.
  expect(seen.size).toBeLessThan(12);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab');
    const focus = await focusInPanel();
    expect(focus.inside, `Shift+Tab ${i + 1} left the panel for ${focus.tag}`).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(footerLoginLink(page)).toBeFocused();
});

test('logout ends the session on the server; a password change and "log out everywhere" end the others', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sessions');
  // Another device of the same account, signed in through the API.
  const register = await request.post('/api/v1/users/register', {
    data: { name: 'Sol Sessions', email, password: 'first-password-1' },
  });
  expect(register.status()).toBe(201);
  const signedIn = await request.post('/api/v1/users/login', {
    data: { email, password: 'first-password-1' },
  });
  const otherDevice = ((await signedIn.json()) as { token: string }).token;
  const works = async (token: string) =>
    (
      await request.get('/api/v1/subscription/my', { headers: { authorization: `Bearer ${token}` } })
    ).status();
  expect(await works(otherDevice)).toBe(200);

  // Log in in the browser, then log out: the browser's token no longer works anywhere.
  await page.goto('/');
  const login = await openLoginPanel(page);
  await login.getByLabel('Email address').fill(email);
  await login.getByLabel('Password').fill('first-password-1');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  const first = (await storedSession(page)).token!;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(footerLoginLink(page)).toBeVisible();
  await expect.poll(() => works(first)).toBe(401);
  expect(await works(otherDevice)).toBe(200);

  // Log in again and change the password from the account menu: the other device is signed out, this
  // browser stays signed in with a fresh session.
  const again = await openLoginPanel(page);
  await again.getByLabel('Email address').fill(email);
  await again.getByLabel('Password').fill('first-password-1');
  await again.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(again).toBeHidden();
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  await page.getByLabel('Current password').fill('first-password-1');
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  expect(await works(otherDevice)).toBe(401);
  const fresh = (await storedSession(page)).token!;
  expect(await works(fresh)).toBe(200);
  await waitForMail(email, {
    contains: /every device that was signed in to your account has been signed out/,
  });

  // "Log out everywhere" from the account menu ends this session too.
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(footerLoginLink(page)).toBeVisible();
  // Logging out may go on to another page: read the stored session once that page has loaded.
  await page.waitForLoadState('load');
  await expect.poll(() => storedSession(page).catch(() => 'navigating')).toEqual({ user: null, token: null });
  expect(await works(fresh)).toBe(401);
});
