/**
 * What the site keeps of a signed-in shopper (issue 14; migration 011): their watchlist, saved
 * searches, the consent behind alerts and their sessions — and the deletion of all of it. A
 * shopper is one phone on one site; every method takes the shopper's id, so one shopper never
 * reaches another's rows. Every method rejects only when the database fails.
 */
import type { AlertStopReason } from '../../domain/shoppers/alert-consent';

export interface ShopperRecord {
  readonly id: string;
  readonly site_slug: string;
  /** E.164 '+61412345678'. */
  readonly phone: string;
  readonly email: string | null;
  readonly created_at: string;
}

export interface WatchlistItem {
  readonly car_id: number;
  /** ISO 8601. */
  readonly saved_at: string;
  /** The price shown when saved (spec 1 §4 precedence), or null when none was shown. */
  readonly price_when_saved: number | null;
}

export interface SavedSearchRecord {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly alerts: boolean;
  readonly created_at: string;
}

export interface AlertSettingsRecord {
  readonly sms: boolean;
  readonly email: string | null;
  /** Whether the owner of `email` confirmed it through the link sent to it; false without an email. Only a confirmed email is sent alerts. */
  readonly email_confirmed: boolean;
  readonly consent_text: string;
  readonly consented_at: string;
  readonly stopped_at: string | null;
  readonly stopped_by: AlertStopReason | null;
  readonly last_sent_at: string | null;
}

export interface ShopperSessionRecord {
  readonly id: string;
  readonly user_agent: string | null;
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly expires_at: string;
}

/** NoShopper: the shopper was deleted meanwhile (their data deleted in another tab); nothing stored. */
export type SaveCarResult = { readonly _tag: 'Saved' } | { readonly _tag: 'AlreadySaved' } | { readonly _tag: 'Full' } | { readonly _tag: 'NoShopper' };

export type SaveSearchResult =
  | { readonly _tag: 'Created'; readonly search: SavedSearchRecord }
  /** The shopper had saved that href already: its name (and alerts, when given) updated. */
  | { readonly _tag: 'Updated'; readonly search: SavedSearchRecord }
  | { readonly _tag: 'LimitReached' }
  | { readonly _tag: 'NoShopper' };

export interface NewSavedSearch {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  /** undefined: off for a new search, unchanged for one saved before. */
  readonly alerts?: boolean;
  readonly now: Date;
}

/** Switching alerts on (with the consent given now) or off (by the shopper, in their settings). */
export type AlertChange =
  | { readonly _tag: 'On'; readonly consentText: string; readonly at: Date; readonly email?: string | null }
  | { readonly _tag: 'Off'; readonly at: Date; readonly email?: string | null };

/** How many confirmation emails a shopper may be sent in a window (the domain's MAX_CONFIRMATION_EMAILS an hour). */
export interface ConfirmationLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** The rows one deletion removed. */
export interface DeletedShopperData {
  readonly watchlist: number;
  readonly saved_searches: number;
  readonly alerts: number;
  readonly sessions: number;
}

export interface ShopperLists {
  /** The shopper, or null when there is no such shopper (deleted meanwhile). */
  shopper(shopperId: string): Promise<ShopperRecord | null>;

  /** Whether the car is on the shopper's watchlist. */
  isSaved(shopperId: string, carId: number): Promise<boolean>;
  /**
   * Puts the car on the watchlist with the price shown now; a car saved already keeps its first
   * saved_at and price (AlreadySaved). Full, storing nothing, when the watchlist already holds
   * `maxCars` cars — decided in one transaction with the insert, so two tabs cannot pass it.
   */
  saveCar(shopperId: string, carId: number, savedAt: Date, priceWhenSaved: number | null, maxCars: number): Promise<SaveCarResult>;
  /** Takes the car off the watchlist; false when it was not on it. */
  removeCar(shopperId: string, carId: number): Promise<boolean>;
  /** The watchlist, newest saved first (ties by car id). */
  watchlist(shopperId: string): Promise<WatchlistItem[]>;

  /** The saved searches, newest first. */
  savedSearches(shopperId: string): Promise<SavedSearchRecord[]>;
  /**
   * Saves a search (by href: saving one again renames it, and switches its alerts as
   * setSearchAlerts does when told). LimitReached, storing nothing, when the shopper already
   * keeps `limit` other searches — decided in one transaction.
   */
  saveSearch(shopperId: string, search: NewSavedSearch, limit: number): Promise<SaveSearchResult>;
  /**
   * Switches a saved search's alerts; null when the shopper has no search of that id. Switched
   * on from off, the search's next check only records what matches (no burst of the cars listed
   * while its alerts were off).
   */
  setSearchAlerts(shopperId: string, searchId: string, alerts: boolean): Promise<SavedSearchRecord | null>;
  /** Removes a saved search; false when the shopper has no search of that id. */
  removeSearch(shopperId: string, searchId: string): Promise<boolean>;

  /** The alert settings, or null when alerts were never switched on. */
  alertSettings(shopperId: string): Promise<AlertSettingsRecord | null>;
  /**
   * On: records the consent (its words and time) and clears any stop, when alerts were never on
   * or are stopped; alerts already on keep the consent they have (its words and time), so the
   * changes waiting for the daily message stay after it. Turns the SMS on.
   * Off: records the stop (now, by 'settings'); nothing to do (null) when never switched on.
   * An email given (string, or null to remove it) is kept with the alerts and as the shopper's
   * email, in the same transaction; an address other than the one kept (compared without case)
   * is unconfirmed until its owner confirms it (confirmAlertEmail).
   */
  changeAlerts(shopperId: string, change: AlertChange): Promise<AlertSettingsRecord | null>;
  /**
   * Counts one confirmation email to `email` against the shopper's limit, when it is due: the
   * shopper's alerts are on and `email` is their unconfirmed alert email. Resolves with the
   * email's number in the window (1 for the first), or null — send nothing — when it is not
   * due or `limit.max` were sent in the window. One statement: requests at once cannot pass
   * the limit together.
   */
  claimEmailConfirmation(shopperId: string, email: string, at: Date, limit: ConfirmationLimit): Promise<number | null>;
  /**
   * Confirms the alert email of the shopper of this site when it is still `email` (compared
   * without case): true (also when it was confirmed before), or false when the shopper has
   * another address for alerts now, none, or no longer exists.
   */
  confirmAlertEmail(shopperId: string, siteSlug: string, email: string, at: Date): Promise<boolean>;

  /** The shopper's sessions not expired by `now`, most recently used first. */
  sessions(shopperId: string, now: Date): Promise<ShopperSessionRecord[]>;
  /** Ends one of the shopper's own sessions; false when the shopper has no session of that id. */
  endSession(shopperId: string, sessionId: string): Promise<boolean>;

  /**
   * Deletes the shopper and everything kept of them (every table of migration 011 cascades from
   * the shopper; their sign-in codes go too), in one transaction; resolves with what it removed,
   * or null when there was no such shopper.
   */
  deleteShopper(shopperId: string): Promise<DeletedShopperData | null>;
}
