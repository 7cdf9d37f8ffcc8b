import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/** A job a digest lists: its title, type and location in words, and its page. */
interface DigestJob {
  title: string;
  details: string;
  url: string;
}

/** The jobs of a digest, as the job-alerts module hands them (a JSON list: mail values are text). */
function digestJobs(json: string): DigestJob[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? (list as DigestJob[]) : [];
  } catch {
    return [];
  }
}

/** To a seeker who asked for job alerts: the double opt-in link; nothing else is sent before it is opened. */
export const jobAlertConfirm = defineMail<{ summary: string; confirmUrl: string }>({
  subject: 'mail.jobAlertConfirm.subject',
  greeting: 'mail.greetingNoName',
  preview: 'mail.jobAlertConfirm.body1',
  signature: 'mail.signatureRecruitment',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.jobAlertConfirm.body1')}</Paragraph>
      <Action href={params.confirmUrl} label={text('mail.jobAlertConfirm.button')} />
      <Paragraph>{text('mail.jobAlertConfirm.body2')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      summary: '“support”, Remote, Istanbul',
      confirmUrl: `${SAMPLE_PUBLIC_URL}/api/v1/job-alerts/confirm?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      summary: '“destek”, Uzaktan, İstanbul',
      confirmUrl: `${SAMPLE_PUBLIC_URL}/api/v1/job-alerts/confirm?token=${SAMPLE_TOKEN}`,
    },
  },
});

/**
 * To a confirmed subscriber, at most once a day: the new jobs matching their search, with the one-click
 * unsubscribe link (also in the List-Unsubscribe headers the job-alerts module sets).
 */
export const jobAlertDigest = defineMail<{ summary: string; jobs: string; unsubscribeUrl: string }>({
  subject: 'mail.jobAlertDigest.subject',
  greeting: 'mail.greetingNoName',
  preview: 'mail.jobAlertDigest.body1',
  signature: 'mail.signatureRecruitment',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.jobAlertDigest.body1')}</Paragraph>
      {digestJobs(params.jobs).map((job) => (
        <Action
          key={job.url}
          href={job.url}
          label={job.details ? `${job.title} (${job.details})` : job.title}
        />
      ))}
      <Paragraph>{text('mail.jobAlertDigest.body2')}</Paragraph>
      <Action href={params.unsubscribeUrl} label={text('mail.jobAlertDigest.unsubscribe')} />
    </>
  ),
  samples: {
    en: {
      summary: '“support”',
      jobs: JSON.stringify([
        {
          title: 'Customer Support Specialist',
          details: 'Remote, Istanbul, Türkiye',
          url: `${SAMPLE_PUBLIC_URL}/job/3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e8c1a04`,
        },
      ]),
      unsubscribeUrl: `${SAMPLE_PUBLIC_URL}/api/v1/job-alerts/unsubscribe?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      summary: '“destek”',
      jobs: JSON.stringify([
        {
          title: 'Müşteri Destek Uzmanı',
          details: 'Uzaktan, İstanbul, Türkiye',
          url: `${SAMPLE_PUBLIC_URL}/tr/job/3f1c2a9e-8d4b-4c1e-9a7f-2b6d5e8c1a04`,
        },
      ]),
      unsubscribeUrl: `${SAMPLE_PUBLIC_URL}/api/v1/job-alerts/unsubscribe?token=${SAMPLE_TOKEN}`,
    },
  },
});
