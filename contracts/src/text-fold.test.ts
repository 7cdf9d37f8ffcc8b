import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldText, foldedIncludes } from './text-fold';
import { jobMatchesSearch } from './jobs-core';
import { careersPage } from './careers-list';

describe('Turkish-aware text folding', () => {
  it('folds İ/ı/I/i, ş, ğ, ç, ö, ü and accents alike', () => {
    expect(FOLD_FROM.length).toBe(FOLD_TO.length);
    expect(foldText('İstanbul')).toBe('istanbul');
    expect(foldText('ISTANBUL')).toBe('istanbul');
    expect(foldText('IŞIK')).toBe(foldText('ışık'));
    expect(foldText('Çağrı Merkezi Görevlisi')).toBe('cagri merkezi gorevlisi');
    expect(foldText('Şoför Üğ')).toBe('sofor ug');
    expect(foldText('José')).toBe('jose');
    expect(foldedIncludes('İstanbul ofisi', 'istanbul')).toBe(true);
    expect(foldedIncludes('Muhasebe Uzmanı', 'UZMANI')).toBe(true);
    expect(foldedIncludes('Muhasebe', 'ğ')).toBe(false);
    expect(foldedIncludes('anything', '  ')).toBe(true);
  });

  it('is what the careers and admin job searches compare with', () => {
    const job = {
      title: 'Çağrı Merkezi Temsilcisi',
      description: 'İstanbul ofisimizde IŞIK gibi parlayan bir ekip.',
      type: 'On-site',
      location: 'İzmir, Türkiye',
      language: ['Türkçe'],
    };
    for (const q of ['istanbul', 'İSTANBUL', 'ışık', 'isik', 'cagri', 'ÇAĞRI'])
      expect(jobMatchesSearch(job, q), q).toBe(true);
    expect(jobMatchesSearch(job, 'izmir')).toBe(false); // careers search: title and description only
    expect(jobMatchesSearch(job, 'izmir', 'admin')).toBe(true);
    expect(jobMatchesSearch(job, 'turkce', 'admin')).toBe(true);
    const page = careersPage(
      [{ _id: '1', ...job, postingDate: '2026-01-01T00:00:00.000Z' }],
      {
        search: 'istanbul',
        type: '',
        location: '',
        sort: 'postingDate_desc',
        page: 1,
        pageSize: 5,
        keep: 'type',
      },
      'tr',
    );
    expect(page.total).toBe(1);
  });
});

describe('fluent languages', () => {
  it('offers Turkish besides the spec’s three, named in both languages', async () => {
    const { FLUENT_LANGUAGES } = await import('./enums');
    const { t } = await import('./translate');
    expect(FLUENT_LANGUAGES).toEqual(['English', 'Spanish', 'French', 'Turkish']);
    expect(t('tr', 'values.Turkish')).toBe('Türkçe');
    expect(t('en', 'values.Turkish')).toBe('Turkish');
  });
});

describe('admin inbox search', () => {
  it('folds Turkish letters and case', async () => {
    const { inboxMatches } = await import('./admin');
    const record = { fullName: 'Ayşe Yılmaz', company: 'IŞIK A.Ş.', location: 'İstanbul' };
    for (const q of ['ayse', 'YILMAZ', 'isik', 'istanbul', 'ıstanbul'])
      expect(inboxMatches(record, ['fullName', 'company', 'location'], q), q).toBe(true);
    expect(inboxMatches(record, ['fullName'], 'istanbul')).toBe(false);
  });
});
