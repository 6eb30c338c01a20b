import type { GarageOrderRecord, GarageRecords, GarageReservationRecord, GarageTestDriveRecord } from '../../application/shoppers/garage-records.port';
import type { ReservationStatus } from '../../application/reservations/reservation-repository.port';
import type { LeadSubmission } from '../../domain/leads/lead';
import { nationalDigits, type GarageLead, type GarageServiceSlot } from '../../domain/shoppers/garage';
import type { SqlDatabase } from './sql-database';
import { isoUtc, UUID } from './sql-lead-repository';

/**
 * A stored phone as digits (domain nationalDigits without its last step): '(0)' dropped, every
 * other character but a digit removed. Compared with both the national ('0412345678') and the
 * international ('61412345678') digits of the number asked for.
 */
export const digitsOf = (expression: string): string => `regexp_replace(replace(coalesce(${expression}, ''), '(0)', ''), '[^0-9]', '', 'g')`;

/** The two ways a number's digits are kept: '0412345678' and '61412345678'; null when it is no phone. */
export function digitForms(phone: string): [string, string] | null {
  const national = nationalDigits(phone);
  return /^0\d{9}$/.test(national) ? [national, `61${national.slice(1)}`] : null;
}

/**
 * The garage's reads (docs/features.md, 'The shopper's own lists') in SQL, on PGlite or PostgreSQL alike: reservations and test
 * drive slots (migration 005), orders (013), leads (001) and held service times (010) of one
 * site, found by phone.
 * Choice: the phone is compared per row as digits (the forms keep it as typed), with no index
 * of its own — a site's leads are scanned by its (site_slug, created_at) index; an expression
 * index on the digits is the step up should a site's leads run to millions.
 */
export class SqlGarageRecords implements GarageRecords {
  constructor(private readonly db: SqlDatabase) {}

  async reservations(siteSlug: string, phone: string, statuses: readonly ReservationStatus[], limit: number): Promise<GarageReservationRecord[]> {
    const forms = digitForms(phone);
    if (!forms || statuses.length === 0) return [];
    return this.db.query<GarageReservationRecord>(
      // An order's hold (its claim's key is 'order:…', and a placed order names it) is the order, listed as one.
      `SELECT r.reservation_id::text AS reservation_id, r.car_id::float8 AS car_id, r.car_slug, r.status,
         ${isoUtc('r.created_at')} AS created_at, ${isoUtc('r.expires_at')} AS expires_at, r.deposit_cents
       FROM reservations r
       WHERE r.site_slug = $1 AND r.status = ANY($2::text[]) AND ${digitsOf("r.contact->>'phone'")} IN ($3, $4)
         AND r.idempotency_key NOT LIKE 'order:%'
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.reservation_id = r.reservation_id)
       ORDER BY r.created_at DESC, r.reservation_id LIMIT $5`,
      [siteSlug, [...statuses], forms[0], forms[1], limit],
    );
  }

  async orders(siteSlug: string, phone: string, limit: number): Promise<GarageOrderRecord[]> {
    const forms = digitForms(phone);
    if (!forms) return [];
    const rows = await this.db.query<
      Omit<GarageOrderRecord, 'totals' | 'fulfilment'> & {
        placed: { totals?: { total: number; deposit: number; balance: number }; fulfilment?: { kind: 'delivery' | 'pickup' } } | null;
      }
    >(
      `SELECT reference, car_id::float8 AS car_id, car_slug, status, ${isoUtc('placed_at')} AS placed_at, ${isoUtc('hold_until')} AS hold_until,
         ${isoUtc('created_at')} AS created_at, placed
       FROM orders
       WHERE site_slug = $1 AND status <> 'draft' AND ${digitsOf("details->>'phone'")} IN ($2, $3)
       ORDER BY created_at DESC, order_id LIMIT $4`,
      [siteSlug, forms[0], forms[1], limit],
    );
    return rows.map(({ placed, ...row }) => ({
      ...row,
      totals: placed?.totals ? { total: Number(placed.totals.total), deposit: Number(placed.totals.deposit), balance: Number(placed.totals.balance) } : null,
      fulfilment: placed?.fulfilment?.kind ?? null,
    }));
  }

  async testDrives(siteSlug: string, phone: string, limit: number): Promise<GarageTestDriveRecord[]> {
    const forms = digitForms(phone);
    if (!forms) return [];
    return this.db.query<GarageTestDriveRecord>(
      `SELECT s.lead_id::text AS lead_id, s.car_id::float8 AS car_id, s.location_id::float8 AS location_id,
         to_char(s.slot_date, 'YYYY-MM-DD') AS date, s.slot_time AS time, ${isoUtc('s.created_at')} AS created_at
       FROM test_drive_slots s JOIN leads l ON l.lead_id = s.lead_id
       WHERE s.site_slug = $1 AND l.site_slug = $1 AND ${digitsOf("l.submission->'user'->>'phone'")} IN ($2, $3)
       ORDER BY s.created_at DESC, s.slot_date DESC, s.slot_time DESC LIMIT $4`,
      [siteSlug, forms[0], forms[1], limit],
    );
  }

  async leadsByPhone(siteSlug: string, phone: string, categories: readonly string[], limit: number): Promise<GarageLead[]> {
    const forms = digitForms(phone);
    if (!forms || categories.length === 0) return [];
    const rows = await this.db.query<{ lead_id: string; created_at: string; submission: LeadSubmission }>(
      `SELECT lead_id::text AS lead_id, ${isoUtc('created_at')} AS created_at, submission
       FROM leads
       WHERE site_slug = $1 AND submission->'user'->>'category' = ANY($2::text[]) AND ${digitsOf("submission->'user'->>'phone'")} IN ($3, $4)
       ORDER BY created_at DESC, lead_id LIMIT $5`,
      [siteSlug, [...categories], forms[0], forms[1], limit],
    );
    return rows.map((row) => ({ lead_id: row.lead_id, created_at: row.created_at, user: row.submission.user }));
  }

  async serviceSlotsOf(siteSlug: string, leadIds: readonly string[]): Promise<GarageServiceSlot[]> {
    const ids = leadIds.filter((id) => UUID.test(id));
    if (ids.length === 0) return [];
    return this.db.query<GarageServiceSlot>(
      `SELECT booking_id::text AS booking_id, lead_id::text AS lead_id, location_id::float8 AS location_id,
         to_char(slot_date, 'YYYY-MM-DD') AS date, slot_time AS time
       FROM service_bookings
       WHERE site_slug = $1 AND (booking_id = ANY($2::uuid[]) OR lead_id = ANY($2::uuid[]))`,
      [siteSlug, ids],
    );
  }
}
