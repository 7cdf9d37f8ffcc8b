// Where the text read from one kind of stored PDF is kept (files/stored-text.ts, StoredTextStore): in
// the columns of the record that names the file. One store for every kind: resumes (applicants) and
// franchise contracts; each module names its table's columns.
import { and, asc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { StoredTextStore } from './stored-text';

export interface StoredTextColumns {
  id: PgColumn;
  /** The stored file's key. */
  fileKey: PgColumn;
  /** 'pending' until read, then 'extracted', 'none' (no text: a scan) or 'failed'. */
  state: PgColumn;
  text: PgColumn;
  /** The text search configuration the text was guessed to be in. */
  language: PgColumn;
  /** The words stemmed with that configuration (a tsvector), when the table keeps them for search. */
  words?: PgColumn;
}

export function storedTextStore(db: DbOrTx, table: PgTable, columns: StoredTextColumns): StoredTextStore {
  // Drizzle sets values by the table's property names: find each column's.
  const keyOf = (column: PgColumn) =>
    Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)![0];
  const save = (id: string, values: [PgColumn, unknown][]) =>
    db
      .update(table)
      .set(Object.fromEntries(values.map(([column, value]) => [keyOf(column), value])))
      .where(eq(columns.id, id));
  const words = columns.words;
  return {
    async fileKey(id) {
      const [row] = await db.select({ key: columns.fileKey }).from(table).where(eq(columns.id, id));
      return row?.key as string | undefined;
    },
    async save(id, read) {
      // A failed read only marks the record (the job tries again); any other replaces what was kept.
      const values: [PgColumn, unknown][] = [[columns.state, read.state]];
      if (read.state === 'extracted') {
        values.push([columns.text, read.text], [columns.language, read.language]);
        if (words) values.push([words, sql`to_tsvector(${read.language}::regconfig, ${read.text})`]);
      } else if (read.state === 'none') {
        values.push([columns.text, null], [columns.language, null]);
        if (words) values.push([words, null]);
      }
      await save(id, values);
    },
    async pending(after, limit) {
      const rows = await db
        .select({ id: columns.id })
        .from(table)
        .where(and(eq(columns.state, 'pending'), gt(columns.id, after)))
        .orderBy(asc(columns.id))
        .limit(limit);
      return rows.map((row) => row.id as string);
    },
  };
}
