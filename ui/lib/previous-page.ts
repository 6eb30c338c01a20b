import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The pages of this site the shopper has seen in this tab, newest last (issue 14: sign-in's
 * `back` is 'the previous page', spec 1 §2, spec 2 §2). Kept in memory only: a full page load
 * starts again, and then the same-site referrer stands in.
 */
const visited: string[] = [];
const KEPT = 20;

/** Sign-in pages are never a page to go back to (Back from sign-in would land on sign-in). */
const isSignInPage = (path: string): boolean => path === '/sign-in' || path.startsWith('/sign-in?') || path.startsWith('/sign-in/');

export function recordPage(path: string): void {
  if (isSignInPage(path) || visited[visited.length - 1] === path) return;
  visited.push(path);
  if (visited.length > KEPT) visited.shift();
}

/** The same-site page this one was loaded from (a full page load), if any. */
function sameSiteReferrer(): string | null {
  if (typeof document === 'undefined' || document.referrer === '') return null;
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? `${referrer.pathname}${referrer.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The page before `current` (path and query): the last one seen in this tab that is not it, else
 * the same-site referrer, else null (the caller falls back to the home page).
 */
export function previousPage(current: string): string | null {
  for (let i = visited.length - 1; i >= 0; i--) {
    const path = visited[i]!;
    if (path !== current) return path;
  }
  const referrer = sameSiteReferrer();
  return referrer !== null && referrer !== current && !isSignInPage(referrer) ? referrer : null;
}

/** Records each page the router shows (used once, by the root layout). */
export function usePageHistory(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    recordPage(`${pathname}${search}`);
  }, [pathname, search]);
}
