// @vitest-environment jsdom
import type { Locale } from '@crestline/contracts/enums';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ChangePassword from './ChangePassword';

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fresh = { token: 'tok-2', id: 'u1', isAdmin: false, name: 'Ann', email: 'ann@example.com' };

let calls: [string, RequestInit][] = [];
let answer: () => Response;
beforeEach(() => {
  calls = [];
  answer = () => jsonResponse(fresh);
  localStorage.setItem('user', JSON.stringify({ ...fresh, token: 'tok-1' }));
  localStorage.setItem('token', 'tok-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push([url, init]);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function fill(current: string, next: string, confirm = next, lang: Locale = 'en') {
  const user = userEvent.setup();
  render(<ChangePassword lang={lang} messages={catalogues[lang]} />);
  const labels =
    lang === 'en'
      ? ['Current password', 'New password', 'Confirm new password']
      : ['Mevcut şifre', 'Yeni şifre'];
  await user.type(await screen.findByLabelText(labels[0]!), current);
  await user.type(screen.getByLabelText(labels[1]!), next);
  await user.type(screen.getAllByLabelText(/password|şifre/i).at(-1)!, confirm);
  await user.click(
    screen.getByRole('button', { name: lang === 'en' ? 'Change password' : 'Şifreyi değiştir' }),
  );
}

describe('change password screen', () => {
  it('sends the current and new password with the session, then keeps the fresh session', async () => {
    await fill('old-password', 'new-password-1');
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/v1/users/password');
    expect(init.method).toBe('PATCH');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(JSON.parse(String(init.body))).toEqual({
      currentPassword: 'old-password',
      password: 'new-password-1',
    });
    expect(localStorage.getItem('token')).toBe('tok-2');
  });

  it('checks the confirmation before sending anything', async () => {
    await fill('old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows the server’s refusal in the page’s language', async () => {
    answer = () =>
      jsonResponse(
        {
          error: 'Mevcut şifreniz doğru değil.',
          message: 'Mevcut şifreniz doğru değil.',
          code: 'VALIDATION_FAILED',
        },
        400,
      );
    await fill('wrong-password', 'new-password-1', 'new-password-1', 'tr');
    expect(await screen.findByText('Mevcut şifreniz doğru değil.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});
