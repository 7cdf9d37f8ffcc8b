// What other modules call to send mail. Queuing is a database write, so callers make it part of their
// own transaction: the mail exists exactly when the application, account or token it is about exists,
// and the workers are woken when that transaction commits.
import type { Locale } from '@crestline/contracts';
import type { DbOrTx } from '../../db/client';
import { outboxRepository } from './repository';
import { renderMail, type MailTemplate, type MailTemplateParams } from './templates';

export type MailRequest = {
  [T in MailTemplate]: {
    to: string;
    template: T;
    /** Language of the request; anything but en/tr falls back to en. */
    locale: Locale | string | null | undefined;
    params: MailTemplateParams[T];
  };
}[MailTemplate];

/** Renders the mail now and stores it as pending; a worker sends it. Returns the outbox row's id. */
export async function enqueueMail(db: DbOrTx, mail: MailRequest): Promise<{ id: string }> {
  const rendered = renderMail<MailTemplate>(
    mail.template,
    mail.locale,
    mail.params as MailTemplateParams[MailTemplate],
  );
  return outboxRepository(db).insert({ to: mail.to.trim(), ...rendered });
}
