// Background work (docs/api.md#background-jobs): declare a kind of job with jobKind(), give it a
// worker in app.ts with queue.work(), send jobs with sendJob() — inside the caller's transaction.
export { jobKind, type JobKind } from './job-kind';
export {
  createBackgroundQueue,
  sendJob,
  type BackgroundQueue,
  type BackgroundQueueOptions,
  type JobContext,
  type JobHandler,
  type SendOptions,
  type WorkOptions,
} from './queue';
