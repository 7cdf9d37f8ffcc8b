// Editors in the real Strapi admin panel (Chromium): a price changed and published is on both pricing pages
// and charged at the checkout at the same moment; a role's responsibilities are added, reordered and removed
// as a list in both languages; a Turkish draft is previewed in the panel while the public page stays as it
// was; and the CMS's content API answers nothing without the read token. The editor comes from
// `npm run cms:editor` (after the first administrator, `npm run cms:admin`).
import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { monthlyChargeFor, toMinorUnits } from '@crestline/contracts';
import { cmsEnabled, cmsToken, cmsURL, createEditor } from '../fixtures/cms';
import { editor, logIn, openEntry, picture, publish, save, switchLocale } from '../fixtures/strapi-admin';

test.skip(!cmsEnabled, 'the journeys run without the CMS (E2E_CMS=0 or E2E_BASE_URL)');
test.use({ viewport: { width: 1200, height: 760 } });

/** A page's HTML with the entities Astro writes decoded. */
const html = async (url: string) =>
  (await (await fetch(url, { headers: { accept: 'text/html' } })).text())
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** A text as a regular expression that matches it literally ("Sanal Resepsiyonist (7/24 …)"). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The price a pricing page's card shows for a plan (US, the page's default region). */
const cardPrice = async (url: string, planName: string) =>
  new RegExp(`plan-name">${literally(planName)}</h2><p class="plan-price"><strong>([^<]+)</strong>`).exec(
    await html(url),
  )?.[1];

/** The CMS's published content, read with the site's read token. */
const published = async (path: string) => {
  const res = await fetch(`${cmsURL}${path}`, { headers: { authorization: `Bearer ${cmsToken}` } });
  return ((await res.json()) as { data: Record<string, unknown>[] }).data[0]!;
};

let apiPort = 0;
test.beforeAll(async ({ baseURL }) => {
  apiPort = Number(new URL(baseURL!).port || 80);
  expect(await createEditor(apiPort, editor.email, editor.password)).toMatch(/(Created|Updated) editor/);
});

test('a price published in the admin is on both pricing pages and at the checkout from the same moment', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = baseURL!;
  const plan = await published('/api/plans?locale=tr&filters[key][$eq]=call_receptionist');
  const names = { en: 'Call Receptionist', tr: plan.name as string };
  const buyer = await requests.newContext({ baseURL: site });
  const account = { email: `prices.${Date.now()}@e2e.example`, password: 'price-watcher-1' };
  await buyer.post('/api/v1/users/register', { data: { name: 'Price Watcher', ...account } });
  const signedIn = await buyer.post('/api/v1/users/login', { data: account });
  const { token } = (await signedIn.json()) as { token: string };
  let attempt = 0;
  /** What a new checkout for the plan charges one talent in the US for a month, in cents. */
  const charged = async (api: APIRequestContext) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'idempotency-key': `price-journey-${Date.now()}-${++attempt}`,
    };
    const res = await api.post('/api/v1/stripe/createSubscribe', {
      headers,
      data: { role: 'call_receptionist', region: 'US', noOfRoles: 1, noOfMonths: 1, billingCycle: 'hourly' },
    });
    const session = new URL(((await res.json()) as { url: string }).url, site).searchParams.get('session');
    const demo = await api.get(`/api/v1/checkout/demo/${session}`, { headers });
    return ((await demo.json()) as { session: { unitMonthlyAmount: number } }).session.unitMonthlyAmount;
  };

  await logIn(page);
  await picture(page, 'cms-1-home');
  await page.goto(`${cmsURL}/admin/content-manager/collection-types/api::plan.plan?plugins[i18n][locale]=en`);
  await expect(page.getByRole('link', { name: names.en })).toBeVisible();
  await picture(page, 'cms-2-plans');
  await openEntry(page, 'api::plan.plan', 'en', names.en);
  const usPrice = page.getByLabel('United States (USD per hour)');
  const original = await usPrice.inputValue();

  for (const price of ['3.77', original]) {
    await usPrice.fill(price);
    if (price !== original) {
      await page
        .getByLabel('Türkiye (TRY per hour)')
        .evaluate((input) => input.scrollIntoView({ block: 'center' }));
      await picture(page, 'cms-3-plan-prices');
    }
    await save(page);
    await publish(page);
    // From the moment /pricing shows the price, /tr/pricing shows it too and a checkout charges it.
    const shown = `$${Number(price).toFixed(2)}`;
    await expect
      .poll(() => cardPrice(`${site}/pricing/`, names.en), { timeout: 120_000, intervals: [200] })
      .toBe(shown);
    const [turkish, cents] = await Promise.all([cardPrice(`${site}/tr/pricing/`, names.tr), charged(buyer)]);
    expect(turkish).toBe(shown.replace('.', ','));
    expect(cents).toBe(monthlyChargeFor(toMinorUnits(price)));
  }
  // Nobody edited the Turkish plan: it is still published as it was, not "Modified".
  await switchLocale(page, 'Turkish (tr)');
  await expect(page.getByRole('heading', { name: names.tr, level: 1 })).toBeVisible();
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Modified', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('United States (USD per hour)')).toHaveValue(original);
  await buyer.dispose();
});

test('an editor adds, reorders and removes a role’s responsibilities as a list, in English and Turkish', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = baseURL!;
  const before = await published('/api/roles?locale=en&filters[slug][$eq]=bookkeepers');
  const items = (before.responsibilities as { value: string }[]).map((item) => item.value);
  const added = `Prepare a monthly cash forecast (${Date.now()})`;
  const addedTr = `Aylık nakit tahmini hazırlamak (${Date.now()})`;

  await logIn(page);
  await openEntry(page, 'api::role.role', 'en', 'Bookkeepers');
  await expect(page.getByText(`Responsibilities (${items.length})`)).toBeVisible();
  // Add an entry at the end of the list, then move it to the top with the drag handle's keyboard.
  await page.getByRole('button', { name: 'Add an entry' }).first().click();
  await page.getByLabel('Item').last().fill(added);
  const handle = page.getByRole('button', { name: 'Drag' }).nth(items.length);
  await handle.focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < items.length; i++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Drag' }).first()).toBeVisible();
  await picture(page, 'cms-4-list');
  // Remove the second of the original entries (now third).
  await page.getByRole('button', { name: 'Delete' }).nth(2).click();
  await expect(page.getByText(`Responsibilities (${items.length})`)).toBeVisible();
  await save(page);
  await publish(page);

  await switchLocale(page, 'Turkish (tr)');
  await picture(page, 'cms-5-turkish');
  await page.getByRole('button', { name: 'Add an entry' }).first().click();
  await page.getByLabel('Item').last().fill(addedTr);
  await save(page);
  await publish(page);

  const english = `${site}/services/bookkeepers/`;
  await expect.poll(async () => (await html(english)).includes(added), { timeout: 120_000 }).toBe(true);
  const page1 = await html(english);
  expect(page1.indexOf(added)).toBeLessThan(page1.indexOf(items[0]!));
  expect(page1).not.toContain(items[1]!);
  await expect
    .poll(async () => (await html(`${site}/tr/services/bookkeepers/`)).includes(addedTr), {
      timeout: 120_000,
    })
    .toBe(true);
});

test('an editor previews a Turkish draft in the panel; the public page and the content API show nothing of it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const site = baseURL!;
  const role = await published('/api/roles?locale=tr&filters[slug][$eq]=accountants');
  const draft = `Taslak metin, henüz yayımlanmadı (${Date.now()}).`;

  await logIn(page);
  await openEntry(page, 'api::role.role', 'tr', role.name as string);
  // The job description is Markdown, edited in the panel's rich-text editor (a contenteditable, not a
  // labelled field): replace its text as an editor would, select all and type.
  const editor = page
    .locator('[contenteditable="true"]')
    .filter({ hasText: (role.jobDesc as string).slice(0, 24) });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(draft);
  const savedAt = Date.now();
  await save(page);
  await page
    .getByRole('link', { name: 'Open preview' })
    .or(page.getByRole('button', { name: 'Open preview' }))
    .first()
    .click();
  const panel = page.frameLocator('iframe[data-testid="preview-iframe"]');
  await expect(panel.getByText(draft)).toBeVisible({ timeout: 15_000 });
  await expect(panel.locator('html')).toHaveAttribute('lang', 'tr');
  test.info().annotations.push({ type: 'save → preview', description: `${Date.now() - savedAt} ms` });
  await panel.getByText(draft).evaluate((text) => text.scrollIntoView({ block: 'center' }));
  await picture(page, 'cms-6-preview');

  // The public page keeps the published text, and the draft is not readable without the token.
  const live = await html(`${site}/tr/services/accountants/`);
  expect(live).not.toContain(draft);
  expect(live).toContain(role.jobDesc as string);
  for (const query of ['/api/roles?locale=tr&status=draft', '/api/roles?status=draft', '/api/roles']) {
    const res = await fetch(`${cmsURL}${query}`);
    expect([401, 403]).toContain(res.status);
    expect(JSON.stringify(await res.json())).not.toContain(draft);
  }
  // The preview link is the panel's alone: private, unindexed, and it expires.
  const src = await page.locator('iframe[data-testid="preview-iframe"]').getAttribute('src');
  const preview = await fetch(src!);
  expect(preview.headers.get('x-robots-tag')).toContain('noindex');
  expect(preview.headers.get('cache-control')).toBe('private, no-store');
  expect((await fetch(src!.replace(/\.[^.]+$/, '.forged'))).status).toBe(403);
});

test('the admin panel speaks Turkish to an editor who chooses it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto(`${cmsURL}/admin/me`);
  await page.getByRole('combobox', { name: /Interface language/ }).click();
  await page.getByRole('option', { name: /Türkçe/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: /Profil|Profile/ }).first()).toBeVisible();
  await page.goto(`${cmsURL}/admin/content-manager/collection-types/api::plan.plan?plugins[i18n][locale]=tr`);
  await expect(page.getByText('Koleksiyon Tipleri').first()).toBeVisible();
  await expect(page.getByText('7 girdi bulundu')).toBeVisible({ timeout: 30_000 });
  await picture(page, 'cms-7-admin-in-turkish');
  // Back to English for the other journeys' texts.
  await page.goto(`${cmsURL}/admin/me`);
  await page.getByRole('combobox', { name: /Arayüz dili|Interface language/ }).click();
  await page.getByRole('option', { name: /English/ }).click();
  await page.getByRole('button', { name: /Kaydet|Save/ }).click();
});
