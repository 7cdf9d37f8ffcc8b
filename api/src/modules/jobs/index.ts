// The jobs module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; applicants look jobs up and join their titles; the dashboard counts
// the open ones; the server entry seeds the demo jobs on a first start.
export { jobsModule, type JobsModule } from './module';
export { jobLookup } from './service';
export { jobTitles, type JobApplications } from './repository';
export { seedDemoJobs } from './seed';
