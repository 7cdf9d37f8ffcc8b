// Bulk status changes: 250 applicants across pages ("select all matching" sends the list's filters) get
// one status, 250 mails (each in the applicant's language) and 250 audit events, once — in the background,
// and again-sent jobs change nothing; a few ids are changed in the request itself.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { applicantBulkStatusResponseSchema, errorResponseSchema } from '@crestline/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { createBackgroundQueue, sendJob, type BackgroundQueue } from '../../background';
import { createLogger } from '../../logger';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import { adminToken, bearer, createApplicant, createJob, expectBody } from '../../../test/helpers';
import { applicants, auditEvents, mailOutbox } from '../../db/schema';
import { applicantBulkStatus, bulkStatusWorker } from './bulk-status';

let h: Harness;
let admin: string;
let bigJob: string;
let smallJob: string;
const small: string[] = [];

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  bigJob = (await createJob(h, { title: 'Night Shift Agent' })).id;
  smallJob = (await createJob(h, { title: 'Team Lead' })).id;
  // 250 applicants of one job (written straight to the table: the form's path is tested elsewhere),
  // every fifth applied in Turkish.
  await h.database.db.insert(applicants).values(
    Array.from({ length: 250 }, (_, i) => ({
      jobId: bigJob,
      firstName: `P${i}`,
      lastName: 'Bulk',
      email: `bulk${i}@x.example`,
      phone: '09171234567',
      zipCode: '8000',
      fluentLanguage: 'English',
      numberOfStaffHandled: '5-15',
      isWillingForBackgroundCheck: true,
      yearsOfCustomerServiceExperience: 2,
      yearsOfCallCenterExperience: 3,
      resumeKey: `resumes/none-${i}.pdf`,
      resumeTextState: 'none',
      locale: i % 5 === 0 ? 'tr' : 'en',
    })),
  );
  for (const i of [1, 2, 3]) small.push(await createApplicant(h, smallJob, { email: `small${i}@x.example` }));
});
afterAll(() => h.close());

const bulk = (body: unknown, lang = 'en') =>
  fetch(`${h.url}/api/v1/applicants/bulk-status?lang=${lang}`, json(body, bearer(admin)));

const count = async (table: typeof mailOutbox | typeof auditEvents, where: ReturnType<typeof sql>) => {
  const [row] = await h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row!.n;
};
const statusMails = (template: string) =>
  count(mailOutbox, and(eq(mailOutbox.template, template), sql`${mailOutbox.to} like 'bulk%'`)!);
const bulkEvents = (bulkId: string) => count(auditEvents, sql`${auditEvents.details}->>'bulk' = ${bulkId}`);

async function until(check: () => Promise<boolean>, ms = 200_000) {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error('not done in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('POST /applicants/bulk-status', () => {
  it('rejects 250 applicants matching the filters: 250 mails and 250 audit events, once, with two processes', async () => {
    // A second API process works the same queue beside the harness's own.
    const second: BackgroundQueue = createBackgroundQueue({
      database: h.database,
      logger: createLogger('silent'),
    });
    second.register([bulkStatusWorker({ db: h.database.db })]);
    await second.start();
    onTestFinished(() => second.stop());
    const res = await bulk({ query: { jobId: bigJob }, status: 'Rejected', notify: true });
    const answer = await expectBody(applicantBulkStatusResponseSchema, res);
    expect(answer).toMatchObject({ count: 250, mailed: 250, queued: true });
    await until(async () => (await bulkEvents(answer.bulkId)) === 250);
    await until(async () => (await statusMails('statusRejected')) === 250);
    const [tr] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'statusRejected'), eq(mailOutbox.locale, 'tr')));
    expect(tr!.n).toBe(50);
    const [left] = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applicants)
      .where(and(eq(applicants.jobId, bigJob), sql`${applicants.status} <> 'Rejected'`));
    expect(left!.n).toBe(0);

    // A job tried again (its work already committed) changes and mails nothing more.
    const one = (await h.database.db.select({ id: applicants.id }).from(applicants).limit(1))[0]!.id;
    await sendJob(applicantBulkStatus, { bulkId: answer.bulkId, applicantId: one });
    await new Promise((r) => setTimeout(r, 2000));
    expect(await statusMails('statusRejected')).toBe(250);
    expect(await bulkEvents(answer.bulkId)).toBe(250);

    // The same change again reaches the same applicants, mails none and records nothing.
    const again = await expectBody(
      applicantBulkStatusResponseSchema,
      await bulk({ query: { jobId: bigJob }, status: 'Rejected', notify: true }),
    );
    expect(again).toMatchObject({ count: 250, mailed: 0 });
    await new Promise((r) => setTimeout(r, 2000));
    expect(await bulkEvents(again.bulkId)).toBe(0);
    expect(await statusMails('statusRejected')).toBe(250);
  }, 300_000);

  it('changes a few ids in the request itself, without mail unless asked', async () => {
    const res = await bulk({ ids: small, status: 'Interview', notify: false });
    const answer = await expectBody(applicantBulkStatusResponseSchema, res);
    expect(answer).toEqual({ bulkId: answer.bulkId, count: 3, mailed: 0, queued: false });
    expect(await bulkEvents(answer.bulkId)).toBe(3);
    const mails = await count(
      mailOutbox,
      sql`${mailOutbox.to} like 'small%' and ${mailOutbox.template} <> 'applicationReceived'`,
    );
    expect(mails).toBe(0);
  });

  it('refuses nothing selected, both ids and query, or a bad status, in the admin’s language', async () => {
    for (const body of [
      { status: 'Rejected' },
      { ids: [], status: 'Rejected' },
      { ids: small, query: {}, status: 'Rejected' },
    ]) {
      const res = await bulk(body, 'tr');
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await expectBody(errorResponseSchema, res)).error).toBe(
        'En az bir aday seçin ya da filtrelere uyan tüm adayları seçin.',
      );
    }
    expect((await bulk({ ids: small, status: 'Asleep' })).status).toBe(400);
    const user = await fetch(`${h.url}/api/v1/applicants/bulk-status`, json({ ids: small, status: 'Hired' }));
    expect(user.status).toBe(401);
  });
});
