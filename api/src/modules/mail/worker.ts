// Sends what the outbox holds. Every API instance may run a worker (claims are leased, see
// repository.ts). It wakes when mail is queued (the outbox's NOTIFY), and polls as a fallback. A failed
// send stays pending with a later next_attempt_at, so an SMTP outage loses nothing; after maxAttempts
// (or a permanent 5xx) it becomes failed.
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { MAIL_CHANNEL, outboxRepository, type OutboxMail } from './repository';
import { createSink, type MailTransport, type SinkKind } from './sinks';

export interface MailWorkerOptions {
  database: Pick<Database, 'db' | 'subscribe'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  logger: Logger;
  /** Sends with this instead of SMTP_URL or the file sink; the caller keeps ownership (it is not closed). */
  transport?: MailTransport;
  /** How often due mail is looked for when no notification came. Default 5 s. */
  pollIntervalMs?: number;
  /** Rows claimed per query. Default 10. */
  batchSize?: number;
  /** How long a claim holds before another worker may take the row over. Default 10 min. */
  leaseSeconds?: number;
  /** Sends tried before a mail is marked failed. Default 10. */
  maxAttempts?: number;
  /** Delay after the first failure; doubles with every further one. Default 30 s. */
  retryBaseSeconds?: number;
  /** Longest delay between two tries. Default 1 h. */
  retryMaxSeconds?: number;
}

export interface MailRunResult {
  /** Rows this run took from the outbox. */
  claimed: number;
  sent: number;
  /** Failed this time, pending again with a later next_attempt_at. */
  retrying: number;
  /** Given up on: status failed. */
  failed: number;
}

export interface MailWorker {
  /** Where mail goes: the SMTP server of SMTP_URL, .eml files under DATA_DIR/mail, or a given transport. */
  readonly sink: SinkKind;
  /** Folder of the .eml files when sink is 'file'. */
  readonly mailDir: string;
  /** Listens for queued mail and polls every pollIntervalMs, starting at once (left-over mail goes first). */
  start(): void;
  /** Stops and waits for a send in flight. */
  stop(): Promise<void>;
  /** Sends all mail that is due now and answers what happened; runs after any run in flight. */
  runOnce(): Promise<MailRunResult>;
}

// Errors that say the server could not be reached at all: the rest of the batch would fail the same way.
const unreachableCodes = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROXY']);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { config, database } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 600;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryBaseSeconds = options.retryBaseSeconds ?? 30;
  const retryMaxSeconds = options.retryMaxSeconds ?? 3_600;
  const mailDir = path.join(config.dataDir, 'mail');
  const log = options.logger.child({ module: 'mail' });
  const outbox = outboxRepository(database.db);
  const sink = createSink({
    mailFrom: config.mailFrom,
    smtpUrl: config.smtpUrl,
    mailDir,
    transport: options.transport,
  });

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<MailRunResult> | undefined;
  let wakeAgain = false;

  /** Answers the error of a failed send, or undefined when the mail was handed over. */
  async function attempt(mail: OutboxMail): Promise<unknown> {
    try {
      await sink.deliver(mail);
      return undefined;
    } catch (err) {
      return err ?? new Error('mail send failed');
    }
  }

  /** Answers true when the mail was given up on. */
  async function recordFailure(mail: OutboxMail, err: unknown): Promise<boolean> {
    const attempts = mail.attempts + 1;
    const permanent = (err as { permanent?: unknown }).permanent === true;
    const giveUp = permanent || attempts >= maxAttempts;
    const delay = Math.min(retryBaseSeconds * 2 ** (attempts - 1), retryMaxSeconds);
    const error = describeError(err);
    await outbox.markFailed(mail, error, giveUp ? undefined : delay);
    if (giveUp)
      log.error({ mailId: mail.id, attempts, permanent, error }, 'mail could not be sent; giving up');
    else
      log.warn({ mailId: mail.id, attempts, retryInSeconds: delay, error }, 'mail send failed; will retry');
    return giveUp;
  }

  async function processDue(): Promise<MailRunResult> {
    const result: MailRunResult = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
    while (!stopped) {
      const batch = await outbox.claim(batchSize, leaseSeconds);
      result.claimed += batch.length;
      let unreachable: unknown;
      for (const [i, mail] of batch.entries()) {
        if (stopped) {
          await outbox.release(batch.slice(i));
          return result;
        }
        // Once the server proved unreachable, the rest of the batch counts the same failed attempt.
        const error = unreachable ?? (await attempt(mail));
        if (error === undefined) {
          await outbox.markSent(mail);
          result.sent++;
          log.info({ mailId: mail.id, sink: sink.kind }, 'mail sent');
          continue;
        }
        if (unreachableCodes.has((error as { code?: string }).code ?? '')) unreachable = error;
        if (await recordFailure(mail, error)) result.failed++;
        else result.retrying++;
      }
      if (batch.length < batchSize || unreachable !== undefined) break;
    }
    return result;
  }

  async function runOnce(): Promise<MailRunResult> {
    while (inFlight) await inFlight.catch(() => undefined);
    const run = processDue();
    inFlight = run;
    try {
      return await run;
    } finally {
      inFlight = undefined;
      if (wakeAgain && started) {
        wakeAgain = false;
        schedule(0);
      }
    }
  }

  function schedule(ms: number) {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  }

  async function tick() {
    timer = undefined;
    try {
      await runOnce();
    } catch (err) {
      // Usually the database is unreachable; the mail is still in the outbox, so just try again later.
      log.warn({ err }, 'mail worker run failed');
    }
    if (started && timer === undefined) schedule(pollIntervalMs);
  }

  /** Looks for due mail now; a notification during a run asks for one more run after it. */
  function wake() {
    if (!started) return;
    if (inFlight) wakeAgain = true;
    else schedule(0);
  }

  return {
    sink: sink.kind,
    mailDir,
    start() {
      if (started || stopped) return;
      started = true;
      database.subscribe(MAIL_CHANNEL, wake).catch((err: unknown) => {
        log.warn({ err }, 'cannot listen for queued mail; polling only');
      });
      log.info({ sink: sink.kind, ...(sink.kind === 'file' ? { mailDir } : {}) }, 'mail worker started');
      schedule(0);
    },
    async stop() {
      started = false;
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      while (inFlight) await inFlight.catch(() => undefined);
      sink.close();
    },
    runOnce,
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
