// The subscriptions table of /subscription: an admin's island shows every subscription ("Admin Dashboard -
// Subscription", islands/admin/subscriptions), a customer's their own ("User's Subscription Table",
// islands/account), each with its columns, search, sortable headers, pages of 10 (newest first), the latest
// invoice and Cancel Subscription (confirmed in a dialog; the row goes on success). Cancelling happens at
// the payment provider first, then here (the API's rule). The screens bring the back office's sheet
// (admin-kit/admin.css: screens, badges, row actions).
import { useMemo, useState } from 'react';
import { intervalMessageKey, subscriptionUnitAmount, type Subscription } from '@crestline/contracts/payments';
import type { CancelWhen } from '@crestline/contracts/billing';
import { DataTable, columnHelper, type Column } from '../kit/DataTable';
import { failureDetail } from '../kit/http';
import { useText, type Translate } from '../kit/i18n';
import { Modal } from '../kit/Modal';
import { Notice, useNotice } from '../kit/Notice';
import { useResource } from '../kit/use-resource';
import { formatDay } from '@crestline/contracts/billing';
import { formatDate } from '../kit/format';
import { cancelSubscription, openInvoice, resumeSubscription } from './actions';
import { BillingActions } from './MyBilling';
import { QuantityDialog } from './QuantityDialog';
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
    cell: (info) => <SubscriptionStatus subscription={info.row.original} />,
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
        col.accessor((s) => s.preContract?.acceptedAt ?? '', {
          id: 'preContract',
          header: t('commerce.col.preContract'),
          cell: (info) => <PreContractCell subscription={info.row.original} />,
        }),
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

/** Türkiye: when the buyer accepted the pre-contract texts, and which version; — where none was needed. */
function PreContractCell({ subscription: s }: { subscription: Subscription }) {
  const { t, lang } = useText();
  if (!s.preContract) return <>—</>;
  return (
    <span className="subscription-pre-contract">
      {t('commerce.preContractAccepted', {
        date: formatDate(lang, s.preContract.acceptedAt, { time: true }),
        version: s.preContract.version,
      })}
    </span>
  );
}

const LIVE = ['active', 'trialing', 'past_due'];
const isLive = (s: Subscription) => LIVE.includes(s.status);

/** The status, and when a live subscription ends: "Cancels on …" after a cancel, "Ends on …" otherwise. */
function SubscriptionStatus({ subscription: s }: { subscription: Subscription }) {
  const { t, lang } = useText();
  return (
    <>
      <StatusBadge status={s.status} />
      {isLive(s) && s.endsAt ? (
        <span className={`subscription-ends${s.cancelAtPeriodEnd ? ' subscription-cancels' : ''}`}>
          {t(s.cancelAtPeriodEnd ? 'subscriptions.cancelsOn' : 'subscriptions.endsOn', {
            date: formatDay(s.endsAt, lang),
          })}
        </span>
      ) : null}
    </>
  );
}

export function SubscriptionsTable({ admin }: { admin: boolean }) {
  const { t, lang } = useText();
  const notice = useNotice();
  const [cancelling, setCancelling] = useState<Subscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [resizing, setResizing] = useState<Subscription | null>(null);
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
  /** The row as the API now reports it (a cancelled-now one goes from the list). */
  const replace = (old: Subscription, next: Subscription | undefined) =>
    list.update((all) =>
      next ? all.map((s) => (s._id === old._id ? next : s)) : all.filter((s) => s._id !== old._id),
    );
  const confirmCancel = async (when: CancelWhen) => {
    if (!cancelling) return;
    setBusy(true);
    try {
      const answer = await cancelSubscription(lang, cancelling.subscriptionId, when);
      replace(cancelling, when === 'now' ? undefined : answer.subscription);
      notice.success(
        when === 'now' || !answer.subscription?.endsAt
          ? t('subscriptions.cancelSuccess')
          : t('subscriptions.cancelScheduledSuccess', { date: formatDay(answer.subscription.endsAt, lang) }),
      );
    } catch {
      notice.error(t('subscriptions.cancelFailed'));
    } finally {
      setBusy(false);
      setCancelling(null);
    }
  };
  const resume = async (s: Subscription) => {
    notice.clear();
    try {
      const answer = await resumeSubscription(lang, s.subscriptionId);
      replace(s, answer.subscription);
      notice.success(t('subscriptions.resumeSuccess'));
    } catch (error) {
      notice.error(t('subscriptions.resumeFailed', { detail: failureDetail(error, lang) }));
    }
  };

  const columns = useMemo(
    () =>
      columnsFor(admin, t, (s) => (
        <div className="row-actions">
          <button type="button" className="link-button" onClick={() => void invoice(s)}>
            {t('subscriptions.latestInvoice')}
          </button>
          {isLive(s) ? (
            <button type="button" className="link-button" onClick={() => setResizing(s)}>
              {t('subscriptions.changeQuantity')}
            </button>
          ) : null}
          {isLive(s) && s.cancelAtPeriodEnd ? (
            <button type="button" className="link-button" onClick={() => void resume(s)}>
              {t('subscriptions.resume')}
            </button>
          ) : null}
          {s.status !== 'canceled' && !s.cancelAtPeriodEnd ? (
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
      {admin ? null : <BillingActions subscriptions={rows} />}
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
      <QuantityDialog
        subscription={resizing}
        onClose={() => setResizing(null)}
        onChanged={(next, message) => {
          if (resizing) replace(resizing, next ?? resizing);
          setResizing(null);
          notice.success(message);
        }}
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
            {admin ? (
              <button
                type="button"
                className="button button-outline"
                disabled={busy}
                onClick={() => void confirmCancel('now')}
              >
                {t('subscriptions.cancelNowAdmin')}
              </button>
            ) : null}
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void confirmCancel('period_end')}
            >
              {busy ? t('commerce.cancelling') : t('subscriptions.cancelAtPeriodEnd')}
            </button>
          </>
        }
      >
        <p>{t('subscriptions.cancelConfirm')}</p>
        {cancelling ? <p className="card-muted">{cancelling.description}</p> : null}
        {cancelling?.currentPeriodEnd ? (
          <p>{t('subscriptions.cancelPeriodEnd', { date: formatDay(cancelling.currentPeriodEnd, lang) })}</p>
        ) : null}
        {admin ? <p className="card-muted">{t('subscriptions.cancelNowHint')}</p> : null}
      </Modal>
    </div>
  );
}
