// What a loaded job puts into <head>: its title, the canonical and hreflang addresses of /job/{id}
// (the static page's own say /job/), and schema.org JobPosting data for search engines.
import type { CareerJob } from '@crestline/contracts/career-job';
import { isTurkishPath, sitePath, stripLang } from '@crestline/contracts/site-paths';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlList(title: string, items: string[]): string {
  if (items.length === 0) return '';
  return `<p><strong>${escapeHtml(title)}</strong></p><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`;
}

/** JobPosting structured data (https://schema.org/JobPosting) for one job. */
export function jobPostingJsonLd(job: CareerJob, brandName: string, origin: string): Record<string, unknown> {
  const description = [
    `<p>${escapeHtml(job.description)}</p>`,
    htmlList('Responsibilities', job.responsibilities),
    htmlList('Requirements', job.requirements),
    htmlList('Training', job.training),
    htmlList('Benefits', job.benefits),
    job.operatingHours ? `<p><strong>Operating hours</strong>: ${escapeHtml(job.operatingHours)}</p>` : '',
  ].join('');
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: brandName, value: job._id },
    hiringOrganization: { '@type': 'Organization', name: brandName, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location },
    },
    url: `${origin}/job/${encodeURIComponent(job._id)}`,
    directApply: true,
  };
  if (job.postingDate) data.datePosted = job.postingDate;
  if (job.type === 'Remote') data.jobLocationType = 'TELECOMMUTE';
  if (job.language.length > 0) data.skills = job.language.join(', ');
  return data;
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
