export { jobAlertsModule, type JobAlertsModule } from './module';
export { jobAlertDigest, jobAlertsPersonalData, searchSummary } from './service';
