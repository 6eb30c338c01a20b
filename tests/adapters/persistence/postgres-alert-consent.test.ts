import { afterAll, beforeAll } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { alertConsentContract } from './alert-consent-contract';

let server: PostgresServer | undefined;
let current = '';

beforeAll(async () => {
  server = await startPostgres();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

alertConsentContract('PostgreSQL', {
  open: async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    current = await server.createDatabase('alert_consent');
    return PostgresDatabase.connect(current);
  },
  // Further pools on the same database: other Caryard instances behind the load balancer.
  others: (count) => Promise.all(Array.from({ length: count }, () => PostgresDatabase.connect(current))),
});
