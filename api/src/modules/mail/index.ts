// Transactional mail: enqueueMail (what other modules call), the templates, and the worker that sends.
export { enqueueMail, type MailRequest } from './outbox';
export { renderMail, type MailTemplate, type MailTemplateParams } from './templates';
export { createMailWorker, type MailRunResult, type MailWorker, type MailWorkerOptions } from './worker';
export type { MailTransport } from './sinks';
export type { OutboxMail } from './repository';
