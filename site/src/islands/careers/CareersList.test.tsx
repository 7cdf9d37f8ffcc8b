// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@crestline/contracts/translate';
import { catalogues } from '@crestline/contracts/locales';
import { careersPage, type CareersPageQuery } from '@crestline/contracts/careers-list';
import type { CareersSortOption } from '@crestline/contracts/enums';
import CareersList, { FIRST_QUERY } from './CareersList';
import JobAlertIsland from './JobAlertForm';

function job(id: string, overrides: Record<string, unknown> = {}) {
  return {
    _id: id,
    title: `Job ${id}`,
    description: `Description of job ${id}`,
    type: 'Remote',
    location: 'Manila, Philippines',
    language: ['English'],
    responsibilities: ['Answer calls'],
    operatingHours: '9-5',
    requirements: ['Good English'],
    postingDate: '2025-01-01T00:00:00.000Z',
    isActive: true,
    applicantIds: [],
    ...overrides,
  };
}

const BOARD = [
  job('1', {
    title: 'Customer Support Agent',
    description: 'Help our clients by phone',
    type: 'Remote',
    location: 'Manila, Philippines',
    postingDate: '2025-03-01T00:00:00.000Z',
  }),
  job('2', {
    title: 'Bookkeeper',
    description: 'Keep the ledgers tidy',
    type: 'On-site',
    location: 'Davao City, Philippines',
    postingDate: '2025-02-01T00:00:00.000Z',
  }),
  job('3', {
    title: 'Virtual Assistant',
    description: 'Calendar and CUSTOMER emails',
    type: 'Hybrid',
    location: 'Manila',
    postingDate: '2025-04-01T00:00:00.000Z',
  }),
  job('4', {
    title: 'Appointment Setter',
    description: 'Outbound calls',
    type: 'Remote',
    location: 'Cebu, Philippines',
    postingDate: '2025-01-15T00:00:00.000Z',
  }),
];

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
/** Answers GET /jobs/careers for a board as the API does (the shared rules of contracts/careers-list.ts). */
function serveJobs(jobs: ReturnType<typeof job>[] | (() => Promise<Response>)) {
  fetchMock = vi.fn(
    typeof jobs === 'function'
      ? jobs
      : async (url: string) => {
          const q = new URL(url, 'http://site.test').searchParams;
          const size = q.get('pageSize') ?? '5';
          const query: CareersPageQuery = {
            search: q.get('search') ?? '',
            type: q.get('type') ?? '',
            location: q.get('location') ?? '',
            sort: (q.get('sort') ?? 'postingDate_desc') as CareersSortOption,
            page: Number(q.get('page') ?? 1),
            pageSize: size === 'all' ? 'all' : Number(size),
            keep: q.get('keep') === 'location' ? 'location' : 'type',
          };
          return jsonResponse(careersPage(jobs, query, q.get('lang') ?? 'en'));
        },
  );
  vi.stubGlobal('fetch', fetchMock);
}

function titles(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

async function ready() {
  await screen.findByText(/jobs? found$/);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('careers list', () => {
  it('shows a loading text, then the jobs newest first with a count, asking in the page language', async () => {
    serveJobs(BOARD);
    render(<CareersList lang="en" messages={catalogues.en} />);
    expect(screen.getByText('Loading jobs...')).toBeTruthy();
    await ready();
    expect(screen.getByText('4 jobs found')).toBeTruthy();
    await waitFor(() =>
      expect(titles()).toEqual([
        'Virtual Assistant',
        'Customer Support Agent',
        'Bookkeeper',
        'Appointment Setter',
      ]),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/jobs/careers?sort=postingDate_desc&page=1&pageSize=5&lang=en');
    expect(new Headers(init.headers).get('Accept-Language')).toBe('en');
    const link = screen.getByRole('link', { name: 'Bookkeeper' });
    expect(link.getAttribute('href')).toBe('/job/2');
  });

  it('searches title and description without regard to case', async () => {
    serveJobs(BOARD);
    const user = userEvent.setup();
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    await user.type(screen.getByLabelText('Search jobs'), 'customer');
    await waitFor(() => expect(titles()).toEqual(['Virtual Assistant', 'Customer Support Agent']));
    expect(await screen.findByText('2 jobs found')).toBeTruthy();
    await user.clear(screen.getByLabelText('Search jobs'));
    await user.type(screen.getByLabelText('Search jobs'), 'LEDGERS');
    await waitFor(() => expect(titles()).toEqual(['Bookkeeper']));
    expect(await screen.findByText('1 job found')).toBeTruthy();
    await user.type(screen.getByLabelText('Search jobs'), ' nothing like this');
    expect(await screen.findByText('No jobs match your search criteria.')).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual([]));
  });

  it('filters by type and by the first segment of the location, each select offering what the other allows', async () => {
    serveJobs(BOARD);
    const user = userEvent.setup();
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    const type = screen.getByLabelText('Job type') as HTMLSelectElement;
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    const options = (select: HTMLSelectElement) => Array.from(select.options).map((o) => o.value);
    expect(options(type)).toEqual(['', 'On-site', 'Hybrid', 'Remote']);
    expect(options(location)).toEqual(['', 'Cebu', 'Davao City', 'Manila']);

    await user.selectOptions(location, 'Manila');
    await waitFor(() => expect(titles()).toEqual(['Virtual Assistant', 'Customer Support Agent']));
    await waitFor(() => expect(options(type)).toEqual(['', 'Hybrid', 'Remote']));

    await user.selectOptions(type, 'Remote');
    await waitFor(() => expect(titles()).toEqual(['Customer Support Agent']));
    await waitFor(() => expect(options(location)).toEqual(['', 'Cebu', 'Manila']));

    await user.selectOptions(location, '');
    await waitFor(() => expect(titles()).toEqual(['Customer Support Agent', 'Appointment Setter']));
    await waitFor(() => expect(options(type)).toEqual(['', 'On-site', 'Hybrid', 'Remote']));
  });

  it('sorts by posting date and by title', async () => {
    serveJobs(BOARD);
    const user = userEvent.setup();
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    const sort = screen.getByLabelText('Sort by');
    await user.selectOptions(sort, 'postingDate_asc');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Appointment Setter',
        'Bookkeeper',
        'Customer Support Agent',
        'Virtual Assistant',
      ]),
    );
    await user.selectOptions(sort, 'title_asc');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Appointment Setter',
        'Bookkeeper',
        'Customer Support Agent',
        'Virtual Assistant',
      ]),
    );
    await user.selectOptions(sort, 'title_desc');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Virtual Assistant',
        'Customer Support Agent',
        'Bookkeeper',
        'Appointment Setter',
      ]),
    );
    await user.selectOptions(sort, 'postingDate_desc');
    await waitFor(() =>
      expect(titles()).toEqual([
        'Virtual Assistant',
        'Customer Support Agent',
        'Bookkeeper',
        'Appointment Setter',
      ]),
    );
  });

  it('shows five jobs a page, offers All, and goes back to page 1 when a filter or the sort changes', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      job(String(i + 1), {
        title: `Role ${String(i + 1).padStart(2, '0')}`,
        type: i % 2 ? 'Remote' : 'Hybrid',
        postingDate: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
      }),
    );
    serveJobs(many);
    const user = userEvent.setup();
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    await waitFor(() => expect(titles()).toEqual(['Role 12', 'Role 11', 'Role 10', 'Role 09', 'Role 08']));
    const pages = screen.getByRole('navigation', { name: 'Job list pages' });
    await user.click(within(pages).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(titles()).toEqual(['Role 07', 'Role 06', 'Role 05', 'Role 04', 'Role 03']));
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(titles()).toEqual(['Role 02', 'Role 01']));
    expect(within(pages).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('page=3');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'title_asc');
    await waitFor(() => expect(titles()).toEqual(['Role 01', 'Role 02', 'Role 03', 'Role 04', 'Role 05']));

    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByLabelText('Job type'), 'Remote');
    await waitFor(() => expect(titles()).toEqual(['Role 02', 'Role 04', 'Role 06', 'Role 08', 'Role 10']));

    await user.selectOptions(screen.getByLabelText('Jobs per page'), 'all');
    await waitFor(() => expect(titles()).toHaveLength(6));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Job list pages' })).toBeNull());
  });

  it('follows the server when it clears a choice no job has any more', async () => {
    let board = BOARD;
    serveJobs(board);
    fetchMock.mockImplementation(async (url: string) => {
      const q = new URL(url, 'http://site.test').searchParams;
      const query = { ...FIRST_QUERY, type: q.get('type') ?? '', location: q.get('location') ?? '' };
      return jsonResponse(careersPage(board, query, 'en'));
    });
    const user = userEvent.setup();
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    const type = screen.getByLabelText('Job type') as HTMLSelectElement;
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    await user.selectOptions(location, 'Manila');
    await waitFor(() => expect(titles()).toEqual(['Virtual Assistant', 'Customer Support Agent']));
    // Meanwhile the remote job in Manila closed: choosing Remote leaves no job in Manila.
    board = BOARD.filter((j) => j._id !== '1');
    await user.selectOptions(type, 'Remote');
    await waitFor(() => expect(titles()).toEqual(['Appointment Setter']));
    expect(location.value).toBe('');
    expect(type.value).toBe('Remote');
  });

  it('shows the page it was built with at once, then the live first page', async () => {
    const built = careersPage(BOARD.slice(1), FIRST_QUERY, 'en');
    serveJobs(BOARD);
    render(<CareersList lang="en" messages={catalogues.en} initialPage={built} />);
    expect(screen.queryByText('Loading jobs...')).toBeNull();
    expect(screen.getByText('3 jobs found')).toBeTruthy();
    expect(await screen.findByText('4 jobs found')).toBeTruthy();
    expect(titles()[1]).toBe('Customer Support Agent');
  });

  it('says No Jobs found. when the API has none', async () => {
    serveJobs([]);
    render(<CareersList lang="en" messages={catalogues.en} />);
    expect(await screen.findByText('No Jobs found.')).toBeTruthy();
  });

  it('shows Error: and the HTTP status when the list cannot be read', async () => {
    serveJobs(async () => jsonResponse({ error: 'boom' }, 500));
    render(<CareersList lang="en" messages={catalogues.en} />);
    // (The job-alert form under the list has an alert region of its own, empty.)
    const alert = await screen.findByText('Error: HTTP error! status: 500');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('shows Error: and the reason when the network fails', async () => {
    serveJobs(async () => {
      throw new TypeError('Failed to fetch');
    });
    render(<CareersList lang="en" messages={catalogues.en} />);
    const alert = await screen.findByText(
      'Error: Could not reach the server. Please check your connection and try again.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('speaks Turkish on /tr/career and links to /tr/job/{id}', async () => {
    serveJobs(BOARD.slice(0, 1));
    render(<CareersList lang="tr" messages={catalogues.tr} />);
    expect(await screen.findByText('1 iş ilanı bulundu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Customer Support Agent' }).getAttribute('href')).toBe(
      '/tr/job/1',
    );
    expect(screen.getByRole('option', { name: 'Uzaktan' })).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('tr');
  });

  it('says the Turkish empty text when nothing matches', async () => {
    serveJobs(BOARD);
    const user = userEvent.setup();
    render(<CareersList lang="tr" messages={catalogues.tr} />);
    await screen.findByText('4 iş ilanı bulundu');
    await user.type(screen.getByLabelText('İş ilanlarında ara'), 'zzz');
    await waitFor(() => expect(screen.getByText(t('tr', 'jobs.noMatch'))).toBeTruthy());
  });

  it('subscribes an address to the current search in Turkish, with the notice at collection', async () => {
    serveJobs(BOARD);
    const board = fetchMock.getMockImplementation() as (url: string, init?: RequestInit) => Promise<Response>;
    const posts: { url: string; body: Record<string, unknown> }[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (!String(url).includes('/job-alerts')) return board(url, init);
      posts.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return jsonResponse({ message: t('tr', 'jobAlerts.accepted') }, 202);
    });
    const user = userEvent.setup();
    render(
      <>
        <CareersList lang="tr" messages={catalogues.tr} />
        <JobAlertIsland lang="tr" messages={catalogues.tr} company="Crestline" />
      </>,
    );
    await screen.findByText('4 iş ilanı bulundu');
    await user.type(screen.getByLabelText('İş ilanlarında ara'), 'müşteri');
    await user.selectOptions(screen.getByLabelText(t('tr', 'careers.typeLabel')), 'Remote');
    await waitFor(() =>
      expect(
        screen.getByText(t('tr', 'jobAlerts.searchSummary', { summary: '“müşteri”, Uzaktan' })),
      ).toBeTruthy(),
    );
    const notice = screen.getByText(/iş bildirimlerini göndermek için/);
    expect(notice.textContent).toContain('Crestline');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/tr/privacypolicy/#purposes');

    const form = screen.getByRole('region', { name: t('tr', 'jobAlerts.title') });
    await user.click(within(form).getByRole('button', { name: t('tr', 'jobAlerts.submit') }));
    expect(await within(form).findByText(t('tr', 'common.fillRequired'))).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.type(within(form).getByLabelText(/E-posta adresi/), 'ayse@example');
    await user.click(within(form).getByRole('button', { name: t('tr', 'jobAlerts.submit') }));
    expect(await within(form).findByText(t('tr', 'common.emailInvalid'))).toBeTruthy();
    expect(posts).toHaveLength(0);
    await user.type(within(form).getByLabelText(/E-posta adresi/), '.com');
    await user.click(within(form).getByRole('button', { name: t('tr', 'jobAlerts.submit') }));
    expect(await within(form).findByText(t('tr', 'jobAlerts.accepted'))).toBeTruthy();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      email: 'ayse@example.com',
      search: 'müşteri',
      type: 'Remote',
      location: '',
      fax: '',
    });
    expect(typeof posts[0]!.body.startedAt).toBe('number');
  });

  it('says what a mailed link did when it brings the visitor back (?alert=)', async () => {
    window.history.pushState({}, '', '/tr/career?alert=unsubscribed');
    serveJobs(BOARD);
    render(<JobAlertIsland lang="tr" messages={catalogues.tr} />);
    expect(await screen.findByText(t('tr', 'jobAlerts.outcome.unsubscribed'))).toBeTruthy();
    window.history.pushState({}, '', '/');
  });

  it('shows the Turkish title and summary on /tr/career where given, the English marked lang="en" where not, and finds the Turkish title', async () => {
    serveJobs([
      job('1', {
        title: 'Bookkeeper',
        description: 'Keep the ledgers tidy',
        titleTr: 'Ön Muhasebe Uzmanı',
        descriptionTr: 'Defterleri düzenli tutun',
        location: 'Davao City, Philippines',
        locationTr: 'Davao, Filipinler',
      }),
      job('2', { title: 'Customer Support Agent', description: 'Help our clients by phone' }),
    ]);
    const user = userEvent.setup();
    render(<CareersList lang="tr" messages={catalogues.tr} />);
    await screen.findByText('2 iş ilanı bulundu');
    const turkish = screen.getByRole('link', { name: 'Ön Muhasebe Uzmanı' });
    expect(turkish.closest('[lang="en"]')).toBeNull();
    expect(screen.getByText('Defterleri düzenli tutun').closest('[lang="en"]')).toBeNull();
    expect(screen.queryByText('Bookkeeper')).toBeNull();
    expect(screen.getByRole('link', { name: 'Customer Support Agent' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Help our clients by phone').getAttribute('lang')).toBe('en');
    // The Turkish location where given, unmarked; the English one marked where not.
    expect(
      screen.getByText('Davao, Filipinler', { selector: '.careers-tag' }).getAttribute('lang'),
    ).toBeNull();
    expect(screen.queryByText('Davao City, Philippines', { selector: '.careers-tag' })).toBeNull();
    expect(screen.getByText('Manila, Philippines', { selector: '.careers-tag' }).getAttribute('lang')).toBe(
      'en',
    );
    // The labels around them stay Turkish and unmarked.
    expect(screen.getAllByText('Uzaktan')[0]?.closest('[lang="en"]')).toBeNull();
    // The location filter names the place in Turkish where a job gives it (its value stays the English
    // one, as links and alerts read it); a place with no Turkish name is marked as the English it is.
    const davao = screen.getByRole('option', { name: 'Davao' }) as HTMLOptionElement;
    expect(davao.value).toBe('Davao City');
    expect(davao.getAttribute('lang')).toBeNull();
    expect(screen.getByRole('option', { name: 'Manila' }).getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('option', { name: 'Davao City' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Konum'), 'Davao City');
    await waitFor(() => expect(titles()).toEqual(['Ön Muhasebe Uzmanı']));
    await user.selectOptions(screen.getByLabelText('Konum'), '');
    await waitFor(() => expect(titles()).toHaveLength(2));
    await user.type(screen.getByLabelText('İş ilanlarında ara'), 'MUHASEBE');
    await waitFor(() => expect(titles()).toEqual(['Ön Muhasebe Uzmanı']));
  });

  it('shows the English title unmarked on /career even when a Turkish one is given', async () => {
    serveJobs([
      job('1', {
        title: 'Bookkeeper',
        titleTr: 'Ön Muhasebe Uzmanı',
        descriptionTr: 'Defterleri tutun',
        locationTr: 'Manila, Filipinler',
      }),
    ]);
    render(<CareersList lang="en" messages={catalogues.en} />);
    await ready();
    expect(screen.getByRole('link', { name: 'Bookkeeper' }).getAttribute('lang')).toBeNull();
    expect(screen.queryByText('Ön Muhasebe Uzmanı')).toBeNull();
    expect(
      screen.getByText('Manila, Philippines', { selector: '.careers-tag' }).getAttribute('lang'),
    ).toBeNull();
    expect(screen.queryByText('Manila, Filipinler')).toBeNull();
  });
});
