// To an applicant when an admin changes their application's status and chooses to tell them: one template
// per label of the spec (Short Listed, Initial Interview, Final Interview, Job Offer, Rejected, and a
// general one naming the new status), in the language they applied in.
import type { ApplicantMailTemplate, MessageKey } from '@crestline/contracts';
import { defineMail } from '../define';
import { Paragraph } from '../layout';

type StatusMailParams = { name: string; jobTitle: string; status: string };

const samples = {
  en: { name: 'Emily', jobTitle: 'Customer Support Specialist', status: 'Hired' },
  tr: { name: 'Elif', jobTitle: 'Müşteri Destek Uzmanı', status: 'Hired' },
};

function statusMail(name: string, withStatus = false) {
  const key = (part: string) => `mail.${name}.${part}` as MessageKey;
  return defineMail<StatusMailParams>({
    subject: key('subject'),
    preview: key('body1'),
    signature: 'mail.signatureRecruitment',
    Body: ({ text, params }) => {
      const statusLabel = text(`values.${params.status}` as MessageKey);
      return (
        <>
          <Paragraph>{text(key('body1'))}</Paragraph>
          {withStatus ? <Paragraph>{text(key('status'), { statusLabel })}</Paragraph> : null}
          <Paragraph>{text(key('body2'))}</Paragraph>
        </>
      );
    },
    samples,
  });
}

export const statusShortListed = statusMail('statusShortListed');
export const statusInitialInterview = statusMail('statusInitialInterview');
export const statusFinalInterview = statusMail('statusFinalInterview');
export const statusJobOffer = statusMail('statusJobOffer');
export const statusRejected = statusMail('statusRejected');
/** The general one (Received, Hired): names the new status. */
export const statusUpdate = statusMail('statusUpdate', true);

/** The outbox template of each of the spec's labels. */
export const STATUS_MAIL_TEMPLATES = {
  shortListed: 'statusShortListed',
  initialInterview: 'statusInitialInterview',
  finalInterview: 'statusFinalInterview',
  jobOffer: 'statusJobOffer',
  rejected: 'statusRejected',
  default: 'statusUpdate',
} as const satisfies Record<ApplicantMailTemplate, string>;
