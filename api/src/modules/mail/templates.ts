// Transactional mail in English and Turkish. Each template is written once as content (subject, paragraphs,
// an optional button) and rendered twice: as plain text and as simple inline-styled HTML with every value escaped.
import { normalizeLocale, type Locale } from '@crestline/contracts';

export const COMPANY_NAME = 'Crestline Staffing';
/** Where a user turns when a security mail surprises them; callers may pass their own. */
export const DEFAULT_SUPPORT_EMAIL = 'support@crestlinestaffing.example';

export interface MailTemplateParams {
  applicationReceived: { firstName: string; jobTitle: string };
  passwordReset: { name: string; resetUrl: string };
  passwordChanged: { name: string; supportEmail?: string };
  welcome: { name: string };
  franchiseReceived: { name: string };
}

export type MailTemplate = keyof MailTemplateParams;
export const MAIL_TEMPLATES = [
  'applicationReceived',
  'passwordReset',
  'passwordChanged',
  'welcome',
  'franchiseReceived',
] as const satisfies readonly MailTemplate[];

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a mail says, before it becomes text or HTML. Strings are plain text; the HTML renderer escapes them. */
interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string; fallback: string };
  closing?: string[];
  signOff: string;
  signature: string;
}

type Templates = { [T in MailTemplate]: (p: MailTemplateParams[T]) => MailContent };

const en: Templates = {
  applicationReceived: (p) => ({
    subject: `We received your application for ${p.jobTitle}`,
    greeting: `Hello ${p.firstName},`,
    paragraphs: [
      `Thank you for applying for the ${p.jobTitle} position at ${COMPANY_NAME}. We have received your application and résumé.`,
      'Our recruitment team reviews every application carefully. If your experience is a good match for the role, we will contact you by email or phone to arrange the next steps.',
    ],
    closing: ['Thank you again for your interest in joining our team.'],
    signOff: 'Kind regards,',
    signature: `The ${COMPANY_NAME} Recruitment Team`,
  }),
  passwordReset: (p) => ({
    subject: `Reset your ${COMPANY_NAME} password`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `We received a request to reset the password for your ${COMPANY_NAME} account. To choose a new password, use the link below.`,
    ],
    action: {
      label: 'Reset password',
      url: p.resetUrl,
      fallback: 'If the button does not work, copy this link into your browser:',
    },
    closing: [
      'This link expires in one hour and can be used only once.',
      'If you did not ask to reset your password, you can safely ignore this email. Your password will not change.',
    ],
    signOff: 'Kind regards,',
    signature: `The ${COMPANY_NAME} Team`,
  }),
  passwordChanged: (p) => ({
    subject: `Your ${COMPANY_NAME} password was changed`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `This is a confirmation that the password for your ${COMPANY_NAME} account has just been changed. You can now sign in with your new password.`,
      `If you did not make this change, please contact us immediately at ${p.supportEmail ?? DEFAULT_SUPPORT_EMAIL} so that we can secure your account.`,
    ],
    signOff: 'Kind regards,',
    signature: `The ${COMPANY_NAME} Team`,
  }),
  welcome: (p) => ({
    subject: `Welcome to ${COMPANY_NAME}`,
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Thank you for creating a ${COMPANY_NAME} account. Your account is ready to use.`,
      'You can now sign in on our website to choose a plan for your team, follow your subscriptions and manage your account details.',
      'If you have any questions, our team will be glad to help.',
    ],
    signOff: 'Kind regards,',
    signature: `The ${COMPANY_NAME} Team`,
  }),
  franchiseReceived: (p) => ({
    subject: 'We received your franchise application',
    greeting: `Hello ${p.name},`,
    paragraphs: [
      `Thank you for your interest in becoming a ${COMPANY_NAME} franchise partner. We have received your application and the signed contract.`,
      'Our franchise development team will review your documents and contact you within a few business days to discuss the next steps.',
    ],
    signOff: 'Kind regards,',
    signature: `The ${COMPANY_NAME} Franchise Team`,
  }),
};

const tr: Templates = {
  applicationReceived: (p) => ({
    subject: `${p.jobTitle} pozisyonu için başvurunuzu aldık`,
    greeting: `Merhaba ${p.firstName},`,
    paragraphs: [
      `${COMPANY_NAME} bünyesindeki ${p.jobTitle} pozisyonuna başvurduğunuz için teşekkür ederiz. Başvurunuz ve özgeçmişiniz bize ulaştı.`,
      'İşe alım ekibimiz her başvuruyu özenle değerlendirir. Deneyiminiz pozisyonla örtüşüyorsa sonraki adımları planlamak için sizinle e-posta veya telefon yoluyla iletişime geçeceğiz.',
    ],
    closing: ['Ekibimize gösterdiğiniz ilgi için tekrar teşekkür ederiz.'],
    signOff: 'Saygılarımızla,',
    signature: `${COMPANY_NAME} İşe Alım Ekibi`,
  }),
  passwordReset: (p) => ({
    subject: `${COMPANY_NAME} şifrenizi sıfırlayın`,
    greeting: `Merhaba ${p.name},`,
    paragraphs: [
      `${COMPANY_NAME} hesabınızın şifresini sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için aşağıdaki bağlantıyı kullanabilirsiniz.`,
    ],
    action: {
      label: 'Şifremi sıfırla',
      url: p.resetUrl,
      fallback: 'Düğme çalışmazsa aşağıdaki bağlantıyı kopyalayıp tarayıcınıza yapıştırın:',
    },
    closing: [
      'Bu bağlantı bir saat boyunca geçerlidir ve yalnızca bir kez kullanılabilir.',
      'Şifre sıfırlama talebinde bulunmadıysanız bu e-postayı dikkate almayabilirsiniz. Şifreniz değişmeyecektir.',
    ],
    signOff: 'Saygılarımızla,',
    signature: `${COMPANY_NAME} Ekibi`,
  }),
  passwordChanged: (p) => ({
    subject: `${COMPANY_NAME} şifreniz değiştirildi`,
    greeting: `Merhaba ${p.name},`,
    paragraphs: [
      `${COMPANY_NAME} hesabınızın şifresinin az önce değiştirildiğini bildirmek isteriz. Artık yeni şifrenizle giriş yapabilirsiniz.`,
      `Bu değişikliği siz yapmadıysanız hesabınızı güvence altına alabilmemiz için lütfen hemen ${p.supportEmail ?? DEFAULT_SUPPORT_EMAIL} adresinden bizimle iletişime geçin.`,
    ],
    signOff: 'Saygılarımızla,',
    signature: `${COMPANY_NAME} Ekibi`,
  }),
  welcome: (p) => ({
    subject: `${COMPANY_NAME} ailesine hoş geldiniz`,
    greeting: `Merhaba ${p.name},`,
    paragraphs: [
      `${COMPANY_NAME} hesabı oluşturduğunuz için teşekkür ederiz. Hesabınız kullanıma hazır.`,
      'Artık web sitemizde giriş yaparak ekibiniz için bir paket seçebilir, aboneliklerinizi takip edebilir ve hesap bilgilerinizi yönetebilirsiniz.',
      'Aklınıza takılan bir soru olursa ekibimiz size yardımcı olmaktan memnuniyet duyacaktır.',
    ],
    signOff: 'Saygılarımızla,',
    signature: `${COMPANY_NAME} Ekibi`,
  }),
  franchiseReceived: (p) => ({
    subject: 'Franchise başvurunuzu aldık',
    greeting: `Merhaba ${p.name},`,
    paragraphs: [
      `${COMPANY_NAME} franchise ortağı olmaya gösterdiğiniz ilgi için teşekkür ederiz. Başvurunuz ve imzalı sözleşmeniz bize ulaştı.`,
      'Franchise geliştirme ekibimiz belgelerinizi inceleyecek ve sonraki adımları görüşmek üzere birkaç iş günü içinde sizinle iletişime geçecektir.',
    ],
    signOff: 'Saygılarımızla,',
    signature: `${COMPANY_NAME} Franchise Ekibi`,
  }),
};

const footers: Record<Locale, string> = {
  en: `This is an automated message from ${COMPANY_NAME}. Please do not reply to this email.`,
  tr: `Bu e-posta ${COMPANY_NAME} tarafından otomatik olarak gönderilmiştir. Lütfen bu e-postayı yanıtlamayın.`,
};

const templates: Record<Locale, Templates> = { en, tr };

/** Renders a template in en or tr (anything else falls back to en, as the stored language does). */
export function renderMail<T extends MailTemplate>(
  template: T,
  locale: Locale | string | null | undefined,
  params: MailTemplateParams[T],
): RenderedMail {
  const lang = normalizeLocale(locale);
  const build = templates[lang][template] as (p: MailTemplateParams[T]) => MailContent;
  if (typeof build !== 'function') throw new Error(`Unknown mail template: ${String(template)}`);
  const content = build(params);
  // A subject is one header line: no line breaks from interpolated values.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  return {
    subject,
    text: renderText(content, footers[lang]),
    html: renderHtml({ ...content, subject }, footers[lang], lang),
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function renderText(c: MailContent, footer: string): string {
  const blocks = [c.greeting, ...c.paragraphs];
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.url}`);
  blocks.push(...(c.closing ?? []), `${c.signOff}\n${c.signature}`, `--\n${footer}`);
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

function renderHtml(c: MailContent, footer: string, lang: Locale): string {
  const body = [
    paragraph(c.greeting),
    ...c.paragraphs.map(paragraph),
    c.action ? renderAction(c.action) : '',
    ...(c.closing ?? []).map(paragraph),
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
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;${font};font-size:12px;line-height:1.5;color:#7b8794">${escapeHtml(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
