// The applicants module assembled: its routes, the workers that read resumes' text (resume-text.ts),
// and the applications of each job, which the jobs module's back-office lists count and list.
import { consentWithdrawQuerySchema as talentPoolRenewQuerySchema } from '@crestline/contracts';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { route } from '../../http/routes';
import { sitePath } from '../../lib/site-paths';
import type { Signer } from '../../files/signed-links';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { bulkStatusService, bulkStatusWorker } from './bulk-status';
import { applicationsOfJobs, resumeTextStore } from './repository';
import { resumeTextWorkers } from './resume-text';
import { applicantsRoutes } from './routes';
import { applicantsService } from './service';
import { talentPool } from './talent-pool';

export function applicantsModule(deps: {
  db: Db;
  database: Pick<Database, 'subscribe'>;
  files: FileStore;
  signer: Signer;
  logger: Logger;
  config: Pick<Config, 'jwtSecret' | 'publicUrl' | 'talentPoolMonths'>;
}) {
  const { db, config } = deps;
  const pool = talentPool({
    secret: config.jwtSecret,
    publicUrl: config.publicUrl,
    months: config.talentPoolMonths,
  });
  return {
    routes: [
      ...applicantsRoutes(applicantsService({ ...deps, pool }), bulkStatusService(db)),
      route({
        method: 'get',
        path: '/applicants/talent-pool/renew',
        access: 'public',
        validate: { query: talentPoolRenewQuerySchema },
        handle: async ({ query, res }) => {
          const renewed = query.token ? await pool.renew(db, query.token) : undefined;
          const page = sitePath(renewed?.locale ?? 'en', '/privacy-request/');
          res.redirect(303, `${config.publicUrl}${page}?renewed=${renewed ? '1' : '0'}`);
        },
      }),
    ],
    workers: [...resumeTextWorkers({ ...deps, store: resumeTextStore(db) }), bulkStatusWorker(deps)],
    /** How many applied to each job and who (the jobs module's JobApplications). */
    applicationsOfJobs: applicationsOfJobs(db),
  };
}
