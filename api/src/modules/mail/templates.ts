// Transactional mail. Each template is a React Email component in emails/ whose texts are catalogue keys
// (under `mail.` in contracts/src/locales), drawn inside the shared layout (layout.tsx) in the recipient's
// language; the plain-text part is read from that HTML by React Email's toPlainText.
import { normalizeLocale, t, type Locale, type MessageParams } from '@crestline/contracts';
import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { COMPANY_NAME } from './company';
import type { MailDefinition, MailParams, MailText } from './define';
import { mailTemplates } from './emails';
import { MailLayout, plainTextOptions } from './layout';

/** Where a user turns when a security mail surprises them; callers may pass their own. */
export const DEFAULT_SUPPORT_EMAIL = 'support@crestlinestaffing.example';

type Templates = typeof mailTemplates;
export type MailTemplate = keyof Templates;
/** What each template needs from its caller (declared in its file under emails/). */
export type MailTemplateParams = {
  [T in MailTemplate]: Templates[T] extends MailDefinition<infer P> ? P : never;
};

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders a template in en or tr (anything else falls back to en, as the stored language does). */
export async function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale | string | null | undefined,
  params: MailTemplateParams[T],
): Promise<RenderedMail> {
  if (!Object.hasOwn(mailTemplates, template)) throw new Error(`Unknown mail template: ${String(template)}`);
  // Each definition is typed by its own params; here they are only handed back to its Body.
  const definition = mailTemplates[template] as unknown as MailDefinition<MailParams>;
  const lang = normalizeLocale(locale);
  const given = params as MailParams;
  const values: MessageParams = {
    ...Object.fromEntries(
      Object.entries(given).filter((entry): entry is [string, string] => entry[1] != null),
    ),
    supportEmail: given.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    company: COMPANY_NAME,
  };
  const text: MailText = (key, extra) => t(lang, key, { ...values, ...extra });
  // A subject is one header line: no line breaks from interpolated values.
  const subject = text(definition.subject).replace(/\s+/g, ' ').trim();
  const html = await render(
    createElement(MailLayout, {
      lang,
      subject,
      ...(definition.preview ? { preview: text(definition.preview) } : {}),
      greeting: text(definition.greeting ?? 'mail.greeting'),
      signature: text(definition.signature),
      text,
      children: createElement(definition.Body, { text, params: given, lang }),
    }),
  );
  return { subject, text: `${toPlainText(html, plainTextOptions).trim()}\n`, html };
}
