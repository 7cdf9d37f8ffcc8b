// Resume search (docs/api.md#resume-search): the text of every stored resume is read in the background by
// a `resume-text` job (files/stored-text.ts: pdf.js in a bounded worker), its language guessed, and
// its words kept as a tsvector stemmed with that language's text search configuration (english, turkish,
// or simple when neither is clear). The application never waits for it: the job is sent in the
// application's transaction and runs after it commits. A resume with no text (a scanned PDF) is marked
// 'none'; one that cannot be read is marked 'failed' and tried again. A `resume-text-backfill` job, run
// once a day and when a process starts, queues the job for every resume still 'pending' (those stored
// before the search existed).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { jobKind, sendJob, type BackgroundQueue } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { applicants } from '../../db/schema';
import { readStoredText } from '../../files/stored-text';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';

/** Tries of one extraction: the first, then 3 more (after 10 s, 20 s, 40 s). */
export const resumeTextJob = jobKind<{ applicantId: string }>('resume-text', {
  retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 300 },
  expireInSeconds: 5 * 60,
});

/** Queues the extraction of every resume still waiting for it; once a day and when a process starts. */
export const resumeTextBackfill = jobKind('resume-text-backfill', {
  oneAtATime: true,
  schedule: { cron: '15 4 * * *', periodSeconds: 86_400 },
});

// The private-use characters ts_headline puts around a matched word (search.ts); never in stored text.
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';

/** Queues the extraction of one applicant's resume, in the caller's transaction (one job per applicant). */
export const queueResumeText = (tx: DbOrTx, applicantId: string) =>
  sendJob(resumeTextJob, { applicantId }, { tx, id: applicantId });

/** Gives the resume-text kinds their workers. */
export function addResumeText(queue: BackgroundQueue, deps: { db: Db; files: FileStore; logger: Logger }) {
  const { db, files } = deps;
  const log = deps.logger.child({ module: 'resume-text' });
  type Values = Parameters<ReturnType<typeof db.update<typeof applicants>>['set']>[0];
  const record = (id: string, values: Values) =>
    db.update(applicants).set(values).where(eq(applicants.id, id));

  queue.work(
    resumeTextJob,
    async ({ applicantId }, job) => {
      const [row] = await db
        .select({ key: applicants.resumeKey })
        .from(applicants)
        .where(eq(applicants.id, applicantId));
      if (!row) return { skipped: true }; // erased or deleted meanwhile
      const read = await readStoredText(files, row.key);
      if (read.state === 'failed') {
        // Recorded at once (the details screen says so); the queue tries again until its tries run out.
        await record(applicantId, { resumeTextState: 'failed' });
        log.warn({ applicantId, retryCount: job.retryCount }, 'resume text could not be read');
        throw new Error(read.reason === 'missing' ? 'resume file missing' : 'resume unreadable');
      }
      if (read.state === 'none') {
        await record(applicantId, {
          resumeTextState: 'none',
          resumeText: null,
          resumeLanguage: null,
          resumeTsv: null,
        });
        return { state: 'none' };
      }
      const { text, language } = read;
      await record(applicantId, {
        resumeTextState: 'extracted',
        resumeText: text,
        resumeLanguage: language,
        resumeTsv: sql`to_tsvector(${language}::regconfig, ${text})`,
      });
      return { state: 'extracted', language, chars: text.length };
    },
    { concurrency: 2 },
  );

  queue.work(resumeTextBackfill, async () => {
    let queued = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await db
        .select({ id: applicants.id })
        .from(applicants)
        .where(and(eq(applicants.resumeTextState, 'pending'), gt(applicants.id, after)))
        .orderBy(asc(applicants.id))
        .limit(500);
      if (!batch.length) break;
      // A job is named by its applicant: one still held by the queue is not added twice.
      await db.transaction(async (tx) => {
        for (const { id } of batch) await queueResumeText(tx, id);
      });
      queued += batch.length;
      after = batch.at(-1)!.id;
    }
    if (queued) log.info({ queued }, 'resume text extraction queued for stored resumes');
    return { queued };
  });
}
