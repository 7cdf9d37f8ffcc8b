import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  EXPERIENCE_YEARS,
  JOB_TYPES,
  PLAN_KEYS,
  REGION_CURRENCY,
  REGIONS,
  ROLE_SLUGS,
  STAFF_HANDLED_RANGES,
  TIME_ZONES,
  localeFromAcceptLanguage,
  normalizeLocale,
  normalizeRegion,
  roleKeyFromParam,
  roleSlugFromAnySpelling,
} from './enums';

describe('enums', () => {
  it('holds the 44 role slugs of the product (docs/product.md) in order, once each', () => {
    expect(ROLE_SLUGS).toHaveLength(44);
    expect(new Set(ROLE_SLUGS).size).toBe(44);
    expect(ROLE_SLUGS[0]).toBe('virtual_assistants');
    expect(ROLE_SLUGS[13]).toBe('ux_designers');
    expect(ROLE_SLUGS[43]).toBe('virtual_receptionists');
  });

  it('has the spec option values', () => {
    expect(JOB_TYPES).toEqual(['On-site', 'Hybrid', 'Remote']);
    expect(STAFF_HANDLED_RANGES).toEqual(['less than 5', '5-15', '15-50', 'above 50']);
    expect(EXPERIENCE_YEARS).toEqual([1, 2, 3]);
    expect(TIME_ZONES.slice(0, 5)).toEqual(['UTC', 'EST', 'CST', 'MST', 'PST']);
    expect(PLAN_KEYS).toHaveLength(7);
  });

  it('maps every region to its currency', () => {
    expect(REGION_CURRENCY).toEqual({ US: 'USD', AU: 'AUD', CAN: 'CAD', TR: 'TRY' });
    expect(REGIONS.map((r) => REGION_CURRENCY[r])).toEqual([...CURRENCIES]);
    expect(normalizeRegion('AU')).toBe('AU');
    expect(normalizeRegion('UK')).toBe('US');
    expect(normalizeRegion(null)).toBe('US');
  });

  it('normalizes locales to en or tr', () => {
    expect(normalizeLocale('tr')).toBe('tr');
    expect(normalizeLocale('en')).toBe('en');
    expect(normalizeLocale('de')).toBe('en');
    expect(normalizeLocale('tr-TR')).toBe('en');
    expect(normalizeLocale(undefined)).toBe('en');
    expect(normalizeLocale(42)).toBe('en');
  });

  it('reads the locale from Accept-Language', () => {
    expect(localeFromAcceptLanguage('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,tr;q=0.5')).toBe('tr');
    expect(localeFromAcceptLanguage('en;q=0.5,tr;q=0.9')).toBe('tr');
    expect(localeFromAcceptLanguage('fr')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });

  it('turns the role route parameter into a content key', () => {
    expect(roleKeyFromParam('Virtual%20Assistants')).toBe('virtual_assistants');
    expect(roleKeyFromParam('Paid Search and PPC Specialist')).toBe('paid_search_and_ppc_specialist');
    expect(roleKeyFromParam('UX Designers')).toBe('ux_designers');
    expect(roleKeyFromParam('bad%E0%A4%A')).toBe('bad%e0%a4%a');
    expect(ROLE_SLUGS).toContain(roleKeyFromParam('Medical%20Coders'));
    expect(ROLE_SLUGS).not.toContain(roleKeyFromParam('Astronauts'));
  });
});

describe('roleSlugFromAnySpelling', () => {
  it('maps every spelling of a known role to its slug, and nothing else', () => {
    for (const spelling of [
      'virtual_assistants',
      'VIRTUAL_ASSISTANTS',
      'Virtual%20Assistants',
      'virtual assistants',
      'Virtual-Assistants',
      ' virtual__assistants ',
    ]) {
      expect(roleSlugFromAnySpelling(spelling)).toBe('virtual_assistants');
    }
    expect(roleSlugFromAnySpelling('Paid Search and PPC Specialist')).toBe('paid_search_and_ppc_specialist');
    expect(roleSlugFromAnySpelling('Astronauts')).toBeUndefined();
    expect(roleSlugFromAnySpelling('virtualassistants')).toBeUndefined();
    expect(roleSlugFromAnySpelling('bad%E0%A4%A')).toBeUndefined();
  });
});
