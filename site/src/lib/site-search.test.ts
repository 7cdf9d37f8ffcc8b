// @vitest-environment jsdom
// The header search: results of the (stand-in) Pagefind index listed as links, reachable by keyboard.
import { afterEach, describe, expect, it } from 'vitest';
import { setUpSiteSearch } from './site-search';

afterEach(() => {
  document.body.innerHTML = '';
});

function mount() {
  document.body.innerHTML = `<form data-site-search data-texts='{"one":"{count} sonuç","other":"{count} sonuç","none":"“{query}” için sonuç bulunamadı.","failed":"Arama şu anda kullanılamıyor."}'>
    <input type="search" /><div class="site-search-panel" hidden><p class="site-search-status"></p><ul class="site-search-results"></ul></div></form>`;
  return document.querySelector('form')!;
}

const pages = [
  {
    url: '/tr/services/bookkeepers/',
    meta: { title: 'Muhasebeciler' },
    excerpt: '<mark>Muhasebe</mark> kayıtlarınız',
  },
  {
    url: '/tr/services/accountants/',
    meta: { title: 'Mali müşavirler' },
    excerpt: 'Mali <mark>muhasebe</mark>',
  },
];
const fakePagefind = async () => ({
  options: async () => undefined,
  debouncedSearch: async (q: string) => ({
    results: pages
      .filter((p) => (p.meta.title + p.excerpt).toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr')))
      .map((p) => ({ data: async () => p })),
  }),
});

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
  await new Promise((r) => setTimeout(r, 20));
}

describe('site search', () => {
  it('lists what the index finds as links, says how many, and moves through them with the arrow keys', async () => {
    const form = mount();
    setUpSiteSearch(form, fakePagefind);
    const input = form.querySelector('input')!;
    await type(input, 'muhasebe');
    const links = [...form.querySelectorAll('a')];
    expect(links.map((a) => [a.getAttribute('href'), a.querySelector('strong')?.textContent])).toEqual([
      ['/tr/services/bookkeepers/', 'Muhasebeciler'],
      ['/tr/services/accountants/', 'Mali müşavirler'],
    ]);
    expect(links[0]!.querySelector('span')?.textContent).toBe('Muhasebe kayıtlarınız'); // text, no markup
    expect(form.querySelector('.site-search-status')?.textContent).toBe('2 sonuç');
    expect(form.querySelector<HTMLElement>('.site-search-panel')!.hidden).toBe(false);
    input.focus();
    form.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(links[0]);
    links[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(links[1]);
    links[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(input);
    expect(form.querySelector<HTMLElement>('.site-search-panel')!.hidden).toBe(true);
  });

  it('says when nothing matches, and when the index cannot load', async () => {
    const form = mount();
    setUpSiteSearch(form, fakePagefind);
    await type(form.querySelector('input')!, 'xyz');
    expect(form.querySelector('.site-search-status')?.textContent).toBe('“xyz” için sonuç bulunamadı.');
    const broken = mount();
    setUpSiteSearch(broken, () => Promise.reject(new Error('offline')));
    await type(broken.querySelector('input')!, 'muhasebe');
    expect(broken.querySelector('.site-search-status')?.textContent).toBe('Arama şu anda kullanılamıyor.');
  });
});
