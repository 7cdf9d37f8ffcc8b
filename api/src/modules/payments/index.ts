// The payments module assembled: Stripe when a secret key is configured, the keyless demo otherwise.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { planCatalogue } from './catalogue';
import { demoProvider } from './demo-provider';
import type { PaymentProvider } from './provider';
import { paymentsRoutes } from './routes';
import { paymentsService } from './service';
import { stripeClient, stripeProvider } from './stripe-provider';
import { eventProcessor } from './webhook';

export function paymentsModule(deps: { config: Config; db: Db; logger: Logger }) {
  const { config, db, logger } = deps;
  const provider: PaymentProvider = config.payments.secretKey
    ? stripeProvider(stripeClient(config.payments))
    : demoProvider(db);
  const processor = eventProcessor({ db, provider, logger });
  const service = paymentsService({
    db,
    provider,
    processor,
    catalogue: planCatalogue({
      cmsUrl: config.rebuild.cmsUrl,
      seedsDir: config.contentSeedsDir,
      logger,
    }),
    publicUrl: config.publicUrl,
    linkSecret: config.fileLinkSecret,
  });
  return {
    service,
    processor,
    routes: paymentsRoutes(service, { processor, secret: config.payments.webhookSecret }),
  };
}
