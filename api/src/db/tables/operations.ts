// Running the system: the mail outbox, rate limits, cache versions, privacy requests and the audit trail.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** A file sent with a mail (e.g. a calendar invitation): its text as stored, sent as the given type. */
export interface MailAttachment {
  filename: string;
  /** The MIME type, parameters included (`text/calendar; method=REQUEST; charset=utf-8`). */
  contentType: string;
  /** The attachment's text (attachments are small text documents; binary files stay in the file store). */
  content: string;
}

/**
 * The record of every mail: what it says, whether it was sent, how many tries it took and the last error.
 * Its delivery runs as background jobs (modules/mail/delivery.ts). `template` and `locale` say which mail it
 * is and in which language (histories show them); `headers` are extra header lines such as
 * List-Unsubscribe; `attachments` are sent with it.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  template: text('template'),
  locale: text('locale'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  attachments: jsonb('attachments').$type<MailAttachment[]>(),
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

/**
 * Answers of public form POSTs that the front door may send again (a route's `retrySafe`, http/replays.ts):
 * keyed by a hash of the route, the client's address and nginx's X-Request-Id. `status` is null while the
 * first attempt runs; rows live ten minutes (nginx retries within seconds).
 */
export const requestReplays = pgTable('request_replays', {
  key: text('key').primaryKey(),
  status: integer('status'),
  body: text('body'),
  createdAt: createdAt(),
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
    /** The admin roles the actor held when acting (docs/authorization.md); empty for a customer. */
    actorRoles: text('actor_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
