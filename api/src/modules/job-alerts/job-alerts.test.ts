// Job alerts as a seeker and an admin meet them: double opt-in (no mail but the confirmation before the
// link is opened), one digest after a matching job is published (the harness's queue runs it), none for a
// job that does not match, none after unsubscribing, at most one a day, and the subscriptions as personal
// data (export, erasure, retention of the unconfirmed).
import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, t } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, expectBody } from '../../../test/helpers';
import { jobAlerts as jobAlertsTable, mailOutbox } from '../../db/schema';
import { jobAlertDigest, jobAlertsPersonalData } from './index';
import { jobAlerts } from './service';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startHarness({ JOB_ALERT_DELAY_SECONDS: '0' });
  admin = await adminToken(h);
});
afterAll(() => h.close());

const api = (p: string, init?: RequestInit) => fetch(`${h.url}/api/v1${p}`, { redirect: 'manual', ...init });
const db = () => h.database.db;

const mailsTo = (to: string, template?: string) =>
  db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), template ? eq(mailOutbox.template, template) : undefined))
    .orderBy(mailOutbox.createdAt);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every digest due now has run (those waiting for a subscription's next day may still wait). */
async function digestsDone() {
  await waitFor(async () => {
    h.app.queue.wake(jobAlertDigest);
    const jobs = await h.app.queue.boss.findJobs(jobAlertDigest.name);
    const busy = ['created', 'retry', 'active'];
    return !jobs.some((job) => busy.includes(job.state) && job.startAfter <= new Date());
  });
}

const subscribe = (body: object, lang = 'en') => api(`/job-alerts?lang=${lang}`, json(body));

/** Publishes a job as the admin (POST /jobs, active). */
async function publish(fields: {
  title: string;
  description?: string;
  type?: string;
  location?: string;
  titleTr?: string;
  descriptionTr?: string;
}) {
  const res = await api(
    '/jobs',
    json(
      {
        description: 'Answer customers by chat and email for a European client.',
        type: 'Remote',
        location: 'İstanbul, Türkiye',
        language: ['English'],
        responsibilities: ['Answer customers'],
        operatingHours: 'Day shift',
        requirements: ['English'],
        ...fields,
      },
      bearer(admin),
    ),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { job: { _id: string } }).job._id;
}

/** The link in a mail's plain text that starts with `prefix`. */
function linkIn(text: string, prefix: string): string {
  const found = text.match(new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s)]+`));
  if (!found) throw new Error(`no ${prefix} link in:\n${text}`);
  return found[0];
}

/** Subscribes and opens the confirmation link; answers the address's confirmation mail. */
async function confirmed(email: string, search: object, lang = 'en') {
  expect((await subscribe({ email, ...search }, lang)).status).toBe(202);
  const [mail] = await mailsTo(email, 'jobAlertConfirm');
  const res = await fetch(linkIn(mail!.text, `${h.url}/api/v1/job-alerts/confirm?token=`), {
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  return res;
}

describe('subscribing', () => {
  it('stores the subscription unconfirmed and sends only the confirmation mail, in the language', async () => {
    const email = 'ayse@example.com';
    const res = await subscribe({ email, search: 'destek', type: 'Remote', location: 'İstanbul' }, 'tr');
    expect(res.status).toBe(202);
    expect(((await res.json()) as { message: string }).message).toBe(t('tr', 'jobAlerts.accepted'));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'jobAlertConfirm', locale: 'tr' });
    expect(mails[0]!.subject).toBe(t('tr', 'mail.jobAlertConfirm.subject'));
    expect(mails[0]!.text).toContain('“destek”, Uzaktan, İstanbul');

    // Published before confirmation: no digest.
    await publish({ title: 'Müşteri Destek Uzmanı' });
    await digestsDone();
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('asked again for the same search: no second subscription and the same answer', async () => {
    const email = 'twice@example.com';
    const search = { search: 'support', type: '', location: '' };
    const first = await subscribe({ email, ...search });
    await confirmed(email, search);
    const again = await subscribe({ email: 'TWICE@example.com', ...search });
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(
      await subscribe({ email: 'never-seen@example.com', ...search }).then((r) => r.json()),
    );
    const rows = await db()
      .select()
      .from(jobAlertsTable)
      .where(sql`lower(${jobAlertsTable.email}) = 'twice@example.com'`);
    expect(rows).toHaveLength(1);
    // Asked twice before confirming: the link twice; confirmed already: no new mail.
    expect(await mailsTo('twice@example.com', 'jobAlertConfirm')).toHaveLength(2);
    expect(await mailsTo('TWICE@example.com')).toHaveLength(0);
  });

  it('refuses bad input with a 400 and its message, storing nothing', async () => {
    const before = (await db().select().from(jobAlertsTable)).length;
    const bad = await subscribe({ email: 'not-an-address', search: '' }, 'tr');
    expect(bad.status).toBe(400);
    expect((await expectBody(errorResponseSchema, bad)).message).toBe(t('tr', 'common.emailInvalid'));
    expect((await subscribe({ email: 'a@example.com', search: 'x'.repeat(201) })).status).toBe(400);
    expect((await subscribe({ email: 'a@example.com', type: 42 })).status).toBe(400);
    // Another form's fields: refused, not subscribed.
    const other = await subscribe({ email: 'a@example.com', fullName: 'Ann', message: 'hi' });
    expect(other.status).toBe(400);
    expect((await expectBody(errorResponseSchema, other)).message).toBe(t('en', 'jobAlerts.unknownFields'));
    expect((await db().select().from(jobAlertsTable)).length).toBe(before);
  });

  it('a link that is not genuine confirms nothing', async () => {
    const res = await api('/job-alerts/confirm?token=forged.token');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/career?alert=invalid');
  });
});

describe('digests', () => {
  it('none for jobs that do not match, one digest after a matching job is published', async () => {
    const email = 'mert@example.com';
    const res = await confirmed(email, { search: 'MUHASEBE', type: 'Remote', location: 'İstanbul' }, 'tr');
    expect(res.headers.get('location')).toBe(`${h.url}/tr/career?alert=confirmed#job-alert`);

    // Not matching: the words absent, another type, another location.
    await publish({ title: 'Satış temsilcisi', description: 'Telefonla satış.' });
    await publish({ title: 'Muhasebe elemanı', description: 'Ofiste.', type: 'On-site' });
    await publish({ title: 'Muhasebe uzmanı', location: 'Ankara, Türkiye' });
    await digestsDone();
    // Not even when a day has passed (so it is not the daily limit that holds them back).
    const alerts = jobAlerts({
      db: db(),
      secret: h.config.jwtSecret,
      publicUrl: h.config.publicUrl,
      delaySeconds: 0,
    });
    await alerts.digest(new Date(Date.now() + 2 * 86_400_000));
    expect(await mailsTo(email, 'jobAlertDigest')).toHaveLength(0);

    // Matching (the words folded the Turkish way: "MUHASEBE" finds "muhasebe").
    await publish({ title: 'Uzaktan çalışan yardımcı', description: 'Ön muhasebe ve faturalandırma.' });
    await digestsDone();
    await waitFor(async () => (await mailsTo(email, 'jobAlertDigest')).length === 1);
    const [digest] = await mailsTo(email, 'jobAlertDigest');
    expect(digest).toMatchObject({ locale: 'tr', subject: t('tr', 'mail.jobAlertDigest.subject') });
    expect(digest!.text).toContain('Uzaktan çalışan yardımcı (Uzaktan, İstanbul, Türkiye)');
    expect(digest!.text).not.toContain('Satış temsilcisi');
    expect(digest!.text).not.toContain('Muhasebe');
    const unsubscribe = linkIn(digest!.text, `${h.url}/api/v1/job-alerts/unsubscribe?token=`);
    expect(digest!.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('at most one a day: a second match goes out when the day is over, listing only what is new', async () => {
    const email = 'daily@example.com';
    await confirmed(email, { search: 'payroll', type: '', location: '' });
    await publish({ title: 'Payroll Specialist' });
    await digestsDone();
    await waitFor(async () => (await mailsTo(email, 'jobAlertDigest')).length === 1);

    await publish({ title: 'Senior Payroll Specialist' });
    await digestsDone();
    expect(await mailsTo(email, 'jobAlertDigest')).toHaveLength(1);
    // The next day's digest is queued.
    const waiting = (await h.app.queue.boss.findJobs(jobAlertDigest.name)).filter(
      (j) => j.state === 'created',
    );
    expect(waiting.length).toBeGreaterThan(0);

    // A day later (the run the queue would start then):
    const alerts = jobAlerts({
      db: db(),
      secret: h.config.jwtSecret,
      publicUrl: h.config.publicUrl,
      delaySeconds: 0,
    });
    await alerts.digest(new Date(Date.now() + 86_400_000 + 60_000));
    const digests = await mailsTo(email, 'jobAlertDigest');
    expect(digests).toHaveLength(2);
    expect(digests[1]!.text).toContain('Senior Payroll Specialist');
    expect(digests[1]!.text).not.toMatch(/^Payroll Specialist/m);
  });

  it('none after unsubscribing (the GET link, and the one-click POST)', async () => {
    const email = 'leaving@example.com';
    await confirmed(email, { search: 'dispatcher', type: '', location: '' });
    await publish({ title: 'Truck Dispatcher' });
    await digestsDone();
    await waitFor(async () => (await mailsTo(email, 'jobAlertDigest')).length === 1);
    const [digest] = await mailsTo(email, 'jobAlertDigest');
    const link = linkIn(digest!.text, `${h.url}/api/v1/job-alerts/unsubscribe?token=`);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${h.url}/career?alert=unsubscribed#job-alert`);
    expect(await jobAlertsPersonalData(db()).heldBy(email)).toHaveLength(0);
    // The one-click POST of a mail client answers alike for a genuine link, 404 for a forged one.
    expect((await fetch(link, { method: 'POST', body: 'List-Unsubscribe=One-Click' })).status).toBe(200);
    expect((await api('/job-alerts/unsubscribe?token=nope.nope', { method: 'POST' })).status).toBe(404);

    const alerts = jobAlerts({
      db: db(),
      secret: h.config.jwtSecret,
      publicUrl: h.config.publicUrl,
      delaySeconds: 0,
    });
    await publish({ title: 'Night Dispatcher' });
    await digestsDone();
    await alerts.digest(new Date(Date.now() + 2 * 86_400_000));
    expect(await mailsTo(email, 'jobAlertDigest')).toHaveLength(1);
  });

  it('names a job by its Turkish title to a Turkish subscriber, by its English one otherwise', async () => {
    await confirmed('metraj.tr@example.com', { search: 'surveyor', type: '', location: '' }, 'tr');
    await confirmed('metraj.en@example.com', { search: 'surveyor', type: '', location: '' }, 'en');
    await publish({
      title: 'Quantity Surveyor',
      titleTr: 'Metraj uzmanı',
      descriptionTr: 'Avrupalı bir müşteri için metraj ve maliyet hesapları.',
    });
    await digestsDone();
    await waitFor(
      async () =>
        (await mailsTo('metraj.tr@example.com', 'jobAlertDigest')).length === 1 &&
        (await mailsTo('metraj.en@example.com', 'jobAlertDigest')).length === 1,
    );
    const [tr] = await mailsTo('metraj.tr@example.com', 'jobAlertDigest');
    expect(tr!.text).toContain('Metraj uzmanı (Uzaktan, İstanbul, Türkiye)');
    expect(tr!.text).not.toContain('Quantity Surveyor');
    const [en] = await mailsTo('metraj.en@example.com', 'jobAlertDigest');
    expect(en!.text).toContain('Quantity Surveyor (Remote, İstanbul, Türkiye)');
  });
});

describe('personal data', () => {
  it('the export holds the subscription, erasure removes it, the dashboard counts them', async () => {
    const email = 'private@example.com';
    await confirmed(email, { search: 'analyst', type: '', location: '' });
    const summary = (await (await api('/admin/summary', { headers: bearer(admin) })).json()) as {
      jobAlerts: { confirmed: number; pending: number };
    };
    expect(summary.jobAlerts.confirmed).toBeGreaterThanOrEqual(1);
    expect(summary.jobAlerts.pending).toBeGreaterThanOrEqual(1); // ayse@ never confirmed

    const res = await api(`/privacy/export?email=${email}`, { headers: bearer(admin) });
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.jobAlerts).toHaveLength(1);
    expect(data.jobAlerts[0]).toMatchObject({ email, search: 'analyst', locale: 'en' });

    const erased = await api('/privacy/erase', json({ email }, bearer(admin)));
    expect(erased.status).toBe(200);
    expect(((await erased.json()) as { erased: Record<string, number> }).erased.jobAlerts).toBe(1);
    expect(await jobAlertsPersonalData(db()).heldBy(email)).toHaveLength(0);
  });

  it('the retention job removes subscriptions left unconfirmed for a week', async () => {
    await subscribe({ email: 'late@example.com', search: 'old' });
    await db()
      .update(jobAlertsTable)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(jobAlertsTable.email, 'late@example.com'));
    expect(await jobAlertsPersonalData(db()).expireUnconfirmed(7)).toBe(1);
    expect(await jobAlertsPersonalData(db()).heldBy('late@example.com')).toHaveLength(0);
    expect(await jobAlertsPersonalData(db()).heldBy('mert@example.com')).toHaveLength(1);
  });
});
