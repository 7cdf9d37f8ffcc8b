// What other modules call to send mail. Queuing is a database write, so callers make it part of their
// own transaction: the mail and its delivery job exist exactly when the application, account or token it
// is about exists (delivery.ts sends it).
import { normalizeLocale, type Locale } from '@crestline/contracts';
import { sendJob } from '../../background';
import type { DbOrTx } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import { mailDelivery } from './delivery';
import { outboxRepository, type OutboxBacklog } from './repository';
import { renderMail, type MailTemplate, type MailTemplateParams } from './templates';

export type MailRequest = {
  [T in MailTemplate]: {
    to: string;
    template: T;
    /** Language of the request; anything but en/tr falls back to en. */
    locale: Locale | string | null | undefined;
    params: MailTemplateParams[T];
    /** Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
    headers?: Record<string, string>;
    /** Small text files sent with the mail, e.g. an `.ics` invitation (`text/calendar; method=REQUEST`). */
    attachments?: MailAttachment[];
  };
}[MailTemplate];

/** Header names a caller may not set: the sink writes these itself. */
const reservedHeaders = new Set([
  'from',
  'to',
  'subject',
  'date',
  'message-id',
  'content-type',
  'mime-version',
]);

/** Renders the mail now, stores it as pending and queues its delivery. Returns the outbox row's id. */
export async function enqueueMail(db: DbOrTx, mail: MailRequest): Promise<{ id: string }> {
  const rendered = await renderMail<MailTemplate>(
    mail.template,
    mail.locale,
    mail.params as MailTemplateParams[MailTemplate],
  );
  const headers = mail.headers ?? {};
  for (const [name, value] of Object.entries(headers)) {
    if (reservedHeaders.has(name.toLowerCase()) || /[\r\n]/.test(name + value))
      throw new Error(`Mail header not allowed: ${name}`);
  }
  // One transaction (a savepoint when db is one already): no outbox row without its job.
  return db.transaction(async (tx) => {
    const row = await outboxRepository(tx).insert({
      to: mail.to.trim(),
      ...rendered,
      template: mail.template,
      locale: normalizeLocale(mail.locale),
      headers: Object.keys(headers).length ? headers : null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    });
    // The job carries the row's id only (and is named by it): the address and text stay in the outbox,
    // which erasure reaches.
    await sendJob(mailDelivery, { mailId: row.id }, { tx, id: row.id });
    return row;
  });
}

/** How much mail waits in the outbox and for how long (the operators' metrics read it at each scrape). */
export function outboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  return outboxRepository(db).backlog();
}
