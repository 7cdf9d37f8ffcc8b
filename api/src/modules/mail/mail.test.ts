import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbKind, startHarness, type Harness } from '../../../test/harness';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createLogger } from '../../logger';
import { createMailWorker, enqueueMail, renderMail, type MailWorker, type MailWorkerOptions } from './index';

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

interface ReceivedMail {
  recipients: string[];
  raw: string;
}

interface LocalSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP server in this process, plain text (no STARTTLS), accepting any sender without login. */
async function startSmtp(
  opts: { port?: number; delayMs?: number; rejectRecipient?: boolean } = {},
): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!opts.rejectRecipient) return callback();
      const err = Object.assign(new Error(`No such user: ${address.address}`), { responseCode: 550 });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({
            recipients: session.envelope.rcptTo.map((a) => a.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        }, opts.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const smtp: LocalSmtp = { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
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

// Just enough MIME reading to check what a mail client would show.
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeWords(line.slice(name.length + 1).trim());
}

/** The decoded text/plain and text/html bodies of a message. */
function bodies(raw: string): string[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return parts.map((part) => {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const body = part.slice(split + 4);
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
    return body;
  });
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

describe('templates', () => {
  it('writes every template in English and Turkish, with the values in subject, text and HTML', () => {
    const en = renderMail('applicationReceived', 'en', {
      firstName: 'Ada',
      jobTitle: 'Customer Support Agent',
    });
    expect(en.subject).toBe('We received your application for Customer Support Agent');
    expect(en.text).toContain('Hello Ada,');
    expect(en.html).toContain('<html lang="en">');

    const tr = renderMail('applicationReceived', 'tr', {
      firstName: 'Çağla',
      jobTitle: 'Müşteri Temsilcisi',
    });
    expect(tr.subject).toBe('Müşteri Temsilcisi pozisyonu için başvurunuzu aldık');
    expect(tr.text).toContain('Merhaba Çağla,');
    expect(tr.html).toContain('<html lang="tr">');

    const reset = renderMail('passwordReset', 'tr', {
      name: 'İlker',
      resetUrl: 'https://crestline.example/resetpassword/abc',
    });
    expect(reset.subject).toBe('Crestline Staffing şifrenizi sıfırlayın');
    expect(reset.text).toContain('https://crestline.example/resetpassword/abc');
    expect(reset.text).toContain('bir saat');
    expect(reset.html).toContain('href="https://crestline.example/resetpassword/abc"');

    const changed = renderMail('passwordChanged', 'en', {
      name: 'Ada',
      supportEmail: 'help@crestline.example',
    });
    expect(changed.text).toContain('help@crestline.example');
    expect(renderMail('welcome', 'tr', { name: 'Şule' }).subject).toBe(
      'Crestline Staffing ailesine hoş geldiniz',
    );
    expect(renderMail('franchiseReceived', 'tr', { name: 'Öykü' }).subject).toBe(
      'Franchise başvurunuzu aldık',
    );
  });

  it('falls back to English for any other language', () => {
    expect(renderMail('welcome', 'de-DE', { name: 'Ada' }).subject).toBe('Welcome to Crestline Staffing');
    expect(renderMail('welcome', undefined, { name: 'Ada' }).subject).toBe('Welcome to Crestline Staffing');
  });

  it('escapes values in the HTML and keeps the subject on one line', () => {
    const mail = renderMail('applicationReceived', 'en', {
      firstName: '<script>alert(1)</script>',
      jobTitle: 'Agent\r\nBcc: victim@example.com & "friends"',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&amp; &quot;friends&quot;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('never turns a non-web link into a clickable button', () => {
    const mail = renderMail('passwordReset', 'en', { name: 'Ada', resetUrl: 'javascript:alert(1)' });
    expect(mail.html).not.toContain('href="javascript:');
  });
});

describe('outbox', () => {
  it('stores a pending mail, inside the caller’s transaction', async () => {
    const db = h.database.db;
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: 'a@example.com',
          template: 'welcome',
          locale: 'en',
          params: { name: 'A' },
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    const { id } = await db.transaction((tx) =>
      enqueueMail(tx, { to: 'b@example.com', template: 'welcome', locale: 'tr', params: { name: 'Bülent' } }),
    );
    const row = await outboxRow(id);
    expect(row).toMatchObject({ to: 'b@example.com', status: 'pending', attempts: 0, sentAt: null });
    expect(row.subject).toBe('Crestline Staffing ailesine hoş geldiniz');
    expect(row.html).toContain('Bülent');
  });
});

describe('worker over SMTP', () => {
  it('delivers English and Turkish mail to the SMTP server and marks it sent', async () => {
    const smtp = await startSmtp();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    expect(w.sink).toBe('smtp');
    const en = await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'applicationReceived',
      locale: 'en',
      params: { firstName: 'Ada', jobTitle: 'Customer Support Agent' },
    });
    const tr = await enqueueMail(h.database.db, {
      to: 'cagla@example.com',
      template: 'passwordChanged',
      locale: 'tr',
      params: { name: 'Çağla Işık' },
    });

    expect(await w.runOnce()).toEqual({ claimed: 2, sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
    const byRecipient = new Map(smtp.received.map((m) => [m.recipients.join(), m.raw]));
    const enRaw = byRecipient.get('ada@example.com') ?? '';
    expect(header(enRaw, 'Subject')).toBe('We received your application for Customer Support Agent');
    expect(header(enRaw, 'From')).toContain('Crestline Staffing');
    expect(header(enRaw, 'Message-ID')).toContain(en.id);
    const trRaw = byRecipient.get('cagla@example.com') ?? '';
    expect(header(trRaw, 'Subject')).toBe('Crestline Staffing şifreniz değiştirildi');
    expect(header(trRaw, 'To')).toBe('cagla@example.com');
    expect(bodies(trRaw).join('\n')).toContain('Merhaba Çağla Işık,');

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
    const raw = readFileSync(path.join(w.mailDir, file), 'utf8');
    expect(header(raw, 'To')).toBe('ada@example.com');
    expect(header(raw, 'Subject')).toBe('Reset your Crestline Staffing password');
    const [text = '', html = ''] = bodies(raw);
    expect(text).toContain(resetUrl);
    expect(html).toContain(`href="${resetUrl}"`);
    expect((await outboxRow(id)).status).toBe('sent');
  });
});

describe('worker loop', () => {
  it('sends at once when nudged and finishes a send in flight before it stops', async () => {
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
    w.nudge();
    // Wait until the send is under way, then stop: stop waits for it.
    await waitFor(async () => (await outboxRow(id)).lockedUntil !== null);
    await w.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await outboxRow(id)).status).toBe('sent');
  });

  it('picks up mail by polling, without a nudge', async () => {
    const w = worker({ pollIntervalMs: 50 });
    w.start();
    await enqueueMail(h.database.db, {
      to: 'ada@example.com',
      template: 'welcome',
      locale: 'en',
      params: { name: 'A' },
    });
    await waitFor(() => existsSync(w.mailDir) && readdirSync(w.mailDir).some((f) => f.endsWith('.eml')));
  });
});
