/**
 * The one SQL dialect Caryard persists in: PostgreSQL, spoken by PGlite (embedded,
 * in-process) and by a PostgreSQL server alike. Repositories are written once
 * against this interface and serve both engines.
 *
 * This is the persistence adapter's own seam, not a port of the core: the core's
 * ports (CarRepository, LeadRepository) live in application/.
 */

/** Something statements can be sent to: the database itself, or an open transaction. */
export interface SqlSession {
  /**
   * Runs one statement with `$1…$n` parameters and resolves with its rows (empty for
   * statements that return none). Rejects with the engine's error, e.g. a constraint
   * violation. `T` is what the caller asserts a row to be; nothing checks it.
   */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface SqlDatabase extends SqlSession {
  /** Which engine is behind it, for logs and the odd engine-specific tuning. */
  readonly engine: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction on one connection: committed when `fn` resolves,
   * rolled back when it rejects (the rejection is passed on). Statements must go
   * through `tx`, not through the database, while `fn` runs.
   */
  transaction<R>(fn: (tx: SqlSession) => Promise<R>): Promise<R>;
  /** Closes the database (and releases what guards it, e.g. a data-directory lock). Idempotent. */
  close(): Promise<void>;
}
