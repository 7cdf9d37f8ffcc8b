// What every lead table (contact messages, inquiries, franchise applications) keeps besides its form's
// fields: the page's language, how the visit came (docs/api.md, "Leads"), the junk flag, the sender's
// acknowledgement in the outbox and when sales was alerted.
import type { LeadSource } from '@crestline/contracts';
import { boolean, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const leadColumns = () => ({
  /** The language of the page the form was sent from (en or tr). */
  locale: text('locale').notNull().default('en'),
  /** Campaign parameters, referring site, landing page and the page the form was on. */
  source: jsonb('source').$type<LeadSource>(),
  /** Tripped the honeypot or the minimum fill time: kept aside, no mail. */
  isSpam: boolean('is_spam').notNull().default(false),
  /** The outbox row of the sender's acknowledgement. */
  ackMailId: uuid('ack_mail_id'),
  /** When the sales alert was queued (the lead-alert job sets it once). */
  alertedAt: timestamp('alerted_at', { withTimezone: true }),
});
