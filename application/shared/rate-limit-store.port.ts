/** One window's count after a request. */
export interface RateLimitHit {
  readonly count: number;
  /** Epoch ms the window ends. */
  readonly resetAt: number;
}

/**
 * Where rate limits count their fixed windows (issue 16 'Rate limits … hold across instances'):
 * this process's memory (one instance, PGlite), or the database every instance shares
 * (PostgreSQL: adapters/persistence/sql-rate-limit-store.ts).
 */
export interface RateLimitStore {
  /** Counts one request against `key`'s fixed window of `windowMs` (a new window when the last has ended). */
  hit(key: string, windowMs: number, now: number): Promise<RateLimitHit>;
}
