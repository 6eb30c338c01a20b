import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { tradeInStoreContract } from './trade-in-store-contract';

let server: PostgresServer | undefined;
let current = '';

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

tradeInStoreContract('PostgreSQL', {
  open: async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    current = await server.createDatabase('trade_in_store');
    return PostgresDatabase.connect(current);
  },
  // Further pools on the same database: other Caryard instances taking uploads at the same time.
  others: (count) => Promise.all(Array.from({ length: count }, () => PostgresDatabase.connect(current))),
});
