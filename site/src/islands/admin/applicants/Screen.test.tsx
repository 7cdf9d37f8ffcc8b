// @vitest-environment jsdom
// Relevance on /applicants: "Best matches first" is offered only while a search is given; choosing it
// asks the server for sort=relevance (the export follows), sorting a column or clearing the search leaves
// it for the column's or the newest-first order.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicantsScreen from './Screen';
import { applicant, json } from '../../../../test/applicant-fixtures';

const row = { ...applicant, jobTitle: 'Agent', appliedBefore: false, repeatOf: null };
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', '/applicants');
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, name: 'A', email: 'a@x.example' }),
  );
  fetchMock = vi.fn(async (url: string) => {
    if (String(url).includes('/applicants/facets')) {
      return json({ total: 1, jobs: [{ jobId: 'j1', title: 'Agent', count: 1 }], statuses: [] });
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

/** The query of the last page asked for. */
const lastListQuery = () => {
  const urls = fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://site.example'))
    .filter((u) => u.pathname.endsWith('/applicants'));
  return urls.at(-1)!.searchParams;
};

it('offers the best matches first while searching, and asks the server for them', async () => {
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="en" messages={catalogues.en} />);
  await screen.findByRole('row', { name: /Ada Lovelace/ });
  expect(screen.queryByRole('checkbox', { name: 'Best matches first' })).toBeNull();

  await user.type(screen.getByLabelText('Search by name, email or words in the resume'), 'xero');
  const best = await screen.findByRole('checkbox', { name: 'Best matches first' });
  expect((best as HTMLInputElement).checked).toBe(false);
  expect(lastListQuery().get('sort')).toBe('createdAt');

  await user.click(best);
  await waitFor(() => expect(lastListQuery().get('sort')).toBe('relevance'));
  expect(lastListQuery().get('search')).toBe('xero');
  expect(lastListQuery().get('page')).toBe('1');
  expect((best as HTMLInputElement).checked).toBe(true);
  // The export downloads in the same order.
  await user.click(screen.getByRole('button', { name: /export/i }));
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.some(([url]) => /\/applicants\/export\?.*sort=relevance/.test(String(url))),
    ).toBe(true),
  );

  // Sorting a column leaves relevance.
  await user.click(screen.getByRole('button', { name: /^Email/ }));
  await waitFor(() => expect(lastListQuery().get('sort')).toBe('email'));
  expect((best as HTMLInputElement).checked).toBe(false);

  // Without a search there is nothing to rank: the choice goes, and the list is the newest first.
  await user.click(screen.getByRole('checkbox', { name: 'Best matches first' }));
  await waitFor(() => expect(lastListQuery().get('sort')).toBe('relevance'));
  await user.clear(screen.getByLabelText('Search by name, email or words in the resume'));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Best matches first' })).toBeNull());
  await waitFor(() => expect(lastListQuery().get('sort')).toBe('createdAt'));
  expect(lastListQuery().get('order')).toBe('desc');
  expect(lastListQuery().get('search')).toBeNull();
});

it('names the choice in Turkish', async () => {
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="tr" messages={catalogues.tr} />);
  await user.type(
    await screen.findByLabelText('Ad, e-posta veya özgeçmişteki kelimelere göre arayın'),
    'fatura',
  );
  expect(await screen.findByRole('checkbox', { name: 'En iyi eşleşmeler önce' })).toBeTruthy();
});

it('filters to the talent pool: the list, the counts and the export ask for it; the badge says until when', async () => {
  const until = new Date(Date.now() + 90 * 86_400_000).toISOString();
  fetchMock.mockImplementation(async (url: string) => {
    if (String(url).includes('/applicants/facets')) return json({ total: 1, jobs: [], statuses: [] });
    const answer = json([{ ...row, talentPoolUntil: until }]);
    answer.headers.set('X-Total-Count', '1');
    return answer;
  });
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="tr" messages={catalogues.tr} />);
  const rowShown = await screen.findByRole('row', { name: /Ada Lovelace/ });
  expect(rowShown.textContent).toMatch(/tarihine kadar aday havuzunda/);
  expect(lastListQuery().get('talentPool')).toBeNull();
  await user.click(screen.getByRole('checkbox', { name: 'Yalnızca aday havuzu' }));
  await waitFor(() => expect(lastListQuery().get('talentPool')).toBe('true'));
  expect(
    fetchMock.mock.calls.some(([url]) => /\/applicants\/facets\?.*talentPool=true/.test(String(url))),
  ).toBe(true);
  await user.click(screen.getByRole('button', { name: /dışa aktar|csv/i }));
  await waitFor(() =>
    expect(
      fetchMock.mock.calls.some(([url]) => /\/applicants\/export\?.*talentPool=true/.test(String(url))),
    ).toBe(true),
  );
});
