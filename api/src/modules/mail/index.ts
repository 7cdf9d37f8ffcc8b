// Transactional mail: templates (en/tr), the outbox callers write to, and the worker that sends it.
export { enqueueMail, type DbOrTx, type MailRequest } from './outbox';
export {
  COMPANY_NAME,
  DEFAULT_SUPPORT_EMAIL,
  MAIL_TEMPLATES,
  escapeHtml,
  renderMail,
  type MailTemplate,
  type MailTemplateParams,
  type RenderedMail,
} from './templates';
export {
  createMailWorker,
  type MailRunResult,
  type MailTransport,
  type MailWorker,
  type MailWorkerOptions,
  type OutboxMail,
} from './worker';
