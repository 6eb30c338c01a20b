/**
 * The site's own records of a shopper, found by their phone (issue 14 '/my-garage … the
 * shopper's reservations, trade-in offers and service bookings found by their phone'): what
 * they reserved (migration 005), ordered online (013) and the trade-in, test drive and service
 * booking leads they sent (leads, migration 005's test drive slots, 010's held drop-off times). Phones are compared as digits in national form
 * (domain/shoppers/garage.ts nationalDigits), since each form keeps the number as it was typed:
 * '0412 345 678', '+61412345678' and '61 412 345 678' are one number. Read only; every method
 * rejects only when the database fails.
 */
import type { GarageLead, GarageServiceSlot } from '../../domain/shoppers/garage';
import type { ReservationStatus } from '../reservations/reservation-repository.port';

export interface GarageReservationRecord {
  readonly reservation_id: string;
  readonly car_id: number;
  readonly car_slug: string;
  readonly status: ReservationStatus;
  readonly created_at: string;
  readonly expires_at: string;
  readonly deposit_cents: number;
}

/** An online order as the garage reads it (migration 013): placed or on its way to it, with the figures frozen when placed. */
export interface GarageOrderRecord {
  readonly reference: string | null;
  readonly car_id: number;
  readonly car_slug: string;
  readonly status: 'awaiting_payment' | 'placed' | 'cancelled' | 'expired';
  readonly placed_at: string | null;
  readonly hold_until: string | null;
  readonly created_at: string;
  /** The order's figures when placed (dollars); null while its payment is confirmed. */
  readonly totals: { readonly total: number; readonly deposit: number; readonly balance: number } | null;
  readonly fulfilment: 'delivery' | 'pickup' | null;
}

/** A test drive a lead booked (migration 005 test_drive_slots): the slot on the location's wall clock. */
export interface GarageTestDriveRecord {
  readonly lead_id: string;
  readonly car_id: number;
  readonly location_id: number;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:MM' */
  readonly time: string;
  readonly created_at: string;
}

export interface GarageRecords {
  /**
   * The site's reservations whose contact phone is that number, of the given statuses, newest
   * first, at most `limit`.
   */
  reservations(siteSlug: string, phone: string, statuses: readonly ReservationStatus[], limit: number): Promise<GarageReservationRecord[]>;
  /**
   * The site's online orders whose buyer's phone is that number, placed (or being paid, or
   * placed and since cancelled or expired; never a draft), newest first, at most `limit`. The
   * hold an order puts on its car is the order's, not a reservation: `reservations` leaves it out.
   */
  orders(siteSlug: string, phone: string, limit: number): Promise<GarageOrderRecord[]>;
  /** The test drives booked by the site's leads whose `user.phone` is that number, newest booked first, at most `limit`. */
  testDrives(siteSlug: string, phone: string, limit: number): Promise<GarageTestDriveRecord[]>;
  /** The site's leads of those categories whose `user.phone` is that number, newest first, at most `limit`. */
  leadsByPhone(siteSlug: string, phone: string, categories: readonly string[], limit: number): Promise<GarageLead[]>;
  /** The drop-off times held by those leads, as the booking (first lead) or as the lead that booked it last. */
  serviceSlotsOf(siteSlug: string, leadIds: readonly string[]): Promise<GarageServiceSlot[]>;
}
