// What every mail shares, drawn with React Email's components: the brand header, the greeting and sign-off
// around a template's body, and the footer with the company's contact data. Mail clients need inline
// styles and tables (the components write both); the one <style> block only narrows the padding on phones.
// No images and no web fonts: nothing is fetched when a mail is opened. React escapes every value.
import type { Locale } from '@crestline/contracts';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { COMPANY_CONTACT, COMPANY_NAME } from './company';
import type { MailText } from './define';

/** The site's palette (site/src/styles/base.css). */
const colors = {
  navy: '#0b3a66',
  navyDark: '#062643',
  gold: '#f5b82e',
  ink: '#17202c',
  muted: '#4a5565',
  page: '#f3f6fa',
  line: '#d6dee8',
};
const font = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";

const TextContext = createContext<MailText | null>(null);

function useText(): MailText {
  const text = useContext(TextContext);
  if (!text) throw new Error('Mail blocks render inside MailLayout');
  return text;
}

const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontFamily: font,
  fontSize: '16px',
  lineHeight: '1.6',
  color: colors.ink,
};

const small: CSSProperties = {
  fontFamily: font,
  fontSize: '13px',
  lineHeight: '1.5',
  color: colors.muted,
};

/** A paragraph of the mail's text. */
export function Paragraph({ children }: { children: string }) {
  return <Text style={paragraph}>{children}</Text>;
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

/**
 * A button to an absolute link (built by the caller from PUBLIC_URL), with the link written out below it
 * for clients that show no button. The plain-text part reads "label:" and the link on the next line.
 */
export function Action({ href, label }: { href: string; label: string }) {
  const text = useText();
  if (!isWebUrl(href)) return <Paragraph>{href}</Paragraph>;
  return (
    <>
      <Section style={{ margin: '8px 0 24px' }}>
        <Button
          href={href}
          data-text-action={label}
          style={{
            backgroundColor: colors.navy,
            borderRadius: '8px',
            color: '#ffffff',
            fontFamily: font,
            fontSize: '16px',
            fontWeight: 'bold',
            padding: '14px 28px',
            textDecoration: 'none',
          }}
        >
          {label}
        </Button>
      </Section>
      <Section data-skip-in-text="true">
        <Text style={{ ...small, margin: '0 0 4px' }}>{text('mail.buttonFallback')}</Text>
        <Text style={{ ...small, margin: '0 0 24px', wordBreak: 'break-all' }}>
          <Link href={href} style={{ color: colors.navy }}>
            {href}
          </Link>
        </Text>
      </Section>
    </>
  );
}

/** Narrower margins and padding on a phone's screen (clients that ignore <style> keep the roomy ones). */
const phoneCss = `
@media only screen and (max-width: 620px) {
  .mail-header, .mail-card, .mail-footer { padding-left: 20px !important; padding-right: 20px !important; }
  .mail-card { padding-top: 24px !important; }
}`;

export interface MailLayoutProps {
  lang: Locale;
  subject: string;
  preview?: string;
  greeting: string;
  signature: string;
  text: MailText;
  children: ReactNode;
}

/** The parts of html-to-text's formatter API used below (the package ships no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
}
type TextElement = { attribs: Record<string, string> };

/**
 * How the plain-text part reads this layout (React Email's toPlainText, on top of its own rules: images
 * and `data-skip-in-text` parts left out): an Action as "label:" and its link, the footer as lines after "--",
 * mail and phone links as their text only.
 */
export const plainTextOptions = {
  selectors: [
    { selector: 'a[data-text-action]', format: 'mailAction' },
    { selector: 'hr', format: 'mailRule' },
    {
      selector: 'p[data-text-line]',
      format: 'block',
      options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
    },
    { selector: 'a[href^="mailto:"]', format: 'anchor', options: { ignoreHref: true } },
    { selector: 'a[href^="tel:"]', format: 'anchor', options: { ignoreHref: true } },
  ],
  formatters: {
    mailAction(elem: TextElement, _walk: unknown, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      builder.addInline(`${elem.attribs['data-text-action']}:`);
      builder.addLineBreak();
      builder.addInline(elem.attribs.href ?? '', { noWordTransform: true });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
    mailRule(_elem: TextElement, _walk: unknown, builder: TextBuilder) {
      builder.openBlock({ leadingLineBreaks: 2 });
      builder.addInline('--');
      builder.closeBlock({ trailingLineBreaks: 1 });
    },
  },
};

/** The whole document around a template's body. */
export function MailLayout({ lang, subject, preview, greeting, signature, text, children }: MailLayoutProps) {
  const { email, address, phones, country } = COMPANY_CONTACT;
  return (
    <html lang={lang}>
      <Head>
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
        <style>{phoneCss}</style>
      </Head>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: '24px 12px' }}>
        {/* First in the body: inboxes show it beside the subject (hidden when the mail is open). */}
        {preview ? <Preview>{preview}</Preview> : null}
        <Container style={{ maxWidth: '600px' }}>
          <Section
            className="mail-header"
            data-skip-in-text="true"
            style={{
              backgroundColor: colors.navyDark,
              borderBottom: `4px solid ${colors.gold}`,
              borderRadius: '12px 12px 0 0',
              padding: '20px 32px',
            }}
          >
            <Text
              style={{
                margin: 0,
                fontFamily: font,
                fontSize: '20px',
                fontWeight: 'bold',
                letterSpacing: '0.2px',
                color: '#ffffff',
              }}
            >
              {COMPANY_NAME}
            </Text>
          </Section>
          <Section
            className="mail-card"
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${colors.line}`,
              borderTop: 'none',
              borderRadius: '0 0 12px 12px',
              padding: '32px',
            }}
          >
            <TextContext.Provider value={text}>
              <Paragraph>{greeting}</Paragraph>
              {children}
            </TextContext.Provider>
            <Text style={{ ...paragraph, margin: '24px 0 0' }}>
              {text('mail.signOff')}
              <br />
              {signature}
            </Text>
          </Section>
          <Section className="mail-footer" style={{ padding: '20px 32px 8px' }}>
            <Hr style={{ borderColor: colors.line, margin: '0 0 16px' }} />
            <Text
              data-text-line
              style={{ ...small, margin: '0 0 4px', fontWeight: 'bold', color: colors.ink }}
            >
              {COMPANY_NAME}
            </Text>
            <Text data-text-line style={{ ...small, margin: '0 0 4px' }}>
              {[...address, text(country)].join(', ')}
            </Text>
            <Text data-text-line style={{ ...small, margin: '0 0 4px' }}>
              <Link href={`mailto:${email}`} style={{ color: colors.navy }}>
                {email}
              </Link>
            </Text>
            <Text data-text-line style={{ ...small, margin: '0 0 12px' }}>
              {phones.map(({ region, number }, i) => (
                // Each region with its number on one line; a narrow screen wraps between them.
                <span key={region}>
                  {i > 0 ? ' · ' : ''}
                  <span style={{ whiteSpace: 'nowrap' }}>
                    {`${text(region)} `}
                    <Link href={`tel:${number.replace(/[^\d+]/g, '')}`} style={{ color: colors.navy }}>
                      {number}
                    </Link>
                  </span>
                </span>
              ))}
            </Text>
            <Text data-text-line style={{ ...small, margin: 0, fontSize: '12px' }}>
              {text('mail.footer')}
            </Text>
          </Section>
        </Container>
      </Body>
    </html>
  );
}
