// GET /jobs/careers: the careers list of /career answered by the server, page by page, with the same
// rules as the list the island used to compute in the browser (contracts/careers-list.ts). The active
// jobs' card fields come from the database (the active/posting-date index) into the notified cache once
// per change of any job; each language's title and date orders are sorted once per change, and every
// answer is kept serialised with its ETag until a job changes (LISTEN/NOTIFY across instances).
//
// Why not ORDER BY/ILIKE in SQL: the list must match the browser's locale-aware order (Intl collation
// for en and tr, e.g. "İ" and "ı") and JavaScript's lower-casing for the search; PGlite has no ICU
// collations and PostgreSQL's lower() follows the database's locale. A board of thousands of jobs is a
// few hundred kilobytes in memory and is filtered in well under a millisecond.
import { createHash } from 'node:crypto';
import {
  careersPage,
  sortJobs,
  type CareersListItem,
  type CareersListQuery,
  type CareersSortOption,
  type Locale,
} from '@crestline/contracts';
import type { Database } from '../../db/client';
import { notifiedCache } from '../../db/notified-cache';
import { isDatabaseUnavailable } from '../../http/errors';
import type { CachedBody } from './active-cache';
import { JOBS_CHANNEL, type jobsRepository } from './repository';

type Repo = Pick<ReturnType<typeof jobsRepository>, 'listActiveCards'>;

interface Board {
  /** Active jobs, newest first (ties by id): the order GET /jobs/active answers. */
  jobs: CareersListItem[];
  /** The board in each language and sort, computed when first asked for. */
  sorted: Map<string, CareersListItem[]>;
}

export function careersListCache(database: Pick<Database, 'subscribe'>, repo: Repo) {
  const maxAgeMs = 5 * 60_000;
  // While the database restarts, the last board is answered rather than an error (notified-cache.ts).
  const boards = notifiedCache<Board>(database, JOBS_CHANNEL, {
    maxAgeMs,
    maxEntries: 1,
    staleIfError: isDatabaseUnavailable,
  });
  const answers = notifiedCache<CachedBody>(database, JOBS_CHANNEL, { maxAgeMs, maxEntries: 2_000 });
  const board = () =>
    boards.get('board', async () => ({ jobs: await repo.listActiveCards(), sorted: new Map() }));
  return {
    invalidate() {
      boards.invalidate();
      answers.invalidate();
    },
    async get(query: CareersListQuery, lang: Locale): Promise<CachedBody> {
      const key = `${lang}\n${JSON.stringify(query)}`;
      return answers.get(key, async () => {
        const b = await board();
        const sorted = (sort: CareersSortOption) => {
          const k = `${lang}:${sort}`;
          let list = b.sorted.get(k);
          if (!list) b.sorted.set(k, (list = sortJobs(b.jobs, sort, lang)));
          return list;
        };
        const bytes = Buffer.from(JSON.stringify(careersPage(b.jobs, query, lang, sorted)));
        return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
      });
    },
  };
}
