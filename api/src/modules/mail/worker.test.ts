import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startHarness, type Harness } from '../../../test/harness';
import { parseMail } from '../../../test/mime';
import { startSmtp as startLocalSmtp } from '../../../test/smtp';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { enqueueMail } from './outbox';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from './worker';

const logger = createLogger('silent');
let h: Harness;
const cleanups: (() => Promise<unknown> | void)[] = [];

beforeAll(async () => {
  h = await startHarness();
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

/** A port nothing listens on (yet). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

function worker(overrides: Partial<MailWorkerOptions> & { smtpUrl?: string } = {}): MailWorker {
  const { smtpUrl, ...rest } = overrides;
  const w = createMailWorker({
    database: h.database,
    config: { ...h.config, smtpUrl },
    logger,
    ...rest,
  });
  cleanups.push(() => w.stop());
  return w;
}

async function outboxRow(id: string) {
  const [row] = await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('worker over SMTP', () => {
  it('delivers English and Turkish mail to the SMTP server and marks it sent', async () => {
    const smtp = await startSmtp();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    expect(w.sink).toBe('smtp');
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

    expect(await w.runOnce()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
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
      const row = await outboxRow(id);
      expect(row.status).toBe('sent');
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.lockedUntil).toBeNull();
    }
    expect(await w.runOnce()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('keeps mail while the SMTP server is down and sends it once when it is back', async () => {
    const port = await closedPort();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { id } = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'welcome',
      locale: 'en',
      params: { name: 'Ada' },
    });
    const second = await enqueueMail(h.database.db, {
      to: 'bora@example.com',
      template: 'welcome',
      locale: 'tr',
      params: { name: 'Bora' },
    });

    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 0, retrying: 2 });
    const down = await outboxRow(id);
    expect(down.status).toBe('pending');
    expect(down.attempts).toBe(1);
    expect(down.lockedUntil).toBeNull();
    expect(down.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(down.nextAttemptAt.getTime()).toBeGreaterThan(down.createdAt.getTime() + 20_000);
    expect((await outboxRow(second.id)).attempts).toBe(1);
    // Not due yet: nothing is tried again.
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    const smtp = await startSmtp({ port });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
    await h.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await w.runOnce()).toMatchObject({ claimed: 2, sent: 2, retrying: 0 });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });

    expect(smtp.received.map((m) => m.recipients.join()).sort()).toEqual([
      'ada@example.com',
      'bora@example.com',
    ]);
    const sent = await outboxRow(id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('backs off exponentially and gives up after ten attempts', async () => {
    const port = await closedPort();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const { id } = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'welcome',
      locale: 'en',
      params: { name: 'Ada' },
    });
    await h.database.db.update(mailOutbox).set({ attempts: 3 });
    await w.runOnce();
    const fourth = await outboxRow(id);
    expect(fourth.attempts).toBe(4);
    const delaySeconds = (fourth.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(delaySeconds).toBeGreaterThan(200); // 30 s × 2³ = 240 s
    expect(delaySeconds).toBeLessThanOrEqual(241);

    await h.database.db
      .update(mailOutbox)
      .set({ attempts: 9, nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 10 });
    await h.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await w.runOnce()).toMatchObject({ claimed: 0 });
  });

  it('marks mail failed at once when the server rejects it for good', async () => {
    const smtp = await startSmtp({ rejectRecipient: true });
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const { id } = await enqueueMail(h.database.db, {
      to: 'nobody@example.com',
      template: 'welcome',
      locale: 'en',
      params: { name: 'Nobody' },
    });
    expect(await w.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('550');
  });

  it('never sends a mail twice when two workers run at the same time', async () => {
    const smtp = await startSmtp({ delayMs: 5 });
    // On PostgreSQL the second worker gets its own connection pool, as a second API instance would.
    let other: Database = h.database;
    if (dbKind === 'postgres') {
      other = await openDatabase({ databaseUrl: h.config.databaseUrl });
      cleanups.push(() => other.close());
    }
    const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
    const a = worker({ smtpUrl, batchSize: 3 });
    const b = worker({ smtpUrl, batchSize: 3, database: other });
    const total = 24;
    for (let i = 0; i < total; i++) {
      await enqueueMail(h.database.db, {
        to: `person${i}@example.com`,
        template: 'welcome',
        locale: i % 2 ? 'tr' : 'en',
        params: { name: `Person ${i}` },
      });
    }

    const [a1, b1, a2, b2] = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    // Both workers took part, and together they sent each mail exactly once.
    expect(a1.sent + a2.sent).toBeGreaterThan(0);
    expect(b1.sent + b2.sent).toBeGreaterThan(0);
    expect(a1.sent + a2.sent + b1.sent + b2.sent).toBe(total);
    const recipients = smtp.received.map((m) => m.recipients.join());
    expect(recipients).toHaveLength(total);
    expect(new Set(recipients).size).toBe(total);
    const rows = await h.database.db.select().from(mailOutbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('worker without SMTP', () => {
  it('writes each mail as a readable .eml file under DATA_DIR/mail', async () => {
    const w = worker();
    expect(w.sink).toBe('file');
    expect(w.mailDir).toBe(path.join(h.dataDir, 'mail'));
    const resetUrl = `${h.config.publicUrl}/resetpassword/${'a1b2c3d4'.repeat(8)}`;
    const { id } = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'passwordReset',
      locale: 'en',
      params: { name: 'Ada', resetUrl },
    });
    expect(await w.runOnce()).toMatchObject({ sent: 1 });

    const files = readdirSync(w.mailDir);
    expect(files).toHaveLength(1);
    const [file = ''] = files;
    expect(file).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d\\.\\d{3}Z-${id}\\.eml$`));
    const mail = parseMail(readFileSync(path.join(w.mailDir, file), 'utf8'));
    expect(mail.headers.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Reset your Crestline Staffing password');
    const [text = '', html = ''] = mail.parts;
    expect(text).toContain(resetUrl);
    expect(html).toContain(`href="${resetUrl}"`);
    expect((await outboxRow(id)).status).toBe('sent');
  });
});

describe('worker loop', () => {
  it('sends at once when mail is queued and finishes a send in flight before it stops', async () => {
    const smtp = await startSmtp({ delayMs: 300 });
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, pollIntervalMs: 60_000 });
    w.start();
    await new Promise((r) => setTimeout(r, 50)); // the first poll at start finds nothing
    const { id } = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'welcome',
      locale: 'en',
      params: { name: 'Ada' },
    });
    // Wait until the send is under way, then stop: stop waits for it.
    await waitFor(async () => (await outboxRow(id)).lockedUntil !== null);
    await w.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('picks up mail by polling when no notification came', async () => {
    const w = worker({ pollIntervalMs: 50 });
    w.start();
    await new Promise((r) => setTimeout(r, 100));
    // Written without the outbox's NOTIFY, as when the listening connection was down.
    await h.database.db.insert(mailOutbox).values({ to: 'ada@example.com', subject: 'Hi', text: 'Hello' });
    await waitFor(() => existsSync(w.mailDir) && readdirSync(w.mailDir).some((f) => f.endsWith('.eml')));
  });
});
