// What the people themselves ask for and agree to: their requests about their data (privacy request
// form) and their consents (docs/product.md, privacy).
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentPurpose, SubjectRequestKind, SubjectRequestStatus } from '@crestline/contracts';
import { createdAt } from './columns';

/**
 * A request from a person about their own data (access, correction, erasure). It counts from
 * `verifiedAt`, when they opened the mailed link (only the SHA-256 of its token is kept); unverified
 * ones are never shown to admins and are removed by the retention job after a week.
 */
export const subjectRequests = pgTable(
  'subject_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    kind: text('kind').$type<SubjectRequestKind>().notNull(),
    message: text('message'),
    locale: text('locale').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status').$type<'unverified' | SubjectRequestStatus>().notNull().default('unverified'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by'),
  },
  (t) => [index('subject_requests_status_idx').on(t.status, t.dueAt)],
);

/**
 * Consents as records, never a flag (docs/product.md, privacy): each optional box ticked writes a `given`
 * row with the exact wording shown, its version, the language, the form and the time; withdrawing writes
 * a `withdrawn` row (nothing is deleted but by erasure). A `given` row keeps the SHA-256 of the token in
 * its withdrawal link.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    action: text('action').$type<'given' | 'withdrawn'>().notNull(),
    wording: text('wording').notNull(),
    wordingVersion: text('wording_version').notNull(),
    locale: text('locale').notNull(),
    sourceForm: text('source_form').notNull(),
    tokenHash: text('token_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('consents_email_idx').on(t.email), index('consents_token_idx').on(t.tokenHash)],
);
