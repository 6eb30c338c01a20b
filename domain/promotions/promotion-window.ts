/**
 * When a dated promotion is live (spec 2 §2: "a time-boxed promotion banner shows only between
 * its start and expiry dates"; the popup is "never shown after its expiry date"; spec 2 §9 promo
 * tile windows). Dates are the site's dates, so the window is read in the site's time zone.
 */
import { localDateTime, timeZoneOfState } from '../locations/time-zone';

export interface PromotionWindow {
  readonly starts_at: string | null;
  readonly expires_at: string | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The time zone a site's promotion dates are read in: its state's (Brisbane when unknown). */
export const siteTimeZone = (site: { readonly address: { readonly state: string } }): string => timeZoneOfState(site.address.state);

/**
 * Whether `now` falls in the window. Choices: both bounds inclusive; a missing bound is open;
 * a date-only bound is a whole day in the site's time zone (a start date from that day's local
 * midnight, an expiry date through the last moment of that local day); a date-time with an
 * offset is that instant; a bound that does not parse hides the promotion rather than show it
 * for ever.
 */
export function isLiveAt(window: PromotionWindow, now: Date, timeZone: string): boolean {
  const today = (): string => localDateTime(now, timeZone).date;
  const { starts_at: start, expires_at: expiry } = window;
  if (start) {
    if (DATE_ONLY.test(start)) {
      if (today() < start) return false;
    } else {
      const at = Date.parse(start);
      if (!Number.isFinite(at) || now.getTime() < at) return false;
    }
  }
  if (expiry) {
    if (DATE_ONLY.test(expiry)) {
      if (today() > expiry) return false;
    } else {
      const at = Date.parse(expiry);
      if (!Number.isFinite(at) || now.getTime() > at) return false;
    }
  }
  return true;
}
