// The franchise module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; privacy exports and erases an applicant's applications, and the
// retention job removes old ones; the dashboard counts the unread.
export { franchiseModule } from './module';
export { franchiseRecords } from './repository';
