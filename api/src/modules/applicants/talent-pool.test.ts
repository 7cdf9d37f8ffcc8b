// The talent pool: the unticked box puts an application in the pool for TALENT_POOL_MONTHS with a consent
// record; 30 days before the end one renewal mail goes out, whose link extends the stay; at the end the
// retention job's step erases the application and its resume unless a hiring needs it (audited).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness';
import { applicationForm } from '../../../test/fixtures';
import { adminToken, bearer, createJob } from '../../../test/helpers';
import { applicants, auditEvents, consents, mailOutbox } from '../../db/schema';
import { applicantsPersonalData } from './repository';
import { expireTalentPool, monthsAfter, talentPool } from './talent-pool';

let h: Harness;
let jobId: string;
const DAY = 86_400_000;

beforeAll(async () => {
  h = await startHarness({ TALENT_POOL_MONTHS: '6' });
  jobId = (await createJob(h)).id;
});
afterAll(() => h.close());

async function apply(email: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${h.url}/api/v1/applicants?lang=tr`, {
    method: 'POST',
    body: applicationForm(jobId, { email, ...extra }),
  });
  expect(res.status).toBe(201);
  const [row] = await h.database.db.select().from(applicants).where(eq(applicants.email, email));
  return row!;
}

const pool = () =>
  talentPool({
    secret: h.config.jwtSecret,
    publicUrl: h.config.publicUrl,
    months: h.config.talentPoolMonths,
  });

describe('talent pool', () => {
  it('without the box, an application is not in the pool and no consent is recorded', async () => {
    const row = await apply('no.pool@example.com');
    expect(row.talentPoolUntil).toBeNull();
    expect(
      await h.database.db.select().from(consents).where(eq(consents.email, 'no.pool@example.com')),
    ).toEqual([]);
  });

  it('with the box, it stays TALENT_POOL_MONTHS with a consent record of its words', async () => {
    const row = await apply('pool.in@example.com', {
      talentPool: 'true',
      consentWording: 'Özgeçmişimi saklayın',
    });
    const expected = monthsAfter(row.createdAt, 6).getTime();
    expect(Math.abs(row.talentPoolUntil!.getTime() - expected)).toBeLessThan(60_000);
    const [consent] = await h.database.db
      .select()
      .from(consents)
      .where(eq(consents.email, 'pool.in@example.com'));
    expect(consent).toMatchObject({
      purpose: 'talentPool',
      action: 'given',
      wording: 'Özgeçmişimi saklayın',
      sourceForm: 'application',
      locale: 'tr',
    });
  });

  it('recruiters filter the list to the pool: only applications whose stay lasts, also in the export', async () => {
    const inPool = await apply('pool.filter.in@example.com', { talentPool: 'true' });
    const ended = await apply('pool.filter.ended@example.com', { talentPool: 'true' });
    await apply('pool.filter.out@example.com');
    await h.database.db
      .update(applicants)
      .set({ talentPoolUntil: new Date(Date.now() - DAY) })
      .where(eq(applicants.id, ended.id));
    const headers = bearer(await adminToken(h));
    const list = async (query: string) =>
      (
        (await (
          await fetch(`${h.url}/api/v1/applicants?search=pool.filter&${query}`, { headers })
        ).json()) as {
          email: string;
          talentPoolUntil: string | null;
        }[]
      ).map((a) => a.email);
    expect((await list('talentPool=true')).sort()).toEqual([inPool.email]);
    expect(await list('talentPool=')).toHaveLength(3);
    const csv = await (
      await fetch(`${h.url}/api/v1/applicants/export?search=pool.filter&talentPool=true`, { headers })
    ).text();
    expect(csv).toContain(inPool.email);
    expect(csv).not.toContain(ended.email);
    expect(csv).not.toContain('pool.filter.out@');
    // The ended stay would be the next test's to erase: these three leave with this test.
    await h.database.db.delete(applicants).where(sql`${applicants.email} like 'pool.filter.%'`);
  });

  it('keeps a pooled application past RETENTION_DAYS while its stay lasts', async () => {
    const row = await apply('pool.old@example.com', { talentPool: 'true' });
    await h.database.db
      .update(applicants)
      .set({ createdAt: new Date(Date.now() - 900 * DAY) })
      .where(eq(applicants.id, row.id));
    await applicantsPersonalData(h.database.db).expire(730);
    expect(await h.database.db.select().from(applicants).where(eq(applicants.id, row.id))).toHaveLength(1);
  });

  it('sends one renewal mail 30 days before the end; its link extends the stay once', async () => {
    const row = await apply('pool.renew@example.com', { talentPool: 'true' });
    const until = new Date(Date.now() + 20 * DAY);
    await h.database.db.update(applicants).set({ talentPoolUntil: until }).where(eq(applicants.id, row.id));
    expect(await pool().remind(h.database.db)).toBeGreaterThanOrEqual(1);
    expect(await pool().remind(h.database.db)).toBe(0); // one mail only
    const mails = await h.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'pool.renew@example.com'), eq(mailOutbox.template, 'talentPoolRenewal')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('tr');
    const link = mails[0]!.text.match(/https?:\/\/\S+\/talent-pool\/renew\?token=\S+/)?.[0];
    expect(link).toBeTruthy();

    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/\/tr\/privacy-request\/\?renewed=1$/);
    const [renewed] = await h.database.db.select().from(applicants).where(eq(applicants.id, row.id));
    expect(renewed!.talentPoolUntil!.getTime()).toBe(monthsAfter(until, 6).getTime());
    expect(renewed!.talentPoolReminderAt).toBeNull();
    const records = await h.database.db
      .select()
      .from(consents)
      .where(eq(consents.email, 'pool.renew@example.com'))
      .orderBy(sql`${consents.createdAt}`);
    expect(records.map((r) => r.sourceForm)).toEqual(['application', 'talent-pool-renewal']);
    // The same link again, or an altered one, renews nothing.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(again.headers.get('location')).toMatch(/renewed=0$/);
    const forged = await fetch(
      link!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      { redirect: 'manual' },
    );
    expect(forged.headers.get('location')).toMatch(/renewed=0$/);
  });

  it('erases at the end of the stay (not a day before), keeps one a hiring needs, and audits it', async () => {
    const ending = await apply('pool.end@example.com', { talentPool: 'true' });
    const hired = await apply('pool.hired@example.com', { talentPool: 'true' });
    const until = new Date(Date.now() + 5 * DAY);
    await h.database.db
      .update(applicants)
      .set({ talentPoolUntil: until })
      .where(eq(applicants.email, 'pool.end@example.com'));
    await h.database.db
      .update(applicants)
      .set({ talentPoolUntil: until, status: 'Hired' })
      .where(eq(applicants.email, 'pool.hired@example.com'));
    const ids = [ending.id, hired.id];
    const present = async () =>
      (await h.database.db.select().from(applicants)).filter((r) => ids.includes(r.id)).map((r) => r.email);

    expect(await expireTalentPool(h.database.db, new Date(until.getTime() - DAY))).toEqual([]);
    expect((await present()).sort()).toEqual(['pool.end@example.com', 'pool.hired@example.com']);

    const keys = await expireTalentPool(h.database.db, new Date(until.getTime() + 1000));
    expect(keys).toEqual([ending.resumeKey]);
    expect(await present()).toEqual(['pool.hired@example.com']);
    const [event] = await h.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'privacy.talentPoolExpired'));
    expect(event).toBeDefined();
  });
});
