// The subscriptions' writes (docs/api.md, payments): cancel a subscription, open an invoice, the demo billing page's card and billing details. Each reads
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

/** The demo billing page's Update card: the renewals left unpaid are paid with the new card. */
export async function updateDemoCard(lang: Locale) {
  return apiRequest<{ message: string }>('/billing/demo/card', { ...auth(lang), method: 'POST' });
}

/** The demo billing page's billing address, company and tax ID of one subscription. */
export async function saveBillingDetails(
  lang: Locale,
  subscriptionId: string,
  details: Record<'company' | 'line1' | 'city' | 'country' | 'taxId', string>,
) {
  return apiRequest(`/subscription/${encodeURIComponent(subscriptionId)}/billing-details`, {
    ...auth(lang),
    method: 'PUT',
    json: details,
    answer: subscriptionCancelResponseSchema,
  });
}
