import { sitePath } from '../../../lib/site-paths';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL } from './samples';

/** Someone tried to sign up with the address of an existing account: its owner is told (users/service.ts). */
export const signupAttempt = defineMail<{ name: string; loginUrl: string; resetUrl: string }>({
  subject: 'mail.signupAttempt.subject',
  preview: 'mail.signupAttempt.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.signupAttempt.body1')}</Paragraph>
      <Paragraph>{text('mail.signupAttempt.body2')}</Paragraph>
      <Action href={params.loginUrl} label={text('mail.signupAttempt.loginButton')} />
      <Paragraph>{text('mail.signupAttempt.body3')}</Paragraph>
      <Action href={params.resetUrl} label={text('mail.signupAttempt.resetButton')} />
      <Paragraph>{text('mail.signupAttempt.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'Daniel',
      loginUrl: `${SAMPLE_PUBLIC_URL}${sitePath('en', '/login')}`,
      resetUrl: `${SAMPLE_PUBLIC_URL}${sitePath('en', '/login')}#forgot`,
    },
    tr: {
      name: 'Burak',
      loginUrl: `${SAMPLE_PUBLIC_URL}${sitePath('tr', '/login')}`,
      resetUrl: `${SAMPLE_PUBLIC_URL}${sitePath('tr', '/login')}#forgot`,
    },
  },
});
