// The subscriptions table of /subscription: an admin's island shows every subscription ("Admin Dashboard -
// Subscription", islands/admin/subscriptions), a customer's their own ("User's Subscription Table",
// islands/account), each with its columns, search, sortable headers, pages of 10 (newest first), the latest
// invoice and Cancel Subscription (confirmed in a dialog; the row goes on success). Cancelling happens at
// the payment provider first, then here (the API's rule). The screens bring the back office's sheet
// (admin-kit/admin.css: screens, badges, row actions).
import { useMemo, useState } from 'react';
import { intervalMessageKey, subscriptionUnitAmount, type Subscription } from '@crestline/contracts/payments';
import { DataTable, columnHelper, type Column } from '../kit/DataTable';
import { failureDetail } from '../kit/http';
import { useText, type Translate } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import { Notice, useNotice } from '../kit/Notice';
import { useResource } from '../kit/use-resource';
import { cancelSubscription, openInvoice } from './actions';
import { loadSubscriptions } from './api';
import { DateTime, Money, StatusBadge, addressText, rowNumber, useFetchError } from './cells';

function columnsFor(admin: boolean, t: Translate, actions: (s: Subscription) => React.ReactNode) {
  const col = columnHelper<Subscription>();
  const money = col.accessor('amount', {
    header: t('commerce.col.amount'),
    cell: (info) => <Money minor={info.getValue()} currency={info.row.original.currency} />,
  });
  const currency = col.accessor((s) => s.currency.toUpperCase(), {
    id: 'currency',
    header: t('commerce.col.currency'),
  });
  const status = col.accessor('status', {
    header: t('commerce.col.status'),
    cell: (info) => <StatusBadge status={info.getValue()} />,
  });
  const row = col.display({ id: 'row', header: t('commerce.col.row'), cell: (info) => rowNumber(info) });
  const action = col.display({
    id: 'action',
    header: t('commerce.col.action'),
    cell: (info) => actions(info.row.original),
  });
  const columns: Column<Subscription>[] = admin
    ? [
        row,
        col.accessor((s) => s.user.name, { id: 'name', header: t('commerce.col.name') }),
        col.accessor((s) => s.user.email, { id: 'email', header: t('commerce.col.email') }),
        col.accessor((s) => s.paymentMethodId ?? '—', {
          id: 'paymentMethod',
          header: t('commerce.col.paymentMethod'),
        }),
        col.accessor('createdAt', {
          header: t('commerce.col.date'),
          cell: (info) => <DateTime iso={info.getValue()} />,
        }),
        money,
        currency,
        col.accessor((s) => addressText(s.shippingAddress), {
          id: 'address',
          header: t('commerce.col.address'),
        }),
        status,
        action,
      ]
    : [
        row,
        col.accessor('description', { header: t('commerce.col.description') }),
        col.accessor((s) => t(intervalMessageKey(s.interval)), {
          id: 'interval',
          header: t('commerce.col.interval'),
        }),
        col.accessor('quantity', { header: t('commerce.col.quantity') }),
        col.accessor((s) => subscriptionUnitAmount(s), {
          id: 'unitPrice',
          header: t('commerce.col.unitPrice'),
          cell: (info) => <Money minor={info.getValue()} currency={info.row.original.currency} />,
        }),
        money,
        currency,
        col.accessor('startDate', {
          header: t('commerce.col.startDate'),
          cell: (info) => <DateTime iso={info.getValue()} />,
        }),
        status,
        action,
      ];
  return columns;
}

export function SubscriptionsTable({ admin }: { admin: boolean }) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useResource((signal) => loadSubscriptions(lang, admin, signal), `${lang}:${admin}`);
  const rows = list.state.status === 'ready' ? list.state.data : [];

  const invoice = async (s: Subscription) => {
    notice.clear();
    if (!s.latestInvoice) {
      notice.error(t('subscriptions.invoiceUnavailable'));
      return;
    }
    try {
      await openInvoice(lang, s.latestInvoice);
    } catch (error) {
      notice.error(t('commerce.fetchError', { detail: failureDetail(error, lang) }));
    }
  };
  const confirmCancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelSubscription(lang, cancelling.subscriptionId);
      list.update((all) => all.filter((s) => s._id !== cancelling._id));
      notice.success(t('subscriptions.cancelSuccess'));
    } catch {
      notice.error(t('subscriptions.cancelFailed'));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };

  const columns = useMemo(
    () =>
      columnsFor(admin, t, (s) => (
        <div className="row-actions">
          <button type="button" className="link-button" onClick={() => void invoice(s)}>
            {t('subscriptions.latestInvoice')}
          </button>
          {s.status !== 'canceled' ? (
            <button type="button" className="link-button" onClick={() => setCancelling(s)}>
              {t('subscriptions.cancel')}
            </button>
          ) : null}
        </div>
      )),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the columns follow the variant and the texts
    [admin, t],
  );
  const error = useFetchError(list.state);
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={admin ? t('subscriptions.adminTitle') : t('subscriptions.userTitle')}
        showCaption
        columns={columns}
        data={rows}
        getRowId={(s) => s._id}
        searchText={(s) => [s.user.name, s.user.email, s.description, s.status, s.currency, s.subscriptionId]}
        searchLabel={t('table.search')}
        initialSort={[{ id: admin ? 'createdAt' : 'startDate', desc: true }]}
        pageSize={10}
        loading={list.state.status === 'loading'}
        error={error}
        emptyText={t('commerce.noSubscriptions')}
      />
      <Modal
        open={cancelling !== null}
        onClose={() => (busy ? undefined : setCancelling(null))}
        title={t('commerce.cancelTitle')}
        footer={
          <>
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => setCancelling(null)}
            >
              {t('commerce.cancelKeep')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void confirmCancel()}>
              {busy ? t('commerce.cancelling') : t('subscriptions.cancel')}
            </button>
          </>
        }
      >
        <p>{t('subscriptions.cancelConfirm')}</p>
        {cancelling ? <p className="card-muted">{cancelling.description}</p> : null}
      </Modal>
    </div>
  );
}
