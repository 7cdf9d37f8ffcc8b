// The Turkish catalogues use one term per idea (glossary.ts).
import { describe, expect, it } from 'vitest';
import { catalogues } from './locales';
import { glossaryViolations, TURKISH_GLOSSARY } from './glossary';

describe('Turkish glossary', () => {
  it('holds every Turkish message to one term per idea', () => {
    const offending = Object.entries(catalogues.tr)
      .map(([key, text]) => [key, text, glossaryViolations(String(text)).map((e) => e.use)] as const)
      .filter(([, , uses]) => uses.length > 0);
    expect(offending).toEqual([]);
  });

  it('catches the rejected variants it lists', () => {
    expect(glossaryViolations('Lütfen geçerli bir paket seçin.').map((e) => e.use)).toEqual(['plan']);
    expect(glossaryViolations('Arama kriterlerinize uyan ilan yok.')).toHaveLength(1);
    expect(glossaryViolations('1 Aralık 2024 ÖS 09:30')).toHaveLength(1);
    expect(glossaryViolations('Lütfen geçerli bir plan seçin.')).toEqual([]);
    expect(TURKISH_GLOSSARY.every((e) => e.avoid.length > 0)).toBe(true);
  });
});

describe('times on Turkish pages', () => {
  it('use the 24-hour clock in Turkish and the 12-hour clock in English', async () => {
    const { formatDateTime } = await import('./pricing-core');
    const at = '2024-12-01T21:30:00Z';
    expect(formatDateTime(at, 'tr', 'UTC')).toBe('1 Aralık 2024 21:30');
    expect(formatDateTime(at, 'en', 'UTC')).toMatch(/9:30\sPM/);
  });
});
