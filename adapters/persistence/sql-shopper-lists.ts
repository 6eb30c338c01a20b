import type {
  AlertChange,
  AlertSettingsRecord,
  ConfirmationLimit,
  DeletedShopperData,
  NewSavedSearch,
  SaveCarResult,
  SavedSearchRecord,
  SaveSearchResult,
  ShopperLists,
  ShopperRecord,
  ShopperSessionRecord,
  WatchlistItem,
} from '../../application/shoppers/shopper-lists.port';
import type { SqlDatabase, SqlSession } from './sql-database';
import { isoUtc, UUID } from './sql-lead-repository';

const isoOrNull = (column: string): string => `CASE WHEN ${column} IS NULL THEN NULL ELSE ${isoUtc(column)} END`;

const SHOPPER_COLUMNS = `id::text AS id, site_slug, phone, email, ${isoUtc('created_at')} AS created_at`;
const WATCHLIST_COLUMNS = `car_id::float8 AS car_id, ${isoUtc('saved_at')} AS saved_at, price_when_saved::float8 AS price_when_saved`;
const SEARCH_COLUMNS = `id::text AS id, label, href, alerts, ${isoUtc('created_at')} AS created_at`;
const ALERT_COLUMNS = `sms, email, email_confirmed_at IS NOT NULL AS email_confirmed, consent_text, ${isoUtc('consented_at')} AS consented_at, ${isoOrNull('stopped_at')} AS stopped_at, stopped_by,
  ${isoOrNull('last_sent_at')} AS last_sent_at`;
const SESSION_COLUMNS = `id::text AS id, user_agent, ${isoUtc('created_at')} AS created_at, ${isoUtc('last_seen_at')} AS last_seen_at, ${isoUtc('expires_at')} AS expires_at`;

/**
 * The SET clause that un-confirms the alert email when a call gives another address (compared
 * without case: 'Ann@Example.com' is the same mailbox as 'ann@example.com'); the old values of
 * the row are read on the right, as SQL does in one SET.
 */
const UNCONFIRM_WHEN_CHANGED = (given: string, newEmail: string, table: string): string =>
  `email_confirmed_at = CASE WHEN ${given} AND lower(${newEmail}) IS DISTINCT FROM lower(${table}.email) THEN NULL ELSE ${table}.email_confirmed_at END`;

/**
 * A saved search's alerts switched on from off check afresh (checked_at NULL): the next check
 * only records what matches, so the cars listed while its alerts were off do not all arrive at
 * once as new. Switched on again while on, it keeps its last check (a car that arrived since is
 * still new).
 */
const CHECK_AFRESH_WHEN_ALERTS_ON = (alerts: string): string => `checked_at = CASE WHEN ${alerts} IS TRUE AND NOT alerts THEN NULL ELSE checked_at END`;

/** Car ids are bigints; anything else names no car (and would fail the comparison). */
const isCarId = (id: number): boolean => Number.isSafeInteger(id) && id > 0;

/**
 * A shopper's own lists in SQL (migration 011), on PGlite or PostgreSQL alike. Limits (the
 * watchlist's size, the number of saved searches) are decided with the shopper's row locked
 * (SELECT … FOR UPDATE), so two requests of one shopper at once — on any number of instances —
 * take turns and cannot pass a limit together.
 */
export class SqlShopperLists implements ShopperLists {
  constructor(private readonly db: SqlDatabase) {}

  async shopper(shopperId: string): Promise<ShopperRecord | null> {
    if (!UUID.test(shopperId)) return null;
    const rows = await this.db.query<ShopperRecord>(`SELECT ${SHOPPER_COLUMNS} FROM shoppers WHERE id = $1`, [shopperId]);
    return rows[0] ?? null;
  }

  async isSaved(shopperId: string, carId: number): Promise<boolean> {
    if (!UUID.test(shopperId) || !isCarId(carId)) return false;
    const rows = await this.db.query('SELECT 1 FROM watchlist_items WHERE shopper_id = $1 AND car_id = $2', [shopperId, carId]);
    return rows.length > 0;
  }

  async saveCar(shopperId: string, carId: number, savedAt: Date, priceWhenSaved: number | null, maxCars: number): Promise<SaveCarResult> {
    if (!UUID.test(shopperId)) return { _tag: 'NoShopper' };
    if (!isCarId(carId)) throw new RangeError(`not a car id: ${carId}`);
    return this.db.transaction(async (tx): Promise<SaveCarResult> => {
      if (!(await lockShopper(tx, shopperId))) return { _tag: 'NoShopper' };
      const saved = await tx.query('SELECT 1 FROM watchlist_items WHERE shopper_id = $1 AND car_id = $2', [shopperId, carId]);
      if (saved.length > 0) return { _tag: 'AlreadySaved' };
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM watchlist_items WHERE shopper_id = $1', [shopperId]);
      if ((count?.n ?? 0) >= maxCars) return { _tag: 'Full' };
      await tx.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at, price_when_saved) VALUES ($1, $2, $3::timestamptz, $4)', [
        shopperId,
        carId,
        savedAt.toISOString(),
        priceWhenSaved,
      ]);
      return { _tag: 'Saved' };
    });
  }

  async removeCar(shopperId: string, carId: number): Promise<boolean> {
    if (!UUID.test(shopperId) || !isCarId(carId)) return false;
    const rows = await this.db.query('DELETE FROM watchlist_items WHERE shopper_id = $1 AND car_id = $2 RETURNING car_id', [shopperId, carId]);
    return rows.length > 0;
  }

  async watchlist(shopperId: string): Promise<WatchlistItem[]> {
    if (!UUID.test(shopperId)) return [];
    return this.db.query<WatchlistItem>(`SELECT ${WATCHLIST_COLUMNS} FROM watchlist_items WHERE shopper_id = $1 ORDER BY saved_at DESC, car_id DESC`, [
      shopperId,
    ]);
  }

  async savedSearches(shopperId: string): Promise<SavedSearchRecord[]> {
    if (!UUID.test(shopperId)) return [];
    return this.db.query<SavedSearchRecord>(`SELECT ${SEARCH_COLUMNS} FROM saved_searches WHERE shopper_id = $1 ORDER BY created_at DESC, id`, [shopperId]);
  }

  async saveSearch(shopperId: string, search: NewSavedSearch, limit: number): Promise<SaveSearchResult> {
    if (!UUID.test(shopperId)) return { _tag: 'NoShopper' };
    return this.db.transaction(async (tx): Promise<SaveSearchResult> => {
      if (!(await lockShopper(tx, shopperId))) return { _tag: 'NoShopper' };
      const updated = await tx.query<SavedSearchRecord>(
        `UPDATE saved_searches SET label = $3, alerts = COALESCE($4::boolean, alerts), ${CHECK_AFRESH_WHEN_ALERTS_ON('$4::boolean')}
         WHERE shopper_id = $1 AND href = $2 RETURNING ${SEARCH_COLUMNS}`,
        [shopperId, search.href, search.label, search.alerts ?? null],
      );
      if (updated[0]) return { _tag: 'Updated', search: updated[0] };
      const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE shopper_id = $1', [shopperId]);
      if ((count?.n ?? 0) >= limit) return { _tag: 'LimitReached' };
      const created = await tx.query<SavedSearchRecord>(
        `INSERT INTO saved_searches (id, shopper_id, label, href, alerts, created_at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz) RETURNING ${SEARCH_COLUMNS}`,
        [search.id, shopperId, search.label, search.href, search.alerts ?? false, search.now.toISOString()],
      );
      const row = created[0];
      if (!row) throw new Error(`Saved search ${search.id} was not stored`);
      return { _tag: 'Created', search: row };
    });
  }

  async setSearchAlerts(shopperId: string, searchId: string, alerts: boolean): Promise<SavedSearchRecord | null> {
    if (!UUID.test(shopperId) || !UUID.test(searchId)) return null;
    const rows = await this.db.query<SavedSearchRecord>(
      `UPDATE saved_searches SET alerts = $3, ${CHECK_AFRESH_WHEN_ALERTS_ON('$3::boolean')} WHERE id = $2 AND shopper_id = $1 RETURNING ${SEARCH_COLUMNS}`,
      [shopperId, searchId, alerts],
    );
    return rows[0] ?? null;
  }

  async removeSearch(shopperId: string, searchId: string): Promise<boolean> {
    if (!UUID.test(shopperId) || !UUID.test(searchId)) return false;
    const rows = await this.db.query('DELETE FROM saved_searches WHERE id = $2 AND shopper_id = $1 RETURNING id', [shopperId, searchId]);
    return rows.length > 0;
  }

  async alertSettings(shopperId: string): Promise<AlertSettingsRecord | null> {
    if (!UUID.test(shopperId)) return null;
    const rows = await this.db.query<AlertSettingsRecord>(`SELECT ${ALERT_COLUMNS} FROM alert_settings WHERE shopper_id = $1`, [shopperId]);
    return rows[0] ?? null;
  }

  async changeAlerts(shopperId: string, change: AlertChange): Promise<AlertSettingsRecord | null> {
    if (!UUID.test(shopperId)) return null;
    return this.db.transaction(async (tx) => {
      const shopper = await tx.query<{ email: string | null }>('SELECT email FROM shoppers WHERE id = $1 FOR UPDATE', [shopperId]);
      if (!shopper[0]) return null;
      const emailGiven = change.email !== undefined;
      if (emailGiven) await tx.query('UPDATE shoppers SET email = $2 WHERE id = $1', [shopperId, change.email]);
      if (change._tag === 'On') {
        // A first switch-on without an email takes the one the shopper gave before, if any.
        const email = emailGiven ? change.email : shopper[0].email;
        // Alerts already on keep their consent (words and time): a shopper who only changes their
        // email must not lose the changes waiting for the daily message (skipped as before_consent).
        // Choice: the words stay with their time, so the record says what was agreed to and when.
        const rows = await tx.query<AlertSettingsRecord>(
          `INSERT INTO alert_settings (shopper_id, sms, email, consent_text, consented_at, stopped_at, stopped_by)
           VALUES ($1, true, $2, $3, $4::timestamptz, NULL, NULL)
           ON CONFLICT (shopper_id) DO UPDATE SET sms = true, email = CASE WHEN $5::boolean THEN EXCLUDED.email ELSE alert_settings.email END,
             ${UNCONFIRM_WHEN_CHANGED('$5::boolean', 'EXCLUDED.email', 'alert_settings')},
             consent_text = CASE WHEN alert_settings.stopped_at IS NULL THEN alert_settings.consent_text ELSE EXCLUDED.consent_text END,
             consented_at = CASE WHEN alert_settings.stopped_at IS NULL THEN alert_settings.consented_at ELSE EXCLUDED.consented_at END,
             stopped_at = NULL, stopped_by = NULL
           RETURNING ${ALERT_COLUMNS}`,
          [shopperId, email ?? null, change.consentText, change.at.toISOString(), emailGiven],
        );
        return rows[0] ?? null;
      }
      // Alerts stopped already (STOP, the unsubscribe link) keep when and how they stopped.
      const rows = await tx.query<AlertSettingsRecord>(
        `UPDATE alert_settings SET stopped_at = COALESCE(stopped_at, $2::timestamptz), stopped_by = COALESCE(stopped_by, 'settings'),
           email = CASE WHEN $3::boolean THEN $4::text ELSE email END, ${UNCONFIRM_WHEN_CHANGED('$3::boolean', '$4::text', 'alert_settings')}
         WHERE shopper_id = $1 RETURNING ${ALERT_COLUMNS}`,
        [shopperId, change.at.toISOString(), emailGiven, change.email ?? null],
      );
      return rows[0] ?? null;
    });
  }

  async claimEmailConfirmation(shopperId: string, email: string, at: Date, limit: ConfirmationLimit): Promise<number | null> {
    if (!UUID.test(shopperId)) return null;
    // A fixed window: the first email after it ends starts a new one. One statement, so the row
    // lock makes two requests at once take turns, the second seeing the first's count.
    const windowEnded = 'confirmations_since IS NULL OR confirmations_since <= $3::timestamptz - make_interval(secs => $5::double precision / 1000)';
    const rows = await this.db.query<{ n: number }>(
      `UPDATE alert_settings
       SET confirmations_sent = CASE WHEN ${windowEnded} THEN 1 ELSE confirmations_sent + 1 END,
           confirmations_since = CASE WHEN ${windowEnded} THEN $3::timestamptz ELSE confirmations_since END
       WHERE shopper_id = $1 AND email = $2 AND email_confirmed_at IS NULL AND stopped_at IS NULL
         AND (${windowEnded} OR confirmations_sent < $4)
       RETURNING confirmations_sent AS n`,
      [shopperId, email, at.toISOString(), limit.max, limit.windowMs],
    );
    return rows[0]?.n ?? null;
  }

  async confirmAlertEmail(shopperId: string, siteSlug: string, email: string, at: Date): Promise<boolean> {
    if (!UUID.test(shopperId)) return false;
    const rows = await this.db.query(
      `UPDATE alert_settings a SET email_confirmed_at = COALESCE(a.email_confirmed_at, $4::timestamptz)
       FROM shoppers s
       WHERE a.shopper_id = $1 AND s.id = a.shopper_id AND s.site_slug = $2 AND lower(a.email) = lower($3)
       RETURNING a.shopper_id`,
      [shopperId, siteSlug, email, at.toISOString()],
    );
    return rows.length > 0;
  }

  async sessions(shopperId: string, now: Date): Promise<ShopperSessionRecord[]> {
    if (!UUID.test(shopperId)) return [];
    return this.db.query<ShopperSessionRecord>(
      `SELECT ${SESSION_COLUMNS} FROM shopper_sessions WHERE shopper_id = $1 AND expires_at > $2::timestamptz ORDER BY last_seen_at DESC, id`,
      [shopperId, now.toISOString()],
    );
  }

  async endSession(shopperId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(shopperId) || !UUID.test(sessionId)) return false;
    const rows = await this.db.query('DELETE FROM shopper_sessions WHERE id = $2 AND shopper_id = $1 RETURNING id', [shopperId, sessionId]);
    return rows.length > 0;
  }

  async deleteShopper(shopperId: string): Promise<DeletedShopperData | null> {
    if (!UUID.test(shopperId)) return null;
    return this.db.transaction(async (tx) => {
      const shopper = await tx.query<{ site_slug: string; phone: string }>('SELECT site_slug, phone FROM shoppers WHERE id = $1 FOR UPDATE', [shopperId]);
      if (!shopper[0]) return null;
      const [counts] = await tx.query<DeletedShopperData>(
        `SELECT (SELECT count(*)::int FROM watchlist_items WHERE shopper_id = $1) AS watchlist,
                (SELECT count(*)::int FROM saved_searches WHERE shopper_id = $1) AS saved_searches,
                (SELECT count(*)::int FROM alert_settings WHERE shopper_id = $1) AS alerts,
                (SELECT count(*)::int FROM shopper_sessions WHERE shopper_id = $1) AS sessions`,
        [shopperId],
      );
      // Sign-in codes are kept by number (not by shopper): the number's go with the shopper.
      await tx.query('DELETE FROM sign_in_codes WHERE site_slug = $1 AND phone = $2', [shopper[0].site_slug, shopper[0].phone]);
      await tx.query('DELETE FROM shoppers WHERE id = $1', [shopperId]);
      return counts ?? { watchlist: 0, saved_searches: 0, alerts: 0, sessions: 0 };
    });
  }
}

/** Locks the shopper's row for the transaction; false when there is no such shopper. */
async function lockShopper(tx: SqlSession, shopperId: string): Promise<boolean> {
  const rows = await tx.query('SELECT id FROM shoppers WHERE id = $1 FOR UPDATE', [shopperId]);
  return rows.length > 0;
}
