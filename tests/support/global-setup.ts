/**
 * Once per test run (vitest.config.ts `globalSetup`), before any test file: the PostgreSQL
 * cluster every file's databases live on (startPostgres gives each file its own databases on it),
 * and the PGlite copies in-memory test databases start from. Both are named to the test
 * processes through the environment and removed when the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_SNAPSHOTS_ENV, writePgliteSnapshots } from './pglite-snapshots';
import { SHARED_POSTGRES_ENV, startCluster } from './postgres-server';

export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'caryard-test-run-'));
  const [cluster] = await Promise.all([startCluster({ maxConnections: 400 }), writePgliteSnapshots(dir)]);
  process.env[SHARED_POSTGRES_ENV] = cluster.adminUrl;
  process.env[PGLITE_SNAPSHOTS_ENV] = dir;
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
