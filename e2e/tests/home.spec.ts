import { expect, test } from '@playwright/test';

test('the English home page opens in English', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/.+/);
});

test('the Turkish home page opens in Turkish', async ({ page }) => {
  const res = await page.goto('/tr/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const res = await page.goto('/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('The requested page could not be found.')).toBeVisible();
});

test('the API answers on the same origin', async ({ request }) => {
  const res = await request.get('/api/v1/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
});
