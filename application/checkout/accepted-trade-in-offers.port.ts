/**
 * An instant trade-in offer the shopper accepted on this site, as the online purchase subtracts
 * it and the garage lists it: read from the evaluation and the offer the server itself made and
 * recorded as accepted (migrations 018, 021), never from a figure a browser sends.
 */
export interface AcceptedTradeInOffer {
  readonly evaluation_id: string;
  /** The shopper's reference ('TI-4K7Q-2ZB9'). */
  readonly reference: string;
  /** '2019 Toyota Corolla Ascent (ABC123)'. */
  readonly description: string;
  /** Dollars: the offer as accepted (its reduced price when the answers lowered it). */
  readonly amount: number;
  /** ISO date (YYYY-MM-DD, the site's time zone) the offer stands until, or null. */
  readonly valid_until: string | null;
  /** ISO 8601: when it was accepted. */
  readonly accepted_at: string;
}

/** The site's accepted offers, found three ways. Every method rejects only when the database fails. */
export interface AcceptedTradeInOffers {
  /** The accepted offer with that reference (as written: 'TI-4K7Q-2ZB9'), or null. */
  byReference(siteSlug: string, reference: string): Promise<AcceptedTradeInOffer | null>;
  /**
   * The newest accepted offer for that plate (letters and digits, any case or spacing) made to
   * that phone (the one the seller gave at Step Four; any spelling of the number), or null.
   */
  byPlateAndPhone(siteSlug: string, rego: string, phone: string): Promise<AcceptedTradeInOffer | null>;
  /** The accepted offers made to that phone, newest first, at most `limit`. */
  byPhone(siteSlug: string, phone: string, limit: number): Promise<AcceptedTradeInOffer[]>;
}
