// The keyless demo checkout (no STRIPE_SECRET_KEY, the default local run), end to end through the API:
// createSubscribe → the demo session → Pay or Cancel, through the same event processor as Stripe's
// webhooks; then refunds, invoices and a privacy erasure that keeps the payment records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoSessionResponseSchema,
  monthlyChargeFor,
  paymentsListResponseSchema,
  subscriptionsListResponseSchema,
} from '@crestline/contracts';
import { eq } from 'drizzle-orm';
import { auditEvents, demoCheckoutSessions, payments, subscriptions } from '../../db/schema';
import { demoCheckout, demoPurchase, get, plan, post } from '../../../test/commerce';
import { body } from '../../../test/fixtures';
import { startHarness, type Harness } from '../../../test/harness';
import { adminToken, expectBody, userToken } from '../../../test/helpers';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness({}, { smtp: true });
  admin = await adminToken(h);
});
afterAll(() => h.close());

describe('demo checkout', () => {
  it('runs the purchase end to end: session, pay, subscription, payment and the confirmation mail', async () => {
    const token = await userToken(h, 'demo-buyer@test.example');
    const res = await post(
      h,
      '/stripe/createSubscribe',
      token,
      { ...plan, amount: 1 },
      { 'accept-language': 'tr' },
    );
    expect(res.status).toBe(200);
    const { url } = await body(res);
    expect(url).toMatch(/^\/tr\/checkout\?session=cs_demo_/);
    const sessionId = new URL(url, h.url).searchParams.get('session')!;

    const stranger = await userToken(h, 'demo-stranger@test.example');
    expect((await get(h, `/checkout/demo/${sessionId}`, stranger)).status).toBe(404);
    expect((await post(h, `/checkout/demo/${sessionId}/pay`, stranger)).status).toBe(404);
    const { session } = await expectBody(
      demoSessionResponseSchema,
      await get(h, `/checkout/demo/${sessionId}`, token),
    );
    const unit = monthlyChargeFor(850);
    expect(session).toMatchObject({
      status: 'open',
      currency: 'USD',
      unitMonthlyAmount: unit,
      monthlyAmount: unit * 2,
      totalAmount: unit * 2 * 3,
      noOfRoles: 2,
      noOfMonths: 3,
      customerEmail: 'demo-buyer@test.example',
    });

    const paid = await post(h, `/checkout/demo/${sessionId}/pay`, token);
    expect(await body(paid)).toEqual({ url: `/tr/payment-success?session_id=${sessionId}` });
    // Paying again (a double click) changes nothing.
    expect((await post(h, `/checkout/demo/${sessionId}/pay`, token)).status).toBe(200);

    const mine = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: unit * 2, currency: 'USD', status: 'active', quantity: 2 });
    expect(mine[0]!.endsAt).not.toBeNull();
    const { Payments } = await expectBody(
      paymentsListResponseSchema,
      await get(h, '/payments/mypayments', token),
    );
    expect(Payments).toHaveLength(1);
    expect(Payments[0]).toMatchObject({
      amount: unit * 2,
      status: 'succeeded',
      customerEmail: 'demo-buyer@test.example',
    });
    const all = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/get-all', admin),
    );
    expect(all.map((s) => s.subscriptionId)).toContain(mine[0]!.subscriptionId);

    const inbox = await h.deliverMail();
    const confirmations = inbox.filter(
      (m) => m.subject === 'Crestline Staffing aboneliğiniz etkinleştirildi',
    );
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain('Una User');

    // The invoice opens from a signed link as a simple page of ours, marked as a demo.
    const { url: link } = await body(await post(h, `/invoices/${mine[0]!.latestInvoice}/link`, token));
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Demo receipt: no money was taken.');
    // A receipt, not a tax invoice; the status in words.
    expect(html).toContain('<h1>Receipt ');
    expect(html).toContain('not a tax invoice');
    expect(html).toContain('<td>Paid</td>');
    // In Turkish a "fatura" is a tax document: a "makbuz" here.
    const tr = await (await fetch(link, { headers: { 'accept-language': 'tr' } })).text();
    expect(tr).toContain('<h1>Makbuz ');
    expect(tr).toContain('<td>Ödendi</td>');
    expect(tr).not.toContain('<h1>Fatura');

    // Portal in demo mode: the site's own billing page, in the buyer's language.
    expect(await body(await post(h, '/billing/portal', token))).toEqual({ url: '/billing' });
    expect(
      await body(await post(h, '/billing/portal', token, undefined, { 'accept-language': 'tr' })),
    ).toEqual({ url: '/tr/billing' });

    // Cancel: it ends with the paid period (an admin ends it now).
    const cancel = await post(h, `/subscription/cancel/${mine[0]!.subscriptionId}`, token);
    expect(cancel.status).toBe(200);
    expect((await body(await get(h, '/subscription/my', token)))[0]).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    await post(h, `/subscription/cancel/${mine[0]!.subscriptionId}`, admin, { when: 'now' });
    expect((await body(await get(h, '/subscription/my', token)))[0].status).toBe('canceled');
  });

  it('asks a buyer in Türkiye to accept the pre-contract texts first and keeps the accepted version', async () => {
    const token = await userToken(h, 'demo-tr@test.example');
    const choice = { ...plan, region: 'TR' };
    const sessionsBefore = (await h.database.db.select().from(demoCheckoutSessions)).length;
    const refused = await post(h, '/stripe/createSubscribe', token, choice, { 'accept-language': 'tr' });
    expect(refused.status).toBe(400);
    expect((await body(refused)).error).toMatch(/ön bilgilendirme formunun ve mesafeli satış sözleşmesinin/);
    expect((await h.database.db.select().from(demoCheckoutSessions)).length).toBe(sessionsBefore);

    const version = 'tr-00ff00ff00ff00ff';
    const { subscription } = await demoPurchase(h, token, {
      ...choice,
      preContract: { accepted: true, version },
    });
    const all = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/get-all', admin),
    );
    const seen = all.find((s) => s.subscriptionId === subscription.subscriptionId)!;
    expect(seen.currency).toBe('TRY');
    expect(seen.preContract?.version).toBe(version);
    expect(Date.now() - Date.parse(seen.preContract!.acceptedAt)).toBeLessThan(60_000);
  });

  it('puts the billing details asked for on the demo checkout on the receipt, in both languages', async () => {
    const token = await userToken(h, 'demo-company@test.example');
    const sessionId = await demoCheckout(h, token);
    // The address is required when details are sent, in the buyer's language; nothing is paid then.
    const missing = await post(
      h,
      `/checkout/demo/${sessionId}/pay`,
      token,
      { billing: { company: 'Anadolu Yazılım A.Ş.', line1: ' ', city: 'İzmir', country: 'Türkiye' } },
      { 'accept-language': 'tr' },
    );
    expect(missing.status).toBe(400);
    expect((await body(missing)).error).toBe('Lütfen makbuzlarınızda yer alacak açık adresi girin.');
    const billing = {
      company: 'Anadolu Yazılım A.Ş.',
      line1: 'Kordon Caddesi 12',
      city: 'İzmir',
      country: 'Türkiye',
      taxId: '1234567890',
    };
    expect((await post(h, `/checkout/demo/${sessionId}/pay`, token, { billing })).status).toBe(200);
    const [sub] = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(sub!.shippingAddress).toMatchObject({
      line1: 'Kordon Caddesi 12',
      city: 'İzmir',
      country: 'Türkiye',
    });
    const { url: link } = await body(await post(h, `/invoices/${sub!.latestInvoice}/link`, token));
    const en = await (await fetch(link)).text();
    expect(en).toContain('<th scope="row">Company</th><td>Anadolu Yazılım A.Ş.</td>');
    expect(en).toContain('<th scope="row">Billing address</th><td>Kordon Caddesi 12, İzmir, Türkiye</td>');
    expect(en).toContain('<th scope="row">Tax ID</th><td>1234567890</td>');
    const tr = await (await fetch(link, { headers: { 'accept-language': 'tr' } })).text();
    expect(tr).toContain('<th scope="row">Şirket</th><td>Anadolu Yazılım A.Ş.</td>');
    expect(tr).toContain('<th scope="row">Vergi numarası</th><td>1234567890</td>');
  });

  it('lets an admin make a renewal fail; the buyer is mailed, sees past due, and the billing page pays it', async () => {
    const token = await userToken(h, 'demo-declined@test.example');
    const { subscription } = await demoPurchase(h, token);
    const path = `/checkout/demo/subscriptions/${subscription.subscriptionId}/fail-renewal`;
    expect((await post(h, path, token)).status).toBe(403);
    expect((await post(h, '/checkout/demo/subscriptions/sub_unknown/fail-renewal', admin)).status).toBe(404);
    expect((await post(h, path, admin)).status).toBe(200);

    const [sub] = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(sub!.status).toBe('past_due');
    const statuses = async () =>
      (
        await expectBody(paymentsListResponseSchema, await get(h, '/payments/mypayments', token))
      ).Payments.map((p) => p.status).sort();
    expect(await statuses()).toEqual(['failed', 'succeeded']);
    const mail = (await h.deliverMail()).filter(
      (m) => m.recipients.includes('demo-declined@test.example') && /could not renew/.test(m.subject ?? ''),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('/subscription#fix-payment');

    // Fix payment opens the (demo) billing page; opening it pays nothing, its Update card pays the renewal.
    expect(await body(await post(h, '/billing/portal', token))).toEqual({ url: '/billing' });
    expect(await statuses()).toEqual(['failed', 'succeeded']);
    expect(await body(await post(h, '/billing/demo/card', token))).toEqual({
      message: 'Your card has been updated. Unpaid renewals have been paid with it.',
    });
    const [fixed] = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/my', token),
    );
    expect(fixed!.status).toBe('active');
    expect(await statuses()).toEqual(['succeeded', 'succeeded']);
    // Nothing more to pay: updating the card again changes nothing.
    expect((await post(h, '/billing/demo/card', token)).status).toBe(200);
    expect(await statuses()).toEqual(['succeeded', 'succeeded']);
    // Before any purchase there is no card to update.
    const newcomer = await userToken(h, 'demo-no-card@test.example');
    expect((await post(h, '/billing/demo/card', newcomer)).status).toBe(404);
  });

  it('lets the buyer change the billing details on the demo billing page; another buyer cannot, an admin is audited', async () => {
    const token = await userToken(h, 'demo-details@test.example');
    const { subscription } = await demoPurchase(h, token);
    const path = `/subscription/${subscription.subscriptionId}/billing-details`;
    const put = (who: string, payload: unknown, lang = 'en') =>
      fetch(`${h.url}/api/v1${path}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${who}`,
          'content-type': 'application/json',
          'accept-language': lang,
        },
        body: JSON.stringify(payload),
      });
    const details = {
      company: 'Ege Tekstil A.Ş.',
      line1: 'Alsancak Mahallesi 1480 Sokak 4',
      city: 'İzmir',
      country: 'Türkiye',
      taxId: '9876543210',
    };

    // Another buyer's subscription does not exist for them; bad input is a clear 400 that changes nothing.
    const stranger = await userToken(h, 'demo-details-stranger@test.example');
    expect((await put(stranger, details)).status).toBe(404);
    const missing = await put(token, { ...details, line1: ' ' }, 'tr');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await body(missing))).toContain(
      'Lütfen makbuzlarınızda yer alacak açık adresi girin.',
    );
    expect((await put(token, { ...details, taxId: 'x'.repeat(51) })).status).toBe(400);
    const untouched = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/my', token),
    );
    expect(untouched[0]!.company).toBeNull();

    const saved = await put(token, details);
    expect(saved.status).toBe(200);
    expect((await body(saved)).message).toBe('Your billing details have been saved.');
    const [sub] = await expectBody(subscriptionsListResponseSchema, await get(h, '/subscription/my', token));
    expect(sub).toMatchObject({
      company: 'Ege Tekstil A.Ş.',
      taxIds: [{ type: 'unknown', value: '9876543210' }],
      shippingAddress: { line1: 'Alsancak Mahallesi 1480 Sokak 4', city: 'İzmir', country: 'Türkiye' },
    });
    // The demo provider keeps them as Stripe would (later invoices carry them).
    const [session] = await h.database.db
      .select()
      .from(demoCheckoutSessions)
      .where(eq(demoCheckoutSessions.subscriptionId, subscription.subscriptionId));
    expect(session!.billingDetails).toMatchObject({ company: 'Ege Tekstil A.Ş.', taxId: '9876543210' });
    const audited = async () =>
      (await h.database.db.select().from(auditEvents)).filter(
        (e) => e.action === 'subscription.billingDetails' && e.targetId === subscription.subscriptionId,
      );
    expect(await audited()).toHaveLength(0);

    // An admin may correct them (empty company and tax ID clear them); the audit trail shows the change.
    expect((await put(admin, { ...details, company: '', taxId: '' })).status).toBe(200);
    const [cleared] = await expectBody(
      subscriptionsListResponseSchema,
      await get(h, '/subscription/my', token),
    );
    expect(cleared).toMatchObject({ company: null, taxIds: [] });
    const [entry] = await audited();
    expect(entry!.details).toMatchObject({
      before: { company: 'Ege Tekstil A.Ş.', taxIds: [{ value: '9876543210' }] },
      after: { company: null, taxIds: [] },
    });
  });

  it('abandons a session on Cancel: nothing is bought, and a later Pay cannot revive it', async () => {
    const token = await userToken(h, 'demo-quitter@test.example');
    const sessionId = await demoCheckout(h, token, { ...plan, noOfMonths: 2 });
    const cancel = await post(h, `/checkout/demo/${sessionId}/cancel`, token);
    expect(await body(cancel)).toEqual({ url: '/payment-failure' });
    expect(await body(await post(h, `/checkout/demo/${sessionId}/pay`, token))).toEqual({
      url: '/payment-failure',
    });
    expect(await body(await get(h, '/subscription/my', token))).toEqual([]);
    expect((await body(await get(h, '/payments/mypayments', token))).Payments).toEqual([]);
    expect((await body(await get(h, `/checkout/demo/${sessionId}`, token))).session.status).toBe('expired');
  });

  it('buys once when Pay is pressed several times at once, and Pay racing Cancel leaves one clear outcome', async () => {
    const token = await userToken(h, 'demo-hurried@test.example');
    const sessionId = await demoCheckout(h, token, plan);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(h, `/checkout/demo/${sessionId}/pay`, token)),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await body(await get(h, '/subscription/my', token))).length).toBe(1);
    expect((await body(await get(h, '/payments/mypayments', token))).Payments.length).toBe(1);

    const racer = await userToken(h, 'demo-racer@test.example');
    const raced = await demoCheckout(h, racer, plan);
    const [pay, cancel] = await Promise.all([
      post(h, `/checkout/demo/${raced}/pay`, racer),
      post(h, `/checkout/demo/${raced}/cancel`, racer),
    ]);
    const { status } = (await body(await get(h, `/checkout/demo/${raced}`, racer))).session;
    const bought = (await body(await get(h, '/subscription/my', racer))).length;
    expect({ status, bought }).toEqual(
      status === 'complete' ? { status, bought: 1 } : { status: 'expired', bought: 0 },
    );
    const landing = status === 'complete' ? /payment-success/ : /payment-failure/;
    expect((await body(pay)).url).toMatch(landing);
    expect((await body(cancel)).url).toMatch(landing);
  });

  it('refunds at once through the same event processor', async () => {
    const token = await userToken(h, 'demo-refund@test.example');
    const sessionId = await demoCheckout(h, token, { ...plan, region: 'AU', noOfRoles: 1, noOfMonths: 1 });
    await post(h, `/checkout/demo/${sessionId}/pay`, token);
    const [payment] = (await body(await get(h, '/payments/mypayments', token))).Payments;
    expect(payment.currency).toBe('AUD');
    const res = await post(h, `/payments/${payment._id}/refund`, admin, { amount: 5000 });
    expect(res.status).toBe(200);
    let now = (await body(await get(h, '/payments/mypayments', token))).Payments[0];
    expect(now).toMatchObject({ amountRefunded: 5000, status: 'partially_refunded' });
    expect((await post(h, `/payments/${payment._id}/refund`, admin, { amount: payment.amount })).status).toBe(
      400,
    );
    await post(h, `/payments/${payment._id}/refund`, admin, {});
    now = (await body(await get(h, '/payments/mypayments', token))).Payments[0];
    expect(now).toMatchObject({ amountRefunded: payment.amount, status: 'refunded' });
  });

  it('a privacy erasure keeps payments and subscriptions without the person’s name and email', async () => {
    const token = await userToken(h, 'demo-forget@test.example');
    const sessionId = await demoCheckout(h, token);
    await post(h, `/checkout/demo/${sessionId}/pay`, token);
    const exported = await fetch(`${h.url}/api/v1/privacy/export?email=demo-forget%40test.example`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(exported.status).toBe(200);
    const JSZip = (await import('jszip')).default;
    const data = JSON.parse(
      await (
        await JSZip.loadAsync(Buffer.from(await exported.arrayBuffer()))
      )
        .file('data.json')!
        .async('string'),
    );
    expect(data.payments).toHaveLength(1);
    expect(data.subscriptions).toHaveLength(1);

    const erase = await post(h, '/privacy/erase', admin, { email: 'demo-forget@test.example' });
    expect(erase.status).toBe(200);
    expect((await body(erase)).erased).toMatchObject({
      account: 1,
      paymentsAnonymised: 1,
      subscriptionsAnonymised: 1,
    });
    const db = h.database.db;
    const kept = (await db.select().from(payments)).filter(
      (p) => p.invoiceId.includes('demo') && !p.customerEmail,
    );
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ customerName: '', customerEmail: '', userId: null, status: 'succeeded' });
    const subs = (await db.select().from(subscriptions)).filter((s) => !s.customerEmail);
    expect(subs).toHaveLength(1);
    expect(JSON.stringify(await db.select().from(demoCheckoutSessions))).not.toContain(
      'demo-forget@test.example',
    );
    expect(JSON.stringify(await db.select().from(payments))).not.toContain('demo-forget@test.example');
  });
});
