import type { SaveLeadResult } from '../../application/leads/lead-repository.port';
import type { ServiceSlotHold, ServiceSlotStore, SlotTaken } from '../../application/service/service-slot-store.port';
import type { LeadSubmission } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';
import type { BookedCounts } from '../../domain/service/service-slots';
import type { SqlDatabase, SqlSession } from './sql-database';
import { saveLeadIn, UUID } from './sql-lead-repository';

/** Thrown inside the transaction to roll the lead back when its time has no room left. */
class SlotFullSignal extends Error {}

interface CountRow {
  slot_date: string;
  slot_time: string;
  booked: number;
}

/**
 * Service booking drop-off times in SQL (migration 010), on PGlite or PostgreSQL alike. A
 * booking first locks its location's day (a row of service_booking_days, upserted), then counts
 * the bookings of that day and time and books, all in the transaction that stores the lead: the
 * bookings of one day are decided one at a time, so capacity holds with any number of
 * connections, and a refused booking leaves no lead behind.
 */
export class SqlServiceSlots implements ServiceSlotStore {
  constructor(private readonly db: SqlDatabase) {}

  async bookedCounts(siteSlug: string, locationId: number, date: string): Promise<BookedCounts> {
    return (await this.bookedCountsRange(siteSlug, locationId, date, date)).get(date) ?? { perTime: new Map(), day: 0 };
  }

  async bookedCountsRange(siteSlug: string, locationId: number, fromDate: string, toDate: string): Promise<ReadonlyMap<string, BookedCounts>> {
    if (!Number.isSafeInteger(locationId)) return new Map();
    const rows = await this.db.query<CountRow>(
      `SELECT to_char(slot_date, 'YYYY-MM-DD') AS slot_date, slot_time, count(*)::int AS booked
       FROM service_bookings
       WHERE site_slug = $1 AND location_id = $2 AND slot_date BETWEEN $3::date AND $4::date
       GROUP BY slot_date, slot_time`,
      [siteSlug, locationId, fromDate, toDate],
    );
    const byDate = new Map<string, { perTime: Map<string, number>; day: number }>();
    for (const row of rows) {
      const day = byDate.get(row.slot_date) ?? { perTime: new Map<string, number>(), day: 0 };
      day.perTime.set(row.slot_time, Number(row.booked));
      day.day += Number(row.booked);
      byDate.set(row.slot_date, day);
    }
    return byDate;
  }

  async saveLeadHoldingServiceSlot(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[],
    hold: ServiceSlotHold,
    fingerprint?: string,
  ): Promise<SaveLeadResult | SlotTaken> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const result = await this.db.transaction(async (tx) => {
          // The day's lock then a fresh count is READ COMMITTED's pattern (each statement sees what
          // committed before it): said here, so a server defaulting to REPEATABLE READ or
          // SERIALIZABLE does not turn a waiting booking into a serialization error.
          await tx.query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED');
          const saved = await saveLeadIn(tx, siteSlug, idempotencyKey, submission, deliveries, fingerprint);
          // A repeated key: the first lead, whose booking (if it got one) stands.
          if (!saved || !saved.created) return saved;
          const bookingId = hold.bookingLeadId && UUID.test(hold.bookingLeadId) ? hold.bookingLeadId : saved.lead.lead_id;
          await book(tx, siteSlug, bookingId, saved.lead.lead_id, hold);
          return saved;
        });
        if (result) return result;
      } catch (error) {
        if (error instanceof SlotFullSignal) return { _tag: 'SlotTaken' };
        throw error;
      }
    }
    throw new Error(`Lead for site "${siteSlug}" with idempotency key "${idempotencyKey}" neither inserted nor found`);
  }
}

/** Inside the transaction: lock the day, count, and book the time for the booking (or throw SlotFullSignal). */
async function book(tx: SqlSession, siteSlug: string, bookingId: string, leadId: string, hold: ServiceSlotHold): Promise<void> {
  if (hold.capacityPerSlot < 1 || (hold.capacityPerDay !== null && hold.capacityPerDay < 1)) throw new SlotFullSignal();
  // The day's lock: every booking of this location and date waits here for the one before it.
  await tx.query(
    `INSERT INTO service_booking_days (site_slug, location_id, slot_date) VALUES ($1, $2, $3::date)
     ON CONFLICT (site_slug, location_id, slot_date) DO UPDATE SET slot_date = EXCLUDED.slot_date`,
    [siteSlug, hold.locationId, hold.date],
  );
  // Read after the lock (a new snapshot per statement): every booking committed before it counts.
  // This booking's own earlier time does not: booking it again keeps its place.
  const [counts] = await tx.query<{ at_time: number; day: number }>(
    `SELECT count(*) FILTER (WHERE slot_time = $4)::int AS at_time, count(*)::int AS day
     FROM service_bookings
     WHERE site_slug = $1 AND location_id = $2 AND slot_date = $3::date AND booking_id <> $5::uuid`,
    [siteSlug, hold.locationId, hold.date, hold.time, bookingId],
  );
  const atTime = Number(counts?.at_time ?? 0);
  const day = Number(counts?.day ?? 0);
  if (atTime >= hold.capacityPerSlot || (hold.capacityPerDay !== null && day >= hold.capacityPerDay)) throw new SlotFullSignal();
  await tx.query(
    `INSERT INTO service_bookings (site_slug, booking_id, lead_id, location_id, slot_date, slot_time)
     VALUES ($1, $2::uuid, $3::uuid, $4, $5::date, $6)
     ON CONFLICT (site_slug, booking_id) DO UPDATE
       SET lead_id = EXCLUDED.lead_id, location_id = EXCLUDED.location_id, slot_date = EXCLUDED.slot_date,
           slot_time = EXCLUDED.slot_time, updated_at = now()`,
    [siteSlug, bookingId, leadId, hold.locationId, hold.date, hold.time],
  );
}
