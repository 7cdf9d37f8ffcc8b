// Background work (docs/api.md#background-jobs): declare a kind of job with jobKind(), answer its
// worker() in the module's `workers` (app.ts registers every module's on the one queue), send jobs with
// sendJob() — inside the caller's transaction.
export { jobKind, type JobKind } from './job-kind';
export {
  createBackgroundQueue,
  sendJob,
  type BackgroundQueue,
  type BackgroundQueueOptions,
  type HeldJob,
  type JobContext,
  type JobHandler,
  type SendOptions,
  type WorkOptions,
  type Worker,
  worker,
} from './queue';
