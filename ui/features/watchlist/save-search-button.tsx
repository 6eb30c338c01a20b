import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInHref } from '../../../domain/shoppers/sign-in';
import { shopperClient } from '../../client/shopper-client';
import { showToast } from '../../components/toasts/toasts';
import { useShopperSession } from '../../hooks/use-shopper-session';
import { VIEW_LIST_LABEL } from '../../../domain/shoppers/watchlist-toggle';
import { WATCHLIST_PATH } from './use-watchlist';
import { BookmarkIcon } from './watchlist-icons';
import classes from './watchlist.module.css';

export const SAVE_SEARCH_LABEL = 'Save search';
export const SEARCH_SAVED_TITLE = 'Search saved';

/**
 * 'Save search' on the search pages (issue 14 'Saved searches can alert on new matching
 * stock'): signed in, the search (its heading and its URL) goes to the shopper's saved searches
 * and a toast offers the list; signed out, sign-in first (type watchlist — saved searches live
 * beside the watchlist — coming back to this search), where the save the shopper asked for is
 * then made for them. Rendered on the server too, so the toolbar does not move when the session
 * arrives.
 */
export function SaveSearchButton({ label }: { label: string }) {
  const session = useShopperSession();
  const location = useLocation();
  const navigate = useNavigate();
  const href = `${location.pathname}${location.search}`;
  // The search last saved from this page (the button says so until the search changes).
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isSaved = saved === href;

  const save = async () => {
    if (busy || session.status === 'loading' || isSaved) return;
    if (session.status === 'signed-out') {
      rememberPendingSearch(href);
      void navigate(signInHref({ type: 'watchlist', redirect: href, back: href }));
      return;
    }
    setBusy(true);
    try {
      const answer = await shopperClient().saveSearch({ label, href });
      if (answer.ok) {
        setSaved(href);
        showToast({ title: SEARCH_SAVED_TITLE, message: `${label} is now in your saved searches`, action: { label: VIEW_LIST_LABEL, href: WATCHLIST_PATH } });
      } else {
        showToast({ title: 'Search not saved', message: answer.message });
      }
    } catch {
      showToast({ title: 'Search not saved', message: 'We could not reach the server. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  // Back from sign-in on the search this tab asked to save: the save is made, once a page view,
  // when the session arrives (the latest render's search and save).
  const resumed = useRef(false);
  const latest = useRef({ href, save });
  latest.current = { href, save };
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (!signedIn || resumed.current) return;
    resumed.current = true;
    if (takePendingSearch(latest.current.href)) void latest.current.save();
  }, [signedIn]);

  return (
    <Button
      type="button"
      variant={isSaved ? 'light' : 'subtle'}
      size="compact-md"
      className={classes.saveSearch}
      leftSection={<BookmarkIcon size={16} filled={isSaved} />}
      onClick={() => void save()}
      aria-busy={busy || undefined}
    >
      {isSaved ? 'Search saved' : SAVE_SEARCH_LABEL}
    </Button>
  );
}

/** This tab's save asked for before signing in (sessionStorage): the search, and when it was asked. */
const PENDING_SEARCH_KEY = 'caryard.saved-search.pending';
/** A save asked for longer ago than this is not made: the shopper has moved on. */
const PENDING_SEARCH_MS = 30 * 60_000;

function rememberPendingSearch(href: string): void {
  try {
    window.sessionStorage.setItem(PENDING_SEARCH_KEY, JSON.stringify({ href, at: Date.now() }));
  } catch {
    // Storage refused (private mode): back on the search, the shopper saves it by hand.
  }
}

/** True, once, when this tab asked to save `href` before signing in, lately; the request is then forgotten. */
function takePendingSearch(href: string): boolean {
  try {
    const pending = JSON.parse(window.sessionStorage.getItem(PENDING_SEARCH_KEY) ?? 'null') as { href?: unknown; at?: unknown } | null;
    if (pending?.href !== href) return false;
    window.sessionStorage.removeItem(PENDING_SEARCH_KEY);
    return typeof pending.at === 'number' && Date.now() - pending.at < PENDING_SEARCH_MS;
  } catch {
    return false;
  }
}
