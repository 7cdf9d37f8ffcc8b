// The jobs module's public face (docs/api.md, "Module faces"): the only file other modules import.
// Applicants look jobs up; the server entry seeds the demo jobs on a first start.
export { jobLookup } from './service';
export { seedDemoJobs } from './seed';
