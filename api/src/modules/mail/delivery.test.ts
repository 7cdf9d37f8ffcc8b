// Mail delivery through the background queue: each test starts the queue(s) it needs, as API processes
// would, with the SMTP server it needs (the harness's own queue stays stopped).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startHarness, type Harness } from '../../../test/harness';
import { parseMail } from '../../../test/mime';
import { closedPort, startSmtp as startLocalSmtp } from '../../../test/smtp';
import { createBackgroundQueue, type BackgroundQueue } from '../../background';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { mailDelivery, type MailDeliveryOptions } from './delivery';
import { mailModule } from './module';
import { enqueueMail } from './outbox';
import { sleep, waitFor } from '@crestline/contracts/testing';

const logger = createLogger('silent');
let h: Harness;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  h = await startHarness({}, { queue: false });
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await h.database.db.delete(mailOutbox);
});
afterAll(() => h.close());

async function startSmtp(opts: Parameters<typeof startLocalSmtp>[0] = {}) {
  const smtp = await startLocalSmtp(opts);
  cleanups.push(() => smtp.close());
  return smtp;
}

/** Starts a queue delivering mail, as an API process does. */
async function startDelivery(
  o: {
    smtpUrl?: string;
    mailFrom?: string;
    database?: Database;
    listen?: boolean;
  } & Pick<MailDeliveryOptions, 'pollSeconds'> = {},
) {
  const database = o.database ?? h.database;
  const queue = createBackgroundQueue({ database, logger, listen: o.listen ?? true });
  const delivery = mailModule({
    db: database.db,
    queue,
    config: { ...h.config, smtpUrl: o.smtpUrl, mailFrom: o.mailFrom ?? h.config.mailFrom },
    logger,
    ...(o.pollSeconds ? { pollSeconds: o.pollSeconds } : {}),
  });
  queue.register(delivery.workers);
  await queue.start();
  cleanups.push(async () => {
    // The next test starts from an empty queue.
    if (queue.started) await queue.boss.deleteAllJobs();
    await queue.stop();
    await delivery.stop();
  });
  return { queue, delivery };
}

const welcome = (to: string, locale = 'en') =>
  enqueueMail(h.database.db, { to, template: 'welcome', locale, params: { name: to.split('@')[0]! } });

async function outboxRow(id: string) {
  const [row] = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** The delivery job of a mail, as the queue holds it (a mail's job is named by its id). */
async function deliveryJob(queue: BackgroundQueue, mailId: string) {
  const [job] = await queue.boss.findJobs<{ mailId: string }>(mailDelivery.name, { id: mailId });
  if (!job) throw new Error(`no delivery job for ${mailId}`);
  return job;
}

/** Time passes: the retry the queue set for later is due now. */
async function makeDue(queue: BackgroundQueue, mailId: string) {
  await queue.boss.update(mailDelivery.name, undefined, { id: mailId, startAfter: 0 });
  queue.wake(mailDelivery);
}

describe('delivery over SMTP', () => {
  it('sends the header lines and text attachments a mail was queued with, and records its template and language', async () => {
    const smtp = await startSmtp();
    await startDelivery({ smtpUrl: smtp.url });
    const invite = [
      'BEGIN:VCALENDAR',
      'METHOD:REQUEST',
      'BEGIN:VEVENT',
      'UID:test-1@crestline',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const queued = await enqueueMail(h.database.db, {
      to: 'deniz@example.com',
      template: 'welcome',
      locale: 'tr',
      params: { name: 'Deniz' },
      headers: {
        'List-Unsubscribe': '<https://example.com/u/1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      attachments: [
        {
          filename: 'invite.ics',
          contentType: 'text/calendar; method=REQUEST; charset=utf-8',
          content: invite,
        },
      ],
    });
    await waitFor(async () => (await outboxRow(queued.id)).sentAt !== null);
    expect(await outboxRow(queued.id)).toMatchObject({ template: 'welcome', locale: 'tr' });
    const [mail] = smtp.received;
    expect(mail?.headers['list-unsubscribe']).toBe('<https://example.com/u/1>');
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; method=REQUEST/i);
    expect(mail?.raw).toContain('filename=invite.ics');
    expect(mail?.text).toContain('UID:test-1@crestline');
    expect(mail?.text).toContain('Merhaba Deniz');
  });

  it('refuses header lines that would change who the mail is from or to', async () => {
    for (const headers of <Record<string, string>[]>[
      { From: 'x@evil.example' },
      { 'X-Note': 'a\r\nBcc: y@evil.example' },
    ]) {
      await expect(
        enqueueMail(h.database.db, {
          to: 'a@example.com',
          template: 'welcome',
          locale: 'en',
          params: { name: 'A' },
          headers,
        }),
      ).rejects.toThrow(/not allowed/);
    }
    expect(await h.database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('delivers English and Turkish mail to the SMTP server once and marks it sent', async () => {
    const smtp = await startSmtp();
    const { queue, delivery } = await startDelivery({ smtpUrl: smtp.url });
    expect(delivery.sink).toBe('smtp');
    const en = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'applicationReceived',
      locale: 'en',
      params: { name: 'Ada', jobTitle: 'Customer Support Agent' },
    });
    const tr = await enqueueMail(h.database.db, {
      to: 'cagla@example.com',
      template: 'passwordChanged',
      locale: 'tr',
      params: { name: 'Çağla Işık' },
    });
    await waitFor(
      async () => (await outboxRow(en.id)).sentAt !== null && (await outboxRow(tr.id)).sentAt !== null,
    );

    expect(smtp.received).toHaveLength(2);
    const byRecipient = new Map(smtp.received.map((m) => [m.recipients.join(), m]));
    const enMail = byRecipient.get('ada@example.com');
    expect(enMail?.subject).toBe('We received your application for Customer Support Agent');
    expect(enMail?.headers.from).toContain('Crestline Staffing');
    expect(enMail?.headers['message-id']).toContain(en.id);
    const trMail = byRecipient.get('cagla@example.com');
    expect(trMail?.subject).toBe('Crestline Staffing şifreniz değiştirildi');
    expect(trMail?.headers.to).toBe('cagla@example.com');
    expect(trMail?.text).toContain('Merhaba Çağla Işık,');

    for (const id of [en.id, tr.id]) {
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      // The job is done, and all it carries is the mail's id.
      const job = await deliveryJob(queue, id);
      expect(job.state).toBe('completed');
      expect(job.data).toEqual({ mailId: id });
    }
    await sleep(300);
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps mail while the SMTP server is down and sends it once when it is back', async () => {
    const port = await closedPort();
    const { queue } = await startDelivery({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { id } = await welcome('ada@example.com');
    const second = await welcome('bora@example.com', 'tr');
    await waitFor(async () => (await deliveryJob(queue, id)).state === 'retry');
    await waitFor(async () => (await deliveryJob(queue, second.id)).state === 'retry');

    const down = await outboxRow(id);
    expect(down).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(down.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // The queue tries again after 30 s at the soonest.
    expect((await deliveryJob(queue, id)).startAfter.getTime()).toBeGreaterThan(Date.now() + 25_000);
    expect((await outboxRow(second.id)).attempts).toBe(1);
    // Not due yet: nothing is tried again, even once the server is back.
    const smtp = await startSmtp({ port });
    await sleep(500);
    expect((await outboxRow(id)).attempts).toBe(1);
    expect(smtp.received).toHaveLength(0);

    await makeDue(queue, id);
    await makeDue(queue, second.id);
    await waitFor(
      async () => (await outboxRow(id)).sentAt !== null && (await outboxRow(second.id)).sentAt !== null,
    );
    await sleep(300);
    expect(smtp.received.map((m) => m.recipients.join()).sort()).toEqual([
      'ada@example.com',
      'bora@example.com',
    ]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off exponentially and gives up after ten attempts', async () => {
    const port = await closedPort();
    const { queue } = await startDelivery({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { id } = await welcome('ada@example.com');
    for (let attempt = 1; attempt < 10; attempt++) {
      await waitFor(async () => (await deliveryJob(queue, id)).state === 'retry');
      expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: attempt });
      // 30 s after the first failure, doubling each time, at most an hour (plus up to as much again as jitter).
      const delaySeconds = ((await deliveryJob(queue, id)).startAfter.getTime() - Date.now()) / 1000;
      expect(delaySeconds).toBeGreaterThan(Math.min(3_600, 30 * 2 ** (attempt - 1)) - 2);
      expect(delaySeconds).toBeLessThanOrEqual(Math.min(3_600, 30 * 2 ** attempt) + 1);
      await makeDue(queue, id);
      await waitFor(async () => (await outboxRow(id)).attempts === attempt + 1);
    }
    await waitFor(async () => (await deliveryJob(queue, id)).state === 'completed');
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 10 });
    expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    // Given up: nothing waits to try it again.
    expect(await queue.boss.findJobs(mailDelivery.name, { queued: true })).toEqual([]);
  });

  it('marks mail failed at once when the server rejects it for good', async () => {
    const smtp = await startSmtp({ rejectRecipient: true });
    const { queue } = await startDelivery({ smtpUrl: smtp.url });
    const { id } = await welcome('nobody@example.com');
    await waitFor(async () => (await deliveryJob(queue, id)).state === 'completed');
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
    expect(await queue.boss.findJobs(mailDelivery.name, { queued: true })).toEqual([]);
    // What the queue keeps of the job names neither the address nor the server's answer.
    expect(JSON.stringify(await deliveryJob(queue, id))).not.toMatch(/nobody|550/);
  });

  it('never sends a mail twice when two processes deliver at the same time', async () => {
    const smtp = await startSmtp({ delayMs: 20 });
    // On PostgreSQL the second process gets its own connections, as a second API instance would.
    let other: Database = h.database;
    if (dbKind === 'postgres') {
      other = await openDatabase({ databaseUrl: h.config.databaseUrl });
      cleanups.push(() => other.close());
    }
    // Each process signs its mail with its own sender, to tell who sent what.
    await startDelivery({ smtpUrl: smtp.url, mailFrom: 'A <a@processes.example>' });
    await startDelivery({ smtpUrl: smtp.url, mailFrom: 'B <b@processes.example>', database: other });
    const total = 24;
    await h.database.db.transaction(async (tx) => {
      for (let i = 0; i < total; i++) {
        await enqueueMail(tx, {
          to: `person${i}@example.com`,
          template: 'welcome',
          locale: i % 2 ? 'tr' : 'en',
          params: { name: `Person ${i}` },
        });
      }
    });
    const sent = async () =>
      (
        await h.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(eq(mailOutbox.status, 'sent'))
      )[0]?.n;
    await waitFor(async () => (await sent()) === total, { timeoutMs: 20_000 });
    await sleep(300);

    // Both processes took part, and together they sent each mail exactly once.
    const senders = new Set(
      smtp.received.map((m) => /(\w+)@processes\.example/.exec(m.headers.from ?? '')?.[1]),
    );
    expect(senders).toEqual(new Set(['a', 'b']));
    const recipients = smtp.received.map((m) => m.recipients.join());
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    const rows = await h.database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('delivery without SMTP', () => {
  it('writes each mail as a readable .eml file under DATA_DIR/mail', async () => {
    const { delivery } = await startDelivery();
    expect(delivery.sink).toBe('file');
    expect(delivery.mailDir).toBe(path.join(h.dataDir, 'mail'));
    const resetUrl = `${h.config.publicUrl}/resetpassword/${'a1b2c3d4'.repeat(8)}`;
    const { id } = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'passwordReset',
      locale: 'en',
      params: { name: 'Ada', resetUrl },
    });
    await waitFor(async () => (await outboxRow(id)).status === 'sent');

    const files = readdirSync(delivery.mailDir);
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    expect(file).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${id}\\.eml$`));
    const mail = parseMail(readFileSync(path.join(delivery.mailDir, file), 'utf8'));
    expect(mail.headers.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your Crestline Staffing password');
    const [text = '', html = ''] = mail.parts;
    expect(text).toContain(resetUrl);
    expect(html).toContain(`href="${resetUrl}"`);
  });
});

describe('the delivery loop', () => {
  it('sends at once when mail is queued and finishes a send in flight before it stops', async () => {
    const smtp = await startSmtp({ delayMs: 300 });
    // Polling every minute: only the queue's wake-up on commit can make this send within the wait below.
    const { queue } = await startDelivery({ smtpUrl: smtp.url, pollSeconds: 60 });
    await sleep(50); // the first look at start finds nothing
    const { id } = await welcome('ada@example.com');
    // Wait until the send is under way, then stop: stop waits for it.
    await waitFor(async () => (await deliveryJob(queue, id)).state === 'active', { timeoutMs: 5_000 });
    await queue.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('delivers by polling when no wake-up comes (LISTEN/NOTIFY unavailable)', async () => {
    const { delivery } = await startDelivery({ listen: false, pollSeconds: 1 });
    await sleep(100);
    const { id } = await welcome('ada@example.com');
    await waitFor(async () => (await outboxRow(id)).status === 'sent');
    expect(readdirSync(delivery.mailDir).filter((f) => f.endsWith(`${id}.eml`))).toHaveLength(1);
  });

  it('queues mail that was left pending without a job when the queue starts, once', async () => {
    // As an earlier version's outbox left it: a pending row and no job.
    const [row] = await h.database.db
      .insert(mailOutbox)
      .values({ to: 'ada@example.com', subject: 'Hi', text: 'Hello' })
      .returning();
    const { queue, delivery } = await startDelivery();
    // Two processes starting at once: the job is named by the mail's id, so only one is queued.
    const queued = await Promise.all([delivery.requeuePending(), delivery.requeuePending()]);
    expect(queued[0] + queued[1]).toBe(1);
    await waitFor(async () => (await outboxRow(row!.id)).status === 'sent');
    expect(await queue.boss.findJobs(mailDelivery.name, { id: row!.id })).toHaveLength(1);
    expect(await delivery.requeuePending()).toBe(0);
  });
});
