// The buyer's own billing (docs/api.md, payments): cancelling at the end of the period and resuming,
// changing the number of talents with a proration preview. Amounts are integer minor units.
import { z } from 'zod';
import { localized, messageFor } from './common';
import { PLAN_COUNT_LIMITS, intlLocale } from './pricing-core';

/** A day in words ("December 1, 2026", "1 Aralık 2026"), as billing dates are told to buyers (UTC). */
export function formatDay(iso: string | Date, locale: string = 'en'): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}

/** When a cancellation takes effect: at the end of the paid period (the default), or now (admins only). */
export const CANCEL_WHEN = ['period_end', 'now'] as const;
export type CancelWhen = (typeof CANCEL_WHEN)[number];

/** POST /subscription/cancel/{subscriptionId} body; an empty body cancels at the end of the period. */
export const subscriptionCancelBodySchema = localized((locale) =>
  z
    .object({
      when: z
        .enum(CANCEL_WHEN, { error: messageFor(locale)('billing.cancelWhenInvalid') })
        .default('period_end'),
    })
    .default({ when: 'period_end' }),
);
export type SubscriptionCancelBody = z.output<ReturnType<typeof subscriptionCancelBodySchema>>;

/** POST /subscription/{subscriptionId}/quantity and …/quantity/preview: the new number of talents. */
export const subscriptionQuantityBodySchema = localized((locale) => {
  const m = messageFor(locale);
  return z.object({
    quantity: z
      .number({ error: m('checkout.noOfRolesInvalid') })
      .int({ error: m('checkout.noOfRolesInvalid') })
      .min(1, { error: m('checkout.noOfRolesInvalid') })
      .max(PLAN_COUNT_LIMITS.maxRoles, {
        error: m('checkout.noOfRolesMax', { max: PLAN_COUNT_LIMITS.maxRoles }),
      }),
    /** The preview's proration time (Unix seconds), so the change charges what the preview showed. */
    prorationDate: z.number().int().positive().optional(),
  });
});
export type SubscriptionQuantityBody = z.output<ReturnType<typeof subscriptionQuantityBodySchema>>;

/** What a change of the number of talents costs: the new monthly amount and what is charged (or credited) today. */
export const quantityPreviewSchema = z.object({
  currency: z.string(),
  quantity: z.number().int().positive(),
  /** The catalogue's price of one talent a month (unchanged by the change). */
  unitAmount: z.number().int().nonnegative(),
  newMonthlyAmount: z.number().int().nonnegative(),
  /** Charged today when positive, credited to the next invoices when negative. */
  dueToday: z.number().int(),
  /** The time the proration was computed for (Unix seconds); pass it back to apply the same amount. */
  prorationDate: z.number().int().positive(),
  /** When the current period ends and the next full invoice is due. */
  periodEnd: z.string(),
});
export type QuantityPreview = z.infer<typeof quantityPreviewSchema>;

/** One of the buyer's invoices, as GET /invoices/mine lists them (newest first). */
export const invoiceSummarySchema = z.object({
  invoiceId: z.string(),
  /** The invoice's number at the provider (its id when it has none, as in demo mode). */
  number: z.string(),
  created: z.string(),
  /** What was charged (minor units), the tax within it, and what was refunded since. */
  amount: z.number().int(),
  tax: z.number().int().nonnegative(),
  amountRefunded: z.number().int().nonnegative(),
  currency: z.string(),
  /** A payment's status (succeeded, failed, refunded, partially_refunded): `commerce.status.<status>` in words. */
  status: z.string(),
  subscriptionId: z.string().nullable(),
  description: z.string(),
  /** The provider's PDF; otherwise the invoice opens through POST /invoices/{invoiceId}/link. */
  pdfUrl: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoicesMineResponseSchema = z.object({ invoices: z.array(invoiceSummarySchema) });
