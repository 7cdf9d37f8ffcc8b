// Columns of the applicants-for-a-job table. Experience sorts with a missing value as -1 and reads
// "1 year" / "2 years" / "3+ years"; status and remarks turn into fields while a row is being edited.
// The edit reaches the cells through RowEditContext, so the columns stay the same while an admin types:
// new columns would remount the cells and take the focus out of the field.
import { createContext, useContext } from 'react';
import { APPLICANT_STATUSES, type Locale } from '@crestline/contracts/enums';
import { experienceMessageKey } from '@crestline/contracts/applicants';
import type { Applicant } from '@crestline/contracts/applicants';
import { columnHelper, type Column } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { useText, valueLabel, type Translate } from '../../kit/i18n';

export interface RowEdit {
  id: string;
  status: string;
  remarks: string;
  saving: boolean;
}

export const fullName = (a: Applicant) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();
/** The sort value of an experience: the years, or -1 when missing. */
export const experienceValue = (years: unknown) => (typeof years === 'number' ? years : -1);

export function experienceLabel(t: Translate, years: unknown): string {
  return years === 1 || years === 2 || years === 3 ? t(experienceMessageKey(years)) : '—';
}

/** The row being edited and what the edit cells do, provided by the screen around its table. */
export interface RowEditing {
  edit: RowEdit | null;
  change: (patch: Partial<RowEdit>) => void;
  start: (a: Applicant) => void;
  save: () => void;
  cancel: () => void;
  view: (a: Applicant) => void;
}

export const RowEditContext = createContext<RowEditing | null>(null);

function useRowEditing(): RowEditing {
  const editing = useContext(RowEditContext);
  if (!editing) throw new Error('The applicant columns need a RowEditContext');
  return editing;
}

function StatusCell({ applicant: a }: { applicant: Applicant }) {
  const { t } = useText();
  const { edit, change } = useRowEditing();
  if (edit?.id !== a._id) return valueLabel(t, a.status);
  return (
    <select
      className="inline-edit"
      aria-label={t('admin.applicants.statusOf', { name: fullName(a) })}
      value={edit.status}
      disabled={edit.saving}
      onChange={(e) => change({ status: e.target.value })}
    >
      <option value="">{t('admin.applicants.selectStatus')}</option>
      {APPLICANT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {valueLabel(t, s)}
        </option>
      ))}
    </select>
  );
}

function RemarksCell({ applicant: a }: { applicant: Applicant }) {
  const { t } = useText();
  const { edit, change } = useRowEditing();
  if (edit?.id !== a._id) return a.remarks;
  return (
    <input
      className="inline-edit"
      aria-label={t('admin.applicants.remarksOf', { name: fullName(a) })}
      value={edit.remarks}
      disabled={edit.saving}
      onChange={(e) => change({ remarks: e.target.value })}
    />
  );
}

function ResumeCell({ applicant: a }: { applicant: Applicant }) {
  const { t } = useText();
  const { view } = useRowEditing();
  if (!a.resumeLink) return t('applicants.noResume');
  return (
    <button
      type="button"
      className="link-button"
      aria-label={t('admin.applicants.viewResumeOf', { name: fullName(a) })}
      onClick={() => view(a)}
    >
      {t('admin.applicants.viewResume')}
    </button>
  );
}

function EditCell({ applicant: a }: { applicant: Applicant }) {
  const { t } = useText();
  const { edit, start, save, cancel } = useRowEditing();
  if (edit?.id !== a._id) {
    return (
      <button
        type="button"
        className="link-button"
        aria-label={t('admin.applicants.editOf', { name: fullName(a) })}
        disabled={edit !== null}
        onClick={() => start(a)}
      >
        {t('admin.applicants.edit')}
      </button>
    );
  }
  return (
    <div className="row-actions">
      <button type="button" className="link-button" disabled={edit.saving} onClick={save}>
        {edit.saving ? t('common.saving') : t('admin.save')}
      </button>
      <button type="button" className="link-button" disabled={edit.saving} onClick={cancel}>
        {t('admin.cancel')}
      </button>
    </div>
  );
}

export function applicantColumns(t: Translate, lang: Locale): Column<Applicant>[] {
  const col = columnHelper<Applicant>();
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
      cell: (info) => <StatusCell applicant={info.row.original} />,
    }),
    col.accessor('remarks', {
      header: t('admin.col.remarks'),
      cell: (info) => <RemarksCell applicant={info.row.original} />,
    }),
    col.display({
      id: 'resume',
      header: t('admin.col.resume'),
      cell: (info) => <ResumeCell applicant={info.row.original} />,
    }),
    col.display({
      id: 'edit',
      header: t('admin.col.edit'),
      cell: (info) => <EditCell applicant={info.row.original} />,
    }),
  ];
}
