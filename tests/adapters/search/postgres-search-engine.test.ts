import { afterAll, beforeAll } from 'vitest';
import { emptyPglite } from '../../support/pglite-snapshots';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { PostgresSearchEngine } from '../../../adapters/search/postgres-search-engine';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { searchEngineContract, type SearchEngineFixture } from './search-engine-contract';

let server: PostgresServer | undefined;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

async function fixture(db: SqlDatabase): Promise<SearchEngineFixture> {
  await migrate(db);
  const cars = new SqlCarRepository(db);
  const engine = new PostgresSearchEngine(db, { refreshBatchSize: 100 });
  return {
    engine,
    async store(list) {
      await cars.upsertMany(list);
      await engine.carsChanged(list);
    },
    close: () => db.close(),
  };
}

// The production shape: a PostgreSQL server shared by many instances.
searchEngineContract(
  'PostgresSearchEngine (PostgreSQL server)',
  async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    return fixture(await PostgresDatabase.connect(await server.createDatabase(`search_${++databases}`)));
  },
  { numRuns: 50 },
);

// One SQL dialect: the same adapter on the embedded database.
searchEngineContract('PostgresSearchEngine (PGlite)', async () => fixture(await emptyPglite()), { numRuns: 20 });
