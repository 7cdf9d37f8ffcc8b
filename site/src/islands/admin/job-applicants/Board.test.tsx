// @vitest-environment jsdom
// The pipeline board of /job/{id}/applicants: a column per status with its count, the choice of view kept
// per admin, a card moved with the keyboard (Space, arrows, Space) saved through the table's PATCH, and a
// failed save putting the card back with the table's alert. jsdom lays nothing out, so each column and card
// is given a place on a row of 300-pixel columns, as a browser would.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { APPLICANT_STATUSES } from '@crestline/contracts/enums';
import { catalogues } from '@crestline/contracts/locales';
import JobApplicantsScreen from './Screen';
import { applicant, json, signInOnJobPage } from '../../../../test/applicant-fixtures';

const applicants = [
  applicant,
  { ...applicant, _id: 'a2', firstName: 'Grace', lastName: 'Hopper', remarks: 'Strong on the phone' },
  { ...applicant, _id: 'a3', firstName: 'Alan', lastName: 'Turing', status: 'Interview' },
];

let patchAnswer: () => Response;
let fetchMock: ReturnType<typeof vi.fn>;
const realRect = Element.prototype.getBoundingClientRect;
beforeEach(() => {
  signInOnJobPage();
  fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'PATCH' ? patchAnswer() : json({ _id: 'j1', title: 'Agent', applicantIds: applicants }),
  );
  vi.stubGlobal('fetch', fetchMock);
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const column = this.closest<HTMLElement>('[data-status]');
    const index = APPLICANT_STATUSES.indexOf(column?.dataset.status as (typeof APPLICANT_STATUSES)[number]);
    if (index < 0) return realRect.call(this);
    const isCard = this.classList.contains('board-card');
    const left = index * 300 + (isCard ? 10 : 0);
    const [top, width, height] = isCard ? [60, 260, 120] : [0, 280, 600];
    return DOMRect.fromRect({ x: left, y: top, width, height });
  };
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  Element.prototype.getBoundingClientRect = realRect;
  window.history.pushState({}, '', '/');
});

const patches = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const columnOf = (status: string) => document.querySelector<HTMLElement>(`section[data-status="${status}"]`)!;

async function openBoard() {
  const user = userEvent.setup();
  render(<JobApplicantsScreen lang="en" messages={catalogues.en} />);
  await user.click(await screen.findByRole('button', { name: 'Board' }));
  await screen.findByRole('region', { name: 'Applicants by status' });
  return user;
}

/** One key pressed on the focused element; dnd-kit listens for the next keys from the following tick on. */
async function press(code: string) {
  await act(async () => {
    fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code === 'Space' ? ' ' : code });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Picks a card up with Space on its grip, moves it `steps` columns to the right, drops it with Space. */
async function moveRight(name: string, steps: number) {
  screen.getByRole('button', { name: `Move ${name}` }).focus();
  await press('Space');
  for (let i = 0; i < steps; i++) await press('ArrowRight');
  await press('Space');
}

it('shows a column per status, in order, with its count, and remembers the view for this admin', async () => {
  await openBoard();
  const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(headings).toEqual([
    'Received 2 applicants',
    'Reviewing 0 applicants',
    'Interview 1 applicant',
    'Offer 0 applicants',
    'Hired 0 applicants',
    'Rejected 0 applicants',
  ]);
  expect(within(columnOf('Received')).getByRole('link', { name: 'Grace Hopper' })).toBeTruthy();
  expect(within(columnOf('Received')).getByText('Strong on the phone')).toBeTruthy();
  expect(within(columnOf('Interview')).getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe(
    '/applicantDetails/a3',
  );
  expect(within(columnOf('Offer')).getByText('No applicants with this status.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Board' }).getAttribute('aria-pressed')).toBe('true');

  // The choice is this admin's: kept for them, not for another admin on the same browser.
  cleanup();
  render(<JobApplicantsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByRole('region', { name: 'Applicants by status' })).toBeTruthy();
  cleanup();
  localStorage.setItem(
    'user',
    JSON.stringify({ token: 't', id: 'other', isAdmin: true, name: 'B', email: 'b@x.example' }),
  );
  render(<JobApplicantsScreen lang="en" messages={catalogues.en} />);
  expect(await screen.findByRole('table')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Applicants by status' })).toBeNull();
});

it('moves a card with the keyboard and saves the status through the table’s call', async () => {
  patchAnswer = () => json({ applicant: { ...applicant, status: 'Interview' } });
  await openBoard();
  await moveRight('Ada Lovelace', 2);
  expect(await screen.findByText('Changes saved successfully.')).toBeTruthy();
  expect(patches()).toHaveLength(1);
  expect(String(patches()[0]?.[0])).toMatch(/\/applicants\/a1$/);
  expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ status: 'Interview' });
  expect(within(columnOf('Interview')).getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(within(columnOf('Received')).queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
  expect(columnOf('Interview').querySelector('h3')?.textContent).toBe('Interview 2 applicants');
  // Screen readers heard where it went, in the page's language.
  expect(document.body.textContent).toContain('Ada Lovelace was moved to Interview. Saving the status.');
});

it('puts the card back and shows the table’s alert when the save fails', async () => {
  patchAnswer = () =>
    json({ error: 'Applicant not found.', message: 'Applicant not found.', code: 'NOT_FOUND' }, 404);
  await openBoard();
  await moveRight('Ada Lovelace', 1);
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Failed to update applicant: 404 Not Found — Applicant not found.',
  );
  expect(patches()).toHaveLength(1);
  expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ status: 'Reviewing' });
  expect(within(columnOf('Received')).getByRole('link', { name: 'Ada Lovelace' })).toBeTruthy();
  expect(within(columnOf('Reviewing')).queryByRole('link', { name: 'Ada Lovelace' })).toBeNull();
});

it('announces moves in Turkish on the Turkish page', async () => {
  const user = userEvent.setup();
  render(<JobApplicantsScreen lang="tr" messages={catalogues.tr} />);
  await user.click(await screen.findByRole('button', { name: 'Pano' }));
  expect(screen.getByRole('heading', { name: 'Alındı 2 aday' })).toBeTruthy();
  const grip = screen.getByRole('button', { name: 'Ada Lovelace adlı adayı taşı' });
  expect(document.getElementById(grip.getAttribute('aria-describedby')!)?.textContent).toContain(
    'Bir adayı almak için Boşluk veya Enter tuşuna basın.',
  );
  grip.focus();
  await press('Space');
  await press('ArrowRight');
  await press('Escape');
  expect(document.body.textContent).toContain('Ada Lovelace taşınmadı.');
  expect(patches()).toHaveLength(0);
});

it('selects cards with their boxes (mouse and keyboard) for the bulk status change, and keeps them in the table', async () => {
  const user = await openBoard();
  const grace = within(columnOf('Received')).getByRole('checkbox', { name: 'Select Grace Hopper' });
  await user.click(grace);
  expect(screen.getByText('1 applicant selected')).toBeTruthy();
  // Space on a focused box selects it and picks nothing up (the card's grip does that).
  const alan = within(columnOf('Interview')).getByRole('checkbox', { name: 'Select Alan Turing' });
  alan.focus();
  await user.keyboard(' ');
  expect(screen.getByText('2 applicants selected')).toBeTruthy();
  expect(patches()).toHaveLength(0);
  // The same selection in the table.
  await user.click(screen.getByRole('button', { name: 'Table' }));
  expect(await screen.findByRole('checkbox', { name: 'Select Grace Hopper' })).toHaveProperty(
    'checked',
    true,
  );
  expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toHaveProperty('checked', false);
});
