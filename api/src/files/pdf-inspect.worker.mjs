// Runs in a pooled worker thread (files/pdf.ts), so a hostile PDF can use at most the worker's memory and time:
// parses the bytes with pdf-lib, which reads the cross-reference tables and streams, compressed object
// streams included, and resolves `#xx` escapes in names; then walks every object for active content.
// Answers each task { verdict: 'plain' | 'active' | 'encrypted' | 'unreadable' | 'tooComplex' }.
import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFInvalidObject,
  PDFName,
  PDFStream,
} from 'pdf-lib';

// Names that make a document run code, launch programs or carry other files.
const ACTIVE = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);

// pdf-lib decodes `#xx` with upper-case hex digits only; a strict reader decodes lower case too.
const nameOf = (name) =>
  name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));

/** 'active' when the object (or anything directly inside it) names active content; 'unreadable' for junk. */
function inspect(object, depth = 0) {
  if (depth > 64) return 'unreadable';
  if (object instanceof PDFInvalidObject) return 'unreadable';
  if (object instanceof PDFName) return ACTIVE.has(nameOf(object)) ? 'active' : undefined;
  if (object instanceof PDFStream) return inspect(object.dict, depth + 1);
  if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      if (ACTIVE.has(nameOf(key))) return 'active';
      const found = inspect(value, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const found = inspect(item, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

const isEncryptedError = (err) =>
  err instanceof EncryptedPDFError || /is encrypted/.test(String(err && err.message));

async function verdict(bytes, limits) {
  // A whole PDF ends with %%EOF (a few bytes of trailing junk are common); a cut-off upload does not.
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  if (!tail.includes('%%EOF')) return 'unreadable';
  let doc;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (err) {
    return isEncryptedError(err) ? 'encrypted' : 'unreadable';
  }
  if (doc.isEncrypted) return 'encrypted';
  try {
    const pages = doc.getPageCount();
    if (pages < 1) return 'unreadable';
    if (pages > limits.maxPages) return 'tooComplex';
  } catch {
    return 'unreadable';
  }
  const objects = doc.context.enumerateIndirectObjects();
  if (objects.length === 0) return 'unreadable';
  if (objects.length > limits.maxObjects) return 'tooComplex';
  for (const [, object] of objects) {
    const found = inspect(object);
    if (found) return found;
  }
  return inspect(doc.context.trailerInfo.Root ? doc.catalog : doc.context.trailerInfo) ?? 'plain';
}

/** The pool's task (files/pdf.ts): the bytes (and the object and page limits) in, the verdict out. */
export default async function inspectTask(task) {
  const buffer = task instanceof ArrayBuffer ? task : task.bytes;
  const limits = {
    maxObjects: task.maxObjects ?? Number.POSITIVE_INFINITY,
    maxPages: task.maxPages ?? Number.POSITIVE_INFINITY,
  };
  try {
    return { verdict: await verdict(new Uint8Array(buffer), limits) };
  } catch {
    return { verdict: 'unreadable' };
  }
}
