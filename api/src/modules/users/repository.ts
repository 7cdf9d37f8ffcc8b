import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: DbOrTx) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
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
      isAdmin?: boolean;
      locale?: string;
    }): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...input, email: input.email.trim() })
        .returning();
      return row!;
    },
    async update(
      id: string,
      patch: Partial<Pick<UserRow, 'name' | 'passwordHash' | 'isAdmin'>>,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
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
