// The audit trail's face (docs/api.md, "Module faces"): other modules record events through it, in the
// transaction of the change; the daily retention job prunes it.
export { auditChanges, recordAudit } from './record';
export { pruneAuditTrail } from './retention';
