/** A reservation's life: pending while the deposit is taken, then paid (held 48 h) or declined; a lapsed hold is expired (paid) or abandoned (pending). */
export type ReservationStatus = 'pending' | 'paid' | 'declined' | 'expired' | 'abandoned';

export interface ReservationContact {
  name: string;
  email: string;
  phone: string;
}

export interface Reservation {
  reservation_id: string;
  site_slug: string;
  car_id: number;
  car_slug: string;
  status: ReservationStatus;
  deposit_cents: number;
  contact: ReservationContact;
  /** ISO 8601: when the hold ends (48 h after payment; minutes after a pending claim). */
  expires_at: string;
  created_at: string;
  paid_at: string | null;
  payment_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  test_mode: boolean;
  decline_code: string | null;
  lead_id: string | null;
}

export interface ClaimRequest {
  siteSlug: string;
  carId: number;
  carSlug: string;
  idempotencyKey: string;
  depositCents: number;
  contact: ReservationContact;
  now: Date;
  /** The end of the pending hold. */
  holdUntil: Date;
  /** The fingerprint of the request (application/shared/idempotency.ts), stored with the reservation. */
  fingerprint?: string;
}

export type ClaimResult =
  | { readonly _tag: 'Claimed'; readonly reservation: Reservation }
  /** Another reservation holds the car (unexpired). Nothing was stored. */
  | { readonly _tag: 'Taken' }
  /** The idempotency key had already made this reservation. */
  | { readonly _tag: 'Replayed'; readonly reservation: Reservation };

export interface PaidDetails {
  paymentId: string;
  brand: string;
  last4: string;
  testMode: boolean;
  leadId: string;
  paidAt: Date;
  expiresAt: Date;
}

/**
 * Reservations and the hold they put on a car (issue 6). At most one unexpired hold per car,
 * enforced by the store itself (a primary key claimed atomically), so two shoppers paying
 * for one car at once on any number of instances get one reservation and one refusal.
 * Every method rejects only when the database fails.
 */
export interface ReservationRepository {
  /** The reservation made under that (site, idempotency key), or null. */
  findByIdempotencyKey(siteSlug: string, idempotencyKey: string): Promise<Reservation | null>;
  /**
   * The fingerprint of the request that made the reservation under that (site, idempotency
   * key); null when there is none, or it was made without one (before migration 007).
   */
  storedFingerprint(siteSlug: string, idempotencyKey: string): Promise<string | null>;
  /** Stores a pending reservation and holds the car until `holdUntil` — unless another unexpired hold exists (Taken). */
  claim(request: ClaimRequest): Promise<ClaimResult>;
  /** The deposit was paid: the reservation is paid and the hold runs to `expiresAt`. */
  markPaid(reservationId: string, paid: PaidDetails): Promise<Reservation>;
  /**
   * The deposit was not taken, or was refunded: the reservation is declined (with the reason:
   * a card's decline code, or why the attempt ended without one) and the car's hold released.
   */
  markDeclined(reservationId: string, declineCode: string, now: Date): Promise<void>;
  /** The unexpired hold on a car, or null. */
  activeHold(siteSlug: string, carId: number, now: Date): Promise<Reservation | null>;
  /**
   * Ends every hold that expired by `now` (of one car when given): paid ones become expired,
   * pending ones abandoned; resolves with those it ended (each once, whichever instance asks).
   */
  releaseExpired(now: Date, only?: { siteSlug: string; carId: number }): Promise<Reservation[]>;
}
