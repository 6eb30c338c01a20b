import { useEffect } from 'react';
import { bringIntoView } from './bring-into-view';

/**
 * A plain link to a part of this page (`<a href="#finance-calculator">`: the estimate's
 * 'Calculate repayments', the skip link, a content page's own anchors) brings its target into
 * view below the sticky header, without the browser's own fragment navigation. That navigation
 * is a history entry the router did not make: the router re-renders the page for it, and a part
 * of the page still waiting for its script (the vehicle page's part below the fold, until the
 * page has loaded) gives up its server HTML — the target vanished and the page jumped to the top.
 * The address takes the fragment in place (a shared link lands there too). A click with a
 * modifier key, or one a handler already took, is the browser's.
 */
export function useInPageLinks(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target) return;
      const target = elementNamed(link.hash.slice(1));
      if (!target) return;
      event.preventDefault();
      // The address names the part, as a shared link should; replaced in place, which the router does not hear.
      if (window.location.hash !== link.hash) window.history.replaceState(window.history.state, '', link.hash);
      bringIntoView(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}

/** The element a fragment names, or null (none, or a fragment that does not decode). */
function elementNamed(fragment: string): HTMLElement | null {
  try {
    const id = decodeURIComponent(fragment);
    return id === '' ? null : document.getElementById(id);
  } catch {
    return null;
  }
}
