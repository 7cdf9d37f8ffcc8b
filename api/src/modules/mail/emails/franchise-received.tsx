import { defineMail } from '../define';
import { Paragraph } from '../layout';

/** To a franchise applicant once their application and signed contract are stored. */
export const franchiseReceived = defineMail<{ name: string; message?: string | undefined }>({
  subject: 'mail.franchiseReceived.subject',
  preview: 'mail.franchiseReceived.body1',
  signature: 'mail.signatureFranchise',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.franchiseReceived.body1')}</Paragraph>
      <Paragraph>{text('mail.franchiseReceived.body2')}</Paragraph>
      {params.message?.trim() ? <Paragraph>{text('mail.franchiseReceived.yourMessage')}</Paragraph> : null}
    </>
  ),
  samples: { en: { name: 'Michael Thompson' }, tr: { name: 'Mehmet Kaya' } },
});
