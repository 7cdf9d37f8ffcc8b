// An uploaded PDF is checked by its bytes (the file signature), whatever its name or declared type, and
// then read by a real PDF parser (pdf-lib, in pdf-inspect.worker.mjs) that resolves name escapes
// (`/J#61vaScript`), cross-reference and compressed object streams, and walks every object: a PDF that
// can run code (JavaScript, launch actions), carries other files (embedded files, XFA, rich media), is
// encrypted, or cannot be read is refused. The parse runs in a worker thread with its own memory ceiling
// and a time limit, so a hostile file cannot exhaust the API or hang the upload.
import { availableParallelism } from 'node:os';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { MessageKey } from '@crestline/contracts';
import { badRequest } from '../http/errors';

export async function isPdf(bytes: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.mime === 'application/pdf';
}

// A PDF that doubles as an HTML page (a polyglot) is refused whatever its objects say; and the plain
// spellings of the active names are refused at once, before any parse.
const ACTIVE_PDF = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z0-9])/;
const MARKUP = /<\s*(?:script|html|svg|iframe|object|embed)\b/i;

export function hasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return ACTIVE_PDF.test(text) || MARKUP.test(text);
}

export type PdfVerdict = 'plain' | 'active' | 'encrypted' | 'unreadable';

/** Limits of one parse: wall time, and the worker's heap. */
export const PDF_PARSE_LIMITS = { timeoutMs: 10_000, heapMb: 256 };

/**
 * Parses running at once: one per core. More would only make each slower (and, under a burst of uploads,
 * push good files past the time limit); the others wait their turn, and the time limit counts from the
 * start of their own parse.
 */
const CORES = Math.max(1, availableParallelism());
const parses = pLimit(CORES);

/**
 * One pool of worker threads (piscina) per parser and memory ceiling. A thread is kept for further
 * parses (starting one and loading the parser cost about 100 ms of CPU, more than most parses), ended
 * when it runs over its time or memory (the pool starts a fresh one) and when idle for a while.
 */
const pools = new Map<string, Piscina>();
function poolFor(file: string, heapMb: number): Piscina {
  const key = `${file}|${heapMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new Piscina({
      filename: new URL(file, import.meta.url).href,
      minThreads: 0,
      maxThreads: CORES,
      idleTimeout: 30_000,
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 },
      // Not the API's own loader flags: the workers are plain JavaScript.
      execArgv: [],
    });
    // A thread that dies between tasks (out of memory while idle) is replaced; nothing waits on it.
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return pool;
}

/** Runs a pooled worker on a copy of the bytes within the limits; `fallback` when it fails or runs over. */
function inWorker<T>(
  file: string,
  bytes: Buffer,
  limits: typeof PDF_PARSE_LIMITS,
  read: (m: unknown) => T,
  fallback: T,
): Promise<T> {
  return parses(async () => {
    const copy = new Uint8Array(bytes).buffer;
    try {
      const answer: unknown = await poolFor(file, limits.heapMb).run(copy, {
        transferList: [copy],
        signal: AbortSignal.timeout(limits.timeoutMs),
      });
      return read(answer);
    } catch {
      // Past the time limit (the thread is ended), out of memory, a crash in the parser: not readable.
      return fallback;
    }
  });
}

/** What a real parser makes of the bytes, within PDF_PARSE_LIMITS (past them: 'unreadable'). */
export function inspectPdf(bytes: Buffer, limits = PDF_PARSE_LIMITS): Promise<PdfVerdict> {
  return inWorker<PdfVerdict>(
    './pdf-inspect.worker.mjs',
    bytes,
    limits,
    (m) => (m as { verdict?: PdfVerdict }).verdict ?? 'unreadable',
    'unreadable',
  );
}

/**
 * The text of a PDF's pages (pdf.js, in a worker with the same limits; at most 50 pages and 200,000
 * characters), or null when it cannot be read. For searching resumes; a scanned PDF has no text.
 */
export function extractText(bytes: Buffer, limits = PDF_PARSE_LIMITS): Promise<string | null> {
  return inWorker<string | null>(
    './pdf-text.worker.mjs',
    bytes,
    limits,
    (m) => {
      const text = (m as { text?: unknown }).text;
      return typeof text === 'string' ? text : null;
    },
    null,
  );
}

const REFUSALS: Record<Exclude<PdfVerdict, 'plain'>, MessageKey> = {
  active: 'api.pdfActiveContent',
  encrypted: 'api.pdfEncrypted',
  unreadable: 'api.pdfUnreadable',
};

/**
 * The bytes when they are a plain PDF; else a 400 with `missing` (nothing sent), `notPdf`,
 * api.pdfActiveContent, api.pdfEncrypted or api.pdfUnreadable.
 */
export async function requirePdf(
  bytes: Buffer | undefined,
  messages: { missing: MessageKey; notPdf: MessageKey },
): Promise<Buffer> {
  if (!bytes?.length) throw badRequest(messages.missing);
  if (!(await isPdf(bytes))) throw badRequest(messages.notPdf);
  if (hasActiveContent(bytes)) throw badRequest('api.pdfActiveContent');
  const verdict = await inspectPdf(bytes);
  if (verdict !== 'plain') throw badRequest(REFUSALS[verdict]);
  return bytes;
}
