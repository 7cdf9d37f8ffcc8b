// @vitest-environment jsdom
// /applicants: select rows (mouse or keyboard) or every applicant matching the filters, set one status,
// confirm with how many will be emailed, and the API gets the ids or the filters.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicantsScreen from './Screen';
import { applicant, json } from '../../../../test/applicant-fixtures';

const rows = [
  { ...applicant, _id: 'a1', firstName: 'Ada', jobTitle: 'Agent', appliedBefore: false, repeatOf: null },
  { ...applicant, _id: 'a2', firstName: 'Bo', jobTitle: 'Agent', appliedBefore: false, repeatOf: null },
  {
    ...applicant,
    _id: 'a3',
    firstName: 'Cy',
    status: 'Rejected' as const,
    jobTitle: 'Agent',
    appliedBefore: false,
    repeatOf: null,
  },
];
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', '/applicants?status=');
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, name: 'A', email: 'a@x.example' }),
  );
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const u = String(url);
    if (u.includes('/applicants/facets'))
      return json({
        total: 12,
        jobs: [],
        statuses: [
          { status: 'Received', count: 10 },
          { status: 'Rejected', count: 2 },
        ],
      });
    if (u.includes('/applicants/sources')) return json([]);
    if (u.includes('/applicants/bulk-status')) {
      const body = JSON.parse(String(init.body)) as { ids?: string[] };
      return json({ bulkId: 'b1', count: body.ids?.length ?? 12, mailed: 1, queued: !body.ids });
    }
    const answer = json(rows);
    answer.headers.set('X-Total-Count', '12');
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

const bulkBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/applicants/bulk-status'));
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : null;
};

it('rejects the selected rows with a confirmation saying how many will be emailed', async () => {
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="en" messages={catalogues.en} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Ada Lovelace' }));
  // The keyboard selects too (and does not open the row).
  screen.getByRole('checkbox', { name: 'Select Cy Lovelace' }).focus();
  await user.keyboard(' ');
  expect(window.location.pathname).toBe('/applicants');
  expect(screen.getByText('2 applicants selected')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Set status to'), 'Rejected');
  await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the status of 2 applicants?' });
  // Cy is already rejected: one mail.
  expect(within(dialog).getByText(/^1 of them will be emailed/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
  await screen.findByText('Applicants updated: 2. Emails sent: 1.');
  expect(bulkBody()).toEqual({ ids: ['a1', 'a3'], status: 'Rejected', notify: true });
});

it('selects every applicant matching the filters across pages and sends the filters', async () => {
  const user = userEvent.setup();
  render(<ApplicantsScreen lang="en" messages={catalogues.en} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select every applicant on this page' }));
  await user.click(screen.getByRole('button', { name: 'Select all 12 matching applicants' }));
  expect(screen.getByText('All 12 applicants matching the filters are selected.')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Set status to'), 'Rejected');
  await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the status of 12 applicants?' });
  expect(within(dialog).getByText(/^10 of them will be emailed/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
  await waitFor(() => expect(bulkBody()).toMatchObject({ status: 'Rejected', notify: true }));
  expect(bulkBody().query).toEqual({ jobId: '', status: '', source: '', talentPool: '', search: '' });
  await screen.findByText('Applicants being updated in the background: 12. Emails to send: 1.');
});
