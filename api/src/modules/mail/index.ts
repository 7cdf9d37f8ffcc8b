// Transactional mail: enqueueMail (what other modules call), the templates, and the delivery jobs that send.
export { enqueueMail, outboxBacklog, type MailRequest } from './outbox';
export { renderMail, type MailTemplate, type MailTemplateParams } from './templates';
export { addMailDelivery, type MailDelivery, type MailDeliveryOptions } from './delivery';
export type { MailTransport } from './sinks';
export type { OutboxBacklog, OutboxMail } from './repository';
