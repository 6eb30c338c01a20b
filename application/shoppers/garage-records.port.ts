/**
 * The site's own records of a shopper, found by their phone (issue 14 '/my-garage … the
 * shopper's reservations, trade-in offers and service bookings found by their phone'): what
 * they reserved (migration 005) and the trade-in and service booking leads they sent (leads,
 * migration 010's held drop-off times). Phones are compared as digits in national form
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
}

export interface GarageRecords {
  /**
   * The site's reservations whose contact phone is that number, of the given statuses, newest
   * first, at most `limit`.
   */
  reservations(siteSlug: string, phone: string, statuses: readonly ReservationStatus[], limit: number): Promise<GarageReservationRecord[]>;
  /** The site's leads of those categories whose `user.phone` is that number, newest first, at most `limit`. */
  leadsByPhone(siteSlug: string, phone: string, categories: readonly string[], limit: number): Promise<GarageLead[]>;
  /** The drop-off times held by those leads, as the booking (first lead) or as the lead that booked it last. */
  serviceSlotsOf(siteSlug: string, leadIds: readonly string[]): Promise<GarageServiceSlot[]>;
}
