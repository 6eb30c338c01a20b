import { Marked, type Tokens } from 'marked';
import type { MarkdownRenderer } from '../../application/site-pages/markdown-renderer.port';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The Markdown renderer on `marked` (GitHub-flavoured). Raw HTML blocks and inline tags are
 * shown as text, not markup; links keep http(s), mailto:, tel: and site paths only, and
 * links off the site open in a new tab.
 */
export class MarkedMarkdownRenderer implements MarkdownRenderer {
  readonly #marked = new Marked({
    gfm: true,
    renderer: {
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!/^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href)) return inner;
        const external = /^https?:/i.test(href);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = external ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${inner}</a>`;
      },
    },
  });

  toHtml(markdown: string): string {
    return this.#marked.parse(markdown, { async: false });
  }
}
