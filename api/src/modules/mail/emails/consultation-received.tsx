import { defineMail } from '../define';
import { Paragraph } from '../layout';
import { LeadSummary } from './lead-summary';

/**
 * To the sender of a consultation request: the slot they chose (date and times as they entered them,
 * the zone's readable name) and what happens next; the caller attaches the .ics invitation.
 */
export const consultationReceived = defineMail<{
  name: string;
  company: string;
  email: string;
  phone: string;
  date: string;
  time: string;
  timeZone: string;
}>({
  subject: 'mail.consultationReceived.subject',
  preview: 'mail.consultationReceived.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.consultationReceived.body1')}</Paragraph>
      <LeadSummary
        text={text}
        lines={[
          ['mail.lead.label.date', params.date],
          ['mail.lead.label.time', params.time],
          ['mail.lead.label.timeZone', params.timeZone],
          ['mail.lead.label.company', params.company],
          ['mail.lead.label.email', params.email],
          ['mail.lead.label.phone', params.phone],
        ]}
      />
      <Paragraph>{text('mail.consultationReceived.invite')}</Paragraph>
      <Paragraph>{text('mail.consultationReceived.next')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'Cara Lewis',
      company: 'Harbour Dental Group',
      email: 'cara@harbourdental.example',
      phone: '+61 2 5550 1100',
      date: 'Thursday, 3 December 2026',
      time: '09:00–09:30',
      timeZone: 'Australia – Eastern (Sydney)',
    },
    tr: {
      name: 'Zeynep Aksoy',
      company: 'Boğaziçi Diş Kliniği',
      email: 'zeynep@bogazici.example',
      phone: '+90 212 555 02 02',
      date: '3 Aralık 2026 Perşembe',
      time: '09:00–09:30',
      timeZone: 'Türkiye (İstanbul)',
    },
  },
});
