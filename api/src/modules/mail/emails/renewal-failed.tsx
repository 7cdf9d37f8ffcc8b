import type { MessageKey } from '@crestline/contracts';
import { sitePath } from '../../../lib/site-paths';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, samplePlan } from './samples';

/**
 * A mail about a renewal's unpaid invoice: two paragraphs and the Fix payment button. `amount` is formatted
 * in the buyer's language; `fixUrl` is the page whose Fix payment button opens the card's update (My
 * subscriptions). Its texts are `<texts>.subject`, `.body1`, `.body2` and `.button`.
 */
function fixPaymentMail(texts: 'mail.renewalFailed' | 'mail.paymentReminder') {
  const key = (part: 'subject' | 'body1' | 'body2' | 'button') => `${texts}.${part}` satisfies MessageKey;
  return defineMail<{ name: string; amount: string; description: string; fixUrl: string }>({
    subject: key('subject'),
    preview: key('body1'),
    signature: 'mail.signatureTeam',
    Body: ({ text, params }) => (
      <>
        <Paragraph>{text(key('body1'))}</Paragraph>
        <Paragraph>{text(key('body2'))}</Paragraph>
        <Action href={params.fixUrl} label={text(key('button'))} />
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
}

/** A renewal's payment failed. */
export const renewalFailed = fixPaymentMail('mail.renewalFailed');

/** Three days after a failed renewal, still unpaid: a reminder (payments/payment-reminder.ts). */
export const paymentReminder = fixPaymentMail('mail.paymentReminder');
