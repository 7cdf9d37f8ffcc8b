// Text compared the way a Turkish or English reader expects (zod-free, for the site's islands too):
// case folded with Turkish rules and the Turkish and common accented letters read as their plain base,
// so "istanbul" finds "İstanbul", "ISIK" finds "ışık" and "cagri" finds "Çağrı". The database folds its
// search columns with the same table (api/src/db/fold.ts), so a search answers alike in the browser and
// on the server.

/** Letters read as their plain base letter, and that letter (same positions). */
export const FOLD_FROM = 'İıŞşĞğÜüÖöÇçÂâÎîÛûÉéÈèÁáÀàÍíÓóÚúÑñ';
export const FOLD_TO = 'iissgguuooccaaiiuueeeeaaaaiioouunn';

const table = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i]!]));

/** The text folded for comparing: the letters above to their base, then lower case. */
export function foldText(text: string): string {
  let out = '';
  for (const ch of text) out += table.get(ch) ?? ch;
  return out.toLowerCase();
}

/** Whether `text` contains `query`, both folded; an empty query matches everything. */
export function foldedIncludes(text: string, query: string): boolean {
  const q = foldText(query.trim());
  return !q || foldText(text).includes(q);
}
