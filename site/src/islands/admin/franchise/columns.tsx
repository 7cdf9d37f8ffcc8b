// Columns and details of the franchise applications list; each contract opens through its signed link.
import type { z } from 'zod';
import type { franchiseApplicationsListResponseSchema } from '@crestline/contracts/franchise';
import type { Locale } from '@crestline/contracts/enums';
import { columnHelper, type Column } from '../../kit/DataTable';
import { DateCell } from '../../admin-kit/InboxScreen';
import { formatDate } from '../../kit/format';
import type { Translate } from '../../kit/i18n';

export type FranchiseApplication = z.infer<
  typeof franchiseApplicationsListResponseSchema
>['franchiseApplications'][number];

export const nameOf = (f: FranchiseApplication) => f.name;

function ContractLink({ record, t }: { record: FranchiseApplication; t: Translate }) {
  return (
    <a
      href={record.contractLink}
      target="_blank"
      rel="noopener"
      aria-label={t('admin.openContractOf', { name: record.name })}
    >
      {t('admin.openContract')}
    </a>
  );
}

export function franchiseColumns(t: Translate): Column<FranchiseApplication>[] {
  const col = columnHelper<FranchiseApplication>();
  return [
    col.accessor('createdAt', {
      header: t('admin.col.date'),
      cell: (info) => <DateCell iso={info.getValue()} />,
    }),
    col.accessor('name', { header: t('admin.col.name') }),
    col.accessor('email', { header: t('admin.col.email') }),
    col.display({
      id: 'contract',
      header: t('admin.col.contract'),
      cell: (info) => <ContractLink record={info.row.original} t={t} />,
    }),
  ];
}

export function franchiseDetails(f: FranchiseApplication, t: Translate, lang: Locale) {
  return [
    [t('admin.col.date'), formatDate(lang, f.createdAt, { time: true })],
    [t('admin.col.name'), f.name],
    [t('admin.col.email'), f.email],
    [t('admin.col.message'), f.message || '—'],
    [t('admin.col.contract'), <ContractLink key="contract" record={f} t={t} />],
  ] as [string, React.ReactNode][];
}
