// @vitest-environment jsdom
// The forms' states and messages (docs/product.md) against a stand-in for the API's fetch answers.
import type { Locale } from '@crestline/contracts/enums';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import ContactForm from './ContactForm';
import QuoteForm from './QuoteForm';
import ConsultationForm from './ConsultationForm';
import { consultationInquirySchema } from '@crestline/contracts/inquiries';

/** The first message of each failing field of the booking form. */
function consultationErrors(values: Record<string, string>, lang: Locale): Record<string, string> {
  const parsed = consultationInquirySchema(lang).safeParse(values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]);
      errors[key] ??= issue.message;
    }
  }
  return errors;
}
import FranchiseForm from './FranchiseForm';
import type {
  ConsultationFormLabels,
  ContactFormLabels,
  FranchiseFormLabels,
  QuoteFormLabels,
} from '../../lib/form-labels';

const fetchMock = vi.fn();
function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
}
function sentBody(call = 0) {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit;
  return typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : init.body;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const contactLabels: ContactFormLabels = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  website: 'Website',
  message: 'Message',
  updatesConsent: 'Keep me informed',
  submit: 'Send message',
  submitting: 'Submitting...',
};

/** What every lead form adds to its post (the form kit's lead.tsx): an empty honeypot, a start time, the source. */
const LEAD_EXTRAS = {
  fax: '',
  startedAt: expect.any(Number) as unknown,
  source: expect.objectContaining({ page: '/' }) as unknown,
};

describe('contact form', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, website = 'https://acme.test') {
    await user.type(screen.getByLabelText(/Full name/), 'Ann Lee');
    await user.type(screen.getByLabelText(/Email/), 'ann@acme.test');
    await user.type(screen.getByLabelText(/Phone/), '+1 555 0100');
    if (website) await user.type(screen.getByLabelText(/Website/), website);
    await user.type(screen.getByLabelText(/Message/), 'We need two assistants.');
  }

  it('enables submit once email, name, phone and message are filled, and keeps it on', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm lang="en" messages={catalogues.en} labels={contactLabels} formId="homePage-contact-us" />,
    );
    const submit = screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await fill(user, '');
    expect(submit.disabled).toBe(false);
    await user.clear(screen.getByLabelText(/Message/));
    expect(submit.disabled).toBe(false);
    expect(document.getElementById('homePage-contact-us')).not.toBeNull();
  });

  it('posts the message, shows the success text and clears the fields', async () => {
    const user = userEvent.setup();
    answer(201, { message: { _id: '1' } });
    render(<ContactForm lang="en" messages={catalogues.en} labels={contactLabels} />);
    await fill(user);
    await user.click(screen.getByLabelText('Keep me informed'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/messages');
    expect(sentBody()).toEqual({
      fullName: 'Ann Lee',
      email: 'ann@acme.test',
      phone: '+1 555 0100',
      website: 'https://acme.test',
      message: 'We need two assistants.',
      isWillingToReceiveUpdates: true,
      // The box's words as shown, recorded with the consent.
      consentWording: 'Keep me informed',
      ...LEAD_EXTRAS,
    });
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Keep me informed') as HTMLInputElement).checked).toBe(false);
    // The honeypot is there for bots only: out of the tab order and hidden from assistive technology.
    const fax = document.querySelector<HTMLInputElement>('input[name=fax]')!;
    expect(fax.tabIndex).toBe(-1);
    expect(fax.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the server's message on failure, or the fallback", async () => {
    const user = userEvent.setup();
    answer(429, { error: 'Too many requests', message: 'Too many requests', code: 'RATE_LIMITED' });
    render(<ContactForm lang="en" messages={catalogues.en} labels={contactLabels} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Something went wrong!')).toBeTruthy();
  });

  it('speaks Turkish', async () => {
    const user = userEvent.setup();
    answer(201, {});
    render(<ContactForm lang="tr" messages={catalogues.tr} labels={contactLabels} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(t('tr', 'contact.success')));
    expect(t('tr', 'contact.success')).not.toBe(t('en', 'contact.success'));
  });
});

const quoteLabels: QuoteFormLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  company: 'Company',
  noOfStaff: 'Number of staff',
  message: 'Message',
  marketingConsent: 'Marketing ok',
  submit: 'Request a quote',
  submitting: 'Submitting...',
};

describe('quote form', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
    const values: Record<string, string> = {
      'First name': 'Ann',
      'Last name': 'Lee',
      Email: 'ann@acme.test',
      Phone: '5550100',
      Company: 'Acme',
      Location: 'Austin',
      'Number of staff': '3',
      Message: 'Two assistants',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(new RegExp(`^${label}`));
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }

  it('keeps submit disabled until every field is filled', async () => {
    const user = userEvent.setup();
    render(<QuoteForm lang="en" messages={catalogues.en} labels={quoteLabels} />);
    const submit = screen.getByRole('button', { name: 'Request a quote' }) as HTMLButtonElement;
    await fill(user, { Message: '' });
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    expect(submit.disabled).toBe(false);
  });

  it('rejects a staff count below 1 with its message and sends nothing', async () => {
    const user = userEvent.setup();
    render(<QuoteForm lang="en" messages={catalogues.en} labels={quoteLabels} />);
    await fill(user, { 'Number of staff': '0' });
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('Number of staff must be at least 1.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the quote payload, shows the success text and resets', async () => {
    const user = userEvent.setup();
    answer(201, { message: 'ok', inquiry: {} });
    render(<QuoteForm lang="en" messages={catalogues.en} labels={quoteLabels} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(
      await screen.findByText(
        'Your inquiry has been submitted successfully! We will get back to you shortly.',
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/inquiries');
    expect(sentBody()).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@acme.test',
      phone: '5550100',
      location: 'Austin',
      company: 'Acme',
      noOfStaff: 3,
      message: 'Two assistants',
      isOkayToRecieveMarketing: false,
      ...LEAD_EXTRAS,
    });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the fallback error when the server gives no message', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    render(<QuoteForm lang="en" messages={catalogues.en} labels={quoteLabels} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request a quote' }));
    expect(await screen.findByText('An error occurred. Please try again later.')).toBeTruthy();
  });
});

const consultationLabels: ConsultationFormLabels = {
  company: 'Company',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  timeZone: 'Time zone',
  timeZonePlaceholder: 'Select Timezone',
  date: 'Date',
  timeFrom: 'From',
  timeTo: 'To',
  submit: 'Book',
  submitting: 'Submitting...',
  successTitle: 'Thank you',
  successText: 'Information successfully submitted.',
  close: 'Close',
};

describe('consultation form', () => {
  const valid = {
    company: 'Acme',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@acme.io',
    phone: '5550100',
    timeZone: 'EST',
    date: '2030-05-01',
    timeFrom: '09:00',
    timeTo: '10:00',
  };

  it('gives the spec messages for each missing field, in order', () => {
    expect(consultationErrors({ ...valid, company: '' }, 'en')).toEqual({
      company: 'Company nor Identity is required.',
    });
    const none = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as typeof valid;
    expect(consultationErrors(none, 'en')).toEqual({
      company: 'Company nor Identity is required.',
      firstName: 'firstname is required.',
      lastName: 'Lastname is required.',
      email: 'Email is required.',
      phone: 'Phone is required.',
      timeZone: 'Time Zone is required.',
      date: 'Date is required.',
      timeFrom: 'Start time is required.',
      timeTo: 'End time is required.',
    });
    expect(consultationErrors({ ...valid, email: 'ann@acme.museum1' }, 'en').email).toBe(
      'Please enter a valid email address.',
    );
    expect(consultationErrors(valid, 'en')).toEqual({});
  });

  it('shows a message once a field is left empty and keeps submit disabled while invalid', async () => {
    const user = userEvent.setup();
    render(<ConsultationForm lang="en" messages={catalogues.en} labels={consultationLabels} />);
    await user.click(screen.getByLabelText(/^Company/));
    await user.tab();
    expect(screen.getByText('Company nor Identity is required.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Book' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the consultation payload, resets and opens the success dialog', async () => {
    const user = userEvent.setup();
    answer(201, { message: 'ok' });
    render(<ConsultationForm lang="en" messages={catalogues.en} labels={consultationLabels} />);
    await user.type(screen.getByLabelText(/^Company/), valid.company);
    await user.type(screen.getByLabelText(/^First name/), valid.firstName);
    await user.type(screen.getByLabelText(/^Last name/), valid.lastName);
    await user.type(screen.getByLabelText(/^Email/), valid.email);
    await user.type(screen.getByLabelText(/^Phone/), valid.phone);
    await user.selectOptions(screen.getByLabelText(/^Time zone/), 'EST');
    await user.type(screen.getByLabelText(/^Date/), valid.date);
    await user.type(screen.getByLabelText(/^From/), valid.timeFrom);
    await user.type(screen.getByLabelText(/^To/), valid.timeTo);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/inquiries');
    expect(sentBody()).toEqual({ ...valid, ...LEAD_EXTRAS });
    await waitFor(() => expect((screen.getByLabelText(/^Company/) as HTMLInputElement).value).toBe(''));
    expect(screen.getByText('Information successfully submitted.')).toBeTruthy();
  });
});

const franchiseLabels: FranchiseFormLabels = {
  heading: 'Upload',
  dropZone: 'Drop the signed contract here',
  browse: 'Choose file',
  pdfOnly: 'PDF only',
  selectedFile: 'Selected',
  removeFile: 'Remove',
  name: 'Your name',
  email: 'Your email',
  submit: 'Submit application',
  submitting: 'Submitting...',
  success: 'Thanks, we received your application.',
};

describe('franchise form', () => {
  const pdf = () => new File(['%PDF-1.4'], 'contract.pdf', { type: 'application/pdf' });

  it('refuses anything but a PDF and keeps a PDF already chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<FranchiseForm lang="en" messages={catalogues.en} labels={franchiseLabels} />);
    const input = screen.getByLabelText('Drop the signed contract here');
    await user.upload(input, pdf());
    expect(screen.getByText('Selected: contract.pdf')).toBeTruthy();
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('Please upload a PDF file.')).toBeTruthy();
    expect(screen.getByText('Selected: contract.pdf')).toBeTruthy();
  });

  it('sends name, email and the PDF as multipart and shows success', async () => {
    const user = userEvent.setup();
    answer(201, { message: 'ok' });
    render(<FranchiseForm lang="en" messages={catalogues.en} labels={franchiseLabels} />);
    await user.type(screen.getByLabelText(/^Your name/), 'Ann Lee');
    await user.type(screen.getByLabelText(/^Your email/), 'ann@acme.test');
    await user.upload(screen.getByLabelText('Drop the signed contract here'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Thanks, we received your application.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/franchise-applications');
    const form = sentBody() as FormData;
    expect(form.get('name')).toBe('Ann Lee');
    expect(form.get('email')).toBe('ann@acme.test');
    expect((form.get('contract') as File).name).toBe('contract.pdf');
  });

  it('asks for the contract when none is chosen', async () => {
    const user = userEvent.setup();
    render(<FranchiseForm lang="en" messages={catalogues.en} labels={franchiseLabels} />);
    await user.type(screen.getByLabelText(/^Your name/), 'Ann Lee');
    await user.type(screen.getByLabelText(/^Your email/), 'ann@acme.test');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please upload the signed contract.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
