// JobPosting data against Google's guide (developers.google.com/search/docs/appearance/structured-data/
// job-posting): its required properties for on-site, hybrid and fully remote jobs, the recommended ones,
// and the description's headings in the page's language.
import { describe, expect, it } from 'vitest';
import { t } from '@crestline/contracts';
import { toCareerJob, type CareerJob } from '@crestline/contracts/career-job';
import { jobCountry, jobEmploymentType, jobPostingHeadings, jobPostingJsonLd } from './job-head';

const base = toCareerJob({
  _id: 'j1',
  title: 'Bookkeeper',
  description: 'Keep the <books>.',
  type: 'On-site',
  location: 'Davao City, Philippines',
  language: ['English'],
  responsibilities: ['Reconcile accounts'],
  operatingHours: 'Monday to Friday, day shift',
  requirements: ['Xero'],
  benefits: ['HMO'],
  postingDate: '2026-11-01T00:00:00.000Z',
}) as CareerJob;

const headings = (lang: 'en' | 'tr') => jobPostingHeadings((key) => t(lang, key));
const ld = (job: Partial<CareerJob>, lang: 'en' | 'tr' = 'en') =>
  jobPostingJsonLd({ ...base, ...job }, 'Crestline Staffing', 'https://crestline.example', headings(lang));

/** Google's required properties, with jobLocation left out only for a fully remote job. */
function expectGoogleRequired(data: Record<string, unknown>) {
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization'])
    expect(data[key], key).toBeTruthy();
  expect((data.hiringOrganization as { name: string }).name).toBe('Crestline Staffing');
  if (data.jobLocationType === 'TELECOMMUTE') {
    expect(data.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'PH' });
  } else {
    expect(data.jobLocation).toMatchObject({ '@type': 'Place', address: { addressCountry: 'PH' } });
  }
  // Recommended
  for (const key of ['employmentType', 'validThrough', 'identifier', 'directApply'])
    expect(data[key], key).toBeDefined();
}

describe('JobPosting data', () => {
  it('has what Google requires and recommends for an on-site job', () => {
    const data = ld({});
    expectGoogleRequired(data);
    expect(data.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'Davao City', addressCountry: 'PH' },
    });
    expect(data.jobLocationType).toBeUndefined();
    expect(data.employmentType).toBe('FULL_TIME');
    // No closing date: 60 days after posting.
    expect(data.validThrough).toBe('2026-12-31T00:00:00.000Z');
    expect(data.baseSalary).toBeUndefined();
    expect(data.description).toContain('Keep the &#60;books&#62;.');
  });

  it('keeps a hybrid job at its office (not TELECOMMUTE)', () => {
    const data = ld({ type: 'Hybrid' });
    expectGoogleRequired(data);
    expect(data.jobLocationType).toBeUndefined();
  });

  it('marks a fully remote job TELECOMMUTE with the country applicants must live in', () => {
    const data = ld({ type: 'Remote' });
    expectGoogleRequired(data);
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(data.jobLocation).toBeUndefined();
  });

  it('carries the closing date and the salary the admin gave', () => {
    const job = toCareerJob({
      ...base,
      closingDate: '2026-12-15T23:59:59.000Z',
      validThrough: '2026-12-15T23:59:59.000Z',
      salaryMin: 500,
      salaryMax: 700,
      salaryCurrency: 'USD',
      salaryUnit: 'MONTH',
    }) as CareerJob;
    const data = ld(job);
    expect(data.validThrough).toBe('2026-12-15T23:59:59.000Z');
    expect(data.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 500, maxValue: 700, unitText: 'MONTH' },
    });
    const one = ld({ salaryMin: 12, salaryMax: null, salaryCurrency: 'USD', salaryUnit: 'HOUR' });
    expect((one.baseSalary as { value: unknown }).value).toEqual({
      '@type': 'QuantitativeValue',
      value: 12,
      unitText: 'HOUR',
    });
  });

  it('names the locality as the page shows it (the Turkish location on a Turkish page), the country by its code', () => {
    const job = { ...base, locationTr: 'Davao, Filipinler' };
    const address = (data: Record<string, unknown>) => (data.jobLocation as { address: unknown }).address;
    const on = (lang: 'en' | 'tr') =>
      jobPostingJsonLd(job, 'Crestline Staffing', 'https://crestline.example', headings(lang), lang);
    expect(address(on('tr'))).toEqual({
      '@type': 'PostalAddress',
      addressLocality: 'Davao',
      addressCountry: 'PH',
    });
    expect(address(on('en'))).toMatchObject({ addressLocality: 'Davao City', addressCountry: 'PH' });
    // No Turkish location: the English locality on the Turkish page too.
    const english = jobPostingJsonLd(
      base,
      'Crestline Staffing',
      'https://crestline.example',
      headings('tr'),
      'tr',
    );
    expect(address(english)).toMatchObject({ addressLocality: 'Davao City', addressCountry: 'PH' });
    // A location of one segment names the country only, in either language.
    const country = { ...base, location: 'Turkey', locationTr: 'Türkiye' };
    for (const lang of ['en', 'tr'] as const)
      expect(
        address(
          jobPostingJsonLd(country, 'Crestline Staffing', 'https://crestline.example', headings(lang), lang),
        ),
      ).toEqual({ '@type': 'PostalAddress', addressCountry: 'TR' });
  });

  it('writes the description headings in the page language', () => {
    const tr = ld({}, 'tr').description as string;
    expect(tr).toContain(`<strong>${t('tr', 'careers.responsibilities')}</strong>`);
    expect(tr).toContain(`<strong>${t('tr', 'careers.operatingHours')}</strong>`);
    expect(tr).not.toContain('Responsibilities');
    expect(tr).not.toContain('Operating hours');
    expect(ld({}, 'en').description).toContain('<strong>Key responsibilities</strong>');
  });

  it('reads the country and the employment type', () => {
    expect(jobCountry('Davao City, Philippines')).toBe('PH');
    expect(jobCountry('İstanbul, Türkiye')).toBe('TR');
    expect(jobCountry('Lagos, Nigeria')).toBe('Nigeria');
    expect(jobCountry('Manila, PH')).toBe('PH');
    expect(jobEmploymentType({ title: 'Agent', operatingHours: 'Part-time, 20 hours a week' })).toBe(
      'PART_TIME',
    );
    expect(jobEmploymentType({ title: 'Temsilci', operatingHours: 'Yarı zamanlı, haftada 20 saat' })).toBe(
      'PART_TIME',
    );
    expect(jobEmploymentType({ title: 'Agent', operatingHours: 'Night shift' })).toBe('FULL_TIME');
  });
});
