// /applicantDetails/{id}: one applicant, read-only — personal details, the background-check answer as
// disabled radios, the resume embedded with a download button and a link, mail links whose template
// follows the status (Short Listed, Initial Interview, Final Interview, Job Offer, Rejected, general),
// and the status history. One static page serves every id.
import { useId, useState } from 'react';
import {
  APPLICANT_MAIL_TEMPLATES,
  mailTemplateForStatus,
  type ApplicantDetails,
  type ApplicantMailTemplate,
} from '@crestline/contracts/applicants';
import type { MessageKey } from '@crestline/contracts/translate';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { formatDate } from '../../kit/format';
import { failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { PdfViewer } from '../../admin-kit/PdfViewer';
import { useResource } from '../../kit/use-resource';
import { idFromPath, RECORD_PAGES, recordPath, sitePath } from '@crestline/contracts/site-paths';
import { loadApplicant, mailto } from './api';
import { applicationFields, personalFields } from './fields';
import { LoadFailed, Loading } from '../../kit/LoadStates';

interface Props extends IslandProps {
  /** Company name signed under the mail templates. */
  company: string;
}

function ApplicantDetailsScreen({ company }: Props) {
  return (
    <AdminOnly>
      <Details company={company} />
    </AdminOnly>
  );
}

function Details({ company }: { company: string }) {
  const { t, lang } = useText();
  const applicant = useResource((signal) => {
    const id = idFromPath(window.location.pathname, RECORD_PAGES.applicantDetails) ?? '';
    return loadApplicant(lang, id, signal);
  }, lang);
  if (applicant.state.status === 'loading') {
    return <Loading />;
  }
  if (applicant.state.status === 'error') {
    const e = applicant.state.error;
    return <LoadFailed>{t('applicants.fetchError', { detail: failureDetail(e, lang) })}</LoadFailed>;
  }
  return <Loaded a={applicant.state.data} company={company} />;
}

function Loaded({ a, company }: { a: ApplicantDetails; company: string }) {
  const { t, lang } = useText();
  const ids = useId();
  const [template, setTemplate] = useState<ApplicantMailTemplate>(mailTemplateForStatus(a.status));
  const name = `${a.firstName} ${a.lastName}`.trim();
  const params = { name, job: a.jobTitle ?? '', company };
  const subject = t(`admin.mail.${template}.subject` as MessageKey, params);
  const body = t(`admin.mail.${template}.body` as MessageKey, params);
  const applied = formatDate(lang, a.createdAt, { time: true });
  return (
    <div className="admin-screen">
      <p>
        <a className="admin-back" href={sitePath(lang, '/applicants')}>
          ← {t('admin.details.back')}
        </a>
      </p>
      <h2>{name || t('applicants.dataCorrupted')}</h2>
      {a.repeatOf ? (
        <p className="admin-note" role="note">
          {t('admin.details.repeatOf')}{' '}
          <a href={recordPath(lang, RECORD_PAGES.applicantDetails, a.repeatOf)}>
            {t('admin.details.repeatOfLink')}
          </a>
        </p>
      ) : null}
      <section aria-labelledby={`${ids}-personal`} className="admin-card">
        <h3 id={`${ids}-personal`}>{t('admin.details.personal')}</h3>
        <dl className="detail-list">
          {personalFields(a, t).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {label === t('admin.col.email') ? (
                  <a href={mailto(a.email, subject, body)}>{value}</a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <fieldset className="field choices">
          <legend>{t('careers.backgroundCheck')}</legend>
          <div className="choice-options">
            {[true, false].map((v) => (
              <label key={String(v)} className="choice-option">
                <input
                  type="radio"
                  name={`${ids}-bg`}
                  checked={a.isWillingForBackgroundCheck === v}
                  disabled
                  readOnly
                />
                <span>{t(v ? 'common.yes' : 'common.no')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section aria-labelledby={`${ids}-application`} className="admin-card">
        <h3 id={`${ids}-application`}>{t('admin.details.application')}</h3>
        <dl className="detail-list">
          {applicationFields(a, t, applied).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${ids}-contact`} className="admin-card">
        <h3 id={`${ids}-contact`}>{t('admin.details.contact')}</h3>
        <div className="admin-filters">
          <div className="field">
            <label htmlFor={`${ids}-template`}>{t('admin.details.template')}</label>
            <select
              id={`${ids}-template`}
              value={template}
              onChange={(e) => setTemplate(e.target.value as ApplicantMailTemplate)}
            >
              {APPLICANT_MAIL_TEMPLATES.map((key) => (
                <option key={key} value={key}>
                  {t(`admin.mail.${key}` as MessageKey)}
                </option>
              ))}
            </select>
          </div>
          <a className="button" href={mailto(a.email, subject, body)}>
            {t('admin.details.writeEmail')}
          </a>
        </div>
        <p className="field-hint">{t('admin.details.templateHint')}</p>
      </section>
      <section aria-labelledby={`${ids}-resume`} className="admin-card">
        <h3 id={`${ids}-resume`}>{t('admin.details.resume')}</h3>
        {a.resumeLink ? (
          <p>
            <a href={a.resumeLink} target="_blank" rel="noopener">
              {t('admin.details.resumeLink')}
            </a>
          </p>
        ) : null}
        <PdfViewer
          title={t('admin.applicants.resumeOf', { name })}
          viewLink={a.resumeLink}
          downloadLink={a.resumeDownloadLink}
          emptyText={t('applicants.noResumeAvailable')}
        />
        {a.resumeText !== 'extracted' ? (
          <p className="field-hint" data-resume-text={a.resumeText}>
            {t(RESUME_TEXT_NOTES[a.resumeText])}
          </p>
        ) : null}
      </section>
      <section aria-labelledby={`${ids}-others`} className="admin-card">
        <h3 id={`${ids}-others`}>{t('admin.details.others')}</h3>
        {a.otherApplications.length ? (
          <div className="table-scroll">
            <table className="table">
              <caption className="sr-only">{t('admin.details.others')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.col.job')}</th>
                  <th scope="col">{t('admin.col.appliedDate')}</th>
                  <th scope="col">{t('admin.col.status')}</th>
                  <th scope="col">{t('admin.details.othersMatch')}</th>
                </tr>
              </thead>
              <tbody>
                {a.otherApplications.map((o) => {
                  const job = o.jobTitle ?? t('applicants.noJobAssigned');
                  const date = formatDate(lang, o.createdAt);
                  return (
                    <tr key={o._id}>
                      <td>
                        <a
                          href={recordPath(lang, RECORD_PAGES.applicantDetails, o._id)}
                          aria-label={t('admin.details.othersOpen', { job, date })}
                        >
                          {job}
                        </a>
                      </td>
                      <td>
                        <time dateTime={o.createdAt}>{date}</time>
                      </td>
                      <td>{valueLabel(t, o.status)}</td>
                      <td>
                        {[
                          o.sameEmail ? t('admin.details.sameEmail') : null,
                          o.samePhone ? t('admin.details.samePhone') : null,
                        ]
                          .filter(Boolean)
                          .join(', ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="field-hint">{t('admin.details.othersNone')}</p>
        )}
      </section>
      <section aria-labelledby={`${ids}-history`} className="admin-card">
        <h3 id={`${ids}-history`}>{t('admin.details.history')}</h3>
        <div className="table-scroll">
          <table className="table">
            <caption className="sr-only">{t('admin.details.history')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.details.when')}</th>
                <th scope="col">{t('admin.details.change')}</th>
                <th scope="col">{t('admin.details.by')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{applied}</td>
                <td>{t('admin.details.received')}</td>
                <td>—</td>
              </tr>
              {a.statusHistory.map((c) => (
                <tr key={c.changedAt + c.to}>
                  <td>{formatDate(lang, c.changedAt, { time: true })}</td>
                  <td>
                    {valueLabel(t, c.from)} → {valueLabel(t, c.to)}
                  </td>
                  <td>{c.changedBy?.name ?? t('admin.details.deletedAccount')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {a.statusHistory.length === 0 ? <p className="field-hint">{t('admin.details.noHistory')}</p> : null}
      </section>
    </div>
  );
}

/** What the details screen says about a resume whose words cannot be searched (yet). */
const RESUME_TEXT_NOTES = {
  pending: 'admin.details.resumeTextPending',
  none: 'admin.details.resumeTextNone',
  failed: 'admin.details.resumeTextFailed',
} as const;

export default withText(ApplicantDetailsScreen);
