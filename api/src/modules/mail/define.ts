// What a mail template is: its catalogue keys, its body as a React Email component, and sample values. One
// template is one file under emails/ (registered in emails/index.ts); layout.tsx draws what every mail shares.
import type { Locale, MessageKey, MessageParams } from '@crestline/contracts';
import type { ReactNode } from 'react';

/** A template's values: text the caller gives (names, titles, amounts already formatted, absolute links). */
export type MailParams = Readonly<Record<string, string | undefined>>;

/**
 * A catalogue text in the recipient's language, its {placeholders} filled from the mail's values (the
 * template's params, {company} and {supportEmail}) and `extra`. Values are never read as placeholders.
 */
export type MailText = (key: MessageKey, extra?: MessageParams) => string;

export interface MailBodyProps<P extends MailParams> {
  text: MailText;
  params: P;
  lang: Locale;
}

export interface MailDefinition<P extends MailParams> {
  subject: MessageKey;
  /** The opening line; mail.greeting ("Hello {name},") unless set. */
  greeting?: MessageKey;
  /** The line inboxes show beside the subject (usually the first paragraph). */
  preview?: MessageKey;
  /** Who signs under mail.signOff: mail.signatureTeam, mail.signatureRecruitment, … */
  signature: MessageKey;
  /** What lies between the greeting and the sign-off: Paragraph and Action blocks from layout.tsx. */
  Body: (props: MailBodyProps<P>) => ReactNode;
  /** Realistic values in each language, for `npm run mail:preview` and emails.test.ts. */
  samples: Record<Locale, P>;
}

/** Declares a template; the type parameter is what callers pass to enqueueMail as `params`. */
export function defineMail<P extends MailParams>(definition: MailDefinition<P>): MailDefinition<P> {
  return definition;
}
