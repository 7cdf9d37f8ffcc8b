// The same person, earlier: an applicant's details list their other applications (same email in any
// case, or same phone), the list marks people who applied before, and a repeat application to the same
// job within 30 days is accepted, flagged and not confirmed by mail twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { applicantDetailsResponseSchema, applicantsPageResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, bearer, createApplicant, createJob, expectBody } from '../../../test/helpers';
import { applicants } from '../../db/schema';

let h: Harness;
let admin: string;
let jobA: string;
let jobB: string;

const api = (p: string) => fetch(`${h.url}/api/v1${p}`, { headers: bearer(admin) });
const details = async (id: string) =>
  expectBody(applicantDetailsResponseSchema, await api(`/applicants/${id}`));
/** Moves an application back in time (as if it had been sent `days` days ago). */
const age = (id: string, days: number) =>
  h.database.db
    .update(applicants)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(applicants.id, id));

beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
  admin = await adminToken(h);
  jobA = (await createJob(h, { title: 'Bookkeeper' })).id;
  jobB = (await createJob(h, { title: 'Receptionist' })).id;
});
afterAll(() => h.close());

describe('earlier applications of the same person', () => {
  it('lists the other applications by email (any case) and by phone, and marks repeat appliers', async () => {
    const first = await createApplicant(h, jobA, { email: 'Lena.Ortiz@x.example', phone: '09175550101' });
    await age(first, 60);
    const byEmail = await createApplicant(h, jobB, { email: 'lena.ortiz@X.example', phone: '09990000000' });
    const byPhone = await createApplicant(h, jobB, {
      firstName: 'L.',
      email: 'lena.work@x.example',
      phone: '09175550101',
    });
    const stranger = await createApplicant(h, jobA, { email: 'someone@x.example', phone: '09120000000' });

    const d = await details(byEmail);
    expect(d.appliedBefore).toBe(true);
    expect(d.otherApplications.map((o) => [o._id, o.jobTitle, o.status, o.sameEmail, o.samePhone])).toEqual([
      [first, 'Bookkeeper', 'Received', true, false],
    ]);
    const p = await details(byPhone);
    expect(p.otherApplications.map((o) => [o._id, o.sameEmail, o.samePhone])).toEqual([[first, false, true]]);
    const f = await details(first);
    expect(f.appliedBefore).toBe(false);
    expect(f.otherApplications.map((o) => o._id).sort()).toEqual([byEmail, byPhone].sort());
    expect((await details(stranger)).otherApplications).toEqual([]);

    const rows = await expectBody(applicantsPageResponseSchema, await api('/applicants?pageSize=100'));
    const marked = Object.fromEntries(rows.map((r) => [r._id, r.appliedBefore]));
    expect(marked).toMatchObject({ [first]: false, [byEmail]: true, [byPhone]: true, [stranger]: false });
  });

  it('accepts a repeat application to the same job within 30 days, flags it and mails only once', async () => {
    await h.deliverMail();
    const before = h.inbox.length;
    const original = await createApplicant(h, jobA, { email: 'Tomas@x.example', phone: '09177771234' });
    const repeat = await createApplicant(h, jobA, { email: 'tomas@X.EXAMPLE', phone: '09177771234' });
    // Another job is a new application, not a repeat.
    const otherJob = await createApplicant(h, jobB, { email: 'tomas@x.example', phone: '09177771234' });
    await h.deliverMail();
    const mails = h.inbox.slice(before).filter((m) => m.recipients.some((t) => /tomas@x\.example/i.test(t)));
    expect(mails).toHaveLength(2); // the original and the other job; not the repeat

    expect((await details(repeat)).repeatOf).toBe(original);
    expect((await details(original)).repeatOf).toBeNull();
    expect((await details(otherJob)).repeatOf).toBeNull();
    const rows = await expectBody(applicantsPageResponseSchema, await api('/applicants?search=tomas'));
    expect(rows.find((r) => r._id === repeat)?.repeatOf).toBe(original);

    // After 30 days the same job may be applied to again as new.
    await age(original, 31);
    await age(repeat, 31);
    const later = await createApplicant(h, jobA, { email: 'tomas@x.example', phone: '09177771234' });
    expect((await details(later)).repeatOf).toBeNull();
  });
});
