// Status mails: a status change with notify queues one mail through the outbox in the language the
// applicant applied in and keeps it in their history (with the confirmation, time, template and sender);
// the preview shows the same mail before it is sent; the privacy export carries the history.
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantDetailsResponseSchema,
  applicantMailPreviewSchema,
  applicantUpdateResponseSchema,
  errorResponseSchema,
} from '@crestline/contracts';
import { desc, eq } from 'drizzle-orm';
import { startHarness, type Harness } from '../../../test/harness';
import { applicationForm, json } from '../../../test/fixtures';
import { ADMIN, adminToken, bearer, createJob, expectBody } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema';

let h: Harness;
let admin: string;
let turkish: string;
let english: string;

async function apply(jobId: string, email: string, lang: 'en' | 'tr') {
  const res = await fetch(`${h.url}/api/v1/applicants?lang=${lang}`, {
    method: 'POST',
    body: applicationForm(jobId, { email, firstName: lang === 'tr' ? 'Elif' : 'Emily' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { applicant: { _id: string } }).applicant._id;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  const job = (await createJob(h, { title: 'Müşteri Temsilcisi' })).id;
  turkish = await apply(job, 'elif@x.example', 'tr');
  english = await apply(job, 'emily@x.example', 'en');
});
afterAll(() => h.close());

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${p}`, { ...init, headers: { ...bearer(admin), ...init.headers } });
const patch = (id: string, body: unknown, lang = 'en') =>
  fetch(`${h.url}/api/v1/applicants/${id}?lang=${lang}`, { ...json(body, bearer(admin)), method: 'PATCH' });
const mailsTo = (to: string) =>
  h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));

describe('status mails', () => {
  it('previews the mail in the applicant’s language, whatever the admin’s', async () => {
    const preview = await expectBody(
      applicantMailPreviewSchema,
      await api(`/applicants/${turkish}/mail-preview?status=Rejected&lang=en`),
    );
    expect(preview).toMatchObject({ to: 'elif@x.example', locale: 'tr', template: 'statusRejected' });
    expect(preview.subject).toBe('Müşteri Temsilcisi başvurunuz hakkında');
    expect(preview.text).toContain('Merhaba Elif');
    expect(preview.text).toContain('adaylarla');
    const offer = await expectBody(
      applicantMailPreviewSchema,
      await api(`/applicants/${english}/mail-preview?status=Hired`),
    );
    // Hired has no label of its own in the spec: the general mail names the status.
    expect(offer).toMatchObject({ locale: 'en', template: 'statusUpdate' });
    expect(offer.text).toContain('Its status is now: Hired.');
    const chosen = await expectBody(
      applicantMailPreviewSchema,
      await api(`/applicants/${english}/mail-preview?status=Interview&template=finalInterview`),
    );
    expect(chosen.subject).toBe('Invitation to a final interview: Müşteri Temsilcisi');
    const bad = await api(`/applicants/${english}/mail-preview?template=party&lang=tr`);
    expect(bad.status).toBe(400);
    expect((await expectBody(errorResponseSchema, bad)).error).toBe('E-posta şablonlarından birini seçin.');
    expect((await api('/applicants/00000000-0000-4000-8000-000000000000/mail-preview')).status).toBe(404);
  });

  it('names a job by its Turkish title in a Turkish applicant’s preview, and by its English one otherwise', async () => {
    const job = (
      await createJob(h, {
        title: 'Customer Service Representative',
        titleTr: 'Müşteri Hizmetleri Temsilcisi',
        descriptionTr: 'ABD’li bir müşteri için çağrıları yanıtlayın.',
      })
    ).id;
    const elif = await apply(job, 'elif.tr@x.example', 'tr');
    const emily = await apply(job, 'emily.en@x.example', 'en');
    const tr = await expectBody(
      applicantMailPreviewSchema,
      await api(`/applicants/${elif}/mail-preview?status=Rejected&lang=en`),
    );
    expect(tr.subject).toBe('Müşteri Hizmetleri Temsilcisi başvurunuz hakkında');
    expect(tr.text).toContain('Müşteri Hizmetleri Temsilcisi');
    expect(tr.text).not.toContain('Customer Service Representative');
    const en = await expectBody(
      applicantMailPreviewSchema,
      await api(`/applicants/${emily}/mail-preview?status=Rejected&lang=tr`),
    );
    expect(en.text).toContain('Customer Service Representative');
    expect(en.text).not.toContain('Müşteri Hizmetleri Temsilcisi');
  });

  it('queues one mail in the stored language with notify, and keeps it in the history', async () => {
    const before = (await mailsTo('elif@x.example')).length;
    expect(before).toBe(1); // the confirmation
    const res = await patch(turkish, { status: 'Rejected', notify: true });
    await expectBody(applicantUpdateResponseSchema, res);
    const mails = await mailsTo('elif@x.example');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ template: 'statusRejected', locale: 'tr' });
    expect(mails[0]!.subject).toBe('Müşteri Temsilcisi başvurunuz hakkında');

    const details = await expectBody(applicantDetailsResponseSchema, await api(`/applicants/${turkish}`));
    expect(details.mailHistory).toHaveLength(2);
    expect(details.mailHistory[0]).toMatchObject({
      template: 'applicationReceived',
      locale: 'tr',
      status: null,
      sentBy: null,
    });
    expect(details.mailHistory[1]).toMatchObject({
      template: 'statusRejected',
      locale: 'tr',
      status: 'Rejected',
      sentBy: { name: ADMIN.name },
    });
    expect(details.statusHistory).toHaveLength(1);
  });

  it('sends nothing without notify, and refuses a notify that is not a yes or no', async () => {
    await expectBody(applicantUpdateResponseSchema, await patch(english, { status: 'Reviewing' }));
    expect(await mailsTo('emily@x.example')).toHaveLength(1);
    const bad = await patch(english, { status: 'Offer', notify: 'perhaps' }, 'tr');
    expect(bad.status).toBe(400);
    expect((await expectBody(errorResponseSchema, bad)).error).toBe(
      'Adaya e-posta gönderilip gönderilmeyeceğini belirtin.',
    );
    const details = await expectBody(applicantDetailsResponseSchema, await api(`/applicants/${english}`));
    expect(details.status).toBe('Reviewing');
    // notify alone mails the current status.
    await expectBody(applicantUpdateResponseSchema, await patch(english, { notify: true }));
    const mails = await mailsTo('emily@x.example');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ template: 'statusShortListed', locale: 'en' });
  });

  it('puts the mail history in the privacy export', async () => {
    const res = await api('/privacy/export?email=elif%40x.example');
    expect(res.status).toBe(200);
    const zip = await JSZip.loadAsync(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.applications[0].mailHistory.map((m: { template: string }) => m.template)).toEqual([
      'applicationReceived',
      'statusRejected',
    ]);
  });
});
