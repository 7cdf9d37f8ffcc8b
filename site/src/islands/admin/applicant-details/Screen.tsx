// /applicantDetails/{id}: one applicant, read-only — personal details, the background-check answer as
// disabled radios, the resume embedded with a download button and a link, the status change with an
// optional mail to the applicant (StatusNotify: the template follows the status — Short Listed, Initial
// Interview, Final Interview, Job Offer, Rejected, general — previewed in the applicant's language), and
// the history of status changes and mails. One static page serves every id.
import { useId } from 'react';
import type { ApplicantDetails } from '@crestline/contracts/applicants';
import type { MessageKey } from '@crestline/contracts/translate';
import { AdminOnly } from '../../admin-kit/AdminOnly';
import { formatDate } from '../../kit/format';
import { failureDetail } from '../../kit/http';
import { useText, valueLabel, withText, type IslandProps } from '../../kit/i18n';
import { PdfViewer } from '../../admin-kit/PdfViewer';
import { useResource } from '../../kit/use-resource';
import { idFromPath, RECORD_PAGES, recordPath, sitePath } from '@crestline/contracts/site-paths';
import { Notice, useNotice } from '../../kit/Notice';
import { loadApplicant } from './api';
import { StatusNotify } from './StatusNotify';
import { applicationFields, personalFields } from './fields';
import { LoadFailed, Loading } from '../../kit/LoadStates';

interface Props extends IslandProps {
  /** Company name signed under the mail templates. */
  company: string;
}

function ApplicantDetailsScreen(_props: Props) {
  return (
    <AdminOnly>
      <Details />
    </AdminOnly>
  );
}

function Details() {
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
  return <Loaded a={applicant.state.data} onChanged={applicant.reload} />;
}

/** A mail's name in the history: the status template's label, or the confirmation's. */
function mailLabel(t: ReturnType<typeof useText>['t'], template: string): string {
  if (template === 'applicationReceived') return t('admin.history.template.applicationReceived');
  const kind = STATUS_TEMPLATE_LABELS[template];
  return kind ? t(`admin.mail.${kind}` as MessageKey) : template;
}
const STATUS_TEMPLATE_LABELS: Record<string, string> = {
  statusShortListed: 'shortListed',
  statusInitialInterview: 'initialInterview',
  statusFinalInterview: 'finalInterview',
  statusJobOffer: 'jobOffer',
  statusRejected: 'rejected',
  statusUpdate: 'default',
};

function Loaded({ a, onChanged }: { a: ApplicantDetails; onChanged: () => void }) {
  const { t, lang } = useText();
  const ids = useId();
  const notice = useNotice();
  const name = `${a.firstName} ${a.lastName}`.trim();
  const applied = formatDate(lang, a.createdAt, { time: true });
  // Status changes and mails, oldest first.
  const events = [
    ...a.statusHistory.map((c) => ({
      at: c.changedAt,
      what: `${valueLabel(t, c.from)} → ${valueLabel(t, c.to)}`,
      by: c.changedBy?.name ?? t('admin.details.deletedAccount'),
    })),
    ...a.mailHistory.map((m) => ({
      at: m.sentAt,
      what: t('admin.history.mail', {
        template: mailLabel(t, m.template),
        language: t(`admin.details.lang.${m.locale}`),
      }),
      by: m.sentBy?.name ?? t('admin.history.system'),
    })),
  ].sort((x, y) => x.at.localeCompare(y.at));
  return (
    <div className="admin-screen">
      <Notice notice={notice.notice} onClose={notice.clear} />
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
              <dd>{value}</dd>
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
      <StatusNotify
        key={a.status + a.mailHistory.length}
        a={a}
        onSaved={(text) => {
          notice.success(text);
          onChanged();
        }}
      />
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
              {events.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{formatDate(lang, e.at, { time: true })}</td>
                  <td>{e.what}</td>
                  <td>{e.by}</td>
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
