import type { AcceptedTradeInOffer, AcceptedTradeInOffers } from '../../application/checkout/accepted-trade-in-offers.port';
import type { SqlDatabase } from './sql-database';

interface Row {
  readonly user: Record<string, unknown>;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const amount = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : typeof v === 'string' && Number.isFinite(Number(v)) && Number(v) > 0 ? Number(v) : null);

/**
 * Accepted instant offers (issue 12's '3. Offer Accepted' trade-in leads, spec 2 §4 `offer_accepted`)
 * found by EvalID, newest first.
 */
export class SqlAcceptedTradeInOffers implements AcceptedTradeInOffers {
  constructor(private readonly db: SqlDatabase) {}

  async find(siteSlug: string, evaluationId: string): Promise<AcceptedTradeInOffer | null> {
    const rows = await this.db.query<Row>(
      `SELECT submission->'user' AS user FROM leads
        WHERE site_slug = $1 AND submission->'user'->>'EvalID' = $2
          AND submission->'user'->>'category' = 'Trade-in Enquiry'
          AND (submission->'user'->>'offer_accepted') IN ('true')
        ORDER BY created_at DESC LIMIT 1`,
      [siteSlug, evaluationId],
    );
    const user = rows[0]?.user;
    if (!user) return null;
    const value = amount(user.final_price) ?? amount(user.reduced_price) ?? amount(user.offer_price);
    if (value === null) return null;
    const car = [text(user.Year), text(user.Make), text(user.Model), text(user.Variant)].filter(Boolean).join(' ');
    const rego = text(user.Rego) || text(user.rego);
    return {
      evaluation_id: evaluationId,
      description: `${car || 'Your trade-in'}${rego ? ` (${rego})` : ''}`,
      amount: value,
      valid_until: text(user.offer_valid_until) || null,
    };
  }
}
