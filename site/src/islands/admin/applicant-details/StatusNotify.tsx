// /applicantDetails/{id}: change the status and, if the admin chooses, email the applicant about it. The
// mail is shown as the applicant will get it (their language, from GET /applicants/{id}/mail-preview)
// before anything is sent; it goes out through the API's outbox and appears in the history.
import { useId, useState } from 'react';
import {
  APPLICANT_MAIL_TEMPLATES,
  mailTemplateForStatus,
  type ApplicantDetails,
  type ApplicantMailTemplate,
} from '@crestline/contracts/applicants';
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import type { MessageKey } from '@crestline/contracts/translate';
import { failureDetail } from '../../kit/http';
import { useText, valueLabel } from '../../kit/i18n';
import { useResource } from '../../kit/use-resource';
import { loadMailPreview, saveStatus } from './api';

export function StatusNotify({ a, onSaved }: { a: ApplicantDetails; onSaved: (text: string) => void }) {
  const { t, lang } = useText();
  const ids = useId();
  const [status, setStatus] = useState<string>(a.status);
  const [template, setTemplate] = useState<ApplicantMailTemplate>(mailTemplateForStatus(a.status));
  const [notify, setNotify] = useState(true);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useResource(
    (signal) => (notify ? loadMailPreview(lang, a._id, { status, template }, signal) : Promise.resolve(null)),
    JSON.stringify([status, template, notify]),
  );
  const changed = status !== a.status;
  const language = t(`admin.details.lang.${a.locale}`);

  const save = async () => {
    if (!changed && !notify) {
      setError(t('admin.notify.unchanged'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await saveStatus(lang, a._id, { ...(changed ? { status } : {}), notify, template });
      onSaved(t(notify ? 'admin.notify.savedSent' : 'admin.notify.saved'));
    } catch (e) {
      setError(t('applicants.updateFailed', { detail: failureDetail(e, lang) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby={`${ids}-title`} className="admin-card">
      <h3 id={`${ids}-title`}>{t('admin.notify.title')}</h3>
      <div className="admin-filters">
        <div className="field">
          <label htmlFor={`${ids}-status`}>{t('admin.notify.status')}</label>
          <select
            id={`${ids}-status`}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setTemplate(mailTemplateForStatus(e.target.value));
            }}
          >
            {APPLICANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {valueLabel(t, s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-template`}>{t('admin.notify.template')}</label>
          <select
            id={`${ids}-template`}
            value={template}
            disabled={!notify}
            onChange={(e) => setTemplate(e.target.value as ApplicantMailTemplate)}
          >
            {APPLICANT_MAIL_TEMPLATES.map((key) => (
              <option key={key} value={key}>
                {t(`admin.mail.${key}` as MessageKey)}
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
          <label htmlFor={`${ids}-notify`}>{t('admin.notify.send')}</label>
        </div>
      </div>
      {notify ? (
        <figure className="mail-preview" aria-labelledby={`${ids}-preview`}>
          <figcaption id={`${ids}-preview`}>{t('admin.notify.preview', { language })}</figcaption>
          {preview.state.status === 'ready' && preview.state.data ? (
            <>
              <p className="field-hint">{t('admin.notify.previewTo', { email: preview.state.data.to })}</p>
              <p className="mail-preview-subject" lang={preview.state.data.locale}>
                <strong>{preview.state.data.subject}</strong>
              </p>
              <div className="mail-preview-text" lang={preview.state.data.locale}>
                {preview.state.data.text}
              </div>
            </>
          ) : preview.state.status === 'error' ? (
            <p className="field-error">
              {t('admin.notify.previewFailed', { detail: failureDetail(preview.state.error, lang) })}
            </p>
          ) : null}
        </figure>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="button" disabled={saving} onClick={() => void save()}>
        {t(notify ? 'admin.notify.saveAndSend' : 'admin.notify.save')}
      </button>
    </section>
  );
}
