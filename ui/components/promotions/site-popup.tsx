import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import { POPUP_VISIBLE_ON_FIRST_RENDER, popupToShow, siteTimeZone } from '../../../domain/promotions';
import { readDismissed, rememberDismissed } from './browser-state';

// The dialog's code loads only when a popup is to be shown, after the page is interactive.
const PopupDialog = lazy(() => import('./popup-dialog'));

/**
 * spec 2 §2, §4: the site's popup — "visible by default but hidden on first render": the server
 * never draws it; once the page has hydrated, the browser shows it if it is within its dates
 * (never after its expiry) and this shopper has not dismissed it. Closing it, by its close
 * button, Escape or a click on its link, is remembered for this popup's id.
 */
export function SitePopup({ site }: { site: PublicSite }) {
  const { popup } = site.promotions;
  const [open, setOpen] = useState(POPUP_VISIBLE_ON_FIRST_RENDER);
  useEffect(() => {
    if (popup && popupToShow(popup, { now: new Date(), timeZone: siteTimeZone(site), dismissed: readDismissed() })) setOpen(true);
  }, [popup, site]);
  if (!popup || !open) return null;
  const close = () => {
    rememberDismissed(popup.id);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog popup={popup} onClose={close} />
    </Suspense>
  );
}
