/**
 * Turns a content page's Markdown (the site's own configuration, issue 11) into HTML for the
 * page. Raw HTML in the Markdown is not passed through: configuration is words, not markup.
 */
export interface MarkdownRenderer {
  toHtml(markdown: string): string;
}
