// Stripe does not promise the order of its events. Every pair of the event types the module handles is
// sent in both orders, from the same provider state, and must leave the same subscriptions, payments and
// refunds; a refund that arrives before its payment is kept and applied when the payment comes. Signed
// but malformed events are a 400 that changes nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payments, subscriptions, waitingRefunds, webhookEvents } from '../../db/schema';
import { plan, post } from '../../../test/commerce';
import { startHarness, type Harness } from '../../../test/harness';
import { body } from '../../../test/fixtures';
import { signUpAndLogIn } from '../../../test/helpers';
import { startStripeStandin, type StripeStandin } from '../../../test/stripe-standin';
import { EVENT_HANDLERS } from './event-handlers';

const SECRET = 'whsec_test_secret_for_the_event_order';
let h: Harness;
let stripe: StripeStandin;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects, as loose as its JSON
let scenario: { session: any; subscription: any; invoice: any; pi: string };

beforeAll(async () => {
  stripe = await startStripeStandin();
  h = await startHarness({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
  });
  const token = (
    await signUpAndLogIn(h.url, {
      name: 'Ora Order',
      email: 'order@test.example',
      password: 'buyer-password-1',
    })
  ).token as string;
  const { url } = await body(await post(h, '/stripe/createSubscribe', token, plan));
  const done = stripe.completeSession(stripe.sessions.get(url.split('/').pop())!.id);
  scenario = { ...done, pi: done.invoice.payments.data[0].payment.payment_intent };
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

const db = () => h.database.db;
const send = async (type: string, object: unknown) => {
  const e = stripe.signed(SECRET, type, object as Record<string, unknown>);
  return fetch(`${h.url}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
    body: e.payload,
  });
};

/** The object each event type carries in this scenario. */
const EVENTS: Record<string, () => unknown> = {
  'checkout.session.completed': () => scenario.session,
  'invoice.paid': () => scenario.invoice,
  'invoice.payment_failed': () => scenario.invoice,
  'customer.subscription.created': () => scenario.subscription,
  'customer.subscription.updated': () => scenario.subscription,
  'customer.subscription.deleted': () => ({ ...scenario.subscription, status: 'canceled' }),
  'charge.refunded': () => ({
    id: 'ch_order',
    object: 'charge',
    payment_intent: scenario.pi,
    amount: scenario.invoice.amount_paid,
    amount_refunded: 10000,
  }),
};

async function reset(canceled: boolean) {
  for (const table of [payments, subscriptions, webhookEvents, waitingRefunds, mailOutbox]) {
    await db().delete(table);
  }
  // The provider's state is the same for both orders: canceled when the pair has a deletion.
  const sub = stripe.subscriptions.get(scenario.subscription.id)!;
  sub.status = canceled ? 'canceled' : 'active';
  sub.cancel_at = null;
}

/** What the events left, without generated ids and clock times. */
async function state() {
  const rows = async (table: typeof payments | typeof subscriptions | typeof waitingRefunds) =>
    ((await db().execute(sql`select * from ${table}`)) as unknown as { rows: Record<string, unknown>[] })
      .rows;
  const strip = (r: Record<string, unknown>) => {
    const { id: _id, created_at: _c, updated_at: _u, received_at: _r, ...rest } = r;
    return rest;
  };
  return {
    subscriptions: (await rows(subscriptions)).map(strip),
    payments: (await rows(payments)).map(strip),
    waitingRefunds: (await rows(waitingRefunds)).map(strip),
  };
}

const types = [...EVENT_HANDLERS.keys()];
const pairs = types.flatMap((a, i) => types.slice(i + 1).map((b) => [a, b] as const));

describe('event order', () => {
  it('covers every event type the module handles', () => {
    expect(Object.keys(EVENTS).sort()).toEqual([...types].sort());
  });

  it.each(pairs)('%s and %s end in the same state in either order', async (a, b) => {
    const canceled = a === 'customer.subscription.deleted' || b === 'customer.subscription.deleted';
    const results = [];
    for (const order of [
      [a, b],
      [b, a],
    ]) {
      await reset(canceled);
      for (const type of order) expect((await send(type, EVENTS[type]!())).status).toBe(200);
      results.push(await state());
    }
    expect(results[1]).toEqual(results[0]);
  });

  it('a refund before its payment is applied when the payment arrives', async () => {
    await reset(false);
    await send('charge.refunded', EVENTS['charge.refunded']!());
    await send('checkout.session.completed', scenario.session);
    await send('invoice.paid', scenario.invoice);
    const [payment] = await db().select().from(payments);
    expect(payment).toMatchObject({ amountRefunded: 10000, status: 'partially_refunded' });
    expect(await db().select().from(waitingRefunds)).toEqual([]);
  });

  it('a refund between a failed and a successful attempt is applied once the invoice is paid', async () => {
    await reset(false);
    await send('invoice.payment_failed', scenario.invoice);
    await send('charge.refunded', EVENTS['charge.refunded']!());
    await send('invoice.paid', scenario.invoice);
    const [payment] = await db().select().from(payments);
    expect(payment).toMatchObject({ amountRefunded: 10000, status: 'partially_refunded' });
  });
});

describe('malformed signed events', () => {
  it.each([
    ['data: null', { id: 'evt_null', type: 'charge.refunded', data: null }],
    ['no data', { id: 'evt_nodata', type: 'invoice.paid' }],
    ['object: null', { id: 'evt_objnull', type: 'invoice.paid', data: { object: null } }],
    ['a NUL in the id', { id: 'evt_\u0000x', type: 'invoice.paid', data: { object: {} } }],
    ['a NUL in a field', { id: 'evt_nulfield', type: 'invoice.paid', data: { object: { id: 'in_\u0000' } } }],
    ['no id', { type: 'invoice.paid', data: { object: {} } }],
    ['a number for a type', { id: 'evt_num', type: 42, data: { object: {} } }],
  ])('%s → 400, nothing changes', async (_name, event) => {
    await reset(false);
    await send('invoice.paid', scenario.invoice);
    const before = await state();
    const events = (await db().select().from(webhookEvents)).length;
    const payload = JSON.stringify(event);
    const { default: Stripe } = await import('stripe');
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const res = await fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(res.status).toBe(400);
    expect((await body(res)).error).toBe('The webhook event is malformed.');
    expect(await state()).toEqual(before);
    expect((await db().select().from(webhookEvents)).length).toBe(events);
  });
});
