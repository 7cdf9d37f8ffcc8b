// The commerce screens' calls (docs/api.md, payments), all through the kit's HTTP client with the session.
import type { Locale } from '@crestline/contracts/enums';
import type { Customer, Payment, Subscription } from '@crestline/contracts/payments';
import { apiRequest } from '../shared/http';

const auth = (lang: Locale, signal?: AbortSignal) => ({
  lang,
  auth: true as const,
  ...(signal ? { signal } : {}),
});

export async function loadSubscriptions(lang: Locale, admin: boolean, signal: AbortSignal) {
  return apiRequest<Subscription[]>(admin ? '/subscription/get-all' : '/subscription/my', auth(lang, signal));
}

export async function loadPayments(lang: Locale, admin: boolean, signal: AbortSignal) {
  const body = await apiRequest<{ Payments: Payment[] }>(
    admin ? '/payments' : '/payments/mypayments',
    auth(lang, signal),
  );
  return body.Payments;
}

export async function loadCustomers(lang: Locale, signal: AbortSignal) {
  return (await apiRequest<{ customers: Customer[] }>('/customers', auth(lang, signal))).customers;
}

export async function cancelSubscription(lang: Locale, subscriptionId: string) {
  await apiRequest(`/subscription/cancel/${encodeURIComponent(subscriptionId)}`, {
    ...auth(lang),
    method: 'POST',
    json: {},
  });
}

/** A short-lived signed address of the invoice (a new tab sends no Authorization header). */
export async function invoiceLink(lang: Locale, invoiceId: string) {
  return (
    await apiRequest<{ url: string }>(`/invoices/${encodeURIComponent(invoiceId)}/link`, {
      ...auth(lang),
      method: 'POST',
    })
  ).url;
}

export async function refundPayment(lang: Locale, paymentId: string, amount: number | undefined) {
  return apiRequest<{ refund: { id: string; amount: number; currency: string; status: string } }>(
    `/payments/${encodeURIComponent(paymentId)}/refund`,
    { ...auth(lang), method: 'POST', json: amount === undefined ? {} : { amount } },
  );
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
