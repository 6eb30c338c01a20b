/**
 * The shopper's own calls over HTTP (issue 14): sign-in by phone, the watchlist, the garage,
 * alerts and saved searches. The server's routes answer these shapes and the browser's client
 * (ui/client/shopper-client.ts) reads them; personal data never rides in a cached page — it
 * loads after the page, with the session cookie.
 *
 * Every state-changing call carries the header `x-csrf-token` with the `csrf_token` of
 * `GET /api/auth/session` (cross-site request forgery protection); without it, 403
 * `CSRF.INVALID`. Errors are the usual `{error: {code, message, fields?}}` — except the two
 * watchlist calls, which answer `{success: false, message}` as spec 1 §7 has them.
 */

/** A signed-in shopper as the browser sees them. */
export interface ShopperView {
  readonly id: string;
  /** E.164, '+61412345678'. */
  readonly phone: string;
  /** As a person reads it: '0412 345 678'. */
  readonly phone_display: string;
  readonly email: string | null;
}

/** `GET /api/auth/session` (never cached). */
export interface SessionAnswer {
  readonly signed_in: boolean;
  readonly shopper: ShopperView | null;
  /** For the `x-csrf-token` header of the next state-changing call. */
  readonly csrf_token: string;
}

/**
 * 200 answer of `POST /api/auth/request-code`: a code went to the phone by SMS.
 * Failures: 400 VALIDATION_FAILED (fields.phone), 429 AUTH.TOO_MANY_CODES (message says when
 * to try again; `retry_after_seconds` in the error), 503 SMS.UNAVAILABLE.
 */
export interface RequestCodeAnswer {
  readonly sent: true;
  readonly phone_display: string;
  readonly expires_in_seconds: number;
  readonly resend_after_seconds: number;
}

/**
 * 200 answer of `POST /api/auth/verify-code`: signed in (the session cookie is set).
 * Failures: 400 VALIDATION_FAILED; 400 AUTH.CODE_WRONG ('That code is not right. N tries left.');
 * 400 AUTH.CODE_EXPIRED; 429 AUTH.TOO_MANY_ATTEMPTS (the code is spent: ask for a new one);
 * 400 AUTH.NO_CODE (no code was asked for this number).
 */
export type VerifyCodeAnswer = SessionAnswer;

/** spec 1 §7: the answer of both watchlist calls, success or not. */
export interface WatchlistAnswer {
  readonly success: boolean;
  readonly message?: string;
}

/** A car on the watchlist as the watchlist page and the garage list it. */
export interface WatchedCar {
  readonly car_id: number;
  /** null when the car has left the site's stock altogether. */
  readonly slug: string | null;
  readonly name: string;
  readonly make: string | null;
  readonly model: string | null;
  readonly year: number | null;
  readonly primary_image_url: string | null;
  /** The price as the site shows it now (spec 1 §4 precedence): '$24,990', 'Enquire for price.' */
  readonly price_text: string;
  /** The amount behind it, or null (no price, or gone). */
  readonly price: number | null;
  /** The shown price when saved, when there was one. */
  readonly price_when_saved: number | null;
  /** The car's status ('in_stock', 'coming_soon', 'sold', …), or 'gone' when no longer listed. */
  readonly status: string;
  /** True when the car can no longer be bought (sold, or gone). */
  readonly sold: boolean;
  readonly saved_at: string;
}

/** `GET /api/watchlist`: 200 `{cars}`, newest saved first; 401 AUTH.SIGN_IN_REQUIRED. */
export interface WatchlistPageAnswer {
  readonly cars: readonly WatchedCar[];
}

/** The shopper's alert settings (consent recorded when switched on). */
export interface AlertSettingsView {
  /** True while alerts go out (consent given and not stopped). */
  readonly enabled: boolean;
  readonly sms: boolean;
  readonly email: string | null;
  /**
   * Whether the owner of `email` confirmed it through the link emailed to it; false without an
   * email. Alert emails go only to a confirmed address; giving another address un-confirms it
   * and sends a new link (Spam Act 2003 s 16).
   */
  readonly email_confirmed: boolean;
  readonly consented_at: string | null;
  readonly stopped_at: string | null;
  readonly stopped_by: 'sms_stop' | 'unsubscribe_link' | 'settings' | null;
  /** The words the shopper agreed to (shown beside the switch). */
  readonly consent_text: string;
  /**
   * True when alert texts come from a number that takes replies, so replying STOP stops them
   * (SMS_REPLY_NUMBER set); false: they come from the dealer's name, and the link in any message
   * (or these settings) stops them.
   */
  readonly replies: boolean;
}

/** `POST /api/garage/alerts` body: switch alerts on (consent must be true) or off. */
export interface AlertSettingsBody {
  readonly enabled: boolean;
  /** Must be true to switch on: the shopper ticked the consent box showing `consent_text`. */
  readonly consent?: boolean;
  /** Optional email for alert emails (also kept as the shopper's email); a new address gets alerts once its owner confirms it. */
  readonly email?: string | null;
}

export interface SavedSearchView {
  readonly id: string;
  readonly label: string;
  readonly href: string;
  readonly alerts: boolean;
  readonly created_at: string;
}

/** `POST /api/garage/saved-searches` body. */
export interface SaveSearchBody {
  readonly label: string;
  /** A search page's path and query ('/search/toyota?…'). */
  readonly href: string;
  readonly alerts?: boolean;
}

export interface GarageReservation {
  readonly reservation_id: string;
  /** As the confirmation and its email show it ('3F1C9A2B'). */
  readonly reference: string;
  readonly car_name: string;
  readonly car_slug: string | null;
  readonly status: string;
  /** The shopper's words for it ('Deposit paid'). */
  readonly status_label: string;
  /** Dollars. */
  readonly deposit: number;
  readonly created_at: string;
  readonly expires_at: string | null;
}

/** An online order of the shopper's, from the site's records of it. */
export interface GarageOrder {
  readonly reference: string | null;
  readonly car_name: string;
  readonly car_slug: string | null;
  /** 'placed', 'awaiting_payment', 'cancelled' or 'expired' (a placed order whose hold ran out). */
  readonly status: string;
  /** The shopper's words for it ('Deposit paid'). */
  readonly status_label: string;
  readonly placed_at: string | null;
  /** Until when the car is held (placed orders only), on the car's location's clock. */
  readonly hold_until_text: string | null;
  /** Dollars, as recorded when placed; null while the payment is confirmed. */
  readonly total: number | null;
  readonly deposit: number | null;
  readonly balance: number | null;
  readonly fulfilment: 'delivery' | 'pickup' | null;
}

/** A test drive the shopper booked: the slot on the dealership's own clock. */
export interface GarageTestDrive {
  readonly lead_id: string;
  readonly car_name: string;
  readonly car_slug: string | null;
  readonly location: string | null;
  /** 'Saturday 9 March 2030 at 8:00am (Sydney time)'. */
  readonly when_text: string;
  readonly date: string;
  readonly time: string;
}

export interface GarageTradeIn {
  readonly lead_id: string;
  readonly vehicle: string;
  readonly offer_price: number | null;
  readonly stage: string;
  readonly created_at: string;
  /** The offer's shopper reference, once an offer was made ('TI-4K7Q-2ZB9'), else null. */
  readonly reference: string | null;
}

/** An instant trade-in offer the shopper accepted (made to their phone): what the online purchase takes it by, and for how long. */
export interface GarageAcceptedOffer {
  readonly reference: string;
  readonly vehicle: string;
  readonly amount: number;
  /** ISO date (YYYY-MM-DD), or null when the site sets no period. */
  readonly valid_until: string | null;
  readonly accepted_at: string;
}

export interface GarageServiceBooking {
  readonly lead_id: string;
  readonly vehicle: string;
  readonly location: string | null;
  readonly date: string | null;
  readonly time: string | null;
  readonly created_at: string;
}

export interface SessionView {
  readonly id: string;
  readonly created_at: string;
  readonly last_seen_at: string;
  readonly user_agent: string | null;
  readonly current: boolean;
}

/** `GET /api/garage`: everything the site holds about the signed-in shopper. 401 without a session. */
export interface GarageAnswer {
  readonly shopper: ShopperView;
  readonly watchlist: readonly WatchedCar[];
  readonly saved_searches: readonly SavedSearchView[];
  readonly reservations: readonly GarageReservation[];
  readonly orders: readonly GarageOrder[];
  readonly test_drives: readonly GarageTestDrive[];
  readonly trade_ins: readonly GarageTradeIn[];
  /** The accepted instant offers made to the shopper's phone, newest first. */
  readonly accepted_trade_in_offers: readonly GarageAcceptedOffer[];
  readonly service_bookings: readonly GarageServiceBooking[];
  readonly alerts: AlertSettingsView;
  readonly sessions: readonly SessionView[];
}

/** `DELETE /api/garage` (all the shopper's data): 200 with what was removed; the cookie is cleared. */
export interface DeleteMyDataAnswer {
  readonly deleted: { readonly watchlist: number; readonly saved_searches: number; readonly alerts: number; readonly sessions: number };
}
