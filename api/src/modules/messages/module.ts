// The messages module assembled: the public form's route and the admins' inbox.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { messagesRoutes } from './routes';
import { messagesService } from './service';

export function messagesModule(deps: { db: Db; config: Pick<Config, 'publicUrl' | 'leadMinFillMs'> }) {
  return {
    routes: messagesRoutes(messagesService(deps.db, deps.config.publicUrl), deps.config.leadMinFillMs),
  };
}
