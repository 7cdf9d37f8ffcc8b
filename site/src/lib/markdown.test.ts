import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('markdown of the rich-text fields', () => {
  it('renders paragraphs, lists, emphasis and links, escaping HTML', () => {
    const html = renderMarkdown(
      'We **care** about *privacy* <script>x</script>.\n\n- one\n- [two](/pricing)\n\n1. a\n2. b\n\n## Title',
    );
    expect(html).toContain(
      '<p>We <strong>care</strong> about <em>privacy</em> &lt;script&gt;x&lt;/script&gt;.</p>',
    );
    expect(html).toContain('<ul><li>one</li><li><a href="/pricing">two</a></li></ul>');
    expect(html).toContain('<ol><li>a</li><li>b</li></ol>');
    expect(html).toContain('<h3>Title</h3>');
  });

  it('drops unsafe link targets and links bare e-mail addresses', () => {
    expect(renderMarkdown('[x](javascript:alert)')).toBe('<p>x</p>');
    expect(renderMarkdown('Write to info@example.com.')).toBe(
      '<p>Write to <a href="mailto:info@example.com">info@example.com</a>.</p>',
    );
  });
});
