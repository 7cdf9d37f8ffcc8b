// Site journeys (issue 4): the language switch and the stored language, the plan picked on /pricing
// carried through get started and the disclaimer, the plan-gated pages, the payment pages' chrome, the
// services menu by keyboard, the scroll targets (/aboutteam, the role page's hire-today button), and photos
// arriving as AVIF at the screen's width.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/journey';
import {
  DEFAULT_PLAN_PRICES,
  formatMoney,
  monthlyChargeFor,
  planPrice,
  hourlyRateQuote,
} from '@crestline/contracts/pricing-core';

/** The plans the site is built from (content-seeds, as the journeys' build has no CMS). */
interface SeedPlan {
  key: keyof typeof DEFAULT_PLAN_PRICES;
  name: string;
  description: string;
  prices: { general: number; US: number; AU: number; CAN: number; TR: number };
}
const seedPlans = JSON.parse(
  readFileSync(new URL('../../content-seeds/plans/en.json', import.meta.url), 'utf8'),
) as SeedPlan[];

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const storedJson = async (page: Page, key: string) =>
  JSON.parse((await stored(page, key)) ?? 'null') as unknown;

/** Waits until React has hydrated the island around `inside`. */
async function hydrated(inside: Locator) {
  await inside.scrollIntoViewIfNeeded();
  await expect(inside.locator('xpath=ancestor-or-self::astro-island[1]')).not.toHaveAttribute('ssr');
}

/** Top of an element relative to the viewport, once smooth scrolling has settled there. */
async function expectScrolledTo(page: Page, id: string) {
  await expect
    .poll(
      () => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id),
      {
        message: `#${id} at the top of the viewport (below the sticky header)`,
      },
    )
    .toBeLessThan(160);
  const top = await page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
  expect(top).toBeGreaterThanOrEqual(-2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Ana menü)$/ });

// ---------------------------------------------------------------------------------------------------
// Language

test('the navbar switch moves to the Turkish page, remembers the choice and stays Turkish on reload', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stored(page, 'language')).toBeNull();

  await mainNav(page).getByRole('link', { name: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/tr\/pricing\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  expect(await stored(page, 'language')).toBe('tr');

  await page.reload();
  await expect(page).toHaveURL(/\/tr\/pricing\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  // An English address now leads to its Turkish page.
  await page.goto('/about');
  await expect(page).toHaveURL(/\/tr\/about\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  // And back: the switch stores English and English pages stay English.
  await mainNav(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about\/$/);
  await expect(page).not.toHaveURL(/\/tr\//);
  expect(await stored(page, 'language')).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('arriving at / with Turkish stored goes to /tr/ without painting the English page', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('language', 'tr');
      sessionStorage.setItem('seeded', '1');
    }
    // Each document notes, as it is left or when it paints content, whether it ever painted.
    const note = () => {
      const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
      const log = JSON.parse(sessionStorage.getItem('paints') ?? '{}') as Record<string, boolean>;
      log[location.pathname] = (log[location.pathname] ?? false) || painted;
      sessionStorage.setItem('paints', JSON.stringify(log));
    };
    addEventListener('pagehide', note);
    new PerformanceObserver(note).observe({ type: 'paint', buffered: true });
  });
  const documents: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'document') documents.push(new URL(res.url()).pathname);
  });

  await page.goto('/');
  await expect(page).toHaveURL(/\/tr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toEqual(['/', '/tr/']);
  await expect
    .poll(async () => JSON.parse((await page.evaluate(() => sessionStorage.getItem('paints'))) ?? '{}'))
    .toEqual({ '/': false, '/tr/': true });
});

test('a stored language other than en or tr counts as English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await page.goto('/tr/');
  await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pricing\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

// ---------------------------------------------------------------------------------------------------
// Plan selection and the purchase flow

test('a plan picked on /pricing is stored and carried through get started to the disclaimer', async ({
  page,
}) => {
  const plan = seedPlans.find((p) => p.key === 'sr_technical')!;
  await page.goto('/pricing');
  const region = page.getByLabel('Your region');
  await hydrated(region);
  const card = page.getByRole('article', { name: plan.name, exact: true });

  // US prices first; another region reprices every card and is remembered at once.
  await expect(card.locator('.plan-price strong')).toHaveText(formatMoney(850, 'USD', 'en'));
  await region.selectOption('AU');
  await expect(card.locator('.plan-price strong')).toHaveText('A$14.74');
  expect(await storedJson(page, 'subscription')).toEqual({ region: 'AU' });

  // Counters start at 1, never go below 1, and take typed numbers.
  const talents = card.getByRole('spinbutton', { name: 'Talents' });
  const months = card.getByRole('spinbutton', { name: 'Months' });
  await expect(talents).toHaveValue('1');
  await expect(months).toHaveValue('1');
  await expect(card.getByRole('button', { name: 'Decrease: Talents' })).toBeDisabled();
  for (let i = 0; i < 3; i++) await card.getByRole('button', { name: 'Increase: Talents' }).click();
  await card.getByRole('button', { name: 'Decrease: Talents' }).click();
  await expect(talents).toHaveValue('3');
  await months.fill('2');
  await months.blur();
  await expect(months).toHaveValue('2');

  await card.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/getstarted\/$/);

  const quote = hourlyRateQuote({ prices: plan.prices }, { region: 'AU', roles: 3, months: 2 });
  // The site's catalogue is the spec's price list.
  expect(quote).toEqual(
    hourlyRateQuote({ prices: DEFAULT_PLAN_PRICES.sr_technical }, { region: 'AU', roles: 3, months: 2 }),
  );
  expect(quote).toMatchObject({ unitAmount: 1474, amount: 4422, showAmount: 8844, currency: 'AUD' });
  expect(planPrice({ hourly: plan.prices.AU, roles: 3, months: 2 })).toEqual({
    amount: 4422,
    showAmount: 8844,
  });
  const expected = {
    role: 'sr_technical',
    amount: quote.amount,
    showAmount: quote.showAmount,
    noOfRoles: 3,
    noOfMonths: 2,
    billingCycle: 'hourly',
    description: plan.description,
    currency: 'AUD',
    region: 'AU',
  };
  expect(await storedJson(page, 'subscription')).toEqual(expected);

  // Get started sums the plan up and its checkout block goes on to the disclaimer.
  const checkout = page.locator('.checkout-card');
  await hydrated(checkout);
  await expect(checkout.getByRole('definition')).toHaveText([
    plan.name,
    '3',
    '2',
    formatMoney(1474, 'AUD', 'en'),
    // The billing rule: A$14.74 an hour is A$2,554.93 per talent a month; 3 talents, 2 months.
    formatMoney(monthlyChargeFor(1474), 'AUD', 'en'),
    formatMoney(monthlyChargeFor(1474) * 3, 'AUD', 'en'),
    formatMoney(monthlyChargeFor(1474) * 3 * 2, 'AUD', 'en'),
  ]);
  await checkout.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/purchasedisclaimer\/$/);
  expect(await storedJson(page, 'subscription')).toEqual(expected);

  // The disclaimer must be accepted; logged out, the button asks for a login and opens the panel.
  const proceed = page.getByRole('button', {
    name: 'User login is required. Please login or create an account proceed.',
  });
  await hydrated(proceed);
  await expect(proceed).toBeDisabled();
  const accept = page.getByLabel('I have read and accept the terms above.');
  await accept.check();
  await expect(proceed).toBeEnabled();
  await accept.uncheck();
  await expect(proceed).toBeDisabled();
  await accept.check();
  await proceed.click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/purchasedisclaimer\/$/);
});

test('a logged-in visitor proceeds from the disclaimer to /payment', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'subscription',
      JSON.stringify({
        role: 'jr_technical',
        amount: 650,
        showAmount: 650,
        noOfRoles: 1,
        noOfMonths: 1,
        billingCycle: 'hourly',
        description: 'Junior technical talent',
        currency: 'USD',
        region: 'US',
      }),
    );
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', name: 'Pat Payer', email: 'pat@e2e.test', isAdmin: false, token: 't' }),
    );
    localStorage.setItem('token', 't');
  });
  // The checkout call is held: this journey stops at /payment (the purchase has its own journeys).
  await page.route('**/api/v1/stripe/createSubscribe', () => undefined);
  await page.goto('/purchasedisclaimer');
  const proceed = page.getByRole('button', { name: 'Proceed to payment' });
  await hydrated(proceed);
  await expect(proceed).toBeDisabled();
  await page.getByLabel('I have read and accept the terms above.').check();
  await proceed.click();
  await expect(page).toHaveURL(/\/payment\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preparing your payment' })).toBeVisible();
});

test('/getstarted and /purchasedisclaimer without a plan land on / and leave no history entry', async ({
  page,
}) => {
  for (const gated of ['/getstarted', '/purchasedisclaimer']) {
    await page.goto('/about');
    await page.goto(gated);
    await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goBack();
    await expect(page, `${gated} replaced in the history`).toHaveURL(/\/about\/?$/);
  }
  // A region alone is no plan.
  await page.evaluate(() => localStorage.setItem('subscription', JSON.stringify({ region: 'CAN' })));
  await page.goto('/tr/getstarted');
  await expect(page).toHaveURL(/\/tr\/$/);
});

test('/payment without a plan shows the preparing page, then goes home after about 500 ms', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/payment'))
      sessionStorage.setItem('paymentStart', String(performance.timeOrigin));
  });
  // The page leaves after 500 ms: look at it as soon as it is there, not after its scripts have loaded.
  await page.goto('/payment', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Preparing your payment' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  const waited = await page.evaluate(
    () => performance.timeOrigin - Number(sessionStorage.getItem('paymentStart')),
  );
  expect(waited).toBeGreaterThanOrEqual(500);
  expect(waited).toBeLessThan(5000);
  await page.goBack(); // replaced: back leads before /payment
  await expect(page).not.toHaveURL(/\/payment\/?$/);
});

test('the navbar and footer are hidden on the payment pages and checkout', async ({ page }) => {
  // Signed in with a plan, /payment stays while its checkout call is held.
  await page.route('**/api/v1/stripe/createSubscribe', () => undefined);
  await page.addInitScript(() =>
    localStorage.setItem(
      'user',
      JSON.stringify({ id: 'u1', name: 'Pat Payer', email: 'pat@e2e.test', isAdmin: false, token: 't' }),
    ),
  );
  await page.addInitScript(() =>
    localStorage.setItem(
      'subscription',
      JSON.stringify({
        role: 'jr_technical',
        amount: 650,
        showAmount: 650,
        noOfRoles: 1,
        noOfMonths: 1,
        billingCycle: 'hourly',
        description: 'Junior technical talent',
        currency: 'USD',
        region: 'US',
      }),
    ),
  );
  await page.goto('/pricing');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const pages = [
    { path: '/payment', heading: 'Preparing your payment' },
    { path: '/checkout', heading: 'Secure checkout' },
    { path: '/payment-success', heading: 'Thank you for your purchase!' },
    { path: '/payment-failure', heading: 'Payment not completed' },
  ];
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
    await expect(page.getByRole('banner'), `${p.path} navbar`).toHaveCount(0);
    await expect(mainNav(page), `${p.path} navbar`).toHaveCount(0);
    await expect(page.getByRole('contentinfo'), `${p.path} footer`).toHaveCount(0);
  }
  // The failure page offers a retry and the way home; success the way home and the e-mail note.
  await expect(page.getByRole('link', { name: 'Retry payment' })).toHaveAttribute('href', /\/payment\/?$/);
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
  await page.goto('/payment-success');
  await expect(page.getByText('An email confirmation will arrive in your inbox shortly.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

// ---------------------------------------------------------------------------------------------------
// Navigation

test('the services mega-menu opens with Enter, Space and the arrow key, and Escape closes it', async ({
  page,
}) => {
  await page.goto('/about');
  const services = mainNav(page).getByRole('button', { name: 'Services' });
  const panel = page.locator('#menu-services');
  const firstRole = panel.getByRole('link').first();
  await expect(panel).toBeHidden();

  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(services).toBeFocused();

  await page.keyboard.press('Space');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab'); // into the menu
  await expect(firstRole).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(services).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await expect(firstRole).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(firstRole).toBeFocused();

  // Enter on a role follows it to the role page's content.
  const href = await firstRole.getAttribute('href');
  expect(href).toMatch(/^\/services\/[a-z_]+\/#toScroll$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/#]/g, '\\$&')}$`));
  await expectScrolledTo(page, 'toScroll');
});

test('the services menu opens on hover on a desktop', async ({ page }) => {
  await page.goto('/about');
  const panel = page.locator('#menu-services');
  await mainNav(page).getByRole('button', { name: 'Services' }).hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(panel).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu button and the services menu open by tapping', async ({ page }) => {
    await page.goto('/about');
    const nav = mainNav(page);
    const panel = page.locator('#menu-services');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Services' }).tap();
    await expect(panel).toBeVisible();
    await panel.getByRole('link').first().tap();
    await expect(page).toHaveURL(/\/services\/[a-z_]+\/#toScroll$/);
    await expectScrolledTo(page, 'toScroll');
  });
});

test('/aboutteam arrives scrolled to the team section; other pages start at the top', async ({ page }) => {
  await page.goto('/aboutteam');
  await expectScrolledTo(page, 'team');
  await expect(page.getByRole('heading', { level: 2, name: 'The team behind the team' })).toBeInViewport();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("the role page's hire-today button goes to the home page's pricing section", async ({ page }) => {
  await page.goto('/services/virtual_assistants');
  const hire = page.getByRole('link', { name: 'See plans and pricing' }).first();
  await expect(hire).toHaveAttribute('href', '/#pricingItem');
  await hire.click();
  await expect(page).toHaveURL(/^[^?#]*:\/\/[^/]+\/#pricingItem$/);
  await expectScrolledTo(page, 'pricingItem');
  await expect(page.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' })).toBeInViewport();

  // The why-choose call to action goes there as well, from the Turkish role page to the Turkish home.
  await page.goto('/tr/services/virtual_assistants');
  const cta = page.locator('.section-navy').getByRole('link').last();
  await expect(cta).toHaveAttribute('href', '/tr/#pricingItem');
  await cta.click();
  await expect(page).toHaveURL(/\/tr\/#pricingItem$/);
  await expectScrolledTo(page, 'pricingItem');
});

/** The address of a picture's AVIF source at one width (its srcset's "… 480w" entry). */
const avifAt = (picture: Locator, width: number) =>
  picture.evaluate((img: HTMLImageElement, w: number) => {
    const srcset =
      img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '';
    const entry = srcset.split(', ').find((candidate) => candidate.endsWith(` ${w}w`)) ?? '';
    return new URL(entry.split(' ')[0] ?? '', location.href).href;
  }, width);

test('a photo arrives as AVIF at a width for the screen, the hero’s with the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // The team builder's hero photo: loaded with the page, the AVIF for a phone's width, not the original.
  await page.goto('/tr/teambuilder');
  const hero = page.locator('.hero-media img');
  await expect(hero).toHaveAttribute('loading', 'eager');
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(await avifAt(hero, 480));

  // The role page's photo further down (lazy): the 480-pixel AVIF once the visitor scrolls to it.
  await page.goto('/services/bookkeepers');
  const photo = page.getByRole('img', { name: 'A new team member ready to start work' });
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(await avifAt(photo, 480));
  await expect(photo).toHaveAttribute('width', '1440');
  await expect(photo).toHaveAttribute('height', '960');
});
