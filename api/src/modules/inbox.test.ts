// The public forms' endpoints (contact messages, quote and consultation inquiries, franchise
// applications) and the admin inbox calls on them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { startHarness, type Harness } from '../../test/harness';
import { body, json, pdfBytes } from '../../test/fixtures';
import { adminToken, bearer, userToken } from '../../test/helpers';
import { franchiseApplications, inquiries, messages } from '../db/schema';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
  admin = await adminToken(h);
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const rows = async (table: typeof messages | typeof inquiries | typeof franchiseApplications) =>
  (await h.database.db.select({ n: count() }).from(table))[0]!.n;

const contact = {
  email: 'owner@acme.example',
  fullName: 'Olivia Owner',
  phone: '+1 555 0100',
  website: 'https://acme.example',
  message: 'We need two virtual assistants.',
  isWillingToReceiveUpdates: true,
};
const quote = {
  firstName: 'Sam',
  lastName: 'Buyer',
  email: 'sam@acme.example',
  phone: '+1 555 0101',
  location: 'Austin, TX',
  company: 'Acme',
  noOfStaff: 3,
  message: 'Quote for three agents, please.',
  isOkayToRecieveMarketing: false,
};
const consultation = {
  company: 'Acme',
  firstName: 'Cara',
  lastName: 'Client',
  email: 'cara@acme.com',
  phone: '+1 555 0102',
  timeZone: 'EST',
  date: '2026-12-03',
  timeFrom: '09:00',
  timeTo: '09:30',
};

describe('POST /messages', () => {
  it('stores a contact message', async () => {
    const res = await api('/messages', json(contact));
    expect(res.status).toBe(201);
    expect((await body(res)).message).toMatchObject({ fullName: 'Olivia Owner', isRead: false, comment: '' });
  });

  it.each(['email', 'fullName', 'phone', 'website', 'message'])(
    'refuses a message without %s',
    async (field) => {
      const before = await rows(messages);
      const res = await api('/messages', json({ ...contact, [field]: '' }));
      expect(res.status).toBe(400);
      expect(typeof (await body(res)).message).toBe('string');
      expect(await rows(messages)).toBe(before);
    },
  );
});

describe('POST /inquiries', () => {
  it('stores a quote request and remembers the form', async () => {
    const res = await api('/inquiries', json(quote));
    expect(res.status).toBe(201);
    const b = await body(res);
    expect(b.message).toBe('Your inquiry has been submitted successfully! We will get back to you shortly.');
    expect(b.inquiry).toMatchObject({ kind: 'quote', noOfStaff: 3, company: 'Acme' });
  });

  it('stores a consultation booking and remembers the form', async () => {
    const res = await api('/inquiries', json(consultation));
    expect(res.status).toBe(201);
    expect((await body(res)).inquiry).toMatchObject({
      kind: 'consultation',
      timeZone: 'EST',
      date: '2026-12-03',
    });
  });

  it.each([
    ['a quote with a blank field', { ...quote, location: ' ' }, 'Please fill in all required fields.'],
    ['a quote for zero staff', { ...quote, noOfStaff: 0 }, undefined],
    ['a booking without a company', { ...consultation, company: '' }, 'Company nor Identity is required.'],
    [
      'a booking with a bad email',
      { ...consultation, email: 'cara@acme' },
      'Please enter a valid email address.',
    ],
    ['a booking with an unknown time zone', { ...consultation, timeZone: 'CET' }, 'Time Zone is required.'],
    ['a booking on a date that does not exist', { ...consultation, date: '2026-02-30' }, undefined],
  ])('refuses %s, storing nothing', async (_n, payload, message) => {
    const before = await rows(inquiries);
    const res = await api('/inquiries', json(payload));
    expect(res.status).toBe(400);
    if (message) expect((await body(res)).error).toBe(message);
    expect(await rows(inquiries)).toBe(before);
  });
});

describe('POST /franchise-applications', () => {
  const form = (bytes: Buffer | null, fields: Record<string, string> = {}) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ name: 'Fran Chise', email: 'fran@example.com', ...fields }))
      f.append(k, v);
    if (bytes)
      f.append('contract', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'contract.pdf');
    return f;
  };

  it('stores the signed contract and tells the sender', async () => {
    const res = await api('/franchise-applications', { method: 'POST', body: form(pdfBytes()) });
    expect(res.status).toBe(201);
    expect((await body(res)).message).toMatch(/received/);
    expect((await h.deliverMail()).map((m) => m.to)).toContain('fran@example.com');
  });

  it.each([
    ['no file', null, {}],
    ['a non-PDF file', Buffer.from('not a pdf'), {}],
    ['no name', pdfBytes(), { name: '' }],
  ])('refuses %s, storing nothing', async (_n, bytes, fields) => {
    const before = await rows(franchiseApplications);
    const res = await api('/franchise-applications', { method: 'POST', body: form(bytes, fields) });
    expect(res.status).toBe(400);
    expect(await rows(franchiseApplications)).toBe(before);
  });
});

describe('admin inbox', () => {
  it('lists messages and inquiries newest first, only for admins', async () => {
    expect((await api('/messages')).status).toBe(401);
    expect(
      (await api('/inquiries', { headers: bearer(await userToken(h, 'inbox-user@x.example')) })).status,
    ).toBe(403);
    const msgs = (await body(await api('/messages', { headers: bearer(admin) }))).messages;
    expect(msgs.length).toBeGreaterThan(0);
    const inq = (await body(await api('/inquiries', { headers: bearer(admin) }))).inquiries;
    expect(inq.map((i: { kind: string }) => i.kind)).toEqual(
      expect.arrayContaining(['quote', 'consultation']),
    );
  });

  it('marks as read and saves comments', async () => {
    const [msg] = (await body(await api('/messages', { headers: bearer(admin) }))).messages;
    const read = await api(`/messages/${msg._id}/mark-read`, { method: 'PATCH', headers: bearer(admin) });
    expect((await body(read)).message.isRead).toBe(true);
    const commented = await api(`/messages/${msg._id}/add-comment`, {
      ...json({ comment: 'Called back on Monday.' }, bearer(admin)),
      method: 'PATCH',
    });
    expect((await body(commented)).message.comment).toBe('Called back on Monday.');
    const empty = await api(`/messages/${msg._id}/add-comment`, {
      ...json({ comment: ' ' }, bearer(admin)),
      method: 'PATCH',
    });
    expect(empty.status).toBe(400);

    const [inq] = (await body(await api('/inquiries', { headers: bearer(admin) }))).inquiries;
    const inqRead = await api(`/inquiries/${inq._id}/mark-read`, { method: 'PATCH', headers: bearer(admin) });
    expect((await body(inqRead)).inquiry.isRead).toBe(true);
    expect((await api('/inquiries/nope/mark-read', { method: 'PATCH', headers: bearer(admin) })).status).toBe(
      404,
    );
  });
});

describe('per-IP limit on public forms', () => {
  it('answers 429 past the limit', async () => {
    const limited = await startHarness({ RATE_LIMIT_PUBLIC_POSTS: '2' });
    try {
      const send = () => fetch(`${limited.url}/api/v1/messages`, json(contact));
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
