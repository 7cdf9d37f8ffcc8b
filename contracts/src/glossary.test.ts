// The Turkish catalogues and the Turkish CMS content use one term per idea (glossary.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogues } from './locales';
import {
  glossaryViolations,
  TURKISH_CAPITALISED_KEY_PREFIXES,
  TURKISH_GLOSSARY,
  titleCasedWords,
  turkishTypographyIssues,
} from './glossary';
import { stringsIn } from './testing';

/** Every Turkish text of the CMS seeds (the privacy policy aside: it is rewritten on its own), by folder. */
function turkishSeedTexts(): (readonly [dir: string, text: string])[] {
  const seeds = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content-seeds');
  return readdirSync(seeds)
    .filter((dir) => dir !== 'privacy-policy')
    .flatMap((dir) => {
      let seed: unknown;
      try {
        seed = JSON.parse(readFileSync(path.join(seeds, dir, 'tr.json'), 'utf8'));
      } catch {
        return [];
      }
      return stringsIn(seed).map((text) => [dir, text] as const);
    });
}

describe('Turkish glossary', () => {
  it('holds every Turkish message to one term per idea', () => {
    const offending = Object.entries(catalogues.tr)
      .map(([key, text]) => [key, text, glossaryViolations(String(text)).map((e) => e.use)] as const)
      .filter(([, , uses]) => uses.length > 0);
    expect(offending).toEqual([]);
  });

  it('holds the Turkish CMS content to it too (the privacy policy is rewritten on its own)', () => {
    const offending = turkishSeedTexts()
      .map(([dir, text]) => [dir, text, glossaryViolations(text, 'content').map((e) => e.use)] as const)
      .filter(([, , uses]) => uses.length > 0);
    expect(offending).toEqual([]);
    // "paket" for a software bundle is not the plan a buyer subscribes to.
    expect(glossaryViolations('paket boyutunu optimize etmek', 'content')).toEqual([]);
    expect(glossaryViolations('size özel bir müşteri temsilcisi', 'content')).toHaveLength(1);
  });

  it('catches the rejected variants it lists', () => {
    expect(glossaryViolations('Lütfen geçerli bir paket seçin.').map((e) => e.use)).toEqual(['plan']);
    expect(glossaryViolations('Arama kriterlerinize uyan ilan yok.')).toHaveLength(1);
    expect(glossaryViolations('1 Aralık 2024 ÖS 09:30')).toHaveLength(1);
    expect(glossaryViolations('Lütfen geçerli bir plan seçin.')).toEqual([]);
    expect(TURKISH_GLOSSARY.every((e) => e.avoid.length > 0)).toBe(true);
  });
});

describe('Turkish typography', () => {
  it('holds the Turkish messages to curly apostrophes, TDK circumflexes and en dashes in ranges', () => {
    const offending = Object.entries(catalogues.tr)
      .map(([key, text]) => [key, text, turkishTypographyIssues(String(text))] as const)
      .filter(([, , issues]) => issues.length > 0);
    expect(offending).toEqual([]);
  });

  it('holds the Turkish CMS content to it too (the privacy policy is rewritten on its own)', () => {
    const offending = turkishSeedTexts()
      .map(([dir, text]) => [dir, text, turkishTypographyIssues(text)] as const)
      .filter(([, , issues]) => issues.length > 0);
    expect(offending).toEqual([]);
  });

  it('catches what it lists and lets the rest be', () => {
    expect(turkishTypographyIssues("Türkiye'de")).toHaveLength(1);
    expect(turkishTypographyIssues('Türkiye’de')).toEqual([]);
    expect(turkishTypographyIssues('vergiler dahil değildir')).toHaveLength(1);
    expect(turkishTypographyIssues('çalışır hale getirmek')).toHaveLength(1);
    expect(turkishTypographyIssues('vergiler dâhil, çalışır hâle getirmek, Dahili erişim')).toEqual([]);
    expect(turkishTypographyIssues('5-15 kişi')).toHaveLength(1);
    expect(turkishTypographyIssues('5–15 kişi, +1 (415) 555-0132, 2024-12-01, 7/24')).toEqual([]);
  });
});

describe('Turkish capitalisation', () => {
  it('puts buttons, labels, column headers and headings in sentence case', () => {
    const offending = Object.entries(catalogues.tr)
      .filter(([key]) => !TURKISH_CAPITALISED_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)))
      // Short texts only: a sentence may name a page or a button ("Aboneliklerim sayfasından").
      .filter(([, text]) => !/[.!?:;]\s/u.test(String(text)) && String(text).split(/\s+/u).length <= 6)
      .map(([key, text]) => [key, text, titleCasedWords(String(text))] as const)
      .filter(([, , words]) => words.length > 0);
    expect(offending).toEqual([]);
  });

  it('tells title case from sentence case', () => {
    expect(titleCasedWords('Aboneliği İptal Et')).toEqual(['İptal', 'Et']);
    expect(titleCasedWords('Aboneliği iptal et')).toEqual([]);
    expect(titleCasedWords('Yönetim paneli – Ödemeler')).toEqual([]);
    expect(titleCasedWords('Türkçe ilan başlığı')).toEqual([]);
    expect(titleCasedWords('Zaman (UTC)')).toEqual([]);
    expect(titleCasedWords('IP adresi')).toEqual([]);
    expect(titleCasedWords('Sözleşmeyi İngilizce gönder')).toEqual([]);
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
