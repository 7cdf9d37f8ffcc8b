// The subscriptions' and payments' reads (docs/api.md, payments): one's own, or everyone's for an admin,
// through the kit's HTTP client with the session. The writes are actions.ts: they load the contracts'
// response schemas, which a read-only table does not need.
import type { Locale } from '@crestline/contracts/enums';
import type { Payment, Subscription } from '@crestline/contracts/payments';
import { apiRequest } from '../kit/http';

/** The options of a call made with the stored session's token. */
export const auth = (lang: Locale, signal?: AbortSignal) => ({
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
