// Reading the objects inside provider events (Stripe's shapes, which the demo copies): ids that may come
// expanded or not, amounts, addresses, and the subscription row an event's current snapshot becomes.
import { normalizeLocale } from '@crestline/contracts';
import type { StoredAddress } from '../../db/schema';
import type { PaymentAccounts } from '../users';
import type { SubscriptionSnapshot } from './provider';
import type { NewSubscription } from './repository';

export type Obj = Record<string, unknown>;

/** An id, whether the field holds it or an expanded object with it. */
export const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? str((v as Obj).id) : null;
export const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
export const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {});

export function addressOf(v: unknown): StoredAddress | null {
  const a = obj(v);
  if (!Object.keys(a).length) return null;
  return { line1: str(a.line1), city: str(a.city), state: str(a.state), country: str(a.country) };
}

/** The subscription an invoice belongs to, in the 2025+ shape (parent) and the older one. */
export function invoiceSubscription(invoice: Obj): string | null {
  return str(obj(obj(invoice.parent).subscription_details).subscription) ?? str(invoice.subscription);
}

export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** The months a subscription was bought for (checkout's metadata). */
export const monthsBought = (snap: SubscriptionSnapshot) => Number(snap.metadata.noOfMonths) || 1;

/** The subscription row from the provider's current snapshot; the buyer from our account when known. */
export async function subscriptionRow(
  accounts: Pick<PaymentAccounts, 'find'>,
  snap: SubscriptionSnapshot,
  buyer: Obj = {},
): Promise<NewSubscription> {
  const metadata = snap.metadata;
  const user = metadata.userId ? await accounts.find(metadata.userId) : undefined;
  const months = monthsBought(snap);
  return {
    subscriptionId: snap.id,
    userId: user ? user.id : null,
    customerId: snap.customerId,
    customerName: user?.name ?? str(buyer.name) ?? '',
    customerEmail: user?.email ?? str(buyer.email) ?? '',
    paymentMethodId: snap.paymentMethodId,
    amount: snap.unitAmount * snap.quantity,
    currency: snap.currency,
    status: snap.status,
    description: metadata.description ?? '',
    interval: snap.interval,
    intervalCount: snap.intervalCount,
    quantity: snap.quantity,
    role: metadata.role ?? '',
    region: metadata.region ?? 'US',
    noOfMonths: months,
    locale: normalizeLocale(metadata.locale),
    startDate: snap.startDate,
    endsAt: snap.cancelAt ?? addMonths(snap.startDate, months),
    shippingAddress: addressOf(buyer.address),
    latestInvoice: snap.latestInvoice,
  };
}
