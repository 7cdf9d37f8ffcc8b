// /job/{id}: every field of one job, the Apply link (not for admins) and JobPosting structured data.
// One static page serves every id, so the id comes from the address bar once the page runs.
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../kit/http';
import { formatDate } from '../kit/format';
import { valueLabel, withText, useText, type IslandProps } from '../kit/i18n';
import { useSession } from '../kit/session';
import { useResource } from '../kit/use-resource';
import { idFromPath, RECORD_PAGES } from '@crestline/contracts/site-paths';
import { applicationPath, careersPath } from './paths';
import { jobText, toCareerJob, type CareerJob } from '@crestline/contracts/career-job';
import { jobPostingHeadings, jobPostingJsonLd, showJobInHead } from './job-head';
import './careers.css';

interface Props extends IslandProps {
  /** Organisation named in the structured data. */
  brandName: string;
  /** Document title template with {page}, e.g. "{page} | Crestline Staffing". */
  titleTemplate: string;
  /** The job this page was prebuilt for (shown at once; the live job replaces it). */
  initialJob?: CareerJob | undefined;
}

class JobNotFound extends Error {}

type Load =
  { status: 'loading' } | { status: 'notFound' } | { status: 'error' } | { status: 'ready'; job: CareerJob };

function JobDetail({ brandName, titleTemplate, initialJob }: Props) {
  const { lang, t } = useText();
  const session = useSession();
  // Admins see no Apply button; a login or logout here or in another tab updates it.
  const isAdmin = session.status === 'in' && session.user.isAdmin;
  const { state } = useResource<CareerJob>(
    async (signal) => {
      const id = idFromPath(window.location.pathname, RECORD_PAGES.job);
      if (!id) throw new JobNotFound();
      try {
        const body = await apiRequest<{ job?: unknown }>(`/jobs/${encodeURIComponent(id)}`, {
          lang,
          signal,
          auth: false,
        });
        const job = toCareerJob(body?.job);
        if (!job) throw new Error('No job in the response');
        return job;
      } catch (error) {
        // A malformed id may be answered with 400: for the visitor it is the same unknown job.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          throw new JobNotFound();
        throw error;
      }
    },
    lang,
    { initial: initialJob },
  );
  const load: Load =
    state.status === 'ready'
      ? { status: 'ready', job: state.data }
      : state.status === 'error'
        ? { status: state.error instanceof JobNotFound ? 'notFound' : 'error' }
        : { status: 'loading' };

  // Title, canonical address and JobPosting data follow the loaded job.
  const loaded = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!loaded) return;
    return showJobInHead(document, window.location, {
      title: titleTemplate.replace('{page}', jobText(loaded, 'title', lang).value),
      jsonLd: jobPostingJsonLd(loaded, brandName, window.location.origin, jobPostingHeadings(t), lang),
    });
  }, [loaded, brandName, titleTemplate, t, lang]);

  if (load.status === 'loading') {
    return (
      <div className="job-detail">
        <p className="careers-state" role="status">
          {t('jobs.loadingDetails')}
        </p>
      </div>
    );
  }
  if (load.status === 'notFound' || load.status === 'error') {
    return (
      <div className="job-detail">
        <h1 className="job-detail-title">{t('careers.jobDetailsTitle')}</h1>
        <p className="form-status error" role="alert">
          {t(load.status === 'notFound' ? 'jobs.notFound' : 'jobs.fetchFailed')}
        </p>
        <p>
          <a className="job-back" href={careersPath(lang)}>
            ← {t('careers.backToCareers')}
          </a>
        </p>
      </div>
    );
  }

  const { job } = load;
  const date = formatDate(lang, job.postingDate);
  const closes = formatDate(lang, job.validThrough);
  // On a Turkish page the Turkish texts the admin gave; English ones are marked as English there (screen
  // readers switch voice), the headings and labels around them stay Turkish.
  const title = jobText(job, 'title', lang);
  const location = jobText(job, 'location', lang);
  const hours = jobText(job, 'operatingHours', lang);
  const description = jobText(job, 'description', lang);
  const apply = !isAdmin && (
    <a className="button button-gold job-apply" href={applicationPath(lang, job._id)}>
      {t('careers.apply')}
    </a>
  );
  return (
    <article className="job-detail">
      <p>
        <a className="job-back" href={careersPath(lang)}>
          ← {t('careers.backToCareers')}
        </a>
      </p>
      <header className="job-detail-head">
        <div>
          <h1 className="job-detail-title" lang={title.lang}>
            {title.value}
          </h1>
          {date && (
            <p className="job-detail-date">
              <time dateTime={job.postingDate}>{t('careers.posted', { date })}</time>
            </p>
          )}
          {closes && (
            <p className="job-detail-date job-detail-closes">
              <time dateTime={job.validThrough}>{t('careers.closes', { date: closes })}</time>
            </p>
          )}
        </div>
        {apply}
      </header>

      <dl className="job-facts">
        <div>
          <dt>{t('careers.type')}</dt>
          <dd>{valueLabel(t, job.type)}</dd>
        </div>
        <div>
          <dt>{t('careers.languages')}</dt>
          <dd>{job.language.map((l) => valueLabel(t, l)).join(', ')}</dd>
        </div>
        <div className="job-fact-location">
          <dt>{t('careers.location')}</dt>
          <dd lang={location.lang}>{location.value}</dd>
        </div>
        <div className="job-fact-wide">
          <dt>{t('careers.operatingHours')}</dt>
          <dd lang={hours.lang}>{hours.value}</dd>
        </div>
      </dl>

      <section className="job-section" aria-labelledby="job-description">
        <h2 id="job-description">{t('careers.description')}</h2>
        <p className="job-description" lang={description.lang}>
          {description.value}
        </p>
      </section>
      <ListSection
        id="job-responsibilities"
        title={t('careers.responsibilities')}
        {...jobText(job, 'responsibilities', lang)}
      />
      <ListSection id="job-training" title={t('careers.training')} {...jobText(job, 'training', lang)} />
      <ListSection
        id="job-requirements"
        title={t('careers.requirements')}
        {...jobText(job, 'requirements', lang)}
      />
      <ListSection id="job-benefits" title={t('careers.benefits')} {...jobText(job, 'benefits', lang)} />

      {apply && <div className="job-apply-bottom">{apply}</div>}
    </article>
  );
}

function ListSection({
  id,
  title,
  value: items,
  lang,
}: {
  id: string;
  title: string;
  value: readonly string[];
  /** The items' language when it is not the page's. */
  lang?: string | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <section className="job-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="check-list" lang={lang}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default withText(JobDetail);
