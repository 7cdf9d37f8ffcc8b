// What a database error means, the same on PGlite and PostgreSQL (Drizzle wraps the driver's error in `cause`).

/** A unique constraint refused the write (SQLSTATE 23505): someone else wrote the same key first. */
export const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

interface DriverError {
  message?: unknown;
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  severity?: unknown;
  routine?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

const DRIVER_FIELDS = ['code', 'constraint', 'table', 'column', 'severity', 'routine'] as const;

/**
 * What a log may keep of an error: its name, its message and stack, and of a failed query the SQLSTATE,
 * constraint, table and column, never the values of the request. Drizzle's message ("Failed query: ...
 * params: ...") names the parameters and the driver's `detail` repeats the refused values ("Key (email)=(…)"),
 * so a failed query is logged as its SQL text (placeholders only) and what the driver says about it.
 */
export function loggableError(err: unknown, depth = 0): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as DriverError & { name?: unknown; stack?: unknown };
  const failedQuery = typeof e.query === 'string' && 'params' in e;
  const out: Record<string, unknown> = { type: typeof e.name === 'string' ? e.name : 'Error' };
  if (failedQuery) {
    out.message = 'Failed query';
    out.query = (e.query as string).slice(0, 500);
  } else {
    const message = typeof e.message === 'string' ? e.message : '';
    // A driver message may also quote values (e.g. "invalid byte sequence … 0x00"): keep its first line only.
    out.message = message.split('\nparams:')[0]?.split('\n')[0]?.slice(0, 500);
    if (typeof e.stack === 'string' && !('code' in e)) out.stack = e.stack.split('\nparams:')[0];
  }
  for (const field of DRIVER_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  if (e.cause && depth < 3) out.cause = loggableError(e.cause, depth + 1);
  return out;
}
