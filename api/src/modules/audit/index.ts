// The audit trail's face (docs/api.md, "Module faces"): the wiring assembles the module; other modules
// record events through it, in the transaction of the change; the daily retention job prunes it.
export { auditModule } from './module';
export { auditChanges, recordAudit } from './record';
export { pruneAuditTrail } from './repository';
