// The database's side of contracts/text-fold.ts: text folded with the same table (Turkish and common
// accented letters to their base, then lower case), so "istanbul" finds "İstanbul" in the back office's
// searches as it does in the browser. translate() before lower() keeps it independent of the database's
// locale (PostgreSQL's lower() changes only ASCII letters under the C locale, and PGlite has no ICU).
import { sql, type SQL } from 'drizzle-orm';
import { FOLD_FROM, FOLD_TO, foldText } from '@crestline/contracts/text-fold';

/** SQL literals of the table, for generated columns and indexes (no parameters allowed there). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `expr` folded, as raw SQL text for a generated column's expression. */
export const foldSqlText = (expr: string) =>
  `lower(translate(${expr}, ${literal(FOLD_FROM)}, ${literal(FOLD_TO)}))`;

/** `%text%` for LIKE against a folded column: the search folded, its pattern characters taken literally. */
export const foldedContainsPattern = (text: string): string =>
  `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** foldedContains's pattern as a parameter. */
export function foldedContains(text: string): SQL {
  return sql`${foldedContainsPattern(text)}`;
}
