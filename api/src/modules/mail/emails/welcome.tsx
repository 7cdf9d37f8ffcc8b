import { defineMail } from '../define';
import { Paragraph } from '../layout';

/** After sign-up. */
export const welcome = defineMail<{ name: string }>({
  subject: 'mail.welcome.subject',
  preview: 'mail.welcome.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.welcome.body1')}</Paragraph>
      <Paragraph>{text('mail.welcome.body2')}</Paragraph>
      <Paragraph>{text('mail.welcome.body3')}</Paragraph>
    </>
  ),
  samples: { en: { name: 'Daniel Carter' }, tr: { name: 'Zeynep Aydın' } },
});
