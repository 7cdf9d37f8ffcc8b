// The active jobs a build prebuilds pages for (/job/{id} in en and tr, and the list in /career's HTML),
// read from JOBS_SOURCE: a file (the API writes one before every rebuild, with the same bytes as
// GET /api/v1/jobs/active) or that address. Without it the build has no jobs: /job/{id} is then only
// the shell page that loads a job in the browser. The build records the hash of what it read in
// /jobs-version.txt, so the API can tell a site built from other jobs (and rebuild it).
// JOB_PAGES (a file with a JSON array of job ids) limits the prebuilt job pages to those jobs: the API's
// rebuild after a job change renders only the changed jobs' pages and keeps the others from the live
// site (api/src/modules/rebuild/job-pages.ts); /career and the sitemap still see every active job.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { toCareerJob, type CareerJob } from '@crestline/contracts/career-job';
import { SITE_BUILD_ENV } from '@crestline/contracts/site-build';

interface JobsSnapshot {
  jobs: CareerJob[] | undefined;
  version: string;
}

let snapshot: Promise<JobsSnapshot> | undefined;

async function read(): Promise<JobsSnapshot> {
  const source = process.env[SITE_BUILD_ENV.jobsSource];
  if (!source) return { jobs: undefined, version: '' };
  const bytes = /^https?:\/\//.test(source)
    ? Buffer.from(await (await fetch(source)).arrayBuffer())
    : await readFile(source);
  const body = JSON.parse(bytes.toString('utf8')) as { jobs?: unknown };
  const jobs = (Array.isArray(body.jobs) ? body.jobs : [])
    .map(toCareerJob)
    .filter((job): job is CareerJob => job !== null);
  return { jobs, version: createHash('sha1').update(bytes).digest('base64url') };
}

/** The active jobs, newest first; undefined when the build was given none (no JOBS_SOURCE). */
export async function activeJobs(): Promise<CareerJob[] | undefined> {
  snapshot ??= read();
  return (await snapshot).jobs;
}

export async function jobsVersion(): Promise<string> {
  snapshot ??= read();
  return (await snapshot).version;
}

/** The active jobs whose own pages this build renders: all of them unless JOB_PAGES names some. */
export async function jobsWithPages(): Promise<CareerJob[]> {
  const jobs = (await activeJobs()) ?? [];
  const only = process.env[SITE_BUILD_ENV.jobPages];
  if (!only) return jobs;
  const ids = new Set(JSON.parse(await readFile(only, 'utf8')) as string[]);
  return jobs.filter((job) => ids.has(job._id));
}
