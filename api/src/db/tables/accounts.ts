// Accounts: users, their sessions, second factor recovery codes, admin invitations and password reset links.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Any admin role (kept beside `roles` for the spec's `isAdmin`; the check below keeps them agreeing). */
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The account's admin roles (contracts/src/roles.ts, docs/authorization.md); none for a customer. */
    roles: text('roles')
      .array()
      .$type<('owner' | 'recruiter' | 'sales' | 'finance')[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale').notNull().default('en'),
    /** The user's customer at the payment provider, created once on the first checkout (modules/payments). */
    stripeCustomerId: text('stripe_customer_id'),
    /** The TOTP secret, encrypted (modules/users/second-factor.ts); set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret awaiting its first code (enrolment started, not yet confirmed), encrypted. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The TOTP time step of the last code accepted: a code of that step or earlier is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    check('users_roles_admin', sql`${t.isAdmin} = (cardinality(${t.roles}) > 0)`),
    check('users_roles_known', sql`${t.roles} <@ array['owner', 'recruiter', 'sales', 'finance']::text[]`),
  ],
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

/** An account's single-use recovery codes (second factor), stored as SHA-256 hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Invitations to become an admin (modules/users/admin-accounts.ts): single-use, valid 48 hours, hash only. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Who invited (copied, so the grant is recorded with its author even if that account goes). */
    invitedById: uuid('invited_by_id'),
    invitedByEmail: text('invited_by_email').notNull(),
    /** The admin roles accepting grants (an invitation made before roles existed grants owner). */
    roles: text('roles').array().$type<('owner' | 'recruiter' | 'sales' | 'finance')[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_invitations_token_key').on(t.tokenHash)],
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
