import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for HTML rendered from a site's Markdown (content pages, about us): a plain
 * left click on a link to a site path navigates in the app, as a router link would, instead
 * of loading the whole page again. Other links (tel:, mailto:, other sites, a new tab) behave
 * as links do.
 */
export function useProseLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href');
      if (!link || !href || !href.startsWith('/') || href.startsWith('//') || link.target) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
