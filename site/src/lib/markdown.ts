// A small, safe Markdown renderer for the CMS's rich-text fields: paragraphs, headings (## …),
// bullet and numbered lists, **bold**, *italic*, [links](…), bare e-mail addresses and line breaks. HTML in
// the source is escaped.
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function safeHref(href: string): string | null {
  return /^(https?:\/\/|mailto:|tel:|\/|#)/i.test(href) ? href : null;
}

export function inline(text: string): string {
  let out = escapeHtml(text);
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const safe = safeHref(href.replace(/&amp;/g, '&'));
    if (!safe) return label;
    const external = /^https?:\/\//i.test(safe);
    return `<a href="${escapeHtml(safe)}"${external ? ' rel="noopener" target="_blank"' : ''}>${label}</a>`;
  });
  // Bare e-mail addresses (not already inside a link) become mailto links.
  out = out.replace(
    /(^|[\s(])([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})(?=$|[\s).,;:])/g,
    '$1<a href="mailto:$2">$2</a>',
  );
  out = out.replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
  out = out.replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>');
  return out;
}

export function renderMarkdown(source: string, options: { headingBase?: number } = {}): string {
  const base = options.headingBase ?? 2;
  const blocks = source.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0] as string;
    const heading = /^(#{1,6})\s+(.*)$/.exec(first);
    if (heading && lines.length === 1) {
      const level = Math.min(6, base + (heading[1] as string).length - 1);
      html.push(`<h${level}>${inline(heading[2] as string)}</h${level}>`);
      continue;
    }
    if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
      html.push(`<ul>${lines.map((l) => `<li>${inline(l.replace(/^\s*[-*]\s+/, ''))}</li>`).join('')}</ul>`);
      continue;
    }
    if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
      html.push(
        `<ol>${lines.map((l) => `<li>${inline(l.replace(/^\s*\d+[.)]\s+/, ''))}</li>`).join('')}</ol>`,
      );
      continue;
    }
    html.push(`<p>${lines.map((l) => inline(l.trim())).join('<br />')}</p>`);
  }
  return html.join('\n');
}
