import { defineMail } from '../define';
import { Paragraph } from '../layout';

/** To an applicant once their application and résumé are stored. */
export const applicationReceived = defineMail<{ name: string; jobTitle: string }>({
  subject: 'mail.applicationReceived.subject',
  preview: 'mail.applicationReceived.body1',
  signature: 'mail.signatureRecruitment',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.applicationReceived.body1')}</Paragraph>
      <Paragraph>{text('mail.applicationReceived.body2')}</Paragraph>
      <Paragraph>{text('mail.applicationReceived.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: { name: 'Emily', jobTitle: 'Customer Support Specialist' },
    tr: { name: 'Elif', jobTitle: 'Müşteri Destek Uzmanı' },
  },
});
