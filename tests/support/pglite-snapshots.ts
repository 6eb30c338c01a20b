/**
 * In-memory PGlite databases for tests, started from copies of a database's files rather than by
 * PGlite's own initdb (a few seconds each; a copy loads in well under one). Two copies: a
 * database just made (`emptyPglite`: the same as `PgliteDatabase.open()`) and the same database
 * with every migration applied (`migratedPglite`). The run's global setup
 * (tests/support/global-setup.ts) makes both once and names their files in the environment; a
 * process started without it makes them itself, once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from '../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../adapters/persistence/pglite-database';

export const PGLITE_SNAPSHOTS_ENV = 'CARYARD_TEST_PGLITE_SNAPSHOTS';

interface Snapshots {
  empty: Blob;
  migrated: Blob;
}

/** Makes both copies and writes them into `dir` (the global setup). */
export async function writePgliteSnapshots(dir: string): Promise<void> {
  const { empty, migrated } = await makeSnapshots();
  writeFileSync(join(dir, 'empty.tar'), new Uint8Array(await empty.arrayBuffer()));
  writeFileSync(join(dir, 'migrated.tar'), new Uint8Array(await migrated.arrayBuffer()));
}

async function makeSnapshots(): Promise<Snapshots> {
  const db = await PgliteDatabase.open();
  try {
    const empty = await db.dumpDataDir();
    await migrate(db);
    return { empty, migrated: await db.dumpDataDir() };
  } finally {
    await db.close();
  }
}

let snapshots: Promise<Snapshots> | undefined;

function loadSnapshots(): Promise<Snapshots> {
  snapshots ??= (async () => {
    const dir = process.env[PGLITE_SNAPSHOTS_ENV];
    if (!dir) return makeSnapshots();
    const read = (name: string): Blob => new Blob([new Uint8Array(readFileSync(join(dir, name)))]);
    return { empty: read('empty.tar'), migrated: read('migrated.tar') };
  })();
  return snapshots;
}

/** A new in-memory database with nothing in it (no migrations). */
export async function emptyPglite(): Promise<PgliteDatabase> {
  return PgliteDatabase.open(undefined, { loadDataDir: (await loadSnapshots()).empty });
}

/** A new in-memory database with every migration applied. */
export async function migratedPglite(): Promise<PgliteDatabase> {
  return PgliteDatabase.open(undefined, { loadDataDir: (await loadSnapshots()).migrated });
}
