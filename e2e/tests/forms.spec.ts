// Form journeys (issue 4): every public form of the site, submitted with valid data (the success text
// shows, the form resets, the record reaches the admin API or the sender's mailbox) and with each kind of
// invalid data (the spec's message shows, nothing is sent or stored). Messages are the spec's (docs/product.md).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';
import { makePdf } from '../fixtures/pdf';
import { mailsFor, waitForMail } from '../fixtures/mail';

// A ".test" ending: the booking form accepts only 2 to 4 letter endings (docs/product.md).
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.test`;

/** The same address with a domain the browser accepts but the site does not (no dot: "x@example"). */
const dotlessEmail = (email: string) => email.replace(/@.*$/, '@example');

let adminToken: string | undefined;
async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const login = await request.post('/api/v1/users/login', { data: ADMIN });
    expect(login.ok()).toBe(true);
    adminToken = ((await login.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${adminToken}` };
}

interface StoredMessage {
  fullName: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  isWillingToReceiveUpdates: boolean;
}

interface StoredInquiry {
  kind: 'quote' | 'consultation';
  email: string;
  [field: string]: unknown;
}

async function storedMessages(request: APIRequestContext, email: string): Promise<StoredMessage[]> {
  const res = await request.get('/api/v1/messages', { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as { messages: StoredMessage[] };
  return messages.filter((m) => m.email === email);
}

async function storedInquiries(request: APIRequestContext, email: string): Promise<StoredInquiry[]> {
  const res = await request.get('/api/v1/inquiries', { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  const { inquiries } = (await res.json()) as { inquiries: StoredInquiry[] };
  return inquiries.filter((i) => i.email === email);
}

/** Every POST the page sends to an API path (e.g. '/messages'), to prove an invalid form sent nothing. */
function postsTo(page: Page, apiPath: string): string[] {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === `/api/v1${apiPath}`) sent.push(req.url());
  });
  return sent;
}

/** Scrolls a form island into view and waits until React has hydrated it (client:visible islands). */
async function hydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** Holds the next POST to an API path until `release()` is called, to see the form's sending state. */
async function holdNextPost(page: Page, apiPath: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/v1${apiPath}`, async (route) => {
    if (route.request().method() === 'POST') await released;
    await route.continue();
  });
  return release;
}

/** The browser's own validation (required, type=email) stopped the submit on this field. */
async function expectBrowserBlocked(field: Locator, reason: 'valueMissing' | 'typeMismatch') {
  await expect(field).toBeFocused();
  const validity = await field.evaluate((el: HTMLInputElement) => ({
    reason: el.validity.valueMissing ? 'valueMissing' : el.validity.typeMismatch ? 'typeMismatch' : 'valid',
    message: el.validationMessage,
  }));
  expect(validity.reason).toBe(reason);
  expect(validity.message).not.toBe('');
}

/** A form field by its label text; required fields' labels end in an asterisk hidden from screen readers. */
function labelled(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

// ---------------------------------------------------------------------------------------------------
// Contact form: home (#homePage-contact-us), /messageus and /message-us → POST /api/v1/messages.

const contactPages = [
  { name: 'the home contact form', path: '/', form: (page: Page) => page.locator('#homePage-contact-us') },
  {
    name: 'the /messageus form',
    path: '/messageus',
    form: (page: Page) => page.locator('main form').filter({ has: page.locator('textarea') }),
  },
  {
    name: 'the /message-us form',
    path: '/message-us',
    form: (page: Page) => page.locator('main form').filter({ has: page.locator('textarea') }),
  },
];

async function fillContact(
  form: Locator,
  v: { fullName: string; email: string; phone: string; website: string; message: string },
) {
  await form.getByLabel('Full name').fill(v.fullName);
  await form.getByLabel('Email address').fill(v.email);
  await form.getByLabel('Phone number').fill(v.phone);
  await form.getByLabel('Company website').fill(v.website);
  await form.getByLabel('Your message').fill(v.message);
}

for (const where of contactPages) {
  test(`${where.name}: a valid message is sent, stored and the form resets`, async ({ page, request }) => {
    const email = uniqueEmail('contact');
    await page.goto(where.path);
    const form = where.form(page);
    await hydrated(form);
    const send = form.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();

    const values = {
      fullName: 'Casey Contact',
      email,
      phone: '+1 555 0100',
      website: 'https://casey.example.com',
      message: `Hello from ${where.path}: we need two assistants.`,
    };
    await fillContact(form, values);
    const updates = form.getByLabel('Keep me informed about new services and offers by email.');
    await updates.check();
    await expect(send).toBeEnabled();

    const release = await holdNextPost(page, '/messages');
    await send.click();
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    await expect(form.getByRole('status')).toHaveText('Your message has been sent successfully!');
    for (const label of ['Full name', 'Email address', 'Phone number', 'Company website', 'Your message'])
      await expect(form.getByLabel(label)).toHaveValue('');
    await expect(updates).not.toBeChecked();
    await expect(form.getByRole('alert')).toHaveText('');

    const stored = await storedMessages(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...values, isWillingToReceiveUpdates: true });
  });

  test(`${where.name}: invalid data shows the message and nothing is sent`, async ({ page, request }) => {
    const email = uniqueEmail('contact-invalid');
    await page.goto(where.path);
    const form = where.form(page);
    await hydrated(form);
    const posts = postsTo(page, '/messages');
    const send = form.getByRole('button', { name: 'Send message' });
    const alert = form.getByRole('alert');

    // Submit stays disabled until email, full name, phone and message are filled (website not needed).
    await form.getByLabel('Full name').fill('Casey Contact');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill('+1 555 0100');
    await expect(send).toBeDisabled();
    await form.getByLabel('Your message').fill('Hello');
    await expect(send).toBeEnabled();

    // The website is required by the browser.
    await send.click();
    await expectBrowserBlocked(form.getByLabel('Company website'), 'valueMissing');
    await form.getByLabel('Company website').fill('https://casey.example.com');

    // An address without an @ is refused by the browser; one without a dot in the domain by the site.
    await form.getByLabel('Email address').fill('casey-at-example.com');
    await send.click();
    await expectBrowserBlocked(form.getByLabel('Email address'), 'typeMismatch');
    await form.getByLabel('Email address').fill(dotlessEmail(email));
    await send.click();
    await expect(alert).toHaveText('Please enter a valid email address.');

    // A name of spaces passes the browser but not the site (the button, once enabled, stays enabled).
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Full name').fill('   ');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(alert).toHaveText('Please fill in all required fields.');
    await expect(form.getByRole('status')).toHaveText('');

    expect(posts).toEqual([]);
    expect(await storedMessages(request, email)).toEqual([]);
    expect(await storedMessages(request, dotlessEmail(email))).toEqual([]);
  });
}

test('the Turkish contact form sends the message and answers in Turkish', async ({ page, request }) => {
  const email = uniqueEmail('contact-tr');
  await page.goto('/tr/messageus');
  const form = page.locator('main form').filter({ has: page.locator('textarea') });
  await hydrated(form);
  const values = {
    fullName: 'Deniz Yılmaz',
    email,
    phone: '+90 555 010 0000',
    website: 'https://deniz.example.com.tr',
    message: 'Merhaba, iki asistana ihtiyacımız var.',
  };
  await form.getByLabel('Ad soyad').fill(values.fullName);
  await form.getByLabel('E-posta adresi').fill(values.email);
  await form.getByLabel('Telefon numarası').fill(values.phone);
  await form.getByLabel('Şirket web sitesi').fill(values.website);
  await form.getByLabel('Mesajınız').fill(values.message);
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/messages'));
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  expect((await sent).headers()['accept-language']).toBe('tr');
  await expect(form.getByRole('status')).toHaveText('Mesajınız başarıyla gönderildi!');
  await expect(form.getByLabel('Ad soyad')).toHaveValue('');
  expect(await storedMessages(request, email)).toEqual([
    expect.objectContaining({ ...values, isWillingToReceiveUpdates: false }),
  ]);

  // Invalid data gets the Turkish message, and nothing is sent.
  const posts = postsTo(page, '/messages');
  await form.getByLabel('Ad soyad').fill(values.fullName);
  await form.getByLabel('E-posta adresi').fill(dotlessEmail(email));
  await form.getByLabel('Telefon numarası').fill(values.phone);
  await form.getByLabel('Şirket web sitesi').fill(values.website);
  await form.getByLabel('Mesajınız').fill(values.message);
  await form.getByRole('button', { name: 'Mesajı gönder' }).click();
  await expect(form.getByRole('alert')).toHaveText('Lütfen geçerli bir e-posta adresi girin.');
  expect(posts).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------
// Team builder quote form → POST /api/v1/inquiries (kind quote).

const quoteLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  company: 'Company',
  location: 'Location',
  noOfStaff: 'Number of staff needed',
  message: 'Tell us about the roles you need',
} as const;
type QuoteField = keyof typeof quoteLabels;

async function fillQuote(form: Locator, values: Record<QuoteField, string>) {
  for (const [field, label] of Object.entries(quoteLabels) as [QuoteField, string][])
    await labelled(form, label).fill(values[field]);
}

const quoteValues = (email: string): Record<QuoteField, string> => ({
  firstName: 'Quinn',
  lastName: 'Quote',
  email,
  phone: '+1 555 0101',
  company: 'Quinn Logistics',
  location: 'Austin, TX',
  noOfStaff: '4',
  message: 'Four customer support agents for US hours.',
});

test('the team builder quote form sends a valid inquiry, stores it and resets', async ({ page, request }) => {
  const email = uniqueEmail('quote');
  await page.goto('/teambuilder');
  const form = page.locator('main form');
  await hydrated(form);
  const submit = form.getByRole('button', { name: 'Request my quote' });
  await expect(submit).toBeDisabled();
  const values = quoteValues(email);
  await fillQuote(form, values);
  const marketing = form.getByLabel(/I agree to receive occasional news and offers/);
  await marketing.check();

  const release = await holdNextPost(page, '/inquiries');
  await submit.click();
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  await expect(form.getByRole('status')).toHaveText(
    'Your inquiry has been submitted successfully! We will get back to you shortly.',
  );
  for (const label of Object.values(quoteLabels)) await expect(labelled(form, label)).toHaveValue('');
  await expect(marketing).not.toBeChecked();
  await expect(submit).toBeDisabled();

  const stored = await storedInquiries(request, email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    ...values,
    kind: 'quote',
    noOfStaff: 4,
    isOkayToRecieveMarketing: true,
  });
});

test('the quote form refuses blank, malformed and out-of-range data and sends nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('quote-invalid');
  await page.goto('/teambuilder');
  const form = page.locator('main form');
  await hydrated(form);
  const posts = postsTo(page, '/inquiries');
  const submit = form.getByRole('button', { name: 'Request my quote' });
  const alert = form.getByRole('alert');
  const values = quoteValues(email);

  // Every field is required: with any one of them blank (or only spaces) the form cannot be sent.
  await fillQuote(form, values);
  await expect(submit).toBeEnabled();
  for (const [field, label] of Object.entries(quoteLabels) as [QuoteField, string][]) {
    const input = labelled(form, label);
    await input.fill('');
    await expect(submit, `${field} blank`).toBeDisabled();
    if (field !== 'noOfStaff') {
      await input.fill('   ');
      await expect(submit, `${field} spaces`).toBeDisabled();
    }
    await input.fill(values[field]);
  }
  await expect(submit).toBeEnabled();

  await form.getByLabel('Email address').fill(dotlessEmail(email));
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email address.');
  await form.getByLabel('Email address').fill(email);

  await form.getByLabel('Number of staff needed').fill('0');
  await submit.click();
  await expect(alert).toHaveText('Number of staff must be at least 1.');
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByLabel('First name')).toHaveValue(values.firstName); // nothing was reset

  expect(posts).toEqual([]);
  expect(await storedInquiries(request, email)).toEqual([]);
  expect(await storedInquiries(request, dotlessEmail(email))).toEqual([]);
});

// ---------------------------------------------------------------------------------------------------
// Consultation / initial booking form: /getstarted (needs a stored plan) and /booking-guidelines.

const PLAN = {
  role: 'jr_technical',
  amount: 650,
  showAmount: 650,
  noOfRoles: 1,
  noOfMonths: 1,
  billingCycle: 'hourly',
  description: 'Junior technical talent',
  currency: 'USD',
  region: 'US',
};

const consultationLabels = {
  en: {
    company: 'Company or name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
    phone: 'Phone number',
    timeZone: 'Time zone',
    date: 'Preferred date',
    timeFrom: 'From',
    timeTo: 'To',
    submit: 'Book my consultation',
    dialog: 'Thank you!',
    success: 'Information successfully submitted.',
    close: 'Close',
  },
  tr: {
    company: 'Şirket ya da ad soyad',
    firstName: 'Ad',
    lastName: 'Soyad',
    email: 'E-posta adresi',
    phone: 'Telefon numarası',
    timeZone: 'Saat dilimi',
    date: 'Tercih ettiğiniz tarih',
    timeFrom: 'Başlangıç',
    timeTo: 'Bitiş',
    submit: 'Görüşmemi planla',
    dialog: 'Teşekkürler!',
    success: 'Bilgileriniz başarıyla gönderildi.',
    close: 'Kapat',
  },
} as const;
type ConsultationField =
  'company' | 'firstName' | 'lastName' | 'email' | 'phone' | 'timeZone' | 'date' | 'timeFrom' | 'timeTo';
const consultationFields: ConsultationField[] = [
  'company',
  'firstName',
  'lastName',
  'email',
  'phone',
  'timeZone',
  'date',
  'timeFrom',
  'timeTo',
];

/** The spec's booking-form messages (docs/product.md), and their Turkish equivalents. */
const consultationMessages: Record<'en' | 'tr', Record<ConsultationField, string>> = {
  en: {
    company: 'Company nor Identity is required.',
    firstName: 'firstname is required.',
    lastName: 'Lastname is required.',
    email: 'Email is required.',
    phone: 'Phone is required.',
    timeZone: 'Time Zone is required.',
    date: 'Date is required.',
    timeFrom: 'Start time is required.',
    timeTo: 'End time is required.',
  },
  tr: {
    company: 'Şirket adı ya da ad soyad zorunludur.',
    firstName: 'Ad zorunludur.',
    lastName: 'Soyad zorunludur.',
    email: 'E-posta zorunludur.',
    phone: 'Telefon zorunludur.',
    timeZone: 'Saat dilimi zorunludur.',
    date: 'Tarih zorunludur.',
    timeFrom: 'Başlangıç saati zorunludur.',
    timeTo: 'Bitiş saati zorunludur.',
  },
};

const consultationValues = (email: string): Record<ConsultationField, string> => ({
  company: 'Harbor Dental',
  firstName: 'Robin',
  lastName: 'Booker',
  email,
  phone: '+1 555 0102',
  timeZone: 'EST',
  date: '2030-05-01',
  timeFrom: '09:00',
  timeTo: '10:30',
});

function consultationField(form: Locator, lang: 'en' | 'tr', field: ConsultationField) {
  return labelled(form, consultationLabels[lang][field]);
}

async function fillConsultation(form: Locator, lang: 'en' | 'tr', values: Record<ConsultationField, string>) {
  for (const field of consultationFields) {
    const input = consultationField(form, lang, field);
    if (field === 'timeZone') await input.selectOption(values[field]);
    else await input.fill(values[field]);
  }
}

const consultationPages = [
  { name: 'get started', path: '/getstarted', lang: 'en', plan: true },
  { name: 'booking guidelines', path: '/booking-guidelines', lang: 'en', plan: false },
  { name: 'Turkish booking guidelines', path: '/tr/booking-guidelines', lang: 'tr', plan: false },
] as const;

for (const where of consultationPages) {
  test(`the ${where.name} consultation form books, opens the success dialog and resets`, async ({
    page,
    request,
  }) => {
    const L = consultationLabels[where.lang];
    const email = uniqueEmail('consultation');
    if (where.plan)
      await page.addInitScript((plan) => localStorage.setItem('subscription', JSON.stringify(plan)), PLAN);
    await page.goto(where.path);
    await expect(page).toHaveURL(new RegExp(`${where.path}/?$`)); // not sent home: a plan is stored
    const form = page.locator('main form');
    await hydrated(form);
    const submit = form.getByRole('button', { name: L.submit });
    await expect(submit).toBeDisabled();

    const values = consultationValues(email);
    await fillConsultation(form, where.lang, values);
    await expect(submit).toBeEnabled();
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/inquiries'));
    await submit.click();
    expect((await sent).headers()['accept-language']).toBe(where.lang);

    const dialog = page.getByRole('dialog', { name: L.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(L.success);
    await expect(dialog.getByRole('button', { name: L.close, exact: true }).last()).toBeFocused();
    for (const field of consultationFields)
      await expect(consultationField(form, where.lang, field)).toHaveValue('');
    await dialog.getByRole('button', { name: L.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(submit).toBeDisabled();
    // A reset form shows no messages until its fields are touched again.
    for (const message of Object.values(consultationMessages[where.lang]))
      await expect(form.getByText(message, { exact: true })).toBeHidden();

    const stored = await storedInquiries(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...values, kind: 'consultation' });
  });

  test(`the ${where.name} consultation form shows each field's message and sends nothing`, async ({
    page,
    request,
  }) => {
    const L = consultationLabels[where.lang];
    const messages = consultationMessages[where.lang];
    const email = uniqueEmail('consultation-invalid');
    if (where.plan)
      await page.addInitScript((plan) => localStorage.setItem('subscription', JSON.stringify(plan)), PLAN);
    await page.goto(where.path);
    const form = page.locator('main form');
    await hydrated(form);
    const posts = postsTo(page, '/inquiries');
    const submit = form.getByRole('button', { name: L.submit });

    // A required field left empty shows its own message once the visitor moves on.
    for (const field of consultationFields) {
      const input = consultationField(form, where.lang, field);
      // The visitor's own time zone is chosen for them when it is one of the list's: clear it.
      if (field === 'timeZone') await input.selectOption('');
      await input.focus();
      await input.blur();
      await expect(form.getByText(messages[field], { exact: true }), field).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(submit).toBeDisabled();
    }

    // Filling a field clears its message; an address outside the spec's pattern gets the pattern message.
    const values = consultationValues(email);
    await fillConsultation(form, where.lang, { ...values, email: dotlessEmail(email) });
    for (const field of consultationFields)
      if (field !== 'email') await expect(form.getByText(messages[field], { exact: true })).toBeHidden();
    const invalidEmail =
      where.lang === 'tr'
        ? 'Lütfen geçerli bir e-posta adresi girin.'
        : 'Please enter a valid email address.';
    await expect(form.getByText(invalidEmail, { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await consultationField(form, where.lang, 'email').fill(`${email.split('@')[0]}@e2e.example.museum`);
    await expect(form.getByText(invalidEmail, { exact: true })).toBeVisible(); // a 6-letter ending
    await expect(submit).toBeDisabled();

    // Blanking a filled field brings its message back.
    await consultationField(form, where.lang, 'email').fill(email);
    await expect(submit).toBeEnabled();
    await consultationField(form, where.lang, 'phone').fill('');
    await expect(form.getByText(messages.phone, { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();
    await consultationField(form, where.lang, 'phone').press('Enter'); // implicit submission is refused too

    expect(posts).toEqual([]);
    expect(await storedInquiries(request, email)).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------------
// Franchising: the signed contract as a PDF, by the picker or dropped → POST /api/v1/franchise-applications.

const FRANCHISE_SUCCESS =
  'Thank you! We have received your signed agreement and will be in touch within five business days.';

function franchiseForm(page: Page) {
  return page.locator('main form');
}

/** A file dropped on an element the way a browser does it: dragenter, dragover, drop with a DataTransfer. */
async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      return transfer;
    },
    { name: file.name, type: file.mimeType, base64: file.buffer.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}

const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: makePdf(`Signed franchise agreement ${name}`),
});
const pngFile = { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };

for (const how of ['picker', 'drop'] as const) {
  test(`franchising: a PDF chosen by ${how === 'picker' ? 'the file picker' : 'drag and drop'} is sent with the sender and confirmed by mail`, async ({
    page,
  }) => {
    const email = uniqueEmail(`franchise-${how}`);
    const name = how === 'picker' ? 'Frankie Picker' : 'Frankie Dropper';
    await page.goto('/franchising');
    const form = franchiseForm(page);
    await hydrated(form);
    const zone = form.locator('.drop-zone');
    const choose = (file: { name: string; mimeType: string; buffer: Buffer }) =>
      how === 'picker' ? form.locator('input[type=file]').setInputFiles(file) : dropFile(page, zone, file);

    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email address').fill(email);
    const contract = pdfFile(`signed-agreement-${how}.pdf`);
    await choose(contract);
    await expect(form.getByText(`Selected file: ${contract.name}`)).toBeVisible();

    // Anything but a PDF is refused and never replaces the PDF already chosen.
    await choose(pngFile);
    await expect(form.getByRole('alert')).toHaveText('Please upload a PDF file.');
    await expect(form.getByText(`Selected file: ${contract.name}`)).toBeVisible();

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/franchise-applications'),
    );
    await form.getByRole('button', { name: 'Submit agreement' }).click();
    const request = await sent;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(form.getByRole('status')).toHaveText(FRANCHISE_SUCCESS);
    await expect(form.getByRole('alert')).toHaveText('');
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByText(/^Selected file:/)).toBeHidden();

    // Stored: the sender is told by mail, by name.
    const mail = await waitForMail(email, { contains: new RegExp(`Hello ${name}`) });
    expect(mail.subject).toBe('We received your franchise application');
    expect(await mailsFor(email)).toHaveLength(1);
  });
}

test('franchising: missing fields, a wrong address and non-PDF files get their messages; nothing is stored', async ({
  page,
}) => {
  const email = uniqueEmail('franchise-invalid');
  await page.goto('/franchising');
  const form = franchiseForm(page);
  await hydrated(form);
  const posts = postsTo(page, '/franchise-applications');
  const submit = form.getByRole('button', { name: 'Submit agreement' });
  const alert = form.getByRole('alert');

  await submit.click();
  await expect(alert).toHaveText('Name is required.');
  await form.getByLabel('Full name').fill('Frankie Invalid');
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email address.');
  await form.getByLabel('Email address').fill(dotlessEmail(email));
  await submit.click();
  await expect(alert).toHaveText('Please enter a valid email address.');
  await form.getByLabel('Email address').fill(email);
  await submit.click();
  await expect(alert).toHaveText('Please upload the signed contract.');

  // Non-PDF files, by the picker and dropped, are refused and not kept.
  await form.locator('input[type=file]').setInputFiles(pngFile);
  await expect(alert).toHaveText('Please upload a PDF file.');
  await expect(form.getByText(/^Selected file:/)).toBeHidden();
  await dropFile(page, form.locator('.drop-zone'), {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a contract'),
  });
  await expect(alert).toHaveText('Please upload a PDF file.');
  await expect(form.getByText(/^Selected file:/)).toBeHidden();
  await submit.click();
  await expect(alert).toHaveText('Please upload the signed contract.');
  expect(posts).toEqual([]);

  // A file that only claims to be a PDF passes the browser; the server reads its bytes and refuses it.
  await form.locator('input[type=file]').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('this is not a PDF document'),
  });
  await expect(form.getByText('Selected file: fake.pdf')).toBeVisible();
  await submit.click();
  await expect(alert).toHaveText('Please upload a PDF file.');
  await expect(form.getByRole('status')).toHaveText('');
  await expect(form.getByLabel('Email address')).toHaveValue(email); // kept for a retry
  expect(posts).toHaveLength(1);

  // The refused application stored nothing: after a real one, the sender has exactly one confirmation.
  await dropFile(page, form.locator('.drop-zone'), pdfFile('signed.pdf'));
  await submit.click();
  await expect(form.getByRole('status')).toHaveText(FRANCHISE_SUCCESS);
  await waitForMail(email, { contains: /Hello Frankie Invalid/ });
  expect(await mailsFor(email)).toHaveLength(1);
});
