// The payments module assembled: Stripe when a secret key is configured, the keyless demo otherwise.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { planCatalogue } from './catalogue';
import { demoProvider } from './demo-provider';
import type { PaymentProvider } from './provider';
import { paymentReminderWorker } from './payment-reminder';
import { paymentsRoutes } from './routes';
import { paymentsService } from './service';
import { stripeClient, stripeProvider } from './stripe-provider';
import { providerEvents, type EventReport } from './webhook';

export function paymentsModule(deps: {
  config: Config;
  db: Db;
  logger: Logger;
  /** The folder of the site build being served now: checkouts charge its plan catalogue. */
  liveSiteDir: () => string;
  /** Told what became of each provider event (the operators' metrics). */
  onEvent?: (report: EventReport) => void;
}) {
  const { config, db, logger, liveSiteDir, onEvent } = deps;
  const provider: PaymentProvider = config.payments.secretKey
    ? stripeProvider(stripeClient(config.payments), config.payments.webhookSecret, {
        automaticTax: config.payments.automaticTax,
      })
    : // The demo's own events go where Stripe's webhooks go (events is set just below, before any use).
      demoProvider(db, (rawBody, signature) => events.receive(rawBody, signature));
  const events = providerEvents({
    db,
    provider,
    logger,
    publicUrl: config.publicUrl,
    ...(onEvent && { onEvent }),
  });
  const service = paymentsService({
    db,
    provider,
    catalogue: planCatalogue({ liveSiteDir, seedsDir: config.contentSeedsDir, logger }),
    publicUrl: config.publicUrl,
    linkSecret: config.fileLinkSecret,
  });
  return {
    service,
    routes: paymentsRoutes(service, events),
    workers: [paymentReminderWorker({ db, publicUrl: config.publicUrl })],
  };
}
