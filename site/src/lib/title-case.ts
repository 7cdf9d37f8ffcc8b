// A name in a title ("Uzaktan Sanal Asistan İşe Alın"): each word's first letter upper case by the
// language's rules (i → İ in Turkish), conjunctions left lower case, the rest of each word as written.
import type { Locale } from '@crestline/contracts/enums';

const LOWER_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(['and', 'or', 'of', 'for', 'the', 'a', 'an', 'in', 'on', 'with']),
  tr: new Set(['ve', 'veya', 'ile', 'ya', 'da', 'de']),
};

export function titleCase(text: string, lang: Locale): string {
  return text
    .split(/(\s+)/)
    .map((word, i) => {
      if (/^\s+$/.test(word) || (i > 0 && LOWER_WORDS[lang].has(word))) return word;
      const at = word.search(/\p{L}/u);
      if (at < 0) return word;
      return word.slice(0, at) + word.charAt(at).toLocaleUpperCase(lang) + word.slice(at + 1);
    })
    .join('');
}
