import { defineMail } from '../define';
import { Paragraph } from '../layout';
import { LeadSummary } from './lead-summary';

/** To the sender of a contact message: what they sent and when we answer. */
export const contactReceived = defineMail<{
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
}>({
  subject: 'mail.contactReceived.subject',
  preview: 'mail.contactReceived.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.contactReceived.body1')}</Paragraph>
      <Paragraph>{text('mail.contactReceived.next')}</Paragraph>
      <LeadSummary
        text={text}
        lines={[
          ['mail.lead.label.email', params.email],
          ['mail.lead.label.phone', params.phone],
          ['mail.lead.label.website', params.website],
          ['mail.lead.label.message', params.message],
        ]}
      />
    </>
  ),
  samples: {
    en: {
      name: 'Olivia Bennett',
      email: 'olivia@northwind.example',
      phone: '+1 415 555 0100',
      website: 'https://northwind.example',
      message: 'We need two virtual assistants for our support desk from January.',
    },
    tr: {
      name: 'Ayşe Demir',
      email: 'ayse@anadolu.example',
      phone: '+90 212 555 01 00',
      website: 'https://anadolu.example',
      message: 'Ocak ayından itibaren destek ekibimiz için iki sanal asistana ihtiyacımız var.',
    },
  },
});
