// /adminjobspage: every job (inactive ones too), newest first, five a page, sorted, searched and paged by
// the server (title, description, type, location and languages); the active switch sets the opposite of
// the current flag and the row becomes the job the server answers; add and edit in modals; the export
// downloads what the search shows, in the table's order.
import { useMemo, useState } from 'react';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { ExportButton } from '../../admin-kit/ExportButton';
import { DataTable } from '../../kit/DataTable';
import { failureDetail } from '../../kit/http';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { Notice, useNotice } from '../../kit/Notice';
import { useServerList } from '../../kit/use-server-list';
import { createJob, exportPath, loadJobs, toggleJob, updateJob, type AdminJob } from './api';
import { jobColumns } from './columns';
import { JobModal } from './JobModal';

function JobsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <Jobs />
    </AdminOnly>
  );
}

function Jobs() {
  const { t, lang } = useText();
  const notice = useNotice();
  const list = useServerList({
    filters: null,
    load: (query, signal) => loadJobs(lang, query, signal),
    pageSize: 5,
    initialSort: [{ id: 'postingDate', desc: true }],
  });
  // Rows the server answered after a change (toggle, edit), shown until the page is read again.
  const [changed, setChanged] = useState<Record<string, AdminJob>>({});
  const [modal, setModal] = useState<{ mode: 'add' | 'edit'; job: AdminJob | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const replace = (job: AdminJob) => setChanged((c) => ({ ...c, [job._id]: job }));
  const columns = useMemo(
    () =>
      jobColumns(t, lang, {
        busy,
        edit: (job) => setModal({ mode: 'edit', job }),
        toggle: async (job) => {
          notice.clear();
          setBusy(job._id);
          try {
            replace(await toggleJob(lang, job));
          } catch (error) {
            notice.error(t('jobs.updateFailed', { detail: failureDetail(error, lang) }));
          } finally {
            setBusy(null);
          }
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt when the texts or the busy row change
    [t, lang, busy],
  );

  const data = useMemo(() => list.rows.map((j) => changed[j._id] ?? j), [list.rows, changed]);
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={t('admin.title.jobs')}
        columns={columns}
        data={data}
        getRowId={(j) => j._id}
        // The admin search (docs/product.md), on the server: title, description, type (and its name),
        // location and languages.
        searchText={() => []}
        searchLabel={t('admin.jobs.search')}
        remote={list.remote}
        busy={list.busy}
        loading={list.loading}
        error={list.error ? t('jobs.fetchError', { detail: failureDetail(list.error, lang) }) : null}
        emptyText={list.query.search ? t('jobs.noMatch') : t('jobs.noJobsFound')}
        noMatchText={t('jobs.noMatch')}
        toolbar={
          <div className="admin-filters">
            <button type="button" className="button" onClick={() => setModal({ mode: 'add', job: null })}>
              {t('admin.jobs.add')}
            </button>
            <ExportButton path={exportPath(list.query)} fileName="jobs.csv" onError={notice.error} />
          </div>
        }
      />
      <JobModal
        mode={modal?.mode ?? null}
        job={modal?.job ?? null}
        onClose={() => setModal(null)}
        save={async (body) => {
          if (modal?.mode === 'edit' && modal.job) replace(await updateJob(lang, modal.job._id, body));
          else {
            await createJob(lang, body);
            // The new job is the newest: read the page again to show it where the order puts it.
            list.reload();
          }
          setModal(null);
        }}
      />
    </div>
  );
}

export default withText(JobsScreen);
