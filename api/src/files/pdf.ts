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

export type PdfVerdict = 'plain' | 'active' | 'encrypted' | 'unreadable' | 'tooComplex';

/** Limits of one parse: wall time, and the worker's heap. */
export const PDF_PARSE_LIMITS = { timeoutMs: 10_000, heapMb: 256 };
/**
 * The check of an upload (inspectPdf): at most this many objects and pages, and this long a parse. A
 * résumé or a signed contract has a few hundred objects and parses in well under a second; a file of
 * 200,000 tiny objects would hold a parser for seconds. Past a limit: 400 api.pdfTooComplex.
 */
export const PDF_CHECK_LIMITS = { timeoutMs: 5_000, heapMb: 256, maxObjects: 20_000, maxPages: 500 };
/** Files with more objects than this are parsed one at a time, apart from ordinary ones. */
const HEAVY_OBJECTS = 2_000;

/**
 * What the bytes declare, counted without parsing (linear, a few milliseconds for 5 MB): indirect
 * objects (`12 0 obj`, plus the /N of each object stream) and page objects (`/Type /Page`). The count of
 * objects stops a little past `stopAfter` (the file is refused then, however many more it has).
 */
export function pdfStructure(bytes: Buffer, stopAfter = Infinity): { objects: number; pages: number } {
  const text = bytes.toString('latin1');
  let objects = 0;
  for (const _ of text.matchAll(/(?<![0-9])\d{1,10}[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g)) {
    if (++objects > stopAfter) return { objects, pages: 0 };
  }
  for (const m of text.matchAll(/\/Type\s*\/ObjStm(?![A-Za-z0-9])/g)) {
    // The dictionary around it holds /N, the number of objects packed in the stream.
    const start = text.lastIndexOf('<<', m.index);
    const end = text.indexOf('>>', m.index);
    const n = /\/N\s+(\d{1,10})/.exec(text.slice(Math.max(0, start), end < 0 ? undefined : end));
    objects += n ? Number(n[1]) : 0;
  }
  let pages = 0;
  for (const _ of text.matchAll(/\/Type\s*\/Page(?![A-Za-z0-9#])/g)) pages++;
  return { objects, pages };
}

/**
 * Parses running at once: one per core. More would only make each slower (and, under a burst of uploads,
 * push good files past the time limit); the others wait their turn, and the time limit counts from the
 * start of their own parse.
 */
const CORES = Math.max(1, availableParallelism());
const parses = pLimit(CORES);
/** Large files (many objects) take turns in a lane of their own: they never hold the ordinary lanes. */
const heavyParses = pLimit(1);

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
      maxThreads: CORES + 1,
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

/**
 * Runs a pooled worker on a copy of the bytes within the limits; `fallback` when it fails, `timedOut`
 * (default: `fallback`) when it runs over its time. `task` is handed to the worker with the bytes.
 */
function inWorker<T>(
  file: string,
  bytes: Buffer,
  limits: typeof PDF_PARSE_LIMITS,
  read: (m: unknown) => T,
  fallback: T,
  options: { timedOut?: T; heavy?: boolean; task?: Record<string, unknown> } = {},
): Promise<T> {
  const lane = options.heavy ? heavyParses : parses;
  return lane(async () => {
    const copy = new Uint8Array(bytes).buffer;
    const signal = AbortSignal.timeout(limits.timeoutMs);
    try {
      const answer: unknown = await poolFor(file, limits.heapMb).run(
        options.task ? { bytes: copy, ...options.task } : copy,
        { transferList: [copy], signal },
      );
      return read(answer);
    } catch {
      // Past the time limit (the thread is ended), out of memory, a crash in the parser.
      return signal.aborted && options.timedOut !== undefined ? options.timedOut : fallback;
    }
  });
}

/**
 * What a real parser makes of the bytes, within PDF_CHECK_LIMITS: a file that declares more objects or
 * pages than the limits is 'tooComplex' before any parse (a scan of the bytes), and so is one whose parse
 * finds more, or runs over its time. Files of many objects are parsed in their own lane, one at a time.
 */
/** Whether the bytes declare more objects or pages than the check takes (a scan, no parse). */
export function declaresTooMuch(bytes: Buffer, limits = PDF_CHECK_LIMITS): boolean {
  const declared = pdfStructure(bytes, limits.maxObjects);
  return declared.objects > limits.maxObjects || declared.pages > limits.maxPages;
}

export async function inspectPdf(bytes: Buffer, limits = PDF_CHECK_LIMITS): Promise<PdfVerdict> {
  if (declaresTooMuch(bytes, limits)) return 'tooComplex';
  const declared = pdfStructure(bytes);
  return inWorker<PdfVerdict>(
    './pdf-inspect.worker.mjs',
    bytes,
    limits,
    (m) => (m as { verdict?: PdfVerdict }).verdict ?? 'unreadable',
    'unreadable',
    {
      timedOut: 'tooComplex',
      heavy: declared.objects > HEAVY_OBJECTS,
      task: { maxObjects: limits.maxObjects, maxPages: limits.maxPages },
    },
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
  tooComplex: 'api.pdfTooComplex',
};

/**
 * The bytes when they are a plain PDF; else a 400 with `missing` (nothing sent), `notPdf`,
 * api.pdfActiveContent, api.pdfEncrypted, api.pdfUnreadable or api.pdfTooComplex.
 */
export async function requirePdf(
  bytes: Buffer | undefined,
  messages: { missing: MessageKey; notPdf: MessageKey },
): Promise<Buffer> {
  if (!bytes?.length) throw badRequest(messages.missing);
  if (!(await isPdf(bytes))) throw badRequest(messages.notPdf);
  // The cheapest refusal first: a file of too many objects costs a few milliseconds, never a parse.
  if (declaresTooMuch(bytes)) throw badRequest('api.pdfTooComplex');
  if (hasActiveContent(bytes)) throw badRequest('api.pdfActiveContent');
  const verdict = await inspectPdf(bytes);
  if (verdict !== 'plain') throw badRequest(REFUSALS[verdict]);
  return bytes;
}
