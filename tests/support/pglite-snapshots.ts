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

type Snapshot = 'empty' | 'migrated';

/** Makes both copies and writes them into `dir` (the global setup). */
export async function writePgliteSnapshots(dir: string): Promise<void> {
  const { empty, migrated } = await makeSnapshots();
  writeFileSync(join(dir, 'empty.tar'), new Uint8Array(await empty.arrayBuffer()));
  writeFileSync(join(dir, 'migrated.tar'), new Uint8Array(await migrated.arrayBuffer()));
}

async function makeSnapshots(): Promise<Record<Snapshot, Blob>> {
  const db = await PgliteDatabase.open();
  try {
    const empty = await db.dumpDataDir();
    await migrate(db);
    return { empty, migrated: await db.dumpDataDir() };
  } finally {
    await db.close();
  }
}

let made: Promise<Record<Snapshot, Blob>> | undefined;
const read = new Map<Snapshot, Blob>();

/** A copy, read from the global setup's file the first time this process needs it (else made here, once). */
async function snapshot(kind: Snapshot): Promise<Blob> {
  const dir = process.env[PGLITE_SNAPSHOTS_ENV];
  if (!dir) return (await (made ??= makeSnapshots()))[kind];
  let blob = read.get(kind);
  if (!blob) read.set(kind, (blob = new Blob([new Uint8Array(readFileSync(join(dir, `${kind}.tar`)))])));
  return blob;
}

/** A new in-memory database with nothing in it (no migrations). */
export async function emptyPglite(): Promise<PgliteDatabase> {
  return PgliteDatabase.open(undefined, { loadDataDir: await snapshot('empty') });
}

/** A new in-memory database with every migration applied. */
export async function migratedPglite(): Promise<PgliteDatabase> {
  return PgliteDatabase.open(undefined, { loadDataDir: await snapshot('migrated') });
}
