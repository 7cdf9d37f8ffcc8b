// The buyer's billing on /subscription, around their subscriptions table: a past-due banner with Fix
// payment whenever a subscription is past_due or unpaid (the renewalFailed mail links to it, #fix-payment),
// Manage billing (the provider's portal: card, billing address, tax ID) and the list of their invoices
// (date, number, amount, tax, status in words, the PDF or our own invoice page).
import { useEffect, useState } from 'react';
import type { InvoiceSummary } from '@crestline/contracts/billing';
import type { Subscription } from '@crestline/contracts/payments';
import { apiRequest, failureDetail } from '../kit/http';
import { useText, type MessageKey } from '../kit/i18n';
import { useNotice, Notice } from '../kit/Notice';
import { useResource } from '../kit/use-resource';
import { openInvoice } from './actions';
import { auth } from './api';
import { DateTime, Money } from './cells';

const UNPAID = ['past_due', 'unpaid'];

/** Opens the provider's billing portal (Stripe's Customer Portal) in this tab. */
async function openPortal(lang: Parameters<typeof auth>[0]) {
  const { url } = await apiRequest<{ url: string }>('/billing/portal', { ...auth(lang), method: 'POST' });
  window.location.assign(url);
}

export function BillingActions({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const unpaid = subscriptions.filter((s) => UNPAID.includes(s.status));
  // The renewalFailed mail's link (#fix-payment): the banner comes with the list, after the page loaded.
  const showBanner = unpaid.length > 0;
  useEffect(() => {
    if (showBanner && window.location.hash === '#fix-payment') {
      document.getElementById('fix-payment')?.scrollIntoView({ block: 'center' });
    }
  }, [showBanner]);
  const portal = async () => {
    setBusy(true);
    notice.clear();
    try {
      await openPortal(lang);
    } catch (error) {
      setBusy(false);
      notice.error(t('billing.portalFailed', { detail: failureDetail(error, lang) }));
    }
  };
  return (
    <div className="my-billing">
      <Notice notice={notice.notice} onClose={notice.clear} />
      {unpaid.map((s, i) => (
        <div key={s._id} id={i === 0 ? 'fix-payment' : undefined} className="past-due-banner" role="alert">
          <p>{t('billing.pastDue', { description: s.description })}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void portal()}>
            {t('billing.fixPayment')}
          </button>
        </div>
      ))}
      {subscriptions.length ? (
        <p className="manage-billing">
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void portal()}
          >
            {t('billing.manage')}
          </button>{' '}
          <span className="card-muted">{t('billing.manageHint')}</span>
        </p>
      ) : null}
    </div>
  );
}

export function InvoicesList() {
  const { t, lang } = useText();
  const list = useResource(
    (signal) => apiRequest<{ invoices: InvoiceSummary[] }>('/invoices/mine', auth(lang, signal)),
    lang,
  );
  const invoices = list.state.status === 'ready' ? list.state.data.invoices : [];
  const [failed, setFailed] = useState<string | null>(null);
  const open = async (invoice: InvoiceSummary) => {
    setFailed(null);
    try {
      await openInvoice(lang, invoice.invoiceId);
    } catch (error) {
      setFailed(t('commerce.fetchError', { detail: failureDetail(error, lang) }));
    }
  };
  return (
    <section className="admin-screen invoices-list" aria-labelledby="invoices-title">
      <h2 id="invoices-title">{t('invoices.title')}</h2>
      {failed ? (
        <p className="form-status error" role="alert">
          {failed}
        </p>
      ) : null}
      {list.state.status === 'ready' && !invoices.length ? <p>{t('invoices.none')}</p> : null}
      {invoices.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('invoices.col.date')}</th>
                <th scope="col">{t('invoices.col.number')}</th>
                <th scope="col">{t('invoices.col.description')}</th>
                <th scope="col">{t('invoices.col.amount')}</th>
                <th scope="col">{t('invoices.col.tax')}</th>
                <th scope="col">{t('invoices.col.status')}</th>
                <th scope="col">{t('invoices.col.document')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <tr key={invoice.invoiceId}>
                  <td>
                    <DateTime iso={invoice.created} />
                  </td>
                  <td>{invoice.number}</td>
                  <td>{invoice.description}</td>
                  <td>
                    <Money minor={invoice.amount} currency={invoice.currency} />
                  </td>
                  <td>
                    {invoice.tax ? (
                      <Money minor={invoice.tax} currency={invoice.currency} />
                    ) : (
                      t('invoices.noTax')
                    )}
                  </td>
                  <td>
                    {t(`commerce.status.${invoice.status}` as MessageKey, { defaultValue: invoice.status })}
                  </td>
                  <td>
                    {invoice.pdfUrl ? (
                      <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                        {t('invoices.pdf')}
                      </a>
                    ) : (
                      <button type="button" className="link-button" onClick={() => void open(invoice)}>
                        {t('invoices.open')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
