// The payments module against Stripe, played by a local stand-in (test/stripe-standin.ts) that the
// official SDK talks to, with webhooks signed by the SDK's own test-header helper.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSubscribeResponseSchema,
  customersResponseSchema,
  invoicesMineResponseSchema,
  errorResponseSchema,
  monthlyChargeFor,
  paymentsListResponseSchema,
  subscriptionsListResponseSchema,
  t,
} from '@crestline/contracts';
import { demoCheckoutSessions, mailOutbox, payments, subscriptions, webhookEvents } from '../../db/schema';
import { get, plan, post } from '../../../test/commerce';
import { startHarness, type Harness } from '../../../test/harness';
import { body } from '../../../test/fixtures';
import { adminToken, expectBody, signUpAndLogIn } from '../../../test/helpers';
import { startStripeStandin, type StripeStandin } from '../../../test/stripe-standin';
import { REMINDER_AFTER_SECONDS, paymentReminder, remindOfPayment } from './payment-reminder';

const SECRET = 'whsec_test_secret_for_the_standin';
let h: Harness;
let stripe: StripeStandin;
let admin: string;

async function register(email: string, name = 'Bea Buyer') {
  return (await signUpAndLogIn(h.url, { name, email, password: 'buyer-password-1' })).token as string;
}

beforeAll(async () => {
  stripe = await startStripeStandin();
  h = await startHarness({
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: stripe.url,
    STRIPE_TIMEOUT_MS: '400',
  });
  admin = await adminToken(h);
});
afterAll(async () => {
  await h.close();
  await stripe.close();
});

const db = () => h.database.db;
const sendEvent = async (type: string, object: Record<string, unknown>, id?: string) => {
  const e = stripe.signed(SECRET, type, object, id);
  const res = await fetch(`${h.url}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.header },
    body: e.payload,
  });
  return { res, event: e };
};
const counts = async () => ({
  subscriptions: (await db().select().from(subscriptions)).length,
  payments: (await db().select().from(payments)).length,
  events: (await db().select().from(webhookEvents)).length,
  mail: (await db().select().from(mailOutbox)).length,
  demo: (await db().select().from(demoCheckoutSessions)).length,
});
/** What the purchase page sends once a buyer in Türkiye ticked the pre-contract box. */
const TR_ACCEPTED = { accepted: true, version: 'tr-0123456789abcdef' };
const sessionOf = (url: string) => stripe.sessions.get(url.split('/').pop()!)!;

/** Checkout, payment at the stand-in, and the two events Stripe sends: answers the ids. */
async function purchase(token: string, choice: Record<string, unknown> = plan) {
  const res = await post(h, '/stripe/createSubscribe', token, choice);
  expect(res.status, await res.clone().text()).toBe(200);
  const { url } = await expectBody(createSubscribeResponseSchema, res);
  const done = stripe.completeSession(sessionOf(url).id);
  await sendEvent('checkout.session.completed', done.session);
  await sendEvent('invoice.paid', done.invoice);
  return done;
}

describe('createSubscribe', () => {
  it('prices the plan on the server from the catalogue, whatever amount the browser sends', async () => {
    const token = await register('pricing@test.example');
    const res = await post(h, '/stripe/createSubscribe', token, {
      ...plan,
      amount: 1,
      showAmount: 1,
      currency: 'USD',
      description: 'cheap',
    });
    expect(res.status).toBe(200);
    const { url } = await expectBody(createSubscribeResponseSchema, res);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const session = sessionOf(url);
    // sr_technical in the US: $8.50 an hour × 40 h × 52 weeks ÷ 12 = $1,473.33 a talent a month.
    expect(session.mode).toBe('subscription');
    // A catalogue Price (found again by its lookup key), so the Customer Portal can change the quantity.
    expect(stripe.prices.get(session.line_items[0].price)).toMatchObject({
      currency: 'usd',
      unit_amount: monthlyChargeFor(850),
      recurring: { interval: 'month' },
      lookup_key: `crestline_sr_technical_usd_${monthlyChargeFor(850)}_month`,
    });
    expect(monthlyChargeFor(850)).toBe(147333);
    expect(session.line_items[0].quantity).toBe('2');
    // The billing address and company name always, a tax ID for a business, saved on the customer.
    expect(session).toMatchObject({
      billing_address_collection: 'required',
      name_collection: { business: { enabled: 'true', optional: 'true' } },
      tax_id_collection: { enabled: 'true' },
      customer_update: { address: 'auto', name: 'auto' },
    });
    // Stripe Tax only with STRIPE_AUTOMATIC_TAX=1.
    expect(session.automatic_tax).toBeUndefined();
    expect(session.success_url).toBe(`${h.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${h.url}/payment-failure`);
    expect(session.metadata).toMatchObject({ role: 'sr_technical', noOfRoles: '2', noOfMonths: '3' });
    expect(session.subscription_data.metadata.userId).toBe(session.metadata.userId);
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.idempotencyKey).toMatch(/^checkout-[0-9a-f]{64}$/);
  });

  it('sends Turkish buyers back to the Turkish pages', async () => {
    const token = await register('turkce@test.example');
    const res = await post(
      h,
      '/stripe/createSubscribe',
      token,
      { ...plan, region: 'TR', preContract: TR_ACCEPTED },
      { 'accept-language': 'tr' },
    );
    const session = sessionOf((await body(res)).url);
    expect(session.success_url).toContain(`${h.url}/tr/payment-success`);
    expect(session.cancel_url).toBe(`${h.url}/tr/payment-failure`);
    expect(stripe.prices.get(session.line_items[0].price)!.currency).toBe('try');
  });

  it('refuses a checkout for Türkiye without the pre-contract texts accepted, and keeps what was accepted', async () => {
    const token = await register('on-bilgi@test.example');
    const before = stripe.sessions.size;
    for (const preContract of [undefined, { accepted: false, version: TR_ACCEPTED.version }]) {
      const refused = await post(
        h,
        '/stripe/createSubscribe',
        token,
        { ...plan, region: 'TR', preContract },
        { 'accept-language': 'tr' },
      );
      expect(refused.status).toBe(400);
      if (!preContract) {
        expect((await body(refused)).error).toBe(t('tr', 'billing.preContractRequired'));
      }
    }
    const badVersion = await post(h, '/stripe/createSubscribe', token, {
      ...plan,
      region: 'TR',
      preContract: { accepted: true, version: 'whatever' },
    });
    expect(badVersion.status).toBe(400);
    expect(stripe.sessions.size).toBe(before);
    // Other regions need no acceptance.
    const us = await purchase(token, plan);

    const started = Date.now();
    const done = await purchase(token, { ...plan, region: 'TR', preContract: TR_ACCEPTED });
    const session = stripe.sessions.get(done.session.id as string)!;
    expect(session.subscription_data.metadata.preContractVersion).toBe(TR_ACCEPTED.version);
    const subs = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    const mine = subs.find((s) => s.subscriptionId === done.subscription.id);
    expect(subs.find((s) => s.subscriptionId === us.subscription.id)!.preContract).toBeNull();
    expect(mine!.preContract?.version).toBe(TR_ACCEPTED.version);
    const acceptedAt = Date.parse(mine!.preContract!.acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(started - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now());
    const all = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/get-all', admin),
    );
    expect(all.find((s) => s.subscriptionId === mine!.subscriptionId)!.preContract).toEqual(
      mine!.preContract,
    );
  });

  it('refuses unknown plans and regions, a currency mismatch and counts below one, in the buyer’s language', async () => {
    const token = await register('invalid@test.example');
    const before = stripe.sessions.size;
    const cases = [
      { ...plan, role: 'astronaut' },
      { ...plan, region: 'MARS' },
      { ...plan, region: 'US', currency: 'TRY' },
      { ...plan, noOfRoles: 0 },
      { ...plan, noOfMonths: -1 },
      { ...plan, billingCycle: 'yearly' },
    ];
    for (const c of cases) {
      const res = await post(h, '/stripe/createSubscribe', token, c, { 'accept-language': 'tr' });
      expect(res.status, JSON.stringify(c)).toBe(400);
      await expectBody(errorResponseSchema, res);
    }
    const mismatch = await post(h, '/stripe/createSubscribe', token, { ...plan, currency: 'TRY' });
    expect((await body(mismatch)).error).toBe(t('en', 'billing.currencyMismatch', { currency: 'USD' }));
    expect(stripe.sessions.size).toBe(before);
    expect((await post(h, '/stripe/createSubscribe', null, plan)).status).toBe(401);
  });

  it('creates the buyer’s customer once and the same attempt’s checkout once', async () => {
    const token = await register('once@test.example');
    const customersBefore = stripe.customers.size;
    const a = await post(h, '/stripe/createSubscribe', token, plan, { 'idempotency-key': 'attempt-0001' });
    const b = await post(h, '/stripe/createSubscribe', token, plan, { 'idempotency-key': 'attempt-0001' });
    const c = await post(h, '/stripe/createSubscribe', token, { ...plan, noOfMonths: 6 });
    const [ua, ub, uc] = [(await body(a)).url, (await body(b)).url, (await body(c)).url];
    expect(ua).toBe(ub);
    expect(uc).not.toBe(ua);
    expect(stripe.customers.size).toBe(customersBefore + 1);
    expect(sessionOf(ua).customer).toBe(sessionOf(uc).customer);
  });

  it('answers 502 when Stripe fails or hangs, writes nothing, and a retry creates no duplicate', async () => {
    const token = await register('faults@test.example');
    const before = await counts();
    const sessionsBefore = stripe.sessions.size;
    for (const fault of ['fail', 'hang'] as const) {
      stripe.setFault(fault);
      const res = await post(h, '/stripe/createSubscribe', token, plan, {
        'idempotency-key': 'attempt-faults',
      });
      expect(res.status, fault).toBe(502);
      const body = await expectBody(errorResponseSchema, res);
      expect(body.error).toBe(t('en', 'billing.providerUnavailable'));
    }
    stripe.setFault('none');
    expect(await counts()).toEqual(before);
    expect(stripe.sessions.size).toBe(sessionsBefore);
    const retry1 = await post(h, '/stripe/createSubscribe', token, plan, {
      'idempotency-key': 'attempt-faults',
    });
    const retry2 = await post(h, '/stripe/createSubscribe', token, plan, {
      'idempotency-key': 'attempt-faults',
    });
    expect((await body(retry1)).url).toBe((await body(retry2)).url);
    expect(stripe.sessions.size).toBe(sessionsBefore + 1);
  });
});

describe('webhook', () => {
  it('refuses unsigned and badly signed events and changes nothing', async () => {
    const token = await register('forged@test.example');
    const { url } = await body(await post(h, '/stripe/createSubscribe', token, plan));
    const done = stripe.completeSession(sessionOf(url).id);
    const before = await counts();
    const payload = JSON.stringify({
      id: 'evt_forged',
      type: 'invoice.paid',
      data: { object: done.invoice },
    });
    const unsigned = await fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    await expectBody(errorResponseSchema, unsigned);
    const wrongSecret = stripe.signed('whsec_someone_else', 'invoice.paid', done.invoice);
    const forged = await fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': wrongSecret.header },
      body: wrongSecret.payload,
    });
    expect(forged.status).toBe(400);
    // A genuine signature over other bytes (a tampered amount) fails too.
    const genuine = stripe.signed(SECRET, 'invoice.paid', done.invoice);
    const tampered = await fetch(`${h.url}/api/v1/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': genuine.header },
      body: genuine.payload.replace(/"amount_paid":\d+/, '"amount_paid":1'),
    });
    expect(tampered.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('records the subscription and payment, ends it after the months bought, and mails the buyer once', async () => {
    const token = await register('happy@test.example', 'Hap Py');
    const done = await purchase(token);
    const mine = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      subscriptionId: done.subscription.id,
      user: { name: 'Hap Py', email: 'happy@test.example' },
      amount: 147333 * 2,
      currency: 'USD',
      status: 'active',
      quantity: 2,
      role: 'sr_technical',
      noOfMonths: 3,
      latestInvoice: done.invoice.id,
    });
    // cancel_at was set at Stripe three months after the start.
    const cancelAt = stripe.subscriptions.get(done.subscription.id)!.cancel_at as number;
    const months = (cancelAt - done.subscription.start_date) / (24 * 3600);
    expect(months).toBeGreaterThan(88);
    expect(months).toBeLessThan(93);
    expect(new Date(mine[0]!.endsAt!).getTime()).toBe(cancelAt * 1000);
    const { Payments } = await expectBody(
      paymentsListResponseSchema,
      await get(h, '/payments/mypayments', token),
    );
    expect(Payments).toHaveLength(1);
    expect(Payments[0]).toMatchObject({ amount: 294666, currency: 'USD', status: 'succeeded', noOfRoles: 2 });
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'happy@test.example'));
    const confirmations = mails.filter((m) => m.subject === 'Your Crestline Staffing subscription is active');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('$2,946.66');

    // Stripe delivers again: nothing changes.
    const before = await counts();
    const replay = stripe.signed(SECRET, 'invoice.paid', done.invoice);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${h.url}/api/v1/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': replay.header },
        body: replay.payload,
      });
      expect(res.status).toBe(200);
    }
    const again = await sendEvent('invoice.paid', done.invoice);
    expect((await body(again.res)).result).toBe('applied');
    expect({ ...(await counts()), events: 0 }).toEqual({ ...before, events: 0 });
  });

  it('handles events out of order: a payment before its checkout, a stale update after a cancel', async () => {
    const token = await register('shuffled@test.example');
    const { url } = await body(await post(h, '/stripe/createSubscribe', token, { ...plan, noOfMonths: 2 }));
    const done = stripe.completeSession(sessionOf(url).id);
    const staleCopy = structuredClone(done.subscription);
    await sendEvent('invoice.paid', done.invoice);
    await sendEvent('checkout.session.completed', done.session);
    let mine = await body(await get(h, '/subscription/my', token));
    expect(mine).toHaveLength(1);
    expect((await body(await get(h, '/payments/mypayments', token))).Payments).toHaveLength(1);
    // Canceled at Stripe; the deletion arrives, then an older "updated" that still says active.
    stripe.subscriptions.get(done.subscription.id)!.status = 'canceled';
    await sendEvent('customer.subscription.deleted', { ...staleCopy, status: 'canceled' });
    await sendEvent('customer.subscription.updated', staleCopy);
    mine = await body(await get(h, '/subscription/my', token));
    expect(mine[0].status).toBe('canceled');
  });

  it('mails a notice when a renewal fails', async () => {
    const token = await register('declined@test.example');
    const done = await purchase(token);
    const renewal = stripe.addInvoice(done.subscription.id, {
      amount: 294666,
      billing_reason: 'subscription_cycle',
    });
    await sendEvent('invoice.payment_failed', renewal);
    await sendEvent('invoice.payment_failed', renewal);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'declined@test.example'));
    const notices = mails.filter(
      (m) => m.subject === 'We could not renew your Crestline Staffing subscription',
    );
    expect(notices).toHaveLength(1);
    // Its Fix payment button leads to the past-due banner on My subscriptions.
    expect(notices[0]!.html).toContain(`href="${h.url}/subscription#fix-payment"`);
    const { Payments } = await body(await get(h, '/payments/mypayments', token));
    expect(Payments.map((p: { status: string }) => p.status).sort()).toEqual(['failed', 'succeeded']);
    // My invoices: both, newest first, the failed one in its status.
    const mine = await expectBody(invoicesMineResponseSchema, await get(h, '/invoices/mine', token));
    expect(mine.invoices.map((i) => i.status).sort()).toEqual(['failed', 'succeeded']);
    expect(mine.invoices.find((i) => i.status === 'failed')).toMatchObject({ amount: 294666, tax: 0 });
    // A reminder waits three days, once; then it mails only if the payment is still unpaid.
    const failed = mine.invoices.find((i) => i.status === 'failed')!;
    const payment = (await db().select().from(payments).where(eq(payments.invoiceId, failed.invoiceId)))[0]!;
    const jobs = (await h.app.queue.boss.findJobs(paymentReminder.name)).filter(
      (j) => (j.data as { paymentId: string }).paymentId === payment.id,
    );
    expect(jobs).toHaveLength(1);
    const waits = (new Date(jobs[0]!.startAfter).getTime() - Date.now()) / 1000;
    expect(waits).toBeGreaterThan(REMINDER_AFTER_SECONDS - 120);
    const deps = { db: db(), publicUrl: h.url };
    // Still active at the provider (not past due): nothing to remind of.
    expect(await remindOfPayment(deps, payment.id)).toEqual({ skipped: 'settled' });
    await db()
      .update(subscriptions)
      .set({ status: 'past_due' })
      .where(eq(subscriptions.subscriptionId, done.subscription.id));
    expect(await remindOfPayment(deps, payment.id)).toEqual({ reminded: payment.id });
    const reminders = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.to, 'declined@test.example'))
    ).filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.html).toContain(`href="${h.url}/subscription#fix-payment"`);
    // Paid meanwhile: no reminder.
    await sendEvent('invoice.paid', renewal);
    expect(await remindOfPayment(deps, payment.id)).toEqual({ skipped: 'paid' });
    const other = await register('not-declined@test.example');
    expect(
      (await expectBody(invoicesMineResponseSchema, await get(h, '/invoices/mine', other))).invoices,
    ).toEqual([]);
  });
});

describe('refunds, cancellation, invoices and customers', () => {
  it('refunds in part and in full as the refund events arrive; never more than remains', async () => {
    const token = await register('refund@test.example');
    const done = await purchase(token);
    const { Payments } = await body(await get(h, '/payments/mypayments', token));
    const id = Payments[0]._id;
    const pi = done.invoice.payments.data[0].payment.payment_intent;
    expect((await post(h, `/payments/${id}/refund`, token, { amount: 100 })).status).toBe(403);
    const partial = await post(h, `/payments/${id}/refund`, admin, { amount: 10000 });
    expect(partial.status).toBe(200);
    expect((await body(partial)).refund).toMatchObject({ amount: 10000, status: 'succeeded' });
    expect(stripe.refunds.at(-1)).toMatchObject({ payment_intent: pi });
    await sendEvent('charge.refunded', {
      id: 'ch_1',
      payment_intent: pi,
      amount: 294666,
      amount_refunded: 10000,
    });
    let p = (await body(await get(h, '/payments/mypayments', token))).Payments[0];
    expect(p).toMatchObject({ amountRefunded: 10000, status: 'partially_refunded' });
    const tooMuch = await post(h, `/payments/${id}/refund`, admin, { amount: 294666 });
    expect(tooMuch.status).toBe(400);
    expect((await body(tooMuch)).error).toContain('$2,846.66');
    expect((await post(h, `/payments/${id}/refund`, admin, {})).status).toBe(200);
    await sendEvent('charge.refunded', {
      id: 'ch_1',
      payment_intent: pi,
      amount: 294666,
      amount_refunded: 294666,
    });
    // A late copy of the first refund event changes nothing.
    await sendEvent('charge.refunded', {
      id: 'ch_1',
      payment_intent: pi,
      amount: 294666,
      amount_refunded: 10000,
    });
    p = (await body(await get(h, '/payments/mypayments', token))).Payments[0];
    expect(p).toMatchObject({ amountRefunded: 294666, status: 'refunded' });
    expect((await post(h, `/payments/${id}/refund`, admin, {})).status).toBe(400);
    expect((await post(h, `/payments/00000000-0000-4000-8000-000000000000/refund`, admin, {})).status).toBe(
      404,
    );
  });

  it('lets the owner cancel at the period end and an admin now, at Stripe first; anyone else gets 404', async () => {
    const owner = await register('owner@test.example');
    const stranger = await register('stranger@test.example');
    const done = await purchase(owner);
    const id = done.subscription.id;
    expect((await post(h, `/subscription/cancel/${id}`, stranger)).status).toBe(404);
    expect(stripe.subscriptions.get(id)!.status).toBe('active');
    const res = await post(h, `/subscription/cancel/${id}`, owner);
    expect(res.status).toBe(200);
    expect(stripe.subscriptions.get(id)!).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await body(await get(h, '/subscription/my', owner)))[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    const now = await post(h, `/subscription/cancel/${id}`, admin, { when: 'now' });
    expect((await body(now)).message).toBe(t('en', 'billing.subscriptionCanceled'));
    expect(stripe.subscriptions.get(id)!.status).toBe('canceled');
    expect((await body(await get(h, '/subscription/my', owner)))[0].status).toBe('canceled');

    const other = await purchase(owner, { ...plan, noOfMonths: 7 });
    stripe.setFault('fail');
    const failed = await post(h, `/subscription/cancel/${other.subscription.id}`, admin, { when: 'now' });
    stripe.setFault('none');
    expect(failed.status).toBe(502);
    const all = await body(await get(h, '/subscription/get-all', admin));
    expect(
      all.find((s: { subscriptionId: string }) => s.subscriptionId === other.subscription.id).status,
    ).toBe('active');
    expect(
      (await post(h, `/subscription/cancel/${other.subscription.id}`, admin, { when: 'now' })).status,
    ).toBe(200);
  });

  it('opens an invoice through a short-lived signed link, for its owner or an admin only', async () => {
    const owner = await register('invoice@test.example');
    const stranger = await register('nosy@test.example');
    const done = await purchase(owner);
    const invoice = done.invoice.id;
    expect((await post(h, `/invoices/${invoice}/link`, stranger)).status).toBe(404);
    const { url } = await body(await post(h, `/invoices/${invoice}/link`, owner));
    expect((await post(h, `/invoices/${invoice}/link`, admin)).status).toBe(200);
    const opened = await fetch(url, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(done.invoice.hosted_invoice_url);
    expect((await fetch(url.replace(/sig=.{4}/, 'sig=AAAA'), { redirect: 'manual' })).status).toBe(403);
    expect((await fetch(`${h.url}/api/v1/invoices/${invoice}`, { redirect: 'manual' })).status).toBe(403);
    // An expired link, correctly signed, is refused too.
    const exp = Math.floor(Date.now() / 1000) - 1;
    const sig = createHmac('sha256', h.config.fileLinkSecret)
      .update(`invoice:${invoice}:${exp}`)
      .digest('base64url');
    const old = await fetch(`${h.url}/api/v1/invoices/${invoice}?exp=${exp}&sig=${sig}`, {
      redirect: 'manual',
    });
    expect(old.status).toBe(403);
    expect((await body(old)).error).toBe(t('en', 'billing.invoiceLinkInvalid'));
  });

  it('lists customers with their subscriptions and totals per currency, for admins', async () => {
    const token = await register('global@test.example', 'Glo Bal');
    await purchase(token);
    await purchase(token, { ...plan, region: 'AU', noOfRoles: 1, noOfMonths: 1 });
    expect((await get(h, '/customers', token)).status).toBe(403);
    const { customers } = await expectBody(customersResponseSchema, await get(h, '/customers', admin));
    const me = customers.find((c) => c.email === 'global@test.example')!;
    expect(me).toMatchObject({ name: 'Glo Bal', subscriptions: 2, activeSubscriptions: 2, payments: 2 });
    expect(me.stripeCustomerId).toMatch(/^cus_/);
    // AU sr_technical: A$14.74 an hour → A$2,555.07 a month.
    expect(me.totals).toEqual(
      expect.arrayContaining([
        { currency: 'USD', amount: 294666 },
        { currency: 'AUD', amount: monthlyChargeFor(1474) },
      ]),
    );
    const all = await expectBody(paymentsListResponseSchema, await get(h, '/payments', admin));
    expect(all.Payments.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the company and tax IDs checkout collected, whichever event comes first', async () => {
    const token = await register('business@test.example', 'Bora Business');
    const res = await post(h, '/stripe/createSubscribe', token, plan);
    const done = stripe.completeSession(sessionOf((await body(res)).url).id);
    const taxIds = [{ type: 'tr_tin', value: '0123456789' }];
    // The invoice (with the tax IDs) before the checkout (with the business name).
    await sendEvent('invoice.paid', { ...done.invoice, customer_tax_ids: taxIds });
    await sendEvent('checkout.session.completed', {
      ...done.session,
      customer_details: {
        email: 'business@test.example',
        name: 'Bora Business',
        business_name: 'Bora Danışmanlık Ltd. Şti.',
        address: { line1: 'Atatürk Bulvarı 1', city: 'Ankara', country: 'TR' },
        tax_ids: taxIds,
      },
    });
    // A later update (no buyer details in it) keeps them.
    await sendEvent('customer.subscription.updated', done.subscription);
    const [sub] = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(sub).toMatchObject({
      company: 'Bora Danışmanlık Ltd. Şti.',
      taxIds,
      shippingAddress: { line1: 'Atatürk Bulvarı 1', city: 'Ankara', country: 'TR' },
    });
  });

  it('opens Stripe’s customer portal for a buyer with a customer', async () => {
    const token = await register('portal@test.example');
    expect((await post(h, '/billing/portal', token)).status).toBe(404);
    await post(h, '/stripe/createSubscribe', token, plan);
    const res = await post(h, '/billing/portal', token);
    expect(res.status).toBe(200);
    expect((await body(res)).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/cus_/);
  });
});
