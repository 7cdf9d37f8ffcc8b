import { describe, expect, it } from 'vitest';
import { normalizeLocale } from '@crestline/contracts/enums';
import { inBothLangs, langFromParam } from './lang';

describe('language helpers', () => {
  // The rule the pages and the boot script follow: a stored language other than en or tr counts as en.
  it.each([
    ['tr', 'tr'],
    ['en', 'en'],
    ['fr', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['TR', 'en'],
  ])('normalises %j to %s', (value, expected) => {
    expect(normalizeLocale(value)).toBe(expected);
  });

  it('reads the [...lang] segment and lists a page’s own paths in both languages', () => {
    expect(langFromParam(undefined)).toBe('en');
    expect(langFromParam('tr')).toBe('tr');
    expect(
      inBothLangs([{ params: { id: undefined } }, { params: { id: 'j1' }, props: { title: 'J' } }]),
    ).toEqual([
      { params: { id: undefined, lang: undefined } },
      { params: { id: 'j1', lang: undefined }, props: { title: 'J' } },
      { params: { id: undefined, lang: 'tr' } },
      { params: { id: 'j1', lang: 'tr' }, props: { title: 'J' } },
    ]);
  });
});
