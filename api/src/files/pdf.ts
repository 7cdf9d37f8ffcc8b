// An uploaded PDF is checked by its bytes (the file signature), whatever its name or declared type, and
// then read by a real PDF parser (pdf-lib, in pdf-inspect.worker.mjs) that resolves name escapes
// (`/J#61vaScript`), cross-reference and compressed object streams, and walks every object: a PDF that
// can run code (JavaScript, launch actions), carries other files (embedded files, XFA, rich media), is
// encrypted, or cannot be read is refused. The parse runs in a worker thread with its own memory ceiling
// and a time limit, so a hostile file cannot exhaust the API or hang the upload.
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
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

/** What a real parser makes of the bytes, within PDF_PARSE_LIMITS (past them: 'unreadable'). */
export function inspectPdf(bytes: Buffer, limits = PDF_PARSE_LIMITS): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    const copy = new Uint8Array(bytes).buffer;
    const worker = new Worker(new URL('./pdf-inspect.worker.mjs', import.meta.url), {
      workerData: copy,
      transferList: [copy],
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      // Not the API's own loader flags: the worker is plain JavaScript.
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (verdict: PdfVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish('unreadable'), limits.timeoutMs);
    worker.once('message', (m: { verdict?: PdfVerdict }) => finish(m.verdict ?? 'unreadable'));
    // Out of memory, a crash in the parser: the file is not one we can read.
    worker.once('error', () => finish('unreadable'));
    worker.once('exit', () => finish('unreadable'));
  });
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
