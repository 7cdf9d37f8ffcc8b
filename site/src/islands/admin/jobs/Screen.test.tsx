// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { catalogues } from '@crestline/contracts/locales';
import JobsScreen from './Screen';

const job = (id: string, patch: Record<string, unknown> = {}) => ({
  _id: id,
  title: `Job ${id}`,
  description: 'Desc',
  type: 'Remote',
  location: 'Davao',
  language: ['English'],
  responsibilities: ['a'],
  operatingHours: '9-5',
  requirements: ['b'],
  postingDate: `2025-0${id}-01T00:00:00.000Z`,
  isActive: true,
  applicantCount: Number(id),
  ...patch,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => json({ jobs: [job('1'), job('2'), job('3', { isActive: false })] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const signIn = (isAdmin: boolean) =>
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'u', isAdmin, name: 'A', email: 'a@x.example' }),
  );

it('tells a plain user to log in as an administrator and asks the API for nothing', async () => {
  signIn(false);
  render(<JobsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByText(/not an administrator/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('tells a signed-out visitor to log in, in Turkish on a Turkish page', async () => {
  render(<JobsScreen lang="tr" messages={catalogues.tr} />);
  expect(await screen.findByText(/yönetici hesabıyla giriş yapın/)).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks the server for one page, newest first, and for the search typed; a toggle updates its row', async () => {
  signIn(true);
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return json({ job: job('2', { isActive: false, applicantCount: 2 }) });
    const search = new URL(url, 'http://site.test').searchParams.get('search');
    const rows = search ? [job('2')] : [job('3'), job('2'), job('1')];
    return new Response(JSON.stringify(rows), {
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': search ? '1' : '12' },
    });
  });
  const user = userEvent.setup();
  render(<JobsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByText('Job 3')).toBeTruthy();
  expect(fetchMock.mock.calls[0]![0]).toBe(
    '/api/v1/jobs/admin?page=1&pageSize=5&sort=postingDate&order=desc',
  );
  await user.type(screen.getByLabelText('Search by title, description, type, location or language'), 'job 2');
  await waitFor(() => expect(screen.queryByText('Job 3')).toBeNull());
  expect(String(fetchMock.mock.calls.at(-1)![0])).toContain('search=job+2');
  const toggle = screen.getByRole('switch', { name: /Job 2/ });
  expect(toggle.getAttribute('aria-checked')).toBe('true');
  await user.click(toggle);
  await waitFor(() =>
    expect(screen.getByRole('switch', { name: /Job 2/ }).getAttribute('aria-checked')).toBe('false'),
  );
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
});

it('edits the optional Turkish texts in their own group (labelled in Turkish for a Turkish admin) and sends them', async () => {
  signIn(true);
  const sent: Record<string, unknown>[] = [];
  const turkishJob = job('1', {
    titleTr: 'Eski başlık',
    descriptionTr: 'Eski açıklama',
    responsibilitiesTr: ['x', 'y'],
  });
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      sent.push(JSON.parse(String(init.body)));
      return json({ job: { ...turkishJob, ...sent.at(-1) } });
    }
    return new Response(JSON.stringify([turkishJob]), {
      headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' },
    });
  });
  const user = userEvent.setup();
  render(<JobsScreen lang="tr" messages={catalogues.tr} />);
  await screen.findByText('Job 1');
  await user.click(screen.getByRole('button', { name: 'Job 1 ilanını düzenle' }));
  const group = await screen.findByRole('group', { name: 'Türkçe metinler (isteğe bağlı)' });
  const title = screen.getByLabelText('Türkçe ilan başlığı') as HTMLInputElement;
  expect(group.contains(title)).toBe(true);
  expect(title.value).toBe('Eski başlık');
  expect((screen.getByLabelText('Türkçe temel sorumluluklar') as HTMLTextAreaElement).value).toBe('x\n\ny');
  expect(group.contains(screen.getByLabelText('Türkçe konum'))).toBe(true);
  // A Turkish text without the Turkish title is refused before anything is sent.
  await user.clear(title);
  await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
  expect(
    (
      await screen.findAllByText(
        'Türkçe başlığı ve açıklamayı da girin ya da Türkçe alanların hepsini boş bırakın.',
      )
    ).length,
  ).toBeGreaterThan(0);
  expect(sent).toHaveLength(0);
  await user.type(title, 'Ön Muhasebe Uzmanı');
  await user.type(screen.getByLabelText('Türkçe yan haklar'), 'Yemek kartı');
  await user.type(screen.getByLabelText('Türkçe konum'), 'İzmir, Türkiye');
  await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    titleTr: 'Ön Muhasebe Uzmanı',
    descriptionTr: 'Eski açıklama',
    responsibilitiesTr: ['x', 'y'],
    benefitsTr: ['Yemek kartı'],
    operatingHoursTr: null,
    locationTr: 'İzmir, Türkiye',
  });
});
