// The admin accounts' SQL: the roster (accounts with admin rights) and the invitations that grant them.
import { and, arrayContains, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminInvitations, users } from '../../db/schema';
import type { UserRow } from './repository';

export type InvitationRow = typeof adminInvitations.$inferSelect;

export function adminAccountsRepository(db: DbOrTx) {
  return {
    /** Every admin account, by name then email. */
    roster: (): Promise<UserRow[]> =>
      db.select().from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.name), asc(users.email)),
    /**
     * The ids of the owner accounts, each row locked until the transaction ends (so two demotions or
     * removals queue, and the last owner stays).
     */
    async lockOwners(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(arrayContains(users.roles, ['owner']))
        .for('update');
      return rows.map((row) => row.id);
    },
    /** The unused, unexpired invitation whose token has this hash. */
    async liveInvitation(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(adminInvitations)
        .where(
          and(
            eq(adminInvitations.tokenHash, tokenHash),
            isNull(adminInvitations.usedAt),
            gt(adminInvitations.expiresAt, new Date()),
          ),
        );
      return row;
    },
    /** Stores an invitation; earlier open invitations of the address (in any case) stop working. */
    async replaceInvitation(invitation: typeof adminInvitations.$inferInsert): Promise<void> {
      await db
        .update(adminInvitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            sql`lower(${adminInvitations.email}) = ${invitation.email.toLowerCase()}`,
            isNull(adminInvitations.usedAt),
          ),
        );
      await db.insert(adminInvitations).values(invitation);
    },
    /** Marks the invitation used; false when another request used it first. */
    async useInvitation(id: string): Promise<boolean> {
      const used = await db
        .update(adminInvitations)
        .set({ usedAt: new Date() })
        .where(and(eq(adminInvitations.id, id), isNull(adminInvitations.usedAt)))
        .returning({ id: adminInvitations.id });
      return used.length > 0;
    },
  };
}
