import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlDatabase, SqlSession } from './sql-database';

export interface PgliteDatabaseOptions {
  /** Called once, after the database has closed: e.g. to release the data-directory lock. */
  onClose?: () => void | Promise<void>;
  /** Start an in-memory database from a copy of another's files (`dumpDataDir`), skipping initdb. */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL compiled to WebAssembly, running in this process (`@electric-sql/pglite`):
 * the embedded default, no service to install. One connection, so statements and
 * transactions are serialised by PGlite itself.
 *
 * PGlite does not stop a second process from opening the same directory (which
 * would corrupt it): open data directories through `openEmbeddedDatabase`, which
 * takes the lock first.
 */
export class PgliteDatabase implements SqlDatabase {
  readonly engine = 'pglite' as const;
  #closing: Promise<void> | undefined;

  private constructor(
    private readonly pglite: PGlite,
    private readonly options: PgliteDatabaseOptions,
  ) {}

  /**
   * Opens (creating when needed) the database stored in `directory`, or an in-memory
   * one, gone on close, when no directory is given. Rejects when PGlite cannot start.
   */
  static async open(directory?: string, options: PgliteDatabaseOptions = {}): Promise<PgliteDatabase> {
    if (directory !== undefined) await mkdir(directory, { recursive: true });
    // relaxedDurability stays off: a statement is on disk when its promise resolves
    // (the lead port promises durability before acknowledging).
    const pglite =
      directory !== undefined ? await PGlite.create(directory) : await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return new PgliteDatabase(pglite, options);
  }

  async query<T = Record<string, unknown>>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return (await this.pglite.query<T>(sql, [...params])).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.pglite.exec(sql);
  }

  transaction<R>(fn: (tx: SqlSession) => Promise<R>): Promise<R> {
    return this.pglite.transaction((tx) => fn(sessionOf(tx)));
  }

  /** A copy of the database's files (uncompressed tar), for `open(undefined, { loadDataDir })`. */
  dumpDataDir(): Promise<Blob> {
    return this.pglite.dumpDataDir('none');
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.pglite.closed) await this.pglite.close();
      } finally {
        await this.options.onClose?.();
      }
    })();
    return this.#closing;
  }
}

function sessionOf(tx: Transaction): SqlSession {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
  };
}
