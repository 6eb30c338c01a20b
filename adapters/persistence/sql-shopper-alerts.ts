import { randomUUID } from 'node:crypto';
import type {
  AlertingSavedSearch,
  AlertSettingsRow,
  AlertStore,
  ClaimedMessage,
  DigestToQueue,
  MessageAttemptOutcome,
  NewAlertEvent,
  PendingDigest,
  ShopperMessage,
  ShopperMessageOutbox,
  SkipReason,
} from '../../application/shoppers/shopper-alerts.port';
import type { PendingAlert } from '../../domain/shoppers/alerts';
import type { SqlSession, SqlDatabase } from './sql-database';
import { isoUtc, UUID } from './sql-lead-repository';

const MESSAGE_COLUMNS = (t: string) => `${t}.id::text AS id, ${t}.shopper_id::text AS shopper_id, ${t}.site_slug, ${t}.channel, ${t}.destination,
  ${t}.subject, ${t}.body, ${t}.status, ${t}.attempts, ${isoUtc(`${t}.next_attempt_at`)} AS next_attempt_at,
  ${isoUtc(`${t}.delivered_at`)} AS delivered_at, ${t}.last_error, ${isoUtc(`${t}.created_at`)} AS created_at`;

interface DigestRow {
  shopper_id: string;
  site_slug: string;
  phone: string;
  has_settings: boolean;
  sms: boolean | null;
  email: string | null;
  email_confirmed: boolean | null;
  consented_at: string | null;
  stopped_at: string | null;
  last_sent_at: string | null;
  event_id: string;
  detail: PendingAlert;
  event_created_at: string;
}

const date = (iso: string | null): Date | null => (iso === null ? null : new Date(iso));

/** Ids of bigserial rows are numbers in text: anything else matches no row. */
const ROW_ID = /^[1-9]\d{0,18}$/;

/**
 * Alerts in SQL (migrations 011, 012), on PGlite or PostgreSQL alike: the watchers of a car
 * (watchlist_items), the alert events (alert_events, unique per dedupe_key), consent
 * (alert_settings), saved searches asking for new stock, and the outbox of messages to shoppers
 * (shopper_messages), claimed for a lease with FOR UPDATE SKIP LOCKED as the lead outbox is.
 */
export class SqlShopperAlerts implements AlertStore, ShopperMessageOutbox {
  constructor(private readonly db: SqlDatabase) {}

  async watchersOf(siteSlug: string, carId: number): Promise<string[]> {
    if (!Number.isSafeInteger(carId)) return [];
    const rows = await this.db.query<{ shopper_id: string }>(
      `SELECT w.shopper_id::text AS shopper_id FROM watchlist_items w JOIN shoppers s ON s.id = w.shopper_id
       WHERE w.car_id = $1 AND s.site_slug = $2 ORDER BY w.saved_at, w.shopper_id`,
      [carId, siteSlug],
    );
    return rows.map((r) => r.shopper_id);
  }

  recordEvents(events: readonly NewAlertEvent[]): Promise<number> {
    if (events.length === 0) return Promise.resolve(0);
    return this.db.transaction((tx) => insertEvents(tx, events));
  }

  async pendingDigests(options: { readonly sentAfter: Date; readonly after: string | null; readonly limit: number }): Promise<PendingDigest[]> {
    const rows = await this.db.query<DigestRow>(
      `WITH chosen AS (
         SELECT DISTINCT e.shopper_id FROM alert_events e
         LEFT JOIN alert_settings a ON a.shopper_id = e.shopper_id
         WHERE e.sent_at IS NULL AND e.skipped_at IS NULL
           AND ($2::uuid IS NULL OR e.shopper_id > $2::uuid)
           -- The daily rule: a shopper written to after sentAfter waits (their events stay pending).
           AND NOT (a.shopper_id IS NOT NULL AND a.stopped_at IS NULL AND a.last_sent_at IS NOT NULL AND a.last_sent_at > $1::timestamptz)
         ORDER BY e.shopper_id
         LIMIT $3)
       SELECT s.id::text AS shopper_id, s.site_slug, s.phone, a.shopper_id IS NOT NULL AS has_settings, a.sms, a.email,
         a.email_confirmed_at IS NOT NULL AS email_confirmed,
         ${isoUtc('a.consented_at')} AS consented_at, ${isoUtc('a.stopped_at')} AS stopped_at, ${isoUtc('a.last_sent_at')} AS last_sent_at,
         e.id::text AS event_id, e.detail, ${isoUtc('e.created_at')} AS event_created_at
       FROM chosen c
       JOIN shoppers s ON s.id = c.shopper_id
       LEFT JOIN alert_settings a ON a.shopper_id = s.id
       JOIN alert_events e ON e.shopper_id = s.id AND e.sent_at IS NULL AND e.skipped_at IS NULL
       ORDER BY s.id, e.created_at, e.id`,
      [options.sentAfter.toISOString(), options.after, options.limit],
    );
    const digests = new Map<string, { digest: PendingDigest; events: PendingDigest['events'][number][] }>();
    for (const row of rows) {
      let entry = digests.get(row.shopper_id);
      if (!entry) {
        const settings: AlertSettingsRow | null = row.has_settings
          ? {
              sms: row.sms === true,
              email: row.email,
              email_confirmed: row.email_confirmed === true,
              consented_at: new Date(row.consented_at!),
              stopped_at: date(row.stopped_at),
              last_sent_at: date(row.last_sent_at),
            }
          : null;
        const events: PendingDigest['events'][number][] = [];
        entry = { digest: { shopper_id: row.shopper_id, site_slug: row.site_slug, phone: row.phone, settings, events }, events };
        digests.set(row.shopper_id, entry);
      }
      entry.events.push({ id: row.event_id, alert: row.detail, created_at: new Date(row.event_created_at) });
    }
    return [...digests.values()].map((d) => d.digest);
  }

  async skipEvents(eventIds: readonly string[], reason: SkipReason, at: Date): Promise<void> {
    const ids = eventIds.filter((id) => ROW_ID.test(id));
    if (ids.length === 0) return;
    await this.db.query(
      `UPDATE alert_events SET skipped_at = $2::timestamptz, skip_reason = $3
       WHERE id = ANY($1::bigint[]) AND sent_at IS NULL AND skipped_at IS NULL`,
      [ids, at.toISOString(), reason],
    );
  }

  queueDigest(digest: DigestToQueue): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // The consent row is locked by this update: a STOP or another instance's digest waits for it.
      const claimed = await tx.query(
        `UPDATE alert_settings SET last_sent_at = $2::timestamptz
         WHERE shopper_id = $1 AND stopped_at IS NULL AND last_sent_at IS NOT DISTINCT FROM $3::timestamptz
         RETURNING shopper_id`,
        [digest.shopper_id, digest.at.toISOString(), digest.last_sent_at?.toISOString() ?? null],
      );
      if (claimed.length === 0) return false;
      for (const message of digest.messages) {
        await tx.query(
          `INSERT INTO shopper_messages (shopper_id, site_slug, channel, destination, subject, body, next_attempt_at, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz)`,
          [digest.shopper_id, digest.site_slug, message.channel, message.destination, message.subject, message.body, digest.at.toISOString()],
        );
      }
      const ids = digest.event_ids.filter((id) => ROW_ID.test(id));
      if (ids.length > 0) {
        await tx.query(
          `UPDATE alert_events SET sent_at = $2::timestamptz
           WHERE id = ANY($1::bigint[]) AND shopper_id = $3 AND sent_at IS NULL AND skipped_at IS NULL`,
          [ids, digest.at.toISOString(), digest.shopper_id],
        );
      }
      return true;
    });
  }

  stopAlerts(shopperId: string, siteSlug: string, by: 'sms_stop' | 'unsubscribe_link' | 'settings', at: Date): Promise<boolean> {
    if (!UUID.test(shopperId)) return Promise.resolve(false);
    return this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE alert_settings a
         SET stopped_at = coalesce(a.stopped_at, $3::timestamptz),
             stopped_by = CASE WHEN a.stopped_at IS NULL THEN $4 ELSE a.stopped_by END
         FROM shoppers s
         WHERE a.shopper_id = $1 AND s.id = a.shopper_id AND s.site_slug = $2
         RETURNING a.shopper_id`,
        [shopperId, siteSlug, at.toISOString(), by],
      );
      await tx.query(
        `UPDATE shopper_messages SET status = 'cancelled', last_error = 'alerts stopped', claimed_until = NULL, claim_token = NULL
         WHERE shopper_id = $1 AND site_slug = $2 AND status = 'pending'`,
        [shopperId, siteSlug],
      );
      return rows.length > 0;
    });
  }

  async alertingSavedSearches(siteSlug: string): Promise<AlertingSavedSearch[]> {
    const rows = await this.db.query<{
      id: string;
      shopper_id: string;
      site_slug: string;
      label: string;
      href: string;
      seen: number[] | string[];
      checked_at: string | null;
    }>(
      `SELECT q.id::text AS id, q.shopper_id::text AS shopper_id, s.site_slug, q.label, q.href, to_jsonb(q.seen_car_ids) AS seen,
         ${isoUtc('q.checked_at')} AS checked_at
       FROM saved_searches q JOIN shoppers s ON s.id = q.shopper_id
       WHERE q.alerts AND s.site_slug = $1
       ORDER BY q.created_at, q.id`,
      [siteSlug],
    );
    return rows.map((r) => ({
      id: r.id,
      shopper_id: r.shopper_id,
      site_slug: r.site_slug,
      label: r.label,
      href: r.href,
      seen_car_ids: r.seen.map(Number),
      checked_at: date(r.checked_at),
    }));
  }

  recordSearchCheck(searchId: string, matching: readonly number[], events: readonly NewAlertEvent[], at: Date): Promise<number> {
    if (!UUID.test(searchId)) return Promise.resolve(0);
    return this.db.transaction(async (tx) => {
      const updated = await tx.query(`UPDATE saved_searches SET seen_car_ids = $2::bigint[], checked_at = $3::timestamptz WHERE id = $1 RETURNING id`, [
        searchId,
        matching.filter((id) => Number.isSafeInteger(id)),
        at.toISOString(),
      ]);
      // The search was deleted meanwhile: nothing to alert about.
      if (updated.length === 0) return 0;
      return insertEvents(tx, events);
    });
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
    return this.db.transaction(async (tx) => {
      // Stop is honoured for what was queued too: a stopped shopper's messages are cancelled, not sent.
      await tx.query(
        `UPDATE shopper_messages m SET status = 'cancelled', last_error = 'alerts stopped', claimed_until = NULL, claim_token = NULL
         FROM alert_settings a
         WHERE a.shopper_id = m.shopper_id AND a.stopped_at IS NOT NULL AND m.status = 'pending'`,
      );
      const rows = await tx.query<ShopperMessage & { claim_token: string }>(
        `WITH claimed AS (
           UPDATE shopper_messages m
           SET attempts = m.attempts + 1,
               claimed_until = $1::timestamptz + make_interval(secs => $3::double precision / 1000),
               claim_token = $4
           WHERE m.id IN (
             SELECT id FROM shopper_messages
             WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
               AND (claimed_until IS NULL OR claimed_until <= $1::timestamptz)
             ORDER BY next_attempt_at, id
             LIMIT $2
             FOR UPDATE SKIP LOCKED)
           RETURNING m.*)
         SELECT ${MESSAGE_COLUMNS('c')}, c.claim_token::text AS claim_token FROM claimed c ORDER BY c.next_attempt_at, c.id`,
        [now.toISOString(), limit, leaseMs, randomUUID()],
      );
      return rows.map(({ claim_token, ...message }) => ({ message, attempt: message.attempts, claimToken: claim_token }));
    });
  }

  /**
   * The claim checked and its lease extended in one UPDATE: the row lock it takes orders it with
   * another instance's claim of the same message — whichever comes second sees the first's
   * token or lease and gets nothing.
   */
  async renewClaim(claim: ClaimedMessage, now: Date, leaseMs: number): Promise<boolean> {
    if (!ROW_ID.test(claim.message.id) || !UUID.test(claim.claimToken)) return false;
    const rows = await this.db.query(
      `UPDATE shopper_messages m
       SET claimed_until = $3::timestamptz + make_interval(secs => $4::double precision / 1000)
       WHERE m.id = $1 AND m.claim_token = $2 AND m.status = 'pending' AND m.claimed_until > $3::timestamptz
         -- A STOP since the claim (by SMS it cancels nothing itself): not sent; the next claim cancels it.
         AND NOT EXISTS (SELECT 1 FROM alert_settings a WHERE a.shopper_id = m.shopper_id AND a.stopped_at IS NOT NULL)
       RETURNING m.id`,
      [claim.message.id, claim.claimToken, now.toISOString(), leaseMs],
    );
    return rows.length > 0;
  }

  async recordAttempt(claim: ClaimedMessage, at: Date, result: MessageAttemptOutcome): Promise<void> {
    if (result.outcome === 'delivered') {
      // Delivered is delivered, whoever holds the claim now: no one should send it again.
      await this.db.query(
        `UPDATE shopper_messages SET status = 'delivered', delivered_at = $2::timestamptz, last_error = NULL, claimed_until = NULL, claim_token = NULL
         WHERE id = $1 AND status = 'pending'`,
        [claim.message.id, at.toISOString()],
      );
      return;
    }
    await this.db.query(
      `UPDATE shopper_messages
       SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE status END,
           next_attempt_at = coalesce($3::timestamptz, next_attempt_at), last_error = $4, claimed_until = NULL, claim_token = NULL
       WHERE id = $1 AND claim_token = $2 AND status = 'pending'`,
      [claim.message.id, claim.claimToken, result.retryAt?.toISOString() ?? null, result.error],
    );
  }

  async messagesOf(shopperId: string): Promise<ShopperMessage[]> {
    if (!UUID.test(shopperId)) return [];
    return this.db.query<ShopperMessage>(`SELECT ${MESSAGE_COLUMNS('m')} FROM shopper_messages m WHERE m.shopper_id = $1 ORDER BY m.id`, [shopperId]);
  }
}

/**
 * Inserts events, each unless its dedupe key is taken or its shopper is gone; resolves with how
 * many were inserted. A watcher who deleted their data since they were read is skipped, not an
 * error that rolls back the other watchers' events: the shopper row is locked (FOR KEY SHARE,
 * which waits for a delete under way and then finds no row) before the event refers to it, so
 * the delete cannot slip in between.
 */
async function insertEvents(tx: SqlSession, events: readonly NewAlertEvent[]): Promise<number> {
  let recorded = 0;
  for (const event of events) {
    if (!UUID.test(event.shopper_id)) continue;
    const rows = await tx.query(
      `WITH watcher AS (SELECT id FROM shoppers WHERE id = $1::uuid FOR KEY SHARE)
       INSERT INTO alert_events (shopper_id, site_slug, car_id, kind, detail, dedupe_key, created_at)
       SELECT w.id, $2::text, $3::bigint, $4::text, $5::jsonb, $6::text, $7::timestamptz FROM watcher w
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [event.shopper_id, event.site_slug, event.car_id, event.alert.kind, JSON.stringify(event.alert), event.dedupe_key, event.created_at.toISOString()],
    );
    recorded += rows.length;
  }
  return recorded;
}
