import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/persistence/open-database';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { repositoryContract } from './repository-contract';

let server: PostgresServer | undefined;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

const newDatabaseUrl = async (): Promise<string> => {
  if (!server) throw new Error('The PostgreSQL test server did not start');
  return server.createDatabase(`contract_${++databases}`);
};

repositoryContract('PostgreSQL', async () => PostgresDatabase.connect(await newDatabaseUrl()));

describe('PostgreSQL: opening', () => {
  it('is what openDatabase opens when a database URL is set, migrated, with no data-directory lock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'caryard-data-'));
    const db = await openDatabase({ databaseUrl: await newDatabaseUrl(), dataDir });
    try {
      expect(db.engine).toBe('postgres');
      expect(await db.query('SELECT version FROM schema_migrations')).not.toHaveLength(0);
      expect(existsSync(join(dataDir, 'caryard.lock'))).toBe(false);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('stops with a clear message, password hidden, when the server cannot be reached', async () => {
    // Port 1 on localhost: nothing listens there.
    const attempt = PostgresDatabase.connect('postgres://caryard:s3cret@127.0.0.1:1/caryard');
    await expect(attempt).rejects.toThrow(/^Cannot connect to PostgreSQL at postgres:\/\/caryard:\*\*\*@127\.0\.0\.1:1\/caryard: /);
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});
