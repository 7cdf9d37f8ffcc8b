// The public header from the spec's 768 px breakpoint up: the desktop navigation (no menu button), every
// label on one line and nothing overflowing, at 768, 900, 1,024 and 1,366 px, for a visitor, a signed-in
// customer and an admin, in English and Turkish.
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';

const WIDTHS = [768, 900, 1024, 1366];
const CUSTOMER = {
  name: 'Hana Header',
  email: `header.${Date.now()}@e2e.example`,
  password: 'header-password-1',
};

async function sessionOf(request: APIRequestContext, who: 'visitor' | 'customer' | 'admin') {
  if (who === 'visitor') return null;
  if (who === 'customer') await request.post('/api/v1/users/register', { data: CUSTOMER });
  const account = who === 'admin' ? ADMIN : CUSTOMER;
  const res = await request.post('/api/v1/users/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/** Every visible top-level label of the header: its text, line count, and whether it sticks out. */
function measure(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.header-bar')!.getBoundingClientRect();
    const items = [
      ...document.querySelectorAll<HTMLElement>(
        '.site-header .brand, .site-header .nav-list > li > a, .site-header .nav-list > li > .menu-button, .site-header .nav-list > li > .logout-button',
      ),
    ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    const lines = (el: HTMLElement) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        // Text kept for screen readers only (clipped to nothing) is not a line anyone sees.
        const style = getComputedStyle(node.parentElement!);
        if (style.clipPath !== 'none' || (style.clip && style.clip !== 'auto')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(rect.top + rect.height / 2);
      }
      // Pieces of text whose middles lie within 8 px of each other share a line (a badge beside a word).
      const sorted = [...tops].sort((a, b) => a - b);
      return sorted.filter((top, i) => i === 0 || top - sorted[i - 1]! > 8).length;
    };
    return {
      toggleShown: getComputedStyle(document.querySelector('.nav-toggle')!).display !== 'none',
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      labels: items.map((el) => {
        const box = el.getBoundingClientRect();
        return {
          text: (el.textContent ?? '').trim().replace(/\s+/g, ' '),
          brand: el.classList.contains('brand'),
          lines: lines(el),
          outside: box.left < bar.left - 1 || box.right > bar.right + 1,
          top: Math.round(box.top + box.height / 2),
        };
      }),
    };
  });
}

for (const who of ['visitor', 'customer', 'admin'] as const) {
  for (const lang of ['en', 'tr'] as const) {
    test(`header fits from 768 px: ${who}, ${lang}`, async ({ page, request }) => {
      const user = await sessionOf(request, who);
      await page.goto(lang === 'tr' ? '/tr/' : '/');
      if (user) {
        await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
        await page.reload();
      }
      await expect(page.locator('html')).toHaveAttribute(
        'data-session',
        who === 'visitor' ? 'out' : who === 'customer' ? 'user' : 'admin',
      );
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const m = await measure(page);
        const at = `${who} ${lang} ${width}px`;
        expect(m.toggleShown, `${at}: the phone menu button`).toBe(false);
        expect(m.pageOverflow, `${at}: horizontal overflow`).toBeLessThanOrEqual(0);
        const labels = m.labels.map((l) => l.text);
        if (who === 'admin') expect(labels.join(' | '), at).toMatch(lang === 'en' ? /Admin/ : /Yönetim/);
        if (who !== 'visitor') expect(labels.join(' | '), at).toMatch(lang === 'en' ? /Logout/ : /Çıkış/);
        for (const label of m.labels) {
          // The brand shows its logo alone below 1,440 px (its name stays for screen readers).
          if (label.brand && label.lines === 0) continue;
          expect(label.lines, `${at}: "${label.text}" on one line`).toBe(1);
          expect(label.outside, `${at}: "${label.text}" inside the header`).toBe(false);
        }
        // One row: every label at the same height.
        const middles = m.labels.map((l) => l.top);
        expect(
          Math.max(...middles) - Math.min(...middles),
          `${at}: one row (${labels.join(' | ')})`,
        ).toBeLessThanOrEqual(4);
      }
      // Below the breakpoint the phone menu takes over.
      await page.setViewportSize({ width: 767, height: 900 });
      expect((await measure(page)).toggleShown).toBe(true);
    });
  }
}

test('the admin menus open and hold their links at 768 px (one "Admin" menu) and at 1,366 px', async ({
  page,
  request,
}) => {
  const user = await sessionOf(request, 'admin');
  await page.goto('/');
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
  await page.setViewportSize({ width: 768, height: 900 });
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Admin', exact: true }).click();
  await expect(
    nav.getByRole('group', { name: 'Page Admin' }).getByRole('link', { name: 'Job Applications' }),
  ).toBeVisible();
  await expect(
    nav.getByRole('group', { name: 'Transactions' }).getByRole('link', { name: 'Refunds' }),
  ).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
  await expect(nav.getByRole('button', { name: 'Admin', exact: true })).toBeHidden();
  await nav.getByRole('button', { name: 'Transactions' }).click();
  await expect(nav.getByRole('link', { name: 'Refunds' })).toBeVisible();
});
