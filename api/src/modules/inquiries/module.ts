// The inquiries module assembled: the public form's route and the admins' inbox.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { inquiriesRoutes } from './routes';
import { inquiriesService } from './service';

export function inquiriesModule(deps: { db: Db; config: Pick<Config, 'publicUrl' | 'leadMinFillMs'> }) {
  return {
    routes: inquiriesRoutes(inquiriesService(deps.db, deps.config.publicUrl), deps.config.leadMinFillMs),
  };
}
