// Transactional mail. Each template is a list of catalogue keys (texts under `mail.` in
// contracts/src/locales) rendered in the recipient's language twice: as plain text and as simple
// inline-styled HTML with every value escaped.
import { normalizeLocale, t, type Locale, type MessageKey } from '@crestline/contracts';
import { escapeHtml } from '../../lib/html';

export const COMPANY_NAME = 'Crestline Staffing';
/** Where a user turns when a security mail surprises them; callers may pass their own. */
export const DEFAULT_SUPPORT_EMAIL = 'support@crestlinestaffing.example';

export interface MailTemplateParams {
  applicationReceived: { name: string; jobTitle: string };
  passwordReset: { name: string; resetUrl: string };
  /** An invitation to become an admin (the link is single-use, valid 48 hours). */
  adminInvitation: { name: string; inviteUrl: string };
  passwordChanged: { name: string; supportEmail?: string };
  welcome: { name: string };
  franchiseReceived: { name: string };
  /** After a subscription's first payment; amount is already formatted in the buyer's language. */
  paymentConfirmed: { name: string; amount: string; description: string; months: string };
  /** A renewal's payment failed. */
  renewalFailed: { name: string; amount: string; description: string };
}

export type MailTemplate = keyof MailTemplateParams;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a mail says, as catalogue keys; every text is greeted with mail.greeting and signed off. */
interface MailLayout {
  subject: MessageKey;
  paragraphs: MessageKey[];
  /** A button to `url` (a parameter holding a web link). */
  action?: { label: MessageKey; url: 'resetUrl' | 'inviteUrl' };
  closing?: MessageKey[];
  signature: MessageKey;
}

const layouts: Record<MailTemplate, MailLayout> = {
  applicationReceived: {
    subject: 'mail.applicationReceived.subject',
    paragraphs: ['mail.applicationReceived.body1', 'mail.applicationReceived.body2'],
    closing: ['mail.applicationReceived.closing1'],
    signature: 'mail.signatureRecruitment',
  },
  passwordReset: {
    subject: 'mail.passwordReset.subject',
    paragraphs: ['mail.passwordReset.body1'],
    action: { label: 'mail.passwordReset.button', url: 'resetUrl' },
    closing: ['mail.passwordReset.closing1', 'mail.passwordReset.closing2'],
    signature: 'mail.signatureTeam',
  },
  adminInvitation: {
    subject: 'mail.adminInvitation.subject',
    paragraphs: ['mail.adminInvitation.body1'],
    action: { label: 'mail.adminInvitation.button', url: 'inviteUrl' },
    closing: ['mail.adminInvitation.closing1'],
    signature: 'mail.signatureTeam',
  },
  passwordChanged: {
    subject: 'mail.passwordChanged.subject',
    paragraphs: ['mail.passwordChanged.body1', 'mail.passwordChanged.body2'],
    signature: 'mail.signatureTeam',
  },
  welcome: {
    subject: 'mail.welcome.subject',
    paragraphs: ['mail.welcome.body1', 'mail.welcome.body2', 'mail.welcome.body3'],
    signature: 'mail.signatureTeam',
  },
  franchiseReceived: {
    subject: 'mail.franchiseReceived.subject',
    paragraphs: ['mail.franchiseReceived.body1', 'mail.franchiseReceived.body2'],
    signature: 'mail.signatureFranchise',
  },
  paymentConfirmed: {
    subject: 'mail.paymentConfirmed.subject',
    paragraphs: ['mail.paymentConfirmed.body1', 'mail.paymentConfirmed.body2', 'mail.paymentConfirmed.body3'],
    signature: 'mail.signatureTeam',
  },
  renewalFailed: {
    subject: 'mail.renewalFailed.subject',
    paragraphs: ['mail.renewalFailed.body1', 'mail.renewalFailed.body2'],
    signature: 'mail.signatureTeam',
  },
};

/** A template's texts in one language: plain strings, which the HTML renderer escapes. */
interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string; fallback: string };
  closing: string[];
  signOff: string;
  signature: string;
  footer: string;
}

/** Renders a template in en or tr (anything else falls back to en, as the stored language does). */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale | string | null | undefined,
  params: MailTemplateParams[T],
): RenderedMail {
  const lang = normalizeLocale(locale);
  const layout = layouts[template];
  if (!layout) throw new Error(`Unknown mail template: ${String(template)}`);
  const given = params as Record<string, string | undefined>;
  const values = {
    ...given,
    supportEmail: given.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
    company: COMPANY_NAME,
  } as Record<string, string>;
  const text = (key: MessageKey) => t(lang, key, values);
  const content: MailContent = {
    // A subject is one header line: no line breaks from interpolated values.
    subject: text(layout.subject).replace(/\s+/g, ' ').trim(),
    greeting: text('mail.greeting'),
    paragraphs: layout.paragraphs.map(text),
    ...(layout.action
      ? {
          action: {
            label: text(layout.action.label),
            url: values[layout.action.url] ?? '',
            fallback: text('mail.buttonFallback'),
          },
        }
      : {}),
    closing: (layout.closing ?? []).map(text),
    signOff: text('mail.signOff'),
    signature: text(layout.signature),
    footer: text('mail.footer'),
  };
  return { subject: content.subject, text: renderText(content), html: renderHtml(content, lang) };
}

function renderText(c: MailContent): string {
  const blocks = [c.greeting, ...c.paragraphs];
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.url}`);
  blocks.push(...c.closing, `${c.signOff}\n${c.signature}`, `--\n${c.footer}`);
  return `${blocks.join('\n\n')}\n`;
}

const font = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif";
const paragraphStyle = `margin:0 0 16px;${font};font-size:15px;line-height:1.6;color:#1f2933`;

function paragraph(text: string): string {
  return `<p style="${paragraphStyle}">${escapeHtml(text)}</p>`;
}

/** Only web links become buttons; anything else is shown as text, never as a clickable href. */
function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function renderAction(action: NonNullable<MailContent['action']>): string {
  if (!isWebUrl(action.url)) return paragraph(action.url);
  const href = escapeHtml(action.url);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>',
    `<td style="border-radius:6px;background:#1d4ed8">`,
    `<a href="${href}" style="display:inline-block;padding:12px 24px;${font};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a>`,
    '</td></tr></table>',
    `<p style="margin:0 0 8px;${font};font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(action.fallback)}</p>`,
    `<p style="margin:0 0 24px;${font};font-size:13px;line-height:1.5;word-break:break-all"><a href="${href}" style="color:#1d4ed8">${href}</a></p>`,
  ].join('');
}

function renderHtml(c: MailContent, lang: Locale): string {
  const body = [
    paragraph(c.greeting),
    ...c.paragraphs.map(paragraph),
    c.action ? renderAction(c.action) : '',
    ...c.closing.map(paragraph),
    `<p style="${paragraphStyle};margin-bottom:0">${escapeHtml(c.signOff)}<br>${escapeHtml(c.signature)}</p>`,
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(c.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 32px;background:#0f2a4a;border-radius:8px 8px 0 0;${font};font-size:20px;font-weight:bold;color:#ffffff">${escapeHtml(COMPANY_NAME)}</td></tr>
<tr><td style="padding:32px">
${body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;${font};font-size:12px;line-height:1.5;color:#7b8794">${escapeHtml(c.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
