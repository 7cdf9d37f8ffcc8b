// Transactional mail: enqueueMail (what other modules call), the templates, and the module's assembly
// (the delivery jobs that send).
export { enqueueMail, outboxBacklog, type MailRequest } from './outbox';
export { renderMail, type MailTemplate, type MailTemplateParams } from './templates';
export { mailModule, type MailModule } from './module';
export type { MailDelivery, MailDeliveryOptions } from './delivery';
export type { MailTransport } from './sinks';
export type { OutboxBacklog, OutboxMail } from './repository';
export { mailPersonalData } from './repository';
export { STATUS_MAIL_TEMPLATES } from './emails/applicant-status';
export { COMPANY_CONTACT, COMPANY_NAME } from './company';
export type { MailAttachment } from '../../db/schema';
