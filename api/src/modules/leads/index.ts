// The leads module's public face (docs/api.md, "Module faces"): the only file other modules import.
// The forms' modules (messages, inquiries, franchise) read a post's language, source and junk verdict
// with leadIntake, attach a consultation's invitation, and queue the sales alert in their transaction.
export { leadsModule } from './module';
export { leadIntake, type LeadIntake } from './intake';
export { consultationInvite, slotInstants, type ConsultationSlot } from './invite';
export { leadAlert, queueLeadAlert } from './alerts';
export type { LeadTable } from './repository';
