// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PricingCards from './PricingCards';
import type { Plan } from '@crestline/contracts/content';
import { pricingCards, type PricingLabels } from '../../lib/form-labels';
import type { Content } from '../../lib/content';
import { readRegion, readStoredPlan, storePlanFromAddress } from './stored-plan';

const labels: PricingLabels = {
  regionLabel: 'Region',
  regions: { US: 'United States', AU: 'Australia', CAN: 'Canada', TR: 'Türkiye' },
  talents: 'Talents',
  months: 'Months',
  increase: 'Increase',
  decrease: 'Decrease',
  perHour: 'per talent per hour',
  dutiesHeading: 'Duties',
  getStarted: 'Get Started',
};

// The catalogue entry, and the card the page builds from it (prices written out per region at build time).
const plan: Plan = {
  key: 'sr_technical',
  name: 'Senior Technical',
  description: 'Senior technical talent',
  duties: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
  note: '40 hours a week',
  order: 5,
  prices: { general: 13, US: 8.5, AU: 14.74, CAN: 13.14, TR: 385.63 },
};
const page = { planNote: 'Plan note', receptionistNote: '24/7' } as Content<'pricing-page'>;
const card = pricingCards([plan], page, 'en')[0]!;

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The address the pricing form goes to when `button` is pressed (what the browser would submit). */
let sent: string | null = null;
function submitted(): string {
  if (sent === null) throw new Error('the form was not submitted');
  return sent;
}
document.addEventListener('submit', (event) => {
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  const data = new FormData(form, (event as SubmitEvent).submitter);
  sent = `${form.getAttribute('action')}?${new URLSearchParams(data as unknown as Record<string, string>).toString()}`;
});

/** Arrives on /getstarted with the submitted address: the plan is stored from it. */
function arrive(): void {
  const [path, query] = submitted().split('?');
  window.history.pushState({}, '', `${path}?${query}`);
  storePlanFromAddress([plan]);
}

function renderCards() {
  sent = null;
  return render(<PricingCards plans={[card]} labels={labels} getStartedHref="/getstarted/" />);
}

describe('pricing cards', () => {
  it('shows the US hourly price, the first seven duties and counters at 1', () => {
    renderCards();
    const card = screen.getByRole('article', { name: 'Senior Technical' });
    expect(within(card).getByText('$8.50')).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(7);
    expect((within(card).getByLabelText('Talents') as HTMLInputElement).value).toBe('1');
    expect((within(card).getByLabelText('Months') as HTMLInputElement).value).toBe('1');
  });

  it('stores the plan with the counters and goes to get started', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(screen.getByRole('button', { name: 'Increase: Talents' }));
    await user.click(screen.getByRole('button', { name: 'Increase: Talents' }));
    await user.click(screen.getByRole('button', { name: 'Increase: Months' }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(submitted()).toBe(
      '/getstarted/?region=US&talents.sr_technical=3&months.sr_technical=2&plan=sr_technical',
    );
    arrive();
    expect(JSON.parse(localStorage.getItem('subscription') as string)).toEqual({
      role: 'sr_technical',
      amount: 2550,
      showAmount: 5100,
      noOfRoles: 3,
      noOfMonths: 2,
      billingCycle: 'hourly',
      description: 'Senior technical talent',
      currency: 'USD',
      region: 'US',
    });
    expect(readStoredPlan()?.role).toBe('sr_technical');
  });

  it('never lets a counter go below 1', async () => {
    const user = userEvent.setup();
    renderCards();
    const decrease = screen.getByRole('button', { name: 'Decrease: Talents' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    const input = screen.getByLabelText('Talents');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('1');
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    arrive();
    expect(readStoredPlan()).toMatchObject({ noOfRoles: 12, amount: 10200 });
  });

  it('prices in the stored region and remembers a new region', async () => {
    localStorage.setItem('subscription', JSON.stringify({ region: 'AU' }));
    const user = userEvent.setup();
    renderCards();
    expect(await screen.findByText('A$14.74')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Region'), 'TR');
    expect(screen.getByText('TRY 385.63')).toBeTruthy();
    expect(readRegion()).toBe('TR');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    arrive();
    expect(readStoredPlan()).toMatchObject({
      currency: 'TRY',
      region: 'TR',
      amount: 38563,
      showAmount: 38563,
    });
  });

  it("writes every region's price at build time, in the page's language", () => {
    const text = (value: string) => value.replace(/\s/g, ' '); // Intl puts a no-break space after TRY
    expect(Object.values(card.hourly).map(text)).toEqual(['$8.50', 'A$14.74', 'CA$13.14', 'TRY 385.63']);
    const turkish = pricingCards([plan], page, 'tr')[0]!;
    expect(turkish.hourly.US).toBe('$8,50');
    expect(turkish.hourly.TR).toBe('₺385,63');
  });

  it('falls back to US for an unknown stored region', () => {
    localStorage.setItem('subscription', JSON.stringify({ region: 'XX' }));
    expect(readRegion()).toBe('US');
  });
});
