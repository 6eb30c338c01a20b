import type { LeadSubmission } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';
import type { BookedCounts } from '../../domain/service/service-slots';
import type { SaveLeadResult } from '../leads/lead-repository.port';
import type { SlotTaken } from '../leads/test-drive-slots.port';

export type { SlotTaken } from '../leads/test-drive-slots.port';

/** The drop-off a Service Booking lead holds: one time at one location, with that location's capacities. */
export interface ServiceSlotHold {
  readonly locationId: number;
  /** 'YYYY-MM-DD', the location's calendar date. */
  readonly date: string;
  /** 'HH:MM', the location's wall clock. */
  readonly time: string;
  /** Bookings one time takes (WorkshopSettings.capacity_per_slot). */
  readonly capacityPerSlot: number;
  /** Bookings the day takes (WorkshopSettings.capacity_per_day); null: no day limit. */
  readonly capacityPerDay: number | null;
  /**
   * The booking the hold belongs to: the lead id of its first submission (spec 2 §4: every later
   * step carries it as user.lead_id). A booking holds one time: a later step of the same booking
   * keeps its time, or moves it. Absent: the lead being saved starts the booking.
   */
  readonly bookingLeadId?: string | null;
}

/**
 * Service booking drop-off times held by Service Booking leads (issue 13 'Slots a workshop can
 * keep'). The store is the judge of capacity: it counts and books in one transaction, so two
 * shoppers racing for the last place — on any number of server instances — get one booking and
 * one refusal.
 */
export interface ServiceSlotStore {
  /** The bookings held at the location on `date` ('YYYY-MM-DD'): per time ('HH:MM') and in all; zeros when none. */
  bookedCounts(siteSlug: string, locationId: number, date: string): Promise<BookedCounts>;
  /** The bookings of every date from `fromDate` to `toDate` (both included) that has any; a date left out has none. */
  bookedCountsRange(siteSlug: string, locationId: number, fromDate: string, toDate: string): Promise<ReadonlyMap<string, BookedCounts>>;
  /**
   * Stores the lead (as LeadRepository.save: once per site and idempotency key, its deliveries
   * queued, the request's fingerprint when given) and books the time for it, in one transaction:
   * both or neither. The capacity is checked inside that transaction: when the time already holds
   * `capacityPerSlot` bookings or the day `capacityPerDay` (other bookings than this one), it
   * resolves SlotTaken and stores nothing. A booking (bookingLeadId) holds one time: booking it
   * again keeps its place, another time moves it. The same idempotency key again resolves the
   * first lead (created=false), whose booking stands. Rejects only when the database fails.
   */
  saveLeadHoldingServiceSlot(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[],
    hold: ServiceSlotHold,
    fingerprint?: string,
  ): Promise<SaveLeadResult | SlotTaken>;
}
