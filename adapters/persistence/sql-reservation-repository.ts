import { randomUUID } from 'node:crypto';
import type { ClaimRequest, ClaimResult, PaidDetails, Reservation, ReservationRepository } from '../../application/reservations/reservation-repository.port';
import type { SqlDatabase, SqlSession } from './sql-database';
import { isoUtc } from './sql-lead-repository';

const COLUMNS = `reservation_id::text AS reservation_id, site_slug, car_id::float8 AS car_id, car_slug, status, deposit_cents, contact,
  ${isoUtc('expires_at')} AS expires_at, ${isoUtc('created_at')} AS created_at,
  CASE WHEN paid_at IS NULL THEN NULL ELSE ${isoUtc('paid_at')} END AS paid_at,
  payment_id, card_brand, card_last4, test_mode, decline_code, lead_id::text AS lead_id`;

class HoldTakenSignal extends Error {}

/**
 * Reservations and car holds in SQL (migration 005), on PGlite or PostgreSQL alike. The hold is
 * one row per car, claimed by INSERT … ON CONFLICT DO UPDATE … WHERE the old hold has expired:
 * the row lock makes concurrent claims take turns, and the second sees the first's hold.
 */
export class SqlReservationRepository implements ReservationRepository {
  constructor(private readonly db: SqlDatabase) {}

  async findByIdempotencyKey(siteSlug: string, idempotencyKey: string): Promise<Reservation | null> {
    return byKey(this.db, siteSlug, idempotencyKey);
  }

  async storedFingerprint(siteSlug: string, idempotencyKey: string): Promise<string | null> {
    const rows = await this.db.query<{ request_fingerprint: string | null }>(
      'SELECT request_fingerprint FROM reservations WHERE site_slug = $1 AND idempotency_key = $2',
      [siteSlug, idempotencyKey],
    );
    return rows[0]?.request_fingerprint ?? null;
  }

  async claim(request: ClaimRequest): Promise<ClaimResult> {
    try {
      return await this.db.transaction(async (tx): Promise<ClaimResult> => {
        const id = randomUUID();
        const inserted = await tx.query<Reservation>(
          `INSERT INTO reservations (reservation_id, site_slug, idempotency_key, car_id, car_slug, status, deposit_cents, contact, created_at, expires_at, request_fingerprint)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7::jsonb, $8::timestamptz, $9::timestamptz, $10)
           ON CONFLICT (site_slug, idempotency_key) DO NOTHING
           RETURNING ${COLUMNS}`,
          [
            id,
            request.siteSlug,
            request.idempotencyKey,
            request.carId,
            request.carSlug,
            request.depositCents,
            JSON.stringify(request.contact),
            request.now.toISOString(),
            request.holdUntil.toISOString(),
            request.fingerprint ?? null,
          ],
        );
        const reservation = inserted[0];
        if (!reservation) {
          const earlier = await byKey(tx, request.siteSlug, request.idempotencyKey);
          if (!earlier) throw new Error(`Reservation with key ${request.idempotencyKey} neither inserted nor found`);
          return { _tag: 'Replayed', reservation: earlier };
        }
        const held = await tx.query(
          `INSERT INTO car_holds (site_slug, car_id, reservation_id, expires_at) VALUES ($1, $2, $3, $4::timestamptz)
           ON CONFLICT (site_slug, car_id) DO UPDATE SET reservation_id = EXCLUDED.reservation_id, expires_at = EXCLUDED.expires_at
           WHERE car_holds.expires_at <= $5::timestamptz
           RETURNING reservation_id`,
          [request.siteSlug, request.carId, id, request.holdUntil.toISOString(), request.now.toISOString()],
        );
        if (held.length === 0) throw new HoldTakenSignal();
        return { _tag: 'Claimed', reservation };
      });
    } catch (error) {
      if (error instanceof HoldTakenSignal) return { _tag: 'Taken' };
      throw error;
    }
  }

  async markPaid(reservationId: string, paid: PaidDetails): Promise<Reservation> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<Reservation>(
        `UPDATE reservations SET status = 'paid', paid_at = $2::timestamptz, expires_at = $3::timestamptz, payment_id = $4,
           card_brand = $5, card_last4 = $6, test_mode = $7, lead_id = $8::uuid
         WHERE reservation_id = $1 RETURNING ${COLUMNS}`,
        [reservationId, paid.paidAt.toISOString(), paid.expiresAt.toISOString(), paid.paymentId, paid.brand, paid.last4, paid.testMode, paid.leadId],
      );
      const row = rows[0];
      if (!row) throw new Error(`No reservation ${reservationId}`);
      await tx.query('UPDATE car_holds SET expires_at = $2::timestamptz WHERE reservation_id = $1', [reservationId, paid.expiresAt.toISOString()]);
      return row;
    });
  }

  async markDeclined(reservationId: string, declineCode: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE reservations SET status = 'declined', decline_code = $2, released_at = $3::timestamptz WHERE reservation_id = $1`, [
        reservationId,
        declineCode,
        now.toISOString(),
      ]);
      await tx.query('DELETE FROM car_holds WHERE reservation_id = $1', [reservationId]);
    });
  }

  async activeHold(siteSlug: string, carId: number, now: Date): Promise<Reservation | null> {
    const rows = await this.db.query<Reservation>(
      `SELECT ${COLUMNS} FROM reservations
       WHERE reservation_id = (SELECT reservation_id FROM car_holds WHERE site_slug = $1 AND car_id = $2 AND expires_at > $3::timestamptz)`,
      [siteSlug, carId, now.toISOString()],
    );
    return rows[0] ?? null;
  }

  async releaseExpired(now: Date, only?: { siteSlug: string; carId: number }): Promise<Reservation[]> {
    return this.db.transaction(async (tx) => {
      const params: unknown[] = [now.toISOString()];
      let where = `status IN ('pending', 'paid') AND expires_at <= $1::timestamptz`;
      if (only) {
        params.push(only.siteSlug, only.carId);
        where += ' AND site_slug = $2 AND car_id = $3';
      }
      const released = await tx.query<Reservation>(
        `UPDATE reservations SET status = CASE status WHEN 'paid' THEN 'expired' ELSE 'abandoned' END, released_at = $1::timestamptz
         WHERE ${where} RETURNING ${COLUMNS}`,
        params,
      );
      if (released.length > 0) {
        await tx.query('DELETE FROM car_holds WHERE reservation_id = ANY($1::uuid[]) AND expires_at <= $2::timestamptz', [
          released.map((r) => r.reservation_id),
          now.toISOString(),
        ]);
      }
      return released;
    });
  }
}

async function byKey(session: SqlSession, siteSlug: string, idempotencyKey: string): Promise<Reservation | null> {
  const rows = await session.query<Reservation>(`SELECT ${COLUMNS} FROM reservations WHERE site_slug = $1 AND idempotency_key = $2`, [
    siteSlug,
    idempotencyKey,
  ]);
  return rows[0] ?? null;
}
