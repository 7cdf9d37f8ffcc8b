// The words of a stored PDF, for search (docs/api.md#resume-search): read with pdf.js in a bounded worker
// (pdf.ts extractText), cleaned, and their language guessed, so the caller can stem them with the right
// text search configuration. One pair of background jobs does it for each kind of stored PDF
// (storedTextJobs below): resumes (modules/applicants) and franchise contracts (modules/franchise). The
// record never waits for it: the job is sent in the record's transaction and runs after it commits.
import { jobKind, sendJob, worker, type Worker } from '../background';
import type { Db, DbOrTx } from '../db/client';
import type { Logger } from '../logger';
import { extractText } from './pdf';
import type { FileStore } from './store';

/** Text search configurations stored text may be stemmed with. */
export type TextLanguage = 'english' | 'turkish' | 'simple';

const EN_WORDS = new Set(
  'the and of to in for with on at as is was by from an be are this that experience years work skills managed team customer'.split(
    ' ',
  ),
);
const TR_WORDS = new Set(
  've bir bu ile için olarak da de çok en daha gibi olan iş yıl deneyim müşteri hizmetleri yönetimi ekip becerileri'.split(
    ' ',
  ),
);

/**
 * The language of a text, by its common words and the letters only Turkish uses (ğ, ı, ş, İ): english or
 * turkish when one clearly leads, else simple (words matched as written).
 */
export function guessLanguage(text: string): TextLanguage {
  const words = text.toLocaleLowerCase('tr').match(/\p{L}+/gu) ?? [];
  let en = 0;
  let tr = 0;
  for (const w of words.slice(0, 5_000)) {
    if (EN_WORDS.has(w)) en++;
    else if (TR_WORDS.has(w)) tr++;
  }
  tr += Math.min(20, (text.match(/[ğışĞİŞ]/g) ?? []).length) / 2;
  if (en >= 3 && en > tr * 1.5) return 'english';
  if (tr >= 3 && tr > en * 1.5) return 'turkish';
  return 'simple';
}

/** Text as stored for search: no control or private-use characters, white space runs as one space. */
export const cleanText = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Co}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What reading a stored PDF gave: its words and their language; 'none' when it has no text (a scan);
 * 'failed' when the file is missing or could not be read (the caller's job tries again).
 */
export type StoredText =
  | { state: 'extracted'; text: string; language: TextLanguage }
  | { state: 'none' }
  | { state: 'failed'; reason: 'unreadable' | 'missing' };

export async function readStoredText(files: FileStore, key: string): Promise<StoredText> {
  const bytes = await files.get(key);
  if (!bytes) return { state: 'failed', reason: 'missing' };
  const text = await extractText(bytes);
  if (text === null) return { state: 'failed', reason: 'unreadable' };
  const clean = cleanText(text);
  return clean ? { state: 'extracted', text: clean, language: guessLanguage(clean) } : { state: 'none' };
}

/** Where a module keeps the text of one kind of stored PDF: its repository answers these. */
export interface StoredTextStore {
  /** The key of the record's stored file; undefined when the record is gone (erased meanwhile). */
  fileKey(id: string): Promise<string | undefined>;
  /** Keeps what reading the record's file gave ('failed' only marks it: the job is tried again). */
  save(id: string, text: StoredText): Promise<void>;
  /** Up to `limit` ids of records whose file was never read, in id order, after the id `after`. */
  pending(after: string, limit: number): Promise<string[]>;
}

export interface StoredTextJobSpec<Field extends string> {
  /** The reading job's name ('resume-text'); the backfill is `<name>-backfill`. */
  name: string;
  /** The field of a job's data naming its record ('applicantId'). */
  idField: Field;
  /** What the file is, in log lines and a failed try's error ('resume', 'contract'). */
  noun: string;
  /** When the backfill runs each day (UTC cron), besides when a process starts. */
  backfillCron: string;
  /** Files read at once by one process. */
  concurrency: number;
}

/**
 * The two jobs that read one kind of stored PDF: `read` reads one record's file (a job named by its
 * record, so a record is queued once) and keeps its words and language; a file without text (a scan) is
 * kept as 'none'; one missing or unreadable is marked 'failed' at once and tried again after 10 s, 20 s
 * and 40 s. `backfill` (once a day and when a process starts) queues `read` for every record still
 * pending, such as those stored before the job existed.
 */
export function storedTextJobs<Field extends string>(spec: StoredTextJobSpec<Field>) {
  type Data = Record<Field, string>;
  const read = jobKind<Data>(spec.name, {
    retry: { limit: 3, delaySeconds: 10, maxDelaySeconds: 300 },
    expireInSeconds: 5 * 60,
  });
  const backfill = jobKind(`${spec.name}-backfill`, {
    oneAtATime: true,
    schedule: { cron: spec.backfillCron, periodSeconds: 86_400 },
  });
  /** Queues the reading of one record's file, in the caller's transaction (one job per record). */
  const queue = (tx: DbOrTx, id: string) => sendJob(read, { [spec.idField]: id } as Data, { tx, id });

  /** The workers of both jobs, reading through `files` and keeping the text in `store`. */
  function workers(deps: { db: Db; files: FileStore; logger: Logger; store: StoredTextStore }): Worker[] {
    const { db, files, store } = deps;
    const log = deps.logger.child({ module: spec.name });
    return [
      worker(
        read,
        async (data, job) => {
          const id = data[spec.idField];
          const key = await store.fileKey(id);
          if (key === undefined) return { skipped: true }; // erased or deleted meanwhile
          const text = await readStoredText(files, key);
          await store.save(id, text);
          if (text.state === 'failed') {
            // Recorded at once (the details screen says so); the queue tries again until its tries run out.
            log.warn(
              { [spec.idField]: id, retryCount: job.retryCount },
              `${spec.noun} text could not be read`,
            );
            throw new Error(`${spec.noun} ${text.reason === 'missing' ? 'file missing' : 'unreadable'}`);
          }
          if (text.state === 'none') return { state: 'none' };
          return { state: 'extracted', language: text.language, chars: text.text.length };
        },
        { concurrency: spec.concurrency },
      ),
      worker(backfill, async () => {
        let queued = 0;
        for (let after = '00000000-0000-0000-0000-000000000000'; ;) {
          const batch = await store.pending(after, 500);
          if (!batch.length) break;
          // A job is named by its record: one still held by the queue is not added twice.
          await db.transaction(async (tx) => {
            for (const id of batch) await queue(tx, id);
          });
          queued += batch.length;
          after = batch.at(-1)!;
        }
        if (queued) log.info({ queued }, `${spec.noun} text extraction queued for stored files`);
        return { queued };
      }),
    ];
  }

  return { read, backfill, queue, workers };
}
