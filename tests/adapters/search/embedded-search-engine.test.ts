import { emptyPglite } from '../../support/pglite-snapshots';
import { migrate } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import { EmbeddedSearchEngine } from '../../../adapters/search/embedded-search-engine';
import { searchEngineContract } from './search-engine-contract';

// The embedded index over the embedded database: the default deployment.
searchEngineContract(
  'EmbeddedSearchEngine (PGlite repository)',
  async () => {
    const db = await emptyPglite();
    await migrate(db);
    const cars = new SqlCarRepository(db);
    const engine = new EmbeddedSearchEngine(cars);
    return {
      engine,
      async store(list) {
        await cars.upsertMany(list);
        await engine.carsChanged(list);
      },
      close: () => db.close(),
    };
  },
  { numRuns: 100 },
);
