/**
 * spec 2 §2, §4: the popup is "visible by default but hidden on first render; closes on
 * dismiss or on a link click; never shown after its expiry date"; the time-boxed banner shows
 * "only between its start and expiry dates"; "a popup and announcement bar can be dismissed".
 */
import { isLiveAt } from './promotion-window';
import type { Popup, PromotionBanner } from './promotions';

export interface ShowContext {
  readonly now: Date;
  /** The site's time zone (siteTimeZone). */
  readonly timeZone: string;
  /** Ids the shopper has dismissed (remembered in the browser). */
  readonly dismissed: readonly string[];
}

/**
 * spec 2 §2: the popup's state on first render is hidden (the server never draws it, so it
 * cannot flash on and off while the page hydrates); it is shown after that when this says so.
 */
export const POPUP_VISIBLE_ON_FIRST_RENDER = false;

/**
 * The popup to show now, or null: configured, inside its dates (never after its expiry, not
 * before its start) and not dismissed by this shopper. Choice: a dismissal, like a click on the
 * popup's link, is remembered per popup id, so the same popup does not return on every page,
 * and a new popup (a new id) is shown again.
 */
export function popupToShow(popup: Popup | null, context: ShowContext): Popup | null {
  if (!popup || context.dismissed.includes(popup.id)) return null;
  return isLiveAt(popup, context.now, context.timeZone) ? popup : null;
}

/** The banner to show now, or null: configured, between its start and expiry, not dismissed. */
export function bannerToShow(banner: PromotionBanner | null, context: ShowContext): PromotionBanner | null {
  if (!banner || context.dismissed.includes(banner.id)) return null;
  return isLiveAt(banner, context.now, context.timeZone) ? banner : null;
}

/** At most this many dismissed ids are remembered (oldest forgotten first). */
export const MAX_REMEMBERED_DISMISSALS = 20;

/**
 * The dismissed ids kept in the browser, read back from their stored text (a JSON array of
 * strings); anything else reads as none, so a corrupt entry never breaks a page.
 */
export function parseDismissed(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string').slice(-MAX_REMEMBERED_DISMISSALS) : [];
  } catch {
    return [];
  }
}

/** The stored list after dismissing `id`. */
export function withDismissed(dismissed: readonly string[], id: string): string[] {
  return [...dismissed.filter((d) => d !== id), id].slice(-MAX_REMEMBERED_DISMISSALS);
}
