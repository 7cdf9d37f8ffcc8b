import { sitePath } from '../../../lib/site-paths';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, samplePlan } from './samples';

/**
 * Three days after a failed renewal, still unpaid: a reminder; `amount` is formatted in the buyer's language; `fixUrl` is the page whose
 * Fix payment button opens the card's update (My subscriptions).
 */
export const paymentReminder = defineMail<{
  name: string;
  amount: string;
  description: string;
  fixUrl: string;
}>({
  subject: 'mail.paymentReminder.subject',
  preview: 'mail.paymentReminder.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.paymentReminder.body1')}</Paragraph>
      <Paragraph>{text('mail.paymentReminder.body2')}</Paragraph>
      <Action href={params.fixUrl} label={text('mail.paymentReminder.button')} />
    </>
  ),
  samples: {
    en: {
      name: 'Jessica Reynolds',
      amount: samplePlan('en').amount,
      description: samplePlan('en').description,
      fixUrl: `${SAMPLE_PUBLIC_URL}${sitePath('en', '/subscription#fix-payment')}`,
    },
    tr: {
      name: 'Ahmet Yıldız',
      amount: samplePlan('tr').amount,
      description: samplePlan('tr').description,
      fixUrl: `${SAMPLE_PUBLIC_URL}${sitePath('tr', '/subscription#fix-payment')}`,
    },
  },
});
