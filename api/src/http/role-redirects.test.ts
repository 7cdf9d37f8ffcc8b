// Every spelling of each of the 44 roles answers a permanent redirect to the role's canonical page, in
// English and in Turkish; the canonical address is served as it is, and an unknown role stays a 404.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_SLUGS } from '@crestline/contracts/enums';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const dist = h.config.siteDist;
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, '404.html'), '<html><title>Page Not Found</title></html>');
  for (const prefix of ['', 'tr']) {
    for (const slug of ROLE_SLUGS) {
      mkdirSync(path.join(dist, prefix, 'services', slug), { recursive: true });
      writeFileSync(path.join(dist, prefix, 'services', slug, 'index.html'), `<html><h1>${slug}</h1></html>`);
    }
  }
  await h.app.site.reload();
});
afterAll(() => h.close());

const words = (slug: string) => slug.split('_');
const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** Spellings of a role a visitor may type or a link may carry (all but the canonical slug). */
function variants(slug: string): string[] {
  const w = words(slug);
  const all = [
    slug.toUpperCase(), // VIRTUAL_ASSISTANTS
    w.map(title).join('_'), // Virtual_Assistants
    w.join(' '), // virtual assistants (sent as %20)
    w.map(title).join(' '), // Virtual Assistants
    w.join('%20'), // virtual%20assistants
    w.map(title).join('%20'), // Virtual%20Assistants
    w.join('-'), // virtual-assistants
    w.map(title).join('-').toUpperCase(), // VIRTUAL-ASSISTANTS
    `${w.map(title).join(' ')} `.replace(/ /g, '%20'), // trailing space
    `${w[0]!.toUpperCase()}${w.length > 1 ? ' ' + w.slice(1).join('_') : ''}`, // mixed
    `${slug}-`.replace(/_/g, '__'), // doubled separators
  ];
  return [...new Set(all)].filter((s) => s !== slug);
}

const get = (p: string) => fetch(`${h.url}${p}`, { redirect: 'manual', headers: { accept: 'text/html' } });

describe('role addresses in any spelling', () => {
  it('has all 44 roles', () => expect(ROLE_SLUGS).toHaveLength(44));

  for (const [lang, prefix] of [
    ['en', ''],
    ['tr', '/tr'],
  ] as const) {
    it(`redirects every spelling of each role to its page (${lang})`, async () => {
      let checked = 0;
      for (const slug of ROLE_SLUGS) {
        for (const spelling of variants(slug)) {
          for (const tail of ['', '/']) {
            const res = await get(`${prefix}/services/${spelling.replace(/ /g, '%20')}${tail}`);
            expect(res.status, `${prefix}/services/${spelling}${tail}`).toBe(301);
            expect(res.headers.get('location')).toBe(`${prefix}/services/${slug}/`);
            checked++;
          }
        }
        // The canonical address itself is the page (no redirect loop).
        for (const tail of ['', '/']) {
          const page = await get(`${prefix}/services/${slug}${tail}`);
          expect(page.status).toBe(200);
          expect(await page.text()).toContain(`<h1>${slug}</h1>`);
        }
      }
      // Single-word roles have fewer distinct spellings (copywriter, accountants, telemarketers…).
      expect(checked).toBeGreaterThan(44 * 8 * 2);
    });
  }

  it('keeps the query string', async () => {
    const res = await get('/tr/services/Virtual%20Assistants?utm_source=x');
    expect(res.headers.get('location')).toBe('/tr/services/virtual_assistants/?utm_source=x');
  });

  it('leaves unknown roles a 404 (en and tr), and does not redirect other methods', async () => {
    for (const p of [
      '/services/no_such_role',
      '/tr/services/Astronauts',
      '/services/virtual_assistant',
      '/services/%E0%A4%A',
      '/services/virtualassistants',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    const post = await fetch(`${h.url}/services/Virtual%20Assistants`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(post.status).not.toBe(301);
  });
});
