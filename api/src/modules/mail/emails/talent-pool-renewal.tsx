import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/** The one mail 30 days before an applicant's stay in the talent pool ends: renew with one click. */
export const talentPoolRenewal = defineMail<{ name: string; until: string; renewUrl: string }>({
  subject: 'mail.talentPoolRenewal.subject',
  preview: 'mail.talentPoolRenewal.body1',
  signature: 'mail.signatureRecruitment',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.talentPoolRenewal.body1')}</Paragraph>
      <Action href={params.renewUrl} label={text('mail.talentPoolRenewal.button')} />
      <Paragraph>{text('mail.talentPoolRenewal.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'Emily',
      until: 'December 26, 2026',
      renewUrl: `${SAMPLE_PUBLIC_URL}/api/v1/applicants/talent-pool/renew?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      name: 'Elif',
      until: '26 Aralık 2026',
      renewUrl: `${SAMPLE_PUBLIC_URL}/api/v1/applicants/talent-pool/renew?token=${SAMPLE_TOKEN}`,
    },
  },
});
