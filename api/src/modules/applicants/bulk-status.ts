// Bulk status changes (POST /applicants/bulk-status): one status for many applicants, each optionally
// mailed in their own language, one audit event each. The request is kept as an applicant_bulk_changes
// row; a few applicants are changed at once, more by one `applicant-bulk-status` job each, sent in the
// row's transaction (so none is lost when a process stops, and the queue gives each job to one process).
// Changing one applicant is idempotent: an applicant already in the status is left alone (no change, no
// mail, no event), so a job tried again after its work committed does nothing twice.
import type { ApplicantBulkStatus, ApplicantMailTemplate } from '@crestline/contracts';
import { APPLICANT_BULK_MAX, jobText } from '@crestline/contracts';
import { jobKind, sendJob, worker, type Worker } from '../../background';
import type { Db } from '../../db/client';
import type { Actor } from '../../http/audit';
import type { SignedInUser } from '../../http/auth';
import { auditChanges, recordAudit } from '../audit';
import { jobLookup } from '../jobs';
import { applicantsRepository, type BulkChangeRow } from './repository';
import { notifyApplicant } from './service';

/** At most this many applicants are changed in the request itself; more go to the queue. */
export const BULK_IN_REQUEST = 20;

export const applicantBulkStatus = jobKind<{ bulkId: string; applicantId: string }>('applicant-bulk-status', {
  retry: { limit: 4, delaySeconds: 10 },
});

/** Sets one applicant's status as the bulk change says (its own transaction). */
async function changeOne(db: Db, bulk: BulkChangeRow, applicantId: string): Promise<'changed' | 'skipped'> {
  return db.transaction(async (tx) => {
    const applications = applicantsRepository(tx);
    const current = await applications.lock(applicantId);
    if (!current || current.status === bulk.status) return 'skipped';
    const updated = (await applications.update(applicantId, { status: bulk.status }))!;
    const by = { id: bulk.byId, name: bulk.byName };
    await applications.recordStatusChange({
      applicantId,
      fromStatus: current.status,
      toStatus: bulk.status,
      changedBy: by.id,
      changedByName: by.name,
    });
    if (bulk.notify) {
      const job = updated.jobId ? await jobLookup(tx).find(updated.jobId) : undefined;
      const kind = (bulk.template ?? undefined) as ApplicantMailTemplate | undefined;
      const title = job ? jobText(job, 'title', updated.locale).value : '';
      await notifyApplicant(tx, applications, updated, title, by, kind);
    }
    const actor: Actor = { id: bulk.byId, email: bulk.actorEmail, ip: bulk.actorIp };
    await recordAudit(tx, actor, {
      action: 'applicant.update',
      target: { type: 'applicant', id: applicantId },
      details: {
        ...auditChanges(current, updated, ['status']),
        bulk: bulk.id,
        ...(bulk.notify ? { notified: true } : {}),
      },
    });
    return 'changed';
  });
}

export function bulkStatusService(db: Db) {
  const repo = applicantsRepository(db);
  return {
    async run(body: ApplicantBulkStatus, by: SignedInUser, actor: Actor) {
      const wanted = body.ids
        ? [...new Set(body.ids)]
        : await repo.idsMatching(body.query!, APPLICANT_BULK_MAX);
      const found = await repo.statusesOf(wanted);
      const ids = found.map((a) => a.id);
      const mailed = body.notify ? found.filter((a) => a.status !== body.status).length : 0;
      const queued = ids.length > BULK_IN_REQUEST;
      const bulk = await db.transaction(async (tx) => {
        const row = await applicantsRepository(tx).insertBulk({
          status: body.status,
          notify: body.notify,
          template: body.template ?? null,
          count: ids.length,
          byId: by.id,
          byName: by.name,
          actorEmail: actor.email,
          actorIp: actor.ip,
        });
        if (queued) {
          for (const applicantId of ids)
            await sendJob(applicantBulkStatus, { bulkId: row.id, applicantId }, { tx });
        }
        return row;
      });
      if (!queued) for (const id of ids) await changeOne(db, bulk, id);
      return { bulkId: bulk.id, count: ids.length, mailed, queued };
    },
  };
}

export function bulkStatusWorker(deps: { db: Db }): Worker {
  return worker(
    applicantBulkStatus,
    async ({ bulkId, applicantId }) => {
      const bulk = await applicantsRepository(deps.db).findBulk(bulkId);
      if (!bulk) return { skipped: 'bulk gone' };
      return { [applicantId]: await changeOne(deps.db, bulk, applicantId) };
    },
    { concurrency: 2 },
  );
}
