// Job alerts (docs/product.md, careers). A seeker subscribes an address to the careers board's search
// (words, type, location): the subscription is stored unconfirmed and one confirmation mail goes out
// (double opt-in; nothing else is sent before its link is opened). Asking again for the same address and
// search stores nothing new and answers the same, so the answer never tells whether an address is known.
//
// When a job is published (created active, or switched on again) the jobs module calls notePublished in
// its transaction: the publication is recorded and one `job-alert-digest` job is queued to run
// JOB_ALERT_DELAY_SECONDS later (later publications within that time move it, so a burst makes one run).
// The digest mails each confirmed subscription the open jobs published since its last digest that match
// its search by the careers board's own rule (contracts' filterJobs: Turkish-aware folding), at most once a
// day: a subscription mailed less than a day ago waits, and a run is queued for when its day is over.
// Every digest carries a one-click unsubscribe link (and the List-Unsubscribe headers, RFC 8058), which
// deletes the subscription. Links are sealed tokens (lib/signed-token.ts) with a key of their own.
import { createHash } from 'node:crypto';
import {
  filterJobs,
  jobText,
  t,
  type JobAlertSubscribeBody,
  type Locale,
  type MessageKey,
} from '@crestline/contracts';
import { jobKind, sendJob, worker, type Worker } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { signedTokens } from '../../lib/signed-token';
import { sitePath } from '../../lib/site-paths';
import { jobLookup } from '../jobs';
import type { LeadIntake } from '../leads';
import { enqueueMail } from '../mail';
import { jobAlertsRepository, type JobAlertRow } from './repository';

const DAY_MS = 86_400_000;

/** One run mails every subscription that has new matches; the key holds one waiting run per reason. */
export const jobAlertDigest = jobKind('job-alert-digest', {
  retry: { limit: 5, delaySeconds: 60, maxDelaySeconds: 1_800 },
});

const localeOf = (value: string): Locale => (value === 'tr' ? 'tr' : 'en');

/** The search in words, in the subscription's language: '"support", Remote, İstanbul'. */
export function searchSummary(
  locale: Locale,
  search: { search: string; type: string; location: string },
): string {
  const parts = [
    search.search && `“${search.search}”`,
    search.type && t(locale, `values.${search.type}` as MessageKey, { defaultValue: search.type }),
    search.location,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : t(locale, 'jobAlerts.anyJob');
}

export type JobAlertOutcomeUrl = (
  locale: Locale,
  outcome: 'confirmed' | 'unsubscribed' | 'invalid',
) => string;

export function jobAlerts(deps: { db: Db; secret: string; publicUrl: string; delaySeconds: number }) {
  const { db, publicUrl } = deps;
  // A key of its own: an alert token is never a valid signature elsewhere.
  const tokens = signedTokens(createHash('sha256').update(`job-alerts:${deps.secret}`).digest());
  const confirmUrl = (id: string) => `${publicUrl}/api/v1/job-alerts/confirm?token=${tokens.seal(`c~${id}`)}`;
  const unsubscribeUrl = (row: Pick<JobAlertRow, 'id' | 'locale'>) =>
    `${publicUrl}/api/v1/job-alerts/unsubscribe?token=${tokens.seal(`u~${row.id}~${localeOf(row.locale)}`)}`;
  const opened = (token: string | undefined, kind: 'c' | 'u') => {
    const [k, id, locale] = (token && tokens.open(token)?.split('~')) || [];
    return k === kind && id ? { id, locale: localeOf(locale ?? 'en') } : undefined;
  };

  /** Mails every subscription its new matching jobs (see above); answers what it did. */
  async function digest(now = new Date()) {
    // The jobs published lately and still open, read before the transaction (through the jobs' face).
    const jobs = jobLookup(db);
    const published: (NonNullable<Awaited<ReturnType<typeof jobs.findActive>>> & { publishedAt: Date })[] =
      [];
    for (const publication of await jobAlertsRepository(db).publications()) {
      const job = await jobs.findActive(publication.jobId);
      if (job) published.push({ ...job, publishedAt: publication.publishedAt });
    }
    return db.transaction(async (tx) => {
      const repo = jobAlertsRepository(tx);
      const subscriptions = await repo.confirmedForDigest();
      const oldest = subscriptions.reduce(
        (min, s) => (s.coveredUntil && s.coveredUntil < min ? s.coveredUntil : min),
        now,
      );
      let mailed = 0;
      let nextAt: number | undefined;
      for (const subscription of subscriptions) {
        const covered = subscription.coveredUntil ?? subscription.confirmedAt!;
        const fresh = filterJobs(
          published.filter((job) => job.publishedAt > covered),
          subscription,
        );
        if (!fresh.length) continue;
        const dueAt = (subscription.lastDigestAt?.getTime() ?? 0) + DAY_MS;
        if (dueAt > now.getTime()) {
          nextAt = Math.min(nextAt ?? dueAt, dueAt);
          continue;
        }
        const locale = localeOf(subscription.locale);
        const link = unsubscribeUrl(subscription);
        await enqueueMail(tx, {
          to: subscription.email,
          template: 'jobAlertDigest',
          locale,
          params: {
            summary: searchSummary(locale, subscription),
            jobs: JSON.stringify(
              fresh.map((job) => ({
                // In the subscriber's language: a Turkish title where the job has one.
                title: jobText(job, 'title', locale).value,
                details: [
                  t(locale, `values.${job.type}` as MessageKey, { defaultValue: job.type }),
                  job.location,
                ]
                  .filter(Boolean)
                  .join(', '),
                url: `${publicUrl}${sitePath(locale, `/job/${job._id}`)}`,
              })),
            ),
            unsubscribeUrl: link,
          },
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
        const newest = fresh.reduce((max, job) => (job.publishedAt > max ? job.publishedAt : max), covered);
        await repo.markDigested(subscription.id, now, newest);
        mailed += 1;
      }
      // A subscription mailed less than a day ago gets its next digest when its day is over.
      if (nextAt !== undefined) {
        await sendJob(
          jobAlertDigest,
          {},
          {
            tx,
            afterSeconds: Math.max(1, (nextAt - now.getTime()) / 1000),
            replacing: 'next-day',
          },
        );
      }
      // Publications no subscription can still be waiting for (older than its last digest or a week).
      await repo.prunePublications(new Date(Math.min(oldest.getTime(), now.getTime() - 7 * DAY_MS)));
      return { mailed, ...(nextAt !== undefined && { nextAt: new Date(nextAt).toISOString() }) };
    });
  }

  return {
    /**
     * Stores the subscription (unconfirmed) and mails its confirmation link; an address subscribed to the
     * search already gets nothing new when confirmed, and the link again when not. A post the junk rule
     * holds (honeypot, too fast) is answered alike and does nothing.
     */
    async subscribe(body: JobAlertSubscribeBody, intake: LeadIntake): Promise<void> {
      if (intake.isSpam) return;
      await db.transaction(async (tx) => {
        const row = await jobAlertsRepository(tx).subscribe({
          ...body,
          email: body.email.trim(),
          locale: intake.locale,
        });
        if (row.confirmedAt) return;
        const locale = localeOf(row.locale);
        await enqueueMail(tx, {
          to: row.email,
          template: 'jobAlertConfirm',
          locale,
          params: { summary: searchSummary(locale, row), confirmUrl: confirmUrl(row.id) },
        });
      });
    },
    /** Opens a confirmation link: the subscription's language, or undefined when it names none. */
    async confirm(token: string | undefined): Promise<Locale | undefined> {
      const link = opened(token, 'c');
      if (!link) return undefined;
      const repo = jobAlertsRepository(db);
      const row = await repo.find(link.id);
      if (!row) return undefined;
      await repo.confirm(row.id);
      return localeOf(row.locale);
    },
    /**
     * Opens an unsubscribe link (the GET of the mail's link, or a mail client's one-click POST): the
     * subscription is deleted. Answers the language it was in for any genuine link (also when it was
     * deleted already), undefined for any other token.
     */
    async unsubscribe(token: string | undefined): Promise<Locale | undefined> {
      const link = opened(token, 'u');
      if (!link) return undefined;
      await jobAlertsRepository(db).remove(link.id);
      return link.locale;
    },
    /** Records a publication and queues the digest (in the caller's transaction). */
    async notePublished(tx: DbOrTx, jobId: string): Promise<void> {
      await jobAlertsRepository(tx).published(jobId);
      await sendJob(jobAlertDigest, {}, { tx, afterSeconds: deps.delaySeconds, replacing: 'published' });
    },
    digest,
    counts: () => jobAlertsRepository(db).counts(),
    workers: (): Worker[] => [worker(jobAlertDigest, () => digest())],
  };
}

export type JobAlerts = ReturnType<typeof jobAlerts>;

/** The subscriptions as personal data (export, erasure, retention), for the privacy module. */
export function jobAlertsPersonalData(db: DbOrTx) {
  const repo = jobAlertsRepository(db);
  return {
    heldBy: repo.heldBy,
    erase: repo.erase,
    /** Subscriptions never confirmed within `days` days are removed. */
    expireUnconfirmed: (days: number, now = Date.now()) =>
      repo.dropUnconfirmed(new Date(now - days * DAY_MS)),
    counts: repo.counts,
  };
}
