// Mail delivery as background jobs (docs/api.md#mail). enqueueMail (outbox.ts) queues a `mail-delivery`
// job carrying only the outbox row's id, in the caller's transaction. A try hands the mail to the sink;
// a failed try leaves it pending in the outbox and the queue tries again after 30 s, 1 min, 2 min, … (at
// most 1 h apart), so an SMTP outage loses nothing. After 10 tries, or at once when the server refuses
// the mail for good (a 5xx), the outbox marks it failed. Every API process may deliver: the queue gives
// each job to one of them.
import path from 'node:path';
import { jobKind, worker, type BackgroundQueue, type Worker } from '../../background';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { outboxRepository } from './repository';
import { createSink, type MailTransport, type SinkKind } from './sinks';

/** Tries before a mail is marked failed. */
export const MAIL_MAX_ATTEMPTS = 10;

/** A mail whose delivery job ran out of tries without recording it (its process died mid-send). */
export const mailUndeliverable = jobKind<{ mailId: string }>('mail-undeliverable');

export const mailDelivery = jobKind<{ mailId: string }>('mail-delivery', {
  retry: { limit: MAIL_MAX_ATTEMPTS - 1, delaySeconds: 30, maxDelaySeconds: 3_600 },
  // Well above the SMTP timeouts (sinks.ts): a try this old means its process died; it is tried again.
  expireInSeconds: 5 * 60,
  deadLetter: mailUndeliverable,
});

export interface MailDeliveryOptions {
  db: Db;
  /** The queue delivery jobs of pending mail are sent on (requeuePending). */
  queue: Pick<BackgroundQueue, 'send'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  logger: Logger;
  /** Sends with this instead of SMTP_URL or the file sink; the caller keeps ownership (it is not closed). */
  transport?: MailTransport;
  /** Mails sent at once by this process. Default 2. */
  concurrency?: number;
  /** Seconds between two looks for due mail when no wake-up came (WorkOptions.pollSeconds). */
  pollSeconds?: number;
}

export interface MailDelivery {
  /** The workers of mail-delivery and mail-undeliverable, for the queue to register. */
  readonly workers: Worker[];
  /** Where mail goes: the SMTP server of SMTP_URL, .eml files under DATA_DIR/mail, or a given transport. */
  readonly sink: SinkKind;
  /** Folder of the .eml files when sink is 'file'. */
  readonly mailDir: string;
  /**
   * Queues delivery of pending mail that has no job (mail left by an earlier version's outbox worker);
   * call once the queue runs. A job is named by its mail's id, so mail that has one is not queued twice.
   */
  requeuePending(): Promise<number>;
  close(): void;
}

/** Mail delivery in this process: the mail kinds' workers, the sink they send to, pending mail requeued. */
export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const { config, queue } = options;
  const mailDir = path.join(config.dataDir, 'mail');
  const log = options.logger.child({ module: 'mail' });
  const outbox = outboxRepository(options.db);
  const sink = createSink({
    mailFrom: config.mailFrom,
    smtpUrl: config.smtpUrl,
    mailDir,
    transport: options.transport,
  });

  const deliver = worker(
    mailDelivery,
    async ({ mailId }) => {
      const mail = await outbox.find(mailId);
      // Erased on request, or settled by an earlier try.
      if (!mail || mail.status !== 'pending') return { skipped: true };
      let error: unknown;
      try {
        await sink.deliver(mail);
      } catch (err) {
        error = err ?? new Error('mail send failed');
      }
      if (error === undefined) {
        await outbox.markSent(mail);
        log.info({ mailId, sink: sink.kind }, 'mail sent');
        return { sent: true };
      }
      const attempts = mail.attempts + 1;
      const permanent = (error as { permanent?: unknown }).permanent === true;
      const giveUp = permanent || attempts >= MAIL_MAX_ATTEMPTS;
      const lastError = describeError(error);
      await outbox.markFailed(mail, lastError, giveUp);
      if (giveUp) {
        log.error({ mailId, attempts, permanent, error: lastError }, 'mail could not be sent; giving up');
        return { failed: true, attempts, permanent };
      }
      log.warn({ mailId, attempts, error: lastError }, 'mail send failed; will retry');
      // Says nothing about the mail or the server's answer: what a job throws is kept in the queue's tables.
      throw new Error(`mail not sent (try ${attempts} of ${MAIL_MAX_ATTEMPTS}); it is tried again`);
    },
    {
      concurrency: options.concurrency ?? 2,
      ...(options.pollSeconds ? { pollSeconds: options.pollSeconds } : {}),
    },
  );
  const giveUp = worker(mailUndeliverable, async ({ mailId }) => {
    if (await outbox.giveUp(mailId)) log.error({ mailId }, 'mail ran out of tries; giving up');
  });
  log.info({ sink: sink.kind, ...(sink.kind === 'file' ? { mailDir } : {}) }, 'where mail is delivered');
  return {
    workers: [deliver, giveUp],
    sink: sink.kind,
    mailDir,
    async requeuePending() {
      let queued = 0;
      for (const mailId of await outbox.pendingIds()) {
        if (await queue.send(mailDelivery, { mailId }, { id: mailId })) queued++;
      }
      if (queued) log.info({ queued }, 'queued pending mail that had no delivery job');
      return queued;
    },
    close: () => sink.close(),
  };
}

function describeError(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; message?: unknown };
  const parts = [
    typeof e.code === 'string' ? e.code : undefined,
    typeof e.responseCode === 'number' ? String(e.responseCode) : undefined,
    typeof e.message === 'string' ? e.message : String(err),
  ].filter(Boolean);
  return parts.join(' ').slice(0, 1_000);
}
