import { randomUUID } from 'node:crypto';
import type { LeadRepository, SaveLeadResult } from '../../application/leads/lead-repository.port';
import type { LeadSubmission, StoredLead } from '../../domain/leads/lead';
import type { SqlDatabase } from './sql-database';

/** Columns of a StoredLead; created_at as ISO 8601 UTC with milliseconds, the same on both engines. */
const LEAD_COLUMNS = `lead_id::text AS lead_id, site_slug, submission,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Leads in SQL, on PGlite or PostgreSQL alike. Idempotency is the unique
 * (site_slug, idempotency_key) constraint: concurrent saves with one key, from any
 * number of processes, store one lead.
 */
export class SqlLeadRepository implements LeadRepository {
  constructor(private readonly db: SqlDatabase) {}

  async save(siteSlug: string, idempotencyKey: string, submission: LeadSubmission): Promise<SaveLeadResult> {
    // Normally one round: the loop only repeats if the conflicting lead vanished
    // between the INSERT and the SELECT (deleted meanwhile).
    for (let attempt = 0; attempt < 3; attempt++) {
      const inserted = await this.db.query<StoredLead>(
        `INSERT INTO leads (lead_id, site_slug, idempotency_key, submission)
         VALUES ($1, $2, $3, $4::jsonb)
         ON CONFLICT (site_slug, idempotency_key) DO NOTHING
         RETURNING ${LEAD_COLUMNS}`,
        [randomUUID(), siteSlug, idempotencyKey, JSON.stringify(submission)],
      );
      if (inserted[0]) return { lead: inserted[0], created: true };
      const existing = await this.db.query<StoredLead>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE site_slug = $1 AND idempotency_key = $2`,
        [siteSlug, idempotencyKey],
      );
      if (existing[0]) return { lead: existing[0], created: false };
    }
    throw new Error(`Lead for site "${siteSlug}" with idempotency key "${idempotencyKey}" neither inserted nor found`);
  }

  async findById(siteSlug: string, leadId: string): Promise<StoredLead | null> {
    // Not a uuid: no such lead (and the uuid column would reject the comparison).
    if (!UUID.test(leadId)) return null;
    const rows = await this.db.query<StoredLead>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE lead_id = $1 AND site_slug = $2`, [
      leadId,
      siteSlug,
    ]);
    return rows[0] ?? null;
  }
}
