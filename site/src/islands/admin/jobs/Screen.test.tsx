// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import JobsScreen from './Screen';

const job = (id: string, patch: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Job ${id}`,
  description: 'Desc',
  type: 'Remote',
  location: 'Davao',
  language: ['English'],
  responsibilities: ['a'],
  operatingHours: '9-5',
  requirements: ['b'],
  postingDate: `2025-0${id}-01T00:00:00.000Z`,
  isActive: true,
  applicantCount: Number(id),
  ...patch,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json({ jobs: [job('1'), job('2'), job('3', { isActive: false })] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const signIn = (isAdmin: boolean) =>
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin, name: 'A', email: 'a@x.example' }),
  );

it('tells a plain user to log in as an administrator and asks the API for nothing', async () => {
  signIn(false);
  render(<JobsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByText(/not an administrator/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('tells a signed-out visitor to log in, in Turkish on a Turkish page', async () => {
  render(<JobsScreen lang="tr" messages={catalogues.tr} />);
  expect(await screen.findByText(/yönetici hesabıyla giriş yapın/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});
