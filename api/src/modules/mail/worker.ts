// Sends what the outbox holds. Every API instance may run a worker: rows are claimed with a lease
// (locked_until) under FOR UPDATE SKIP LOCKED, so two workers never take the same mail, and a worker that
// dies mid-send only delays its mail until the lease runs out. A failed send stays pending with a later
// next_attempt_at, so an SMTP outage loses nothing; after maxAttempts (or a permanent 5xx) it becomes failed.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, getTableColumns, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Anything that can send a nodemailer message: a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export interface MailWorkerOptions {
  database: Pick<Database, 'db'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>;
  logger: Logger;
  /** Sends with this instead of SMTP_URL or the file sink; the caller keeps ownership (it is not closed). */
  transport?: MailTransport;
  /** How often due mail is looked for without a nudge. Default 5 s. */
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
  readonly sink: 'smtp' | 'file' | 'transport';
  /** Folder of the .eml files when sink is 'file'. */
  readonly mailDir: string;
  /** Polls every pollIntervalMs, starting at once (mail left from a previous run goes out first). */
  start(): void;
  /** Stops polling and waits for a send in flight. */
  stop(): Promise<void>;
  /** Looks for due mail now (call after an enqueue has committed). No-op unless started. */
  nudge(): void;
  /** Sends all mail that is due now and answers what happened; runs after any run in flight. */
  runOnce(): Promise<MailRunResult>;
}

interface Sink {
  kind: MailWorker['sink'];
  deliver(mail: OutboxMail): Promise<void>;
  close(): void;
}

// Kept well below the default lease so a hanging server cannot outlast a claim.
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

// Errors that say the server could not be reached at all: the rest of the batch would fail the same way.
const unreachableCodes = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EPROXY']);

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { config, logger } = options;
  const db: Db = options.database.db;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 600;
  const maxAttempts = options.maxAttempts ?? 10;
  const retryBaseSeconds = options.retryBaseSeconds ?? 30;
  const retryMaxSeconds = options.retryMaxSeconds ?? 3_600;
  const mailDir = path.join(config.dataDir, 'mail');
  const log = logger.child({ module: 'mail' });

  const sink = createSink(options, mailDir);

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<MailRunResult> | undefined;
  let wakeAgain = false;

  /** Takes up to batchSize due rows for this worker by setting their lease; other workers skip them. */
  async function claim(): Promise<OutboxMail[]> {
    const due = db.$with('due').as(
      db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.createdAt))
        .limit(batchSize)
        .for('update', { skipLocked: true }),
    );
    const rows = await db
      .with(due)
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .from(due)
      .where(eq(mailOutbox.id, due.id))
      .returning(getTableColumns(mailOutbox));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function markSent(mail: OutboxMail): Promise<void> {
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts: mail.attempts + 1,
        lockedUntil: null,
        lastError: null,
      })
      .where(eq(mailOutbox.id, mail.id));
  }

  /** Answers true when the mail was given up on. */
  async function markFailedAttempt(mail: OutboxMail, err: unknown): Promise<boolean> {
    const attempts = mail.attempts + 1;
    const permanent = (err as { permanent?: unknown }).permanent === true;
    const giveUp = permanent || attempts >= maxAttempts;
    const delay = Math.min(retryBaseSeconds * 2 ** (attempts - 1), retryMaxSeconds);
    const lastError = describeError(err);
    await db
      .update(mailOutbox)
      .set({
        attempts,
        lastError,
        lockedUntil: null,
        status: giveUp ? 'failed' : 'pending',
        ...(giveUp ? {} : { nextAttemptAt: sql`now() + make_interval(secs => ${delay})` }),
      })
      .where(eq(mailOutbox.id, mail.id));
    if (giveUp) {
      log.error(
        { mailId: mail.id, attempts, permanent, error: lastError },
        'mail could not be sent; giving up',
      );
    } else {
      log.warn(
        { mailId: mail.id, attempts, retryInSeconds: delay, error: lastError },
        'mail send failed; will retry',
      );
    }
    return giveUp;
  }

  /** Answers the error of a failed send, or undefined when the mail was handed over. */
  async function attempt(mail: OutboxMail): Promise<unknown> {
    try {
      await sink.deliver(mail);
      return undefined;
    } catch (err) {
      return err ?? new Error('mail send failed');
    }
  }

  /** Gives the rest of a batch back at shutdown, so another worker need not wait for the lease to run out. */
  async function release(mails: OutboxMail[]): Promise<void> {
    if (mails.length === 0) return;
    await db
      .update(mailOutbox)
      .set({ lockedUntil: null })
      .where(
        inArray(
          mailOutbox.id,
          mails.map((m) => m.id),
        ),
      );
  }

  async function processDue(): Promise<MailRunResult> {
    const result: MailRunResult = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
    while (!stopped) {
      const batch = await claim();
      result.claimed += batch.length;
      let unreachable: unknown;
      for (const [i, mail] of batch.entries()) {
        if (stopped) {
          await release(batch.slice(i));
          return result;
        }
        // Once the server proved unreachable, the rest of the batch counts the same failed attempt.
        const error = unreachable ?? (await attempt(mail));
        if (error === undefined) {
          await markSent(mail);
          result.sent++;
          log.info({ mailId: mail.id, sink: sink.kind }, 'mail sent');
          continue;
        }
        if (unreachableCodes.has((error as { code?: string }).code ?? '')) unreachable = error;
        if (await markFailedAttempt(mail, error)) result.failed++;
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

  return {
    sink: sink.kind,
    mailDir,
    start() {
      if (started || stopped) return;
      started = true;
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
    nudge() {
      if (!started) return;
      if (inFlight) wakeAgain = true;
      else schedule(0);
    },
    runOnce,
  };
}

function createSink(options: MailWorkerOptions, mailDir: string): Sink {
  const from = options.config.mailFrom;
  if (options.transport) {
    const transport = options.transport;
    return {
      kind: 'transport',
      deliver: async (mail) => void (await transport.sendMail(toMessage(mail, from))),
      close: () => undefined,
    };
  }
  if (options.config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.config.smtpUrl, ...smtpTimeouts });
    return {
      kind: 'smtp',
      deliver: async (mail) => void (await transport.sendMail(toMessage(mail, from))),
      close: () => transport.close(),
    };
  }
  // No SMTP server configured: compose the same RFC 822 message and keep it as a file to read.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let dirReady: Promise<unknown> | undefined;
  return {
    kind: 'file',
    async deliver(mail) {
      const info = await composer.sendMail(toMessage(mail, from));
      dirReady ??= mkdir(mailDir, { recursive: true });
      await dirReady;
      const name = `${mail.createdAt.toISOString().replace(/:/g, '-')}-${mail.id}.eml`;
      const temp = path.join(mailDir, `.${name}.tmp`);
      // Written whole, then renamed, so a reader never sees half a message.
      await writeFile(temp, info.message as Buffer);
      await rename(temp, path.join(mailDir, name));
    },
    close: () => composer.close(),
  };
}

function toMessage(mail: OutboxMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    // Stable per outbox row, so a resend after a crash can be recognised as the same message.
    messageId: `<${mail.id}@${senderDomain(from)}>`,
    date: mail.createdAt,
  };
}

function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
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
