// Consent as a record, not a flag: each ticked optional box writes a record (purpose, the wording shown and
// its version, language, form, time) and mails a one-click withdrawal link; withdrawing appends a record
// and deletes nothing; admins see the records, and the person's archive holds them.
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentsResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, expectBody } from '../../../test/helpers';
import { consents, mailOutbox } from '../../db/schema';
import { wordingVersion } from './consents';

let h: Harness;
let admin: string;
const WORDING =
  'Zaman zaman haber ve kampanyalarınızı almak istiyorum. Aboneliğimi dilediğim zaman iptal edebilirim.';

const quote = (email: string, extra: Record<string, unknown> = {}) => ({
  kind: 'quote',
  firstName: 'Deniz',
  lastName: 'Kaya',
  email,
  phone: '+90 212 555 0101',
  location: 'İstanbul',
  company: 'Kaya Ltd',
  noOfStaff: 2,
  message: 'İki destek uzmanı',
  ...extra,
});

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
});
afterAll(() => h.close());

const recordsOf = (email: string) =>
  h.database.db
    .select()
    .from(consents)
    .where(eq(consents.email, email))
    .orderBy(sql`${consents.createdAt}`);

async function consentMail(email: string) {
  const [row] = await h.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'consentGiven')));
  return row;
}

describe('consents', () => {
  it('an unticked box writes no consent and sends no consent mail', async () => {
    const email = 'no.box@example.com';
    expect((await fetch(`${h.url}/api/v1/inquiries?lang=tr`, json(quote(email)))).status).toBe(201);
    const message = { email, fullName: 'N', phone: '1', website: 'https://x.example', message: 'Hi' };
    expect((await fetch(`${h.url}/api/v1/messages`, json(message))).status).toBe(201);
    expect(await recordsOf(email)).toEqual([]);
    expect(await consentMail(email)).toBeUndefined();
  });

  it('the quote form’s ticked box is recorded with its wording, version, language and form', async () => {
    const email = 'deniz.kaya@example.com';
    const res = await fetch(
      `${h.url}/api/v1/inquiries?lang=tr`,
      json(quote(email, { isOkayToRecieveMarketing: true, consentWording: WORDING })),
    );
    expect(res.status).toBe(201);
    const [record] = await recordsOf(email);
    expect(record).toMatchObject({
      purpose: 'marketingUpdates',
      action: 'given',
      wording: WORDING,
      wordingVersion: wordingVersion(WORDING),
      locale: 'tr',
      sourceForm: 'quote',
    });
    expect(Date.now() - record!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('the contact form’s box without a wording records the catalogue’s', async () => {
    const email = 'pat.contact@example.com';
    const message = {
      email,
      fullName: 'Pat',
      phone: '1',
      website: 'https://x.example',
      message: 'Hi',
      isWillingToReceiveUpdates: true,
    };
    expect((await fetch(`${h.url}/api/v1/messages?lang=en`, json(message))).status).toBe(201);
    const [record] = await recordsOf(email);
    expect(record).toMatchObject({ sourceForm: 'contact', locale: 'en', action: 'given' });
    expect(record!.wording).toMatch(/Keep me informed/);
  });

  it('the mail carries a one-click withdrawal link; withdrawing appends a record and deletes nothing', async () => {
    const email = 'deniz.kaya@example.com';
    const mail = await consentMail(email);
    expect(mail).toBeDefined();
    expect(mail!.locale).toBe('tr');
    expect(mail!.text).toContain(WORDING);
    const link = mail!.text.match(/https?:\/\/\S+\/consents\/withdraw\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    const forged = await fetch(link!.replace(/token=[\w-]+/, 'token=nope'), { redirect: 'manual' });
    expect(forged.headers.get('location')).toMatch(/\/privacy-request\/\?withdrawn=0$/);
    expect(await recordsOf(email)).toHaveLength(1);

    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/tr\/privacy-request\/\?withdrawn=1$/);
    const records = await recordsOf(email);
    expect(records.map((r) => r.action)).toEqual(['given', 'withdrawn']);
    expect(records[1]).toMatchObject({
      purpose: 'marketingUpdates',
      wording: WORDING,
      sourceForm: 'withdrawal-link',
    });
    // A second click (or the mail client's one-click POST) records nothing more.
    expect((await fetch(link!, { method: 'POST' })).status).toBe(200);
    expect(await recordsOf(email)).toHaveLength(2);
  });

  it('admins see an address’s consents; the person’s archive holds them', async () => {
    const email = 'deniz.kaya@example.com';
    expect((await fetch(`${h.url}/api/v1/consents?email=${email}`)).status).toBe(401);
    const res = await fetch(`${h.url}/api/v1/consents?email=${encodeURIComponent(email.toUpperCase())}`, {
      headers: bearer(admin),
    });
    const { consents: listed } = await expectBody(consentsResponseSchema, res);
    expect(listed.map((c) => c.action)).toEqual(['given', 'withdrawn']);
    const archive = await fetch(`${h.url}/api/v1/privacy/export?email=${encodeURIComponent(email)}`, {
      headers: bearer(admin),
    });
    const zip = await JSZip.loadAsync(Buffer.from(await archive.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string')) as {
      consents: { action: string }[];
    };
    expect(data.consents.map((c) => c.action)).toEqual(['given', 'withdrawn']);
  });

  it('refuses a wording longer than a label with a 400, storing nothing', async () => {
    const email = 'long.words@example.com';
    const res = await fetch(
      `${h.url}/api/v1/inquiries?lang=tr`,
      json(quote(email, { isOkayToRecieveMarketing: true, consentWording: 'x'.repeat(601) })),
    );
    expect(res.status).toBe(400);
    expect(await recordsOf(email)).toEqual([]);
  });
});
