// The subscriptions' writes (docs/api.md, payments): cancel a subscription, open an invoice. Each reads
// its answer with the contracts' response schema.
import { quantityPreviewSchema, type CancelWhen } from '@crestline/contracts/billing';
import type { Locale } from '@crestline/contracts/enums';
import { invoiceLinkResponseSchema, subscriptionCancelResponseSchema } from '@crestline/contracts/payments';
import { apiRequest } from '../kit/http';
import { auth } from './api';

/** Cancels at the end of the period (the default) or, for an admin, now; answers the subscription as it stands. */
export async function cancelSubscription(
  lang: Locale,
  subscriptionId: string,
  when: CancelWhen = 'period_end',
) {
  return apiRequest(`/subscription/cancel/${encodeURIComponent(subscriptionId)}`, {
    ...auth(lang),
    method: 'POST',
    json: { when },
    answer: subscriptionCancelResponseSchema,
  });
}

/** What changing the number of talents costs (the provider's proration preview). */
export async function previewQuantity(lang: Locale, subscriptionId: string, quantity: number) {
  return apiRequest(`/subscription/${encodeURIComponent(subscriptionId)}/quantity/preview`, {
    ...auth(lang),
    method: 'POST',
    json: { quantity },
    answer: quantityPreviewSchema,
  });
}

/** Changes the number of talents, charged as the preview at `prorationDate` showed. */
export async function changeQuantity(
  lang: Locale,
  subscriptionId: string,
  quantity: number,
  prorationDate: number,
) {
  return apiRequest(`/subscription/${encodeURIComponent(subscriptionId)}/quantity`, {
    ...auth(lang),
    method: 'POST',
    json: { quantity, prorationDate },
    answer: subscriptionCancelResponseSchema,
  });
}

/** Undoes a cancel at the end of the period. */
export async function resumeSubscription(lang: Locale, subscriptionId: string) {
  return apiRequest(`/subscription/${encodeURIComponent(subscriptionId)}/resume`, {
    ...auth(lang),
    method: 'POST',
    answer: subscriptionCancelResponseSchema,
  });
}

/** A short-lived signed address of the invoice (a new tab sends no Authorization header). */
export async function invoiceLink(lang: Locale, invoiceId: string) {
  return (
    await apiRequest(`/invoices/${encodeURIComponent(invoiceId)}/link`, {
      ...auth(lang),
      method: 'POST',
      answer: invoiceLinkResponseSchema,
    })
  ).url;
}

/** Opens the invoice in a new tab: the tab opens at the click (no popup blocker), then gets its address. */
export async function openInvoice(lang: Locale, invoiceId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await invoiceLink(lang, invoiceId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
