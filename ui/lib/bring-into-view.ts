/**
 * Brings a heading that just replaced the content around it (a confirmation after a payment)
 * into view and gives it focus, so a screen reader reads it and no one is left looking at the
 * empty space the longer form left: scrolled to the top of the viewport but below the site's
 * sticky header (its height is the site's own, so it is measured, and kept as the heading's
 * scroll-margin for any later scroll to it).
 */
export function bringIntoView(heading: HTMLElement, block: HTMLElement = heading): void {
  const header = [...document.querySelectorAll('header')].find((el) => ['sticky', 'fixed'].includes(getComputedStyle(el).position));
  const covered = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  // The block the heading opens (its panel, with a badge above the heading) is what comes into view.
  block.style.scrollMarginTop = `${Math.ceil(covered) + 16}px`;
  heading.focus({ preventScroll: true });
  block.scrollIntoView({ block: 'start' });
}
