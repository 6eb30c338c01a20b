import pg from 'pg';
import type { SqlDatabase, SqlSession } from './sql-database';

export interface PostgresDatabaseOptions {
  /** Most connections this process holds open at once (pg's default is 10). */
  maxConnections?: number;
}

/**
 * A PostgreSQL server through a `pg` connection pool: the production engine, shared
 * by many stateless Caryard instances. Sessions run in UTC so timestamps read the
 * same as on PGlite.
 */
export class PostgresDatabase implements SqlDatabase {
  readonly engine = 'postgres' as const;
  #closing: Promise<void> | undefined;

  private constructor(private readonly pool: pg.Pool) {}

  /**
   * Opens a pool on `connectionString` and checks that the server answers, so a wrong
   * URL stops start-up with a clear message (password redacted) rather than failing
   * on the first request.
   */
  static async connect(connectionString: string, options: PostgresDatabaseOptions = {}): Promise<PostgresDatabase> {
    const pool = new pg.Pool({
      connectionString,
      max: options.maxConnections ?? 10,
      options: '-c TimeZone=UTC',
    });
    // An idle connection dropped by the server (restart, failover) would otherwise
    // crash the process; the pool replaces it on the next checkout.
    pool.on('error', () => {});
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot connect to PostgreSQL at ${redactPassword(connectionString)}: ${reason}`, { cause: error });
    }
    return new PostgresDatabase(pool);
  }

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pool.query(sql, [...params])).rows as T[];
  }

  async exec(sql: string): Promise<void> {
    // Without parameters pg uses the simple protocol, which accepts several statements.
    await this.pool.query(sql);
  }

  async transaction<R>(fn: (tx: SqlSession) => Promise<R>): Promise<R> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await fn(sessionOf(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        // The connection is unusable: destroy it rather than return it to the pool.
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  close(): Promise<void> {
    this.#closing ??= this.pool.end();
    return this.#closing;
  }
}

function sessionOf(client: pg.PoolClient): SqlSession {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`. */
export function redactPassword(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return connectionString.replace(/:\/\/([^:/@]*):[^@]*@/, '://$1:***@');
  }
}
