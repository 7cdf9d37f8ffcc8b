// Reading the objects inside provider events (Stripe's shapes, which the demo copies): ids that may come
// expanded or not, amounts, addresses, and the subscription row an event's current snapshot becomes.
import { normalizeLocale } from '@crestline/contracts';
import type { StoredAddress, StoredTaxId } from '../../db/schema';
import type { PaymentAccounts } from '../users';
import type { CheckoutRequest, SubscriptionSnapshot } from './provider';
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

/** Tax IDs as Stripe lists them ({type, value}); null when there are none. */
export function taxIdsOf(v: unknown): StoredTaxId[] | null {
  const ids = (Array.isArray(v) ? v : [])
    .map((t) => ({ type: str(obj(t).type) ?? 'unknown', value: str(obj(t).value) ?? '' }))
    .filter((t) => t.value.trim() !== '');
  return ids.length ? ids : null;
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

/** Where the fixed-length contract ends by itself: the start and the months bought. */
export const contractEnd = (startDate: Date, months: number) => addMonths(startDate, Math.max(1, months));

/** The billing period (monthly, from the start) that holds `at`. */
export function monthlyPeriod(startDate: Date, at: Date = new Date()): { start: Date; end: Date } {
  let k = 0;
  while (addMonths(startDate, k + 1) <= at) k += 1;
  return { start: addMonths(startDate, k), end: addMonths(startDate, k + 1) };
}

const DAY_MS = 86_400_000;

/**
 * When the subscription ends and whether that is a cancellation (at the end of the period, undone by
 * resuming) rather than the contract's own end: a cancellation ends it before the months bought are over.
 */
export function endingOf(snap: SubscriptionSnapshot): { endsAt: Date; cancelAtPeriodEnd: boolean } {
  const contract = contractEnd(snap.startDate, monthsBought(snap));
  const endsAt = snap.cancelAtPeriodEnd ? snap.currentPeriodEnd : (snap.cancelAt ?? contract);
  return { endsAt, cancelAtPeriodEnd: endsAt.getTime() < contract.getTime() - DAY_MS };
}

/** The metadata a checkout's pre-contract acceptance adds (none when there was none). */
export function preContractMetadata(accepted: CheckoutRequest['preContract']): Record<string, string> {
  return accepted
    ? { preContractVersion: accepted.version, preContractAcceptedAt: accepted.acceptedAt.toISOString() }
    : {};
}

/** The pre-contract acceptance a subscription's metadata holds, or nulls. */
function preContractOf(metadata: Record<string, string>) {
  const at = metadata.preContractAcceptedAt ? new Date(metadata.preContractAcceptedAt) : null;
  const valid = Boolean(metadata.preContractVersion) && at !== null && !Number.isNaN(at.getTime());
  return {
    preContractVersion: valid ? metadata.preContractVersion! : null,
    preContractAcceptedAt: valid ? at : null,
  };
}

/** The subscription row from the provider's current snapshot; the buyer from our account when known. */
export async function subscriptionRow(
  accounts: Pick<PaymentAccounts, 'find'>,
  snap: SubscriptionSnapshot,
  buyer: Obj = {},
): Promise<NewSubscription> {
  const metadata = snap.metadata;
  const user = metadata.userId ? await accounts.find(metadata.userId) : undefined;
  const months = monthsBought(snap);
  const ending = endingOf(snap);
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
    endsAt: ending.endsAt,
    cancelAtPeriodEnd: ending.cancelAtPeriodEnd,
    currentPeriodEnd: snap.currentPeriodEnd,
    shippingAddress: addressOf(buyer.address),
    // The buyer's company (Checkout's business name) and tax IDs, from checkout or an invoice.
    company: str(buyer.business_name)?.trim() || null,
    taxIds: taxIdsOf(buyer.tax_ids),
    latestInvoice: snap.latestInvoice,
    ...preContractOf(metadata),
  };
}
