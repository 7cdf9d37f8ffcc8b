// An uploaded PDF is checked by its bytes (the file signature), whatever its name or declared type.
import { fileTypeFromBuffer } from 'file-type';
import type { MessageKey } from '@crestline/contracts';
import { badRequest } from '../http/errors';

export async function isPdf(bytes: Buffer): Promise<boolean> {
  return (await fileTypeFromBuffer(bytes))?.mime === 'application/pdf';
}

// Resumes and contracts are documents: a PDF that can run code (JavaScript, launch actions), carries
// other files, or doubles as an HTML page (a polyglot) is refused whatever it claims to be.
const ACTIVE_PDF = /\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia|XFA)(?![A-Za-z0-9])/;
const MARKUP = /<\s*(?:script|html|svg|iframe|object|embed)\b/i;

export function hasActiveContent(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return ACTIVE_PDF.test(text) || MARKUP.test(text);
}

/**
 * The bytes when they are a plain PDF; else a 400 with `missing` (nothing sent), `notPdf`, or
 * api.pdfActiveContent for a PDF with active content.
 */
export async function requirePdf(
  bytes: Buffer | undefined,
  messages: { missing: MessageKey; notPdf: MessageKey },
): Promise<Buffer> {
  if (!bytes?.length) throw badRequest(messages.missing);
  if (!(await isPdf(bytes))) throw badRequest(messages.notPdf);
  if (hasActiveContent(bytes)) throw badRequest('api.pdfActiveContent');
  return bytes;
}
