/** An instant trade-in offer the shopper accepted on this site (issue 12), as the order subtracts it (issue 15 step 2). */
export interface AcceptedTradeInOffer {
  readonly evaluation_id: string;
  /** '2019 Toyota Corolla Ascent (ABC123)'. */
  readonly description: string;
  /** Dollars: the offer as accepted (its reduced price when the answers lowered it). */
  readonly amount: number;
  /** ISO date the offer is valid until, or null. */
  readonly valid_until: string | null;
}

/**
 * Finds accepted instant offers by their evaluation id among the site's trade-in leads — the
 * server's own record, never a figure the browser sends. Rejects only when the database fails.
 */
export interface AcceptedTradeInOffers {
  find(siteSlug: string, evaluationId: string): Promise<AcceptedTradeInOffer | null>;
}
