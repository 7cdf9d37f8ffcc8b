// Columns of the applicants-for-a-job table. Experience sorts with a missing value as -1 and reads
// "1 year" / "2 years" / "3+ years"; status and remarks turn into fields while a row is being edited.
import { APPLICANT_STATUSES, type Locale } from '@crestline/contracts/enums';
import { experienceMessageKey } from '@crestline/contracts/applicants';
import type { Applicant } from '@crestline/contracts/applicants';
import { columnHelper, type Column } from '../../shared/DataTable';
import { formatDate } from '../../shared/format';
import { valueLabel, type Translate } from '../../shared/i18n';

export interface RowEdit {
  id: string;
  status: string;
  remarks: string;
  saving: boolean;
}

export const fullName = (a: Applicant) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
/** The spec's sort value of an experience: the years, or -1 when missing. */
export const experienceValue = (years: unknown) => (typeof years === 'number' ? years : -1);

function experienceLabel(t: Translate, years: unknown): string {
  return years === 1 || years === 2 || years === 3 ? t(experienceMessageKey(years)) : '—';
}

export function applicantColumns(
  t: Translate,
  lang: Locale,
  row: {
    edit: RowEdit | null;
    change: (patch: Partial<RowEdit>) => void;
    start: (a: Applicant) => void;
    save: () => void;
    cancel: () => void;
    view: (a: Applicant) => void;
  },
): Column<Applicant>[] {
  const col = columnHelper<Applicant>();
  const editing = (a: Applicant) => row.edit?.id === a._id;
  return [
    col.accessor(fullName, { id: 'name', header: t('admin.col.name') }),
    col.accessor('phone', { header: t('admin.col.phone') }),
    col.accessor('email', { header: t('admin.col.email') }),
    col.accessor((a) => experienceValue(a.yearsOfCallCenterExperience), {
      id: 'bpo',
      header: t('admin.col.bpoExperience'),
      cell: (info) => experienceLabel(t, info.row.original.yearsOfCallCenterExperience),
    }),
    col.accessor((a) => experienceValue(a.yearsOfCustomerServiceExperience), {
      id: 'customerService',
      header: t('admin.col.customerServiceExperience'),
      cell: (info) => experienceLabel(t, info.row.original.yearsOfCustomerServiceExperience),
    }),
    col.accessor('createdAt', {
      header: t('admin.col.appliedDate'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDate(lang, info.getValue())}</time>,
    }),
    col.accessor('status', {
      header: t('admin.col.status'),
      cell: (info) => {
        const a = info.row.original;
        if (!editing(a)) return valueLabel(t, a.status);
        return (
          <select
            className="inline-edit"
            aria-label={t('admin.applicants.statusOf', { name: fullName(a) })}
            value={row.edit!.status}
            disabled={row.edit!.saving}
            onChange={(e) => row.change({ status: e.target.value })}
          >
            <option value="">{t('admin.applicants.selectStatus')}</option>
            {APPLICANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {valueLabel(t, s)}
              </option>
            ))}
          </select>
        );
      },
    }),
    col.accessor('remarks', {
      header: t('admin.col.remarks'),
      cell: (info) => {
        const a = info.row.original;
        if (!editing(a)) return a.remarks;
        return (
          <input
            className="inline-edit"
            aria-label={t('admin.applicants.remarksOf', { name: fullName(a) })}
            value={row.edit!.remarks}
            disabled={row.edit!.saving}
            onChange={(e) => row.change({ remarks: e.target.value })}
          />
        );
      },
    }),
    col.display({
      id: 'resume',
      header: t('admin.col.resume'),
      cell: (info) =>
        info.row.original.resumeLink ? (
          <button
            type="button"
            className="link-button"
            aria-label={t('admin.applicants.viewResumeOf', { name: fullName(info.row.original) })}
            onClick={() => row.view(info.row.original)}
          >
            {t('admin.applicants.viewResume')}
          </button>
        ) : (
          t('applicants.noResume')
        ),
    }),
    col.display({
      id: 'edit',
      header: t('admin.col.edit'),
      cell: (info) => {
        const a = info.row.original;
        if (!editing(a)) {
          return (
            <button
              type="button"
              className="link-button"
              aria-label={t('admin.applicants.editOf', { name: fullName(a) })}
              disabled={row.edit !== null}
              onClick={() => row.start(a)}
            >
              {t('admin.applicants.edit')}
            </button>
          );
        }
        return (
          <div className="row-actions">
            <button type="button" className="link-button" disabled={row.edit!.saving} onClick={row.save}>
              {row.edit!.saving ? t('common.saving') : t('admin.save')}
            </button>
            <button type="button" className="link-button" disabled={row.edit!.saving} onClick={row.cancel}>
              {t('admin.cancel')}
            </button>
          </div>
        );
      },
    }),
  ];
}
