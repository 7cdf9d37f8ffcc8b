// Where delivery hands mail over: a given transport (tests), the SMTP server of SMTP_URL, or, with no
// server configured, .eml files under DATA_DIR/mail holding the same RFC 822 message.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { OutboxMail } from './repository';

/** Anything that can send a nodemailer message: a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

export type SinkKind = 'smtp' | 'file' | 'transport';

export interface Sink {
  kind: SinkKind;
  deliver(mail: OutboxMail): Promise<void>;
  close(): void;
}

export interface SinkOptions {
  mailFrom: string;
  smtpUrl?: string | undefined;
  /** Folder of the .eml files when there is neither a transport nor an SMTP server. */
  mailDir: string;
  /** Wins over smtpUrl; the caller keeps ownership (it is not closed). */
  transport?: MailTransport | undefined;
}

// Kept well below a delivery job's expiry (delivery.ts) so a hanging server cannot outlast a try.
const smtpTimeouts = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createSink({ mailFrom, smtpUrl, mailDir, transport }: SinkOptions): Sink {
  if (transport) {
    return {
      kind: 'transport',
      deliver: async (mail) => void (await transport.sendMail(toMessage(mail, mailFrom))),
      close: () => undefined,
    };
  }
  if (smtpUrl) {
    const smtp = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
    return {
      kind: 'smtp',
      deliver: async (mail) => void (await smtp.sendMail(toMessage(mail, mailFrom))),
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let dirReady: Promise<unknown> | undefined;
  return {
    kind: 'file',
    async deliver(mail) {
      const info = await composer.sendMail(toMessage(mail, mailFrom));
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
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments?.length
      ? {
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
          })),
        }
      : {}),
    // Stable per outbox row, so a resend after a crash can be recognised as the same message.
    messageId: `<${mail.id}@${senderDomain(from)}>`,
    date: mail.createdAt,
  };
}

function senderDomain(from: string): string {
  return /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
}
