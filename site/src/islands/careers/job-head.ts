// What a loaded job puts into <head>: its title, the canonical and hreflang addresses of /job/{id}
// (the static page's own say /job/), and schema.org JobPosting data for search engines.
import { jobText, type CareerJob } from '@crestline/contracts/career-job';
import { isTurkishPath, sitePath, stripLang } from '@crestline/contracts/site-paths';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlList(title: string, items: readonly string[]): string {
  if (items.length === 0) return '';
  return `<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

/** The headings of the description in the page's language (the careers texts). */
export interface JobPostingHeadings {
  responsibilities: string;
  requirements: string;
  training: string;
  benefits: string;
  operatingHours: string;
}

/** Country names as job locations end ("Davao City, Philippines") and their ISO 3166-1 alpha-2 codes. */
const COUNTRY_CODES: Record<string, string> = {
  philippines: 'PH',
  'the philippines': 'PH',
  filipinler: 'PH',
  turkey: 'TR',
  türkiye: 'TR',
  turkiye: 'TR',
  'united states': 'US',
  usa: 'US',
  'united states of america': 'US',
  canada: 'CA',
  australia: 'AU',
  'united kingdom': 'GB',
  uk: 'GB',
  india: 'IN',
  mexico: 'MX',
  colombia: 'CO',
  'south africa': 'ZA',
};

/** The country of a job's location: its last comma segment as an ISO code where known, else as written. */
export function jobCountry(location: string): string {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1]! : (parts[0] ?? '');
  if (/^[A-Z]{2}$/.test(last)) return last;
  return COUNTRY_CODES[last.toLocaleLowerCase('en')] ?? last;
}

/**
 * Google's employment type from the job's hours: part-time, contract or temporary when the hours say so
 * (in English or Turkish), otherwise full-time (every demo job is a full shift).
 */
export function jobEmploymentType(job: Pick<CareerJob, 'operatingHours' | 'title'>): string {
  const text = `${job.operatingHours} ${job.title}`.toLocaleLowerCase('tr');
  if (/part[-\s]?time|yarı[-\s]?zamanlı/.test(text)) return 'PART_TIME';
  if (/\bcontract\b|sözleşmeli/.test(text)) return 'CONTRACTOR';
  if (/\btemporary\b|geçici/.test(text)) return 'TEMPORARY';
  return 'FULL_TIME';
}

/**
 * JobPosting structured data (https://schema.org/JobPosting, Google's required and recommended
 * properties) for one job on the page in `lang`: its description headings in that language, and on a
 * Turkish page the Turkish title and texts the admin gave (the English where none), its url the page's.
 */
export function jobPostingJsonLd(
  job: CareerJob,
  brandName: string,
  origin: string,
  headings: JobPostingHeadings,
  lang: 'en' | 'tr' = 'en',
): Record<string, unknown> {
  const list = (field: 'responsibilities' | 'requirements' | 'training' | 'benefits') =>
    jobText(job, field, lang).value;
  const hours = jobText(job, 'operatingHours', lang).value;
  const description = [
    `<p>${escapeHtml(jobText(job, 'description', lang).value)}</p>`,
    htmlList(headings.responsibilities, list('responsibilities')),
    htmlList(headings.requirements, list('requirements')),
    htmlList(headings.training, list('training')),
    htmlList(headings.benefits, list('benefits')),
    hours ? `<p><strong>${escapeHtml(headings.operatingHours)}</strong>: ${escapeHtml(hours)}</p>` : '',
  ].join('');
  // The country as the English location ends (its code, whatever the page's language); the locality, the
  // place before it, as the page shows it (on a Turkish page the Turkish location the admin gave). A
  // location of one segment names the country only.
  const country = jobCountry(job.location);
  const locality = job.location.includes(',')
    ? (jobText(job, 'location', lang).value.split(',')[0]?.trim() ?? '')
    : '';
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: jobText(job, 'title', lang).value,
    description,
    identifier: { '@type': 'PropertyValue', name: brandName, value: job._id },
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: origin, url: origin },
    employmentType: jobEmploymentType(job),
    url: `${origin}${lang === 'tr' ? '/tr' : ''}/job/${encodeURIComponent(job._id)}`,
    directApply: true,
  };
  if (job.postingDate) data.datePosted = job.postingDate;
  if (job.validThrough) data.validThrough = job.validThrough;
  const place = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(locality && locality !== country ? { addressLocality: locality } : {}),
      addressCountry: country,
    },
  };
  if (job.type === 'Remote') {
    // Fully remote: who may apply from where, and no office to travel to.
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: country };
  } else {
    // On-site and hybrid: the office (hybrid is not TELECOMMUTE by Google's rules).
    data.jobLocation = place;
  }
  if (job.salaryMin !== null || job.salaryMax !== null) {
    const min = job.salaryMin ?? job.salaryMax;
    const max = job.salaryMax ?? job.salaryMin;
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
        unitText: job.salaryUnit,
      },
    };
  }
  if (job.language.length > 0) data.skills = job.language.join(', ');
  return data;
}

/** The headings from the page's texts. */
export function jobPostingHeadings(
  t: (key: `careers.${keyof JobPostingHeadings}`) => string,
): JobPostingHeadings {
  return {
    responsibilities: t('careers.responsibilities'),
    requirements: t('careers.requirements'),
    training: t('careers.training'),
    benefits: t('careers.benefits'),
    operatingHours: t('careers.operatingHours'),
  };
}

const SCRIPT_ID = 'job-posting-jsonld';

function setHref(doc: Document, selector: string, href: string, attr: 'href' | 'content' = 'href'): void {
  doc.querySelector(selector)?.setAttribute(attr, href);
}

/**
 * Puts the job into the head and points canonical/hreflang/og:url at /job/{id} in both languages.
 * Returns a function that removes the structured data again.
 */
export function showJobInHead(
  doc: Document,
  location: Pick<Location, 'origin' | 'pathname'>,
  { title, jsonLd }: { title: string; jsonLd: Record<string, unknown> },
): () => void {
  const previousTitle = doc.title;
  doc.title = title;

  const bare = location.pathname.replace(/\/+$/, '');
  const enPath = stripLang(bare);
  const trPath = sitePath('tr', enPath);
  const isTr = isTurkishPath(bare);
  const en = location.origin + enPath;
  const tr = location.origin + trPath;
  setHref(doc, 'link[rel="canonical"]', isTr ? tr : en);
  setHref(doc, 'link[rel="alternate"][hreflang="en"]', en);
  setHref(doc, 'link[rel="alternate"][hreflang="tr"]', tr);
  setHref(doc, 'link[rel="alternate"][hreflang="x-default"]', en);
  setHref(doc, 'meta[property="og:url"]', isTr ? tr : en, 'content');
  setHref(doc, 'meta[property="og:title"]', title, 'content');

  doc.getElementById(SCRIPT_ID)?.remove();
  const script = doc.createElement('script');
  script.type = 'application/ld+json';
  script.id = SCRIPT_ID;
  // textContent is never parsed as HTML, but escaping "<" keeps the JSON safe if it is ever serialised.
  script.textContent = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  doc.head.appendChild(script);
  return () => {
    script.remove();
    doc.title = previousTitle;
  };
}
