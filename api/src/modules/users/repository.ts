import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
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
  };
}
