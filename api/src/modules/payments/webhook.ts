// Provider events → payments and subscriptions. Every event enters through `receive`: Stripe's webhooks
// (POST /stripe/webhook) and the events the keyless demo emits alike, verified by the provider's own
// signature check. Each event is applied once: its id is claimed in webhook_events in the same
// transaction that writes its effects (also across API processes). What an event does is its handler's
// (event-handlers.ts); a type without one is claimed and ignored.
import { z } from 'zod';
import type { Db } from '../../db/client';
import { findControlCharacter } from '../../http/control-characters';
import { badRequest } from '../../http/errors';
import type { Logger } from '../../logger';
import { EVENT_HANDLERS } from './event-handlers';
import type { PaymentProvider, ProviderEvent } from './provider';
import { paymentsRepository } from './repository';

export type EventResult = 'applied' | 'duplicate' | 'ignored';

/**
 * What became of one delivered event, for the operators' metrics: its result and how long after the
 * provider created it it was processed, or why it was refused (a bad signature, a malformed event) or failed.
 */
export type EventReport =
  { result: EventResult; lagSeconds: number | undefined } | { failure: 'signature' | 'invalid' | 'error' };

/** The envelope every event must have; a signed body without it (e.g. `data: null`) changes nothing. */
const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The event when its envelope is sound and it holds no control characters (which text cannot store); 400 otherwise. */
function wellFormed(event: ProviderEvent): ProviderEvent {
  if (!eventShape.safeParse(event).success || findControlCharacter(event)) {
    throw badRequest('billing.webhookEventInvalid');
  }
  return event;
}

export function providerEvents(deps: {
  db: Db;
  provider: PaymentProvider;
  logger: Logger;
  /** Where the site is, for links in the buyer's mails. */
  publicUrl?: string;
  onEvent?: (report: EventReport) => void;
}) {
  const { db, provider } = deps;
  const report = deps.onEvent ?? (() => undefined);
  /** Runs a check of an event; its refusal is reported as `failure` and thrown on. */
  const reported = <T>(failure: 'signature' | 'invalid', check: () => T): T => {
    try {
      return check();
    } catch (err) {
      report({ failure });
      throw err;
    }
  };

  /** Applies the event once; answers whether this call applied it. */
  async function apply(event: ProviderEvent): Promise<EventResult> {
    if (await paymentsRepository(db).isProcessed(event.id)) return 'duplicate';
    const handler = EVENT_HANDLERS.get(event.type);
    // What the provider is asked for is fetched before the transaction, which then only writes.
    const writes = handler ? await handler(event, deps) : undefined;
    return db.transaction(async (tx) => {
      if (!(await paymentsRepository(tx).claimEvent(event.id, event.type))) return 'duplicate';
      if (!writes) return 'ignored';
      await writes(tx);
      return 'applied';
    });
  }

  return {
    /** A delivered event: the raw body and its signature header (400 when it is not the provider's). */
    async receive(rawBody: unknown, signature: string | undefined): Promise<EventResult> {
      const event = reported('signature', () => provider.verifyEvent(rawBody, signature));
      reported('invalid', () => wellFormed(event));
      const result = await apply(event).catch((err: unknown) => {
        report({ failure: 'error' });
        throw err;
      });
      // Stripe dates its events (a retried delivery keeps the date): the lag includes its retries.
      report({
        result,
        lagSeconds: typeof event.created === 'number' ? Date.now() / 1000 - event.created : undefined,
      });
      return result;
    },
  };
}

export type ProviderEvents = ReturnType<typeof providerEvents>;
