// @vitest-environment jsdom
import type { Locale } from '@crestline/contracts/enums';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import ResetPassword from './ResetPassword';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = [string, RequestInit];
let calls: Call[] = [];
let lookup: () => Promise<Response>;
let reset: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  lookup = async () => jsonResponse({ email: 'ada@example.com' });
  reset = async () => jsonResponse({ message: 'ok' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push([url, init]);
      return (init.method ?? 'GET') === 'PATCH' ? reset() : lookup();
    }),
  );
  window.history.pushState({}, '', '/resetpassword/tok%2Ben123');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

async function showForm(lang: Locale = 'en') {
  const user = userEvent.setup();
  render(<ResetPassword lang={lang} messages={catalogues[lang]} />);
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('reset password page', () => {
  it('shows a loading text, then the form with the email being reset', async () => {
    render(<ResetPassword lang="en" messages={catalogues.en} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Reset Password');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText('Confirm new password') as HTMLInputElement).type).toBe('password');
    expect(calls[0]?.[0]).toBe('/api/v1/users/reset-password/tok%2Ben123');
    expect(new Headers(calls[0]?.[1].headers).get('Accept-Language')).toBe('en');
  });

  it('says Token not found or expired. when the link is refused or gives no email', async () => {
    lookup = async () => jsonResponse({ error: 'Invalid token' }, 400);
    render(<ResetPassword lang="en" messages={catalogues.en} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Token not found or expired.');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    cleanup();
    lookup = async () => jsonResponse({});
    render(<ResetPassword lang="en" messages={catalogues.en} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Token not found or expired.');
  });

  it('says An error occurred. Please try again. when the network fails', async () => {
    lookup = async () => {
      throw new TypeError('Failed to fetch');
    };
    render(<ResetPassword lang="en" messages={catalogues.en} />);
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred. Please try again.');
  });

  it('checks that the passwords match first, then their length', async () => {
    const user = await showForm();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorT');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'short');
    expect(screen.getByText('Please enter at least 8 password characters.')).toBeTruthy();
    expect(calls.filter(([, init]) => init.method === 'PATCH')).toHaveLength(0);
  });

  it('shows the server message when the reset is refused, else Password reset failed.', async () => {
    reset = async () => jsonResponse({ error: 'Link used.', message: 'This link was already used.' }, 400);
    const user = await showForm();
    await user.type(screen.getByLabelText('New password'), 'brand new pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This link was already used.')).toBeTruthy();
    reset = async () => new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset failed.')).toBeTruthy();
  });

  it('sends the new password with the email, then shows success with the form hidden', async () => {
    const user = await showForm();
    await user.type(screen.getByLabelText('New password'), 'brand new pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset successfully!')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    const patch = calls.find(([, init]) => init.method === 'PATCH') as Call;
    expect(patch[0]).toBe('/api/v1/users/reset-password/tok%2Ben123');
    expect(JSON.parse(String(patch[1].body))).toEqual({
      password: 'brand new pass',
      email: 'ada@example.com',
    });
    const opened = vi.fn();
    window.addEventListener('open-login', opened);
    await user.click(screen.getByRole('button', { name: 'Log in with your new password' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('open-login', opened);
  });

  it('speaks Turkish', async () => {
    lookup = async () => jsonResponse({ error: 'x' }, 404);
    render(<ResetPassword lang="tr" messages={catalogues.tr} />);
    expect((await screen.findByRole('alert')).textContent).toBe(t('tr', 'resetPassword.tokenInvalid'));
    expect(screen.getByRole('heading', { name: t('tr', 'resetPassword.title') })).toBeTruthy();
    expect(new Headers(calls[0]?.[1].headers).get('Accept-Language')).toBe('tr');
  });
});
