// The purchase and the transaction screens, in the keyless demo mode the journeys' server runs in: a
// signed-in buyer picks a plan on /pricing, sees the monthly charge on get started and the disclaimer,
// goes through /payment to the demo checkout and pays; the subscription and the payment show on their
// screens and the confirmation mail arrives. A cancelled checkout lands on /payment-failure, whose Retry
// brings the plan back. The admin sees the payment (with the revenue chart), refunds part of it (it shows
// on /refunds), sees the buyer on /customers; the buyer cancels the subscription. A buyer in Türkiye accepts
// the pre-contract texts first, and manages the subscription in Turkish (talents, cancel and resume, invoices).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from '../fixtures/journey';
import { waitForMail } from '../fixtures/mail';

const unique = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;

/** Signs `page` in through the API (the login panel has its own journeys) and keeps the session. */
async function signIn(
  page: Page,
  account: { email: string; password: string; name?: string },
  create = false,
) {
  // Sign-up answers "check your email" and signs no one in: log in after it.
  if (create) {
    const reg = await page.request.post('/api/v1/users/register', {
      data: { name: account.name, ...account },
    });
    expect(reg.ok()).toBe(true);
  }
  const res = await page.request.post('/api/v1/users/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.ok()).toBe(true);
  const user = (await res.json()) as Record<string, unknown>;
  await page.goto('/');
  await page.evaluate((u) => localStorage.setItem('user', JSON.stringify(u)), user);
}

async function pickPlan(page: Page, talents: string, months = '1') {
  await page.goto('/pricing');
  const card = page.locator('article.plan-card').filter({ hasText: 'Senior Technical' }).first();
  await card.getByLabel('Talents', { exact: true }).fill(talents);
  await card.getByLabel('Months', { exact: true }).fill(months);
  await card.getByRole('button', { name: /Get Started/ }).click();
  await page.waitForURL(/\/getstarted\/$/);
}

test('a buyer pays for a plan in the demo checkout and sees the subscription and the payment', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = { name: 'Ada Buyer', email: `buyer.${unique()}@e2e.example`, password: 'buyer-password-1' };
  const registered = await page.request.post('/api/v1/users/register', { data: buyer });
  expect(registered.ok()).toBe(true);
  await pickPlan(page, '2', '3');

  // The billing rule and the charge: $8.50 an hour → $1,473.33 per talent a month; two talents are
  // $2,946.66 a month, $8,839.98 over three months.
  const summary = page.locator('.checkout-card');
  await expect(summary.getByText(/40 hours a week × 52 weeks ÷ 12/)).toBeVisible();
  await expect(summary.getByText('$1,473.33')).toBeVisible();
  await expect(summary.getByText('$2,946.66')).toBeVisible();
  await expect(summary.getByText('Total over 3 months')).toBeVisible();
  await expect(summary.getByText('$8,839.98')).toBeVisible();
  await summary.getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/purchasedisclaimer/);
  await expect(page.getByText('Charged every month')).toBeVisible();
  await page.getByRole('checkbox').check();
  // Logged out, the button asks for a login and opens the panel.
  await page.getByRole('button', { name: /User login is required/ }).click();
  const panel = page.getByRole('dialog', { name: 'Log in' });
  await panel.getByLabel('Email address').fill(buyer.email);
  await panel.getByLabel('Password', { exact: true }).fill(buyer.password);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();

  // /payment asks for a checkout once and goes to the demo checkout.
  await page.waitForURL(/\/checkout\/?\?session=/);
  await expect(page.getByText('Demo checkout: no money is taken')).toBeVisible();
  await expect(page.getByText(buyer.email)).toBeVisible();
  await expect(page.getByText('$8,839.98')).toBeVisible();
  // The billing details receipts carry: the address is required, the company and tax ID are not.
  await page.getByRole('button', { name: 'Pay $2,946.66' }).click();
  await expect(page).toHaveURL(/\/checkout\/?\?session=/);
  await page.getByLabel('Company name (if you buy as a business)').fill('Ada Analytics LLC');
  await page.getByLabel('Street address').fill('500 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Tax ID (if you buy as a business)').fill('12-3456789');
  await page.getByRole('button', { name: 'Pay $2,946.66' }).click();
  await page.waitForURL(/\/payment-success/);
  const mail = await waitForMail(buyer.email, { contains: /subscription is active/ });
  expect(mail.body).toContain('2,946.66');

  await page.goto('/subscription');
  const subs = page.getByRole('table', { name: "User's Subscription Table" });
  await expect(subs.getByRole('cell', { name: 'Monthly' })).toBeVisible();
  await expect(subs.getByRole('cell', { name: '$1,473.33' })).toBeVisible(); // unit price
  await expect(subs.getByRole('cell', { name: 'Active' })).toBeVisible();

  // The booking guidelines' Pay Now takes a customer to the billing portal (here, the demo's: /billing).
  await page.goto('/booking-guidelines');
  const payNow = page.getByRole('link', { name: 'Pay Now' });
  await payNow.scrollIntoViewIfNeeded(); // the island starts when it is seen
  await expect(payNow.locator('xpath=ancestor::astro-island[1]')).not.toHaveAttribute('ssr');
  await payNow.click();
  await page.waitForURL(/\/billing\/?$/);

  await page.goto('/payments');
  const payments = page.getByRole('table', { name: 'My Payments' });
  await expect(payments.getByRole('cell', { name: '$2,946.66' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue per month' })).toHaveCount(0);

  // The latest invoice opens in a new tab through a signed link.
  await page.goto('/subscription');
  const [invoice] = await Promise.all([
    page.context().waitForEvent('page'),
    subs.getByRole('button', { name: 'Latest Invoice' }).click(),
  ]);
  await invoice.waitForLoadState();
  await expect(invoice.getByText('Demo receipt: no money was taken.')).toBeVisible();
  await expect(invoice.getByRole('row', { name: /Company Ada Analytics LLC/ })).toBeVisible();
  await expect(invoice.getByRole('row', { name: /Tax ID 12-3456789/ })).toBeVisible();
  await expect(
    invoice.getByRole('row', { name: /Billing address 500 Market Street, San Francisco/ }),
  ).toBeVisible();
  await invoice.close();

  // The admin: the payment with the chart, a partial refund, the refunds list and the customer.
  await signIn(page, ADMIN);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Revenue per month' })).toBeVisible();
  await expect(page.getByRole('table', { name: /Revenue per month and currency/ })).toBeVisible();
  const all = page.getByRole('table', { name: 'Admin Dashboard - Payments' });
  await page.getByLabel('Search', { exact: true }).fill(buyer.email);
  const row = all.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Amount to refund/).fill('5000');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText(/Please enter an amount between/)).toBeVisible();
  await dialog.getByLabel(/Amount to refund/).fill('100.50');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('status').getByText(/The refund of \$100\.50 was sent/)).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Partly refunded' })).toBeVisible();

  await page.goto('/refunds');
  const refunds = page.getByRole('table', { name: 'Refunds' });
  await expect(refunds.getByRole('row').filter({ hasText: buyer.email })).toContainText('$100.50');

  await page.goto('/customers');
  await page.getByLabel('Search', { exact: true }).fill(buyer.email);
  await expect(page.getByRole('row').filter({ hasText: buyer.email })).toContainText('$2,846.16');

  await page.goto('/subscription');
  await expect(page.getByRole('table', { name: 'Admin Dashboard - Subscription' })).toBeVisible();

  // The buyer cancels at the end of the period: the row stays, says when it ends, and can be resumed.
  await signIn(page, buyer);
  await page.goto('/subscription');
  await subs.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel subscription' });
  await expect(confirm.getByText('Are you sure you want to cancel this subscription?')).toBeVisible();
  await expect(confirm.getByText(/stays active until the end of the current period/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(page.getByText(/The subscription will end on/)).toBeVisible();
  await expect(subs.getByText(/Cancels on/)).toBeVisible();
  await subs.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Your subscription continues as before.')).toBeVisible();
  await expect(subs.getByText(/Cancels on/)).toHaveCount(0);
  await expect(subs.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
});

test('a buyer in Türkiye accepts the pre-contract texts, pays, adds two talents with the preview, cancels and resumes, sees the invoices; the admin sees the accepted version', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = { name: 'Deniz Alıcı', email: `alici.${unique()}@e2e.example`, password: 'buyer-password-1' };
  await signIn(page, buyer, true);
  await page.goto('/tr/pricing');
  await page.getByLabel('Bölgeniz').first().selectOption('TR');
  const card = page.locator('article.plan-card').filter({ hasText: 'Senior Teknik Profesyonel' }).first();
  await card.getByLabel('Çalışan sayısı', { exact: true }).fill('1');
  await card.getByLabel('Ay sayısı', { exact: true }).fill('3');
  await card.getByRole('button', { name: /Hemen başlayın/ }).click();
  await page.waitForURL(/\/tr\/getstarted\/$/);
  await page.locator('.checkout-card').getByRole('link', { name: 'Ödemeye geç' }).click();
  await page.waitForURL(/\/tr\/purchasedisclaimer/);

  // Both texts, folded, with the seller filled in from the site's settings, and their own unticked box.
  const texts = page.getByRole('region', { name: 'Ön bilgilendirme formu ve mesafeli satış sözleşmesi' });
  await texts.getByText('Ön bilgilendirme formu', { exact: true }).click();
  await expect(texts.getByText(/6502 sayılı Tüketicinin Korunması Hakkında Kanun/).first()).toBeVisible();
  await expect(texts.getByText(/Davao City/).first()).toBeVisible();
  await texts.getByText('Mesafeli satış sözleşmesi', { exact: true }).click();
  await expect(texts.getByText('Madde 6 – Cayma hakkı')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByLabel('Yukarıdaki koşulları okudum ve kabul ediyorum.').check();
  const proceed = page.getByRole('button', { name: 'Ödemeye geç' });
  await expect(proceed).toBeDisabled();
  const preContract = page.getByLabel(
    'Ön bilgilendirme formunu okudum ve mesafeli satış sözleşmesini kabul ediyorum.',
  );
  await expect(preContract).not.toBeChecked();
  await preContract.check();
  await proceed.click();

  await page.waitForURL(/\/tr\/checkout\/?\?session=/);
  await page.getByLabel('Açık adres').fill('Kordon Caddesi 12');
  await page.getByLabel('Şehir').fill('İzmir');
  await page.getByLabel('Ülke').fill('Türkiye');
  await page.getByRole('button', { name: / öde$/ }).click();
  await page.waitForURL(/\/tr\/payment-success/);

  // My subscriptions, in Turkish: two more talents with the preview of today's charge first.
  await page.goto('/tr/subscription');
  const subs = page.getByRole('table', { name: 'Aboneliklerim' });
  await subs.getByRole('button', { name: 'Çalışan sayısını değiştir' }).click();
  const resize = page.getByRole('dialog', { name: 'Çalışan sayısını değiştirin' });
  await resize.getByLabel('Çalışan sayısı').fill('3');
  await resize.getByRole('button', { name: 'Tutarı göster' }).click();
  await expect(resize.getByText(/Yeni aylık tutar: .+ \(3 × .+\)/)).toBeVisible();
  await expect(resize.getByText(/Bu dönemin kalanı için bugün tahsil edilecek: /)).toBeVisible();
  await resize.getByRole('button', { name: 'Değişikliği onayla' }).click();
  await expect(page.getByText('Abonelikte artık 3 çalışan var.')).toBeVisible();
  await expect(subs.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  // Cancel at the end of the period, then resume.
  await subs.getByRole('button', { name: 'Aboneliği iptal et' }).click();
  await page
    .getByRole('dialog', { name: 'Aboneliği iptal et' })
    .getByRole('button', { name: 'Dönem sonunda iptal et' })
    .click();
  await expect(subs.getByText(/tarihinde iptal edilecek/)).toBeVisible();
  await subs.getByRole('button', { name: 'Devam ettir' }).click();
  await expect(page.getByText('Aboneliğiniz eskisi gibi devam ediyor.')).toBeVisible();
  await expect(subs.getByText(/tarihinde iptal edilecek/)).toHaveCount(0);
  // The invoices: the first month's and today's prorated charge for the two talents added.
  await page.reload();
  const invoices = page.getByRole('region', { name: 'Faturalar' }).getByRole('table');
  await expect(invoices.getByRole('row')).toHaveCount(3);
  await expect(invoices.getByRole('cell', { name: 'Ödendi' })).toHaveCount(2);
  const account = await new AxeBuilder({ page }).analyze();
  expect(account.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Manage billing: without Stripe's portal, the demo's own billing page: the card on file and the billing
  // details checkout collected, where the buyer adds a tax ID.
  await page.getByRole('button', { name: 'Faturalandırmayı yönet' }).click();
  await page.waitForURL(/\/tr\/billing\/?$/);
  await expect(page.getByRole('heading', { name: 'Faturalandırma', level: 1 })).toBeVisible();
  await expect(page.getByText('Demo kart •••• 4242')).toBeVisible();
  const details = page.getByRole('group', { name: /için fatura bilgileri$/ });
  await expect(details.getByLabel('Açık adres')).toHaveValue('Kordon Caddesi 12');
  await details.getByLabel('Şirket adı (işletme olarak satın alıyorsanız)').fill('Ege Yazılım A.Ş.');
  await details.getByLabel('Vergi numarası (işletme olarak satın alıyorsanız)').fill('1234567890');
  await page.getByRole('button', { name: 'Fatura bilgilerini kaydet' }).click();
  await expect(page.getByText('Fatura bilgileriniz kaydedildi.')).toBeVisible();
  const billingPage = await new AxeBuilder({ page }).analyze();
  expect(billingPage.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Kept: the page shows them again, and the receipts carry them from now on.
  await page.reload();
  await expect(details.getByLabel('Vergi numarası (işletme olarak satın alıyorsanız)')).toHaveValue(
    '1234567890',
  );
  await expect(details.getByLabel('Şirket adı (işletme olarak satın alıyorsanız)')).toHaveValue(
    'Ege Yazılım A.Ş.',
  );

  await signIn(page, ADMIN);
  await page.goto('/subscription');
  const table = page.getByRole('table', { name: 'Admin Dashboard - Subscription' });
  await expect(table.getByRole('columnheader', { name: 'Pre-contract texts (TR)' })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: buyer.email });
  await expect(row).toContainText(/Accepted .+, version tr-[0-9a-f]{16}/);
});

/** The failed-renewal journey's words, in each language the buyer may have bought in. */
const RENEWAL = {
  en: {
    prefix: '',
    subject: /could not renew/,
    banner: 'did not go through',
    fix: 'Fix payment',
    card: 'Demo card •••• 4242',
    update: 'Update card',
    updated: 'Your card has been updated. Unpaid renewals have been paid with it.',
    back: 'Back to your subscriptions',
    table: "User's Subscription Table",
    active: 'Active',
  },
  tr: {
    prefix: '/tr',
    subject: /yenileyemedik/,
    banner: 'ödeme alınamadı',
    fix: 'Ödemeyi düzelt',
    card: 'Demo kart •••• 4242',
    update: 'Kartı güncelle',
    updated: 'Kartınız güncellendi. Ödenmemiş yenilemeler bu kartla ödendi.',
    back: 'Aboneliklerinize dönün',
    table: 'Aboneliklerim',
    active: 'Etkin',
  },
} as const;

for (const lang of ['en', 'tr'] as const) {
  const words = RENEWAL[lang];
  test(`a failed renewal shows the past-due banner, and the mail’s Fix payment link fixes it (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const buyer = {
      name: 'Remy Renewal',
      email: `renewal.${lang}.${unique()}@e2e.example`,
      password: 'buyer-password-1',
    };
    await signIn(page, buyer, true);
    const as = async (account: { email: string; password: string }) => {
      const res = await page.request.post('/api/v1/users/login', { data: account });
      return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    };
    // One talent bought in the demo checkout, in the buyer's language (the purchase has its own journey).
    const buyerAuth = { ...(await as(buyer)), 'accept-language': lang };
    const checkout = await page.request.post('/api/v1/stripe/createSubscribe', {
      headers: buyerAuth,
      data: { role: 'sr_technical', noOfRoles: 1, noOfMonths: 3, region: 'US', billingCycle: 'hourly' },
    });
    const session = new URL(((await checkout.json()) as { url: string }).url, 'http://x').searchParams.get(
      'session',
    );
    expect(
      (await page.request.post(`/api/v1/checkout/demo/${session}/pay`, { headers: buyerAuth })).ok(),
    ).toBe(true);
    const subs = (await (
      await page.request.get('/api/v1/subscription/my', { headers: buyerAuth })
    ).json()) as {
      subscriptionId: string;
    }[];

    // The admin makes the renewal fail (the demo's stand-in for a declined card).
    const failed = await page.request.post(
      `/api/v1/checkout/demo/subscriptions/${subs[0]!.subscriptionId}/fail-renewal`,
      { headers: await as(ADMIN) },
    );
    expect(failed.ok()).toBe(true);

    // The mail, in the buyer's language, links to the banner on their subscriptions page.
    const mail = await waitForMail(buyer.email, { contains: words.subject });
    const link = /https?:\/\/[^\s"<>]+\/subscription#fix-payment/.exec(mail.body)?.[0];
    expect(link).toBeTruthy();
    const target = new URL(link!);
    expect(target.pathname).toBe(`${words.prefix}/subscription`);
    await page.goto(target.pathname + target.hash);
    const banner = page.getByRole('alert').filter({ hasText: words.banner });
    await expect(banner).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // Fix payment opens the demo's billing page; Update card pays the renewal.
    await banner.getByRole('button', { name: words.fix }).click();
    await page.waitForURL(new RegExp(`^[^?#]*${words.prefix}/billing/?$`));
    await expect(page.getByText(words.card)).toBeVisible();
    const billing = await new AxeBuilder({ page }).analyze();
    expect(billing.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.getByRole('button', { name: words.update }).click();
    await expect(page.getByText(words.updated)).toBeVisible();
    await page.getByRole('link', { name: words.back }).click();
    await page.waitForURL(new RegExp(`${words.prefix}/subscription/?$`));
    await expect(
      page.getByRole('table', { name: words.table }).getByRole('cell', { name: words.active }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: words.banner })).toHaveCount(0);
  });
}

test('a buyer with one talent adds two in English, with the cost previewed first', async ({ page }) => {
  test.setTimeout(90_000);
  const buyer = { name: 'Avery Adder', email: `adder.${unique()}@e2e.example`, password: 'buyer-password-1' };
  await signIn(page, buyer, true);
  await pickPlan(page, '1', '3');
  await page.locator('.checkout-card').getByRole('link', { name: 'Proceed to checkout' }).click();
  await page.waitForURL(/purchasedisclaimer/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await page.waitForURL(/\/checkout\/?\?session=/);
  await page.getByLabel('Street address').fill('200 Market Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('Country').fill('United States');
  await page.getByRole('button', { name: 'Pay $1,473.33' }).click();
  await page.waitForURL(/\/payment-success/);

  await page.goto('/subscription');
  const subs = page.getByRole('table', { name: "User's Subscription Table" });
  await subs.getByRole('button', { name: 'Change number of talents' }).click();
  const resize = page.getByRole('dialog', { name: 'Change the number of talents' });
  await resize.getByLabel('Number of talents').fill('3');
  await resize.getByRole('button', { name: 'See the cost' }).click();
  await expect(resize.getByText(/New monthly amount: \$4,419\.99 \(3 × \$1,473\.33\)/)).toBeVisible();
  await expect(resize.getByText(/Charged today for the rest of this period: \$/)).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await resize.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('The subscription now has 3 talents.')).toBeVisible();
  await expect(subs.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  // Today's prorated charge is an invoice of its own.
  await page.reload();
  const invoices = page.getByRole('region', { name: 'Invoices' }).getByRole('table');
  await expect(invoices.getByRole('row')).toHaveCount(3);
});

test('a cancelled checkout lands on the failure page, and Retry brings the plan back', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(
    page,
    { name: 'Ben Buyer', email: `ben.${unique()}@e2e.example`, password: 'ben-password-1' },
    true,
  );
  await pickPlan(page, '1');
  await page.goto('/payment');
  await page.waitForURL(/\/checkout\/?\?session=/);
  // The plan is cleared once the checkout is open.
  const cleared = await page.evaluate(() => JSON.parse(localStorage.getItem('subscription') ?? '{}'));
  expect(cleared.role).toBeUndefined();
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await page.waitForURL(/\/payment-failure/);

  // A failed createSubscribe (here: the API refuses the call) also lands here, with the plan kept.
  await pickPlan(page, '1');
  await page.route('**/api/v1/stripe/createSubscribe', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: '{"error":"down","message":"down"}',
    }),
  );
  await page.goto('/payment');
  await page.waitForURL(/\/payment-failure/);
  await page.unroute('**/api/v1/stripe/createSubscribe');
  // /payment replaced itself: Back goes to the page before it (get started, which now has no plan and
  // goes home), never to /payment again.
  await page.goBack();
  await page.waitForLoadState();
  await expect(page).not.toHaveURL(/\/payment\/?$/);
  await page.goForward();
  await page.waitForURL(/\/payment-failure/);
  await page.getByRole('link', { name: 'Retry' }).click();
  await page.waitForURL(/\/checkout\/?\?session=/);
  await expect(page.getByText('Demo checkout: no money is taken')).toBeVisible();
});

test('a signed-out visitor is asked to log in on the account screens; the screens pass axe', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of ['/subscription', '/payments', '/tr/subscription', '/billing', '/tr/billing']) {
    await page.goto(path);
    await expect(page.getByRole('alert').getByRole('button')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  await signIn(page, ADMIN);
  const failures: string[] = [];
  for (const path of [
    '/payments',
    '/subscription',
    '/customers',
    '/refunds',
    '/tr/payments',
    '/tr/customers',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations) failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help}`);
  }
  expect(failures).toEqual([]);
});
