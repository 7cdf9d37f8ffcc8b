import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('capitalises Turkish words by Turkish rules and leaves conjunctions and proper nouns alone', () => {
    expect(titleCase('idari asistan', 'tr')).toBe('İdari Asistan');
    expect(titleCase('ücretli arama ve PPC uzmanı', 'tr')).toBe('Ücretli Arama ve PPC Uzmanı');
    expect(titleCase('kalite güvence (QA) analisti', 'tr')).toBe('Kalite Güvence (QA) Analisti');
    expect(titleCase('e-posta pazarlama uzmanı', 'tr')).toBe('E-posta Pazarlama Uzmanı');
    expect(titleCase('Amazon satıcı destek uzmanı', 'tr')).toBe('Amazon Satıcı Destek Uzmanı');
  });
  it('capitalises English words but for short conjunctions', () => {
    expect(titleCase('video editor and animator', 'en')).toBe('Video Editor and Animator');
  });
});
