// The franchise module assembled: the application form's route, the admins' inbox, and the workers that
// read the contracts' text (contract-text.ts).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Signer } from '../../files/signed-links';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { contractTextWorkers } from './contract-text';
import { contractTextStore } from './repository';
import { franchiseRoutes } from './routes';
import { franchiseService } from './service';

export function franchiseModule(deps: {
  db: Db;
  files: FileStore;
  signer: Signer;
  logger: Logger;
  config: Pick<Config, 'leadMinFillMs'>;
}) {
  return {
    routes: franchiseRoutes(franchiseService(deps), deps.config.leadMinFillMs),
    workers: contractTextWorkers({ ...deps, store: contractTextStore(deps.db) }),
  };
}
