import { join } from 'node:path';
import { acquireDataDirLock } from './data-dir-lock';
import { migrate } from './migrator';
import { PgliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';
import type { SqlDatabase } from './sql-database';

export interface DatabaseSettings {
  /** postgres:// URL of a server; unset: the embedded PGlite database in `dataDir`. */
  databaseUrl?: string;
  /** Caryard's data directory (DATA_DIR). */
  dataDir: string;
}

/**
 * The migrated database Caryard runs on: PostgreSQL when `databaseUrl` is set,
 * otherwise PGlite in `{dataDir}/pglite` (see openEmbeddedDatabase). Rejects with a
 * message fit for the operator when the directory is in use, the server cannot be
 * reached or a migration fails.
 */
export function openDatabase(settings: DatabaseSettings): Promise<SqlDatabase> {
  return settings.databaseUrl ? openPostgresDatabase(settings.databaseUrl) : openEmbeddedDatabase(settings.dataDir);
}

/**
 * Opens and migrates the embedded database in `{dataDir}/pglite`, creating it on
 * first run. Two processes on one PGlite directory would corrupt it, so the data
 * directory's lock (`{dataDir}/caryard.lock`) is taken first and held until close():
 * rejects with DataDirInUseError when a live process holds it.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<SqlDatabase> {
  const lock = acquireDataDirLock(dataDir);
  let db: PgliteDatabase;
  try {
    db = await PgliteDatabase.open(join(dataDir, 'pglite'), { onClose: () => lock.release() });
  } catch (error) {
    lock.release();
    throw error;
  }
  return migrated(db);
}

/** Connects to the PostgreSQL server at `url` and migrates it. */
export async function openPostgresDatabase(url: string): Promise<SqlDatabase> {
  return migrated(await PostgresDatabase.connect(url));
}

async function migrated(db: SqlDatabase): Promise<SqlDatabase> {
  try {
    await migrate(db);
    return db;
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
