import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { SqlServiceSlots } from '../../../adapters/persistence/sql-service-slots';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { serviceSlotsContract } from './service-slots-contract';

let server: PostgresServer | undefined;
let current = '';
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

serviceSlotsContract('PostgreSQL', {
  open: async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    current = await server.createDatabase(`service_slots_${++databases}`);
    return PostgresDatabase.connect(current);
  },
  // A second pool on the same database: another Caryard instance behind the load balancer.
  second: () => PostgresDatabase.connect(current),
});

describe('PostgreSQL: service drop-off times on a server whose transactions default to SERIALIZABLE', () => {
  it('still books exactly the places there are, refusing the rest as taken rather than failing', async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    const url = await server.createDatabase('service_slots_serializable');
    const setup = await PostgresDatabase.connect(url);
    await migrate(setup);
    await setup.exec(`ALTER DATABASE "${new URL(url).pathname.slice(1)}" SET default_transaction_isolation = 'serializable'`);
    await setup.close();
    const pools = [await PostgresDatabase.connect(url), await PostgresDatabase.connect(url)];
    try {
      expect(await pools[0]?.query('SHOW default_transaction_isolation')).toEqual([{ default_transaction_isolation: 'serializable' }]);
      const lead = (i: number): LeadSubmission => ({
        user: {
          category: 'Service Booking',
          name: `Shopper ${i}`,
          email: `shopper${i}@example.com.au`,
          phone: '0412 345 678',
          location: 'workshop-7',
          'Preferred Service Date': '2030-05-06',
          'Preferred Service Time': '09:00',
        },
        url: 'https://acme.example.com.au/service',
        source: 'Website',
        user_agent: 'vitest',
        lead_attributes: { visited_pages: ['/service'], linked_query_params: {} },
      });
      const hold = { locationId: 7, date: '2030-05-06', time: '09:00', capacityPerSlot: 3, capacityPerDay: null };
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          new SqlServiceSlots(pools[i % 2] as PostgresDatabase).saveLeadHoldingServiceSlot('acme-motors', `serial-${i}`, lead(i), [], hold),
        ),
      );
      expect(results.filter((r) => 'lead' in r)).toHaveLength(3);
      expect(results.filter((r) => !('lead' in r))).toEqual(Array.from({ length: 5 }, () => ({ _tag: 'SlotTaken' })));
      expect((await new SqlServiceSlots(pools[0] as PostgresDatabase).bookedCounts('acme-motors', 7, '2030-05-06')).day).toBe(3);
    } finally {
      for (const pool of pools) await pool?.close();
    }
  });
});
