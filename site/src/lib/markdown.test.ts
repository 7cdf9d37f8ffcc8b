// The CMS's Markdown as Strapi's editor toolbar writes it, rendered as the editor previews it, and
// nothing unsafe through.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

const fixture = readFileSync(new URL('./fixtures/strapi-toolbar.md', import.meta.url), 'utf8');

describe('markdown of the rich-text fields', () => {
  it('renders every construct of the Strapi toolbar as the editor previews it', () => {
    const html = renderMarkdown(fixture, { headingBase: 2 });
    const expected = [
      '<h2>Title</h2>\n<p>A line straight after the heading.</p>',
      '<h3>Second level</h3>',
      '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s> and <code>code</code>.</p>',
      '<blockquote>\n<p>A quote the editor made\nover two lines.</p>\n</blockquote>',
      '<pre><code>const x = 1 &lt; 2;\n</code></pre>',
      '<img src="/media/cms/team_ab12.png" alt="A team at work" title="Our team" loading="lazy" decoding="async" />',
      '<a href="/pricing" title="See prices">Pricing</a>',
      '<a href="https://example.org" rel="noopener" target="_blank">an outside page</a>',
      '<ul>\n<li>one\n<ul>\n<li>nested one</li>\n<li>nested two</li>\n</ul>\n</li>\n<li>two</li>\n</ul>',
      '<ol>\n<li>first</li>\n<li>second</li>\n</ol>',
      '<th style="text-align:left">Region</th>',
      '<td style="text-align:right">$12</td>',
      '<a href="mailto:info@example.com">info@example.com</a>',
      '<a href="/ok">ok</a>',
    ];
    for (const part of expected) expect(html).toContain(part);
  });

  it('strips scripts, handlers, unsafe links and outside images', () => {
    const html = renderMarkdown(fixture);
    expect(html).not.toMatch(/<script|alert\('x'\)|onerror|onclick|href="javascript:|src="https:/);
    expect(renderMarkdown('![tracker](https://tracker.example/pixel.png)')).toBe('<p></p>');
    expect(renderMarkdown('We **care** <script>x()</script>.')).toBe('<p>We <strong>care</strong> .</p>');
    expect(renderMarkdown('[x](javascript:alert)')).toBe('<p>[x](javascript:alert)</p>');
  });

  it('shifts headings to the base level, up to h6', () => {
    expect(renderMarkdown('## Title', { headingBase: 3 })).toBe('<h4>Title</h4>');
    expect(renderMarkdown('###### Deep', { headingBase: 3 })).toBe('<h6>Deep</h6>');
    expect(renderMarkdown('# Top')).toBe('<h2>Top</h2>');
  });
});
