/**
 * Brings a block into view and gives its heading focus, so a screen reader reads it and no one is
 * left looking at empty space (a confirmation that replaced a longer form; an in-page link's
 * target): scrolled to the top of the viewport, below the site's sticky header (its height is the
 * site's own, so it is measured) or by the block's own scroll-margin where that is more (a page
 * whose bar slides in under the header once it scrolls, like the vehicle page's price bar). The
 * margin is kept for any later scroll to it.
 */
export function bringIntoView(heading: HTMLElement, block: HTMLElement = heading): void {
  const own = Number.parseFloat(getComputedStyle(block).scrollMarginTop) || 0;
  block.style.scrollMarginTop = `${Math.max(own, Math.ceil(headerBottom()) + 16)}px`;
  heading.focus({ preventScroll: true });
  block.scrollIntoView({ block: 'start' });
}

/** Where the site's sticky header ends while the page is scrolled: its offset from the top plus its height; 0 without one. */
function headerBottom(): number {
  const header = [...document.querySelectorAll('header')].find((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position));
  return header ? (Number.parseFloat(getComputedStyle(header).top) || 0) + header.offsetHeight : 0;
}
