import { defineMail } from '../define';
import { Paragraph } from '../layout';
import { samplePlan } from './samples';

/** After a subscription's first payment; `amount` is formatted in the buyer's language. */
export const paymentConfirmed = defineMail<{
  name: string;
  amount: string;
  description: string;
  months: string;
}>({
  subject: 'mail.paymentConfirmed.subject',
  preview: 'mail.paymentConfirmed.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text }) => (
    <>
      <Paragraph>{text('mail.paymentConfirmed.body1')}</Paragraph>
      <Paragraph>{text('mail.paymentConfirmed.body2')}</Paragraph>
      <Paragraph>{text('mail.paymentConfirmed.body3')}</Paragraph>
    </>
  ),
  samples: {
    en: { name: 'Jessica Reynolds', ...samplePlan('en') },
    tr: { name: 'Ahmet Yıldız', ...samplePlan('tr') },
  },
});
