// /job/{id}/applicants: the job's applicants with search, sort and pages of 5; each row's status and
// remarks are edited in place (preloaded; only non-empty values are sent; "Saving..." while it runs);
// the resume opens in a viewer with print and download. One static page serves every job id.
import { useMemo, useState } from 'react';
import type { Applicant } from '@crestline/contracts/applicants';
import { AdminOnly } from '../../shared/AdminOnly';
import { DataTable } from '../../shared/DataTable';
import { ApiError, failureDetail } from '../../shared/http';
import { useText, withText, type IslandProps } from '../../shared/i18n';
import { Modal } from '../../shared/Modal';
import { Notice, useNotice } from '../../shared/Notice';
import { PdfViewer } from '../../shared/PdfViewer';
import { useResource } from '../../shared/use-resource';
import { jobIdFromPath, jobsPath, loadJobApplicants, saveApplicant } from './api';
import { applicantColumns, fullName, type RowEdit } from './columns';

function JobApplicantsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <JobApplicants />
    </AdminOnly>
  );
}

function JobApplicants() {
  const { t, lang } = useText();
  const notice = useNotice();
  const [edit, setEdit] = useState<RowEdit | null>(null);
  const [viewing, setViewing] = useState<Applicant | null>(null);
  const job = useResource((signal) => {
    const id = jobIdFromPath(window.location.pathname);
    if (!id) throw new ApiError('http', 404, 'Not Found', t('jobs.notFound'), t('jobs.notFound'));
    return loadJobApplicants(lang, id, signal);
  }, lang);

  const save = async () => {
    if (!edit) return;
    notice.clear();
    const change: { status?: string; remarks?: string } = {};
    if (edit.status.trim()) change.status = edit.status;
    if (edit.remarks.trim()) change.remarks = edit.remarks.trim();
    if (!change.status && !change.remarks) {
      notice.error(t('applicants.modifyAtLeastOne'));
      return;
    }
    setEdit({ ...edit, saving: true });
    try {
      const saved = await saveApplicant(lang, edit.id, change);
      if (!saved || typeof saved !== 'object' || typeof (saved as { _id?: unknown })._id !== 'string') {
        notice.error(t('applicants.invalidServerData'));
        setEdit({ ...edit, saving: false });
        return;
      }
      const applicant = saved as Applicant;
      job.update((j) => ({
        ...j,
        applicantIds: j.applicantIds.map((a) => (a._id === applicant._id ? applicant : a)),
      }));
      setEdit(null);
      notice.success(t('applicants.saved'));
    } catch (error) {
      notice.error(t('applicants.updateFailed', { detail: failureDetail(error, lang) }));
      setEdit({ ...edit, saving: false });
    }
  };

  const columns = useMemo(
    () =>
      applicantColumns(t, lang, {
        edit,
        change: (patch) => setEdit((e) => (e ? { ...e, ...patch } : e)),
        start: (a) => setEdit({ id: a._id, status: a.status ?? '', remarks: a.remarks ?? '', saving: false }),
        save: () => void save(),
        cancel: () => setEdit(null),
        view: setViewing,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuilt with the edit state
    [t, lang, edit],
  );
  const data = job.state.status === 'ready' ? job.state.data : null;
  return (
    <div className="admin-screen">
      <p>
        <a className="admin-back" href={jobsPath(lang)}>
          ← {t('admin.applicants.back')}
        </a>
      </p>
      <h2>
        {data ? t('admin.title.jobApplicants', { title: data.title }) : t('admin.title.jobApplicantsShort')}
      </h2>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <DataTable
        caption={
          data ? t('admin.title.jobApplicants', { title: data.title }) : t('admin.title.jobApplicantsShort')
        }
        columns={columns}
        data={data?.applicantIds ?? []}
        getRowId={(a) => a._id}
        searchText={(a) => [fullName(a), a.email, a.phone, a.status, a.remarks]}
        pageSize={5}
        loading={job.state.status === 'loading'}
        error={
          job.state.status === 'error'
            ? t('applicants.fetchError', { detail: failureDetail(job.state.error, lang) })
            : null
        }
        emptyText={t('applicants.noneForJob')}
      />
      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        variant="wide"
        title={viewing ? t('admin.applicants.resumeOf', { name: fullName(viewing) }) : ''}
      >
        {viewing ? (
          <PdfViewer
            title={t('admin.applicants.resumeOf', { name: fullName(viewing) })}
            viewLink={viewing.resumeLink}
            downloadLink={viewing.resumeDownloadLink}
            emptyText={t('applicants.noResumeAvailable')}
          />
        ) : null}
      </Modal>
    </div>
  );
}

export default withText(JobApplicantsScreen);
