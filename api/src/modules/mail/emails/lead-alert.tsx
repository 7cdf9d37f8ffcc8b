import type { MessageKey } from '@crestline/contracts';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';

/**
 * To sales (SALES_EMAIL, else every admin, in the recipient's language): a new lead's essentials and a
 * link to its record in the admin panel (which asks the admin to sign in).
 */
export const leadAlert = defineMail<{
  /** What the lead is, in the recipient's language (mail.leadAlert.kind.*: "quote request"). */
  kindLabel: string;
  name: string;
  email: string;
  phone?: string | undefined;
  company?: string | undefined;
  /** The slot as the sender chose it, for a consultation ("2026-12-03 09:00–09:30"). */
  slot?: string | undefined;
  /** The chosen zone (a TIME_ZONES value), shown by its readable name. */
  timeZone?: string | undefined;
  message?: string | undefined;
  source: string;
  page: string;
  /** The lead's language by its name in the recipient's language (lead.language.*: "Turkish"). */
  language: string;
  link: string;
}>({
  subject: 'mail.leadAlert.subject',
  greeting: 'mail.greetingNoName',
  preview: 'mail.leadAlert.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => {
    const lines: [MessageKey, string | undefined][] = [
      ['mail.lead.label.name', params.name],
      ['mail.lead.label.company', params.company],
      ['mail.lead.label.email', params.email],
      ['mail.lead.label.phone', params.phone],
      ['mail.lead.label.date', params.slot],
      [
        'mail.lead.label.timeZone',
        params.timeZone ? text(`timeZone.${params.timeZone}` as MessageKey) : undefined,
      ],
      ['mail.lead.label.message', params.message],
    ];
    return (
      <>
        <Paragraph>{text('mail.leadAlert.body1')}</Paragraph>
        {lines
          .filter((line): line is [MessageKey, string] => Boolean(line[1]?.trim()))
          .map(([label, value]) => (
            <Paragraph key={label}>{`${text(label)}: ${value}`}</Paragraph>
          ))}
        <Paragraph>{text('mail.leadAlert.source')}</Paragraph>
        <Action href={params.link} label={text('mail.leadAlert.button')} />
        <Paragraph>{text('mail.leadAlert.closing')}</Paragraph>
      </>
    );
  },
  samples: {
    en: {
      kindLabel: 'consultation request',
      name: 'Cara Lewis',
      email: 'cara@harbourdental.example',
      phone: '+61 2 5550 1100',
      company: 'Harbour Dental Group',
      slot: '2026-12-03 09:00–09:30',
      timeZone: 'Australia/Sydney',
      source: 'newsletter',
      page: '/getstarted',
      language: 'English',
      link: 'https://www.crestlinestaffing.example/inquiries?open=3f1c2b9e-0d57-4c61-9a0f-6f1e8f3b2a10',
    },
    tr: {
      kindLabel: 'teklif talebi',
      name: 'Emre Yılmaz',
      email: 'emre@anadolu.example',
      phone: '+90 216 555 01 01',
      company: 'Anadolu Lojistik',
      message: 'Türkiye mesai saatlerinde üç müşteri destek temsilcisi.',
      source: 'direct',
      page: '/tr/teambuilder',
      language: 'Türkçe',
      link: 'https://www.crestlinestaffing.example/tr/inquiries?open=3f1c2b9e-0d57-4c61-9a0f-6f1e8f3b2a10',
    },
  },
});
