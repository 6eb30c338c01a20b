import { Button } from '@mantine/core';
import { useState } from 'react';
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
 * beside the watchlist — coming back to this search). Rendered on the server too, so the
 * toolbar does not move when the session arrives.
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
