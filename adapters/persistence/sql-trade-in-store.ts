import type { TradeInOffer } from '../../application/tradein/trade-in-contract';
import type { EvaluationRecord, StoredEvaluation, StoredImage, TradeInEvaluationStore } from '../../application/tradein/trade-in-store.port';
import type { SqlDatabase } from './sql-database';
import { isoUtc } from './sql-lead-repository';

const EVALUATION_COLUMNS = `site_slug AS "siteSlug", eval_id AS "evalId", provider, rego, state, vehicle, ${isoUtc('created_at')} AS "createdAt",
  contact_phone AS "contactPhone", CASE WHEN offer IS NULL THEN NULL ELSE offer || jsonb_build_object('reference', offer_reference) END AS offer,
  ${isoUtc('offer_made_at')} AS "offerMadeAt", ${isoUtc('accepted_at')} AS "acceptedAt"`;
const IMAGE_COLUMNS = `site_slug AS "siteSlug", eval_id AS "evalId", stored_name AS "storedName", original_name AS "originalName", mime, bytes,
  ${isoUtc('stored_at')} AS "storedAt"`;

/**
 * Trade-in evaluations and their photo records in SQL (migration 009), on PGlite or PostgreSQL
 * alike. The photo limit holds under concurrent uploads from any number of instances: adding one
 * locks its evaluation row (SELECT … FOR UPDATE), so uploads of one evaluation take turns, and
 * takes the lowest free slot 1..max; none free is `full`.
 */
export class SqlTradeInStore implements TradeInEvaluationStore {
  constructor(private readonly db: SqlDatabase) {}

  async saveEvaluation(evaluation: StoredEvaluation): Promise<void> {
    await this.db.query(
      `INSERT INTO trade_in_evaluations (site_slug, eval_id, provider, rego, state, vehicle, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::timestamptz)
       ON CONFLICT (site_slug, eval_id) DO UPDATE SET provider = EXCLUDED.provider, rego = EXCLUDED.rego, state = EXCLUDED.state, vehicle = EXCLUDED.vehicle`,
      [
        evaluation.siteSlug,
        evaluation.evalId,
        evaluation.provider,
        evaluation.rego,
        evaluation.state,
        JSON.stringify(evaluation.vehicle),
        evaluation.createdAt,
      ],
    );
  }

  async findEvaluation(siteSlug: string, evalId: string): Promise<EvaluationRecord | null> {
    const rows = await this.db.query<EvaluationRecord>(`SELECT ${EVALUATION_COLUMNS} FROM trade_in_evaluations WHERE site_slug = $1 AND eval_id = $2`, [
      siteSlug,
      evalId,
    ]);
    return rows[0] ?? null;
  }

  async recordContact(siteSlug: string, evalId: string, phone: string): Promise<void> {
    await this.db.query('UPDATE trade_in_evaluations SET contact_phone = $3 WHERE site_slug = $1 AND eval_id = $2', [siteSlug, evalId, phone]);
  }

  /** Throws (a bug in the caller) when the site has no such evaluation: MakeTradeInOffer finds it first. */
  async saveOffer(siteSlug: string, evalId: string, offer: Omit<TradeInOffer, 'reference'>, madeAt: string, reference: string): Promise<string> {
    const { reference: _stated, ...figures } = offer as TradeInOffer;
    const rows = await this.db.query<{ reference: string }>(
      `UPDATE trade_in_evaluations SET offer = $3::jsonb, offer_made_at = $4::timestamptz, offer_reference = COALESCE(offer_reference, $5)
        WHERE site_slug = $1 AND eval_id = $2 RETURNING offer_reference AS reference`,
      [siteSlug, evalId, JSON.stringify(figures), madeAt, reference],
    );
    if (!rows[0]) throw new Error(`No trade-in evaluation ${evalId} of site ${siteSlug} to make an offer for`);
    return rows[0].reference;
  }

  async markAccepted(siteSlug: string, evalId: string, at: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE trade_in_evaluations SET accepted_at = $3::timestamptz
        WHERE site_slug = $1 AND eval_id = $2 AND offer IS NOT NULL AND accepted_at IS NULL RETURNING 1`,
      [siteSlug, evalId, at],
    );
    return rows.length === 1;
  }

  /** Throws (a bug in the caller) when the site has no such evaluation: the route checks `findEvaluation` first. */
  async addImage(
    image: StoredImage,
    max: number,
  ): Promise<{ readonly added: true; readonly count: number } | { readonly added: false; readonly reason: 'full' }> {
    return this.db.transaction(async (tx) => {
      const locked = await tx.query('SELECT 1 FROM trade_in_evaluations WHERE site_slug = $1 AND eval_id = $2 FOR UPDATE', [image.siteSlug, image.evalId]);
      if (locked.length === 0) throw new Error(`No trade-in evaluation ${image.evalId} of site ${image.siteSlug} to add a photo to`);
      const inserted = await tx.query<{ slot: number }>(
        `INSERT INTO trade_in_images (site_slug, eval_id, slot, stored_name, original_name, mime, bytes, stored_at)
         SELECT $1, $2, free.slot, $3, $4, $5, $6, $7::timestamptz
         FROM generate_series(1, $8::int) AS free (slot)
         WHERE NOT EXISTS (SELECT 1 FROM trade_in_images i WHERE i.site_slug = $1 AND i.eval_id = $2 AND i.slot = free.slot)
         ORDER BY free.slot
         LIMIT 1
         RETURNING slot`,
        [image.siteSlug, image.evalId, image.storedName, image.originalName, image.mime, image.bytes, image.storedAt, max],
      );
      if (inserted.length === 0) return { added: false, reason: 'full' } as const;
      const [counted] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM trade_in_images WHERE site_slug = $1 AND eval_id = $2', [
        image.siteSlug,
        image.evalId,
      ]);
      return { added: true, count: counted?.count ?? 0 } as const;
    });
  }

  async imagesOf(siteSlug: string, evalId: string): Promise<StoredImage[]> {
    return this.db.query<StoredImage>(`SELECT ${IMAGE_COLUMNS} FROM trade_in_images WHERE site_slug = $1 AND eval_id = $2 ORDER BY stored_at, slot`, [
      siteSlug,
      evalId,
    ]);
  }

  async takeImagesStoredBefore(siteSlug: string, before: Date): Promise<StoredImage[]> {
    return this.db.query<StoredImage>(`DELETE FROM trade_in_images WHERE site_slug = $1 AND stored_at < $2::timestamptz RETURNING ${IMAGE_COLUMNS}`, [
      siteSlug,
      before.toISOString(),
    ]);
  }
}
