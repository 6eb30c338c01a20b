import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { shopperAlertsContract } from './shopper-alerts-contract';

let server: PostgresServer | undefined;
let current = '';
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

shopperAlertsContract('PostgreSQL', {
  open: async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    current = await server.createDatabase(`shopper_alerts_${++databases}`);
    return PostgresDatabase.connect(current);
  },
  // A second pool on the same database: another Caryard instance behind the load balancer.
  second: () => PostgresDatabase.connect(current),
});
