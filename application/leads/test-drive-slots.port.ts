import type { LeadSubmission } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';
import type { TestDriveSlot } from '../../domain/leads/test-drive-slots';
import type { SaveLeadResult } from './lead-repository.port';

/** The slot a test-drive lead holds: one car, one date and start time at its location. */
export interface SlotHold extends TestDriveSlot {
  readonly carId: number;
  readonly locationId: number;
}

/** A slot another lead holds (spec: "a taken slot gives a clear 409"). */
export interface SlotTaken {
  readonly _tag: 'SlotTaken';
}

/**
 * Test drive appointment slots held by test-drive leads (issue 6). A slot is held by at most
 * one lead: the store enforces it (a unique constraint), so two shoppers racing for one slot,
 * on any number of server instances, get one booking and one refusal.
 */
export interface TestDriveSlotRepository {
  /** The start times ('HH:MM') held for that car on that date; empty when none. */
  heldTimes(siteSlug: string, carId: number, date: string): Promise<ReadonlySet<string>>;
  /**
   * Stores the lead (as LeadRepository.save: once per site and idempotency key, with its
   * deliveries queued and the request's fingerprint when given) and holds the slot for it, in
   * one transaction: both or neither. Resolves SlotTaken, storing nothing, when another lead
   * holds the slot; the same key again resolves the first lead (created=false), whose hold
   * stands. Rejects only when the database fails (nothing is then stored).
   */
  saveLeadHoldingSlot(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[],
    slot: SlotHold,
    fingerprint?: string,
  ): Promise<SaveLeadResult | SlotTaken>;
}
