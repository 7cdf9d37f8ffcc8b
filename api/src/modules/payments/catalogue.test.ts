// The checkout charges the plan catalogue of the site build being served: the price the live pricing page
// shows, from the moment it shows it. Without a built site (a fresh checkout), content-seeds/ prices.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSessionResponseSchema, monthlyChargeFor } from '@crestline/contracts';
import { PLAN_CATALOGUE_FILE } from '@crestline/contracts/plan-catalogue';
import { get, plan, post } from '../../../test/commerce';
import { startHarness, type Harness } from '../../../test/harness';
import { expectBody, userToken } from '../../../test/helpers';

/** A built site whose pricing page shows `usPrice` an hour for Senior Technical. */
function builtSite(dir: string, usPrice: number) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><p>Senior Technical $${usPrice}/hour</p>`);
  const prices = { general: 13, US: usPrice, AU: 14.74, CAN: 13.14, TR: 385.63 };
  writeFileSync(
    path.join(dir, PLAN_CATALOGUE_FILE),
    JSON.stringify({
      plans: [{ key: 'sr_technical', name: { en: 'Senior Technical', tr: 'Kıdemli Teknik' }, prices }],
    }),
  );
}

let h: Harness;
let token: string;
let attempt = 0;
/** What a new checkout charges one talent for a month (each a new attempt, not a retry of the last). */
const charged = async () => {
  const choice = { ...plan, noOfRoles: 1, noOfMonths: 1 };
  const res = await post(h, '/stripe/createSubscribe', token, choice, {
    'idempotency-key': `catalogue-attempt-${++attempt}`,
  });
  const { url } = (await res.json()) as { url: string };
  const session = new URL(url, h.url).searchParams.get('session')!;
  const answer = await expectBody(
    demoSessionResponseSchema,
    await get(h, `/checkout/demo/${session}`, token),
  );
  return answer.session.unitMonthlyAmount;
};

beforeAll(async () => {
  h = await startHarness();
  token = await userToken(h, 'catalogue-buyer@test.example');
});
afterAll(() => h.close());

describe('plan catalogue', () => {
  it('charges the content-seeds price while no site is built', async () => {
    expect(await charged()).toBe(monthlyChargeFor(850)); // $8.50 an hour
  });

  it('charges what the served build shows, and switches with the site', async () => {
    builtSite(h.config.siteDist, 9.25);
    await h.app.site.reload();
    expect(await charged()).toBe(monthlyChargeFor(925));
    // A rebuild goes live: its pages and its catalogue at the same moment.
    const next = `${h.config.siteDist}.next`;
    builtSite(next, 7.75);
    await h.app.site.serveFrom(next);
    expect(await charged()).toBe(monthlyChargeFor(775));
    expect(await (await fetch(`${h.url}/`)).text()).toContain('$7.75/hour');
    await h.app.site.serveFrom(h.config.siteDist);
    expect(await charged()).toBe(monthlyChargeFor(925));
  });

  it('re-reads the catalogue when another process put a new build in the same folder', async () => {
    builtSite(h.config.siteDist, 6.5);
    await h.app.site.reload();
    expect(await charged()).toBe(monthlyChargeFor(650));
  });
});
