// Quote and consultation inquiries: the public POST and the admin inbox on them.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  inquiriesListResponseSchema,
  inquiryCreatedResponseSchema,
  inquiryResponseSchema,
} from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, expectBody, userToken } from '../../../test/helpers';
import { inquiries } from '../../db/schema';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const stored = async () => (await h.database.db.select({ n: count() }).from(inquiries))[0]!.n;
const list = async () =>
  (await expectBody(inquiriesListResponseSchema, await api('/inquiries', { headers: bearer(admin) })))
    .inquiries;

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

describe('POST /inquiries', () => {
  it('stores a quote request and remembers the form', async () => {
    const res = await api('/inquiries', json(quote));
    expect(res.status).toBe(201);
    const body = await expectBody(inquiryCreatedResponseSchema, res);
    expect(body.message).toBe(
      'Your inquiry has been submitted successfully! We will get back to you shortly.',
    );
    expect(body.inquiry).toMatchObject({ kind: 'quote', noOfStaff: 3, company: 'Acme' });
  });

  it('stores a consultation booking and remembers the form', async () => {
    const res = await api('/inquiries', json(consultation));
    expect(res.status).toBe(201);
    const body = await expectBody(inquiryCreatedResponseSchema, res);
    expect(body.message).toBe('Information successfully submitted.');
    expect(body.inquiry).toMatchObject({ kind: 'consultation', timeZone: 'EST', date: '2026-12-03' });
  });

  it.each([
    ['a quote with a blank field', { ...quote, location: ' ' }, 'Please fill in all required fields.'],
    ['a quote for zero staff', { ...quote, noOfStaff: 0 }, 'Number of staff must be at least 1.'],
    ['a booking without a company', { ...consultation, company: '' }, 'Company nor Identity is required.'],
    [
      'a booking with a bad email',
      { ...consultation, email: 'cara@acme' },
      'Please enter a valid email address.',
    ],
    ['a booking with an unknown time zone', { ...consultation, timeZone: 'CET' }, 'Time Zone is required.'],
    [
      'a booking on a date that does not exist',
      { ...consultation, date: '2026-02-30' },
      'Please enter a valid date.',
    ],
  ])('refuses %s, storing nothing', async (_n, payload, message) => {
    const before = await stored();
    const res = await api('/inquiries', json(payload));
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await api('/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hi',
    });
    expect(res.status).toBe(415);
    expect((await expectBody(errorResponseSchema, res)).error).toBe(
      'Send the request body as application/json.',
    );
  });
});

describe('inquiries inbox', () => {
  it('lists both forms newest first, only for admins', async () => {
    expect((await api('/inquiries')).status).toBe(401);
    const user = await userToken(h, 'inquiries-user@x.example');
    expect((await api('/inquiries', { headers: bearer(user) })).status).toBe(403);
    const all = await list();
    expect(all.map((i) => i.kind)).toEqual(['consultation', 'quote']);
  });

  it('marks an inquiry read and keeps the admin’s comment', async () => {
    const [inq] = await list();
    const read = await api(`/inquiries/${inq!._id}/mark-read`, { method: 'PATCH', headers: bearer(admin) });
    expect((await expectBody(inquiryResponseSchema, read)).inquiry.isRead).toBe(true);
    const commented = await api(`/inquiries/${inq!._id}/add-comment`, {
      ...json({ comment: 'Booked for Thursday.' }, bearer(admin)),
      method: 'PATCH',
    });
    expect((await expectBody(inquiryResponseSchema, commented)).inquiry.comment).toBe('Booked for Thursday.');
    expect((await list())[0]).toMatchObject({ isRead: true, comment: 'Booked for Thursday.' });
  });

  it('answers 404 for an unknown or malformed id, in the request’s language', async () => {
    const res = await api('/inquiries/nope/mark-read', {
      method: 'PATCH',
      headers: { ...bearer(admin), 'accept-language': 'tr' },
    });
    expect(res.status).toBe(404);
    expect((await expectBody(errorResponseSchema, res)).error).toBe('Talep bulunamadı.');
  });
});
