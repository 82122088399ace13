/**
 * @jest-environment node
 */
import { richTextHtml } from './rich-text';

describe('richTextHtml', () => {
  it('renders Markdown paragraphs, emphasis and lists', () => {
    const html = richTextHtml('Hello **world**\n\n- one\n- two');
    expect(html).toContain('<strong>world</strong>');
    expect(html).toContain('<ul>');
    expect(html).toContain('<li>one</li>');
  });

  it('removes script tags written into the Markdown', () => {
    const html = richTextHtml('Hi <script>alert(1)</script> there');
    expect(html).not.toMatch(/script/i);
    expect(html).toContain('Hi');
  });

  it('removes event handlers', () => {
    const html = richTextHtml('<img src="https://example.com/a.png" onerror="alert(1)">');
    expect(html).not.toMatch(/onerror/i);
  });

  it('drops javascript: links but keeps the link text', () => {
    const html = richTextHtml('[click](javascript:alert(1))');
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain('click');
  });

  it('drops inline styles and iframes', () => {
    const html = richTextHtml('<p style="position:fixed">x</p><iframe src="https://evil.example"></iframe>');
    expect(html).not.toMatch(/style=|iframe/i);
  });

  it('keeps internal links as they are and opens external links safely in a new tab', () => {
    expect(richTextHtml('[values](/company-value)')).toContain('<a href="/company-value">values</a>');
    expect(richTextHtml('[site](https://example.com)')).toContain('rel="noopener noreferrer"');
  });

  it('demotes h1 so the page keeps a single h1', () => {
    expect(richTextHtml('# Title')).toBe('<h2>Title</h2>');
  });

  it('gives an empty string for empty content', () => {
    expect(richTextHtml(null)).toBe('');
    expect(richTextHtml('')).toBe('');
  });
});
