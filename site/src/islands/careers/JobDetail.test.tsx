// @vitest-environment jsdom
import type { Locale } from '@crestline/contracts/enums';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import JobDetail from './JobDetail';

const JOB = {
  _id: 'abc123',
  title: 'Customer Support Agent',
  description: 'Help our clients by phone and chat.',
  type: 'Remote',
  location: 'Manila, Philippines',
  language: ['English', 'Spanish'],
  responsibilities: ['Answer calls', 'Log tickets'],
  operatingHours: 'Monday to Friday, 9 AM to 5 PM EST',
  training: ['Two weeks of product training'],
  requirements: ['Excellent English', 'Stable internet'],
  benefits: ['Paid time off'],
  postingDate: '2025-03-01T00:00:00.000Z',
  isActive: true,
  applicantIds: [],
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
function serve(answer: () => Promise<Response>) {
  fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
}

function renderAt(path: string, lang: Locale = 'en') {
  window.history.pushState({}, '', path);
  return render(
    <JobDetail
      lang={lang}
      messages={catalogues[lang]}
      brandName="Crestline Staffing"
      titleTemplate="{page} | Crestline Staffing"
    />,
  );
}

beforeEach(() => {
  document.head.innerHTML = '<link rel="canonical" href="http://localhost:3000/job/">';
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.pushState({}, '', '/');
});

describe('job detail', () => {
  it('loads the job named in the address and shows every field with an Apply link', async () => {
    serve(async () => jsonResponse({ job: JOB }));
    renderAt('/job/abc123');
    expect(screen.getByText('Loading job details...')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Customer Support Agent');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/jobs/abc123');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en');
    for (const text of [
      'Help our clients by phone and chat.',
      'Remote',
      'Manila, Philippines',
      'English, Spanish',
      'Answer calls',
      'Log tickets',
      'Monday to Friday, 9 AM to 5 PM EST',
      'Two weeks of product training',
      'Excellent English',
      'Paid time off',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const apply = screen.getAllByRole('link', { name: 'Apply now' });
    expect(apply.length).toBeGreaterThan(0);
    expect(apply[0]?.getAttribute('href')).toBe('/application/abc123');
  });

  it('puts JobPosting structured data, the title and the real canonical address into the head', async () => {
    serve(async () => jsonResponse({ job: JOB }));
    renderAt('/job/abc123');
    await screen.findByRole('heading', { level: 1 });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('JobPosting');
    expect(data.title).toBe('Customer Support Agent');
    expect(data.datePosted).toBe('2025-03-01T00:00:00.000Z');
    expect(data.hiringOrganization.name).toBe('Crestline Staffing');
    expect(data.jobLocationType).toBe('TELECOMMUTE');
    expect(document.title).toBe('Customer Support Agent | Crestline Staffing');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/job/abc123`,
    );
  });

  it('hides Apply for an admin', async () => {
    localStorage.setItem(
      'user',
      JSON.stringify({ token: 't', id: '1', isAdmin: true, name: 'A', email: 'a@b.co' }),
    );
    serve(async () => jsonResponse({ job: JOB }));
    renderAt('/job/abc123');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });

  it('says Job not found. for an unknown id', async () => {
    serve(async () => jsonResponse({ error: 'Job not found.' }, 404));
    renderAt('/job/nope');
    expect((await screen.findByRole('alert')).textContent).toBe('Job not found.');
  });

  it('says Failed to fetch job data. when the server or the network fails', async () => {
    serve(async () => jsonResponse({ error: 'x' }, 500));
    renderAt('/job/abc123');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch job data.');
    cleanup();
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderAt('/job/abc123');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch job data.');
  });

  it('speaks Turkish under /tr and applies through /tr/application/{id}', async () => {
    serve(async () => jsonResponse({ job: JOB }));
    renderAt('/tr/job/abc123', 'tr');
    expect(screen.getByText(t('tr', 'jobs.loadingDetails'))).toBeTruthy();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Uzaktan')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Hemen başvur' })[0]?.getAttribute('href')).toBe(
      '/tr/application/abc123',
    );
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('tr');
  });

  it('shows an English-only job on a Turkish page marked lang="en" under Turkish headings', async () => {
    serve(async () => jsonResponse({ job: JOB }));
    renderAt('/tr/job/abc123', 'tr');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Customer Support Agent');
    expect(h1.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Help our clients by phone and chat.').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Monday to Friday, 9 AM to 5 PM EST').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Manila, Philippines').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Answer calls').closest('ul')?.getAttribute('lang')).toBe('en');
    // The headings around it are Turkish, and not marked.
    const heading = screen.getByRole('heading', { name: t('tr', 'careers.responsibilities') });
    expect(heading.closest('[lang="en"]')).toBeNull();
    // Its structured data: Turkish headings, the English texts, the Turkish page's address.
    const data = JSON.parse(document.getElementById('job-posting-jsonld')?.textContent ?? '{}');
    expect(data.title).toBe('Customer Support Agent');
    expect(data.description).toContain(`<strong>${t('tr', 'careers.responsibilities')}</strong>`);
    expect(data.url).toBe(`${window.location.origin}/tr/job/abc123`);
  });

  it('shows the Turkish texts on a Turkish page, unmarked, and the English ones where none was given', async () => {
    const turkish = {
      ...JOB,
      titleTr: 'Müşteri Destek Temsilcisi',
      descriptionTr: 'Müşterilerimize telefon ve sohbetle yardım edin.',
      locationTr: 'Manila, Filipinler',
      responsibilitiesTr: ['Çağrıları yanıtlayın', 'Kayıt açın'],
      benefitsTr: ['Ücretli izin'],
      operatingHoursTr: null,
      trainingTr: [],
    };
    serve(async () => jsonResponse({ job: turkish }));
    renderAt('/tr/job/abc123', 'tr');
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Müşteri Destek Temsilcisi');
    expect(h1.getAttribute('lang')).toBeNull();
    expect(h1.closest('[lang="en"]')).toBeNull();
    expect(
      screen.getByText('Müşterilerimize telefon ve sohbetle yardım edin.').closest('[lang="en"]'),
    ).toBeNull();
    expect(screen.getByText('Çağrıları yanıtlayın').closest('[lang="en"]')).toBeNull();
    expect(screen.getByText('Manila, Filipinler').closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText('Manila, Philippines')).toBeNull();
    expect(screen.getByText('Ücretli izin').closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText('Answer calls')).toBeNull();
    // Not given in Turkish: the English, marked.
    expect(screen.getByText('Monday to Friday, 9 AM to 5 PM EST').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Two weeks of product training').closest('ul')?.getAttribute('lang')).toBe('en');
    expect(screen.getByText('Excellent English').closest('ul')?.getAttribute('lang')).toBe('en');
    expect(document.title).toBe('Müşteri Destek Temsilcisi | Crestline Staffing');
    const data = JSON.parse(document.getElementById('job-posting-jsonld')?.textContent ?? '{}');
    expect(data.title).toBe('Müşteri Destek Temsilcisi');
    expect(data.description).toContain('Çağrıları yanıtlayın');
    expect(data.description).not.toContain('Answer calls');
    // The English page of the same job stays English.
    cleanup();
    renderAt('/job/abc123', 'en');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Customer Support Agent');
    expect(screen.queryByText('Ücretli izin')).toBeNull();
    expect(screen.getByText('Manila, Philippines')).toBeTruthy();
    expect(document.querySelector('.job-detail [lang]')).toBeNull();
  });
});
