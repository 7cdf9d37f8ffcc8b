// @vitest-environment jsdom
// The admin home follows the roles: each tile and link only for the screens the role may open; opening
// it brings the stored roles up to date from GET /users/me.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import HomeScreen from './Screen';

const summary = {
  unread: { inquiries: 2, messages: 1, franchiseApplications: 3 },
  applicantsThisWeek: { since: '2026-11-19T00:00:00.000Z', total: 0, byStatus: {} },
  activeJobs: 4,
  jobAlerts: { confirmed: 3, pending: 1 },
};
let roles: string[];
let meRoles: string[];
beforeEach(() => {
  window.history.pushState({}, '', '/admin');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).includes('/users/me')
        ? new Response(
            JSON.stringify({ id: 'u', isAdmin: true, roles: meRoles, name: 'A', email: 'a@x.example' }),
          )
        : new Response(JSON.stringify(summary)),
    ),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});
const signIn = () =>
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, roles, name: 'A', email: 'a@x.example' }),
  );

it('shows a recruiter the recruiting tiles only', async () => {
  roles = meRoles = ['recruiter'];
  signIn();
  render(<HomeScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByRole('heading', { name: 'Applicants in the last 7 days' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /3 unread franchise/i })).toBeTruthy();
  expect(screen.queryByRole('link', { name: /inquir/i })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Payments and subscriptions' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Accounts and records' })).toBeNull();
  expect(screen.getByText('Job alerts: 3 confirmed, 1 awaiting confirmation')).toBeTruthy();
});

it('shows finance the money tile, and follows a change of roles made since sign-in', async () => {
  roles = ['finance'];
  meRoles = ['finance', 'sales'];
  signIn();
  render(<HomeScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByRole('heading', { name: 'Payments and subscriptions' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Applicants in the last 7 days' })).toBeNull();
  // GET /users/me said sales too: the inquiries and messages appear.
  expect(await screen.findByText('Your roles: Sales, Finance')).toBeTruthy();
  expect(screen.getByRole('link', { name: /2 unread inquir/i })).toBeTruthy();
});
