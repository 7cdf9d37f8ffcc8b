// The text of every stored franchise contract, read in the background like a resume's (files/stored-text.ts:
// pdf.js in a bounded worker, the language guessed): a `contract-text` job sent in the application's
// transaction, so the application never waits for it. A contract with no text (a scan) is marked 'none';
// one that cannot be read is marked 'failed' and tried again. A `contract-text-backfill` job, once a day
// and when a process starts, queues the job for every contract still 'pending' (those stored before).
import { eq } from 'drizzle-orm';
import { jobKind, sendJob, type BackgroundQueue } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { franchiseApplications } from '../../db/schema';
import { readStoredText } from '../../files/stored-text';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';

/** Tries of one extraction: the first, then 3 more (after 10 s, 20 s, 40 s), as for resumes. */
export const contractTextJob = jobKind<{ franchiseApplicationId: string }>('contract-text', {
  retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 300 },
  expireInSeconds: 5 * 60,
});

export const contractTextBackfill = jobKind('contract-text-backfill', {
  oneAtATime: true,
  schedule: { cron: '25 4 * * *', periodSeconds: 86_400 },
});

/** Queues the reading of one contract, in the caller's transaction (one job per application). */
export const queueContractText = (tx: DbOrTx, franchiseApplicationId: string) =>
  sendJob(contractTextJob, { franchiseApplicationId }, { tx, id: franchiseApplicationId });

/** Gives the contract-text kinds their workers. */
export function addContractText(queue: BackgroundQueue, deps: { db: Db; files: FileStore; logger: Logger }) {
  const { db, files } = deps;
  const log = deps.logger.child({ module: 'contract-text' });
  type Values = Parameters<ReturnType<typeof db.update<typeof franchiseApplications>>['set']>[0];
  const record = (id: string, values: Values) =>
    db.update(franchiseApplications).set(values).where(eq(franchiseApplications.id, id));

  queue.work(
    contractTextJob,
    async ({ franchiseApplicationId: id }, job) => {
      const [row] = await db
        .select({ key: franchiseApplications.fileKey })
        .from(franchiseApplications)
        .where(eq(franchiseApplications.id, id));
      if (!row) return { skipped: true }; // erased or deleted meanwhile
      const read = await readStoredText(files, row.key);
      if (read.state === 'failed') {
        await record(id, { contractTextState: 'failed' });
        log.warn(
          { franchiseApplicationId: id, retryCount: job.retryCount },
          'contract text could not be read',
        );
        throw new Error(read.reason === 'missing' ? 'contract file missing' : 'contract unreadable');
      }
      if (read.state === 'none') {
        await record(id, { contractTextState: 'none', contractText: null, contractLanguage: null });
        return { state: 'none' };
      }
      await record(id, {
        contractTextState: 'extracted',
        contractText: read.text,
        contractLanguage: read.language,
      });
      return { state: 'extracted', language: read.language, chars: read.text.length };
    },
    { concurrency: 1 },
  );

  queue.work(contractTextBackfill, async () => {
    // Franchise applications are few (tens a month): one pass, one transaction.
    const pending = await db
      .select({ id: franchiseApplications.id })
      .from(franchiseApplications)
      .where(eq(franchiseApplications.contractTextState, 'pending'));
    if (!pending.length) return { queued: 0 };
    await db.transaction(async (tx) => {
      for (const { id } of pending) await queueContractText(tx, id);
    });
    log.info({ queued: pending.length }, 'contract text extraction queued for stored contracts');
    return { queued: pending.length };
  });
}
