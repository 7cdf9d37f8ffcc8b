// Limited retention, as the privacy policy promises: job applications, contact messages, inquiries,
// franchise applications and sent mail older than RETENTION_DAYS are deleted (with their PDFs) by a
// background job that runs once a day across all API processes: at 03:30 UTC, or when a process starts on
// a day it has not run yet (docs/architecture.md#background-work). Payments are kept as the law
// requires. The record of provider webhooks already applied (kept so a redelivery is not applied twice)
// is pruned after WEBHOOK_EVENT_DAYS: Stripe gives up redelivering an event after three days. The audit
// trail is kept for AUDIT_RETENTION_DAYS (longer) and pruned through its own narrow path (audit/retention.ts).
import { lt, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  applicants,
  franchiseApplications,
  inquiries,
  mailOutbox,
  messages,
  webhookEvents,
} from '../../db/schema';
import { jobKind, type JobHandler } from '../../background';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { pruneAuditTrail } from '../audit';

/** How long an applied webhook's id is kept: ten times Stripe's redelivery window. */
export const WEBHOOK_EVENT_DAYS = 30;

/** Once per UTC day; its answer (what was deleted) is kept with the job. */
export const retention = jobKind('retention', {
  schedule: { cron: '30 3 * * *', periodSeconds: 86_400 },
});

export function retentionJob(deps: {
  db: Db;
  files: FileStore;
  logger: Logger;
  days: number;
  /** The audit trail's own retention (AUDIT_RETENTION_DAYS). */
  auditDays: number;
}): JobHandler<Record<string, never>> {
  const { db, files, logger, days, auditDays } = deps;
  return async () => {
    const cutoff = sql`now() - make_interval(days => ${days})`;
    const { counts, keys } = await db.transaction(async (tx) => {
      const oldApplicants = await tx
        .delete(applicants)
        .where(lt(applicants.createdAt, cutoff))
        .returning({ key: applicants.resumeKey });
      const oldFranchise = await tx
        .delete(franchiseApplications)
        .where(lt(franchiseApplications.createdAt, cutoff))
        .returning({ key: franchiseApplications.fileKey });
      const oldMessages = await tx
        .delete(messages)
        .where(lt(messages.createdAt, cutoff))
        .returning({ id: messages.id });
      const oldInquiries = await tx
        .delete(inquiries)
        .where(lt(inquiries.postingDate, cutoff))
        .returning({ id: inquiries.id });
      const oldMail = await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.createdAt, cutoff)))
        .returning({ id: mailOutbox.id });
      const oldEvents = await tx
        .delete(webhookEvents)
        .where(lt(webhookEvents.processedAt, sql`now() - make_interval(days => ${WEBHOOK_EVENT_DAYS})`))
        .returning({ id: webhookEvents.id });
      return {
        counts: {
          applications: oldApplicants.length,
          franchiseApplications: oldFranchise.length,
          messages: oldMessages.length,
          inquiries: oldInquiries.length,
          mail: oldMail.length,
          webhookEvents: oldEvents.length,
        },
        keys: [...oldApplicants, ...oldFranchise].map((r) => r.key),
      };
    });
    for (const key of keys) {
      await files
        .remove(key)
        .catch((err: unknown) => logger.error({ err, key }, 'expired file could not be removed'));
    }
    const auditEvents = await pruneAuditTrail(db, auditDays);
    const result = { olderThanDays: days, ...counts, files: keys.length, auditEvents };
    logger.info({ job: 'retention', result }, 'retention ran');
    return result;
  };
}
