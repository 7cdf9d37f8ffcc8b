// Columns of the admin jobs table: title, type, location, posting date, the active switch, the
// candidates link and the edit button.
import type { Locale } from '@crestline/contracts/enums';
import { columnHelper, type Column } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { valueLabel, type Translate } from '../../kit/i18n';
import { RECORD_PAGES, recordPath } from '@crestline/contracts/site-paths';
import type { AdminJob } from './api';

export function jobColumns(
  t: Translate,
  lang: Locale,
  actions: { toggle: (job: AdminJob) => void; edit: (job: AdminJob) => void; busy: string | null },
): Column<AdminJob>[] {
  const col = columnHelper<AdminJob>();
  return [
    col.accessor('title', { header: t('admin.col.title') }),
    col.accessor('type', { header: t('admin.col.type'), cell: (info) => valueLabel(t, info.getValue()) }),
    col.accessor('location', { header: t('admin.col.location') }),
    col.accessor('postingDate', {
      header: t('admin.col.postingDate'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDate(lang, info.getValue())}</time>,
    }),
    col.accessor((job) => (job.isActive ? 1 : 0), {
      id: 'isActive',
      header: t('admin.col.active'),
      cell: (info) => {
        const job = info.row.original;
        return (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={job.isActive}
            aria-label={t('admin.jobs.activeLabel', { title: job.title })}
            disabled={actions.busy === job._id}
            onClick={() => actions.toggle(job)}
          >
            <span className="switch-track" aria-hidden="true" />
            <span>{job.isActive ? t('admin.jobs.active') : t('admin.jobs.inactive')}</span>
          </button>
        );
      },
    }),
    col.accessor((job) => job.applicantCount ?? job.applicantIds?.length ?? 0, {
      id: 'candidates',
      header: t('admin.col.candidates'),
      cell: (info) => (
        <a href={recordPath(lang, RECORD_PAGES.jobApplicants, info.row.original._id)}>
          {t('admin.jobs.viewCandidates', { count: info.getValue() })}
        </a>
      ),
    }),
    col.display({
      id: 'edit',
      header: t('admin.col.edit'),
      cell: (info) => (
        <button
          type="button"
          className="link-button"
          aria-label={t('admin.jobs.editLabel', { title: info.row.original.title })}
          onClick={() => actions.edit(info.row.original)}
        >
          {t('admin.jobs.edit')}
        </button>
      ),
    }),
  ];
}
