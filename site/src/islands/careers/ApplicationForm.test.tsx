// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import ApplicationForm from './ApplicationForm';
import { islandMessages } from '../../lib/island-texts';

const APPLICATION_AREAS = ['careers', 'jobs', 'values', 'application', 'consent'];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Call = [string, RequestInit];
let calls: Call[] = [];
let applyAnswer: () => Promise<Response>;

beforeEach(() => {
  calls = [];
  applyAnswer = async () => jsonResponse({ message: 'ok', applicant: {} }, 201);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push([url, init]);
      if (url === '/api/v1/applicants') return applyAnswer();
      return jsonResponse({ job: { _id: 'job-1', title: 'Customer Support Agent' } });
    }),
  );
  window.history.pushState({}, '', '/application/job-1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.pushState({}, '', '/');
});

const pdf = () => new File(['%PDF-1.4 test'], 'resume.pdf', { type: 'application/pdf' });
const text = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });

async function setup() {
  const user = userEvent.setup({ applyAccept: false });
  // The texts the page hands the island (the talent pool's period filled in from the settings).
  render(<ApplicationForm lang="en" messages={islandMessages('en', ...APPLICATION_AREAS)} />);
  await screen.findByRole('link', { name: 'Customer Support Agent' });
  return user;
}

function shownErrors(): string[] {
  return Array.from(document.querySelectorAll('.field-error')).map((el) => el.textContent ?? '');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone number'), '09171234567');
  await user.type(screen.getByLabelText('Zip code'), '8000');
  await user.selectOptions(screen.getByLabelText('Fluent language'), 'English');
  const staff = screen.getByRole('group', { name: 'Number of staff handled' });
  await user.click(within(staff).getByLabelText('5-15'));
  const check = screen.getByRole('group', { name: 'Are you willing to undergo a background check?' });
  await user.click(within(check).getByLabelText('Yes'));
  const cs = screen.getByRole('group', { name: 'Years of customer service experience' });
  await user.click(within(cs).getByLabelText('2 years'));
  const cc = screen.getByRole('group', { name: 'Years of call center experience' });
  await user.click(within(cc).getByLabelText('3+ years'));
  await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());
}

describe('application form', () => {
  it('shows the job being applied for, asked in the page language', async () => {
    await setup();
    expect(calls[0]?.[0]).toBe('/api/v1/jobs/job-1');
    expect(new Headers(calls[0]?.[1].headers).get('Accept-Language')).toBe('en');
  });

  it('checks the fields in the spec order and shows only the first failure, again on every change', async () => {
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('Please fill out all fields correctly.')).toBeTruthy();
    expect(shownErrors()).toEqual(['First name is required.']);
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));

    const steps: [() => Promise<void>, string][] = [
      [() => user.type(screen.getByLabelText('First name'), 'Ada'), 'Last name is required.'],
      [
        () => user.type(screen.getByLabelText('Last name'), 'Lovelace'),
        'Please enter a valid email address.',
      ],
      [
        () => user.type(screen.getByLabelText('Email address'), 'ada@'),
        'Please enter a valid email address.',
      ],
      [
        () => user.type(screen.getByLabelText('Email address'), 'example.com'),
        'Please enter a valid 11-digit phone number.',
      ],
      [
        () => user.type(screen.getByLabelText('Phone number'), '0917123456'),
        'Please enter a valid 11-digit phone number.',
      ],
      [
        () => user.type(screen.getByLabelText('Phone number'), '7'),
        'Please enter a valid 4 to 5 digits zip code.',
      ],
      [
        () => user.type(screen.getByLabelText('Zip code'), '123'),
        'Please enter a valid 4 to 5 digits zip code.',
      ],
      [() => user.type(screen.getByLabelText('Zip code'), '4'), 'Please select a fluent language.'],
      [
        () => user.selectOptions(screen.getByLabelText('Fluent language'), 'Spanish'),
        'Please select a valid number of staff handled.',
      ],
      [
        () => user.click(screen.getByLabelText('above 50', { exact: false })),
        'Please indicate your willingness for a background check.',
      ],
      [
        () =>
          user.click(within(screen.getByRole('group', { name: /background check/ })).getByLabelText('No')),
        'Please select your customer service experience.',
      ],
      [
        () =>
          user.click(
            within(
              screen.getByRole('group', { name: 'Years of customer service experience' }),
            ).getByLabelText('1 year'),
          ),
        'Please select your call center experience.',
      ],
      [
        () =>
          user.click(
            within(screen.getByRole('group', { name: 'Years of call center experience' })).getByLabelText(
              '1 year',
            ),
          ),
        'Please upload your resume.',
      ],
    ];
    for (const [act, expected] of steps) {
      await act();
      expect(shownErrors()).toEqual([expected]);
    }
    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());
    expect(shownErrors()).toEqual([]);
    expect(screen.getByText('Selected file: resume.pdf')).toBeTruthy();
  });

  it('refuses a file that is not a PDF, by picker or by drop, and clears the resume', async () => {
    const user = await setup();
    await user.upload(screen.getByLabelText('Resume (PDF)'), pdf());
    expect(screen.getByText('Selected file: resume.pdf')).toBeTruthy();

    await user.upload(screen.getByLabelText('Resume (PDF)'), text());
    expect(shownErrors()).toEqual(['Please upload a PDF file.']);
    expect(screen.queryByText(/Selected file/)).toBeNull();

    const zone = screen.getByText('Choose file').closest('label') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf()] } });
    expect(screen.getByText('Selected file: resume.pdf')).toBeTruthy();
    await waitFor(() => expect(shownErrors()).toEqual([]));
    fireEvent.drop(zone, { dataTransfer: { files: [text()] } });
    expect(shownErrors()).toEqual(['Please upload a PDF file.']);
    expect(screen.queryByText(/Selected file/)).toBeNull();
  });

  it('sends the application once valid, shows the sending state, alerts success and resets', async () => {
    let release: (r: Response) => void = () => {};
    applyAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const sending = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    const apply = calls.filter(([url]) => url === '/api/v1/applicants');
    expect(apply).toHaveLength(1);
    const [, init] = apply[0] as Call;
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en');
    const body = init.body as FormData;
    expect(Object.fromEntries(Array.from(body.entries()).filter(([k]) => k !== 'resume'))).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '09171234567',
      zipCode: '8000',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: 'true',
      yearsOfCustomerServiceExperience: '2',
      yearsOfCallCenterExperience: '3',
      jobId: 'job-1',
    });
    expect((body.get('resume') as File).name).toBe('resume.pdf');

    release(jsonResponse({ message: 'ok', applicant: {} }, 201));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Application submitted successfully!'));
    await screen.findByRole('button', { name: 'Submit application' });
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Selected file/)).toBeNull();
    expect(shownErrors()).toEqual([]);
  });

  it('sends where the visit came from (the boot script’s visitSource) with the application', async () => {
    window.sessionStorage.setItem(
      'visitSource',
      JSON.stringify({ utm_source: 'jobboard', utm_campaign: 'spring', referrer: 'https://jobs.example/' }),
    );
    try {
      const user = await setup();
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Submit application' }));
      const [, init] = calls.find(([url]) => url === '/api/v1/applicants') as Call;
      const body = init.body as FormData;
      expect(body.get('utm_source')).toBe('jobboard');
      expect(body.get('utm_campaign')).toBe('spring');
      expect(body.get('referrer')).toBe('https://jobs.example/');
      expect(body.has('utm_medium')).toBe(false);
    } finally {
      window.sessionStorage.removeItem('visitSource');
    }
  });

  it('sends the talent-pool box only when ticked, with its words', async () => {
    applyAnswer = () => Promise.resolve(jsonResponse({ message: 'ok', applicant: {} }, 201));
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = await setup();
    await fillValid(user);
    const box = screen.getByLabelText(/Keep my CV for future roles/) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const [, init] = calls.filter(([url]) => url === '/api/v1/applicants')[0] as Call;
    const body = init.body as FormData;
    expect(body.get('talentPool')).toBe('true');
    expect(body.get('consentWording')).toMatch(/^Keep my CV for future roles for 12 months/);
  });

  it("shows the server's error text, or a general one when it gives none", async () => {
    applyAnswer = async () =>
      jsonResponse(
        { error: 'The resume must be a PDF.', message: 'The resume must be a PDF.', code: 'X' },
        400,
      );
    const user = await setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The resume must be a PDF.')).toBeTruthy();

    applyAnswer = async () => new Response('Bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('says Job not found. when the job does not exist', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'Job not found.' }, 404));
    render(<ApplicationForm lang="en" messages={catalogues.en} />);
    expect((await screen.findByText('Job not found.')).closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
  });

  it('speaks Turkish', async () => {
    window.history.pushState({}, '', '/tr/application/job-1');
    const user = userEvent.setup();
    render(<ApplicationForm lang="tr" messages={catalogues.tr} />);
    await screen.findByRole('link', { name: 'Customer Support Agent' });
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    expect(screen.getByText(t('tr', 'application.formInvalid'))).toBeTruthy();
    expect(shownErrors()).toEqual([t('tr', 'application.firstNameRequired')]);
  });
});
