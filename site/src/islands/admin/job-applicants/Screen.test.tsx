// @vitest-environment jsdom
// The in-place status/remarks edit of /job/{id}/applicants: checked by the contracts' applicantUpdateSchema
// before anything is sent, and the `{applicant}` answer read with its response schema (docs/product.md).
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import JobApplicantsScreen from './Screen';
import { applicant, json, signInOnJobPage } from '../../../../test/applicant-fixtures';

let patchAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  signInOnJobPage();
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PATCH' ? patchAnswer() : json({ _id: 'j1', title: 'Agent', applicantIds: [applicant] }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

async function editRow(status: string, remarks: string) {
  const user = userEvent.setup();
  render(<JobApplicantsScreen lang="en" messages={catalogues.en} />);
  await user.click(
    await screen.findByRole('button', { name: 'Edit the status and remarks of Ada Lovelace' }),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status of Ada Lovelace' }), status);
  const remarksField = screen.getByRole('textbox', { name: 'Remarks on Ada Lovelace' });
  await user.clear(remarksField);
  if (remarks) await user.type(remarksField, remarks);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

it('asks for a change before saving, and sends nothing', async () => {
  await editRow('', '   ');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Please modify at least one field before saving.',
  );
  expect(patches()).toHaveLength(0);
});

it('sends only what was given and shows the saved applicant', async () => {
  patchAnswer = () => json({ applicant: { ...applicant, status: 'Interview', remarks: 'Call back' } });
  await editRow('Interview', '  Call back ');
  expect(await screen.findByText('Changes saved successfully.')).toBeTruthy();
  expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ status: 'Interview', remarks: 'Call back' });
  const row = screen.getByRole('row', { name: /Ada Lovelace/ });
  expect(within(row).getByText('Call back')).toBeTruthy();
});

it('tells the admin when the answer is not an applicant', async () => {
  // The server always answers {applicant}; a bare applicant is as malformed as anything else.
  patchAnswer = () => json({ ...applicant, status: 'Interview' });
  await editRow('Interview', '');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Invalid applicant data received from the server.',
  );
  expect(patches()).toHaveLength(1);
});

it('shows why a save failed', async () => {
  patchAnswer = () =>
    json({ error: 'Applicant not found.', message: 'Applicant not found.', code: 'NOT_FOUND' }, 404);
  await editRow('Offer', '');
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Failed to update applicant: 404 Not Found — Applicant not found.',
  );
});

it('changes the status of every applicant of the job at once, with one mail each, and shows the new statuses', async () => {
  const second = { ...applicant, _id: 'a2', firstName: 'Cy', email: 'cy@example.com', status: 'Rejected' };
  let rejected = false;
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/applicants/bulk-status')) {
      rejected = true;
      const body = JSON.parse(String(init?.body)) as { ids: string[] };
      return json({ bulkId: 'b1', count: body.ids.length, mailed: 1, queued: false });
    }
    const status = (a: typeof applicant) => (rejected ? { ...a, status: 'Rejected' } : a);
    return json({ _id: 'j1', title: 'Agent', applicantIds: [status(applicant), second] });
  });
  const user = userEvent.setup();
  render(<JobApplicantsScreen lang="en" messages={catalogues.en} />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select every applicant of this job' }));
  expect(screen.getByText('2 applicants selected')).toBeTruthy();
  await user.selectOptions(screen.getByLabelText('Set status to'), 'Rejected');
  await user.click(screen.getByRole('button', { name: 'Apply to selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change the status of 2 applicants?' });
  // Cy is rejected already: one mail.
  expect(within(dialog).getByText(/^1 of them will be emailed/)).toBeTruthy();
  await user.click(within(dialog).getByRole('button', { name: 'Change status' }));
  await screen.findByText('Applicants updated: 2. Emails sent: 1.');
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/applicants/bulk-status'));
  expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({
    ids: [applicant._id, 'a2'],
    status: 'Rejected',
    notify: true,
  });
  // The list is read again: Ada's row now says Rejected, and nothing stays selected.
  const row = await screen.findByRole('row', { name: /Ada Lovelace.*Rejected/ });
  expect(within(row).getByRole('checkbox', { name: 'Select Ada Lovelace' })).toHaveProperty('checked', false);
});
