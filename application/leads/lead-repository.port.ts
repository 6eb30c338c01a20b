import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';

export interface SaveLeadResult {
  lead: StoredLead;
  /** false when the idempotency key had already stored a lead: the earlier one is returned. */
  created: boolean;
}

/** Durable store of leads: a lead once acknowledged is never lost. */
export interface LeadRepository {
  /**
   * Stores the lead under the site and the idempotency key, durably, before resolving.
   * The same (site, key) twice stores once and returns the first lead with created=false.
   */
  save(siteSlug: string, idempotencyKey: string, submission: LeadSubmission): Promise<SaveLeadResult>;
  /** The stored lead, or null when there is none with that id on that site. */
  findById(siteSlug: string, leadId: string): Promise<StoredLead | null>;
}
