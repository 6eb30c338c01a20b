import type { LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../lib/page-meta';

/** What the unsubscribe page starts with: the link's token, and the outcome of a form posted without JavaScript. */
export interface UnsubscribePageData {
  /** The token of the alert's link (`?token=`), or null when the link has none. */
  readonly token: string | null;
  /**
   * 'ask' (the link as clicked), 'stopped' (`?stopped=1`, after the form posted without
   * JavaScript), 'invalid' (`?invalid=1`: the token was refused), 'missing' (no token at all).
   */
  readonly state: 'ask' | 'stopped' | 'invalid' | 'missing';
}

/**
 * `/alerts/unsubscribe?token=…` (issue 14; Spam Act 2003 s 18: every alert's unsubscribe link).
 * The page only reads its URL: stopping happens on the button (POST), never on the GET a mail
 * filter makes when it scans the link.
 */
export function unsubscribeLoader({ request }: LoaderFunctionArgs): UnsubscribePageData {
  const params = new URL(request.url).searchParams;
  const raw = params.get('token');
  const token = raw !== null && raw.trim() !== '' && raw.length <= 200 ? raw.trim() : null;
  if (params.get('stopped') === '1') return { token, state: 'stopped' };
  if (params.get('invalid') === '1') return { token, state: 'invalid' };
  return { token, state: token === null ? 'missing' : 'ask' };
}

export const UNSUBSCRIBE_CHUNK = 'features/alerts/unsubscribe-page.tsx';

export const unsubscribeHandle: RouteHandle = {
  chunk: UNSUBSCRIBE_CHUNK,
  meta: ({ site }) => ({
    title: `Stop alerts | ${site.name}`,
    description: `Stop price-drop, sold and new-stock alerts from ${site.name}.`,
    // A page of one shopper's link: never indexed.
    noindex: true,
  }),
};
