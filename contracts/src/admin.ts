// The admin home's summary and the admin exports (docs/product.md, back office).
import { z } from 'zod';
import { APPLICANT_STATUSES } from './enums';
import { isoDateTimeSchema } from './common';
import { foldText } from './text-fold';
import { jobAlertCountsSchema } from './job-alerts';

/** GET /admin/summary: what waits for an admin. "This week" is the last seven days. */
export const adminSummaryResponseSchema = z.object({
  unread: z.object({
    inquiries: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
    franchiseApplications: z.number().int().nonnegative(),
  }),
  applicantsThisWeek: z.object({
    since: isoDateTimeSchema,
    total: z.number().int().nonnegative(),
    byStatus: z.record(z.enum(APPLICANT_STATUSES), z.number().int().nonnegative()),
  }),
  activeJobs: z.number().int().nonnegative(),
  /** Job-alert subscriptions: confirmed, and awaiting their confirmation link. */
  jobAlerts: jobAlertCountsSchema,
});
export type AdminSummary = z.infer<typeof adminSummaryResponseSchema>;

/** Query of the inbox exports (GET /inquiries/export, …): the list's search, as the table applies it. */
export const inboxExportQuerySchema = z.object({
  search: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(200).optional(),
  ),
});

/** The fields each inbox list searches (case-insensitive substring), in the table and in its export. */
export const INBOX_SEARCH_FIELDS = {
  inquiries: ['firstName', 'lastName', 'email', 'phone', 'company', 'location', 'message', 'comment'],
  messages: ['fullName', 'email', 'phone', 'website', 'message', 'comment'],
  franchiseApplications: ['name', 'email', 'message', 'comment'],
} as const;

/**
 * Whether a record's searched fields hold the query (an empty query matches everything), case and Turkish
 * letters folded (text-fold.ts): "istanbul" finds "İstanbul", "ayse" finds "Ayşe".
 */
export function inboxMatches(record: object, fields: readonly string[], query: string | undefined): boolean {
  const q = foldText((query ?? '').trim());
  if (!q) return true;
  const r = record as Record<string, unknown>;
  return fields.some((f) => typeof r[f] === 'string' && foldText(r[f] as string).includes(q));
}
