import { sitePath } from '../../../lib/site-paths';
import { defineMail } from '../define';
import { Action, Paragraph } from '../layout';
import { SAMPLE_PUBLIC_URL, SAMPLE_TOKEN } from './samples';

/**
 * An invitation to become an admin (the link is single-use, valid 48 hours). `name` is the invitee's address,
 * which the greeting leaves out: no one is greeted by their email address.
 */
export const adminInvitation = defineMail<{ name: string; inviteUrl: string }>({
  subject: 'mail.adminInvitation.subject',
  greeting: 'mail.greetingNoName',
  preview: 'mail.adminInvitation.body1',
  signature: 'mail.signatureTeam',
  Body: ({ text, params }) => (
    <>
      <Paragraph>{text('mail.adminInvitation.body1')}</Paragraph>
      <Action href={params.inviteUrl} label={text('mail.adminInvitation.button')} />
      <Paragraph>{text('mail.adminInvitation.closing1')}</Paragraph>
    </>
  ),
  samples: {
    en: {
      name: 'sarah.mitchell@crestlinestaffing.example',
      inviteUrl: `${SAMPLE_PUBLIC_URL}${sitePath('en', '/admin-invitation')}?token=${SAMPLE_TOKEN}`,
    },
    tr: {
      name: 'ayse.demir@crestlinestaffing.example',
      inviteUrl: `${SAMPLE_PUBLIC_URL}${sitePath('tr', '/admin-invitation')}?token=${SAMPLE_TOKEN}`,
    },
  },
});
