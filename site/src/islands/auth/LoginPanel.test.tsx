// @vitest-environment jsdom
import type { Locale } from '@crestline/contracts/enums';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import LoginPanel from './LoginPanel';
import { logout } from '../kit/session';
import { installLoginPanel } from './mount-login-panel';

const SESSION = {
  token: 'jwt-token',
  id: 'u1',
  isAdmin: false,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
function serve(answer: (url: string, init: RequestInit) => Promise<Response>) {
  fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
}

function requestBody(index = 0): unknown {
  const [, init] = fetchMock.mock.calls[index] as [string, RequestInit];
  return JSON.parse(String(init.body));
}

/** A page with a button that opens the panel, as the footer link does. */
function renderPage(lang: Locale = 'en') {
  render(
    <>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => window.dispatchEvent(new CustomEvent('open-login'))}>
          Open login
        </button>
      </main>
      <LoginPanel lang={lang} messages={catalogues[lang]} />
    </>,
  );
  return screen.getByRole('button', { name: 'Open login' });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, lang: Locale = 'en') {
  const trigger = renderPage(lang);
  await user.click(trigger);
  return { trigger, dialog: await screen.findByRole('dialog') };
}

beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  serve(async () => jsonResponse(SESSION));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login panel', () => {
  it('asks for the second factor after the right password, in Turkish, and sends it with the password', async () => {
    const user = userEvent.setup();
    let calls = 0;
    serve(async () =>
      ++calls === 1
        ? jsonResponse(
            { error: t('tr', 'auth.secondFactorNeeded'), message: 'x', code: 'SECOND_FACTOR_NEEDED' },
            401,
          )
        : jsonResponse({ ...SESSION, secondFactor: true, mustEnrol: false }),
    );
    await openPanel(user, 'tr');
    await user.type(screen.getByLabelText(t('tr', 'panel.email')), 'ada@example.com');
    await user.type(screen.getByLabelText(t('tr', 'panel.password')), 'right-password');
    await user.keyboard('{Enter}');
    const code = await screen.findByLabelText(t('tr', 'panel.codeLabel'));
    expect(screen.getByText(t('tr', 'auth.secondFactorNeeded'))).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.type(code, '123456{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestBody(1)).toEqual({ email: 'ada@example.com', password: 'right-password', code: '123456' });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ secondFactor: true });
  });

  it('sends an admin who must enrol a second factor to /two-factor', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serve(async () => jsonResponse({ ...SESSION, isAdmin: true, secondFactor: false, mustEnrol: true }));
    await openPanel(user);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/two-factor'));
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ isAdmin: true, mustEnrol: true });
  });

  it('opens on the open-login event with focus inside, and closes with Escape giving focus back', async () => {
    const user = userEvent.setup();
    const trigger = renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with the close button and with a click beside the panel', async () => {
    const user = userEvent.setup();
    const { trigger } = await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the panel', async () => {
    const user = userEvent.setup();
    const { dialog } = await openPanel(user);
    const close = screen.getByRole('button', { name: 'Close' });
    const signUp = screen.getByRole('button', { name: 'Sign up' });
    signUp.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(signUp);
    for (let i = 0; i < 10; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('checks the email and the password length before calling', async () => {
    const user = userEvent.setup();
    await openPanel(user);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // Rechecked as the visitor corrects the fields.
    await user.type(screen.getByLabelText('Password'), '1234');
    expect(screen.queryByText('Password must be at least 8 characters long')).toBeNull();
  });

  it('logs in: stores user and token, announces session-change, closes and scrolls to the top', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    window.addEventListener('session-change', changes);
    await openPanel(user);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/users/login');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en');
    expect(requestBody()).toEqual({ email: 'ada@example.com', password: 'correct horse' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(SESSION);
    expect(localStorage.getItem('token')).toBe('jwt-token');
    expect(changes).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalled();
    window.removeEventListener('session-change', changes);
  });

  it("shows the server's error, or a general one, and stores nothing", async () => {
    const user = userEvent.setup();
    serve(async () => jsonResponse({ error: 'Invalid email or password.' }, 401));
    await openPanel(user);
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    serve(async () => new Response('oops', { status: 500 }));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs up after checking that the passwords match', async () => {
    const user = userEvent.setup();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enougH');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    // The answer is the same for a new and a registered address: "check your email", no session.
    const checkEmail =
      'Thank you. Please check your email: we have sent a message to this address with your next step.';
    serve(async () => jsonResponse({ message: checkEmail }, 201));
    expect(
      screen.getByText(
        'We will email you at this address. If it already has an account, we will send its owner a note with a link to log in instead.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(checkEmail)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/register');
    expect(requestBody()).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a reset link from the forgot-password view and always gives the same answer', async () => {
    const user = userEvent.setup();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot your password?' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email address'), 'nobody@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    serve(async () => jsonResponse({ error: 'Too many requests.' }, 429));
    await user.type(screen.getByLabelText('Email address'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If the email exists, a reset link will be sent shortly.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/forgot-password');
    expect(requestBody()).toEqual({ email: 'nobody@example.com' });
    await user.click(screen.getByRole('button', { name: /Back to login/ }));
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('speaks Turkish and asks the server in Turkish', async () => {
    const user = userEvent.setup();
    serve(async () => jsonResponse({ error: 'E-posta adresi veya şifre hatalı.' }, 401));
    await openPanel(user, 'tr');
    expect(screen.getByRole('dialog', { name: 'Giriş yap' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-posta adresi'), 'ada@example.com');
    await user.type(screen.getByLabelText('Şifre'), 'kısa');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(screen.getByText(t('tr', 'auth.passwordMin'))).toBeTruthy();
    await user.type(screen.getByLabelText('Şifre'), ' ama uzun');
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('E-posta adresi veya şifre hatalı.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('tr');
  });
});

describe('logout', () => {
  it('forgets user and token and announces session-change', () => {
    localStorage.setItem('user', JSON.stringify(SESSION));
    localStorage.setItem('token', 'jwt-token');
    const changes = vi.fn();
    window.addEventListener('session-change', changes);
    logout();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(changes).toHaveBeenCalledTimes(1);
    window.removeEventListener('session-change', changes);
  });
});

describe('installLoginPanel', () => {
  it('loads and opens the panel on the first open-login event', async () => {
    document.documentElement.lang = 'en';
    installLoginPanel();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent('open-login'));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 5000 })).toBeTruthy();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent('open-login'));
    });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(document.querySelectorAll('#login-panel-root')).toHaveLength(1);
  });
});
