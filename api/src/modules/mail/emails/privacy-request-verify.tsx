import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/** To the address a privacy request names: the request counts once they open the link (valid 7 days). */
export const privacyRequestVerify = defineMail<{ kindLabel: string; verifyUrl: string }>({
  subject: 'mail.privacyRequestVerify.subject',
  greeting: 'mail.privacyRequestVerify.greeting',
  preview: 'mail.privacyRequestVerify.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.privacyRequestVerify.body1')}</Paragraph>
      <Action href={params.verifyUrl} label={text('mail.privacyRequestVerify.button')} />
      <Paragraph>{text('mail.privacyRequestVerify.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      kindLabel: 'a copy of your personal data',
      verifyUrl: `${SAMPLE_PUBLIC_URL}/api/v1/privacy/requests/0b6f1c9e-4d2a-4c51-9d0e-2f8a7b3c1d45/verify?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      kindLabel: 'kişisel verilerinizin bir kopyası',
      verifyUrl: `${SAMPLE_PUBLIC_URL}/api/v1/privacy/requests/0b6f1c9e-4d2a-4c51-9d0e-2f8a7b3c1d45/verify?token=${SAMPLE_TOKEN}`,
    },
  },
});
