// /job/{id}/applicants: the job's applicants as a table or as a pipeline board (the admin's choice,
// remembered per admin). The table has search, sort and pages of 5; each row's status and remarks are
// edited in place (preloaded; only non-empty values are sent; "Saving..." while it runs); the resume opens
// in a viewer with print and download. On the board a card moved to another column saves its status with
// the same call; a failed save puts it back with the table's alert. Rows of the table are selected (one by
// one, or every applicant of the job) for one status change with an optional mail to each, in both views
// (admin-kit's BulkStatus). One static page serves every job id.
import { useMemo, useState } from 'react';
import { APPLICANT_BULK_MAX, applicantUpdateSchema, type Applicant } from '@crestline/contracts/applicants';
import { firstIssueMessage } from '@crestline/contracts/common';
import type { ApplicantStatus } from '@crestline/contracts/enums';
import { idFromPath, RECORD_PAGES, sitePath } from '@crestline/contracts/site-paths';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { BulkStatus, type Selection } from '../../admin-kit/BulkStatus';
import { DataTable } from '../../kit/DataTable';
import { selectColumn } from '../../admin-kit/select-column';
import { ApiError, failureDetail } from '../../kit/http';
import { LoadFailed, Loading } from '../../kit/LoadStates';
import { useText, withText, type IslandProps } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
import { Notice, useNotice } from '../../kit/Notice';
import { PdfViewer } from '../../admin-kit/PdfViewer';
import { useResource } from '../../kit/use-resource';
import { loadJobApplicants, saveApplicant, saveFailureText } from './api';
import { Board } from './Board';
import { applicantColumns, fullName, RowEditContext, type RowEdit, type RowEditing } from './columns';
import { useViewChoice, VIEWS } from './use-view-choice';

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
  const [view, setView] = useViewChoice();
  const [moving, setMoving] = useState<ReadonlySet<string>>(new Set());
  const [selection, setSelection] = useState<Selection>({ rows: new Map(), allMatching: false });
  const job = useResource((signal) => {
    const id = idFromPath(window.location.pathname, RECORD_PAGES.jobApplicants);
    if (!id) throw new ApiError('http', 404, 'Not Found', t('jobs.notFound'), t('jobs.notFound'));
    return loadJobApplicants(lang, id, signal);
  }, lang);

  const replace = (applicant: Applicant) =>
    job.update((j) => ({
      ...j,
      applicantIds: j.applicantIds.map((a) => (a._id === applicant._id ? applicant : a)),
    }));
  const setMovingOf = (id: string, on: boolean) =>
    setMoving((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** A card dropped on another column: shown there at once, saved, and put back if the save fails. */
  const move = async (applicant: Applicant, status: ApplicantStatus) => {
    notice.clear();
    replace({ ...applicant, status });
    setMovingOf(applicant._id, true);
    try {
      replace(await saveApplicant(lang, applicant._id, { status }));
      notice.success(t('applicants.saved'));
    } catch (error) {
      replace(applicant);
      notice.error(saveFailureText(t, lang, error));
    } finally {
      setMovingOf(applicant._id, false);
    }
  };

  const save = async () => {
    if (!edit) return;
    notice.clear();
    // The API's own rule: blank values count as not sent, and one must remain.
    const change = applicantUpdateSchema(lang).safeParse({ status: edit.status, remarks: edit.remarks });
    if (!change.success) {
      notice.error(firstIssueMessage(change) ?? t('applicants.modifyAtLeastOne'));
      return;
    }
    setEdit({ ...edit, saving: true });
    try {
      replace(await saveApplicant(lang, edit.id, change.data));
      setEdit(null);
      notice.success(t('applicants.saved'));
    } catch (error) {
      notice.error(saveFailureText(t, lang, error));
      setEdit({ ...edit, saving: false });
    }
  };

  // The columns follow only the texts; the edit reaches the cells through RowEditContext.
  const listColumns = useMemo(() => applicantColumns(t, lang), [t, lang]);
  const editing: RowEditing = {
    edit,
    change: (patch) => setEdit((e) => (e ? { ...e, ...patch } : e)),
    start: (a) => setEdit({ id: a._id, status: a.status ?? '', remarks: a.remarks ?? '', saving: false }),
    save: () => void save(),
    cancel: () => setEdit(null),
    view: setViewing,
  };
  const data = job.state.status === 'ready' ? job.state.data : null;
  const everyone = data?.applicantIds ?? [];
  const isSelected = (a: Applicant) => selection.allMatching || selection.rows.has(a._id);
  const noSelection: Selection = { rows: new Map(), allMatching: false };
  // Every applicant of the job: by id while the API takes that many ids, else as "all matching the job".
  const selectEveryone = () =>
    setSelection(
      everyone.length > APPLICANT_BULK_MAX
        ? { rows: new Map(), allMatching: true }
        : { rows: new Map(everyone.map((a) => [a._id, a.status])), allMatching: false },
    );
  const toggle = (a: Applicant, on: boolean) =>
    setSelection((sel) => {
      const rows = sel.allMatching ? new Map(everyone.map((x) => [x._id, x.status])) : new Map(sel.rows);
      if (on) rows.set(a._id, a.status);
      else rows.delete(a._id);
      return { rows, allMatching: false };
    });
  const select = selectColumn<Applicant>({
    allLabel: t('admin.bulk.selectJob'),
    allChecked: everyone.length > 0 && everyone.every(isSelected),
    onAll: (on) => (on ? selectEveryone() : setSelection(noSelection)),
    rowLabel: (a) => t('admin.bulk.selectRow', { name: fullName(a) }),
    isSelected,
    onRow: toggle,
  });
  const columns = [select, ...listColumns];
  return (
    <div className="admin-screen">
      <p>
        <a className="admin-back" href={sitePath(lang, '/adminjobspage')}>
          ← {t('admin.applicants.back')}
        </a>
      </p>
      <h2>
        {data ? t('admin.title.jobApplicants', { title: data.title }) : t('admin.title.jobApplicantsShort')}
      </h2>
      <div className="view-switch" role="group" aria-label={t('admin.board.views')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}>
            {t(v === 'table' ? 'admin.board.table' : 'admin.board.board')}
          </button>
        ))}
      </div>
      <Notice notice={notice.notice} onClose={notice.clear} />
      {data ? (
        <BulkStatus
          selection={selection}
          total={everyone.length}
          statusCounts={(status) => everyone.filter((a) => a.status === status).length}
          filter={{ jobId: data._id }}
          onSelectAll={selectEveryone}
          onClear={() => setSelection(noSelection)}
          onDone={(text, ok) => {
            if (ok) {
              notice.success(text);
              setSelection(noSelection);
              job.reload();
            } else notice.error(text);
          }}
        />
      ) : null}
      {view === 'board' ? (
        job.state.status === 'error' ? (
          <LoadFailed>
            {t('applicants.fetchError', { detail: failureDetail(job.state.error, lang) })}
          </LoadFailed>
        ) : data ? (
          <>
            {data.applicantIds.length === 0 ? (
              <p className="board-none">{t('applicants.noneForJob')}</p>
            ) : null}
            <Board
              applicants={data.applicantIds}
              saving={moving}
              onMove={(a, s) => void move(a, s)}
              selection={{ isSelected, toggle }}
            />
          </>
        ) : (
          <Loading />
        )
      ) : (
        <RowEditContext.Provider value={editing}>
          <DataTable
            caption={
              data
                ? t('admin.title.jobApplicants', { title: data.title })
                : t('admin.title.jobApplicantsShort')
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
        </RowEditContext.Provider>
      )}
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
