import { defineMail } from '../define';
import { Paragraph } from '../layout';
import { LeadSummary } from './lead-summary';

/** To the sender of a quote request: what they asked for and when the quote comes. */
export const quoteReceived = defineMail<{
  name: string;
  company: string;
  email: string;
  phone: string;
  location: string;
  noOfStaff: string;
  message: string;
}>({
  subject: 'mail.quoteReceived.subject',
  preview: 'mail.quoteReceived.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.quoteReceived.body1')}</Paragraph>
      <Paragraph>{text('mail.quoteReceived.next')}</Paragraph>
      <LeadSummary
        text={text}
        lines={[
          ['mail.lead.label.company', params.company],
          ['mail.lead.label.email', params.email],
          ['mail.lead.label.phone', params.phone],
          ['mail.lead.label.location', params.location],
          ['mail.lead.label.noOfStaff', params.noOfStaff],
          ['mail.lead.label.message', params.message],
        ]}
      />
    </>
  ),
  samples: {
    en: {
      name: 'Sam Carter',
      company: 'Northwind Logistics',
      email: 'sam@northwind.example',
      phone: '+1 512 555 0101',
      location: 'Austin, TX',
      noOfStaff: '3',
      message: 'Three customer support agents, US hours.',
    },
    tr: {
      name: 'Emre Yılmaz',
      company: 'Anadolu Lojistik',
      email: 'emre@anadolu.example',
      phone: '+90 216 555 01 01',
      location: 'İstanbul',
      noOfStaff: '3',
      message: 'Türkiye mesai saatlerinde üç müşteri destek temsilcisi.',
    },
  },
});
