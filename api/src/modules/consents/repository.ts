// Consent records (consents): appended, never updated; withdrawal is a row of its own.
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consents } from '../../db/schema';

export type ConsentRow = typeof consents.$inferSelect;

const sameAddress = (email: string) => sql`lower(${consents.email}) = ${email.trim().toLowerCase()}`;

export function consentsRepository(db: DbOrTx) {
  return {
    async insert(values: typeof consents.$inferInsert): Promise<ConsentRow> {
      const [row] = await db.insert(consents).values(values).returning();
      return row!;
    },
    async byTokenHash(tokenHash: string): Promise<ConsentRow | undefined> {
      const [row] = await db.select().from(consents).where(eq(consents.tokenHash, tokenHash));
      return row;
    },
    heldBy: (email: string) =>
      db
        .select()
        .from(consents)
        .where(sameAddress(email))
        .orderBy(asc(consents.createdAt), asc(consents.action)),
    async erase(email: string): Promise<number> {
      return (await db.delete(consents).where(sameAddress(email)).returning({ id: consents.id })).length;
    },
  };
}
