// Columns of the all-applicants table (sorted by the server: the column ids are its sort names). A row
// without a first or last name says "Applicant data is missing or corrupted." instead.
import type { ApplicantListItem, ResumeMatch } from '@crestline/contracts/applicants';
import type { Locale } from '@crestline/contracts/enums';
import { columnHelper, type Column } from '../../kit/DataTable';
import { formatDate } from '../../kit/format';
import { valueLabel, type Translate } from '../../kit/i18n';

export const isBroken = (a: ApplicantListItem) => !a.firstName?.trim() || !a.lastName?.trim();
export const fullName = (a: ApplicantListItem) => `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim();

/**
 * Where the search matched in the resume: plain-text parts from the API, the matched words in <mark>
 * (React escapes every part; no markup comes from the server).
 */
export function ResumeMatchText({ parts, label }: { parts: ResumeMatch | undefined; label: string }) {
  if (!parts?.length) return null;
  return (
    <span className="resume-match">
      <span className="resume-match-label">{label}</span>{' '}
      {parts.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
    </span>
  );
}

export function applicantListColumns(t: Translate, lang: Locale): Column<ApplicantListItem>[] {
  const col = columnHelper<ApplicantListItem>();
  return [
    col.accessor(fullName, {
      id: 'name',
      header: t('admin.col.name'),
      cell: (info) =>
        isBroken(info.row.original) ? (
          <span className="field-error">{t('applicants.dataCorrupted')}</span>
        ) : (
          <>
            {info.getValue()}
            {info.row.original.repeatOf ? (
              <span className="badge badge-new person-badge">{t('admin.applicants.repeat')}</span>
            ) : info.row.original.appliedBefore ? (
              <span className="badge badge-muted person-badge">{t('admin.applicants.appliedBefore')}</span>
            ) : null}
            {info.row.original.talentPoolUntil &&
            Date.parse(info.row.original.talentPoolUntil) > Date.now() ? (
              <span className="badge badge-muted person-badge">
                {t('admin.applicants.inTalentPool', {
                  date: formatDate(lang, info.row.original.talentPoolUntil),
                })}
              </span>
            ) : null}
            <ResumeMatchText
              parts={info.row.original.resumeMatch}
              label={t('admin.applicants.resumeMatch')}
            />
          </>
        ),
    }),
    col.accessor('email', { header: t('admin.col.email') }),
    col.accessor('phone', { header: t('admin.col.phone') }),
    col.accessor((a) => a.jobTitle ?? '', {
      id: 'job',
      header: t('admin.col.job'),
      cell: (info) => info.row.original.jobTitle ?? t('applicants.noJobAssigned'),
    }),
    col.accessor('status', { header: t('admin.col.status'), cell: (info) => valueLabel(t, info.getValue()) }),
    col.display({
      id: 'source',
      header: t('admin.col.source'),
      cell: (info) => {
        const a = info.row.original;
        const label = a.source === 'direct' ? t('admin.sources.direct') : a.source;
        const detail = [a.utmMedium, a.utmCampaign].filter(Boolean).join(' · ');
        return detail ? `${label} (${detail})` : label;
      },
    }),
    col.accessor('createdAt', {
      header: t('admin.col.appliedDate'),
      cell: (info) => <time dateTime={info.getValue()}>{formatDate(lang, info.getValue())}</time>,
    }),
    col.display({
      id: 'resume',
      header: t('admin.col.resume'),
      cell: (info) =>
        info.row.original.resumeLink ? (
          <a
            href={info.row.original.resumeLink}
            target="_blank"
            rel="noopener"
            aria-label={t('admin.applicants.openResume', { name: fullName(info.row.original) })}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path
                d="M6 2h9l5 5v15H6z M14 2v6h6 M9 13h8 M9 17h8"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </a>
        ) : (
          t('applicants.noResume')
        ),
    }),
  ];
}
