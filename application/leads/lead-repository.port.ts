import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';

export interface SaveLeadResult {
  lead: StoredLead;
  /** false when the idempotency key had already stored a lead: the earlier one is returned. */
  created: boolean;
}

/** spec 2 §4: after success a follow-up call records the category and extra params such as car_type. */
export interface LeadFollowUp {
  category: string;
  /** Extra params, e.g. `{ car_type: 'used' }`. */
  params: Record<string, string | number | boolean | null>;
}

/** Durable store of leads: a lead once acknowledged is never lost. */
export interface LeadRepository {
  /**
   * Stores the lead under the site and the idempotency key, durably, before resolving —
   * together with one pending outbox entry per delivery target, in the same transaction
   * (a stored lead always has its deliveries queued; issue 6). The same (site, key) twice
   * stores once and returns the first lead with created=false, queueing nothing more.
   * Rejects only when the database fails (nothing is then stored).
   */
  save(siteSlug: string, idempotencyKey: string, submission: LeadSubmission, deliveries?: readonly LeadDeliveryTarget[]): Promise<SaveLeadResult>;
  /** The stored lead, or null when there is none with that id on that site. */
  findById(siteSlug: string, leadId: string): Promise<StoredLead | null>;
  /** The lead stored under that (site, idempotency key), or null: a repeated submission. */
  findByIdempotencyKey(siteSlug: string, idempotencyKey: string): Promise<StoredLead | null>;
  /**
   * Records a follow-up of a lead of that site, durably. Resolves false (recording nothing)
   * when the site has no such lead.
   */
  recordFollowUp(siteSlug: string, leadId: string, followUp: LeadFollowUp): Promise<boolean>;
  /** The follow-ups of a lead, oldest first; empty when none (or no such lead). */
  followUpsOf(siteSlug: string, leadId: string): Promise<LeadFollowUp[]>;
}
