// Sales alerts: one `lead-alert` job per new lead (not spam), sent in the lead's own transaction and
// named by its id, so a burst of leads queues one job each and none is lost. The job's worker claims the
// lead (alerted_at, set once in the same transaction as the mail it queues), so a retried job or a second
// API process never alerts twice; then it queues one mail per recipient through the outbox: SALES_EMAIL's
// addresses (in the language of the account an address belongs to, else English), or, when it is unset,
// the address of every admin account whose roles open the lead's inbox (owner, and sales for messages and
// inquiries, recruiter for franchise applications: ADMIN_SCREENS), in that admin's language.
import { ADMIN_SCREENS, t, visitSourceLabel, type Locale } from '@crestline/contracts';
import { jobKind, sendJob, worker, type Worker } from '../../background';
import type { Db, DbOrTx } from '../../db/client';
import { sitePath } from '../../lib/site-paths';
import { enqueueMail } from '../mail';
import { leadsRepository, type ClaimedLead, type LeadTable } from './repository';

export const leadAlert = jobKind<{ table: LeadTable; id: string }>('lead-alert', {
  retry: { limit: 8, delaySeconds: 30, maxDelaySeconds: 1_800 },
});

/** Queues the alert of a new lead; call it in the transaction that stores the lead. */
export async function queueLeadAlert(tx: DbOrTx, table: LeadTable, id: string): Promise<void> {
  await sendJob(leadAlert, { table, id }, { tx, id });
}

const ADMIN_PAGE: Record<LeadTable, string> = {
  message: '/messages',
  inquiry: '/inquiries',
  franchise: '/franchise-applications',
};

function essentials(lead: ClaimedLead) {
  const base = {
    email: lead.row.email,
    source: visitSourceLabel(lead.row.source),
    page: lead.row.source?.page ?? lead.row.source?.landingPage ?? '–',
    leadLocale: lead.row.locale === 'tr' ? ('tr' as const) : ('en' as const),
  };
  switch (lead.table) {
    case 'message':
      return {
        ...base,
        kind: 'message' as const,
        name: lead.row.fullName,
        phone: lead.row.phone,
        message: lead.row.message,
      };
    case 'franchise':
      return { ...base, kind: 'franchise' as const, name: lead.row.name, message: lead.row.message };
    case 'inquiry': {
      const row = lead.row;
      const common = {
        ...base,
        name: `${row.firstName} ${row.lastName}`.trim(),
        phone: row.phone,
        company: row.company,
      };
      return row.kind === 'consultation'
        ? {
            ...common,
            kind: 'consultation' as const,
            slot: `${row.date} ${row.timeFrom}–${row.timeTo}`,
            timeZone: row.timeZone ?? undefined,
          }
        : { ...common, kind: 'quote' as const, message: row.message ?? undefined };
    }
  }
}

export function leadAlertWorkers(deps: {
  db: Db;
  publicUrl: string;
  salesEmail: readonly string[];
}): Worker[] {
  return [
    worker(leadAlert, ({ table, id }) =>
      deps.db.transaction(async (tx) => {
        const repo = leadsRepository(tx);
        const lead = await repo.claimForAlert(table, id);
        if (!lead) return { skipped: true };
        let recipients: { email: string; locale: string }[];
        if (deps.salesEmail.length) {
          const locales = await repo.localesOf(deps.salesEmail);
          recipients = deps.salesEmail.map((email) => ({
            email,
            locale: locales.get(email.toLowerCase()) ?? 'en',
          }));
        } else {
          recipients = await repo.admins(ADMIN_SCREENS[ADMIN_PAGE[table].slice(1)] ?? []);
        }
        const { kind, leadLocale, ...params } = essentials(lead);
        for (const to of recipients) {
          const locale = (to.locale === 'tr' ? 'tr' : 'en') satisfies Locale;
          await enqueueMail(tx, {
            to: to.email,
            template: 'leadAlert',
            locale,
            params: {
              ...params,
              kindLabel: t(locale, `mail.leadAlert.kind.${kind}`),
              language: t(locale, `lead.language.${leadLocale}`),
              link: `${deps.publicUrl}${sitePath(locale, ADMIN_PAGE[table])}?open=${id}`,
            },
          });
        }
        return { recipients: recipients.length };
      }),
    ),
  ];
}
