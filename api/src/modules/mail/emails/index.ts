// Every mail template, by the name callers give enqueueMail. A new template: its file beside these (see
// welcome.tsx), its texts under mail.<name>. in contracts/src/locales (en and tr), and a line here.
import { adminInvitation } from './admin-invitation';
import { applicationReceived } from './application-received';
import { consentGiven } from './consent-given';
import {
  statusFinalInterview,
  statusInitialInterview,
  statusJobOffer,
  statusRejected,
  statusShortListed,
  statusUpdate,
} from './applicant-status';
import { consultationReceived } from './consultation-received';
import { contactReceived } from './contact-received';
import { franchiseReceived } from './franchise-received';
import { jobAlertConfirm, jobAlertDigest } from './job-alerts';
import { leadAlert } from './lead-alert';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { paymentConfirmed } from './payment-confirmed';
import { privacyRequestDone } from './privacy-request-done';
import { privacyRequestVerify } from './privacy-request-verify';
import { quoteReceived } from './quote-received';
import { paymentReminder, renewalFailed } from './renewal-failed';
import { signupAttempt } from './signup-attempt';
import { talentPoolRenewal } from './talent-pool-renewal';
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
  signupAttempt,
  paymentReminder,
  privacyRequestVerify,
  privacyRequestDone,
  consentGiven,
  talentPoolRenewal,
  statusShortListed,
  statusInitialInterview,
  statusFinalInterview,
  statusJobOffer,
  statusRejected,
  statusUpdate,
  contactReceived,
  quoteReceived,
  consultationReceived,
  leadAlert,
  jobAlertConfirm,
  jobAlertDigest,
};
