// Provider events travel as a raw JSON body with a `Stripe-Signature` header (a timestamp and an HMAC of
// both), checked by the official SDK. Stripe signs its webhooks with STRIPE_WEBHOOK_SECRET; the keyless
// demo signs the events it emits with a secret of its own, so both reach the processor the same way.
import Stripe from 'stripe';
import { HttpError } from '../../http/errors';
import type { ProviderEvent } from './provider';

/** The event in `rawBody` when `signature` is this secret's over exactly these bytes; 400 otherwise. */
export function verifySignedEvent(
  rawBody: unknown,
  signature: string | undefined,
  secret: string | undefined,
): ProviderEvent {
  const invalid = new HttpError(400, 'INVALID_SIGNATURE', 'billing.webhookSignatureInvalid');
  if (!secret || !signature || !Buffer.isBuffer(rawBody)) throw invalid;
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret) as unknown as ProviderEvent;
  } catch {
    throw invalid;
  }
}

/** The raw body and signature header of an event, as a webhook delivers it. */
export function signEvent(event: ProviderEvent, secret: string) {
  const payload = JSON.stringify(event);
  return {
    rawBody: Buffer.from(payload),
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  };
}
