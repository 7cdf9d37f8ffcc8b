// Job alerts (docs/product.md, careers): seekers' subscriptions to a careers search, and when each job
// was last published (what a digest lists as new).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One address subscribed to one search (words, type, location; blank: any), in the language it
 * subscribed in. Unconfirmed until its mailed link is opened (`confirmedAt`); the retention job removes
 * the unconfirmed after JOB_ALERT_PENDING_DAYS. `coveredUntil`: jobs published after it are new to it;
 * `lastDigestAt`: its last digest (at most one a day). Unsubscribing deletes the row.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    search: text('search').notNull().default(''),
    type: text('type').notNull().default(''),
    location: text('location').notNull().default(''),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    coveredUntil: timestamp('covered_until', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_alerts_subscription_idx').on(sql`lower(${t.email})`, t.search, t.type, t.location),
    index('job_alerts_confirmed_idx').on(t.confirmedAt),
  ],
);

/** When a job was last published (created active, or switched on again): one row per job. */
export const jobAlertPublications = pgTable('job_alert_publications', {
  jobId: uuid('job_id').primaryKey(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});
