// Putting mail in the outbox is a database write, so callers can make it part of their own transaction:
// the mail exists exactly when the application, account or token it is about exists.
import type { Locale } from '@crestline/contracts';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { renderMail, type MailTemplate, type MailTemplateParams } from './templates';

/** A Drizzle database or a transaction opened on it (`db.transaction(async (tx) => …)`); both have this API. */
export type DbOrTx = Db;

export type MailRequest = {
  [T in MailTemplate]: {
    to: string;
    template: T;
    /** Language of the request; anything but en/tr falls back to en. */
    locale: Locale | string | null | undefined;
    params: MailTemplateParams[T];
  };
}[MailTemplate];

/** Renders the mail now and stores it as pending; the worker sends it. Returns the outbox row's id. */
export async function enqueueMail(db: DbOrTx, mail: MailRequest): Promise<{ id: string }> {
  const rendered = renderMail<MailTemplate>(
    mail.template,
    mail.locale,
    mail.params as MailTemplateParams[MailTemplate],
  );
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to.trim(), subject: rendered.subject, text: rendered.text, html: rendered.html })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  return row;
}
