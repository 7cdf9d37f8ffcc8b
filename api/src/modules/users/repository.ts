import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, recoveryCodes, sessions, users } from '../../db/schema';
import { sortRoles } from '@crestline/contracts';
import { isUuid } from '../../lib/ids';

export type UserRow = typeof users.$inferSelect;

/** Roles as stored (known ones, each once, in order) with isAdmin agreeing (the table checks it too). */
const withRoles = (roles: UserRow['roles'] | undefined) =>
  roles === undefined ? {} : { roles: sortRoles(roles), isAdmin: roles.length > 0 };

/** The account of a live session as a prepared statement (built once per repository, on first use). */
const sessionUser = (db: DbOrTx) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('session_user');

export function usersRepository(db: DbOrTx) {
  let sessionUserQuery: ReturnType<typeof sessionUser> | undefined;
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row;
    },
    /** The account whose lower-cased, trimmed email has this SHA-256 (hex); see password-reset-request.ts. */
    async findByEmailHash(hash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`encode(sha256(convert_to(lower(trim(${users.email})), 'UTF8')), 'hex') = ${hash}`);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async create(input: {
      name: string;
      email: string;
      passwordHash: string;
      /** Admin roles (isAdmin follows: any role). */
      roles?: UserRow['roles'];
      locale?: string;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...input, ...withRoles(input.roles), email: input.email.trim() })
        .returning();
      return row!;
    },
    async update(
      id: string,
      patch: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'roles'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, ...withRoles(patch.roles), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * The account of a live session (not ended, not expired) of `userId`: one query per request, built
     * once (a prepared statement; its plan is the primary key's whatever the values).
     */
    async findSessionUser(sessionId: string, userId: string): Promise<UserRow | undefined> {
      if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
      sessionUserQuery ??= sessionUser(db);
      const [row] = await sessionUserQuery.execute({ sessionId, userId, now: new Date().toISOString() });
      return row?.user;
    },
    /** Records a new session; the account's long-dead ones (ended or expired) are cleared away. */
    async startSession(sessionId: string, userId: string, expiresAt: Date): Promise<void> {
      const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            or(lt(sessions.expiresAt, new Date()), lt(sessions.endedAt, weekAgo)),
          ),
        );
      await db.insert(sessions).values({ id: sessionId, userId, expiresAt });
    },
    /** Ends one session (logout). */
    async endSession(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },
    /** Ends every live session of the account; answers how many were ended. */
    async endAllSessions(userId: string): Promise<number> {
      const ended = await db
        .update(sessions)
        .set({ endedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },

    /** Notes a successful sign-in (the admin list's "last sign-in"). */
    async markSignedIn(id: string): Promise<void> {
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },

    /** Keeps a new, not yet confirmed TOTP secret (sealed) for the account. */
    async setPendingSecret(id: string, sealed: string): Promise<void> {
      await db.update(users).set({ totpPendingSecret: sealed }).where(eq(users.id, id));
    },
    /**
     * Turns the second factor on with the confirmed secret, the step of the code that confirmed it and the
     * hashes of the new recovery codes (earlier ones go). Answers false when it was already on (a race).
     */
    async enableSecondFactor(
      id: string,
      sealed: string,
      step: number,
      codeHashes: string[],
    ): Promise<boolean> {
      const [row] = await db
        .update(users)
        .set({ totpSecret: sealed, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
        .where(and(eq(users.id, id), isNull(users.totpEnabledAt)))
        .returning({ id: users.id });
      if (!row) return false;
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId: id, codeHash })));
      return true;
    },
    /** Records the step of an accepted code; false when a code of this step or later was accepted first. */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const used = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return used.length > 0;
    },
    /** Spends a recovery code; false when the account has no unused code with this hash. */
    async useRecoveryCode(id: string, codeHash: string): Promise<boolean> {
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, id),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return used.length > 0;
    },
    async recoveryCodesLeft(id: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, id), isNull(recoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },
    /** Turns the second factor off: secret, pending secret and recovery codes go. */
    async resetSecondFactor(id: string): Promise<void> {
      await db
        .update(users)
        .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, id));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
    },

    /** Stores a reset token's hash; every earlier outstanding token of the user stops working. */
    async replaceResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await killResetTokens(db, userId);
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },
    /** The account whose live (unused, unexpired) reset token has this hash. */
    async ownerOfResetToken(tokenHash: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select({ user: users })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        );
      return row?.user;
    },
    /**
     * Marks the token used, with every other outstanding token of its user; answers false when it was
     * already used (by a request that won the race).
     */
    async useResetToken(tokenHash: string, userId: string): Promise<boolean> {
      const used = await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
        .returning();
      if (used.length === 0) return false;
      await killResetTokens(db, userId);
      return true;
    },
  };
}

const killResetTokens = (db: DbOrTx, userId: string) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));

const sameAddress = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** A person's account (modules/privacy: export, erasure); the reset tokens and sessions go with it. */
export function accountsPersonalData(db: DbOrTx) {
  return {
    async find(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(sameAddress(email));
      return row;
    },
    /** Deletes the account; answers how many went (0 or 1). */
    async erase(email: string): Promise<number> {
      const gone = await db.delete(users).where(sameAddress(email)).returning({ id: users.id });
      return gone.length;
    },
  };
}

/** An account as the payments module sees it: who buys, and their customer at the payment provider. */
export interface PaymentAccount {
  id: string;
  name: string;
  email: string;
  stripeCustomerId: string | null;
}

const paymentAccountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  stripeCustomerId: users.stripeCustomerId,
};

/** The accounts as the payments module reads and writes them (it never reads the users table itself). */
export function paymentAccounts(db: DbOrTx) {
  return {
    async find(id: string): Promise<PaymentAccount | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(paymentAccountColumns).from(users).where(eq(users.id, id));
      return row;
    },
    /** Remembers the account's customer unless one was stored meanwhile; answers the one that holds. */
    async rememberCustomer(id: string, customerId: string): Promise<string> {
      await db
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(and(eq(users.id, id), isNull(users.stripeCustomerId)));
      const [row] = await db
        .select({ customerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, id));
      return row?.customerId ?? customerId;
    },
    /** The accounts with these ids, by name. */
    async byName(ids: string[]): Promise<PaymentAccount[]> {
      if (!ids.length) return [];
      return db.select(paymentAccountColumns).from(users).where(inArray(users.id, ids)).orderBy(users.name);
    },
  };
}
