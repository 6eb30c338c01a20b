import type { SaveLeadResult } from '../../application/leads/lead-repository.port';
import type { SlotHold, SlotTaken, TestDriveSlotRepository } from '../../application/leads/test-drive-slots.port';
import type { LeadSubmission } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';
import type { SqlDatabase } from './sql-database';
import { saveLeadIn } from './sql-lead-repository';

/** Thrown inside the transaction to roll the lead back when its slot is taken. */
class SlotTakenSignal extends Error {}

/**
 * Test drive slot holds in SQL (migration 005), on PGlite or PostgreSQL alike. The primary key
 * (site, car, date, time) holds a slot once; the lead and its hold are written in one
 * transaction, so a lead never claims a slot it did not get.
 */
export class SqlTestDriveSlots implements TestDriveSlotRepository {
  constructor(private readonly db: SqlDatabase) {}

  async heldTimes(siteSlug: string, carId: number, date: string): Promise<ReadonlySet<string>> {
    if (!Number.isSafeInteger(carId)) return new Set();
    const rows = await this.db.query<{ slot_time: string }>(
      'SELECT slot_time FROM test_drive_slots WHERE site_slug = $1 AND car_id = $2 AND slot_date = $3::date',
      [siteSlug, carId, date],
    );
    return new Set(rows.map((r) => r.slot_time));
  }

  async saveLeadHoldingSlot(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[],
    slot: SlotHold,
    fingerprint?: string,
  ): Promise<SaveLeadResult | SlotTaken> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const result = await this.db.transaction(async (tx) => {
          const saved = await saveLeadIn(tx, siteSlug, idempotencyKey, submission, deliveries, fingerprint);
          // A repeated key: the first lead, whose hold (if it got one) stands.
          if (!saved || !saved.created) return saved;
          const held = await tx.query(
            `INSERT INTO test_drive_slots (site_slug, car_id, slot_date, slot_time, location_id, lead_id)
             VALUES ($1, $2, $3::date, $4, $5, $6)
             ON CONFLICT (site_slug, car_id, slot_date, slot_time) DO NOTHING
             RETURNING lead_id`,
            [siteSlug, slot.carId, slot.date, slot.time, slot.locationId, saved.lead.lead_id],
          );
          if (held.length === 0) throw new SlotTakenSignal();
          return saved;
        });
        if (result) return result;
      } catch (error) {
        if (error instanceof SlotTakenSignal) return { _tag: 'SlotTaken' };
        throw error;
      }
    }
    throw new Error(`Lead for site "${siteSlug}" with idempotency key "${idempotencyKey}" neither inserted nor found`);
  }
}
