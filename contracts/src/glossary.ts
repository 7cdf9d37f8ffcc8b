// One Turkish term per idea (the native editor's review, ../shared/reviews/turkish-copy.md): the term to
// use for each concept, and the variants that must not appear in the Turkish catalogues (glossary.test.ts
// holds them to it). Add a row when a term is settled; keep `avoid` narrow enough that it only catches
// the rejected variant.

export interface GlossaryEntry {
  /** The English concept. */
  concept: string;
  /** The Turkish term to use. */
  use: string;
  /** Variants that mean the same idea and must not be used (matched case-insensitively, Turkish rules). */
  avoid: readonly RegExp[];
  /**
   * Held in the interface catalogues only, not in the CMS content (where the word has another sense, e.g.
   * "paket boyutu", a software bundle, in the engineers' role texts).
   */
  cataloguesOnly?: boolean;
}

export const TURKISH_GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'plan (what a buyer subscribes to)',
    use: 'plan',
    avoid: [/\bpaket/iu],
    cataloguesOnly: true,
  },
  {
    concept: 'talent (the hired person)',
    use: 'çalışan (commerce), profesyonel (marketing)',
    avoid: [/yetenekleriniz/iu, /yetenek abonel/iu, /yetenek eşleştir/iu],
  },
  {
    concept: 'background check',
    use: 'geçmiş araştırması',
    avoid: [/geçmiş taraması/iu, /geçmiş kontrol/iu],
  },
  { concept: 'search criteria', use: 'arama ölçütleri', avoid: [/arama kriter/iu] },
  { concept: 'call-centre experience', use: 'çağrı merkezi deneyimi', avoid: [/BPO deneyimi/iu] },
  { concept: 'consultation', use: 'ön görüşme', avoid: [/danışmanlık görüşmesi/iu] },
  { concept: 'job offer (applicant status)', use: 'iş teklifi', avoid: [/^Teklif$/u] },
  { concept: 'purchase conditions (disclaimer)', use: 'satın alma koşulları', avoid: [/sorumluluk reddi/iu] },
  { concept: 'requirements (of a job)', use: 'aranan nitelikler', avoid: [/^Gereksinimler$/u] },
  { concept: 'admin area', use: 'yönetim paneli', avoid: [/sayfa yönetimi/iu] },
  {
    concept: 'account manager (the buyer’s contact at the company)',
    use: 'müşteri ilişkileri yöneticisi',
    avoid: [/özel (bir )?müşteri temsilci/iu],
  },
  { concept: 'talent sourcer (role)', use: 'aday kaynak bulma uzmanı', avoid: [/yetenek kaynak/iu] },
  { concept: 'time of day', use: '24-hour clock (14:30)', avoid: [/(^|\s)(ÖÖ|ÖS)(\s|$)/u] },
];

/** The glossary's complaints about one text: each concept whose rejected variant it contains. */
export function glossaryViolations(
  text: string,
  where: 'catalogues' | 'content' = 'catalogues',
): GlossaryEntry[] {
  return TURKISH_GLOSSARY.filter(
    (entry) =>
      (where === 'catalogues' || !entry.cataloguesOnly) && entry.avoid.some((pattern) => pattern.test(text)),
  );
}

/**
 * Typography the review asks of Turkish copy: the curly apostrophe before a suffix ("Türkiye’de", not
 * "Türkiye'de"), TDK's circumflex in dâhil / hâle / hâlde / hâlihazırda, and an en dash in a numeric range
 * ("5–15"). Returns what the text gets wrong (empty when nothing).
 */
export function turkishTypographyIssues(text: string): string[] {
  const issues: string[] = [];
  if (/[\p{L}\p{N}]'\p{L}/u.test(text)) issues.push('straight apostrophe before a suffix (use ’)');
  if (/(?<!\p{L})(dahil|hale|halde|halihazırda)(?!\p{L})/iu.test(text)) {
    issues.push('missing circumflex (dâhil, hâle, hâlde, hâlihazırda)');
  }
  if (/(?<![\p{L}\p{N}-])\d{1,3}-\d{1,3}(?![\p{N}-])/u.test(text))
    issues.push('hyphen in a numeric range (use –)');
  return issues;
}

/**
 * Capitalisation: buttons, labels, column headers and the interface's own headings are in sentence case in
 * Turkish ("Aboneliği iptal et", "Ödeme yöntemi"), as the review recommends. Menus (the admin menu, like the
 * CMS's site menu, names pages: "Denetim Kaydı"), mail signatures and place or time-zone names keep their
 * capitals. Returns the words after the first that are capitalised (each segment after " – " or "(" starts
 * afresh; proper nouns and abbreviations are allowed).
 */
export const TURKISH_CAPITALISED_KEY_PREFIXES = [
  'admin.nav.',
  'mail.signature',
  'mail.contact.region.',
  'timeZone.',
] as const;
const PROPER_NOUNS = new Set([
  'Türkçe',
  'İngilizce',
  'Türkiye',
  'Crestline',
  'Staffing',
  'Google',
  'Franchise',
]);

export function titleCasedWords(text: string): string[] {
  return text
    .split(/\s[–-]\s|\(/u)
    .flatMap((segment) => segment.trim().split(/\s+/).slice(1))
    .filter(
      (word) => /^[^\p{L}]*\p{Lu}\p{Ll}/u.test(word) && !PROPER_NOUNS.has(word.replace(/[^\p{L}]/gu, '')),
    );
}
