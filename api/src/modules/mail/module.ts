// The mail module assembled: no routes; the delivery jobs' workers, and what the process does with mail
// when it starts (queue delivery of mail left pending without a job) and stops (close the SMTP pool).
// Other modules queue mail with enqueueMail (outbox.ts), in their own transactions.
import { createMailDelivery, type MailDeliveryOptions } from './delivery';

export function mailModule(deps: MailDeliveryOptions) {
  const delivery = createMailDelivery(deps);
  return {
    workers: delivery.workers,
    start: () => delivery.requeuePending(),
    stop: async () => delivery.close(),
    /** Where mail goes: the SMTP server, .eml files under DATA_DIR/mail, or a given transport. */
    sink: delivery.sink,
    mailDir: delivery.mailDir,
    requeuePending: delivery.requeuePending,
  };
}

export type MailModule = ReturnType<typeof mailModule>;
