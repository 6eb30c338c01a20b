/** spec 1 §4, §9: dealer comments collapse to 400 characters. */
export const DEALER_COMMENTS_LIMIT = 400;
/** spec 1 §9, spec 2 §4, §9: the finance disclaimer collapses to 197 characters. */
export const FINANCE_DISCLAIMER_LIMIT = 197;
/** spec 2 §9: blog card snippets are cut at 80 characters. */
export const BLOG_SNIPPET_LIMIT = 80;
/**
 * Choice: the ellipsis is three full stops appended after the cut (197 + '...' = 200 suggests
 * that is what the limits were sized for). The kept text never ends in whitespace.
 */
export const ELLIPSIS = '...';

/**
 * Text of at most `limit` characters followed by the ellipsis, or the text unchanged when it
 * fits. The kept part is a prefix of the original: it is cut at `limit` (one less if that would
 * split a surrogate pair), then trailing whitespace is dropped.
 */
export function truncate(text: string, limit: number, ellipsis: string = ELLIPSIS): string {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (end > 0 && last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}${ellipsis}`;
}

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** A long text collapsed or expanded behind a Show More / Show Less toggle. */
export interface CollapsibleText {
  readonly text: string;
  /** null when the text fits and no toggle is needed. */
  readonly toggle: 'Show More' | 'Show Less' | null;
}

export function collapsibleText(text: string, limit: number, expanded: boolean): CollapsibleText {
  if (text.length <= limit) return { text, toggle: null };
  return expanded ? { text, toggle: 'Show Less' } : { text: truncate(text, limit), toggle: 'Show More' };
}

/** spec 1 §4, §8: dealer comments collapse at 400 characters; empty comments show the pending message. */
export function dealerComments(comments: string | null | undefined, expanded: boolean): CollapsibleText {
  const text = comments?.trim() ?? '';
  return text === '' ? { text: DEALER_COMMENTS_PENDING, toggle: null } : collapsibleText(text, DEALER_COMMENTS_LIMIT, expanded);
}

/** spec 2 §4: the disclaimer toggles between 197 characters and the full text. */
export function financeDisclaimer(disclaimer: string, expanded: boolean): CollapsibleText {
  return collapsibleText(disclaimer, FINANCE_DISCLAIMER_LIMIT, expanded);
}

/** spec 2 §9: blog snippet truncated at 80 characters. */
export function blogSnippet(description: string): string {
  return truncate(description, BLOG_SNIPPET_LIMIT);
}
