import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/** To a person who ticked an optional box: what they agreed to, in which words, and how to withdraw. */
export const consentGiven = defineMail<{ purposeLabel: string; wording: string; withdrawUrl: string }>({
  subject: 'mail.consentGiven.subject',
  greeting: 'mail.consentGiven.greeting',
  preview: 'mail.consentGiven.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.consentGiven.body1')}</Paragraph>
      <Paragraph>{text('mail.consentGiven.wording')}</Paragraph>
      <Paragraph>{text('mail.consentGiven.body2')}</Paragraph>
      <Action href={params.withdrawUrl} label={text('mail.consentGiven.button')} />
    </>
  ),
  samples: {
    en: {
      purposeLabel: 'news and offers by email',
      wording: 'I agree to receive occasional news and offers by email',
      withdrawUrl: `${SAMPLE_PUBLIC_URL}/api/v1/consents/withdraw?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      purposeLabel: 'e-postayla haber ve kampanyalar almayı',
      wording: 'Zaman zaman haber ve kampanyalarınızı e-posta ile almak istiyorum',
      withdrawUrl: `${SAMPLE_PUBLIC_URL}/api/v1/consents/withdraw?token=${SAMPLE_TOKEN}`,
    },
  },
});
