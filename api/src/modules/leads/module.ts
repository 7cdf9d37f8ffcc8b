// The leads module assembled: no routes of its own (each form's module stores its lead and calls the
// face's intake, acknowledgement helpers and queueLeadAlert); it answers the sales alert's worker.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { leadAlertWorkers } from './alerts';

export function leadsModule(deps: { db: Db; config: Pick<Config, 'publicUrl' | 'salesEmail'> }) {
  return {
    routes: [],
    workers: leadAlertWorkers({
      db: deps.db,
      publicUrl: deps.config.publicUrl,
      salesEmail: deps.config.salesEmail,
    }),
  };
}
