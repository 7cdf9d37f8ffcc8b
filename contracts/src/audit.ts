// The audit trail (docs/product.md, back office): every admin action and admin sign-in as one event,
// who, when, from which address, what, on what, and the before/after of what changed. GET /audit lists
// them newest first, filtered and paged on the server; GET /audit/export is the same as CSV.
import { z } from 'zod';
import { blankToUndefined, isoDateTimeSchema, localized, messageFor } from './common';

/** Every kind of event the trail records (their labels are `audit.action.<name>` in the catalogue). */
export const AUDIT_ACTIONS = [
  'signin.success',
  'signin.failure',
  'job.create',
  'job.update',
  'job.toggle',
  'applicant.update',
  'message.read',
  'message.comment',
  'inquiry.read',
  'inquiry.comment',
  'franchise.read',
  'franchise.comment',
  'message.delete',
  'inquiry.delete',
  'franchise.delete',
  'export.csv',
  'payment.refund',
  'subscription.cancel',
  'subscription.resume',
  'subscription.quantity',
  'subscription.billingDetails',
  'privacy.export',
  'privacy.erase',
  'privacy.answer',
  'privacy.talentPoolExpired',
  'mfa.enrol',
  'mfa.reset',
  'admin.invite',
  'admin.grant',
  'admin.revoke',
  'admin.roles',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event was about: a kind of record, its id and a readable name (a job's title, an email). */
export const auditTargetSchema = z.object({
  type: z.string(),
  id: z.string().nullable(),
  label: z.string().nullable(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One event as GET /audit answers it. `details.before`/`details.after` hold the fields that changed. */
export const auditEventSchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  /** Who acted, and the admin roles the account held when it did (empty for a sign-in or a customer). */
  actor: z.object({ id: z.string().nullable(), email: z.string(), roles: z.array(z.string()).default([]) }),
  /** The address the request came from (behind TRUST_PROXY, the client's). */
  ip: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: auditTargetSchema,
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /audit: one page of events, newest first; the number matching the filters is in X-Total-Count. */
export const auditListResponseSchema = z.object({ events: z.array(auditEventSchema) });

/** Largest page of GET /audit. */
export const AUDIT_PAGE_MAX = 100;

const intParam = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

/** A day (`2026-11-24`, the whole UTC day) or an instant; blank counts as not given. */
const timeParam = (message: string, endOfDay: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) || isoDateTimeSchema.safeParse(v).success, {
        error: message,
      })
      .refine((v) => !Number.isNaN(Date.parse(v)), { error: message })
      .transform((v) =>
        /^\d{4}-\d{2}-\d{2}$/.test(v)
          ? new Date(`${v}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`)
          : new Date(v),
      )
      .optional(),
  );

const auditFilterObject = (locale: 'en' | 'tr') => {
  const m = messageFor(locale);
  return z.object({
    actor: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    action: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_ACTIONS, { error: m('audit.invalidAction') }).optional(),
    ),
    target: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    from: timeParam(m('audit.invalidTime'), false),
    to: timeParam(m('audit.invalidTime'), true),
  });
};

const inOrder = (
  locale: 'en' | 'tr',
): [
  (v: { from?: Date | undefined; to?: Date | undefined }) => boolean,
  { error: string; path: string[] },
] => [
  (v) => !v.from || !v.to || v.from <= v.to,
  { error: messageFor(locale)('audit.rangeReversed'), path: ['to'] },
];

/**
 * The filters of GET /audit/export: actor (part of the email, or the account id), action, target (the
 * record's id, or part of its name or kind) and a time range (from and to, inclusive; a day means the
 * whole UTC day).
 */
export const auditFilterSchema = localized((locale) => auditFilterObject(locale).refine(...inOrder(locale)));
export type AuditFilter = z.output<ReturnType<typeof auditFilterSchema>>;

/** GET /audit query: the filters and a page (1-based, of at most AUDIT_PAGE_MAX). */
export const auditListQuerySchema = localized((locale) =>
  auditFilterObject(locale)
    .extend({ page: intParam(1, 1_000_000, 1), pageSize: intParam(1, AUDIT_PAGE_MAX, 20) })
    .refine(...inOrder(locale)),
);
export type AuditListQuery = z.output<ReturnType<typeof auditListQuerySchema>>;
