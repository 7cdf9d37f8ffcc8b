// The privacy module assembled: the admins' export and erasure of what is held about one address, the
// record of those requests, the people's own requests (subject-requests.ts), and the daily retention job
// (retention.ts).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { talentPool } from '../applicants';
import { retentionWorker } from './retention';
import { privacyRoutes } from './routes';
import { privacyService } from './service';
import { subjectRequestService } from './subject-requests';
import { subjectRequestRoutes } from './subject-routes';

export function privacyModule(deps: {
  db: Db;
  files: FileStore;
  logger: Logger;
  config: Pick<
    Config,
    'retentionDays' | 'auditRetentionDays' | 'publicUrl' | 'jwtSecret' | 'talentPoolMonths'
  >;
}) {
  const { config } = deps;
  const privacy = privacyService(deps);
  return {
    routes: [...privacyRoutes(privacy), ...subjectRequestRoutes(subjectRequestService({ ...deps, privacy }))],
    workers: [
      retentionWorker({
        ...deps,
        days: config.retentionDays,
        auditDays: config.auditRetentionDays,
        pool: talentPool({
          secret: config.jwtSecret,
          publicUrl: config.publicUrl,
          months: config.talentPoolMonths,
        }),
      }),
    ],
  };
}
