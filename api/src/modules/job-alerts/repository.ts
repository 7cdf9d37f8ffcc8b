// Job-alert subscriptions (job_alerts) and the record of publications (job_alert_publications).
import { and, asc, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobAlertPublications, jobAlerts } from '../../db/schema';
import { isUuid } from '../../lib/ids';

export type JobAlertRow = typeof jobAlerts.$inferSelect;

const sameAddress = (email: string) => sql`lower(${jobAlerts.email}) = ${email.trim().toLowerCase()}`;

export function jobAlertsRepository(db: DbOrTx) {
  return {
    /**
     * The subscription of this address to this search: stored when new (unconfirmed), else the one held
     * (an unconfirmed one takes the language of the latest request).
     */
    async subscribe(values: {
      email: string;
      locale: string;
      search: string;
      type: string;
      location: string;
    }): Promise<JobAlertRow> {
      const [inserted] = await db.insert(jobAlerts).values(values).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [held] = await db
        .select()
        .from(jobAlerts)
        .where(
          and(
            sameAddress(values.email),
            eq(jobAlerts.search, values.search),
            eq(jobAlerts.type, values.type),
            eq(jobAlerts.location, values.location),
          ),
        )
        .for('update');
      if (held && !held.confirmedAt && held.locale !== values.locale) {
        await db.update(jobAlerts).set({ locale: values.locale }).where(eq(jobAlerts.id, held.id));
        return { ...held, locale: values.locale };
      }
      return held!;
    },
    async find(id: string): Promise<JobAlertRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
      return row;
    },
    /**
     * Confirms an unconfirmed subscription: jobs published from now on are new to it (the database's
     * clock, which also dates the publications).
     */
    async confirm(id: string): Promise<void> {
      await db
        .update(jobAlerts)
        .set({ confirmedAt: sql`now()`, coveredUntil: sql`now()` })
        .where(and(eq(jobAlerts.id, id), isNull(jobAlerts.confirmedAt)));
    },
    async remove(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return (
        (await db.delete(jobAlerts).where(eq(jobAlerts.id, id)).returning({ id: jobAlerts.id })).length > 0
      );
    },
    /** The confirmed subscriptions, locked for this digest (another process's digest waits). */
    confirmedForDigest: () =>
      db
        .select()
        .from(jobAlerts)
        .where(isNotNull(jobAlerts.confirmedAt))
        .orderBy(asc(jobAlerts.createdAt))
        .for('update'),
    async markDigested(id: string, at: Date, coveredUntil: Date): Promise<void> {
      await db.update(jobAlerts).set({ lastDigestAt: at, coveredUntil }).where(eq(jobAlerts.id, id));
    },
    /** Records that a job was published now (again). */
    async published(jobId: string): Promise<void> {
      await db
        .insert(jobAlertPublications)
        .values({ jobId, publishedAt: sql`now()` })
        .onConflictDoUpdate({ target: jobAlertPublications.jobId, set: { publishedAt: sql`now()` } });
    },
    /** The publications kept (pruned by each digest), oldest first. */
    publications: () => db.select().from(jobAlertPublications).orderBy(asc(jobAlertPublications.publishedAt)),
    /** Forgets publications older than `before` (no subscription can still be waiting for them). */
    async prunePublications(before: Date): Promise<number> {
      return (
        await db
          .delete(jobAlertPublications)
          .where(lt(jobAlertPublications.publishedAt, before))
          .returning({ id: jobAlertPublications.jobId })
      ).length;
    },
    async counts(): Promise<{ confirmed: number; pending: number }> {
      const rows = await db
        .select({ confirmed: sql<boolean>`${jobAlerts.confirmedAt} is not null`, n: count() })
        .from(jobAlerts)
        .groupBy(sql`1`);
      const n = (confirmed: boolean) => Number(rows.find((r) => Boolean(r.confirmed) === confirmed)?.n ?? 0);
      return { confirmed: n(true), pending: n(false) };
    },
    heldBy: (email: string) =>
      db.select().from(jobAlerts).where(sameAddress(email)).orderBy(asc(jobAlerts.createdAt)),
    async erase(email: string): Promise<number> {
      return (await db.delete(jobAlerts).where(sameAddress(email)).returning({ id: jobAlerts.id })).length;
    },
    /** Removes subscriptions never confirmed that were asked for before `before`. */
    async dropUnconfirmed(before: Date): Promise<number> {
      return (
        await db
          .delete(jobAlerts)
          .where(and(isNull(jobAlerts.confirmedAt), lt(jobAlerts.createdAt, before)))
          .returning({ id: jobAlerts.id })
      ).length;
    },
  };
}
