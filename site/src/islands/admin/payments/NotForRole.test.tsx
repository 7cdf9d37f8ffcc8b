// @vitest-environment jsdom
// The role gate: an admin opening a screen outside their roles by address sees "not for your role" in the
// page's language, and no request for the screen's data is made.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import PaymentsScreen from './Screen';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const signIn = (roles: string[]) =>
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, roles, name: 'R', email: 'r@x.example' }),
  );

it('shows a recruiter on /payments the "not for your role" page, asking the API for nothing', async () => {
  const fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/payments');
  signIn(['recruiter']);
  render(<PaymentsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByRole('heading', { name: 'Not for your role' })).toBeTruthy();
  expect(screen.getByText(/not part of your role \(Recruiter\)/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('says it in Turkish on a Turkish page', async () => {
  vi.stubGlobal('fetch', vi.fn());
  window.history.replaceState(null, '', '/tr/payments');
  signIn(['sales', 'recruiter']);
  render(<PaymentsScreen lang="tr" messages={catalogues.tr} />);
  expect(await screen.findByRole('heading', { name: 'Rolünüze açık değil' })).toBeTruthy();
  expect(screen.getByText(/rolünüzün \(İşe alım, Satış\)/)).toBeTruthy();
});

it('lets finance in', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"Payments":[]}', { status: 200 })),
  );
  window.history.replaceState(null, '', '/payments');
  signIn(['finance']);
  render(<PaymentsScreen lang="en" messages={catalogues.en} />);
  await new Promise((r) => setTimeout(r, 50));
  expect(screen.queryByText('Not for your role')).toBeNull();
});
