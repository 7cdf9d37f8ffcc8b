// @vitest-environment jsdom
// /admins and roles: the list shows each account's roles; "Change roles" sends PATCH /admins/:id {roles}
// and shows the new list; an invitation carries the roles ticked and is refused without one.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import AdminsScreen from './Screen';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const account = (id: string, email: string, roles: string[]) => ({
  id,
  name: email.split('@')[0],
  email,
  secondFactor: true,
  lastSignInAt: null,
  roles,
});
const owner = account('11111111-1111-4111-8111-111111111111', 'owner@x.example', ['owner']);
const rae = account('22222222-2222-4222-8222-222222222222', 'rae@x.example', ['recruiter']);

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', '/admins');
  localStorage.setItem(
    'user',
    JSON.stringify({
      token: 't',
      id: owner.id,
      isAdmin: true,
      roles: ['owner'],
      name: 'O',
      email: owner.email,
    }),
  );
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return json({ admins: [owner, { ...rae, roles: ['recruiter', 'sales'] }] });
    if (init?.method === 'POST') return json({ message: 'Invited.' }, 201);
    return json({ admins: [owner, rae] });
  });
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

it('shows roles and changes them with PATCH /admins/:id', async () => {
  const user = userEvent.setup();
  render(<AdminsScreen lang="en" messages={catalogues.en} />);
  const row = (await screen.findByText('rae@x.example')).closest('tr')!;
  expect(within(row).getByText('Recruiter')).toBeTruthy();
  await user.click(within(row).getByRole('button', { name: 'Change roles: rae@x.example' }));
  const dialog = await screen.findByRole('dialog', { hidden: true });
  await user.click(within(dialog).getByRole('checkbox', { name: /^Sales/, hidden: true }));
  await user.click(within(dialog).getByRole('button', { name: 'Save roles', hidden: true }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
  const [url, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
  expect(String(url)).toContain(`/admins/${rae.id}`);
  expect(JSON.parse(String(init.body))).toEqual({ roles: ['recruiter', 'sales'] });
  expect(await screen.findByText('Recruiter, Sales')).toBeTruthy();
});

it('invites with the roles ticked, and asks for one first, in Turkish', async () => {
  const user = userEvent.setup();
  render(<AdminsScreen lang="tr" messages={catalogues.tr} />);
  await screen.findByText('rae@x.example');
  const form = screen.getByRole('button', { name: 'Davet gönder' }).closest('form')!;
  await user.type(within(form).getByLabelText(/E-posta/), 'fin@x.example');
  await user.click(within(form).getByRole('button', { name: 'Davet gönder' }));
  expect(await within(form).findByText('En az bir rol seçin.')).toBeTruthy();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await user.click(within(form).getByRole('checkbox', { name: /^Finans/ }));
  await user.click(within(form).getByRole('button', { name: 'Davet gönder' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
  const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
  expect(JSON.parse(String(init.body))).toEqual({ email: 'fin@x.example', roles: ['finance'] });
});
