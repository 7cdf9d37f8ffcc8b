// A local HTTP server speaking the parts of Stripe's API the payments module calls, for the official
// `stripe` SDK (form-encoded bodies in, JSON out): customers, checkout sessions, subscriptions (retrieve,
// update, cancel), invoices, refunds and billing portal sessions. It can be told to fail (500) or hang,
// and it builds the events Stripe would send, signed with the SDK's own test-header helper.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { URLSearchParams } from 'node:url';
import Stripe from 'stripe';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Stripe's objects, as loose as its JSON
type Obj = Record<string, any>;

export interface StandinRequest {
  method: string;
  path: string;
  body: Obj;
  idempotencyKey: string | undefined;
}

/** Nested form fields (`line_items[0][price_data][currency]=usd`) back into objects and arrays. */
function parseForm(text: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Obj = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return out;
}

let counter = 0;
const newId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(++counter).toString(36)}`;
const now = () => Math.floor(Date.now() / 1000);
/** Unix seconds a number of calendar months later (UTC), as Stripe's monthly periods run. */
export const addMonths = (unix: number, months: number) => {
  const d = new Date(unix * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
};

export async function startStripeStandin() {
  const customers = new Map<string, Obj>();
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const refunds: Obj[] = [];
  const prices = new Map<string, Obj>();

  /** Stripe's proration of a quantity change: unused time credited, the rest at the new quantity charged. */
  function prorationLines(sub: Obj, quantity: number, at: number): Obj[] {
    const item = sub.items.data[0];
    const { current_period_start: start, current_period_end: end } = item;
    const share = Math.min(Math.max(end - at, 0), end - start) / (end - start);
    const unit = item.price.unit_amount;
    const line = (amount: number, description: string) => ({
      object: 'line_item',
      amount,
      currency: sub.currency,
      description,
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription_item: item.id, proration: true },
      },
    });
    return [
      line(-Math.round(unit * item.quantity * share), `Unused time on ${item.quantity}`),
      line(Math.round(unit * quantity * share), `Remaining time on ${quantity}`),
    ];
  }
  const requests: StandinRequest[] = [];
  /** Idempotency keys already answered: the same key answers the same object, as Stripe does. */
  const answered = new Map<string, Obj>();
  let fault: 'none' | 'fail' | 'hang' = 'none';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, id: string) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    });

  function handle(req: IncomingMessage, body: Obj, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = url.pathname;
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path, body, idempotencyKey: key });
    if (fault === 'hang') return; // never answers: the SDK's time-out must end it
    if (fault === 'fail') {
      return send(res, 500, { error: { type: 'api_error', message: 'The stand-in was told to fail.' } });
    }
    if (key && answered.has(`${path}:${key}`)) return send(res, 200, answered.get(`${path}:${key}`));
    const remember = (obj: Obj) => {
      if (key) answered.set(`${path}:${key}`, obj);
      send(res, 200, obj);
    };
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/customers') {
      const customer = { id: newId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return remember(customer);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/${id}`,
        ...body,
      };
      sessions.set(id, session);
      return remember(session);
    }
    if (req.method === 'GET' && path === '/v1/prices') {
      const keys = [...url.searchParams.entries()]
        .filter(([k]) => k.startsWith('lookup_keys'))
        .map(([, v]) => v);
      const data = [...prices.values()].filter((p) => keys.includes(p.lookup_key));
      return send(res, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (req.method === 'POST' && path === '/v1/prices') {
      const price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        lookup_key: body.lookup_key ?? null,
        recurring: { interval: body.recurring.interval, interval_count: 1 },
        product: newId('prod'),
        product_name: body.product_data?.name,
        metadata: body.metadata ?? {},
      };
      prices.set(price.id, price);
      return remember(price);
    }
    if (req.method === 'POST' && path === '/v1/invoices/create_preview') {
      const sub = subscriptions.get(body.subscription);
      if (!sub) return missing(res, String(body.subscription));
      const details = body.subscription_details ?? {};
      const change = details.items?.[0];
      const at = Number(details.proration_date) || now();
      const lines = change ? prorationLines(sub, Number(change.quantity), at) : [];
      const quantity = change ? Number(change.quantity) : sub.items.data[0].quantity;
      lines.push({
        object: 'line_item',
        amount: sub.items.data[0].price.unit_amount * quantity,
        currency: sub.currency,
        description: `${quantity} × next period`,
        parent: {
          type: 'subscription_item_details',
          subscription_item_details: { subscription_item: sub.items.data[0].id, proration: false },
        },
      });
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      return send(res, 200, {
        id: null,
        object: 'invoice',
        customer: sub.customer,
        currency: sub.currency,
        total,
        amount_due: Math.max(total, 0),
        lines: { object: 'list', data: lines, has_more: false },
      });
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return missing(res, m[1]!);
      if (req.method === 'GET') return send(res, 200, sub);
      if (req.method === 'POST') {
        const item = sub.items.data[0];
        // cancel_at_period_end=true cancels when the period ends; a cancel_at replaces it (and clears it).
        if (body.cancel_at_period_end === 'true') {
          sub.cancel_at_period_end = true;
          sub.cancel_at = item.current_period_end;
        } else if (body.cancel_at_period_end === 'false') {
          sub.cancel_at_period_end = false;
          sub.cancel_at = null;
        }
        if (body.cancel_at) {
          sub.cancel_at = Number(body.cancel_at);
          sub.cancel_at_period_end = false;
        }
        if (body.metadata) Object.assign(sub.metadata, body.metadata);
        const change = body.items?.[0];
        if (change) {
          const item = sub.items.data[0];
          const quantity = Number(change.quantity);
          const lines = prorationLines(sub, quantity, Number(body.proration_date) || now());
          item.quantity = quantity;
          // always_invoice: the proration is invoiced (and paid) today; a credit goes to the balance.
          if (body.proration_behavior === 'always_invoice') {
            const amount = lines.reduce((sum, l) => sum + l.amount, 0);
            const invoice = this_.addInvoice(sub.id, {
              amount: Math.max(amount, 0),
              billing_reason: 'subscription_update',
            });
            invoice.lines = { object: 'list', data: lines, has_more: false };
            invoice.total = amount;
          }
        }
        return send(res, 200, sub);
      }
      if (req.method === 'DELETE') {
        sub.status = 'canceled';
        return send(res, 200, sub);
      }
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/invoices\/([^/]+)$/))) {
      const invoice = invoices.get(m[1]!);
      return invoice ? send(res, 200, invoice) : missing(res, m[1]!);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const refund = {
        id: newId('re'),
        object: 'refund',
        amount: Number(body.amount),
        currency: 'usd',
        status: 'succeeded',
        payment_intent: body.payment_intent ?? null,
        charge: body.charge ?? null,
      };
      refunds.push(refund);
      return remember(refund);
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return remember({ id: newId('bps'), url: `https://billing.stripe.test/p/${body.customer}` });
    }
    return missing(res, path);
  }

  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => handle(req, parseForm(text), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const this_ = {
    url,
    prices,
    customers,
    sessions,
    subscriptions,
    invoices,
    refunds,
    requests,
    setFault(next: typeof fault) {
      fault = next;
    },
    /**
     * What Stripe does when the buyer pays a session: the subscription and its first invoice exist.
     * Answers them with the session.
     */
    completeSession(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const item = session.line_items[0];
      const subId = newId('sub');
      const invoiceId = newId('in');
      const price = prices.get(item.price)!;
      const unit = price.unit_amount;
      const quantity = Number(item.quantity);
      const subscription: Obj = {
        id: subId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        start_date: now(),
        cancel_at: null,
        cancel_at_period_end: false,
        latest_invoice: invoiceId,
        default_payment_method: 'pm_card_visa',
        currency: price.currency,
        metadata: { ...(session.subscription_data?.metadata ?? {}) },
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              quantity,
              current_period_start: now(),
              current_period_end: addMonths(now(), 1),
              price,
            },
          ],
        },
      };
      subscriptions.set(subId, subscription);
      const invoice = this.addInvoice(subId, {
        amount: unit * quantity,
        billing_reason: 'subscription_create',
      });
      session.subscription = subId;
      session.status = 'complete';
      return { session, subscription, invoice };
    },
    /** A further invoice of a subscription (a renewal). */
    addInvoice(subId: string, { amount, billing_reason }: { amount: number; billing_reason: string }) {
      const sub = subscriptions.get(subId)!;
      const id = newId('in');
      const pi = newId('pi');
      const invoice: Obj = {
        id,
        object: 'invoice',
        customer: sub.customer,
        customer_email: 'buyer@test.example',
        customer_name: 'Bea Buyer',
        amount_paid: amount,
        amount_due: amount,
        currency: sub.currency,
        billing_reason,
        created: now(),
        hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
        parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata: {} } },
        payments: { object: 'list', data: [{ payment: { type: 'payment_intent', payment_intent: pi } }] },
      };
      invoices.set(id, invoice);
      sub.latest_invoice = id;
      return invoice;
    },
    /** An event as Stripe sends it: the payload and its Stripe-Signature header. */
    signed(secret: string, type: string, object: Obj, id = newId('evt')) {
      const payload = JSON.stringify({ id, object: 'event', type, created: now(), data: { object } });
      return { id, payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  return this_;
}

export type StripeStandin = Awaited<ReturnType<typeof startStripeStandin>>;
