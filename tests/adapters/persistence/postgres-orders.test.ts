import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { ordersContract } from './orders-contract';

let server: PostgresServer | undefined;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

ordersContract('PostgreSQL', {
  open: async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    return PostgresDatabase.connect(await server.createDatabase('orders'));
  },
});
