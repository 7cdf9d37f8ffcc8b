// What a database error means, the same on PGlite and PostgreSQL (Drizzle wraps the driver's error in `cause`).

/** A unique constraint refused the write (SQLSTATE 23505): someone else wrote the same key first. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
