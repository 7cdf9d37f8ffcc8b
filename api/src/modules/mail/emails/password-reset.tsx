import { sitePath } from '../../../lib/site-paths';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/** A reset link that was asked for (single use, valid one hour). */
export const passwordReset = defineMail<{ name: string; resetUrl: string }>({
  subject: 'mail.passwordReset.subject',
  preview: 'mail.passwordReset.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.passwordReset.body1')}</Paragraph>
      <Action href={params.resetUrl} label={text('mail.passwordReset.button')} />
      <Paragraph>{text('mail.passwordReset.closing1')}</Paragraph>
      <Paragraph>{text('mail.passwordReset.closing2')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'Daniel',
      resetUrl: `${SAMPLE_PUBLIC_URL}${sitePath('en', `/resetpassword/${SAMPLE_TOKEN}`)}`,
    },
    tr: {
      name: 'Burak',
      resetUrl: `${SAMPLE_PUBLIC_URL}${sitePath('tr', `/resetpassword/${SAMPLE_TOKEN}`)}`,
    },
  },
});
