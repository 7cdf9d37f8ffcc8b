// @vitest-environment jsdom
// /applicantDetails/{id}: the status change offers to email the applicant, previews the mail in the
// applicant's language (not the admin's) before sending, sends it through the API (no mailto: link), and
// the history lists the mails with their template, language and sender.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicantDetailsScreen from './Screen';
import { applicant, json } from '../../../../test/applicant-fixtures';

let details: Record<string, unknown>;
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.history.pushState({}, '', '/applicantDetails/a1');
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin: true, name: 'A', email: 'a@x.example' }),
  );
  details = {
    ...applicant,
    jobTitle: 'Agent',
    appliedBefore: false,
    repeatOf: null,
    locale: 'tr',
    statusHistory: [],
    mailHistory: [
      {
        template: 'applicationReceived',
        locale: 'tr',
        status: null,
        sentBy: null,
        sentAt: '2025-01-02T10:00:01.000Z',
      },
    ],
    otherApplications: [],
    resumeText: 'extracted',
  };
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const u = new URL(String(url), 'http://site.example');
    if (u.pathname.endsWith('/mail-preview')) {
      const status = u.searchParams.get('status');
      return json({
        to: 'ada@example.com',
        locale: 'tr',
        template: status === 'Rejected' ? 'statusRejected' : 'statusUpdate',
        subject:
          status === 'Rejected' ? 'Agent başvurunuz hakkında' : 'Agent başvurunuzla ilgili bilgilendirme',
        text: 'Merhaba Ada,\n\nTeşekkür ederiz.',
        html: '<p>x</p>',
      });
    }
    if (init.method === 'PATCH') {
      details = {
        ...details,
        status: 'Rejected',
        statusHistory: [
          {
            from: 'Received',
            to: 'Rejected',
            changedBy: { id: 'u', name: 'Ada Admin' },
            changedAt: '2025-01-03T10:00:00.000Z',
          },
        ],
        mailHistory: [
          ...(details.mailHistory as unknown[]),
          {
            template: 'statusRejected',
            locale: 'tr',
            status: 'Rejected',
            sentBy: { id: 'u', name: 'Ada Admin' },
            sentAt: '2025-01-03T10:00:00.500Z',
          },
        ],
      };
      return json({ applicant: { ...applicant, status: 'Rejected' } });
    }
    return json(details);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

it('previews the mail in the applicant’s language, sends it through the API and lists it in the history', async () => {
  const user = userEvent.setup();
  render(<ApplicantDetailsScreen lang="en" messages={catalogues.en} company="Crestline" />);
  await screen.findByRole('heading', { name: 'Ada Lovelace' });
  expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  const history = screen.getByRole('table', { name: 'Status history' });
  expect(
    within(history).getByRole('cell', { name: 'Email sent: Application received (Turkish)' }),
  ).toBeTruthy();
  expect(within(history).getByRole('cell', { name: 'Sent automatically' })).toBeTruthy();

  await user.selectOptions(screen.getByLabelText('New status'), 'Rejected');
  expect((screen.getByLabelText('Email template') as HTMLSelectElement).value).toBe('rejected');
  const preview = await screen.findByRole('figure', { name: 'Preview in Turkish' });
  expect(await within(preview).findByText('Agent başvurunuz hakkında')).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Save status and send email' }));
  await screen.findByText('The status is saved and the email to the applicant is on its way.');
  const patch = fetchMock.mock.calls.find(
    ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
  );
  expect(JSON.parse(String((patch![1] as RequestInit).body))).toEqual({
    status: 'Rejected',
    notify: true,
    template: 'rejected',
  });
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Status history' })).getByRole('cell', {
        name: 'Email sent: Rejected (Turkish)',
      }),
    ).toBeTruthy(),
  );
});

it('saves without a mail when the box is cleared, and speaks Turkish', async () => {
  const user = userEvent.setup();
  render(<ApplicantDetailsScreen lang="tr" messages={catalogues.tr} company="Crestline" />);
  await screen.findByRole('heading', { name: 'Ada Lovelace' });
  await user.click(screen.getByLabelText('Yeni durumu adaya e-postayla bildir'));
  expect(screen.queryByRole('figure')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Durumu kaydet' }));
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'Farklı bir durum seçin ya da mevcut durumu göndermek için e-posta kutusunu işaretleyin.',
  );
  await user.selectOptions(screen.getByLabelText('Yeni durum'), 'Rejected');
  await user.click(screen.getByRole('button', { name: 'Durumu kaydet' }));
  await screen.findByText('Durum kaydedildi.');
  const patch = fetchMock.mock.calls.find(
    ([, init]) => (init as RequestInit | undefined)?.method === 'PATCH',
  );
  expect(JSON.parse(String((patch![1] as RequestInit).body))).toMatchObject({
    status: 'Rejected',
    notify: false,
  });
});
