// Every template (emails/index.ts), in both languages, with its sample values: what a recipient would notice if
// a template broke — an empty part, a raw {placeholder}, English left in a Turkish mail, markup a mail client
// repairs its own way, a link that leads nowhere or something fetched from elsewhere.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, t, type Locale } from '@crestline/contracts';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { COMPANY_CONTACT, COMPANY_NAME } from './company';
import { mailTemplates } from './emails';
import { SAMPLE_PUBLIC_URL } from './emails/samples';
import { MAIL_TEMPLATES, renderSample, writeMailPreview } from './preview';
import { renderMail } from './templates';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);
const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Node> {
  yield node;
  if ('childNodes' in node) for (const child of node.childNodes) yield* walk(child);
}

/** Parses as browsers and mail clients' HTML engines do, and lists what they would have to repair. */
function parseMail(html: string) {
  const errors: string[] = [];
  const document = parse(html, {
    sourceCodeLocationInfo: true,
    // React Email writes the XHTML 1.0 Transitional doctype mail clients expect; HTML5 calls it legacy.
    onParseError: (error) => {
      if (error.code !== 'non-conforming-doctype') errors.push(`${error.code} at ${error.startOffset}`);
    },
  });
  const elements = [...walk(document)].filter(isElement);
  for (const element of elements) {
    // An element the parser had to invent, or one left open, is markup a client repairs its own way.
    if (!element.sourceCodeLocation) errors.push(`<${element.tagName}> implied`);
    else if (!VOID_ELEMENTS.has(element.tagName) && !element.sourceCodeLocation.endTag)
      errors.push(`<${element.tagName}> at ${element.sourceCodeLocation.startOffset} not closed`);
  }
  return { errors, elements, text: visibleText(document) };
}

const BLOCKS = new Set(['title', 'body', 'div', 'p', 'table', 'tbody', 'tr', 'td', 'hr', 'br']);

/** What a reader sees, a line per block (and the title), without the preview's spacing characters. */
function visibleText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node)
    return node.value.replace(/[\u00a0\u200b-\u200f\ufeff]+/g, ' ');
  if (!('childNodes' in node) || node.nodeName === 'style') return '';
  const inner = node.childNodes.map(visibleText).join('');
  return BLOCKS.has(node.nodeName) ? `\n${inner}\n` : inner;
}

const attribute = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Lines and sentences of a text (footer items split at " · "). */
const segments = (text: string) =>
  text
    .split(/\n|(?<=[.!?])\s+| · /)
    .map((s) => s.trim())
    .filter(Boolean);

describe('every mail template', () => {
  it('is registered under the name its texts use', () => {
    for (const template of MAIL_TEMPLATES) {
      expect(mailTemplates[template].subject).toBe(`mail.${template}.subject`);
    }
  });

  describe.each(MAIL_TEMPLATES)('%s', (template) => {
    it.each(LOCALES)(
      'in %s has a subject, an HTML and a plain-text part, filled and well formed',
      async (lang) => {
        const mail = await renderSample(template, lang);
        const { errors, elements, text } = parseMail(mail.html);
        expect(errors).toEqual([]);

        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text.trim().length).toBeGreaterThan(100);
        expect(text.trim().length).toBeGreaterThan(100);
        for (const part of [mail.subject, mail.text, text]) {
          expect(part).not.toMatch(/\{\w+\}/); // an unreplaced placeholder
          expect(part).not.toMatch(/\bmail\.\w+\.\w+/); // a key with no text
        }
        // Both parts say the same: every sentence of the text is in the HTML too (a button's label is
        // followed by a colon and its link in the text).
        for (const line of segments(mail.text).filter((s) => s !== '--'))
          expect(text).toContain(line.replace(/:$/, ''));

        const html = elements.find((e) => e.tagName === 'html')!;
        expect(attribute(html, 'lang')).toBe(lang);
        expect(visibleText(elements.find((e) => e.tagName === 'title')!).trim()).toBe(mail.subject);
        // Nothing is fetched when the mail opens: no images, stylesheets, scripts, frames or web fonts.
        expect(
          elements.filter((e) => /^(img|link|script|iframe|object|embed|video|audio)$/.test(e.tagName)),
        ).toEqual([]);
        expect(mail.html).not.toMatch(/url\(|@import|@font-face/i);
        // Every link is absolute: the site's (PUBLIC_URL), or the company's mail address and phones.
        for (const link of elements.filter((e) => e.tagName === 'a')) {
          expect(attribute(link, 'href')).toMatch(
            new RegExp(`^(${SAMPLE_PUBLIC_URL.replaceAll('.', '\\.')}/|mailto:|tel:\\+\\d+$)`),
          );
        }
      },
    );

    it('in Turkish says nothing in English', async () => {
      // Both languages with the same (Turkish) values, so a sentence holding a value is compared too.
      const en = await renderSample(template, 'en', 'tr');
      const tr = await renderSample(template, 'tr', 'tr');
      const values = [
        ...Object.values(mailTemplates[template].samples.tr)
          .filter((v): v is string => Boolean(v))
          // A list handed as JSON (a job-alert digest's jobs): its items' texts are values too.
          .flatMap((v) => [v, ...jsonListTexts(v)]),
        COMPANY_NAME,
        COMPANY_CONTACT.email,
        ...COMPANY_CONTACT.address,
        ...COMPANY_CONTACT.phones.map((p) => p.number),
      ].sort((a, b) => b.length - a.length); // a link that extends another is taken out whole
      /** A sentence with at least one word of its own once the values are taken out. */
      const hasWords = (sentence: string) =>
        /\p{L}{2,}/u.test(values.reduce((rest, value) => rest.replaceAll(value, ' '), sentence));
      const englishOf = (mail: { subject: string; text: string; html: string }) => [
        mail.subject,
        ...segments(mail.text),
        ...segments(parseMail(mail.html).text),
      ];
      const turkish = [tr.subject, tr.text, parseMail(tr.html).text].join('\n');
      const english = [...new Set(englishOf(en).filter(hasWords))];
      expect(english.length).toBeGreaterThan(5);
      expect(english.filter((sentence) => turkish.includes(sentence))).toEqual([]);
    });
  });

  it('escapes what people type and keeps links to the site clickable', async () => {
    const mail = await renderMail('passwordReset', 'tr', {
      name: '<b onmouseover="x">Ayşe</b> & Co',
      resetUrl: `${SAMPLE_PUBLIC_URL}/tr/resetpassword/abc?x=1&y=2`,
    });
    const { errors, elements, text } = parseMail(mail.html);
    expect(errors).toEqual([]);
    expect(elements.some((e) => e.tagName === 'b')).toBe(false);
    expect(text).toContain('Merhaba <b onmouseover="x">Ayşe</b> & Co,');
    const hrefs = elements.filter((e) => e.tagName === 'a').map((e) => attribute(e, 'href'));
    expect(hrefs).toContain(`${SAMPLE_PUBLIC_URL}/tr/resetpassword/abc?x=1&y=2`);
    expect(mail.text).toContain(`Şifremi sıfırla:\n${SAMPLE_PUBLIC_URL}/tr/resetpassword/abc?x=1&y=2\n`);
  });

  it('signs with the contact data the site shows (content-seeds/global)', async () => {
    for (const lang of LOCALES) {
      const global = JSON.parse(
        await readFile(path.join(repoRoot, 'content-seeds/global', `${lang}.json`), 'utf8'),
      ) as {
        brandName: string;
        infoEmail: string;
        phones: Record<string, string>;
        usAddress: string[];
        footer: { phoneLabels: Record<string, string> };
      };
      const region = (key: string) => key.replace('mail.contact.region.', '');
      expect(COMPANY_NAME).toBe(global.brandName);
      expect(COMPANY_CONTACT.email).toBe(global.infoEmail);
      expect([...COMPANY_CONTACT.address, t(lang, COMPANY_CONTACT.country)]).toEqual(global.usAddress);
      expect(Object.fromEntries(COMPANY_CONTACT.phones.map((p) => [region(p.region), p.number]))).toEqual(
        global.phones,
      );
      expect(
        Object.fromEntries(COMPANY_CONTACT.phones.map((p) => [region(p.region), t(lang, p.region)])),
      ).toEqual(global.footer.phoneLabels);
    }
    const mail = await renderSample('welcome', 'tr');
    expect(mail.text).toMatch(
      /\n--\nCrestline Staffing\n2100 Bryant Street, Suite 310, San Francisco, CA 94110, Amerika Birleşik Devletleri\ninfo@crestlinestaffing\.example\n/,
    );
  });

  it('are written for review by npm run mail:preview, each language of each template linked from index.html', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-preview-'));
    try {
      const files = await writeMailPreview(dir);
      expect(files).toHaveLength(MAIL_TEMPLATES.length * LOCALES.length);
      const index = await readFile(path.join(dir, 'index.html'), 'utf8');
      const links = parse(index)
        .childNodes.flatMap((n) => [...walk(n)])
        .filter(isElement);
      const hrefs = links.filter((e) => e.tagName === 'a').map((e) => attribute(e, 'href'));
      expect(hrefs.sort()).toEqual(files.flatMap((f) => [f.html, f.text]).sort());
      const sample = files.find((f) => f.template === 'welcome' && f.lang === ('tr' satisfies Locale))!;
      expect(await readFile(path.join(dir, sample.text), 'utf8')).toContain('Merhaba Zeynep Aydın,');
      expect(await readFile(path.join(dir, sample.html), 'utf8')).toContain('<html lang="tr">');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The texts inside a value that is a JSON list of objects (none for any other value). */
function jsonListTexts(value: string): string[] {
  if (!value.startsWith('[')) return [];
  try {
    const list: unknown = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.flatMap((item) =>
      Object.values(item as object).filter((v): v is string => typeof v === 'string'),
    );
  } catch {
    return [];
  }
}
