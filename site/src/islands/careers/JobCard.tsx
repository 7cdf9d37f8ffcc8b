// One job on the careers list: title linking to its page, type, location, posting date and summary.
import type { Locale } from '@crestline/contracts/enums';
import { jobText } from '@crestline/contracts/career-job';
import { formatDate } from '../kit/format';
import { valueLabel, type Translate } from '../kit/i18n';
import type { CareerCard } from './careers-query';
import { jobPath } from './paths';

export function JobCard({ job, lang, t }: { job: CareerCard; lang: Locale; t: Translate }) {
  const date = formatDate(lang, job.postingDate);
  // On a Turkish page the Turkish title, summary and location the admin gave; English ones are marked as
  // English there (screen readers switch voice), the labels around them stay Turkish.
  const title = jobText(job, 'title', lang);
  const description = jobText(job, 'description', lang);
  const location = jobText(job, 'location', lang);
  return (
    <article className="careers-card">
      <h2 className="careers-card-title">
        <a href={jobPath(lang, job._id)} lang={title.lang}>
          {title.value}
        </a>
      </h2>
      <ul className="careers-tags">
        {job.type && <li className="careers-tag careers-tag-type">{valueLabel(t, job.type)}</li>}
        {location.value && (
          <li className="careers-tag" lang={location.lang}>
            {location.value}
          </li>
        )}
        {date && (
          <li className="careers-tag careers-tag-date">
            <time dateTime={job.postingDate}>{t('careers.posted', { date })}</time>
          </li>
        )}
      </ul>
      <p className="careers-card-text" lang={description.lang}>
        {description.value}
      </p>
      <span className="careers-card-more" aria-hidden="true">
        {t('careers.viewDetails')} →
      </span>
    </article>
  );
}
