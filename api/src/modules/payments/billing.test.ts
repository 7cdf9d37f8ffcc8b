// The buyer's own billing against both providers, the keyless demo and Stripe (played by the local
// stand-in, test/stripe-standin.ts): cancel at the end of the period and resume, an admin's cancel now,
// others' subscriptions out of reach, and provider events in any order ending in the same state.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscribeResponseSchema,
  invoicesMineResponseSchema,
  paymentsListResponseSchema,
  quantityPreviewSchema,
  subscriptionCancelResponseSchema,
  subscriptionsListResponseSchema,
  type Subscription,
} from '@crestline/contracts';
import { auditEvents, demoCheckoutSessions, subscriptions } from '../../db/schema';
import { demoPurchase, get, plan, post } from '../../../test/commerce';
import { body } from '../../../test/fixtures';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, expectBody, userToken } from '../../../test/helpers';
import { startStripeStandin, type StripeStandin } from '../../../test/stripe-standin';

const SECRET = 'whsec_test_billing_standin';

interface Rig {
  h: Harness;
  admin: string;
  /** A paid purchase of `plan` (2 talents, 3 months): answers the subscription's provider id. */
  buy(token: string, choice?: Record<string, unknown>): Promise<string>;
  /** Moves the subscription's start (and its current period) back, as if bought `days` ago. */
  backdate(subscriptionId: string, days: number): Promise<void>;
  /** Delivers what the provider sends after a change (Stripe's webhooks; the demo sends its own at once). */
  deliver(subscriptionId: string): Promise<void>;
}

async function demoRig(): Promise<Rig & { close(): Promise<void> }> {
  const h = await startHarness({});
  return {
    h,
    admin: await adminToken(h),
    buy: async (token, choice = plan) => (await demoPurchase(h, token, choice)).subscription.subscriptionId,
    async backdate(id, days) {
      const [row] = await h.database.db
        .select()
        .from(demoCheckoutSessions)
        .where(eq(demoCheckoutSessions.subscriptionId, id));
      const startDate = new Date(row!.startDate!.getTime() - days * 86_400_000);
      const cancelAt = new Date(row!.cancelAt!.getTime() - days * 86_400_000);
      await h.database.db
        .update(demoCheckoutSessions)
        .set({ startDate, cancelAt })
        .where(eq(demoCheckoutSessions.subscriptionId, id));
    },
    deliver: async () => undefined,
    close: () => h.close(),
  };
}

async function stripeRig(): Promise<
  Rig & { close(): Promise<void>; stripe: StripeStandin; send: SendEvent }
> {
  const stripe = await startStripeStandin();
  const h = await startHarness({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
    STRIPE_TIMEOUT_MS: '2000',
    STRIPE_AUTOMATIC_TAX: '1',
  });
  const send: SendEvent = async (type, object, id) => {
    const e = stripe.signed(SECRET, type, object, id);
    const res = await fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
      body: e.payload,
    });
    expect(res.status, await res.clone().text()).toBe(200);
  };
  return {
    h,
    stripe,
    send,
    admin: await adminToken(h),
    async buy(token, choice = plan) {
      const res = await post(h, '/stripe/createSubscribe', token, choice);
      expect(res.status, await res.clone().text()).toBe(200);
      const { url } = await expectBody(createSubscribeResponseSchema, res);
      const done = stripe.completeSession(url.split('/').pop()!);
      await send('checkout.session.completed', done.session);
      await send('invoice.paid', done.invoice);
      return done.subscription.id as string;
    },
    async backdate(id, days) {
      const sub = stripe.subscriptions.get(id)!;
      const shift = days * 86_400;
      const item = sub.items.data[0];
      sub.start_date -= shift;
      item.current_period_start -= shift;
      item.current_period_end -= shift;
      if (sub.cancel_at) sub.cancel_at -= shift;
    },
    async deliver(id) {
      const sub = stripe.subscriptions.get(id)!;
      await send('invoice.paid', stripe.invoices.get(sub.latest_invoice)!);
      await send('customer.subscription.updated', { ...sub });
    },
    close: async () => {
      await h.close();
      await stripe.close();
    },
  };
}

type SendEvent = (type: string, object: Record<string, unknown>, id?: string) => Promise<void>;

async function mine(h: Harness, token: string, id: string): Promise<Subscription> {
  const list = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
  const found = list.find((s) => s.subscriptionId === id);
  if (!found) throw new Error(`no subscription ${id}`);
  return found;
}

const day = (iso: string | null) => iso?.slice(0, 10);

for (const [name, make] of [
  ['demo', demoRig],
  ['stripe', stripeRig],
] as const) {
  describe(`billing with the ${name} provider`, () => {
    let rig: Awaited<ReturnType<typeof make>>;
    beforeAll(async () => {
      rig = await make();
    });
    afterAll(() => rig.close());

    it('cancels at the end of the period by default: still active, ends then; resume restores the contract end', async () => {
      const { h } = rig;
      const token = await userToken(h, `period-end-${name}@test.example`);
      const id = await rig.buy(token);
      const before = await mine(h, token, id);
      await rig.backdate(id, 10);
      // Bought for 3 months (ten days ago): it ends by itself after them.
      const contractEnd = new Date(Date.parse(before.endsAt!) - 10 * 86_400_000).toISOString();
      expect(before.cancelAtPeriodEnd).toBe(false);

      const res = await post(h, `/subscription/cancel/${id}`, token, {}, { 'accept-language': 'tr' });
      expect(res.status, await res.clone().text()).toBe(200);
      const answer = await expectBody(subscriptionCancelResponseSchema, res);
      expect(answer.message).toMatch(/tarihinde sona erecek/);
      const cancelled = await mine(h, token, id);
      expect(cancelled.status).toBe('active');
      expect(cancelled.cancelAtPeriodEnd).toBe(true);
      expect(cancelled.currentPeriodEnd).not.toBeNull();
      expect(day(cancelled.endsAt)).toBe(day(cancelled.currentPeriodEnd));
      expect(new Date(cancelled.endsAt!).getTime()).toBeLessThan(new Date(contractEnd!).getTime());

      // Cancelling again changes nothing and says when it ends.
      expect((await post(h, `/subscription/cancel/${id}`, token, { when: 'period_end' })).status).toBe(200);

      const resumed = await post(h, `/subscription/${id}/resume`, token);
      expect(resumed.status, await resumed.clone().text()).toBe(200);
      const after = await mine(h, token, id);
      expect(after.cancelAtPeriodEnd).toBe(false);
      expect(after.status).toBe('active');
      expect(day(after.endsAt)).toBe(day(contractEnd));
      // Nothing to resume any more.
      const again = await post(h, `/subscription/${id}/resume`, token, undefined, {
        'accept-language': 'tr',
      });
      expect(again.status).toBe(400);
      expect((await body(again)).message).toMatch(/planlanmış bir iptal yok/);
      // The buyer's own changes are not in the admins' audit trail.
      const audited = await h.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
      expect(audited).toHaveLength(0);
    });

    it('lets only admins cancel now, and puts what an admin does in the audit trail', async () => {
      const { h, admin } = rig;
      const token = await userToken(h, `cancel-now-${name}@test.example`);
      const id = await rig.buy(token);
      const refused = await post(
        h,
        `/subscription/cancel/${id}`,
        token,
        { when: 'now' },
        { 'accept-language': 'tr' },
      );
      expect(refused.status).toBe(403);
      expect((await body(refused)).message).toMatch(/yalnızca yönetici/);
      const bad = await post(h, `/subscription/cancel/${id}`, token, { when: 'tomorrow' });
      expect(bad.status).toBe(400);
      expect((await mine(h, token, id)).status).toBe('active');

      expect((await post(h, `/subscription/cancel/${id}`, admin, { when: 'period_end' })).status).toBe(200);
      expect((await post(h, `/subscription/${id}/resume`, admin)).status).toBe(200);
      expect((await post(h, `/subscription/cancel/${id}`, admin, { when: 'now' })).status).toBe(200);
      expect((await mine(h, token, id)).status).toBe('canceled');
      const audited = await h.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
      expect(audited.map((e) => [e.action, (e.details as { when?: string }).when]).sort()).toEqual(
        [
          ['subscription.cancel', 'now'],
          ['subscription.cancel', 'period_end'],
          ['subscription.resume', undefined],
        ].sort(),
      );
    });

    it('changes 1 talent to 3 mid-period: the prorated difference today, then 3 × the unit each month', async () => {
      const { h, admin } = rig;
      const token = await userToken(h, `quantity-${name}@test.example`);
      const id = await rig.buy(token, { ...plan, noOfRoles: 1 });
      const unit = (await mine(h, token, id)).amount;
      await rig.backdate(id, 10);

      const res = await post(h, `/subscription/${id}/quantity/preview`, token, { quantity: 3 });
      expect(res.status, await res.clone().text()).toBe(200);
      const preview = await expectBody(quantityPreviewSchema, res);
      expect(preview).toMatchObject({ quantity: 3, unitAmount: unit, newMonthlyAmount: 3 * unit });
      // Stripe's rule, worked out here: the rest of the period at 3 talents less the rest at 1.
      const end = Date.parse(preview.periodEnd) / 1000;
      const startDate = new Date(preview.periodEnd);
      startDate.setUTCMonth(startDate.getUTCMonth() - 1);
      const start = startDate.getTime() / 1000;
      const share = (end - preview.prorationDate) / (end - start);
      expect(share).toBeGreaterThan(0.5);
      expect(share).toBeLessThan(0.8);
      expect(preview.dueToday).toBe(Math.round(unit * 3 * share) - Math.round(unit * share));

      const changed = await post(h, `/subscription/${id}/quantity`, token, {
        quantity: 3,
        prorationDate: preview.prorationDate,
      });
      expect(changed.status, await changed.clone().text()).toBe(200);
      await rig.deliver(id);
      const after = await mine(h, token, id);
      expect(after).toMatchObject({ quantity: 3, amount: 3 * unit, status: 'active' });
      const { Payments } = await expectBody(
        paymentsListResponseSchema,
        await get(h, '/payments/mypayments', token),
      );
      expect(Payments.map((p) => p.amount).sort((a, b) => a - b)).toEqual(
        [preview.dueToday, unit].sort((a, b) => a - b),
      );

      // Back to 2: a credit today; the same number again is refused in the buyer's language.
      const down = await expectBody(
        quantityPreviewSchema,
        await post(h, `/subscription/${id}/quantity/preview`, token, { quantity: 2 }),
      );
      expect(down.dueToday).toBeLessThan(0);
      expect(down.newMonthlyAmount).toBe(2 * unit);
      const same = await post(
        h,
        `/subscription/${id}/quantity`,
        token,
        { quantity: 3 },
        { 'accept-language': 'tr' },
      );
      expect(same.status).toBe(400);
      expect((await body(same)).message).toMatch(/zaten 3 çalışan/);
      expect((await post(h, `/subscription/${id}/quantity/preview`, token, { quantity: 0 })).status).toBe(
        400,
      );
      expect((await post(h, `/subscription/${id}/quantity`, token, { quantity: 'many' })).status).toBe(400);

      // An admin's change is audited.
      expect((await post(h, `/subscription/${id}/quantity`, admin, { quantity: 2 })).status).toBe(200);
      await rig.deliver(id);
      expect((await mine(h, token, id)).amount).toBe(2 * unit);
      const audited = await h.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
      expect(audited.map((e) => [e.action, e.details])).toEqual([
        [
          'subscription.quantity',
          expect.objectContaining({ quantity: 2, before: expect.objectContaining({ quantity: 3 }) }),
        ],
      ]);
    });

    it('keeps others’ subscriptions out of reach', async () => {
      const { h } = rig;
      const owner = await userToken(h, `owner-${name}@test.example`);
      const other = await userToken(h, `other-${name}@test.example`);
      const id = await rig.buy(owner);
      expect((await post(h, `/subscription/cancel/${id}`, other, {})).status).toBe(404);
      await post(h, `/subscription/cancel/${id}`, owner, {});
      expect((await post(h, `/subscription/${id}/resume`, other)).status).toBe(404);
      expect((await post(h, `/subscription/${id}/quantity/preview`, other, { quantity: 5 })).status).toBe(
        404,
      );
      expect((await post(h, `/subscription/${id}/quantity`, other, { quantity: 5 })).status).toBe(404);
      expect((await mine(h, owner, id)).quantity).toBe(2);
      expect((await mine(h, owner, id)).cancelAtPeriodEnd).toBe(true);
    });
  });
}

describe('taxes with Stripe Tax (STRIPE_AUTOMATIC_TAX=1)', () => {
  let rig: Awaited<ReturnType<typeof stripeRig>>;
  beforeAll(async () => {
    rig = await stripeRig();
  });
  afterAll(() => rig.close());

  it('asks Checkout for tax, and shows each invoice’s tax separately to the buyer and to admins', async () => {
    const { h, stripe, send, admin } = rig;
    const token = await userToken(h, 'taxed@test.example');
    const res = await post(h, '/stripe/createSubscribe', token, plan);
    const { url } = await expectBody(createSubscribeResponseSchema, res);
    const session = stripe.sessions.get(url.split('/').pop()!)!;
    expect(session.automatic_tax).toEqual({ enabled: 'true' });
    expect(session.tax_id_collection).toEqual({ enabled: 'true' });
    const done = stripe.completeSession(session.id);
    Object.assign(done.invoice, {
      number: 'CRST-0001',
      total_taxes: [{ amount: 26_520, tax_behavior: 'exclusive' }],
    });
    await send('checkout.session.completed', done.session);
    await send('invoice.paid', done.invoice);
    const { invoices } = await expectBody(invoicesMineResponseSchema, await get(h, '/invoices/mine', token));
    expect(invoices).toEqual([
      expect.objectContaining({
        number: 'CRST-0001',
        tax: 26_520,
        status: 'succeeded',
        amount: done.invoice.amount_paid,
      }),
    ]);
    const all = await expectBody(paymentsListResponseSchema, await get(h, '/payments', admin));
    expect(all.Payments.find((p) => p.invoiceId === done.invoice.id)?.tax).toBe(26_520);
  });
});

describe('customer.subscription.updated from Stripe', () => {
  let rig: Awaited<ReturnType<typeof stripeRig>>;
  beforeAll(async () => {
    rig = await stripeRig();
  });
  afterAll(() => rig.close());

  it('ends in the same state whatever order the events arrive in (a cancel made in the portal)', async () => {
    const { h, stripe, send } = rig;
    const token = await userToken(h, 'portal-cancel@test.example');
    const id = await rig.buy(token);
    const sub = stripe.subscriptions.get(id)!;
    const staleSnapshot = structuredClone(sub);
    // The buyer cancels in Stripe's portal; Stripe sends the update, and an older event arrives after it.
    sub.cancel_at_period_end = true;
    sub.cancel_at = sub.items.data[0].current_period_end;
    await send('customer.subscription.updated', { ...sub });
    await send('customer.subscription.updated', staleSnapshot);
    await send('invoice.paid', stripe.invoices.get(sub.latest_invoice)!);
    const row = await mine(h, token, id);
    expect(row.cancelAtPeriodEnd).toBe(true);
    expect(row.endsAt).toBe(new Date(sub.cancel_at * 1000).toISOString());
    // Resumed in the portal: the same, whatever came before.
    sub.cancel_at_period_end = false;
    sub.cancel_at = null;
    await send('customer.subscription.updated', staleSnapshot);
    const [stored] = await h.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.subscriptionId, id));
    expect(stored!.cancelAtPeriodEnd).toBe(false);
  });
});
