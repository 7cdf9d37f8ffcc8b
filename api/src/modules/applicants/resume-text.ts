// Resume search (docs/api.md#resume-search): the text of every stored resume is read in the background by
// a `resume-text` job sent in the application's transaction, its language guessed and its words kept as
// a tsvector stemmed with that language's configuration (english, turkish, or simple when neither is
// clear); a `resume-text-backfill` job (04:15 UTC daily and when a process starts) queues the job for every
// resume still pending. The jobs are the kit's stored-text jobs (files/stored-text.ts), which franchise
// contracts use too; the text is kept by resumeTextStore (repository.ts).
import { storedTextJobs } from '../../files/stored-text';

export const {
  read: resumeText,
  backfill: resumeTextBackfill,
  queue: queueResumeText,
  workers: resumeTextWorkers,
} = storedTextJobs({
  name: 'resume-text',
  idField: 'applicantId',
  noun: 'resume',
  backfillCron: '15 4 * * *',
  concurrency: 2,
});
