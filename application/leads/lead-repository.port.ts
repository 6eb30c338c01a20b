import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import type { LeadChannel, LeadDeliveryTarget } from '../../domain/leads/lead-delivery';

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
   * (a stored lead always has its deliveries queued; issue 6) — and with the fingerprint of
   * the request when one is given (application/shared/idempotency.ts). The same (site, key)
   * twice stores once and returns the first lead with created=false, queueing nothing more
   * (whether it is the same request is the caller's to check: storedFingerprint).
   * Rejects only when the database fails (nothing is then stored).
   */
  save(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries?: readonly LeadDeliveryTarget[],
    fingerprint?: string,
  ): Promise<SaveLeadResult>;
  /** The stored lead, or null when there is none with that id on that site. */
  findById(siteSlug: string, leadId: string): Promise<StoredLead | null>;
  /** The lead stored under that (site, idempotency key), or null: a repeated submission. */
  findByIdempotencyKey(siteSlug: string, idempotencyKey: string): Promise<StoredLead | null>;
  /**
   * The fingerprint of the request that stored the lead under that (site, idempotency key);
   * null when no lead is stored under it, or when it was stored without one (before
   * migration 007).
   */
  storedFingerprint(siteSlug: string, idempotencyKey: string): Promise<string | null>;
  /**
   * Records a follow-up of a lead of that site, durably. Resolves false (recording nothing)
   * when the site has no such lead.
   */
  recordFollowUp(siteSlug: string, leadId: string, followUp: LeadFollowUp): Promise<boolean>;
  /** The follow-ups of a lead, oldest first; empty when none (or no such lead). */
  followUpsOf(siteSlug: string, leadId: string): Promise<LeadFollowUp[]>;
  /**
   * The leads of a site stored at or after `since`, oldest first (a log read forward from
   * `since`; ties by lead id), at most `limit`, each with the state of its delivery on every
   * channel (the outbox entries, in queue order). Empty when there are none. Rejects only when
   * the database fails.
   */
  listSince(siteSlug: string, since: Date, limit: number): Promise<LeadListEntry[]>;
}

/** One channel's delivery of a listed lead, as the outbox holds it now. */
export interface LeadChannelStatus {
  channel: LeadChannel;
  destination: string;
  status: 'pending' | 'delivered';
  /** Attempts started so far. */
  attempts: number;
  /** ISO 8601 UTC, or null while pending. */
  delivered_at: string | null;
  /** Why the last attempt failed, or null. */
  last_error: string | null;
}

/** A lead as an operator lists it (LeadRepository.listSince): who, when, about what, and where it went. */
export interface LeadListEntry {
  lead_id: string;
  site_slug: string;
  /** ISO 8601 UTC. */
  created_at: string;
  /** The form fields as sent; '' when the form had none. */
  category: string;
  name: string;
  email: string;
  phone: string;
  /** The car the lead is about, or null. */
  car_id: number | null;
  deliveries: LeadChannelStatus[];
}
