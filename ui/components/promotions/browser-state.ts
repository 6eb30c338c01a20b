/**
 * Browser-only state of the promotion widgets: whether React has taken over the server's
 * HTML, and the popups and banners a shopper dismissed (kept per site, as each site is its
 * own origin).
 */
import { useSyncExternalStore } from 'react';
import { parseDismissed, withDismissed } from '../../../domain/promotions';

const DISMISSED_KEY = 'caryard.promotions.dismissed';

const never = () => () => undefined;

/**
 * false on the server and while the page hydrates, true after: what depends on the browser's
 * clock or storage renders once it is true, so the first render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

/** The ids dismissed in this browser (none when storage is unavailable). */
export function readDismissed(): string[] {
  try {
    return parseDismissed(window.localStorage.getItem(DISMISSED_KEY));
  } catch {
    return [];
  }
}

/** Remembers a dismissal; private browsing without storage simply forgets it. */
export function rememberDismissed(id: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, JSON.stringify(withDismissed(readDismissed(), id)));
  } catch {
    // Nothing to do: the popup or banner returns on the next visit.
  }
}

/** The user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
