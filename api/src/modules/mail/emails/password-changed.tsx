import { defineMail } from '../define';
import { Paragraph } from '../layout';

/** After a password change or reset; every session was signed out. `supportEmail` has a default. */
export const passwordChanged = defineMail<{ name: string; supportEmail?: string }>({
  subject: 'mail.passwordChanged.subject',
  preview: 'mail.passwordChanged.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.passwordChanged.body1')}</Paragraph>
      <Paragraph>{text('mail.passwordChanged.body2')}</Paragraph>
    </>
  ),
  samples: { en: { name: 'Daniel' }, tr: { name: 'Burak' } },
});
