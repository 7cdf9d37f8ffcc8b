import { describe, expect, it } from 'vitest';
import { normaliseLanguage } from './lang';

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
});
