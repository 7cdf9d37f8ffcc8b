// Limited retention, as the privacy policy promises: job applications, contact messages, inquiries,
// franchise applications and sent mail older than RETENTION_DAYS are deleted (and job alerts never
// confirmed, after JOB_ALERT_PENDING_DAYS) (with their PDFs) by a
// background job that runs once a day across all API processes: at 03:30 UTC, or when a process starts on
// a day it has not run yet (docs/architecture.md#background-work). Payments are kept as the law
// requires. The record of provider webhooks already applied (kept so a redelivery is not applied twice)
// is pruned by the payments module after its own period (forgetProcessedEvents). The audit trail is kept
// for AUDIT_RETENTION_DAYS (longer) and pruned through its own narrow path (audit/retention.ts). Each
// module deletes its own records, through its face.
import { JOB_ALERT_PENDING_DAYS, SUBJECT_REQUEST_VERIFY_DAYS } from '@crestline/contracts';
import { jobKind, worker, type Worker } from '../../background';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { applicantsPersonalData, expireTalentPool, type TalentPool } from '../applicants';
import { pruneAuditTrail } from '../audit';
import { franchiseRecords } from '../franchise';
import { inquiryRecords } from '../inquiries';
import { jobAlertsPersonalData } from '../job-alerts';
import { mailPersonalData } from '../mail';
import { messageRecords } from '../messages';
import { forgetProcessedEvents } from '../payments';
import { subjectRequestRepository } from './subject-repository';

/** Once per UTC day; its answer (what was deleted) is kept with the job. */
export const retention = jobKind('retention', {
  schedule: { cron: '30 3 * * *', periodSeconds: 86_400 },
});

/** The retention job's worker. */
export function retentionWorker(deps: {
  db: Db;
  files: FileStore;
  logger: Logger;
  days: number;
  /** The audit trail's own retention (AUDIT_RETENTION_DAYS). */
  auditDays: number;
  /** The talent pool whose renewal mails the job sends (talent-pool.ts). */
  pool?: TalentPool;
}): Worker {
  const { db, files, logger, days, auditDays, pool } = deps;
  return worker(retention, async () => {
    const { counts, keys } = await db.transaction(async (tx) => {
      const resumes = await applicantsPersonalData(tx).expire(days);
      // The talent pool: one renewal mail 30 days before a stay ends; at its end, erasure.
      const pooled = await expireTalentPool(tx);
      const reminded = pool ? await pool.remind(tx) : 0;
      const contracts = (await franchiseRecords(tx).expire(days)).map((row) => row.fileKey);
      return {
        counts: {
          applications: resumes.length,
          talentPoolExpired: pooled.length,
          talentPoolReminded: reminded,
          franchiseApplications: contracts.length,
          messages: (await messageRecords(tx).expire(days)).length,
          inquiries: (await inquiryRecords(tx).expire(days)).length,
          mail: await mailPersonalData(tx).expire(days),
          webhookEvents: await forgetProcessedEvents(tx),
          // Privacy requests whose mailed link was never opened and has expired.
          unverifiedPrivacyRequests: await subjectRequestRepository(tx).dropUnverified(
            new Date(Date.now() - SUBJECT_REQUEST_VERIFY_DAYS * 86_400_000),
          ),
          // Job alerts whose confirmation link was never opened.
          unconfirmedJobAlerts: await jobAlertsPersonalData(tx).expireUnconfirmed(JOB_ALERT_PENDING_DAYS),
        },
        keys: [...resumes, ...pooled, ...contracts],
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
  });
}
