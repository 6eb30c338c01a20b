import { randomUUID } from 'node:crypto';
import type {
  AttemptOutcome,
  ClaimedDelivery,
  DeliveryAttempt,
  LeadDeliveryRecord,
  LeadOutbox,
  OutboxEntry,
  RequeuedDeliveries,
} from '../../application/leads/lead-outbox.port';
import type { LeadSubmission } from '../../domain/leads/lead';
import { CUSTOMER_CHANNELS } from '../../domain/leads/lead-delivery';
import type { SqlDatabase } from './sql-database';
import { isoUtc, UUID } from './sql-lead-repository';

const ENTRY_COLUMNS = (t: string) => `${t}.id::text AS id, ${t}.lead_id::text AS lead_id, ${t}.site_slug, ${t}.channel, ${t}.destination,
  ${t}.status, ${t}.attempts, ${isoUtc(`${t}.next_attempt_at`)} AS next_attempt_at, ${isoUtc(`${t}.delivered_at`)} AS delivered_at,
  ${t}.last_error, ${isoUtc(`${t}.created_at`)} AS created_at`;

interface ClaimedRow extends OutboxEntry {
  claim_token: string;
  submission: LeadSubmission;
  lead_created_at: string;
}

/**
 * The lead outbox in SQL, on PGlite or PostgreSQL alike. A claim is a lease: the due rows are
 * locked with FOR UPDATE SKIP LOCKED (concurrent dispatchers, in any process, take different
 * rows), stamped with claimed_until and a claim token, and so left alone by other claims
 * until the attempt is recorded or the lease runs out (the claimer died).
 */
export class SqlLeadOutbox implements LeadOutbox {
  constructor(private readonly db: SqlDatabase) {}

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const rows = await this.db.query<ClaimedRow>(
      `WITH claimed AS (
         UPDATE lead_outbox o
         SET attempts = o.attempts + 1,
             claimed_until = $1::timestamptz + make_interval(secs => $3::double precision / 1000),
             claim_token = $4
         WHERE o.id IN (
           SELECT id FROM lead_outbox
           WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
             AND (claimed_until IS NULL OR claimed_until <= $1::timestamptz)
           ORDER BY next_attempt_at, seq
           LIMIT $2
           FOR UPDATE SKIP LOCKED)
         RETURNING o.*)
       SELECT ${ENTRY_COLUMNS('c')}, c.claim_token::text AS claim_token, l.submission, ${isoUtc('l.created_at')} AS lead_created_at
       FROM claimed c JOIN leads l ON l.lead_id = c.lead_id
       ORDER BY c.next_attempt_at, c.seq`,
      [now.toISOString(), limit, leaseMs, randomUUID()],
    );
    return rows.map(({ claim_token, submission, lead_created_at, ...entry }) => ({
      entry,
      lead: { lead_id: entry.lead_id, site_slug: entry.site_slug, submission, created_at: lead_created_at },
      attempt: entry.attempts,
      claimToken: claim_token,
    }));
  }

  async recordAttempt(claim: ClaimedDelivery, at: Date, result: AttemptOutcome): Promise<void> {
    const error = result.outcome === 'failed' ? result.error : null;
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO lead_delivery_attempts (entry_id, attempt, at, outcome, error)
         VALUES ($1, $2, $3::timestamptz, $4, $5) ON CONFLICT (entry_id, attempt) DO NOTHING`,
        [claim.entry.id, claim.attempt, at.toISOString(), result.outcome, error],
      );
      if (result.outcome === 'delivered') {
        // Delivered is delivered, whoever holds the claim now: no one should send it again.
        await tx.query(
          `UPDATE lead_outbox SET status = 'delivered', delivered_at = $2::timestamptz, last_error = NULL,
             claimed_until = NULL, claim_token = NULL
           WHERE id = $1 AND status = 'pending'`,
          [claim.entry.id, at.toISOString()],
        );
      } else {
        await tx.query(
          `UPDATE lead_outbox SET next_attempt_at = $3::timestamptz, last_error = $4, claimed_until = NULL, claim_token = NULL
           WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
          [claim.entry.id, claim.claimToken, result.retryAt.toISOString(), error],
        );
      }
    });
  }

  async nextDueAt(): Promise<Date | null> {
    const rows = await this.db.query<{ due: string | null }>(
      `SELECT ${isoUtc('min(greatest(next_attempt_at, coalesce(claimed_until, next_attempt_at)))')} AS due
       FROM lead_outbox WHERE status = 'pending'`,
    );
    const due = rows[0]?.due;
    return due ? new Date(due) : null;
  }

  async deliveriesOf(leadId: string): Promise<LeadDeliveryRecord[]> {
    if (!UUID.test(leadId)) return [];
    const entries = await this.db.query<OutboxEntry>(`SELECT ${ENTRY_COLUMNS('o')} FROM lead_outbox o WHERE o.lead_id = $1 ORDER BY o.seq`, [leadId]);
    const attempts = await this.db.query<DeliveryAttempt>(
      `SELECT a.entry_id::text AS entry_id, o.lead_id::text AS lead_id, o.channel, a.attempt, ${isoUtc('a.at')} AS at, a.outcome, a.error
       FROM lead_delivery_attempts a JOIN lead_outbox o ON o.id = a.entry_id
       WHERE o.lead_id = $1 ORDER BY a.at, a.attempt`,
      [leadId],
    );
    return entries.map((entry) => ({ entry, attempts: attempts.filter((a) => a.entry_id === entry.id) }));
  }

  async releaseClaims(): Promise<number> {
    const rows = await this.db.query(
      `UPDATE lead_outbox SET claimed_until = NULL, claim_token = NULL
       WHERE status = 'pending' AND claimed_until IS NOT NULL RETURNING id`,
    );
    return rows.length;
  }

  async requeue(leadId: string, now: Date): Promise<RequeuedDeliveries | null> {
    if (!UUID.test(leadId)) return null;
    return this.db.transaction(async (tx) => {
      const leads = await tx.query<RequeuedDeliveries['lead']>(
        `SELECT lead_id::text AS lead_id, site_slug, ${isoUtc('created_at')} AS created_at FROM leads WHERE lead_id = $1`,
        [leadId],
      );
      const lead = leads[0];
      if (!lead) return null;
      // attempts stays: the attempt log is keyed by (entry, attempt number), so numbering goes on.
      // `redeliverable` in SQL: every delivery to the dealer; one to the customer only while not delivered.
      const entries = await tx.query<OutboxEntry & { seq: string }>(
        `UPDATE lead_outbox o SET status = 'pending', next_attempt_at = $2::timestamptz, claimed_until = NULL, claim_token = NULL,
           delivered_at = NULL, last_error = NULL
         WHERE o.lead_id = $1 AND (o.channel <> ALL($3::text[]) OR o.status <> 'delivered')
         RETURNING ${ENTRY_COLUMNS('o')}, o.seq::text AS seq`,
        [leadId, now.toISOString(), CUSTOMER_CHANNELS],
      );
      return { lead, entries: entries.sort((a, b) => Number(a.seq) - Number(b.seq)).map(({ seq: _seq, ...entry }) => entry) };
    });
  }
}
