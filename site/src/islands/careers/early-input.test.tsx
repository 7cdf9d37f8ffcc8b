// @vitest-environment jsdom
// What a visitor chooses before the application form's script runs must survive hydration (the form
// kit's early input, docs/site.md): the static HTML is rendered on the "server", filled in as a visitor
// would, then hydrated.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import ApplicationForm from './ApplicationForm';
import CareersList, { FIRST_QUERY } from './CareersList';
import { careersPage } from '@crestline/contracts/careers-list';
import { toCareerJob, type CareerJob } from '@crestline/contracts/career-job';

afterEach(() => {
  document.body.innerHTML = '';
});

function type(container: HTMLElement, name: string, value: string) {
  const field = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.value = value;
}

describe('early choices', () => {
  it('keeps radios, selects and text of the application form chosen before hydration', async () => {
    window.history.pushState({}, '', '/application/job-1');
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ job: { title: 'Agent' } }))) as typeof fetch;
    const island = <ApplicationForm lang="en" messages={catalogues.en} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    type(container, 'firstName', 'Ada');
    (container.querySelector('select[name=fluentLanguage]') as HTMLSelectElement).value = 'English';
    (
      container.querySelector('input[name=yearsOfCallCenterExperience][value="3"]') as HTMLInputElement
    ).checked = true;
    (
      container.querySelector('input[name=isWillingForBackgroundCheck][value="false"]') as HTMLInputElement
    ).checked = true;
    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect((container.querySelector('[name=firstName]') as HTMLInputElement).value).toBe('Ada');
    expect((container.querySelector('select[name=fluentLanguage]') as HTMLSelectElement).value).toBe(
      'English',
    );
    expect(
      (container.querySelector('input[name=yearsOfCallCenterExperience][value="3"]') as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(
      (container.querySelector('input[name=isWillingForBackgroundCheck][value="false"]') as HTMLInputElement)
        .checked,
    ).toBe(true);
  });
});

function job(id: string, title: string, type: string, location: string): CareerJob {
  return toCareerJob({
    _id: id,
    title,
    description: `About the ${title} role`,
    type,
    location,
    language: ['English'],
    responsibilities: ['Answer calls'],
    operatingHours: '9-5',
    requirements: ['Good English'],
    postingDate: '2025-01-01T00:00:00.000Z',
    isActive: true,
    applicantIds: [],
  })!;
}

describe('early filters', () => {
  it('keeps the careers search and type a visitor chose before the list hydrated', async () => {
    const board = [
      job('1', 'Customer Support Agent', 'Remote', 'Manila'),
      job('2', 'Bookkeeper', 'On-site', 'Davao City'),
      job('3', 'Customer Success Lead', 'On-site', 'Cebu'),
      job('4', 'Appointment Setter', 'Remote', 'Cebu'),
    ];
    // The API's answer for the asked choices (the shared rules of contracts/careers-list.ts).
    globalThis.fetch = (async (url: string) => {
      const q = new URL(url, 'http://site.test').searchParams;
      const query = {
        ...FIRST_QUERY,
        search: q.get('search') ?? '',
        type: q.get('type') ?? '',
        location: q.get('location') ?? '',
      };
      return new Response(JSON.stringify(careersPage(board, query, 'en')));
    }) as typeof fetch;
    const initialPage = careersPage(board, FIRST_QUERY, 'en');
    const island = <CareersList lang="en" messages={catalogues.en} initialPage={initialPage} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    expect(container.querySelector('.careers-count')?.textContent).toBe('4 jobs found');
    (container.querySelector('input[type=search]') as HTMLInputElement).value = 'customer';
    (container.querySelectorAll('select')[0] as HTMLSelectElement).value = 'On-site';
    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect((container.querySelector('input[type=search]') as HTMLInputElement).value).toBe('customer');
    expect(container.querySelector('.careers-count')?.textContent).toBe('1 job found');
    expect([...container.querySelectorAll('article h2')].map((h) => h.textContent)).toEqual([
      'Customer Success Lead',
    ]);
  });

  it('finds "İstanbul" for "istanbul" typed before and after the Turkish list hydrated', async () => {
    const board = [
      { ...job('1', 'Çağrı Merkezi Temsilcisi', 'On-site', 'Istanbul'), description: 'İstanbul ofisimizde' },
      { ...job('2', 'Muhasebe Uzmanı', 'Remote', 'Ankara'), description: 'IŞIK gibi bir ekip' },
      job('3', 'Appointment Setter', 'Remote', 'Cebu'),
    ];
    globalThis.fetch = (async (url: string) => {
      const q = new URL(url, 'http://site.test').searchParams;
      return new Response(
        JSON.stringify(careersPage(board, { ...FIRST_QUERY, search: q.get('search') ?? '' }, 'tr')),
      );
    }) as typeof fetch;
    const initialPage = careersPage(board, FIRST_QUERY, 'tr');
    const island = <CareersList lang="tr" messages={catalogues.tr} initialPage={initialPage} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const search = () => container.querySelector('input[type=search]') as HTMLInputElement;
    const titles = () => [...container.querySelectorAll('article h2')].map((h) => h.textContent);
    search().value = 'istanbul';
    await act(async () => {
      hydrateRoot(container, island);
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(titles()).toEqual(['Çağrı Merkezi Temsilcisi']);
    // After hydration: typed as a visitor types.
    await act(async () => {
      const input = search();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'ışık');
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((r) => setTimeout(r, 600));
    });
    expect(titles()).toEqual(['Muhasebe Uzmanı']);
  });
});
