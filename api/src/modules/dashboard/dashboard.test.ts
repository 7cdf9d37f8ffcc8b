// The admin home's summary and the inbox exports (messages, inquiries, franchise applications).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSummaryResponseSchema } from '@crestline/contracts';
import { startHarness, type Harness } from '../../../test/harness';
import { json } from '../../../test/fixtures';
import {
  adminToken,
  bearer,
  createApplicant,
  createJob,
  expectBody,
  fillInboxes,
} from '../../../test/helpers';

let h: Harness;
let admin: string;
let ids: Awaited<ReturnType<typeof fillInboxes>>;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  ids = await fillInboxes(h, '=1+2');
  await fillInboxes(h, 'Zeynep');
});
afterAll(() => h.close());

const api = (p: string, init: RequestInit = {}) =>
  fetch(`${h.url}/api/v1${p}`, { ...init, headers: { ...bearer(admin), ...init.headers } });

describe('GET /admin/summary', () => {
  it('counts unread inbox records, applicants of the last 7 days by status and active jobs', async () => {
    const job = await createJob(h);
    await createJob(h, { isActive: false });
    const applicant = await createApplicant(h, job.id);
    await createApplicant(h, job.id);
    await api(`/applicants/${applicant}`, { ...json({ status: 'Interview' }), method: 'PATCH' });
    await api(`/messages/${ids.messageId}/mark-read`, { method: 'PATCH' });
    const summary = await expectBody(adminSummaryResponseSchema, await api('/admin/summary'));
    expect(summary.unread).toEqual({ inquiries: 2, messages: 1, franchiseApplications: 2 });
    expect(summary.activeJobs).toBe(1);
    expect(summary.applicantsThisWeek.total).toBe(2);
    expect(summary.applicantsThisWeek.byStatus).toMatchObject({ Received: 1, Interview: 1, Hired: 0 });
    expect(Date.now() - Date.parse(summary.applicantsThisWeek.since)).toBeGreaterThan(6.9 * 86_400_000);
  });
});

describe('inbox exports', () => {
  const csv = async (p: string, lang = 'en') => {
    const res = await api(p, { headers: { 'accept-language': lang } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    return text.slice(1).trim().split('\r\n');
  };

  it('messages: every record with its comment, a formula neutralised', async () => {
    await api(`/messages/${ids.messageId}/add-comment`, {
      ...json({ comment: '@SUM(A1)' }),
      method: 'PATCH',
    });
    const lines = await csv('/messages/export');
    expect(lines[0]).toBe(
      'Date,Full name,Email,Phone,Website,Message,Updates,Read,Comment,Language,Source,Sent from page,Landing page,Referring site,UTM source,UTM medium,UTM campaign',
    );
    expect(lines).toHaveLength(3);
    const sent = lines.find((l) => l.includes('Sender') && l.includes('=1+2'))!;
    expect(sent).toContain(",'=1+2 Sender,");
    expect(sent).toContain(",'@SUM(A1),en,direct,");
  });

  it('inquiries and franchise applications, headed in Turkish, filtered by the list’s search', async () => {
    const inquiries = await csv('/inquiries/export?search=zeyNEP', 'tr');
    expect(inquiries[0]).toMatch(/^Tarih,Form,Ad,Soyad,Şirket,E-posta,Telefon,Konum,/);
    expect(inquiries).toHaveLength(2);
    expect(inquiries[1]).toContain(',quote,Zeynep,Buyer,Acme,');
    const franchise = await csv('/franchise-applications/export');
    expect(franchise[0]).toBe(
      'Date,Name,Email,Message,Read,Comment,Language,Source,Sent from page,Landing page,Referring site,UTM source,UTM medium,UTM campaign',
    );
    expect(franchise).toHaveLength(3);
  });
});
