// The careers board: job postings, applicants and each applicant's status history.
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SalaryUnit } from '@crestline/contracts';
import { createdAt } from './columns';
import { foldSqlText } from '../fold';
import { users } from './accounts';

/** PostgreSQL's full-text document type (resume search); written with to_tsvector, never read whole. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull().default('On-site'),
    location: text('location').notNull(),
    language: jsonb('language').$type<string[]>().notNull().default([]),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    operatingHours: text('operating_hours').notNull(),
    training: jsonb('training').$type<string[]>().notNull().default([]),
    requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
    /** The admin's closing date (JobPosting validThrough); null: 60 days after posting. */
    closingDate: timestamp('closing_date', { withTimezone: true }),
    /** The optional salary (JobPosting baseSalary): a range or one amount, its currency and period. */
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryUnit: text('salary_unit').$type<SalaryUnit>(),
    /** The optional Turkish texts the admin gave (null: none; Turkish pages then show the English). */
    titleTr: text('title_tr'),
    descriptionTr: text('description_tr'),
    operatingHoursTr: text('operating_hours_tr'),
    locationTr: text('location_tr'),
    responsibilitiesTr: jsonb('responsibilities_tr').$type<string[]>(),
    trainingTr: jsonb('training_tr').$type<string[]>(),
    requirementsTr: jsonb('requirements_tr').$type<string[]>(),
    benefitsTr: jsonb('benefits_tr').$type<string[]>(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search matches: title, description, location (and their Turkish texts), type and
     * languages, folded (lower case, Turkish letters to their base: ../fold.ts).
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(
        foldSqlText(
          `title || E'\\n' || description || E'\\n' || coalesce(title_tr, '') || E'\\n' || coalesce(description_tr, '') || E'\\n' || type || E'\\n' || location || E'\\n' || coalesce(location_tr, '') || E'\\n' || language::text`,
        ),
      ),
    ),
  },
  (t) => [
    index('jobs_active_posting_idx').on(t.isActive, t.postingDate.desc(), t.id),
    index('jobs_posting_idx').on(t.postingDate, t.id),
    index('jobs_title_idx').on(sql`lower(${t.title})`, t.id),
    index('jobs_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
  ],
);

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    fluentLanguage: text('fluent_language').notNull(),
    numberOfStaffHandled: text('number_of_staff_handled').notNull(),
    isWillingForBackgroundCheck: boolean('is_willing_for_background_check').notNull(),
    yearsOfCustomerServiceExperience: integer('years_of_customer_service_experience').notNull(),
    yearsOfCallCenterExperience: integer('years_of_call_center_experience').notNull(),
    resumeKey: text('resume_key').notNull(),
    status: text('status').notNull().default('Received'),
    remarks: text('remarks').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the admin list sorts by name on, kept by the database. */
    nameKey: text('name_key').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    /** What the admin search matches: name and email in lower case, a line apart (no search spans both). */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`${foldSqlText(`first_name || ' ' || last_name`)} || E'\\n' || lower(email)`),
    ),
    /**
     * The resume's text, read in the background (modules/applicants/resume-text.ts): 'pending' until then,
     * 'extracted', 'none' (a scanned PDF: no text) or 'failed' (unreadable; retried by the queue).
     */
    resumeTextState: text('resume_text_state').notNull().default('pending'),
    resumeText: text('resume_text'),
    /** The text search configuration the resume's words were stemmed with: english, turkish or simple. */
    resumeLanguage: text('resume_language'),
    resumeTsv: tsvector('resume_tsv'),
    /**
     * An earlier application of the same email to the same job within 30 days, when this one repeats it
     * (accepted, flagged, and not confirmed by mail again).
     */
    repeatOf: uuid('repeat_of'),
    /**
     * Where the applicant came from (contracts' visit-source.ts): the landing page's campaign parameters,
     * the referring site and the visit's first page, as the application form sent them; `source` is their
     * short label (the campaign source, else the referring host, else "direct"), which lists filter on.
     */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    referrer: text('referrer'),
    landingPage: text('landing_page'),
    source: text('source').notNull().default('direct'),
    /**
     * Kept for future roles until then (the form's talent-pool box, TALENT_POOL_MONTHS; renewed from the
     * mail), or null; at that time the daily retention job erases it unless a hiring is under way.
     */
    talentPoolUntil: timestamp('talent_pool_until', { withTimezone: true }),
    /** When the one renewal mail before talentPoolUntil went out (cleared by a renewal). */
    talentPoolReminderAt: timestamp('talent_pool_reminder_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.jobId),
    index('applicants_created_idx').on(t.createdAt),
    index('applicants_name_idx').on(t.nameKey, t.id),
    // Trigrams find a name or email fragment without reading every row (pg_trgm, migration 0005). The GIN
    // indexes here keep no pending list (fastupdate off, migration 0028): searches never read unmerged entries.
    index('applicants_search_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: 'off' }),
    index('applicants_email_idx').on(sql`lower(${t.email})`, t.id),
    index('applicants_status_idx').on(t.status, t.id),
    index('applicants_resume_tsv_idx').using('gin', t.resumeTsv).with({ fastupdate: 'off' }),
    // The same person's other applications: by email (applicants_email_idx) or by the phone's digits.
    index('applicants_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
    index('applicants_source_idx').on(t.source, t.createdAt),
    index('applicants_resume_pending_idx')
      .on(t.id)
      .where(sql`resume_text_state = 'pending'`),
  ],
);

/** Every change of an applicant's status: from what to what, by which admin, when (docs/product.md). */
export const applicantStatusChanges = pgTable(
  'applicant_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    /** The admin who made the change; kept by name too, so the history outlives the account. */
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicantId, t.changedAt)],
);

/**
 * Every mail sent to an applicant about their application (the confirmation, status mails): which
 * outbox mail, which template, in which language, sent by which admin (none for the confirmation), when.
 * The applicant's history shows them next to the status changes.
 */
export const applicantMails = pgTable(
  'applicant_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'cascade' }),
    /** The outbox row (modules/mail); no foreign key: the outbox is the mail module's. */
    mailId: uuid('mail_id').notNull(),
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    /** The status the mail announced, when it was a status mail. */
    status: text('status'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicantId, t.sentAt)],
);

/**
 * One bulk status change (POST /applicants/bulk-status): what to set, whether to mail, who asked. Its
 * applicants are changed one job each (modules/applicants/bulk-status.ts), named by this id and theirs.
 */
export const applicantBulkChanges = pgTable('applicant_bulk_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  status: text('status').notNull(),
  notify: boolean('notify').notNull(),
  template: text('template'),
  count: integer('count').notNull(),
  byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
  byName: text('by_name').notNull(),
  actorEmail: text('actor_email').notNull(),
  actorIp: text('actor_ip'),
  createdAt: createdAt(),
});
