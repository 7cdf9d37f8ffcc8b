// /adminjobspage: every job (inactive ones too), newest first, five a page; search over title,
// description, type, location and languages; the active switch sets the opposite of the current flag
// and the row becomes the job the server answers; add and edit in modals.
import { useMemo, useState } from 'react';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { DataTable } from '../../kit/DataTable';
import { failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { Notice, useNotice } from '../../kit/Notice';
import { useResource } from '../../kit/use-resource';
import { createJob, listJobs, toggleJob, updateJob, type AdminJob } from './api';
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
  const jobs = useResource((signal) => listJobs(lang, signal), lang);
  const [modal, setModal] = useState<{ mode: 'add' | 'edit'; job: AdminJob | null } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const replace = (job: AdminJob) => jobs.update((all) => all.map((j) => (j._id === job._id ? job : j)));
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

  const data = jobs.state.status === 'ready' ? jobs.state.data : [];
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={t('admin.title.jobs')}
        columns={columns}
        data={data}
        getRowId={(j) => j._id}
        // The admin search (docs/product.md): title, description, type, location and languages.
        searchText={(j) => [j.title, j.description, j.type, valueLabel(t, j.type), j.location, ...j.language]}
        searchLabel={t('admin.jobs.search')}
        initialSort={[{ id: 'postingDate', desc: true }]}
        pageSize={5}
        loading={jobs.state.status === 'loading'}
        error={
          jobs.state.status === 'error'
            ? t('jobs.fetchError', { detail: failureDetail(jobs.state.error, lang) })
            : null
        }
        emptyText={t('jobs.noJobsFound')}
        noMatchText={t('jobs.noMatch')}
        toolbar={
          <button type="button" className="button" onClick={() => setModal({ mode: 'add', job: null })}>
            {t('admin.jobs.add')}
          </button>
        }
      />
      <JobModal
        mode={modal?.mode ?? null}
        job={modal?.job ?? null}
        onClose={() => setModal(null)}
        save={async (body) => {
          if (modal?.mode === 'edit' && modal.job) replace(await updateJob(lang, modal.job._id, body));
          else {
            const created = await createJob(lang, body);
            jobs.update((all) => [created, ...all]);
          }
          setModal(null);
        }}
      />
    </div>
  );
}

export default withText(JobsScreen);
