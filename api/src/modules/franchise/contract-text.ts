// The text of every stored franchise contract, read in the background like a resume's: a `contract-text`
// job sent in the application's transaction, and a `contract-text-backfill` job (04:25 UTC daily and when
// a process starts) that queues the job for every contract still pending. The jobs are the kit's
// stored-text jobs (files/stored-text.ts); the text is kept by contractTextStore (repository.ts).
import { storedTextJobs } from '../../files/stored-text';

export const {
  read: contractText,
  backfill: contractTextBackfill,
  queue: queueContractText,
  workers: contractTextWorkers,
} = storedTextJobs({
  name: 'contract-text',
  idField: 'franchiseApplicationId',
  noun: 'contract',
  backfillCron: '25 4 * * *',
  concurrency: 1,
});
