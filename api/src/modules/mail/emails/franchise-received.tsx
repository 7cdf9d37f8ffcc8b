import { defineMail } from '../define';
import { Paragraph } from '../layout';

/** To a franchise applicant once their application and signed contract are stored. */
export const franchiseReceived = defineMail<{ name: string }>({
  subject: 'mail.franchiseReceived.subject',
  preview: 'mail.franchiseReceived.body1',
  signature: 'mail.signatureFranchise',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.franchiseReceived.body1')}</Paragraph>
      <Paragraph>{text('mail.franchiseReceived.body2')}</Paragraph>
    </>
  ),
  samples: { en: { name: 'Michael Thompson' }, tr: { name: 'Mehmet Kaya' } },
});
