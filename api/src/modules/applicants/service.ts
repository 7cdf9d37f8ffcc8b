// Job applications: the form's rules on the server (the fields through the route's schema, then the
// resume by its bytes), and an all-or-nothing write: file, applicant row and confirmation mail together,
// or none of them. Admins page, filter and export the applicants, and change their status and remarks;
// every status change is kept with who made it and when.
import {
  t,
  type ApplicantExportQuery,
  type ApplicantFields,
  type ApplicantFilter,
  type ApplicantListQuery,
  type ApplicantMailPreviewQuery,
  type ApplicantMailTemplate,
  type ApplicantSourcesQuery,
  type ApplicantUpdate,
  type Locale,
  type MessageKey,
  type ResumeTextState,
  REPEAT_APPLICATION_DAYS,
  mailTemplateForStatus,
  jobText,
  normalizeLocale,
  visitSourceLabel,
} from '@crestline/contracts';
import type { Database, Db } from '../../db/client';
import { notifiedCache } from '../../db/notified-cache';
import { FILE_KINDS } from '../../files/kinds';
import { requirePdf } from '../../files/pdf';
import type { Signer } from '../../files/signed-links';
import { withStoredFile, type FileStore } from '../../files/store';
import type { Actor } from '../../http/audit';
import type { SignedInUser } from '../../http/auth';
import type { CsvCell } from '../../http/csv';
import { ADMIN_DATA_CHANNEL } from '../../http/admin-lists-cache';
import { notFound } from '../../http/errors';
import { auditChanges, recordAudit } from '../audit';
import { jobLookup } from '../jobs';
import { enqueueMail, renderMail, STATUS_MAIL_TEMPLATES } from '../mail';
import type { TalentPool } from './talent-pool';
import {
  HIT_END,
  HIT_START,
  applicantsRepository,
  reachesResumes,
  type ApplicantMailRow,
  type ApplicantRow,
  type ApplicantsRepository,
  type StatusChangeRow,
} from './repository';
import { queueResumeText } from './resume-text';

/** A ts_headline snippet (matches between HIT_START and HIT_END) as plain-text parts. */
export function snippetParts(headline: string): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  for (const piece of headline.split(HIT_START)) {
    const end = piece.indexOf(HIT_END);
    if (end >= 0) {
      if (end > 0) parts.push({ text: piece.slice(0, end), hit: true });
      if (end + 1 < piece.length) parts.push({ text: piece.slice(end + 1), hit: false });
    } else if (piece) parts.push({ text: piece, hit: false });
  }
  return parts;
}

type Status = ApplicantUpdate['status'] & string;

const historyJson = (c: StatusChangeRow) => ({
  from: c.fromStatus as Status,
  to: c.toStatus as Status,
  changedBy: c.changedBy ? { id: c.changedBy, name: c.changedByName } : null,
  changedAt: c.changedAt.toISOString(),
});

const mailJson = (m: ApplicantMailRow) => ({
  template: m.template,
  locale: normalizeLocale(m.locale),
  status: (m.status as Status | null) ?? null,
  sentBy: m.sentByName ? { id: m.sentBy, name: m.sentByName } : null,
  sentAt: m.sentAt.toISOString(),
});

/** The status mail for an applicant: the outbox template and its values, in the applicant's language. */
function statusMail(
  row: ApplicantRow,
  jobTitle: string,
  status: string,
  kind: ApplicantMailTemplate = mailTemplateForStatus(status),
) {
  return {
    to: row.email,
    template: STATUS_MAIL_TEMPLATES[kind],
    locale: normalizeLocale(row.locale),
    params: { name: row.firstName, jobTitle, status },
  };
}

/**
 * Queues the status mail to the applicant in their stored language and keeps it in their history, in the
 * caller's transaction (the mail exists exactly when the status change does).
 */
export async function notifyApplicant(
  tx: Parameters<typeof enqueueMail>[0],
  applications: ApplicantsRepository,
  row: ApplicantRow,
  jobTitle: string,
  by: { id: string | null; name: string },
  kind?: ApplicantMailTemplate,
): Promise<void> {
  const mail = statusMail(row, jobTitle, row.status, kind);
  const queued = await enqueueMail(tx, mail);
  await applications.recordMail({
    applicantId: row.id,
    mailId: queued.id,
    template: mail.template,
    locale: mail.locale,
    status: row.status,
    sentBy: by.id,
    sentByName: by.name,
  });
}

/** The CSV columns of the applicants export: header key and value. */
const CSV_COLUMNS: [MessageKey, (a: ApplicantRow, jobTitle: string | null) => CsvCell][] = [
  ['admin.col.firstName', (a) => a.firstName],
  ['admin.col.lastName', (a) => a.lastName],
  ['admin.col.email', (a) => a.email],
  ['admin.col.phone', (a) => a.phone],
  ['admin.col.zipCode', (a) => a.zipCode],
  ['admin.col.job', (_a, job) => job ?? ''],
  ['admin.col.status', (a) => a.status],
  ['admin.col.remarks', (a) => a.remarks],
  ['admin.col.fluentLanguage', (a) => a.fluentLanguage],
  ['admin.col.staffHandled', (a) => a.numberOfStaffHandled],
  ['admin.col.backgroundCheck', (a) => a.isWillingForBackgroundCheck],
  ['admin.col.customerServiceExperience', (a) => a.yearsOfCustomerServiceExperience],
  ['admin.col.bpoExperience', (a) => a.yearsOfCallCenterExperience],
  ['admin.col.appliedDate', (a) => a.createdAt.toISOString()],
  ['admin.col.source', (a) => a.source],
  ['admin.col.utmMedium', (a) => a.utmMedium ?? ''],
  ['admin.col.utmCampaign', (a) => a.utmCampaign ?? ''],
  ['admin.col.referrer', (a) => a.referrer ?? ''],
];

/** A resume search keeps the ranked ids of at most this many matches for its paging (more: ranked per page). */
const RANKED_IDS_MAX = 20_000;

/** A resume search's matches in the list's order, whatever the page: the memo's key. */
const rankingKey = (q: ApplicantListQuery) =>
  JSON.stringify([q.search, q.sort, q.order, q.jobId, q.status, q.source, q.talentPool]);

export function applicantsService(deps: {
  db: Db;
  /** Tells when applicants change in any process (the admin lists' channel), for the rankings' memo. */
  database: Pick<Database, 'subscribe'>;
  files: FileStore;
  signer: Signer;
  /** The talent pool an applicant joins by ticking its box (talent-pool.ts). */
  pool?: TalentPool;
}) {
  const { db, files, signer, pool } = deps;
  const repo = applicantsRepository(db);
  const jobs = jobLookup(db);
  // A search that reaches resumes matches and ranks every resume holding its words (all 5,000 for a word
  // every resume holds: about 25 ms of database time) before it knows a page. Its ranked ids are kept, so
  // its other pages (and its count) are slices instead of another ranking. Dropped on any write to the
  // admin data (a NOTIFY from any process, migration 0006) and by this process's own writes; the page's
  // rows are read again under the filters, so an id kept a moment too long never shows a row that no
  // longer matches.
  const rankings = notifiedCache<string[]>(deps.database, ADMIN_DATA_CHANNEL, {
    maxAgeMs: 5 * 60_000,
    maxEntries: 50,
  });

  const toJson = (row: ApplicantRow) => ({
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    zipCode: row.zipCode,
    fluentLanguage: row.fluentLanguage,
    numberOfStaffHandled: row.numberOfStaffHandled,
    isWillingForBackgroundCheck: row.isWillingForBackgroundCheck,
    yearsOfCustomerServiceExperience: row.yearsOfCustomerServiceExperience,
    yearsOfCallCenterExperience: row.yearsOfCallCenterExperience,
    jobId: row.jobId,
    status: row.status,
    remarks: row.remarks,
    resumeLink: signer.link('resume', row.resumeKey, 'view'),
    resumeDownloadLink: signer.link('resume', row.resumeKey, 'download'),
    talentPoolUntil: row.talentPoolUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    source: row.source,
    utmSource: row.utmSource,
    utmMedium: row.utmMedium,
    utmCampaign: row.utmCampaign,
    referrer: row.referrer,
  });

  return {
    async apply(input: ApplicantFields, resume: Buffer | undefined, locale: Locale) {
      const { utm_source, utm_medium, utm_campaign, referrer, landingPage, ...fields } = input;
      const visit = { utm_source, utm_medium, utm_campaign, referrer, landingPage };
      const pdf = await requirePdf(resume, {
        missing: 'application.resumeRequired',
        notPdf: 'application.resumeNotPdf',
      });
      const job = await jobs.findActive(fields.jobId);
      if (!job) throw notFound('jobs.notFound');
      const row = await withStoredFile(files, FILE_KINDS.resume.folder, pdf, (resumeKey) =>
        db.transaction(async (tx) => {
          const applications = applicantsRepository(tx);
          // The same email applying to the same job again within 30 days: accepted, flagged, and the
          // confirmation is not mailed twice.
          await applications.lockEmail(fields.email);
          const earlier = await applications.recentForJob(job._id, fields.email, REPEAT_APPLICATION_DAYS);
          const created = await applications.insert({
            ...fields,
            utmSource: utm_source ?? null,
            utmMedium: utm_medium ?? null,
            utmCampaign: utm_campaign ?? null,
            referrer: referrer ?? null,
            landingPage: landingPage ?? null,
            source: visitSourceLabel(visit),
            resumeKey,
            locale,
            repeatOf: earlier?.id ?? null,
          });
          // Its words are read for the search after the application commits (resume-text.ts).
          await queueResumeText(tx, created.id);
          if (fields.talentPool && pool) {
            created.talentPoolUntil = await pool.join(tx, created, {
              wording: fields.consentWording,
              locale,
            });
          }
          if (!earlier) {
            const mail = await enqueueMail(tx, {
              to: created.email,
              template: 'applicationReceived',
              locale,
              // The job's Turkish title in a Turkish mail when the admin gave one.
              params: { name: created.firstName, jobTitle: jobText(job, 'title', locale).value },
            });
            // The confirmation is the first mail of the applicant's history (sent by no admin).
            await applications.recordMail({
              applicantId: created.id,
              mailId: mail.id,
              template: 'applicationReceived',
              locale,
              status: null,
            });
          }
          return created;
        }),
      );
      rankings.invalidate();
      return toJson(row);
    },

    /** The job (active or not) with its applicants as full records in applicantIds. */
    async jobWithApplicants(jobId: string) {
      const job = await jobs.find(jobId);
      if (!job) throw notFound('jobs.notFound');
      return { ...job, applicantIds: (await repo.listForJob(job._id)).map(toJson) };
    },

    /** One page of the all-applicants list and the number of rows matching its filters. */
    async page(query: ApplicantListQuery) {
      const ranked = reachesResumes(query.search)
        ? await rankings.get(rankingKey(query), () => repo.rankedIds(query, RANKED_IDS_MAX + 1))
        : undefined;
      const from = (query.page - 1) * query.pageSize;
      const { rows, total } =
        ranked && ranked.length <= RANKED_IDS_MAX
          ? {
              rows: await repo.rowsOf(ranked.slice(from, from + query.pageSize), query),
              total: ranked.length,
            }
          : await (async () => {
              // The page and its rows in one query (and with a resume search, the number of matches).
              const { rows, total } = await repo.pageRows(query);
              if (total !== null) return { rows, total };
              // A page that is not full is the last one (or page 1 is empty): the total follows without
              // counting the matches again, which is most searches for a name.
              const last = rows.length < query.pageSize && (rows.length > 0 || query.page === 1);
              const counted = last ? from + rows.length : await repo.total(query);
              return { rows, total: counted };
            })();
      return {
        rows: rows.map(({ row, jobTitle, headline, appliedBefore }) => ({
          ...toJson(row),
          jobTitle,
          appliedBefore,
          repeatOf: row.repeatOf,
          ...(headline ? { resumeMatch: snippetParts(headline) } : {}),
        })),
        total,
      };
    },

    async facets(filter: ApplicantFilter) {
      const [total, counts] = await Promise.all([repo.total(filter), repo.facets(filter)]);
      return { total, ...counts } as { total: number } & typeof counts & {
          statuses: { status: Status; count: number }[];
        };
    },

    /** Applications received in the period and how many of them are hired now, by source, most first. */
    sources: (period: ApplicantSourcesQuery) => repo.sources(period),

    /** The export: every row matching the filters, in the list's order, headed in `locale`. */
    async csv(query: ApplicantExportQuery, locale: Locale, actor: Actor) {
      const rows = await repo.all(query);
      await recordAudit(db, actor, {
        action: 'export.csv',
        target: { type: 'list', id: 'applicants', label: 'applicants' },
        details: { filters: { ...query }, rows: rows.length },
      });
      return {
        header: CSV_COLUMNS.map(([key]) => t(locale, key)),
        rows: rows.map(({ row, jobTitle }) => CSV_COLUMNS.map(([, value]) => value(row, jobTitle))),
      };
    },

    /** One applicant with a fresh signed resume link, the job's title and the status history. */
    async details(id: string) {
      const found = await repo.findById(id);
      if (!found) throw notFound('applicants.notFound');
      const [history, others, mails] = await Promise.all([
        repo.history(found.row.id),
        repo.others(found.row),
        repo.mails(found.row.id),
      ]);
      return {
        ...toJson(found.row),
        jobTitle: found.jobTitle,
        appliedBefore: found.appliedBefore,
        repeatOf: found.row.repeatOf,
        otherApplications: others.map((other) => ({
          _id: other.id,
          jobId: other.jobId,
          jobTitle: other.jobTitle,
          status: other.status as Status,
          createdAt: other.createdAt.toISOString(),
          sameEmail: other.sameEmail,
          samePhone: other.samePhone,
        })),
        locale: found.row.locale === 'tr' ? ('tr' as const) : ('en' as const),
        statusHistory: history.map(historyJson),
        mailHistory: mails.map(mailJson),
        resumeText: found.row.resumeTextState as ResumeTextState,
      };
    },

    /** The status mail as the applicant would get it (their language), for the admin to read before sending. */
    async mailPreview(id: string, query: ApplicantMailPreviewQuery) {
      const found = await repo.findById(id);
      if (!found) throw notFound('applicants.notFound');
      // The job's title in the applicant's language (its Turkish title when it has one), as the mail sent
      // on update names it.
      const job = found.row.jobId ? await jobLookup(db).find(found.row.jobId) : undefined;
      const mail = statusMail(
        found.row,
        job ? jobText(job, 'title', found.row.locale).value : (found.jobTitle ?? ''),
        query.status ?? found.row.status,
        query.template,
      );
      const rendered = await renderMail(mail.template, mail.locale, mail.params);
      return { to: mail.to, locale: mail.locale, template: mail.template, ...rendered };
    },

    /** Saves status and/or remarks; a status that differs from the current one is added to the history. */
    async update(id: string, change: ApplicantUpdate, by: SignedInUser, actor: Actor) {
      const { notify, template, ...fields } = change;
      const row = await db.transaction(async (tx) => {
        const applications = applicantsRepository(tx);
        const current = await applications.lock(id);
        if (!current) return undefined;
        const updated = Object.keys(fields).length ? await applications.update(id, fields) : current;
        if (change.status !== undefined && change.status !== current.status) {
          await applications.recordStatusChange({
            applicantId: id,
            fromStatus: current.status,
            toStatus: change.status,
            changedBy: by.id,
            changedByName: by.name,
          });
        }
        if (updated && notify) {
          const job = updated.jobId ? await jobLookup(tx).find(updated.jobId) : undefined;
          await notifyApplicant(
            tx,
            applications,
            updated,
            job ? jobText(job, 'title', updated.locale).value : '',
            by,
            template,
          );
        }
        if (updated) {
          await recordAudit(tx, actor, {
            action: 'applicant.update',
            // Ids only: the trail outlives the applicant's record and must not keep their name.
            target: { type: 'applicant', id },
            details: {
              ...auditChanges(current, updated, ['status', 'remarks']),
              ...(notify ? { notified: true } : {}),
            },
          });
        }
        return updated;
      });
      rankings.invalidate(); // before the answer: this admin's next page sees their own change
      if (!row) throw notFound('applicants.notFound');
      return toJson(row);
    },
  };
}

export type ApplicantsService = ReturnType<typeof applicantsService>;
