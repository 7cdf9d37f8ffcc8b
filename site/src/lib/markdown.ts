// The CMS's rich-text fields (Strapi's Markdown editor) rendered as the editor previews them: CommonMark
// with GFM tables and strikethrough, bare links and e-mail addresses linked, and the HTML the toolbar
// inserts itself (<u> for underline) kept. Everything then goes through an allow-list sanitiser
// (sanitize-html), so no script, handler, style or unsafe address from the CMS reaches a page. Rendered at
// build (and preview) time only: none of this ships to the browser.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt('commonmark', { html: true, linkify: true, typographer: false });
md.enable(['table', 'strikethrough', 'linkify']);

/** What may reach a page: the elements Markdown produces, plus underline; nothing else. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
    ...['ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 'ins', 's', 'del', 'sub', 'sup', 'mark'],
    ...['a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    ol: ['start'],
    code: ['class'],
    th: ['style'],
    td: ['style'],
  },
  // Table column alignment only.
  allowedStyles: {
    th: { 'text-align': [/^(left|right|center)$/] },
    td: { 'text-align': [/^(left|right|center)$/] },
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only from the site itself (the content loader copies the CMS's uploads into the build).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // <script>, <style> and the like go with their content; other unknown tags leave their text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  disallowedTagsMode: 'discard',
  // An image whose address was not allowed is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // External links open in a new tab without handing it this page.
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, rel: 'noopener', target: '_blank' } : attribs,
      };
    },
    // Images inside text load when scrolled to.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/** Sanitises HTML from the CMS with the rich-text allow-list. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/**
 * Markdown from the CMS as safe HTML. `headingBase` is the level a "#" heading gets (2 by default: the
 * page's own h1 stays the only one); deeper headings follow, up to h6.
 */
export function renderMarkdown(source: string, options: { headingBase?: number } = {}): string {
  const base = options.headingBase ?? 2;
  const tokens = md.parse(source.replace(/\r\n?/g, '\n'), {});
  for (const token of tokens) {
    if (token.type === 'heading_open' || token.type === 'heading_close') {
      token.tag = `h${Math.min(6, base + Number(token.tag.slice(1)) - 1)}`;
    }
  }
  return sanitizeCmsHtml(md.renderer.render(tokens, md.options, {})).trim();
}
