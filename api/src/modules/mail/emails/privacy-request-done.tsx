import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL } from './samples';

/**
 * To the verified address once an admin has answered its request: the archive's download link (access),
 * or the confirmation of the correction or erasure, with the admin's note when there is one.
 */
export const privacyRequestDone = defineMail<{
  kind: 'access' | 'correction' | 'erasure';
  archiveUrl?: string;
  note?: string;
}>({
  subject: 'mail.privacyRequestDone.subject',
  greeting: 'mail.privacyRequestDone.greeting',
  preview: 'mail.privacyRequestDone.subject',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text(`mail.privacyRequestDone.${params.kind}`)}</Paragraph>
      {params.kind === 'access' && params.archiveUrl ? (
        <>
          <Action href={params.archiveUrl} label={text('mail.privacyRequestDone.accessButton')} />
          <Paragraph>{text('mail.privacyRequestDone.accessExpiry')}</Paragraph>
        </>
      ) : null}
      {params.note ? <Paragraph>{text('mail.privacyRequestDone.note')}</Paragraph> : null}
      <Paragraph>{text('mail.privacyRequestDone.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      kind: 'access',
      archiveUrl: `${SAMPLE_PUBLIC_URL}/api/v1/privacy/subject-requests/0b6f1c9e-4d2a-4c51-9d0e-2f8a7b3c1d45/archive?exp=1767225600&sig=3kP0aXw9`,
    },
    tr: {
      kind: 'erasure',
      note: 'Hesabınız ve başvurularınız silindi.',
    },
  },
});
