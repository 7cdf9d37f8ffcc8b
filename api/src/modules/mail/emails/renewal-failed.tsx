import { defineMail } from '../define';
import { Paragraph } from '../layout';
import { samplePlan } from './samples';

/** A renewal's payment failed; `amount` is formatted in the buyer's language. */
export const renewalFailed = defineMail<{ name: string; amount: string; description: string }>({
  subject: 'mail.renewalFailed.subject',
  preview: 'mail.renewalFailed.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.renewalFailed.body1')}</Paragraph>
      <Paragraph>{text('mail.renewalFailed.body2')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'Jessica Reynolds',
      amount: samplePlan('en').amount,
      description: samplePlan('en').description,
    },
    tr: { name: 'Ahmet Yıldız', amount: samplePlan('tr').amount, description: samplePlan('tr').description },
  },
});
