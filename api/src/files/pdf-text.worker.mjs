// Runs in a pooled worker thread (files/pdf.ts extractText): the text of a PDF's pages with pdf.js, for search.
// Answers each task { text } (at most MAX_CHARS characters of the first MAX_PAGES pages), or
// { text: null } when the file cannot be read.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const MAX_PAGES = 50;
const MAX_CHARS = 200_000;

async function extract(bytes) {
  const loading = getDocument({
    data: bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await loading.promise;
  let text = '';
  for (let i = 1; i <= Math.min(pdf.numPages, MAX_PAGES) && text.length < MAX_CHARS; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  await loading.destroy();
  return text
    .replace(/[ \t]+/g, ' ')
    .trim()
    .slice(0, MAX_CHARS);
}

/** The pool's task (files/pdf.ts): the bytes in, the text out. */
export default async function textTask(buffer) {
  try {
    return { text: await extract(new Uint8Array(buffer)) };
  } catch {
    return { text: null };
  }
}
