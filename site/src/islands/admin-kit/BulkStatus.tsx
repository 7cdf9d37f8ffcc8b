// /applicants and /job/{id}/applicants: the bulk status change of the selected rows, or of every applicant matching the filters
// ("select all matching" across pages). A confirmation says how many change and how many will be
// emailed (each in their own language) before POST /applicants/bulk-status.
import { useId, useState } from 'react';
import { applicantBulkStatusResponseSchema } from '@crestline/contracts/applicants';
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import { apiRequest, failureDetail } from '../kit/http';
import { useText, valueLabel } from '../kit/i18n';
import { Modal } from '../kit/Modal';

export interface Selection {
  /** Selected rows by id, with their status (to count who will be mailed). */
  rows: Map<string, string>;
  /** Every applicant matching the filters, across pages. */
  allMatching: boolean;
}

export function BulkStatus(props: {
  selection: Selection;
  total: number;
  /** Applicants per status under the filters (the facets), to count who the change reaches. */
  statusCounts: (status: string) => number;
  /** The list's filters and search as the list sends them (blank: not given). */
  filter: Record<string, string>;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: (text: string, ok: boolean) => void;
}) {
  const { selection, total, statusCounts, filter } = props;
  const { t, lang } = useText();
  const ids = useId();
  const [status, setStatus] = useState<string>('Rejected');
  const [notify, setNotify] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const count = selection.allMatching ? total : selection.rows.size;
  if (count === 0) return null;
  const changing = selection.allMatching
    ? total - statusCounts(status)
    : [...selection.rows.values()].filter((s) => s !== status).length;

  const apply = async () => {
    setSending(true);
    try {
      const answer = await apiRequest('/applicants/bulk-status', {
        lang,
        auth: true,
        method: 'POST',
        json: {
          ...(selection.allMatching ? { query: filter } : { ids: [...selection.rows.keys()] }),
          status,
          notify,
        },
        answer: applicantBulkStatusResponseSchema,
      });
      props.onDone(
        t(answer.queued ? 'admin.bulk.queued' : 'admin.bulk.done', {
          count: answer.count,
          mailed: answer.mailed,
        }),
        true,
      );
    } catch (e) {
      props.onDone(t('admin.bulk.failed', { detail: failureDetail(e, lang) }), false);
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };

  return (
    <div className="admin-bulk" role="group" aria-labelledby={`${ids}-count`}>
      <p id={`${ids}-count`} className="admin-bulk-count">
        {selection.allMatching ? t('admin.bulk.allMatching', { count }) : t('admin.bulk.selected', { count })}
      </p>
      {!selection.allMatching && total > selection.rows.size ? (
        <button type="button" className="button button-outline" onClick={props.onSelectAll}>
          {t('admin.bulk.selectAllMatching', { count: total })}
        </button>
      ) : null}
      <button type="button" className="button button-outline" onClick={props.onClear}>
        {t('admin.bulk.clear')}
      </button>
      <div className="field">
        <label htmlFor={`${ids}-status`}>{t('admin.bulk.status')}</label>
        <select id={`${ids}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          {APPLICANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {valueLabel(t, s)}
            </option>
          ))}
        </select>
      </div>
      <div className="check admin-best-match">
        <input
          id={`${ids}-notify`}
          type="checkbox"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
        />
        <label htmlFor={`${ids}-notify`}>{t('admin.bulk.notify')}</label>
      </div>
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {t('admin.bulk.apply')}
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('admin.bulk.confirmTitle', { count })}
        footer={
          <>
            <button type="button" className="button button-outline" onClick={() => setConfirming(false)}>
              {t('admin.bulk.cancel')}
            </button>
            <button type="button" className="button" disabled={sending} onClick={() => void apply()}>
              {t('admin.bulk.confirm')}
            </button>
          </>
        }
      >
        <p>{t('admin.bulk.confirmText', { count, status: valueLabel(t, status) })}</p>
        <p>{notify ? t('admin.bulk.confirmMail', { count: changing }) : t('admin.bulk.confirmNoMail')}</p>
      </Modal>
    </div>
  );
}
