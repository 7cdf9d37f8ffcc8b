import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type {
  ApplicantExportQuery,
  ApplicantFilter,
  ApplicantListQuery,
  ApplicantSourcesQuery,
} from '@crestline/contracts';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { foldedContainsPattern } from '../../db/fold';
import { applicantBulkChanges, applicantMails, applicantStatusChanges, applicants } from '../../db/schema';
import { storedTextStore } from '../../files/stored-text-repository';
import { isUuid } from '../../lib/ids';
import { jobTitles, type JobApplications } from '../jobs';

// The private-use characters ts_headline puts around a matched word (HEADLINE_OPTIONS); never in stored
// text (files/stored-text.ts cleans them out).
export const HIT_START = '\uE000';
export const HIT_END = '\uE001';

/**
 * An applicant's own fields: the columns the database derives for searching and sorting, and the resume's
 * text and words (read only by the search), left out.
 */
const {
  nameKey: _nameKey,
  searchText: _searchText,
  resumeText: _resumeText,
  resumeLanguage: _resumeLanguage,
  resumeTsv: _resumeTsv,
  ...rowColumns
} = getTableColumns(applicants);
export { rowColumns as applicantColumns };
export type ApplicantRow = Omit<
  typeof applicants.$inferSelect,
  'nameKey' | 'searchText' | 'resumeText' | 'resumeLanguage' | 'resumeTsv'
>;
export type NewApplicant = typeof applicants.$inferInsert;
export type StatusChangeRow = typeof applicantStatusChanges.$inferSelect;
export type ApplicantMailRow = typeof applicantMails.$inferSelect;
export type BulkChangeRow = typeof applicantBulkChanges.$inferSelect;
export type ApplicantWithJob = { row: ApplicantRow; jobTitle: string | null };
/** An applicant of a list or the details, with whether the same person applied before. */
export type ApplicantWithHistory = ApplicantWithJob & { appliedBefore: boolean };

/** A phone number's digits: "0917 123-4567" and "09171234567" are the same number (applicants_phone_digits_idx). */
const phoneDigits = (phone: SQL | typeof applicants.phone) =>
  sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`;
/** Numbers this short are too common to name a person. */
const MIN_PHONE_DIGITS = 7;

/** Whether another application of the same email (any case) or phone came before the current row's. */
const appliedBefore = sql<boolean>`exists (select 1 from applicants o
  where o.created_at < ${applicants.createdAt} and o.id <> ${applicants.id}
    and (lower(o.email) = lower(${applicants.email})
      or (length(${phoneDigits(applicants.phone)}) >= ${MIN_PHONE_DIGITS}
        and regexp_replace(o.phone, '[^0-9]', '', 'g') = ${phoneDigits(applicants.phone)})))`;
/** A list row; `headline` is where the search matched in the resume (ts_headline, marked with HIT_*). */
export type ApplicantListRow = ApplicantWithHistory & { headline?: string | null };

/**
 * A value of a list's query: the value itself (`direct`), or in a query built once for every list of its
 * shape (`placeholders`, see listQueries) a placeholder named for it, filled by listValues.
 */
type Bind = (name: string, value: unknown) => unknown;
const direct: Bind = (_name, value) => value;
const placeholders: Bind = (name) => sql.placeholder(name);

/** At most this many words of a search are looked for in resumes. */
const MAX_RESUME_WORDS = 8;

/**
 * The words of a search as a tsquery: every word (as a prefix of its stem, so "fatura" finds "faturası"
 * and "invoice" finds "invoicing"), in the english, turkish or simple configuration; null without words.
 * A resume's tsvector was stemmed with one of these, so one of the forms meets it.
 */
/** Whether a search reaches resumes' words (not only names, emails and phones). */
export const reachesResumes = (search: string | undefined): search is string =>
  !!search && !!resumeQuery(search);

const resumeWords = (search: string) =>
  [...new Set(search.toLocaleLowerCase('tr').match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_RESUME_WORDS);

function resumeQuery(search: string, bind: Bind = direct): SQL | null {
  const words = resumeWords(search);
  if (!words.length) return null;
  const perWord = words.map((w, i) => {
    const term = bind(`w${i}`, `${w}:*`);
    return sql`(to_tsquery('english', ${term}) || to_tsquery('turkish', ${term}) || to_tsquery('simple', ${term}))`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}

/**
 * A matching resume's rank: how often it holds the search's words (ts_rank), against the search in its own
 * language's configuration only (its words were stemmed with it). Every match of a common word is ranked
 * before its first page: ts_rank_cd (cover density) and all three forms of each word cost about three
 * times as much for 5,000 one-page resumes.
 */
function resumeRank(search: string, bind: Bind): SQL | null {
  const words = resumeWords(search);
  if (!words.length) return null;
  const rank = (config: 'english' | 'turkish' | 'simple') =>
    sql`ts_rank(${applicants.resumeTsv}, (${sql.join(
      words.map((w, i) => sql`to_tsquery(${sql.raw(`'${config}'`)}, ${bind(`w${i}`, `${w}:*`)})`),
      sql` && `,
    )}))`;
  return sql`case ${applicants.resumeLanguage} when 'turkish' then ${rank('turkish')}
    when 'simple' then ${rank('simple')} else ${rank('english')} end`;
}

/**
 * `%text%` for LIKE, in lower case, with the pattern characters of the search taken literally and any
 * run of white space as one space (so no search reaches across the line between name and email).
 */
const contains = (text: string) => foldedContainsPattern(text.replace(/\s+/g, ' '));
/** The search's LIKE over names, emails and phones (applicants_search_text_trgm_idx). */
const nameMatch = (search: string, bind: Bind) =>
  sql`${applicants.searchText} like ${bind('like', contains(search))}`;

/** The WHERE of the list's filters; `skip` leaves one out (for the counts behind that filter). */
function filterWhere(
  filter: ApplicantFilter,
  skip?: 'jobId' | 'status',
  bind: Bind = direct,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.jobId && skip !== 'jobId')
    parts.push(isUuid(filter.jobId) ? sql`${applicants.jobId} = ${bind('jobId', filter.jobId)}` : sql`false`);
  if (filter.status && skip !== 'status')
    parts.push(sql`${applicants.status} = ${bind('status', filter.status)}`);
  if (filter.source) parts.push(sql`${applicants.source} = ${bind('source', filter.source)}`);
  if (filter.talentPool) parts.push(sql`${applicants.talentPoolUntil} > now()`);
  if (filter.search) {
    // One LIKE over a column the database keeps in lower case: five times cheaper than ILIKE on both;
    // or the resume's words (applicants_resume_tsv_idx).
    const words = resumeQuery(filter.search, bind);
    const byName = nameMatch(filter.search, bind);
    parts.push(words ? or(byName, sql`${applicants.resumeTsv} @@ ${words}`) : byName);
  }
  return and(...parts);
}

/** The list's order: a column, or for `relevance` name/email matches, then the resume's rank, then newest. */
function orderOf(list: ApplicantExportQuery, bind: Bind = direct): SQL[] {
  const dir = list.order === 'asc' ? asc : desc;
  if (list.sort !== 'relevance') return [dir(SORT_COLUMNS[list.sort]), dir(applicants.id)];
  const resumeRanked = list.search ? resumeRank(list.search, bind) : null;
  if (!resumeRanked || !list.search) return [desc(applicants.createdAt), desc(applicants.id)];
  const rank = sql`(case when ${nameMatch(list.search, bind)} then 1 else 0 end
    + coalesce(${resumeRanked}, 0))`;
  return [desc(rank), desc(applicants.createdAt), desc(applicants.id)];
}

/** ts_headline's options: matched words between HIT_START and HIT_END, about 12–24 words around them. */
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MinWords=12, MaxWords=24, MaxFragments=2, FragmentDelimiter=" … "`;

/** Characters of the resume around its first match that ts_headline reads (before it, and in all). */
const SNIPPET_LEAD = 200;
const SNIPPET_WINDOW = 600;

/**
 * Where a resume matched, for a row of the list: ts_headline over a window of the text around the first
 * place a search word's first letters appear (it parses whatever it is given: a whole one-page resume
 * costs about 0.5 ms, the window a third of that), the window's first partial word left out. The letters
 * only point: when the window holds no match after all (a stem that is not a prefix of the word, or
 * letters found inside another word), the whole text is read as before. (`offset 0` keeps each step
 * computed once: without it the planner would inline the subqueries and repeat their expressions.)
 */
function headlineOf(search: string, query: SQL, bind: Bind) {
  const pointers = resumeWords(search).map((w, i) => bind(`p${i}`, w.slice(0, 5)));
  const first = sql`least(${sql.join(
    pointers.map((p) => sql`nullif(strpos(l, ${p}), 0)`),
    sql`, `,
  )})`;
  const headline = (text: SQL) =>
    sql`ts_headline(${applicants.resumeLanguage}::regconfig, ${text}, ${query}, ${HEADLINE_OPTIONS})`;
  const window = sql`regexp_replace(substr(${applicants.resumeText}, f - ${SNIPPET_LEAD}, ${SNIPPET_WINDOW}),
    case when f > ${SNIPPET_LEAD + 1} then '^\\S*\\s+' else '^' end, '')`;
  return sql<string | null>`case when ${applicants.resumeTsv} @@ ${query} then coalesce(
    (select h from (select ${headline(window)} as h
       from (select ${first} as f from (select lower(${applicants.resumeText}) as l offset 0) lo offset 0) fo
       offset 0) w
     where strpos(h, ${HIT_START}) > 0),
    ${headline(sql`${applicants.resumeText}`)}) end`;
}

const SORT_COLUMNS = {
  name: applicants.nameKey,
  email: sql`lower(${applicants.email})`, // applicants_email_idx
  phone: applicants.phone,
  job: sql`lower(${jobTitles.title})`,
  status: applicants.status,
  createdAt: applicants.createdAt,
} as const;

/**
 * What decides the text of a list's queries (which filters are set, how many words the search has, the
 * sort), not their values: lists of one shape share one query built once (listQueries).
 */
function shapeOf(list: ApplicantFilter & Partial<Pick<ApplicantListQuery, 'sort' | 'order'>>): string {
  const job = !list.jobId ? '' : isUuid(list.jobId) ? 'j' : 'x';
  const words = list.search ? resumeWords(list.search).length : -1;
  return [
    job,
    list.status ? 's' : '',
    list.source ? 'o' : '',
    list.talentPool ? 't' : '',
    words,
    list.sort,
    list.order,
  ].join('|');
}

/** The values of a list's placeholders (filterWhere, orderOf and headlineOf with `placeholders`). */
function listValues(list: ApplicantFilter & Partial<Pick<ApplicantListQuery, 'page' | 'pageSize'>>) {
  const values: Record<string, unknown> = {
    jobId: list.jobId,
    status: list.status,
    source: list.source,
  };
  if (list.pageSize) {
    values.limit = list.pageSize;
    values.offset = ((list.page ?? 1) - 1) * list.pageSize;
  }
  if (list.search) {
    values.like = contains(list.search);
    resumeWords(list.search).forEach((w, i) => {
      values[`w${i}`] = `${w}:*`;
      values[`p${i}`] = w.slice(0, 5);
    });
  }
  return values;
}

/** Lists' queries kept at most; past this the memo starts again. */
const LIST_QUERIES_MAX = 500;

export function applicantsRepository(db: DbOrTx) {
  // The list's queries (page, ranking, rows, count) by kind and shape, built by drizzle once and then run
  // with each request's values: building them was about a fifth of the API's CPU per list request. They
  // are prepared without a name (an unnamed statement), so PostgreSQL still plans each run for its
  // values: a rare word and a word every resume holds want different plans.
  const listQueries = new Map<string, { execute(values: Record<string, unknown>): Promise<unknown> }>();
  function listQuery<T>(key: string, build: () => { execute(values: Record<string, unknown>): Promise<T> }) {
    let query = listQueries.get(key) as { execute(values: Record<string, unknown>): Promise<T> } | undefined;
    if (!query) {
      if (listQueries.size >= LIST_QUERIES_MAX) listQueries.clear();
      query = build();
      listQueries.set(key, query);
    }
    return query;
  }
  const withJob = () =>
    db
      .select({ row: rowColumns, jobTitle: jobTitles.title })
      .from(applicants)
      .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id));
  return {
    async insert(values: NewApplicant): Promise<ApplicantRow> {
      const [row] = await db.insert(applicants).values(values).returning(rowColumns);
      return row!;
    },
    listForJob: (jobId: string) =>
      db
        .select(rowColumns)
        .from(applicants)
        .where(eq(applicants.jobId, jobId))
        .orderBy(desc(applicants.createdAt)),

    /**
     * One page of the filtered, sorted list with its rows whole, in one query: the page's ids first, sorting
     * only ids and keys (or walking an index; ties broken by id, so pages never overlap), then those rows
     * read as rowsOf reads them. A search that reaches resumes reads every match to find the page anyway
     * (a bitmap of the indexes), so it counts them in the same pass: `total` is then known; otherwise (or
     * past the last page) null.
     */
    async pageRows(list: ApplicantListQuery): Promise<{ rows: ApplicantListRow[]; total: number | null }> {
      const found = await listQuery(`pageRows|${shapeOf(list)}`, () => {
        const counted = !!(list.search && resumeQuery(list.search));
        const page = db.$with('page').as(
          db
            .select({
              id: sql<string>`${applicants.id}`.as('page_id'),
              total: (counted ? sql<number>`count(*) over ()` : sql<null>`null::bigint`).as('page_total'),
            })
            .from(applicants)
            .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
            .where(filterWhere(list, undefined, placeholders))
            .orderBy(...orderOf(list, placeholders))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        );
        const query = list.search ? resumeQuery(list.search, placeholders) : null;
        const headline = query ? headlineOf(list.search!, query, placeholders) : sql<null>`null`;
        return db
          .with(page)
          .select({ row: rowColumns, jobTitle: jobTitles.title, headline, appliedBefore, total: page.total })
          .from(applicants)
          .innerJoin(page, eq(applicants.id, page.id))
          .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
          .orderBy(...orderOf(list, placeholders))
          .prepare('');
      }).execute(listValues(list));
      const total = found[0]?.total;
      return {
        rows: found.map(({ total: _total, ...row }) => row),
        total: total == null ? null : Number(total),
      };
    },
    /** The ids of every match (at most `limit`), in the list's order: a search's ranking for its pages. */
    async rankedIds(list: ApplicantListQuery, limit: number): Promise<string[]> {
      const found = await listQuery(`ranked|${shapeOf(list)}`, () =>
        db
          .select({ id: applicants.id })
          .from(applicants)
          .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
          .where(filterWhere(list, undefined, placeholders))
          .orderBy(...orderOf(list, placeholders))
          .limit(sql.placeholder('limit'))
          .prepare(''),
      ).execute({ ...listValues(list), limit });
      return found.map((row) => row.id);
    },
    /**
     * The page's rows whole, in the list's order, each matching the resume with a snippet of where (the
     * earlier-application check of each row walks the email and phone indexes and stops at the first).
     */
    async rowsOf(ids: string[], list: ApplicantListQuery): Promise<ApplicantListRow[]> {
      if (!ids.length) return [];
      return listQuery(`rows|${shapeOf(list)}`, () => {
        const query = list.search ? resumeQuery(list.search, placeholders) : null;
        const headline = query ? headlineOf(list.search!, query, placeholders) : sql<null>`null`;
        return (
          db
            .select({ row: rowColumns, jobTitle: jobTitles.title, headline, appliedBefore })
            .from(applicants)
            .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
            // Under the filters again: ids kept for a search's pages may outlive a change by a moment.
            .where(
              and(
                sql`${applicants.id} = any(${sql.placeholder('ids')}::uuid[])`,
                filterWhere(list, undefined, placeholders),
              ),
            )
            .orderBy(...orderOf(list, placeholders))
            .prepare('')
        );
        // The ids come from the database (uuids): an array literal is the same for either driver.
      }).execute({ ...listValues(list), ids: `{${ids.join(',')}}` });
    },
    /** Every row matching the filters, in the given order (the CSV export). */
    all(list: ApplicantExportQuery): Promise<ApplicantWithJob[]> {
      return withJob()
        .where(filterWhere(list))
        .orderBy(...orderOf(list));
    },
    async total(filter: ApplicantFilter): Promise<number> {
      const [found] = await listQuery(
        `total|${shapeOf({ ...filter, sort: undefined, order: undefined })}`,
        () =>
          db
            .select({ n: count() })
            .from(applicants)
            .where(filterWhere(filter, undefined, placeholders))
            .prepare(''),
      ).execute(listValues(filter));
      return Number(found?.n ?? 0);
    },
    /** Counts per job (under the status and search filters) and per status (under job and search). */
    async facets(filter: ApplicantFilter) {
      const [byJob, byStatus] = await Promise.all([
        db
          .select({ jobId: jobTitles.id, title: jobTitles.title, count: count() })
          .from(applicants)
          .innerJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
          .where(filterWhere(filter, 'jobId'))
          .groupBy(jobTitles.id, jobTitles.title)
          .orderBy(asc(jobTitles.title)),
        db
          .select({ status: applicants.status, count: count() })
          .from(applicants)
          .where(filterWhere(filter, 'status'))
          .groupBy(applicants.status),
      ]);
      return {
        jobs: byJob.map((job) => ({ ...job, count: Number(job.count) })),
        statuses: byStatus.map((s) => ({ ...s, count: Number(s.count) })),
      };
    },
    /** Applications created in the period and how many of them are hired, by source, most first. */
    async sources(period: ApplicantSourcesQuery) {
      const rows = await db
        .select({
          source: applicants.source,
          applications: count(),
          hires: sql<number>`count(*) filter (where ${applicants.status} = 'Hired')`,
        })
        .from(applicants)
        .where(
          and(
            period.from ? gte(applicants.createdAt, period.from) : undefined,
            period.to ? lt(applicants.createdAt, period.to) : undefined,
          ),
        )
        .groupBy(applicants.source)
        .orderBy(desc(count()), asc(applicants.source));
      return rows.map((r) => ({
        source: r.source,
        applications: Number(r.applications),
        hires: Number(r.hires),
      }));
    },
    async findById(id: string): Promise<ApplicantWithHistory | undefined> {
      if (!isUuid(id)) return undefined;
      const [found] = await db
        .select({ row: rowColumns, jobTitle: jobTitles.title, appliedBefore })
        .from(applicants)
        .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
        .where(eq(applicants.id, id));
      return found;
    },
    /** The same person's other applications (same email in any case, or same phone), newest first. */
    others(of: Pick<ApplicantRow, 'id' | 'email' | 'phone'>) {
      const digits = of.phone.replace(/\D/g, '');
      const sameEmail = sql<boolean>`lower(${applicants.email}) = lower(${of.email})`;
      const samePhone =
        digits.length >= MIN_PHONE_DIGITS
          ? sql<boolean>`${phoneDigits(applicants.phone)} = ${digits}`
          : sql<boolean>`false`;
      return db
        .select({
          id: applicants.id,
          jobId: applicants.jobId,
          jobTitle: jobTitles.title,
          status: applicants.status,
          createdAt: applicants.createdAt,
          sameEmail,
          samePhone,
        })
        .from(applicants)
        .leftJoin(jobTitles, eq(applicants.jobId, jobTitles.id))
        .where(and(sql`${applicants.id} <> ${of.id}`, or(sameEmail, samePhone)))
        .orderBy(desc(applicants.createdAt), desc(applicants.id));
    },
    /**
     * The latest application of this email (any case) to this job within `days` days, if any. The caller
     * holds a lock on the email (lockEmail) so two concurrent applications cannot both miss each other.
     */
    async recentForJob(jobId: string, email: string, days: number): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: applicants.id })
        .from(applicants)
        .where(
          and(
            eq(applicants.jobId, jobId),
            sql`lower(${applicants.email}) = lower(${email})`,
            sql`${applicants.createdAt} > now() - make_interval(days => ${days})`,
          ),
        )
        .orderBy(desc(applicants.createdAt))
        .limit(1);
      return row;
    },
    /** Holds applications of this email (any case) one at a time until the transaction ends. */
    async lockEmail(email: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`applicant:${email.trim().toLowerCase()}`}))`,
      );
    },
    /** The row, locked until the transaction ends (so two admins' changes are recorded in order). */
    async lock(id: string): Promise<ApplicantRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select(rowColumns).from(applicants).where(eq(applicants.id, id)).for('update');
      return row;
    },
    async update(id: string, patch: Partial<Pick<ApplicantRow, 'status' | 'remarks'>>) {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .update(applicants)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(applicants.id, id))
        .returning(rowColumns);
      return row;
    },
    async recordStatusChange(change: typeof applicantStatusChanges.$inferInsert): Promise<void> {
      await db.insert(applicantStatusChanges).values(change);
    },
    /** The ids of every applicant matching the filters (a bulk change's "select all matching"), at most `max`. */
    async idsMatching(filter: ApplicantFilter, max: number): Promise<string[]> {
      const rows = await db
        .select({ id: applicants.id })
        .from(applicants)
        .where(filterWhere(filter))
        .orderBy(desc(applicants.createdAt), desc(applicants.id))
        .limit(max);
      return rows.map((row) => row.id);
    },
    /** Of these ids, the applicants that exist and their statuses. */
    async statusesOf(ids: string[]): Promise<{ id: string; status: string }[]> {
      const valid = ids.filter(isUuid);
      if (!valid.length) return [];
      return db
        .select({ id: applicants.id, status: applicants.status })
        .from(applicants)
        .where(inArray(applicants.id, valid));
    },
    async insertBulk(values: typeof applicantBulkChanges.$inferInsert): Promise<BulkChangeRow> {
      const [row] = await db.insert(applicantBulkChanges).values(values).returning();
      return row!;
    },
    async findBulk(id: string): Promise<BulkChangeRow | undefined> {
      const [row] = await db.select().from(applicantBulkChanges).where(eq(applicantBulkChanges.id, id));
      return row;
    },
    /** Records a mail sent to the applicant (its outbox row, template, language, status and sender). */
    async recordMail(mail: typeof applicantMails.$inferInsert): Promise<void> {
      await db.insert(applicantMails).values(mail);
    },
    mails: (applicantId: string): Promise<ApplicantMailRow[]> =>
      db
        .select()
        .from(applicantMails)
        .where(eq(applicantMails.applicantId, applicantId))
        .orderBy(asc(applicantMails.sentAt), asc(applicantMails.id)),
    history: (applicantId: string): Promise<StatusChangeRow[]> =>
      db
        .select()
        .from(applicantStatusChanges)
        .where(eq(applicantStatusChanges.applicantId, applicantId))
        .orderBy(asc(applicantStatusChanges.changedAt), asc(applicantStatusChanges.id)),
  };
}

export type ApplicantsRepository = ReturnType<typeof applicantsRepository>;

/** The applications of each job, as the jobs module's back-office lists count and list them. */
export function applicationsOfJobs(db: DbOrTx): JobApplications {
  return {
    counts: new QueryBuilder()
      .select({ jobId: sql<string>`${applicants.jobId}`.as('job_id'), n: count().as('n') })
      .from(applicants)
      .groupBy(applicants.jobId)
      .as('application_counts'),
    async idsOf(jobId) {
      const rows = await db.select({ id: applicants.id }).from(applicants).where(eq(applicants.jobId, jobId));
      return rows.map((row) => row.id);
    },
  };
}

/** How many applied since `since`, by status (the dashboard). */
export async function applicationsSince(db: DbOrTx, since: Date): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: applicants.status, n: count() })
    .from(applicants)
    .where(gte(applicants.createdAt, since))
    .groupBy(applicants.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

const sentFrom = (email: string) => sql`lower(${applicants.email}) = ${email.toLowerCase()}`;

/**
 * What the module holds about a person (the privacy export and erasure, modules/privacy): the job
 * applications sent under their email address (in any case); and the retention of old applications.
 */
export function applicantsPersonalData(db: DbOrTx) {
  return {
    /** Their applications, each naming its stored resume (`resumeKey`). */
    find: (email: string): Promise<ApplicantRow[]> =>
      db.select(rowColumns).from(applicants).where(sentFrom(email)),
    /** The mails sent to them about their applications (the confirmation, status mails). */
    mails: (email: string): Promise<ApplicantMailRow[]> =>
      db
        .select(getTableColumns(applicantMails))
        .from(applicantMails)
        .innerJoin(applicants, eq(applicantMails.applicantId, applicants.id))
        .where(sentFrom(email))
        .orderBy(asc(applicantMails.sentAt)),
    /** Deletes their applications (the resumes are the caller's to remove); answers how many went. */
    async erase(email: string): Promise<number> {
      const gone = await db.delete(applicants).where(sentFrom(email)).returning({ id: applicants.id });
      return gone.length;
    },
    /** Deletes the applications older than `days` days; answers their resumes' keys (the caller's to remove). */
    async expire(days: number): Promise<string[]> {
      const gone = await db
        .delete(applicants)
        // Applications in the talent pool stay until their time there ends (talent-pool.ts).
        .where(
          and(
            lt(applicants.createdAt, sql`now() - make_interval(days => ${days})`),
            sql`(${applicants.talentPoolUntil} is null or ${applicants.talentPoolUntil} <= now())`,
          ),
        )
        .returning({ key: applicants.resumeKey });
      return gone.map((row) => row.key);
    },
  };
}

/**
 * Where the resumes' text is kept (the resume-text job, resume-text.ts): the words, their language and
 * their tsvector stemmed with that language's text search configuration, which the search reads.
 */
export const resumeTextStore = (db: DbOrTx) =>
  storedTextStore(db, applicants, {
    id: applicants.id,
    fileKey: applicants.resumeKey,
    state: applicants.resumeTextState,
    text: applicants.resumeText,
    language: applicants.resumeLanguage,
    words: applicants.resumeTsv,
  });
