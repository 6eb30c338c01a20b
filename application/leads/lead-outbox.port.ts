import type { StoredLead } from '../../domain/leads/lead';
import type { LeadChannel } from '../../domain/leads/lead-delivery';

/** One channel's delivery of one lead, queued with the lead (LeadRepository.save). */
export interface OutboxEntry {
  id: string;
  lead_id: string;
  site_slug: string;
  channel: LeadChannel;
  /** The email address or URL chosen when the lead was stored. */
  destination: string;
  status: 'pending' | 'delivered';
  /** Attempts started so far (claims). */
  attempts: number;
  /** ISO 8601 UTC: not tried again before this instant. */
  next_attempt_at: string;
  delivered_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** An entry this dispatcher holds for one attempt, with its lead. */
export interface ClaimedDelivery {
  entry: OutboxEntry;
  lead: StoredLead;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  /** Proves the claim when the attempt is recorded. */
  claimToken: string;
}

/** What became of one attempt. */
export type AttemptOutcome = { outcome: 'delivered' } | { outcome: 'failed'; error: string; /** When to try again. */ retryAt: Date };

/** One recorded attempt (issue 6: "each attempt recorded"). */
export interface DeliveryAttempt {
  entry_id: string;
  lead_id: string;
  channel: LeadChannel;
  attempt: number;
  /** ISO 8601 UTC. */
  at: string;
  outcome: 'delivered' | 'failed';
  error: string | null;
}

export interface LeadDeliveryRecord {
  entry: OutboxEntry;
  /** Oldest first. */
  attempts: DeliveryAttempt[];
}

/** The queue of lead deliveries, in the same database as the leads. */
export interface LeadOutbox {
  /**
   * Claims up to `limit` pending entries due at `now` (next_attempt_at ≤ now) and not claimed
   * by a live lease, oldest due first, for `leaseMs`; each claim counts one attempt. No other
   * claimDue — in this process or another sharing the database — returns an entry while its
   * lease runs or once it is delivered. Resolves empty when nothing is due.
   */
  claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /**
   * Records the attempt in the attempt log and moves the entry on: delivered, or pending
   * again from `retryAt`. Ends the claim. The log row is written even when the claim was
   * lost meanwhile (the attempt did happen); the entry only moves for the claim's holder.
   */
  recordAttempt(claim: ClaimedDelivery, at: Date, result: AttemptOutcome): Promise<void>;
  /** The earliest instant a pending entry becomes claimable (lease ends included), or null when none is pending. */
  nextDueAt(): Promise<Date | null>;
  /** The entries of a lead with their attempts, oldest first (operators, tests); empty for an unknown lead. */
  deliveriesOf(leadId: string): Promise<LeadDeliveryRecord[]>;
  /**
   * Ends every lease. Only for a process that is the database's sole dispatcher (the embedded
   * database, held under the data-directory lock): after a crash, what the dead process had
   * claimed is due at once instead of when its lease runs out. Resolves with how many were released.
   */
  releaseClaims(): Promise<number>;
  /**
   * Queues the deliveries of a lead again (an operator's redelivery): each entry `redeliverable`
   * allows (every delivery to the dealer, delivered or not; one to the customer only while it has
   * not reached them) is pending once more and due at `now`, its lease and last error cleared;
   * its attempt count and attempt log are kept (the next attempt numbers on), and the lead
   * itself is not touched. An attempt under way meanwhile may still record its outcome.
   * Resolves with the lead and its entries as queued now (empty when the lead has no channel),
   * or null when there is no lead with that id. Rejects only when the database fails.
   */
  requeue(leadId: string, now: Date): Promise<RequeuedDeliveries | null>;
}

/** What LeadOutbox.requeue queued again. */
export interface RequeuedDeliveries {
  lead: Pick<StoredLead, 'lead_id' | 'site_slug' | 'created_at'>;
  /** Oldest first. */
  entries: OutboxEntry[];
}

/** Tells the dispatcher that deliveries were just queued, so it need not wait for its next poll. */
export interface OutboxSignal {
  /** Never throws and never waits. */
  notify(): void;
}
