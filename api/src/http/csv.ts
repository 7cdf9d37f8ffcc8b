// CSV downloads of the admin lists: UTF-8 with a byte-order mark (so Excel reads Turkish letters), a
// header row in the request's language, and formula injection neutralised (a cell starting with =, +,
// -, @, a tab or a carriage return gets a leading ' so a spreadsheet shows it as text).
import type { Response } from 'express';
import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | boolean | null | undefined;

export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows] as CsvCell[][], {
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    cast: { boolean: (v) => (v ? 'true' : 'false') },
  });
}

/** Sends the rows as a CSV attachment named `{name}-{yyyy-mm-dd}.csv`. */
export function sendCsv(
  res: Response,
  name: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  const day = new Date().toISOString().slice(0, 10);
  res
    .set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    })
    .send(csvText(header, rows));
}
