import { randomUUID } from 'node:crypto';
import type { LeadFollowUp, LeadListEntry, LeadRepository, SaveLeadResult } from '../../application/leads/lead-repository.port';
import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import type { LeadDeliveryTarget } from '../../domain/leads/lead-delivery';
import type { SqlDatabase, SqlSession } from './sql-database';

/** An ISO 8601 UTC instant with milliseconds, the same text on both engines. */
export const isoUtc = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Columns of a StoredLead. */
const LEAD_COLUMNS = `lead_id::text AS lead_id, site_slug, submission, ${isoUtc('created_at')} AS created_at`;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Leads in SQL, on PGlite or PostgreSQL alike. Idempotency is the unique
 * (site_slug, idempotency_key) constraint: concurrent saves with one key, from any
 * number of processes, store one lead. A new lead and its outbox entries are written
 * in one transaction (SqlLeadOutbox delivers them).
 */
export class SqlLeadRepository implements LeadRepository {
  constructor(private readonly db: SqlDatabase) {}

  async save(
    siteSlug: string,
    idempotencyKey: string,
    submission: LeadSubmission,
    deliveries: readonly LeadDeliveryTarget[] = [],
    fingerprint?: string,
  ): Promise<SaveLeadResult> {
    // Normally one round: the loop only repeats if the conflicting lead vanished
    // between the INSERT and the SELECT (deleted meanwhile).
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await this.db.transaction((tx) => saveLeadIn(tx, siteSlug, idempotencyKey, submission, deliveries, fingerprint));
      if (result) return result;
    }
    throw new Error(`Lead for site "${siteSlug}" with idempotency key "${idempotencyKey}" neither inserted nor found`);
  }

  async findById(siteSlug: string, leadId: string): Promise<StoredLead | null> {
    // Not a uuid: no such lead (and the uuid column would reject the comparison).
    if (!UUID.test(leadId)) return null;
    const rows = await this.db.query<StoredLead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE lead_id = $1 AND site_slug = $2`, [leadId, siteSlug]);
    return rows[0] ?? null;
  }

  findByIdempotencyKey(siteSlug: string, idempotencyKey: string): Promise<StoredLead | null> {
    return findByKey(this.db, siteSlug, idempotencyKey);
  }

  async storedFingerprint(siteSlug: string, idempotencyKey: string): Promise<string | null> {
    const rows = await this.db.query<{ request_fingerprint: string | null }>(
      'SELECT request_fingerprint FROM leads WHERE site_slug = $1 AND idempotency_key = $2',
      [siteSlug, idempotencyKey],
    );
    return rows[0]?.request_fingerprint ?? null;
  }

  async recordFollowUp(siteSlug: string, leadId: string, followUp: LeadFollowUp): Promise<boolean> {
    if (!UUID.test(leadId)) return false;
    const rows = await this.db.query(
      `INSERT INTO lead_follow_ups (lead_id, category, params)
       SELECT lead_id, $3, $4::jsonb FROM leads WHERE lead_id = $1 AND site_slug = $2
       RETURNING id`,
      [leadId, siteSlug, followUp.category, JSON.stringify(followUp.params)],
    );
    return rows.length > 0;
  }

  async followUpsOf(siteSlug: string, leadId: string): Promise<LeadFollowUp[]> {
    if (!UUID.test(leadId)) return [];
    return this.db.query<LeadFollowUp>(
      `SELECT f.category, f.params FROM lead_follow_ups f JOIN leads l USING (lead_id)
       WHERE f.lead_id = $1 AND l.site_slug = $2 ORDER BY f.id`,
      [leadId, siteSlug],
    );
  }

  listSince(siteSlug: string, since: Date, limit: number): Promise<LeadListEntry[]> {
    // The user fields are read out of the stored submission: text the form sent, '' when absent.
    const field = (name: string) => `coalesce(l.submission->'user'->>'${name}', '')`;
    return this.db.query<LeadListEntry>(
      `SELECT l.lead_id::text AS lead_id, l.site_slug, ${isoUtc('l.created_at')} AS created_at,
         ${field('category')} AS category, ${field('name')} AS name, ${field('email')} AS email, ${field('phone')} AS phone,
         CASE WHEN jsonb_typeof(l.submission->'car_id') = 'number' THEN (l.submission->>'car_id')::double precision END AS car_id,
         coalesce((SELECT json_agg(json_build_object(
             'channel', o.channel, 'destination', o.destination, 'status', o.status, 'attempts', o.attempts,
             'delivered_at', ${isoUtc('o.delivered_at')}, 'last_error', o.last_error) ORDER BY o.seq)
           FROM lead_outbox o WHERE o.lead_id = l.lead_id), '[]'::json) AS deliveries
       FROM leads l
       WHERE l.site_slug = $1 AND l.created_at >= $2::timestamptz
       ORDER BY l.created_at, l.lead_id
       LIMIT $3`,
      [siteSlug, since.toISOString(), limit],
    );
  }
}

/**
 * Inside a transaction: inserts the lead (with the request's fingerprint, when given) and
 * queues its deliveries, or finds the lead the key already stored (created=false); null when
 * the conflicting lead vanished meanwhile (retry).
 * Exported for stores that write a lead together with something else (a test drive slot).
 */
export async function saveLeadIn(
  tx: SqlSession,
  siteSlug: string,
  idempotencyKey: string,
  submission: LeadSubmission,
  deliveries: readonly LeadDeliveryTarget[],
  fingerprint?: string,
): Promise<SaveLeadResult | null> {
  const inserted = await tx.query<StoredLead>(
    `INSERT INTO leads (lead_id, site_slug, idempotency_key, submission, request_fingerprint)
     VALUES ($1, $2, $3, $4::jsonb, $5)
     ON CONFLICT (site_slug, idempotency_key) DO NOTHING
     RETURNING ${LEAD_COLUMNS}`,
    [randomUUID(), siteSlug, idempotencyKey, JSON.stringify(submission), fingerprint ?? null],
  );
  const lead = inserted[0];
  if (lead) {
    await queueDeliveries(tx, lead, deliveries);
    return { lead, created: true };
  }
  const existing = await findByKey(tx, siteSlug, idempotencyKey);
  return existing ? { lead: existing, created: false } : null;
}

async function findByKey(session: SqlSession, siteSlug: string, idempotencyKey: string): Promise<StoredLead | null> {
  const rows = await session.query<StoredLead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE site_slug = $1 AND idempotency_key = $2`, [siteSlug, idempotencyKey]);
  return rows[0] ?? null;
}

async function queueDeliveries(tx: SqlSession, lead: StoredLead, deliveries: readonly LeadDeliveryTarget[]): Promise<void> {
  for (const { channel, destination } of deliveries) {
    await tx.query(
      `INSERT INTO lead_outbox (id, lead_id, site_slug, channel, destination, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
       ON CONFLICT (lead_id, channel) DO NOTHING`,
      [randomUUID(), lead.lead_id, lead.site_slug, channel, destination, lead.created_at],
    );
  }
}
