import type { RateLimitHit, RateLimitStore } from '../../application/shared/rate-limit-store.port';
import type { SqlDatabase } from './sql-database';

/** Ended windows are deleted at most this often. */
const SWEEP_EVERY_MS = 60_000;

/**
 * issue 16: the rate limits' windows in the shared database (`rate_limit_windows`, migration 016),
 * so every instance counts one request once and two instances hold one limit. One statement per
 * request — an upsert that starts a new window when the last has ended, else adds one — atomic
 * under PostgreSQL's row lock on the key, so concurrent requests on different instances are all
 * counted.
 */
export class SqlRateLimitStore implements RateLimitStore {
  #nextSweep = 0;

  constructor(private readonly db: SqlDatabase) {}

  async hit(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
    const rows = await this.db.query<{ count: number; reset_at: Date | string }>(
      `INSERT INTO rate_limit_windows AS w (key, count, reset_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN w.reset_at <= $3 THEN 1 ELSE w.count + 1 END,
         reset_at = CASE WHEN w.reset_at <= $3 THEN EXCLUDED.reset_at ELSE w.reset_at END
       RETURNING count, reset_at`,
      [key, new Date(now + windowMs).toISOString(), new Date(now).toISOString()],
    );
    const row = rows[0]!;
    if (now >= this.#nextSweep) {
      this.#nextSweep = now + SWEEP_EVERY_MS;
      await this.db.query('DELETE FROM rate_limit_windows WHERE reset_at <= $1', [new Date(now).toISOString()]);
    }
    return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() };
  }
}
