// /privacy-requests: an admin types an address and sees how many records of each kind are held about it;
// downloads them as one archive; erases them after a confirmation that says what goes and what is kept
// (payments and subscriptions, anonymised); and sees the past requests (all, or those about the address).
// Exports and erasures are recorded by the API (privacy requests and the audit trail).
import { useId, useMemo, useState, type FormEvent } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { PRIVACY_KINDS, privacySubjectSchema, type PrivacyHeld } from '@crestline/contracts/privacy';
import type { MessageKey } from '@crestline/contracts/translate';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { DataTable, columnHelper } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { failureDetail, failureText } from '../../kit/http';
import { useText, withText, type IslandProps, type Translate } from '../../kit/i18n';
import { Modal } from '../../kit/Modal';
import { Notice, useNotice } from '../../kit/Notice';
import { useResource } from '../../kit/use-resource';
import { downloadArchive, erase, loadHeld, loadRequests } from './api';
import { ConsentList } from './ConsentList';
import { PeopleRequests } from './PeopleRequests';
import './privacy-requests.css';

type Request = Awaited<ReturnType<typeof loadRequests>>['requests'][number];

function requestColumns(t: Translate, lang: Locale) {
  const col = columnHelper<Request>();
  return [
    col.accessor('createdAt', {
      header: t('privacyRequests.col.when'),
      cell: (info) => (
        <time dateTime={info.getValue()}>{formatDate(lang, info.getValue(), { time: true })}</time>
      ),
    }),
    col.accessor('adminEmail', { header: t('privacyRequests.col.admin') }),
    col.accessor((r) => t(`privacyRequests.action.${r.action}`), {
      id: 'action',
      header: t('privacyRequests.col.action'),
    }),
    col.display({
      id: 'what',
      header: t('privacyRequests.col.what'),
      cell: (info) =>
        Object.entries(info.row.original.counts)
          .filter(([, n]) => n > 0)
          .map(
            ([kind, n]) => `${t(`privacyRequests.kind.${kind}` as MessageKey, { defaultValue: kind })}: ${n}`,
          )
          .join(', ') || '—',
    }),
  ];
}

function PrivacyRequestsScreen(_props: IslandProps) {
  return (
    <AdminOnly>
      <PrivacyRequests />
    </AdminOnly>
  );
}

function PrivacyRequests() {
  const { t, lang } = useText();
  const ids = useId();
  const notice = useNotice();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [subject, setSubject] = useState<{ email: string; held: PrivacyHeld } | null>(null);
  const [busy, setBusy] = useState<'lookUp' | 'download' | 'erase' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const requests = useResource(
    (signal) => loadRequests(lang, subject?.email ?? null, signal),
    subject?.email ?? '',
  );
  const columns = useMemo(() => requestColumns(t, lang), [t, lang]);

  const lookUp = async (email: string) => {
    setBusy('lookUp');
    try {
      setSubject({ email, held: await loadHeld(lang, email) });
    } catch (error) {
      notice.error(t('privacyRequests.failed', { detail: failureText(error, lang) }));
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    notice.clear();
    const parsed = privacySubjectSchema(lang).safeParse({ email: typed });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? t('common.emailInvalid'));
      return;
    }
    setFieldError(null);
    void lookUp(parsed.data.email);
  };
  const download = async () => {
    if (!subject) return;
    setBusy('download');
    try {
      await downloadArchive(lang, subject.email);
      requests.reload();
    } catch (error) {
      notice.error(t('privacyRequests.downloadFailed', { detail: failureText(error, lang) }));
    } finally {
      setBusy(null);
    }
  };
  const confirmErase = async () => {
    if (!subject) return;
    setBusy('erase');
    try {
      await erase(lang, subject.email);
      setConfirming(false);
      notice.success(t('privacyRequests.erased', { email: subject.email }));
      setSubject({ email: subject.email, held: await loadHeld(lang, subject.email) });
      requests.reload();
    } catch (error) {
      setConfirming(false);
      notice.error(t('privacyRequests.failed', { detail: failureText(error, lang) }));
    } finally {
      setBusy(null);
    }
  };

  const held = subject?.held.held;
  const goes = held
    ? PRIVACY_KINDS.filter((k) => k !== 'payments' && k !== 'subscriptions' && held[k] > 0)
    : [];
  const anything = held ? Object.values(held).some((n) => n > 0) : false;
  const kindLabel = (kind: string) => t(`privacyRequests.kind.${kind}` as MessageKey);

  return (
    <div className="admin-screen privacy-requests">
      <p>{t('privacyRequests.intro')}</p>
      <Notice notice={notice.notice} onClose={notice.clear} />
      <PeopleRequests notice={notice} onAnswered={() => requests.reload()} />
      <form className="admin-filters" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-email`}>{t('privacyRequests.email')}</label>
          <input
            id={`${ids}-email`}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${ids}-email-error` : undefined}
          />
          {fieldError && (
            <p id={`${ids}-email-error`} className="field-error">
              {fieldError}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="button"
          disabled={busy !== null}
          aria-busy={busy === 'lookUp' || undefined}
        >
          {busy === 'lookUp' ? t('privacyRequests.lookingUp') : t('privacyRequests.lookUp')}
        </button>
      </form>

      {subject && held && (
        <section className="privacy-held" aria-labelledby={`${ids}-held`}>
          <h2 id={`${ids}-held`}>{t('privacyRequests.heldTitle', { email: subject.email })}</h2>
          {anything ? (
            <dl className="detail-list">
              {PRIVACY_KINDS.map((kind) => (
                <div key={kind}>
                  <dt>{kindLabel(kind)}</dt>
                  <dd>{held[kind]}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('privacyRequests.nothingHeld')}</p>
          )}
          <div className="row-actions">
            <button
              type="button"
              className="button button-outline"
              onClick={() => void download()}
              disabled={busy !== null}
              aria-busy={busy === 'download' || undefined}
            >
              {busy === 'download' ? t('privacyRequests.downloading') : t('privacyRequests.download')}
            </button>
            {subject.held.isAdmin ? (
              <p>{t('privacyRequests.adminAccount')}</p>
            ) : (
              <button
                type="button"
                className="button"
                onClick={() => setConfirming(true)}
                disabled={busy !== null || !anything}
              >
                {t('privacyRequests.erase')}
              </button>
            )}
          </div>
          <ConsentList email={subject.email} />
        </section>
      )}

      <Modal
        open={confirming && subject !== null}
        onClose={() => (busy ? undefined : setConfirming(false))}
        title={subject ? t('privacyRequests.confirmTitle', { email: subject.email }) : ''}
        footer={
          <>
            <button
              type="button"
              className="button button-outline"
              disabled={busy !== null}
              onClick={() => setConfirming(false)}
            >
              {t('privacyRequests.keep')}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void confirmErase()}
            >
              {busy === 'erase' ? t('privacyRequests.erasing') : t('privacyRequests.confirmErase')}
            </button>
          </>
        }
      >
        <p>{t('privacyRequests.confirmGoes')}</p>
        <ul>
          {goes.map((kind) => (
            <li key={kind}>
              {kindLabel(kind)}: {held?.[kind]}
            </li>
          ))}
        </ul>
        <p>{t('privacyRequests.confirmKept')}</p>
      </Modal>

      {/* Not a named region: the table's scroll box below is one, by the same words. */}
      <section>
        <h2>
          {subject
            ? t('privacyRequests.pastAbout', { email: subject.email })
            : t('privacyRequests.pastTitle')}
        </h2>
        {subject && (
          <button type="button" className="link-button" onClick={() => setSubject(null)}>
            {t('privacyRequests.showAll')}
          </button>
        )}
        <DataTable
          caption={t('privacyRequests.pastTitle')}
          columns={columns}
          data={requests.state.status === 'ready' ? requests.state.data.requests : []}
          getRowId={(r) => r._id}
          loading={requests.state.status === 'loading'}
          error={
            requests.state.status === 'error'
              ? t('privacyRequests.fetchError', { detail: failureDetail(requests.state.error, lang) })
              : null
          }
          emptyText={t('privacyRequests.none')}
        />
      </section>
    </div>
  );
}

export default withText(PrivacyRequestsScreen);
