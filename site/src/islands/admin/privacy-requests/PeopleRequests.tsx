// The requests people made themselves on /privacy-request, once they confirmed them from the mail: what
// they asked, when it is due (30 days; overdue marked), and the answer: the archive sent, the erasure
// done, or the correction confirmed (each mailed to their verified address by the API).
import { useId, useMemo, useState } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import type { SubjectRequestRecord } from '@crestline/contracts/subject-requests';
import { DataTable, columnHelper } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { failureDetail, failureText } from '../../kit/http';
import { useText, type Translate } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
import type { useNotice } from '../../kit/Notice';
import { useResource } from '../../kit/use-resource';
import { answerRequest, loadPeopleRequests } from './api';

function columns(t: Translate, lang: Locale, answer: (r: SubjectRequestRecord) => void) {
  const col = columnHelper<SubjectRequestRecord>();
  const date = (iso: string) => <time dateTime={iso}>{formatDate(lang, iso)}</time>;
  return [
    col.accessor('email', { header: t('privacyRequests.people.col.email') }),
    col.accessor((r) => t(`privacyRequest.kind.${r.kind}`), {
      id: 'kind',
      header: t('privacyRequests.people.col.kind'),
      cell: (info) => (
        <>
          {info.getValue()}
          {info.row.original.message && (
            <p className="field-hint">
              {t('privacyRequests.people.message')}: {info.row.original.message}
            </p>
          )}
        </>
      ),
    }),
    col.accessor('verifiedAt', {
      header: t('privacyRequests.people.col.received'),
      cell: (info) => date(info.getValue()),
    }),
    col.accessor('dueAt', {
      header: t('privacyRequests.people.col.due'),
      cell: (info) => (
        <>
          {date(info.getValue())}
          {info.row.original.status === 'open' && Date.parse(info.getValue()) < Date.now() && (
            <strong className="overdue"> {t('privacyRequests.people.overdue')}</strong>
          )}
        </>
      ),
    }),
    col.display({
      id: 'status',
      header: t('privacyRequests.people.col.status'),
      cell: (info) =>
        info.row.original.status === 'open' ? (
          <button type="button" className="button button-outline" onClick={() => answer(info.row.original)}>
            {t(`privacyRequests.people.complete.${info.row.original.kind}`)}
          </button>
        ) : (
          t('privacyRequests.people.status.completed')
        ),
    }),
  ];
}

export function PeopleRequests({
  notice,
  onAnswered,
}: {
  notice: ReturnType<typeof useNotice>;
  onAnswered: () => void;
}) {
  const { t, lang } = useText();
  const ids = useId();
  const requests = useResource((signal) => loadPeopleRequests(lang, signal));
  const [answering, setAnswering] = useState<SubjectRequestRecord | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const cols = useMemo(() => columns(t, lang, (r) => (setNote(''), setAnswering(r))), [t, lang]);

  const confirm = async () => {
    if (!answering) return;
    setBusy(true);
    try {
      await answerRequest(lang, answering._id, note);
      notice.success(t('privacyRequests.people.status.completed'));
      requests.reload();
      onAnswered();
    } catch (error) {
      notice.error(t('privacyRequests.failed', { detail: failureText(error, lang) }));
    } finally {
      setBusy(false);
      setAnswering(null);
    }
  };

  return (
    // Not a named region: the table's scroll box below is one, by the same words.
    <section>
      <h2>{t('privacyRequests.people.title')}</h2>
      <DataTable
        caption={t('privacyRequests.people.title')}
        columns={cols}
        data={requests.state.status === 'ready' ? requests.state.data.requests : []}
        getRowId={(r) => r._id}
        loading={requests.state.status === 'loading'}
        error={
          requests.state.status === 'error'
            ? t('privacyRequests.people.fetchError', { detail: failureDetail(requests.state.error, lang) })
            : null
        }
        emptyText={t('privacyRequests.people.none')}
      />
      <Modal
        open={answering !== null}
        onClose={() => (busy ? undefined : setAnswering(null))}
        title={
          answering ? `${t(`privacyRequests.people.complete.${answering.kind}`)}: ${answering.email}` : ''
        }
        footer={
          <>
            <button
              type="button"
              className="button button-outline"
              disabled={busy}
              onClick={() => setAnswering(null)}
            >
              {t('privacyRequests.keep')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void confirm()}>
              {busy
                ? t('privacyRequests.people.completing')
                : answering
                  ? t(`privacyRequests.people.complete.${answering.kind}`)
                  : ''}
            </button>
          </>
        }
      >
        {answering?.kind === 'erasure' && <p>{t('privacyRequests.confirmKept')}</p>}
        <div className="field">
          <label htmlFor={`${ids}-note`}>{t('privacyRequests.people.note')}</label>
          <textarea id={`${ids}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
      </Modal>
    </section>
  );
}
