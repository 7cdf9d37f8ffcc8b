// The follow-up of every lead: what a post remembers (language, source), the junk rule, the sender's
// acknowledgement (and a consultation's calendar invitation, read back with a real iCalendar parser) and
// the sales alerts, queued by one job per lead and claimed once also when two API processes work the
// queue. The harness's own queue stays stopped; each test starts the queues it needs, as API processes.
import { eq, inArray, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessagesListResponseSchema,
  errorResponseSchema,
  franchiseApplicationsListResponseSchema,
  inquiriesListResponseSchema,
} from '@crestline/contracts';
import { dbKind, startHarness, type Harness } from '../../../test/harness';
import { json, pdfBytes } from '../../../test/fixtures';
import { adminToken, bearer, expectBody, ADMIN } from '../../../test/helpers';
import { openDatabase, type Database } from '../../db/client';
import { franchiseApplications, inquiries, mailOutbox, messages, users } from '../../db/schema';
import { createLogger } from '../../logger';
import { createApp } from '../../app';
import { configuredFileStore } from '../../files/configured';
import { leadAlertWorkers } from './alerts';

const logger = createLogger('silent');
const SALES = ['sales@crestline.example', 'desk@crestline.example'];
let h: Harness;
let admin: string;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  // The harness's app works the queue throughout; a test may start a second API process.
  h = await startHarness({ SALES_EMAIL: SALES.join(', ') });
  admin = await adminToken(h);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, init);
const db = () => h.database.db;

/** A second API process on the same database: its own app, working the same queue. */
async function startSecondProcess(database: Database) {
  const files = configuredFileStore(h.config);
  const app = createApp({ config: h.config, database, logger, files: files.files });
  await app.start();
  cleanups.push(async () => {
    await app.close();
    files.close();
  });
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every stored lead that is not spam has been alerted. */
async function alertsDone() {
  const pending = async (table: typeof messages | typeof inquiries | typeof franchiseApplications) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(sql`${table.alertedAt} is null and not ${table.isSpam}`)
    )[0]!.n;
  await waitFor(
    async () =>
      (await pending(messages)) + (await pending(inquiries)) + (await pending(franchiseApplications)) === 0,
  );
}

const mailTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, to));

const source = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  landingPage: '/pricing',
  page: '/getstarted',
};
const started = () => Date.now() - 60_000;

const bodies = (tag: string) => ({
  message: {
    email: `contact-${tag}@buyer.example`,
    fullName: 'Olivia Owner',
    phone: '+1 555 0100',
    website: 'https://acme.example',
    message: 'We need two virtual assistants.',
  },
  quote: {
    firstName: 'Sam',
    lastName: 'Buyer',
    email: `quote-${tag}@buyer.example`,
    phone: '+1 555 0101',
    location: 'Austin, TX',
    company: 'Acme',
    noOfStaff: 3,
    message: 'Quote for three agents, please.',
  },
  consultation: {
    company: 'Acme',
    firstName: 'Cara',
    lastName: 'Client',
    email: `consult-${tag}@buyer.test`,
    phone: '+1 555 0102',
    timeZone: 'Europe/Istanbul',
    date: '2027-02-03',
    timeFrom: '09:00',
    timeTo: '09:30',
  },
});

function franchiseForm(email: string, extra: Record<string, string> = {}) {
  const f = new FormData();
  for (const [k, v] of Object.entries({ name: 'Fran Chise', email, message: 'Two offices.', ...extra }))
    f.append(k, v);
  f.append('contract', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'c.pdf');
  return f;
}

const post = (path: string, body: object, lang: string) =>
  api(path, json({ ...body, source, startedAt: started() }, { 'accept-language': lang }));

describe('acknowledgements and sales alerts', () => {
  it('each form, in en and tr, queues one acknowledgement in its language and one alert per recipient, with two processes at work', async () => {
    // On PostgreSQL the second process gets its own connections, as a second API instance would.
    let other: Database = h.database;
    if (dbKind === 'postgres') {
      other = await openDatabase({ databaseUrl: h.config.databaseUrl });
      cleanups.push(() => other.close());
    }
    await startSecondProcess(other);
    const senders: Record<string, string> = {};
    for (const lang of ['en', 'tr']) {
      const b = bodies(lang);
      expect((await post('/messages', b.message, lang)).status).toBe(201);
      expect((await post('/inquiries', b.quote, lang)).status).toBe(201);
      expect((await post('/inquiries', b.consultation, lang)).status).toBe(201);
      const fr = franchiseForm(`franchise-${lang}@buyer.example`, {
        source: JSON.stringify(source),
        startedAt: String(started()),
      });
      const res = await api('/franchise-applications', {
        method: 'POST',
        body: fr,
        headers: { 'accept-language': lang },
      });
      expect(res.status).toBe(201);
      Object.assign(senders, {
        [b.message.email]: `contactReceived/${lang}`,
        [b.quote.email]: `quoteReceived/${lang}`,
        [b.consultation.email]: `consultationReceived/${lang}`,
        [`franchise-${lang}@buyer.example`]: `franchiseReceived/${lang}`,
      });
    }
    await alertsDone();
    // Let a second claim of any job run, if there were one.
    await new Promise((r) => setTimeout(r, 300));

    for (const [to, expected] of Object.entries(senders)) {
      const mail = await mailTo(to);
      expect(mail.map((m) => `${m.template}/${m.locale}`)).toEqual([expected]);
      // No internal ids in what the sender reads.
      expect(mail[0]!.text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
    expect((await mailTo('contact-tr@buyer.example'))[0]!.subject).toBe('Mesajınızı aldık');
    expect((await mailTo('quote-en@buyer.example'))[0]!.text).toContain('Quote for three agents, please.');
    const trConsult = (await mailTo('consult-tr@buyer.test'))[0]!;
    expect(trConsult.subject).toBe('3 Şubat 2027 Çarşamba tarihli görüşme talebiniz');
    expect(trConsult.text).toContain('Türkiye (İstanbul)');
    expect(trConsult.attachments?.[0]?.contentType).toBe('text/calendar; method=REQUEST; charset=utf-8');

    for (const to of SALES) {
      const alerts = await mailTo(to);
      expect(alerts).toHaveLength(8);
      expect(alerts.every((m) => m.template === 'leadAlert' && m.locale === 'en')).toBe(true);
    }
    // Two consultation alerts (the en and the tr request), in no particular order: the English one.
    const [alert] = (await mailTo(SALES[0]!)).filter(
      (m) => m.subject.includes('consultation request') && m.text.includes('Language: English'),
    );
    expect(alert!.text).toContain('Source: newsletter · Sent from: /getstarted · Language: English');
    expect(alert!.text).toMatch(new RegExp(`${h.url}/inquiries\\?open=[0-9a-f-]{36}`));
    const [trAlert] = (await mailTo(SALES[0]!)).filter(
      (m) => m.subject.includes('consultation request') && m.text.includes('Turkish'),
    );
    expect(trAlert).toBeDefined();
  }, 60_000);

  it('without SALES_EMAIL alerts the admins whose roles open the inbox, each in that admin’s language', async () => {
    await db()
      .insert(users)
      .values([
        {
          name: 'Tuna Admin',
          email: 'tuna@crestline.example',
          passwordHash: 'x',
          isAdmin: true,
          roles: ['sales'],
          locale: 'tr',
        },
        // Finance and recruiting never open the inquiries inbox: no alert for them.
        {
          name: 'Fin Admin',
          email: 'fin@crestline.example',
          passwordHash: 'x',
          isAdmin: true,
          roles: ['finance', 'recruiter'],
          locale: 'en',
        },
      ]);
    // A lead stored without its job, alerted by the worker of a process without SALES_EMAIL.
    const [lead] = await db()
      .insert(inquiries)
      .values({ ...bodies('admins').quote, kind: 'quote', locale: 'en' })
      .returning();
    const [alert] = leadAlertWorkers({ db: db(), publicUrl: h.url, salesEmail: [] });
    const job = { id: lead!.id, retryCount: 0, signal: new AbortController().signal };
    expect(await alert!.handler({ table: 'inquiry', id: lead!.id }, job)).toEqual({ recipients: 2 });
    // A second try (or another process) finds it claimed.
    expect(await alert!.handler({ table: 'inquiry', id: lead!.id }, job)).toEqual({ skipped: true });
    const [tuna] = await mailTo('tuna@crestline.example');
    expect(tuna!.subject).toBe('Yeni teklif talebi: Sam Buyer');
    expect(tuna!.text).toContain('/tr/inquiries?open=');
    const [ada] = await mailTo(ADMIN.email);
    expect(ada!.subject).toBe('New quote request from Sam Buyer');
    expect(await mailTo('fin@crestline.example')).toEqual([]);
  }, 30_000);
});

describe('junk', () => {
  const spamOf = async (email: string) => {
    const rows = [
      ...(await db().select().from(messages).where(eq(messages.email, email))),
      ...(await db().select().from(inquiries).where(eq(inquiries.email, email))),
      ...(await db().select().from(franchiseApplications).where(eq(franchiseApplications.email, email))),
    ];
    return rows.map((r) => r.isSpam);
  };

  it('a honeypot or too-fast post gets the same answer, is kept as spam and queues no mail', async () => {
    const b = bodies('junk');
    const honey = await api('/messages', json({ ...b.message, email: 'bot1@spam.example', fax: '555-0199' }));
    expect(honey.status).toBe(201);
    expect(((await honey.json()) as { success: string }).success).toBe(
      'Your message has been sent successfully!',
    );
    const fast = await api(
      '/inquiries',
      json({ ...b.quote, email: 'bot2@spam.example', startedAt: Date.now() - 500 }),
    );
    expect(fast.status).toBe(201);
    const fr = await api('/franchise-applications', {
      method: 'POST',
      body: franchiseForm('bot3@spam.example', { fax: 'x' }),
    });
    expect(fr.status).toBe(201);
    // Another API client sends no start time: judged by the honeypot alone.
    const client = await api('/messages', json({ ...b.message, email: 'client@api.example' }));
    expect(client.status).toBe(201);
    // A browser whose clock runs ahead of the server's is not taken for a bot.
    const ahead = await api(
      '/messages',
      json({ ...b.message, email: 'ahead@clock.example', startedAt: Date.now() + 120_000 }),
    );
    expect(ahead.status).toBe(201);
    await alertsDone();

    for (const bot of ['bot1@spam.example', 'bot2@spam.example', 'bot3@spam.example']) {
      expect(await spamOf(bot)).toEqual([true]);
      expect(await mailTo(bot)).toEqual([]);
    }
    expect(await spamOf('client@api.example')).toEqual([false]);
    expect(await spamOf('ahead@clock.example')).toEqual([false]);
    const alerted = await db().select().from(mailOutbox).where(inArray(mailOutbox.to, SALES));
    expect(alerted.some((m) => m.text.includes('bot1@spam.example') || m.text.includes('bot2@spam'))).toBe(
      false,
    );
    const spamRows = await db()
      .select()
      .from(messages)
      .where(sql`${messages.isSpam} and ${messages.alertedAt} is not null`);
    expect(spamRows).toEqual([]);

    // Listed under the spam filter only, and deletable there.
    const list = async (path: string) =>
      (await api(path, { headers: bearer(admin) })).json() as Promise<Record<string, { email: string }[]>>;
    expect((await list('/messages')).messages!.map((m) => m.email)).not.toContain('bot1@spam.example');
    const spam = await expectBody(
      contactMessagesListResponseSchema,
      await api('/messages?spam=true', { headers: bearer(admin) }),
    );
    expect(spam.messages.map((m) => m.email)).toEqual(['bot1@spam.example']);
    expect(spam.messages[0]!.isSpam).toBe(true);
    const inq = await expectBody(
      inquiriesListResponseSchema,
      await api('/inquiries?spam=true', { headers: bearer(admin) }),
    );
    expect(inq.inquiries.map((i) => i.email)).toEqual(['bot2@spam.example']);
    const fra = await expectBody(
      franchiseApplicationsListResponseSchema,
      await api('/franchise-applications?spam=true', { headers: bearer(admin) }),
    );
    expect(fra.franchiseApplications.map((f) => f.email)).toEqual(['bot3@spam.example']);

    const real = (await list('/messages')).messages!.find(
      (m) => m.email === 'client@api.example',
    ) as unknown as {
      _id: string;
    };
    const refused = await api(`/messages/${real._id}`, { method: 'DELETE', headers: bearer(admin) });
    expect(refused.status).toBe(404);
    expect((await expectBody(errorResponseSchema, refused)).error).toBe('Message not found.');
    const del = await api(`/messages/${spam.messages[0]!._id}`, { method: 'DELETE', headers: bearer(admin) });
    expect(del.status).toBe(200);
    expect(await spamOf('bot1@spam.example')).toEqual([]);
    expect((await api(`/messages/${real._id}`, { method: 'DELETE' })).status).toBe(401);
  }, 60_000);
});

describe('what a lead remembers', () => {
  it('keeps the page’s language and the visit’s source, shown in the list and the CSV', async () => {
    const res = await post('/messages', { ...bodies('src').message, email: 'src@buyer.example' }, 'tr');
    expect(res.status).toBe(201);
    const { messages: list } = await expectBody(
      contactMessagesListResponseSchema,
      await api('/messages', { headers: bearer(admin) }),
    );
    expect(list.find((m) => m.email === 'src@buyer.example')).toMatchObject({
      locale: 'tr',
      isSpam: false,
      source: { utm_source: 'newsletter', utm_campaign: 'spring', page: '/getstarted' },
    });
    const csv = await (
      await api('/messages/export?search=src%40buyer', {
        headers: { ...bearer(admin), 'accept-language': 'en' },
      })
    ).text();
    const [head, row] = csv.trim().split(/\r?\n/);
    expect(head).toContain('Language,Source,Sent from page,Landing page,Referring site,UTM source');
    expect(row).toContain('tr,newsletter,/getstarted,/pricing,,newsletter,email,spring');
  });

  it('drops a source that does not fit rather than refusing the form', async () => {
    const res = await api(
      '/messages',
      json({
        ...bodies('bad').message,
        email: 'bad-source@buyer.example',
        source: 'not json',
        startedAt: 'soon',
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(messages).where(eq(messages.email, 'bad-source@buyer.example'));
    expect(row).toMatchObject({ source: null, isSpam: false, locale: 'en' });
  });
});

describe('the consultation’s invitation', () => {
  /** Books a consultation and reads back its invitation with ical.js. */
  async function invite(timeZone: string, date: string, timeFrom = '09:00', timeTo = '09:45') {
    const email = `ics-${timeZone.replace(/\W/g, '')}-${date}@buyer.test`;
    const res = await post(
      '/inquiries',
      { ...bodies('ics').consultation, email, timeZone, date, timeFrom, timeTo },
      'en',
    );
    expect(res.status).toBe(201);
    const [row] = await db().select().from(inquiries).where(eq(inquiries.email, email));
    const [mail] = await mailTo(email);
    const attachment = mail!.attachments![0]!;
    const calendar = new ICAL.Component(ICAL.parse(attachment.content) as unknown[]);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    return { row: row!, calendar, event, attachment };
  }
  const wall = (at: Date, zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(at)
      .replace(',', '');

  it('is a request from the company with a stable UID, timed in UTC', async () => {
    const { row, calendar, event, attachment } = await invite('Europe/Istanbul', '2027-01-14');
    expect(attachment.filename).toBe('invite.ics');
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`consultation-${row.id}@crestlinestaffing.example`);
    expect(String(event.organizer)).toBe('mailto:info@crestlinestaffing.example');
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      `mailto:${row.email.toLowerCase()}`,
    ]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-14T06:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-14T06:45:00.000Z');
    expect(attachment.content).toMatch(/DTSTART:20270114T060000Z/);
  });

  it.each([
    // Sydney: summer time (UTC+11) until the first Sunday of April 2027, then standard time (UTC+10).
    ['Australia/Sydney', '2027-04-01', '2027-03-31T22:00:00.000Z'],
    ['Australia/Sydney', '2027-04-08', '2027-04-07T23:00:00.000Z'],
    // Toronto: standard time (UTC−5) until the second Sunday of March 2027, then summer time (UTC−4).
    ['America/Toronto', '2027-03-11', '2027-03-11T14:00:00.000Z'],
    ['America/Toronto', '2027-03-18', '2027-03-18T13:00:00.000Z'],
    // The old abbreviations stand for their regions' local time, summer time included.
    ['EST', '2027-07-01', '2027-07-01T13:00:00.000Z'],
    ['Australia/Perth', '2027-04-08', '2027-04-08T01:00:00.000Z'],
  ])('starts at 09:00 on the clocks of %s on %s', async (zone, date, utc) => {
    const { event } = await invite(zone, date);
    const start = event.startDate.toJSDate();
    expect(start.toISOString()).toBe(utc);
    const iana = zone === 'EST' ? 'America/New_York' : zone;
    expect(wall(start, iana)).toBe(`${date} 09:00`);
    expect(wall(event.endDate.toJSDate(), iana)).toBe(`${date} 09:45`);
  });
});

describe('the slot rules', () => {
  it.each([
    ['en', { date: '2020-01-01' }, 'Please choose a date and time in the future.'],
    ['tr', { date: '2020-01-01' }, 'Lütfen ileri bir tarih ve saat seçin.'],
    ['en', { timeFrom: '10:00', timeTo: '09:00' }, 'The end time must be later than the start time.'],
    ['tr', { timeFrom: '10:00', timeTo: '10:00' }, 'Bitiş saati, başlangıç saatinden sonra olmalıdır.'],
    ['en', { timeZone: 'Europe/Paris' }, 'Time Zone is required.'],
  ])('refuses (%s) %o', async (lang, change, message) => {
    const before = (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(inquiries)
    )[0]!.n;
    const res = await post('/inquiries', { ...bodies('rules').consultation, ...change }, lang);
    expect(res.status).toBe(400);
    expect((await expectBody(errorResponseSchema, res)).error).toBe(message);
    expect(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(inquiries)
      )[0]!.n,
    ).toBe(before);
  });
});
