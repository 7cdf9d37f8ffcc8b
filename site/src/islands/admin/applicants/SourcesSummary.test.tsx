// @vitest-environment jsdom
// /applicants: applications and hires by source for the chosen period; a source filters the list.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicantsScreen from './Screen';
import { applicant, json } from '../../../../test/applicant-fixtures';

const row = { ...applicant, jobTitle: 'Agent', appliedBefore: false, repeatOf: null, source: 'google' };
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', '/applicants');
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, name: 'A', email: 'a@x.example' }),
  );
  fetchMock = vi.fn(async (url: string) => {
    if (String(url).includes('/applicants/facets')) return json({ total: 1, jobs: [], statuses: [] });
    if (String(url).includes('/applicants/sources')) {
      return json([
        { source: 'google', applications: 7, hires: 2 },
        { source: 'direct', applications: 3, hires: 0 },
      ]);
    }
    const answer = json([row]);
    answer.headers.set('X-Total-Count', '1');
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const calls = (path: string) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://site.example'))
    .filter((u) => u.pathname.endsWith(path));

it('sums applications and hires by source for the period, and filters the list by a source', async () => {
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="en" messages={catalogues.en} />);
  const summary = await screen.findByRole('region', { name: 'Applications and hires by source' });
  const google = await within(summary).findByRole('row', { name: /google/ });
  expect(
    within(google)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['7', '2']);
  expect(within(summary).getByRole('row', { name: /Direct/ })).toBeTruthy();

  await user.type(within(summary).getByLabelText('From'), '2026-01-01');
  await waitFor(() =>
    expect(calls('/applicants/sources').at(-1)?.searchParams.get('from')).toBe('2026-01-01'),
  );

  await user.click(within(summary).getByRole('button', { name: 'Show applicants from google' }));
  await waitFor(() => expect(calls('/applicants').at(-1)?.searchParams.get('source')).toBe('google'));
  const filter = screen.getByLabelText('Source') as HTMLSelectElement;
  expect(filter.value).toBe('google');
  await user.selectOptions(filter, 'All sources');
  await waitFor(() => expect(calls('/applicants').at(-1)?.searchParams.get('source')).toBeNull());
});

it('speaks Turkish', async () => {
  render(<ApplicantsScreen lang="tr" messages={catalogues.tr} />);
  const summary = await screen.findByRole('region', { name: 'Kaynağa göre başvurular ve işe alımlar' });
  expect(await within(summary).findByRole('columnheader', { name: 'İşe alım' })).toBeTruthy();
});
