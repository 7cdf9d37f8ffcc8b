// A rebuild after a job change renders only the job pages that changed. Every build records in
// job-pages.json what each active job's two pages (/job/{id}, /tr/job/{id}) were rendered from (a hash of
// the job as the site reads it); the next jobs-only build compares the active jobs with that record and
// renders the new and changed jobs only (JOB_PAGES, site/src/lib/jobs.ts), then takes the other pages
// from the live site. A deactivated job's pages are simply not taken. /career, the sitemap and every
// other page are built as always. When the live site has no record, or was built with other scripts and
// styles (a new version of the site), the jobs-only build is not enough: a full build is made instead.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { toCareerJob } from '@crestline/contracts/career-job';
import { SITE_OUTPUT, jobPageDirs } from '@crestline/contracts/site-build';

/** The folders of a job's two pages in a build. */
const pageDirs = (dist: string, id: string) => jobPageDirs(id).map((dir) => path.join(dist, ...dir));

interface Record_ {
  /** The site's scripts and styles (the hashed file names in _astro/) the pages were built with. */
  assets: string;
  /** Job id → hash of what its pages show. */
  jobs: Record<string, string>;
}

export interface JobPagesPlan {
  /** The hash of every active job, written to the new build's record. */
  jobs: Record<string, string>;
  /** The jobs whose pages this build renders; undefined: all of them. */
  render: string[] | undefined;
  /** The jobs whose pages are taken from the live site. */
  keep: string[];
}

/** Hashes of the active jobs in a snapshot (the bytes of GET /jobs/active). */
export function jobHashes(snapshot: Uint8Array | string): Record<string, string> {
  const body = JSON.parse(Buffer.from(snapshot).toString('utf8')) as { jobs?: unknown };
  const hashes: Record<string, string> = {};
  for (const raw of Array.isArray(body.jobs) ? body.jobs : []) {
    const job = toCareerJob(raw);
    if (job) hashes[job._id] = createHash('sha1').update(JSON.stringify(job)).digest('base64url');
  }
  return hashes;
}

async function readRecord(dist: string): Promise<Record_ | undefined> {
  try {
    const r = JSON.parse(
      await readFile(path.join(dist, SITE_OUTPUT.jobPagesRecord), 'utf8'),
    ) as Partial<Record_>;
    return typeof r.assets === 'string' && r.jobs && typeof r.jobs === 'object' ? (r as Record_) : undefined;
  } catch {
    return undefined;
  }
}

/** A fingerprint of a build's scripts and styles: their content-hashed names. */
async function assets(dist: string): Promise<string> {
  const names = await readdir(path.join(dist, SITE_OUTPUT.assetsDir)).catch(() => [] as string[]);
  return createHash('sha1').update(names.sort().join('\n')).digest('base64url');
}

/**
 * What a build renders. A full build renders every job's pages; a jobs-only one renders the jobs that
 * are new or changed since the live site's record (or whose pages are missing there) and keeps the rest.
 */
export async function planJobPages(
  liveDir: string,
  snapshot: Uint8Array | string,
  jobsOnly: boolean,
): Promise<JobPagesPlan> {
  const jobs = jobHashes(snapshot);
  const live = jobsOnly ? await readRecord(liveDir) : undefined;
  if (!live) return { jobs, render: undefined, keep: [] };
  const render: string[] = [];
  const keep: string[] = [];
  for (const [id, hash] of Object.entries(jobs)) {
    const built =
      live.jobs[id] === hash &&
      pageDirs(liveDir, id).every((d) => existsSync(path.join(d, SITE_OUTPUT.index)));
    (built ? keep : render).push(id);
  }
  return { jobs, render, keep };
}

/**
 * Completes a jobs-only build in `next` with the kept pages of the live site (hard links: nothing is
 * copied and the live files are never changed) and writes the new record. Answers false when the live
 * pages cannot be used with this build (other scripts and styles): the build must then be made in full.
 */
export async function completeJobPages(liveDir: string, next: string, plan: JobPagesPlan): Promise<boolean> {
  const record: Record_ = { assets: await assets(next), jobs: plan.jobs };
  if (plan.render) {
    const live = await readRecord(liveDir);
    if (!live || live.assets !== record.assets) return false;
    await Promise.all(
      plan.keep.flatMap((id) =>
        pageDirs(liveDir, id).map((from, i) => linkTree(from, pageDirs(next, id)[i]!)),
      ),
    );
  }
  await writeFile(path.join(next, SITE_OUTPUT.jobPagesRecord), JSON.stringify(record));
  return true;
}

/**
 * Puts the files of `from` at the same places under `to` as hard links (a build's files never change once
 * written, so two folders may share them): far quicker than copying thousands of pages. Copies instead
 * where `to` is on another file system.
 */
export async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const a = path.join(from, entry.name);
      const b = path.join(to, entry.name);
      if (entry.isDirectory()) return linkTree(a, b);
      if (existsSync(b)) return;
      await link(a, b).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'EXDEV' || err.code === 'EPERM') return copyFile(a, b);
        throw err;
      });
    }),
  );
}
