/** spec 2 §2 blog card: "snippet truncated at 80 characters"; spec 2 §9: blog snippet 80 characters. */
export const BLOG_SNIPPET_LENGTH = 80;

/**
 * A blog card's description cut to fit. Choices: white space is collapsed first; a text of 80
 * characters or fewer is kept whole; a longer one is cut at the last word boundary that leaves
 * room for an ellipsis, trailing punctuation dropped, and ends with '…' — so the snippet, ellipsis
 * included, is never longer than 80 characters and never ends mid-word (a single word longer
 * than that is cut mid-word).
 */
export function blogSnippet(text: string, max: number = BLOG_SNIPPET_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const boundary = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const cut = boundary > 0 ? room.slice(0, boundary) : room;
  return `${cut.replace(/[\s.,;:!?'"’“”\-–—(]+$/u, '')}…`;
}
