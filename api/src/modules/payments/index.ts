// The payments module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The wiring (app.ts) mounts the module; privacy asks what is held about a person and erases it.
export { paymentsModule } from './module';
export type { EventReport } from './webhook';
export { paymentsPersonalData, type Person } from './personal-data';
