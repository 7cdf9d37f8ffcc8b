// /job/{id}: every field of one job, the Apply link (not for admins) and JobPosting structured data.
// One static page serves every id, so the id comes from the address bar once the page runs.
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { Locale } from '@crestline/contracts/enums';
import { t } from '@crestline/contracts/messages';
import { apiFetch, applicationPath, careersPath, formatDate, idFromPath, readJson } from './api';
import { toCareerJob, type CareerJob } from './jobRecord';
import { ct, valueLabel } from './text';
import { jobPostingJsonLd, showJobInHead } from './jobHead';
import './careers.css';

interface Props {
  lang: Locale;
  /** Organisation named in the structured data. */
  brandName: string;
  /** Document title template with {page}, e.g. "{page} | Crestline Staffing". */
  titleTemplate: string;
}

type Load =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; job: CareerJob };

// The stored user decides whether Apply shows; login or logout in another tab or the panel updates it.
function subscribeSession(onChange: () => void): () => void {
  window.addEventListener('session-change', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('session-change', onChange);
    window.removeEventListener('storage', onChange);
  };
}
function storedUser(): string | null {
  try {
    return window.localStorage.getItem('user');
  } catch {
    return null;
  }
}
export function isAdminUser(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const user: unknown = JSON.parse(raw);
    return typeof user === 'object' && user !== null && (user as { isAdmin?: unknown }).isAdmin === true;
  } catch {
    return false;
  }
}

export default function JobDetail({ lang, brandName, titleTemplate }: Props) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const rawUser = useSyncExternalStore(subscribeSession, storedUser, () => null);
  const isAdmin = useMemo(() => isAdminUser(rawUser), [rawUser]);

  useEffect(() => {
    let alive = true;
    const id = idFromPath(window.location.pathname, 'job');
    (async () => {
      if (!id) {
        if (alive) setLoad({ status: 'notFound' });
        return;
      }
      try {
        const res = await apiFetch(`/jobs/${encodeURIComponent(id)}`, lang);
        // A malformed id may be answered with 400: for the visitor it is the same unknown job.
        if (res.status === 404 || res.status === 400) {
          if (alive) setLoad({ status: 'notFound' });
          return;
        }
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await readJson(res)) as { job?: unknown } | null;
        const job = toCareerJob(body?.job);
        if (!job) throw new Error('No job in the response');
        if (alive) setLoad({ status: 'ready', job });
      } catch {
        if (alive) setLoad({ status: 'error' });
      }
    })();
    return () => {
      alive = false;
    };
  }, [lang]);

  // Title, canonical address and JobPosting data follow the loaded job.
  useEffect(() => {
    if (load.status !== 'ready') return;
    return showJobInHead(document, window.location, {
      title: titleTemplate.replace('{page}', load.job.title),
      jsonLd: jobPostingJsonLd(load.job, brandName, window.location.origin),
    });
  }, [load, brandName, titleTemplate]);

  if (load.status === 'loading') {
    return (
      <div className="job-detail">
        <p className="careers-state" role="status">
          {t(lang, 'jobs.loadingDetails')}
        </p>
      </div>
    );
  }
  if (load.status === 'notFound' || load.status === 'error') {
    return (
      <div className="job-detail">
        <h1 className="job-detail-title">{ct(lang, 'jobDetailsTitle')}</h1>
        <p className="form-status error" role="alert">
          {t(lang, load.status === 'notFound' ? 'jobs.notFound' : 'jobs.fetchFailed')}
        </p>
        <p>
          <a className="job-back" href={careersPath(lang)}>
            ← {ct(lang, 'backToCareers')}
          </a>
        </p>
      </div>
    );
  }

  const { job } = load;
  const date = formatDate(lang, job.postingDate);
  const apply = !isAdmin && (
    <a className="button button-gold job-apply" href={applicationPath(lang, job._id)}>
      {ct(lang, 'apply')}
    </a>
  );
  return (
    <article className="job-detail">
      <p>
        <a className="job-back" href={careersPath(lang)}>
          ← {ct(lang, 'backToCareers')}
        </a>
      </p>
      <header className="job-detail-head">
        <div>
          <h1 className="job-detail-title">{job.title}</h1>
          {date && (
            <p className="job-detail-date">
              <time dateTime={job.postingDate}>{ct(lang, 'posted', { date })}</time>
            </p>
          )}
        </div>
        {apply}
      </header>

      <dl className="job-facts">
        <div>
          <dt>{ct(lang, 'type')}</dt>
          <dd>{valueLabel(lang, job.type)}</dd>
        </div>
        <div>
          <dt>{ct(lang, 'languages')}</dt>
          <dd>{job.language.map((l) => valueLabel(lang, l)).join(', ')}</dd>
        </div>
        <div className="job-fact-location">
          <dt>{ct(lang, 'location')}</dt>
          <dd>{job.location}</dd>
        </div>
        <div className="job-fact-wide">
          <dt>{ct(lang, 'operatingHours')}</dt>
          <dd>{job.operatingHours}</dd>
        </div>
      </dl>

      <section className="job-section" aria-labelledby="job-description">
        <h2 id="job-description">{ct(lang, 'description')}</h2>
        <p className="job-description">{job.description}</p>
      </section>
      <ListSection
        id="job-responsibilities"
        title={ct(lang, 'responsibilities')}
        items={job.responsibilities}
      />
      <ListSection id="job-training" title={ct(lang, 'training')} items={job.training} />
      <ListSection id="job-requirements" title={ct(lang, 'requirements')} items={job.requirements} />
      <ListSection id="job-benefits" title={ct(lang, 'benefits')} items={job.benefits} />

      {apply && <div className="job-apply-bottom">{apply}</div>}
    </article>
  );
}

function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="job-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="check-list">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
