// Every mail template, by the name callers give enqueueMail. A new template: its file beside these (see
// welcome.tsx), its texts under mail.<name>. in contracts/src/locales (en and tr), and a line here.
import { adminInvitation } from './admin-invitation';
import { applicationReceived } from './application-received';
import { consultationReceived } from './consultation-received';
import { contactReceived } from './contact-received';
import { franchiseReceived } from './franchise-received';
import { leadAlert } from './lead-alert';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { paymentConfirmed } from './payment-confirmed';
import { quoteReceived } from './quote-received';
import { renewalFailed } from './renewal-failed';
import { welcome } from './welcome';

export const mailTemplates = {
  applicationReceived,
  passwordReset,
  adminInvitation,
  passwordChanged,
  welcome,
  franchiseReceived,
  paymentConfirmed,
  renewalFailed,
  contactReceived,
  quoteReceived,
  consultationReceived,
  leadAlert,
};
