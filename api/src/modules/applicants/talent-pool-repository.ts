// The talent pool's SQL (talent-pool.ts): an application's stay, the renewal reminders due, the renewal,
// and the erasure of stays that ended.
import { and, eq, gt, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicants } from '../../db/schema';

export function talentPoolRepository(db: DbOrTx) {
  return {
    async setUntil(id: string, until: Date): Promise<void> {
      await db.update(applicants).set({ talentPoolUntil: until }).where(eq(applicants.id, id));
    },
    /** Marks the stays ending between now and `by` that had no reminder yet; answers them. */
    markReminded: (now: Date, by: Date) =>
      db
        .update(applicants)
        .set({ talentPoolReminderAt: now })
        .where(
          and(
            gt(applicants.talentPoolUntil, now),
            lte(applicants.talentPoolUntil, by),
            isNull(applicants.talentPoolReminderAt),
          ),
        )
        .returning({
          id: applicants.id,
          email: applicants.email,
          firstName: applicants.firstName,
          locale: applicants.locale,
          until: applicants.talentPoolUntil,
        }),
    async find(id: string) {
      const [row] = await db
        .select({ email: applicants.email, locale: applicants.locale, until: applicants.talentPoolUntil })
        .from(applicants)
        .where(eq(applicants.id, id));
      return row;
    },
    async extend(id: string, until: Date): Promise<void> {
      await db
        .update(applicants)
        .set({ talentPoolUntil: until, talentPoolReminderAt: null })
        .where(eq(applicants.id, id));
    },
    /** Deletes the applications whose stay ended before `now` in one of `statuses`. */
    deleteEnded: (now: Date, statuses: string[]) =>
      db
        .delete(applicants)
        .where(and(lt(applicants.talentPoolUntil, now), inArray(applicants.status, statuses)))
        .returning({ id: applicants.id, key: applicants.resumeKey }),
  };
}
