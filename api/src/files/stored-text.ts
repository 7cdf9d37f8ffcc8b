// The words of a stored PDF, for search (docs/api.md#resume-search): read with pdf.js in a bounded worker
// (pdf.ts extractText), cleaned, and their language guessed, so the caller can stem them with the right
// text search configuration. Used by the background jobs that read resumes (modules/applicants) and
// franchise contracts (modules/franchise).
import { extractText } from './pdf';
import type { FileStore } from './store';

/** Text search configurations stored text may be stemmed with. */
export type TextLanguage = 'english' | 'turkish' | 'simple';

const EN_WORDS = new Set(
  'the and of to in for with on at as is was by from an be are this that experience years work skills managed team customer'.split(
    ' ',
  ),
);
const TR_WORDS = new Set(
  've bir bu ile için olarak da de çok en daha gibi olan iş yıl deneyim müşteri hizmetleri yönetimi ekip becerileri'.split(
    ' ',
  ),
);

/**
 * The language of a text, by its common words and the letters only Turkish uses (ğ, ı, ş, İ): english or
 * turkish when one clearly leads, else simple (words matched as written).
 */
export function guessLanguage(text: string): TextLanguage {
  const words = text.toLocaleLowerCase('tr').match(/\p{L}+/gu) ?? [];
  let en = 0;
  let tr = 0;
  for (const w of words.slice(0, 5_000)) {
    if (EN_WORDS.has(w)) en++;
    else if (TR_WORDS.has(w)) tr++;
  }
  tr += Math.min(20, (text.match(/[ğışĞİŞ]/g) ?? []).length) / 2;
  if (en >= 3 && en > tr * 1.5) return 'english';
  if (tr >= 3 && tr > en * 1.5) return 'turkish';
  return 'simple';
}

/** Text as stored for search: no control or private-use characters, white space runs as one space. */
export const cleanText = (text: string) =>
  text
    .replace(/[\p{Cc}\p{Co}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * What reading a stored PDF gave: its words and their language; 'none' when it has no text (a scan);
 * 'failed' when the file is missing or could not be read (the caller's job tries again).
 */
export type StoredText =
  | { state: 'extracted'; text: string; language: TextLanguage }
  | { state: 'none' }
  | { state: 'failed'; reason: 'unreadable' | 'missing' };

export async function readStoredText(files: FileStore, key: string): Promise<StoredText> {
  const bytes = await files.get(key);
  if (!bytes) return { state: 'failed', reason: 'missing' };
  const text = await extractText(bytes);
  if (text === null) return { state: 'failed', reason: 'unreadable' };
  const clean = cleanText(text);
  return clean ? { state: 'extracted', text: clean, language: guessLanguage(clean) } : { state: 'none' };
}
