// The jobs module assembled: its routes, and what it offers the others: the active jobs' list (the
// site build's snapshot) and an event after every change of a job, which the rebuild subscribes to
// (jobs knows nothing of the rebuild). The applications of each job, for the back-office lists, come
// from the applicants module; who is told of a publication (job alerts), from the wiring.
import type { Database } from '../../db/client';
import type { JobApplications, JobPublished } from './repository';
import { jobsRoutes } from './routes';
import { jobsService } from './service';

export function jobsModule(deps: {
  database: Database;
  applications: JobApplications;
  onPublished?: JobPublished;
}) {
  const listeners: (() => void)[] = [];
  const service = jobsService({
    ...deps,
    onChange: () => {
      for (const listener of listeners) listener();
    },
  });
  return {
    routes: jobsRoutes(service),
    /** `{jobs}` of the active jobs serialised (GET /jobs/active), with its ETag. */
    activeList: service.activeList,
    /** Calls `listener` after every add, edit or toggle of a job (once it is saved). */
    onChange(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export type JobsModule = ReturnType<typeof jobsModule>;
