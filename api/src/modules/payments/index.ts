// The payments module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring assembles the module; privacy asks what is held about a person and erases it, and the
// retention job forgets provider events applied long ago.
export { paymentsModule } from './module';
export type { EventReport } from './webhook';
export { forgetProcessedEvents, paymentsPersonalData, type Person } from './repository';
