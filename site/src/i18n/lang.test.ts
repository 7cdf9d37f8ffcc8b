import { describe, expect, it } from 'vitest';
import { localePath, normaliseLanguage, stripLang } from './lang';

describe('language helpers', () => {
  it.each([
    ['tr', 'tr'],
    ['en', 'en'],
    ['fr', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    ['TR', 'en'],
  ])('normalises %j to %s', (value, expected) => {
    expect(normaliseLanguage(value)).toBe(expected);
  });

  it('builds the path of a page in each language with the trailing slash', () => {
    expect(localePath('en', '/')).toBe('/');
    expect(localePath('tr', '/')).toBe('/tr/');
    expect(localePath('en', '/pricing')).toBe('/pricing/');
    expect(localePath('tr', '/services/virtual_assistants#toScroll')).toBe(
      '/tr/services/virtual_assistants/#toScroll',
    );
    expect(localePath('tr', '/#pricingItem')).toBe('/tr/#pricingItem');
  });

  it('strips the Turkish prefix', () => {
    expect(stripLang('/tr/')).toBe('/');
    expect(stripLang('/tr/pricing/')).toBe('/pricing/');
    expect(stripLang('/pricing/')).toBe('/pricing/');
  });
});
