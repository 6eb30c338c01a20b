import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { leadOperationsContract } from './lead-operations-contract';

let server: PostgresServer | undefined;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

leadOperationsContract('PostgreSQL', async () => {
  if (!server) throw new Error('The PostgreSQL test server did not start');
  return PostgresDatabase.connect(await server.createDatabase('lead_operations'));
});
