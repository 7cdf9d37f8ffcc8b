// One schema for PGlite and PostgreSQL. Records are `_id` in JSON and `id` here (docs/api.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type (resume search); written with to_tsvector, never read whole. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    /** The user's customer at the payment provider, created once on the first checkout (modules/payments). */
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/**
 * Signed-in sessions: a session token names its row (`jti`), and a request is let in only while the row
 * is live (not ended, not expired). Logout ends one; a password change or reset, and "log out
 * everywhere", end all of an account's sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash), index().on(t.userId)],
);

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
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the admin search matches: title, description, type, location and languages in lower case. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(title || E'\n' || description || E'\n' || type || E'\n' || location || E'\n' || language::text)`,
    ),
  },
  (t) => [
    index('jobs_active_posting_idx').on(t.isActive, t.postingDate.desc(), t.id),
    index('jobs_posting_idx').on(t.postingDate, t.id),
    index('jobs_title_idx').on(sql`lower(${t.title})`, t.id),
    index('jobs_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
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
      sql`lower(first_name || ' ' || last_name) || E'\\n' || lower(email)`,
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
  },
  (t) => [
    index().on(t.jobId),
    index('applicants_created_idx').on(t.createdAt),
    index('applicants_name_idx').on(t.nameKey, t.id),
    // Trigrams find a name or email fragment without reading every row (pg_trgm, migration 0005).
    index('applicants_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('applicants_email_idx').on(sql`lower(${t.email})`, t.id),
    index('applicants_status_idx').on(t.status, t.id),
    index('applicants_resume_tsv_idx').using('gin', t.resumeTsv),
    // The same person's other applications: by email (applicants_email_idx) or by the phone's digits.
    index('applicants_phone_digits_idx').on(sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g')`),
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

export const messages = pgTable('messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  website: text('website').notNull().default(''),
  message: text('message').notNull(),
  isWillingToReceiveUpdates: boolean('is_willing_to_receive_updates').notNull().default(false),
  comment: text('comment').notNull().default(''),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
});

export const inquiries = pgTable('inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Which form sent it: the team builder's quote form or the consultation/booking form. */
  kind: text('kind').$type<'quote' | 'consultation'>().notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  company: text('company').notNull(),
  location: text('location'),
  noOfStaff: integer('no_of_staff'),
  message: text('message'),
  isOkayToRecieveMarketing: boolean('is_okay_to_receive_marketing').notNull().default(false),
  timeZone: text('time_zone'),
  date: text('date'),
  timeFrom: text('time_from'),
  timeTo: text('time_to'),
  isRead: boolean('is_read').notNull().default(false),
  comment: text('comment').notNull().default(''),
  postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
});

export const franchiseApplications = pgTable('franchise_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull().default(''),
  fileKey: text('file_key').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  comment: text('comment').notNull().default(''),
  createdAt: createdAt(),
});

/**
 * The record of every mail: what it says, whether it was sent, how many tries it took and the last error.
 * Its delivery runs as background jobs (modules/mail/delivery.ts).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Shared rate-limit counters, so limits hold across several API instances. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Version counters for caches that several API instances must invalidate together (e.g. the jobs list). */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * Privacy requests carried out by an admin (an export or an erasure of everything held about one email
 * address). The address itself is not kept — after an erasure that would be personal data again — only
 * its SHA-256, so a later request about the same address can be matched to this one.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<'export' | 'erase'>().notNull(),
    subjectHash: text('subject_hash').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_subject_idx').on(t.subjectHash)],
);

/** An address as the payment provider reports it (kept on payments and subscriptions, erased on request). */
export interface StoredAddress {
  line1: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
}

/**
 * Subscriptions as the payment provider's webhooks describe them (modules/payments): one row per provider
 * subscription. Personal fields are blanked by a privacy erasure; the record itself is kept (bookkeeping).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerId: text('customer_id'),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    paymentMethodId: text('payment_method_id'),
    /** Every month's charge for the whole quantity, in minor units. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    interval: text('interval').$type<'month' | 'year'>().notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    quantity: integer('quantity').notNull(),
    role: text('role').notNull(),
    region: text('region').notNull().default('US'),
    noOfMonths: integer('no_of_months').notNull(),
    locale: text('locale').notNull().default('en'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    latestInvoice: text('latest_invoice'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_provider_id_key').on(t.subscriptionId), index().on(t.userId)],
);

/** One paid invoice (or a failed one), refunds included, as the provider's events report it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: text('invoice_id').notNull(),
    /** The provider's payment intent or charge, which refunds name. */
    paymentRef: text('payment_ref'),
    subscriptionId: text('subscription_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull().default(''),
    customerEmail: text('customer_email').notNull().default(''),
    paymentMethod: text('payment_method').notNull().default('card'),
    amount: integer('amount').notNull(),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    role: text('role').notNull(),
    noOfRoles: integer('no_of_roles').notNull(),
    noOfMonths: integer('no_of_months').notNull(),
    billing: text('billing').$type<'hourly' | 'monthly' | 'yearly'>().notNull().default('hourly'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_invoice_key').on(t.invoiceId),
    index().on(t.userId),
    index().on(t.paymentRef),
  ],
);

/** Provider events already applied: the id is claimed in the transaction that applies the event. */
/**
 * Refunds whose payment is not recorded yet (a `charge.refunded` that arrived before its `invoice.paid`):
 * kept by payment reference and applied when the payment is written, so no refund is lost to event order.
 */
export const waitingRefunds = pgTable('waiting_refunds', {
  /** The payment intent or the charge the refund names (one row for each). */
  paymentRef: text('payment_ref').primaryKey(),
  /** The refunded charge: its rows are taken together when the payment is written. */
  charge: text('charge').notNull(),
  amountRefunded: integer('amount_refunded').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The keyless demo checkout (no STRIPE_SECRET_KEY): the session the buyer pays or abandons on /checkout,
 * and then the demo subscription it became (the demo provider's own records).
 */
export const demoCheckoutSessions = pgTable(
  'demo_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerName: text('customer_name').notNull(),
    locale: text('locale').notNull().default('en'),
    role: text('role').notNull(),
    region: text('region').notNull(),
    billing: text('billing').notNull().default('hourly'),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    unitMonthlyAmount: integer('unit_monthly_amount').notNull(),
    noOfRoles: integer('no_of_roles').notNull(),
    noOfMonths: integer('no_of_months').notNull(),
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    subscriptionId: text('subscription_id'),
    subscriptionStatus: text('subscription_status'),
    invoiceId: text('invoice_id'),
    startDate: timestamp('start_date', { withTimezone: true }),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('demo_checkout_sessions_idem_key').on(t.idempotencyKey),
    uniqueIndex('demo_checkout_sessions_subscription_key').on(t.subscriptionId),
  ],
);

/**
 * The audit trail: one row per admin action (and admin sign-in), append-only. Migration 0008's trigger
 * refuses UPDATE, DELETE and TRUNCATE; only the trail's own retention may delete rows older than
 * AUDIT_RETENTION_DAYS (api/src/modules/audit/retention.ts). The actor is copied, not referenced, so the
 * trail outlives the account.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // clock_timestamp(): several events of one transaction keep their order.
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_action_idx').on(t.action, t.at),
    index('audit_events_target_idx').on(t.targetType, t.targetId),
  ],
);
