import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { vehicleEngagementContract } from './vehicle-engagement-contract';

let server: PostgresServer | undefined;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

vehicleEngagementContract('PostgreSQL', async () => {
  if (!server) throw new Error('The PostgreSQL test server did not start');
  return PostgresDatabase.connect(await server.createDatabase('vehicle_engagement'));
});
