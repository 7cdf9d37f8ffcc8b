// The reminder after a failed renewal: three days after the renewalFailed mail, if the payment is still
// failed and its subscription still past due or unpaid, the buyer is mailed again with the Fix payment link.
import { formatMoney } from '@crestline/contracts';
import { jobKind, sendJob, worker, type Worker } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { sitePath } from '../../lib/site-paths';
import { enqueueMail } from '../mail';
import { paymentsRepository } from './repository';

export const REMINDER_AFTER_SECONDS = 3 * 86_400;

export const paymentReminder = jobKind<{ paymentId: string }>('payment-reminder', {
  retry: { limit: 4, delaySeconds: 300 },
});

/** Queues the reminder of one failed payment, three days on, in the caller's transaction (once per payment). */
export const queuePaymentReminder = (tx: DbOrTx, paymentId: string) =>
  sendJob(paymentReminder, { paymentId }, { tx, afterSeconds: REMINDER_AFTER_SECONDS });

/** Mails the reminder when the payment is still unpaid; answers what it did. */
export async function remindOfPayment(deps: { db: Db; publicUrl: string }, paymentId: string) {
  const repo = paymentsRepository(deps.db);
  const payment = await repo.paymentById(paymentId);
  if (!payment || payment.status !== 'failed' || !payment.subscriptionId) return { skipped: 'paid' };
  const sub = await repo.subscriptionByProviderId(payment.subscriptionId);
  if (!sub || !['past_due', 'unpaid'].includes(sub.status) || !sub.customerEmail)
    return { skipped: 'settled' };
  await enqueueMail(deps.db, {
    template: 'paymentReminder',
    to: sub.customerEmail,
    locale: sub.locale,
    params: {
      name: sub.customerName,
      amount: formatMoney(payment.amount, payment.currency, sub.locale),
      description: sub.description,
      fixUrl: `${deps.publicUrl}${sitePath(sub.locale, '/subscription#fix-payment')}`,
    },
  });
  return { reminded: paymentId };
}

export function paymentReminderWorker(deps: { db: Db; publicUrl: string }): Worker {
  return worker(paymentReminder, ({ paymentId }) => remindOfPayment(deps, paymentId));
}
