import { startPostgres } from './tests/support/postgres-server';
import { openDatabase } from './adapters/persistence/open-database';
import { SqlCarRepository } from './adapters/persistence/sql-car-repository';
import { someCars } from './tests/support/car-builder';
const N = 100_000;
const cars = [...someCars(N / 4, 'alpha', 1), ...someCars(N / 4, 'beta', 1e6), ...someCars(N / 4, 'gamma', 2e6), ...someCars(N / 4, 'delta', 3e6)];
const server = await startPostgres();
try {
  const db = await openDatabase({ databaseUrl: server.url, dataDir: '/nonexistent' });
  const repo = new SqlCarRepository(db);
  let t = performance.now();
  await repo.upsertMany(cars);
  console.log('postgres insert 100k ms', Math.round(performance.now() - t));
  t = performance.now();
  await repo.upsertMany(cars);
  console.log('postgres update 100k ms', Math.round(performance.now() - t));
  await db.close();
} finally {
  await server.stop();
}
