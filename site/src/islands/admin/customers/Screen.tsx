// /customers (admin): the people who paid, with their subscriptions (all and active), payments, the total
// paid per currency (refunds taken off) and the last payment; pages of 5, as the customers list has (docs/product.md).
import { useMemo } from 'react';
import type { Customer } from '@crestline/contracts/payments';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { DataTable, columnHelper, type Column } from '../../kit/DataTable';
import { formatMoney } from '../../kit/format';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { DateTime, rowNumber, useFetchError } from '../../commerce-kit/cells';
import { loadCustomers } from './api';

function Customers() {
  const { t, lang } = useText();
  const list = useResource((signal) => loadCustomers(lang, signal), lang);
  const columns = useMemo<Column<Customer>[]>(() => {
    const col = columnHelper<Customer>();
    return [
      col.display({ id: 'row', header: t('commerce.col.row'), cell: (info) => rowNumber(info) }),
      col.accessor('name', { header: t('commerce.col.name') }),
      col.accessor('email', { header: t('commerce.col.email') }),
      col.accessor('subscriptions', { header: t('commerce.col.subscriptions') }),
      col.accessor('activeSubscriptions', { header: t('commerce.col.active') }),
      col.accessor('payments', { header: t('commerce.col.payments') }),
      col.accessor((c) => c.totals.map((x) => formatMoney(x.amount, x.currency, lang)).join(' · ') || '—', {
        id: 'totals',
        header: t('commerce.col.totals'),
        enableSorting: false,
      }),
      col.accessor((c) => c.lastPaymentAt ?? '', {
        id: 'lastPayment',
        header: t('commerce.col.lastPayment'),
        cell: (info) => <DateTime iso={info.row.original.lastPaymentAt} />,
      }),
    ];
  }, [t, lang]);
  const error = useFetchError(list.state);
  return (
    <div className="admin-screen">
      <DataTable
        caption={t('commerce.title.customers')}
        columns={columns}
        data={list.state.status === 'ready' ? list.state.data : []}
        getRowId={(c) => c._id}
        searchText={(c) => [c.name, c.email]}
        searchLabel={t('table.search')}
        initialSort={[{ id: 'lastPayment', desc: true }]}
        pageSize={5}
        loading={list.state.status === 'loading'}
        error={error}
        emptyText={t('commerce.noCustomers')}
      />
    </div>
  );
}

function CustomersScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Customers />
    </AdminOnly>
  );
}

export default withText(CustomersScreen);
