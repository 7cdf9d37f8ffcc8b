// The applicants module assembled: its routes, the workers that read resumes' text (resume-text.ts),
// and the applications of each job, which the jobs module's back-office lists count and list.
import type { Db } from '../../db/client';
import type { Signer } from '../../files/signed-links';
import type { FileStore } from '../../files/store';
import type { Logger } from '../../logger';
import { bulkStatusService, bulkStatusWorker } from './bulk-status';
import { applicationsOfJobs, resumeTextStore } from './repository';
import { resumeTextWorkers } from './resume-text';
import { applicantsRoutes } from './routes';
import { applicantsService } from './service';

export function applicantsModule(deps: { db: Db; files: FileStore; signer: Signer; logger: Logger }) {
  const { db } = deps;
  return {
    routes: applicantsRoutes(applicantsService(deps), bulkStatusService(db)),
    workers: [...resumeTextWorkers({ ...deps, store: resumeTextStore(db) }), bulkStatusWorker(deps)],
    /** How many applied to each job and who (the jobs module's JobApplications). */
    applicationsOfJobs: applicationsOfJobs(db),
  };
}
