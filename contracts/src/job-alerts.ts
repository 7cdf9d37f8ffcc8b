// Job alerts (docs/product.md, careers): a seeker subscribes with an email to the careers board's current
// search (words, type, location), confirms from a mailed link (double opt-in), and then gets at most one
// mail a day listing the newly published jobs that match, each with a one-click unsubscribe link.
import { z } from 'zod';
import { emailText, localized, messageFor } from './common';

/** Words, type and location as the careers board's filters hold them (blank: any). */
const filterText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: message }).trim().max(max, { error: message }),
  );

/** POST /job-alerts body: the address and the search it subscribes to (plus the lead extras). */
export const jobAlertSubscribeSchema = localized((locale) => {
  const m = messageFor(locale);
  const invalid = m('jobAlerts.invalidSearch');
  // Strict: a body with fields of another form is refused, not subscribed (the lead extras are read from
  // the raw body by the API, leads.ts).
  return z.strictObject(
    {
      email: emailText(m('common.fillRequired'), m('common.emailInvalid')),
      search: filterText(200, invalid),
      type: filterText(100, invalid),
      location: filterText(200, invalid),
      fax: z.unknown().optional(),
      startedAt: z.unknown().optional(),
      source: z.unknown().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? m('jobAlerts.unknownFields') : m('common.fillRequired'),
    },
  );
});
export type JobAlertSubscribeBody = z.output<ReturnType<typeof jobAlertSubscribeSchema>>;

/** POST /job-alerts (202): the same answer whether or not the address was subscribed already. */
export const jobAlertSubscribedResponseSchema = z.object({ message: z.string() });

/** ?token= of the confirmation and unsubscribe links (an unknown or altered token is no one's). */
export const jobAlertTokenQuerySchema = z.object({ token: z.string().max(300).optional() });

/** What /career?alert= says after a link from a job-alert mail was opened. */
export const JOB_ALERT_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type JobAlertOutcome = (typeof JOB_ALERT_OUTCOMES)[number];

/** GET /job-alerts/counts (admin): subscriptions by state. */
export const jobAlertCountsSchema = z.object({ confirmed: z.number().int(), pending: z.number().int() });
export type JobAlertCounts = z.infer<typeof jobAlertCountsSchema>;

/** How long an unconfirmed subscription is kept before the retention job removes it. */
export const JOB_ALERT_PENDING_DAYS = 7;
