// What the payments service and its parts (invoices.ts, demo-checkout.ts) are built from. It has a file
// of its own so that those parts and the service that gathers them do not import each other.
import type { Db } from '../../db/client';
import type { PlanCatalogueSource } from './catalogue';
import type { PaymentProvider } from './provider';

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  catalogue: PlanCatalogueSource;
  publicUrl: string;
  /** Signs invoice links (FILE_LINK_SECRET). */
  linkSecret: string;
}
