import { z } from 'zod';
import {
  billingDetailsBodySchema,
  createSubscribeBodySchema,
  demoSessionParamsSchema,
  demoPayBodySchema,
  invoiceParamsSchema,
  refundBodySchema,
  subscriptionCancelBodySchema,
  subscriptionCancelParamsSchema,
  subscriptionQuantityBodySchema,
} from '@crestline/contracts';
import { signedLinkQuerySchema } from '@crestline/contracts/signed-links';
import { route } from '../../http/routes';
import { ValidationError, badRequest, notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import type { PaymentsService } from './service';
import type { ProviderEvents } from './webhook';

const paymentParams = z.object({ id: z.string() });
/** A client attempt id (the Idempotency-Key header): a retry of the same attempt is the same checkout. */
const attemptOf = (value: string | undefined) => (value && /^[\w-]{8,100}$/.test(value) ? value : undefined);

export function paymentsRoutes(payments: PaymentsService, events: ProviderEvents) {
  return [
    route({
      method: 'post',
      path: '/stripe/createSubscribe',
      access: 'user',
      validate: { body: createSubscribeBodySchema },
      handle: ({ user, body, locale, req }) =>
        payments.createSubscribe(user, body, locale, attemptOf(req.get('idempotency-key'))),
    }),
    route({
      method: 'post',
      path: '/stripe/webhook',
      // Stripe calls it; its signature over the body's exact bytes is the permission.
      access: 'public',
      rawBody: { limit: '1mb' },
      handle: async ({ req }) => ({
        received: true,
        result: await events.receive(req.body, req.get('stripe-signature')),
      }),
    }),
    route({
      method: 'get',
      path: '/payments',
      access: 'admin',
      roles: ['finance'],
      handle: () => payments.payments(),
    }),
    route({
      method: 'get',
      path: '/payments/mypayments',
      access: 'user',
      handle: ({ user }) => payments.payments(user.id),
    }),
    route({
      method: 'post',
      path: '/payments/:id/refund',
      access: 'admin',
      roles: ['finance'],
      validate: { params: paymentParams, body: refundBodySchema },
      handle: ({ params, body, actor }) => {
        if (!isUuid(params.id)) throw notFound('billing.paymentNotFound');
        return payments.refund(params.id, body.amount, actor);
      },
    }),
    route({
      method: 'get',
      path: '/subscription/get-all',
      access: 'admin',
      roles: ['finance'],
      handle: () => payments.subscriptions(),
    }),
    route({
      method: 'get',
      path: '/subscription/my',
      access: 'user',
      handle: ({ user }) => payments.subscriptions(user.id),
    }),
    route({
      method: 'post',
      path: '/subscription/cancel/:subscriptionId',
      access: 'user',
      // The body is optional (a bare POST cancels at the end of the period, as clients always sent it).
      validate: { params: subscriptionCancelParamsSchema },
      handle: ({ user, params, locale, actor, req }) => {
        const body = subscriptionCancelBodySchema(locale).safeParse(req.body ?? undefined);
        if (!body.success) throw badRequest('billing.cancelWhenInvalid');
        return payments.cancel(user, params.subscriptionId, body.data.when, locale, actor);
      },
    }),
    route({
      method: 'post',
      path: '/subscription/:subscriptionId/quantity/preview',
      access: 'user',
      validate: { params: subscriptionCancelParamsSchema, body: subscriptionQuantityBodySchema },
      handle: ({ user, params, body }) =>
        payments.previewQuantity(user, params.subscriptionId, body.quantity),
    }),
    route({
      method: 'post',
      path: '/subscription/:subscriptionId/quantity',
      access: 'user',
      validate: { params: subscriptionCancelParamsSchema, body: subscriptionQuantityBodySchema },
      handle: ({ user, params, body, locale, actor }) =>
        payments.changeQuantity(user, params.subscriptionId, body, locale, actor),
    }),
    route({
      method: 'post',
      path: '/subscription/:subscriptionId/resume',
      access: 'user',
      validate: { params: subscriptionCancelParamsSchema },
      handle: ({ user, params, locale, actor }) =>
        payments.resume(user, params.subscriptionId, locale, actor),
    }),
    route({
      method: 'get',
      path: '/invoices/mine',
      access: 'user',
      handle: ({ user }) => payments.invoicesMine(user.id),
    }),
    route({
      method: 'post',
      path: '/invoices/:latestInvoice/link',
      access: 'user',
      validate: { params: invoiceParamsSchema },
      handle: ({ user, params }) => payments.invoiceLink(user, params.latestInvoice),
    }),
    route({
      method: 'get',
      path: '/invoices/:latestInvoice',
      // Opened in a new tab (no Authorization header): the short-lived signed link is the permission.
      access: 'public',
      validate: { params: invoiceParamsSchema, query: signedLinkQuerySchema },
      handle: async ({ params, query, locale, res }) => {
        const out = await payments.openInvoice(params.latestInvoice, query.exp, query.sig, locale);
        res.set('Cache-Control', 'private, no-store');
        if ('redirect' in out && out.redirect) return res.redirect(302, out.redirect);
        res.type('html').send(out.html);
      },
    }),
    route({
      method: 'get',
      path: '/customers',
      access: 'admin',
      roles: ['finance', 'sales'],
      handle: () => payments.customers(),
    }),
    route({
      method: 'post',
      path: '/billing/portal',
      access: 'user',
      handle: ({ user, locale }) => payments.portal(user, locale),
    }),
    route({
      // The demo billing page's Update card (without Stripe; its portal does it): pays renewals left unpaid.
      method: 'post',
      path: '/billing/demo/card',
      access: 'user',
      handle: ({ user, locale }) => payments.demoUpdateCard(user, locale),
    }),
    route({
      // The demo billing page's billing address, company and tax ID of a subscription (the buyer's own).
      method: 'put',
      path: '/subscription/:subscriptionId/billing-details',
      access: 'user',
      validate: { params: subscriptionCancelParamsSchema, body: billingDetailsBodySchema },
      handle: ({ user, params, body, locale, actor }) =>
        payments.updateBillingDetails(user, params.subscriptionId, body, locale, actor),
    }),
    route({
      method: 'get',
      path: '/checkout/demo/:sessionId',
      access: 'user',
      validate: { params: demoSessionParamsSchema },
      handle: ({ user, params }) => payments.demoSession(user, params.sessionId),
    }),
    route({
      // Without Stripe only: makes a subscription's renewal fail, to try the failed-payment path.
      method: 'post',
      path: '/checkout/demo/subscriptions/:subscriptionId/fail-renewal',
      access: 'admin',
      roles: ['finance'],
      validate: { params: subscriptionCancelParamsSchema },
      handle: ({ params }) => payments.demoFailRenewal(params.subscriptionId),
    }),
    route({
      method: 'post',
      path: '/checkout/demo/:sessionId/pay',
      access: 'user',
      validate: { params: demoSessionParamsSchema },
      // The billing details are optional (a bare POST pays without them, as the first clients sent it).
      handle: ({ user, params, locale, req }) => {
        const body = demoPayBodySchema(locale).safeParse(req.body ?? undefined);
        if (!body.success) throw new ValidationError(body.error);
        return payments.demoPay(user, params.sessionId, body.data.billing);
      },
    }),
    route({
      method: 'post',
      path: '/checkout/demo/:sessionId/cancel',
      access: 'user',
      validate: { params: demoSessionParamsSchema },
      handle: ({ user, params }) => payments.demoCancel(user, params.sessionId),
    }),
  ];
}
