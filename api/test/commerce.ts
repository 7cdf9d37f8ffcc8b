// Helpers for the commerce tests: a plan choice, and a purchase through the keyless demo checkout.
import type { Harness } from './harness';
import { bearer } from './helpers';
import { body } from './fixtures';

export const plan = {
  role: 'sr_technical',
  noOfRoles: 2,
  noOfMonths: 3,
  region: 'US',
  billingCycle: 'hourly',
};

export const post = (h: Harness, path: string, token: string | null, payload?: unknown, headers = {}) =>
  fetch(`${h.url}/api/v1${path}`, {
    method: 'POST',
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });

export const get = (h: Harness, path: string, token: string | null) =>
  fetch(`${h.url}/api/v1${path}`, { headers: token ? bearer(token) : {} });

/** createSubscribe in demo mode: answers the demo session's id. */
export async function demoCheckout(h: Harness, token: string, choice: Record<string, unknown> = plan) {
  const res = await post(h, '/stripe/createSubscribe', token, choice);
  if (res.status !== 200) throw new Error(`createSubscribe: ${res.status} ${await res.text()}`);
  const { url } = (await body(res)) as { url: string };
  return new URL(url, h.url).searchParams.get('session')!;
}

/** A paid demo purchase: answers the session, the subscription and the payment. */
export async function demoPurchase(h: Harness, token: string, choice: Record<string, unknown> = plan) {
  const session = await demoCheckout(h, token, choice);
  const paid = await post(h, `/checkout/demo/${session}/pay`, token);
  if (paid.status !== 200) throw new Error(`pay: ${paid.status} ${await paid.text()}`);
  const subs = (await body(await get(h, '/subscription/my', token))) as {
    subscriptionId: string;
    latestInvoice: string;
  }[];
  const pays = (await body(await get(h, '/payments/mypayments', token))) as {
    Payments: { _id: string; invoiceId: string }[];
  };
  const subscription =
    subs.find((s) => pays.Payments.some((p) => p.invoiceId === s.latestInvoice)) ?? subs[0]!;
  const payment = pays.Payments.find((p) => p.invoiceId === subscription.latestInvoice)!;
  return { session, subscription, payment };
}
