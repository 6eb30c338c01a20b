/**
 * What every SQL engine Caryard runs on must do, run against each of them
 * (pglite-repositories.test.ts, postgres-repositories.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { loadMigrations, migrate, type Migration } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import { aCar, someCars } from '../../support/car-builder';

/** Opens a new, empty, not yet migrated database; the suite closes it. */
export type OpenEmptyDatabase = () => Promise<SqlDatabase>;

export function repositoryContract(engine: string, openEmpty: OpenEmptyDatabase): void {
  describe(`${engine}: migrations`, () => {
    it('applies every migration once, and nothing when run again', async () => {
      const db = await openEmpty();
      try {
        const all = (await loadMigrations()).map((m) => m.version);
        expect(await migrate(db)).toEqual(all);
        expect(await migrate(db)).toEqual([]);
        expect(await migrate(db)).toEqual([]);
        const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
        expect(recorded.map((r) => r.version)).toEqual(all);
      } finally {
        await db.close();
      }
    });

    it('applies each migration once when migrators start at the same time', async () => {
      const db = await openEmpty();
      try {
        const runs = await Promise.all([migrate(db), migrate(db), migrate(db)]);
        const all = (await loadMigrations()).map((m) => m.version);
        expect(runs.flat().sort()).toEqual(all);
        expect(runs.filter((r) => r.length > 0)).toHaveLength(1);
      } finally {
        await db.close();
      }
    });

    it('applies nothing of a batch in which a migration fails', async () => {
      const db = await openEmpty();
      try {
        const broken: Migration[] = [
          { version: '001', name: 'good', sql: 'CREATE TABLE good_one (id int);' },
          { version: '002', name: 'bad', sql: 'CREATE TABLE bad_one (id int); SELECT no_such_column FROM bad_one;' },
        ];
        await expect(migrate(db, broken)).rejects.toThrow(/Migration 002_bad failed/);
        const tables = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('good_one', 'bad_one', 'schema_migrations')",
        );
        expect(tables[0]?.n).toBe(0);
      } finally {
        await db.close();
      }
    });
  });

  describe(`${engine}: repositories`, () => {
    let db: SqlDatabase;
    let cars: SqlCarRepository;
    let leads: SqlLeadRepository;

    beforeAll(async () => {
      db = await openEmpty();
      await migrate(db);
      cars = new SqlCarRepository(db);
      leads = new SqlLeadRepository(db);
    });
    afterAll(async () => {
      await db?.close();
    });
    beforeEach(async () => {
      await db.exec('TRUNCATE cars, leads');
    });

    describe('transactions', () => {
      it('commit what the function did and resolve with its result', async () => {
        const result = await db.transaction(async (tx) => {
          await tx.query('INSERT INTO leads (lead_id, site_slug, idempotency_key, submission) VALUES (gen_random_uuid(), $1, $2, $3::jsonb)', [
            'acme',
            'k',
            '{}',
          ]);
          return 'done';
        });
        expect(result).toBe('done');
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(1);
      });

      it('roll back everything when the function rejects, and pass the rejection on', async () => {
        const failure = db.transaction(async (tx) => {
          await tx.query('INSERT INTO leads (lead_id, site_slug, idempotency_key, submission) VALUES (gen_random_uuid(), $1, $2, $3::jsonb)', [
            'acme',
            'k',
            '{}',
          ]);
          throw new Error('changed my mind');
        });
        await expect(failure).rejects.toThrow('changed my mind');
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(0);
      });
    });

    describe('cars', () => {
      it('finds an upserted car by its slug, as it was written', async () => {
        const car = aCar().withSite('acme').withSlug('2021-toyota-corolla-hatch').build();
        await cars.upsertMany([car]);
        expect(await cars.findBySlug('acme', '2021-toyota-corolla-hatch')).toStrictEqual(car);
      });

      it('finds a car only on its own site', async () => {
        await cars.upsertMany([aCar().withSite('acme').withSlug('ranger').build()]);
        expect(await cars.findBySlug('other-site', 'ranger')).toBeNull();
        expect(await cars.findBySlug('acme', 'no-such-car')).toBeNull();
      });

      it('lists the cars of one site and no other', async () => {
        const acme = [aCar().withSite('acme').build(), aCar().withSite('acme').sold().build()];
        await cars.upsertMany([...acme, aCar().withSite('other').build()]);
        const listed = await cars.listBySite('acme');
        expect(listed.map((c) => c.id).sort()).toEqual(acme.map((c) => c.id).sort());
        expect(listed.find((c) => c.status === 'sold')).toStrictEqual(acme[1]);
        expect(await cars.listBySite('nobody')).toEqual([]);
      });

      it('counts the cars of a site, and of all sites', async () => {
        await cars.upsertMany([...someCars(3, 'acme', 1), ...someCars(2, 'other', 100)]);
        expect(await cars.count('acme')).toBe(3);
        expect(await cars.count('other')).toBe(2);
        expect(await cars.count('nobody')).toBe(0);
        expect(await cars.count()).toBe(5);
      });

      it('replaces a car with the same id, slug included', async () => {
        await cars.upsertMany([aCar().withId(7).withSite('acme').withSlug('old-slug').withPrice(30_000).build()]);
        const updated = aCar().withId(7).withSite('acme').withSlug('new-slug').withPrice(27_500).sold().build();
        await cars.upsertMany([updated]);
        expect(await cars.count()).toBe(1);
        expect(await cars.findBySlug('acme', 'old-slug')).toBeNull();
        expect(await cars.findBySlug('acme', 'new-slug')).toStrictEqual(updated);
        const columns = await db.query<{ price: string; status: string }>('SELECT price::text AS price, status FROM cars WHERE id = 7');
        expect(columns).toEqual([{ price: '27500', status: 'sold' }]);
      });

      it('keeps the last version of a car given twice in one call', async () => {
        const first = aCar().withId(8).withSite('acme').withPrice(1).build();
        const last = aCar().withId(8).withSite('acme').withPrice(2).build();
        await cars.upsertMany([first, last]);
        expect(await cars.listBySite('acme')).toStrictEqual([last]);
      });

      it('lets two cars swap slugs in one call', async () => {
        const a = aCar().withId(1).withSite('acme').withSlug('a').build();
        const b = aCar().withId(2).withSite('acme').withSlug('b').build();
        await cars.upsertMany([a, b]);
        await cars.upsertMany([{ ...a, slug: 'b' }, { ...b, slug: 'a' }]);
        expect((await cars.findBySlug('acme', 'a'))?.id).toBe(2);
        expect((await cars.findBySlug('acme', 'b'))?.id).toBe(1);
      });

      it('stores none of the cars when one breaks a constraint', async () => {
        const batch = [...someCars(600, 'acme', 1), aCar().withId(9_999).withSite('acme').withSlug(someCars(1, 'acme', 1)[0]!.slug).build()];
        await expect(cars.upsertMany(batch)).rejects.toThrow();
        expect(await cars.count()).toBe(0);
      });

      it('does nothing when given no cars', async () => {
        await cars.upsertMany([]);
        expect(await cars.count()).toBe(0);
      });

      it('round-trips 2,000 cars in several chunks unchanged', async () => {
        const many = someCars(2_000, 'big', 1);
        await cars.upsertMany(many);
        expect(await cars.count('big')).toBe(2_000);
        expect(await cars.listBySite('big')).toStrictEqual(many);
      });
    });

    describe('leads', () => {
      it('stores a lead and finds it by id on its site', async () => {
        const { lead, created } = await leads.save('acme', 'key-1', aSubmission('Ann'));
        expect(created).toBe(true);
        expect(lead.site_slug).toBe('acme');
        expect(lead.submission).toStrictEqual(aSubmission('Ann'));
        expect(lead.lead_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(lead.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Math.abs(Date.parse(lead.created_at) - Date.now())).toBeLessThan(60_000);
        expect(await leads.findById('acme', lead.lead_id)).toStrictEqual(lead);
      });

      it('finds no lead of another site, nor under an unknown or malformed id', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'));
        expect(await leads.findById('other', lead.lead_id)).toBeNull();
        expect(await leads.findById('acme', '00000000-0000-4000-8000-000000000000')).toBeNull();
        expect(await leads.findById('acme', 'not-a-uuid')).toBeNull();
      });

      it('stores a lead once per site and idempotency key, returning the first', async () => {
        const first = await leads.save('acme', 'key-1', aSubmission('Ann'));
        const again = await leads.save('acme', 'key-1', aSubmission('Ann, resubmitted'));
        expect(again).toStrictEqual({ lead: first.lead, created: false });
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(1);
      });

      it('keeps the same idempotency key on two sites apart', async () => {
        const acme = await leads.save('acme', 'key-1', aSubmission('Ann'));
        const other = await leads.save('other', 'key-1', aSubmission('Bob'));
        expect(other.created).toBe(true);
        expect(other.lead.lead_id).not.toBe(acme.lead.lead_id);
        expect((await leads.findById('other', other.lead.lead_id))?.submission.user.name).toBe('Bob');
      });

      it('stores one lead when saves with the same key arrive at once', async () => {
        const results = await Promise.all(Array.from({ length: 20 }, (_, i) => leads.save('acme', 'double-click', aSubmission(`Try ${i}`))));
        expect(results.filter((r) => r.created)).toHaveLength(1);
        expect(new Set(results.map((r) => r.lead.lead_id)).size).toBe(1);
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(1);
      });
    });
  });
}

function aSubmission(name: string): LeadSubmission {
  return {
    user: { category: 'enquiry', subcategory: 'test-drive', name, email: 'ann@example.test', phone: '0400 000 000', message: 'Is it still available?', preferred_time: 'morning' },
    url: 'https://acme.example.test/cars/2021-toyota-corolla',
    source: 'Website',
    user_agent: 'vitest',
    car_id: 1_000_001,
    lead_attributes: { visited_pages: ['/', '/cars/2021-toyota-corolla'], linked_query_params: { utm_source: 'google' } },
  };
}
