// Invoices: a short-lived signed link (lib/signed-token.ts) opens one without an Authorization header
// (a new tab), and leads to the provider's hosted invoice, or to a simple page of ours where the provider
// has none (the keyless demo), with the provider's note.
import { formatDateTime, formatMoney, t, type Locale, type MessageKey } from '@crestline/contracts';
import { canSee } from '../../http/access';
import type { SignedInUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import { signedLinks } from '../../lib/signed-token';
import type { PaymentsDeps } from './deps';
import { paymentsRepository, type PaymentRow, type SubscriptionRow } from './repository';

/** How long an invoice link opens the invoice. */
const INVOICE_LINK_SECONDS = 5 * 60;

export function invoiceLinks({ db, provider, publicUrl, linkSecret }: PaymentsDeps) {
  const repo = paymentsRepository(db);
  const signature = signedLinks(linkSecret);
  const subject = (invoiceId: string) => `invoice:${invoiceId}`;

  return {
    /** A short-lived signed address that opens the invoice without an Authorization header. */
    async invoiceLink(user: SignedInUser, invoiceId: string, now = Date.now()) {
      const { payment, subscription } = await repo.invoiceOwner(invoiceId);
      const owner = payment?.userId ?? subscription?.userId ?? null;
      if ((!payment && !subscription) || !canSee(user, owner)) throw notFound('billing.invoiceNotFound');
      const query = signature.query(subject(invoiceId), Math.floor(now / 1000) + INVOICE_LINK_SECONDS);
      return { url: `${publicUrl}/api/v1/invoices/${encodeURIComponent(invoiceId)}?${query}` };
    },

    /** Where a signed link leads: the provider's hosted invoice, or a simple page of ours. */
    async openInvoice(invoiceId: string, exp: unknown, sig: unknown, locale: Locale, now = Date.now()) {
      if (!signature.verify(subject(invoiceId), exp, sig, now))
        throw new HttpError(403, 'INVALID_SIGNATURE', 'billing.invoiceLinkInvalid');
      const { payment, subscription } = await repo.invoiceOwner(invoiceId);
      if (!payment && !subscription) throw notFound('billing.invoiceNotFound');
      const remote = await provider.retrieveInvoice(invoiceId);
      if (remote?.hostedUrl) return { redirect: remote.hostedUrl };
      return { html: invoicePage(invoiceId, payment, subscription, locale, provider.invoiceNote) };
    },
  };
}

function invoicePage(
  invoiceId: string,
  payment: PaymentRow | undefined,
  sub: SubscriptionRow | undefined,
  locale: Locale,
  note: MessageKey | null,
): string {
  const m = (key: Parameters<typeof t>[1], params?: Record<string, string>) =>
    escapeHtml(t(locale, key, params));
  const statusText = (status: string) =>
    escapeHtml(t(locale, `commerce.status.${status}` as MessageKey, { defaultValue: status }));
  // Our own page is never a tax invoice (in Turkish a "fatura" is one): it is a receipt, and says so.
  const title = m('invoicePage.receiptTitle', { number: payment?.invoiceNumber ?? invoiceId });
  const amount = payment?.amount ?? sub?.amount ?? 0;
  const currency = payment?.currency ?? sub?.currency ?? 'USD';
  const rows: [string, string][] = [
    [m('invoicePage.date'), escapeHtml(formatDateTime(payment?.created ?? sub!.createdAt, locale))],
    [
      m('invoicePage.buyer'),
      escapeHtml(
        [payment?.customerName ?? sub?.customerName, payment?.customerEmail ?? sub?.customerEmail]
          .filter(Boolean)
          .join(', '),
      ),
    ],
    [m('invoicePage.description'), escapeHtml(sub?.description ?? payment?.role ?? '')],
    [m('invoicePage.quantity'), String(payment?.noOfRoles ?? sub?.quantity ?? 1)],
    [m('invoicePage.amount'), escapeHtml(formatMoney(amount, currency, locale))],
    // Statuses in words in the reader's language (the provider's codes only when we have no words).
    [m('invoicePage.status'), statusText(payment?.status ?? sub?.status ?? '')],
  ];
  const address = payment?.shippingAddress ?? sub?.shippingAddress;
  const addressText = address
    ? [address.line1, address.city, address.state, address.country].filter(Boolean).join(', ')
    : '';
  // The buyer's company, billing address and tax IDs, right after the buyer, when checkout collected them.
  const buyerDetails: [string, string][] = [];
  if (sub?.company) buyerDetails.push([m('invoicePage.company'), escapeHtml(sub.company)]);
  if (addressText) buyerDetails.push([m('invoicePage.address'), escapeHtml(addressText)]);
  if (sub?.taxIds?.length) {
    buyerDetails.push([m('invoicePage.taxId'), escapeHtml(sub.taxIds.map((id) => id.value).join(', '))]);
  }
  rows.splice(2, 0, ...buyerDetails);
  if (payment?.tax) rows.push([m('invoicePage.tax'), escapeHtml(formatMoney(payment.tax, currency, locale))]);
  if (payment?.amountRefunded) {
    rows.push([m('invoicePage.refunded'), escapeHtml(formatMoney(payment.amountRefunded, currency, locale))]);
  }
  return `<!DOCTYPE html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:Arial,sans-serif;max-width:640px;margin:40px auto;padding:0 16px;color:#1f2933}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e4e7eb}.note{background:#fff4ce;padding:8px 12px;border-radius:6px}</style>
</head>
<body>
<h1>${title}</h1>
${note ? `<p class="note">${m(note)}</p>` : ''}
<p>${m('invoicePage.receiptNote')}</p>
<table>${rows.map(([k, v]) => `<tr><th scope="row">${k}</th><td>${v}</td></tr>`).join('')}</table>
</body>
</html>
`;
}
