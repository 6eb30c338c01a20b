import { describe, expect, it } from 'vitest';
import { MarkedMarkdownRenderer } from '../../../adapters/content/marked-markdown-renderer';

const renderer = new MarkedMarkdownRenderer();

describe('MarkedMarkdownRenderer', () => {
  it('renders headings, lists, emphasis and tables', () => {
    const html = renderer.toHtml('## Cover\n\n- **5 years**\n- unlimited km\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Cover</h2>');
    expect(html).toContain('<li><strong>5 years</strong></li>');
    expect(html).toContain('<table>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = renderer.toHtml('Hello <script>alert(1)</script> and <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>');
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps site paths, http(s), mailto: and tel: links, and drops other schemes', () => {
    const html = renderer.toHtml(
      '[a](/finance) [b](https://example.com.au) [c](mailto:x@y.au) [d](tel:0249261100) [e](javascript:alert(1)) [f](//evil.example)',
    );
    expect(html).toContain('<a href="/finance">a</a>');
    expect(html).toContain('<a href="https://example.com.au" target="_blank" rel="noopener noreferrer">b</a>');
    expect(html).toContain('<a href="mailto:x@y.au">c</a>');
    expect(html).toContain('<a href="tel:0249261100">d</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example"');
  });
});
