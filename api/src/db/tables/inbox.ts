// The sales inbox: contact messages, quote and consultation inquiries, franchise applications.
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { leadColumns } from './lead-columns';

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
  ...leadColumns(),
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
  ...leadColumns(),
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
  /**
   * The contract's text, read in the background like a resume's (modules/franchise/contract-text.ts):
   * 'pending' until then, 'extracted', 'none' (a scanned PDF: no text) or 'failed' (unreadable; retried).
   */
  contractTextState: text('contract_text_state').notNull().default('pending'),
  contractText: text('contract_text'),
  /** The text search configuration the contract's words suit: english, turkish or simple. */
  contractLanguage: text('contract_language'),
  ...leadColumns(),
});
