/**
 * What every SQL engine Caryard runs on must do, run against each of them
 * (pglite-repositories.test.ts, postgres-repositories.test.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadSubmission } from '../../../domain/leads/lead';
import { loadMigrations, migrate, type Migration } from '../../../adapters/persistence/migrator';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlLeadOutbox } from '../../../adapters/persistence/sql-lead-outbox';
import { SqlLeadRepository } from '../../../adapters/persistence/sql-lead-repository';
import type { LeadDeliveryTarget } from '../../../domain/leads/lead-delivery';
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
    let outbox: SqlLeadOutbox;

    beforeAll(async () => {
      db = await openEmpty();
      await migrate(db);
      cars = new SqlCarRepository(db);
      leads = new SqlLeadRepository(db);
      outbox = new SqlLeadOutbox(db);
    });
    afterAll(async () => {
      await db?.close();
    });
    beforeEach(async () => {
      // CASCADE: the lead outbox, attempts and follow-ups reference leads.
      await db.exec('TRUNCATE cars, leads CASCADE');
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

      it('finds a car by id only on its own site', async () => {
        const car = aCar().withId(4242).withSite('acme').build();
        await cars.upsertMany([car]);
        expect(await cars.findById('acme', 4242)).toStrictEqual(car);
        expect(await cars.findById('other-site', 4242)).toBeNull();
        expect(await cars.findById('acme', 4243)).toBeNull();
        expect(await cars.findById('acme', Number.NaN)).toBeNull();
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
        await cars.upsertMany([
          { ...a, slug: 'b' },
          { ...b, slug: 'a' },
        ]);
        expect((await cars.findBySlug('acme', 'a'))?.id).toBe(2);
        expect((await cars.findBySlug('acme', 'b'))?.id).toBe(1);
      });

      it('stores none of the cars when one breaks a constraint', async () => {
        const batch = [
          ...someCars(600, 'acme', 1),
          aCar()
            .withId(9_999)
            .withSite('acme')
            .withSlug(someCars(1, 'acme', 1)[0]!.slug)
            .build(),
        ];
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

      it('finds a lead by its idempotency key, on its site only', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'));
        expect(await leads.findByIdempotencyKey('acme', 'key-1')).toStrictEqual(lead);
        expect(await leads.findByIdempotencyKey('other', 'key-1')).toBeNull();
        expect(await leads.findByIdempotencyKey('acme', 'key-2')).toBeNull();
      });

      it('keeps the fingerprint of the request that stored a lead under its key; a replay does not change it (issue 10)', async () => {
        const [one, two] = ['a'.repeat(64), 'b'.repeat(64)];
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'), [], one);
        expect(await leads.storedFingerprint('acme', 'key-1')).toBe(one);
        expect(await leads.save('acme', 'key-1', aSubmission('Bob'), [], two)).toStrictEqual({ lead, created: false });
        expect(await leads.storedFingerprint('acme', 'key-1')).toBe(one);
        expect(await leads.storedFingerprint('other', 'key-1')).toBeNull();
        expect(await leads.storedFingerprint('acme', 'key-2')).toBeNull();
        await leads.save('acme', 'key-3', aSubmission('Cy'));
        expect(await leads.storedFingerprint('acme', 'key-3')).toBeNull();
      });

      it('stores only a SHA-256 hex fingerprint, nothing else in its place', async () => {
        await expect(leads.save('acme', 'key-1', aSubmission('Ann'), [], 'not a fingerprint')).rejects.toThrow();
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(0);
      });

      it('leads stored before migration 007 keep no fingerprint', async () => {
        const older = await openEmpty();
        try {
          const all = await loadMigrations();
          await migrate(
            older,
            all.filter((m) => Number(m.version) < 7),
          );
          // As the code before migration 007 stored a lead.
          await older.query(`INSERT INTO leads (lead_id, site_slug, idempotency_key, submission) VALUES ($1, 'acme', 'old-key', $2::jsonb)`, [
            '00000000-0000-4000-8000-000000000007',
            JSON.stringify(aSubmission('Ann')),
          ]);
          expect(await migrate(older, all)).toEqual(all.filter((m) => Number(m.version) >= 7).map((m) => m.version));
          const upgraded = new SqlLeadRepository(older);
          expect((await upgraded.findByIdempotencyKey('acme', 'old-key'))?.submission.user.name).toBe('Ann');
          expect(await upgraded.storedFingerprint('acme', 'old-key')).toBeNull();
        } finally {
          await older.close();
        }
      });

      it('records follow-ups of a lead of its site, and of no other', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'));
        expect(await leads.recordFollowUp('acme', lead.lead_id, { category: 'General Enquiry', params: { car_type: 'used' } })).toBe(true);
        expect(await leads.recordFollowUp('acme', lead.lead_id, { category: 'Test Drive', params: {} })).toBe(true);
        expect(await leads.recordFollowUp('other', lead.lead_id, { category: 'x', params: {} })).toBe(false);
        expect(await leads.recordFollowUp('acme', '00000000-0000-4000-8000-000000000000', { category: 'x', params: {} })).toBe(false);
        expect(await leads.recordFollowUp('acme', 'nope', { category: 'x', params: {} })).toBe(false);
        expect(await leads.followUpsOf('acme', lead.lead_id)).toEqual([
          { category: 'General Enquiry', params: { car_type: 'used' } },
          { category: 'Test Drive', params: {} },
        ]);
        expect(await leads.followUpsOf('other', lead.lead_id)).toEqual([]);
      });
    });

    describe('lead outbox', () => {
      const TARGETS: LeadDeliveryTarget[] = [
        { channel: 'email', destination: 'sales@acme.example.test' },
        { channel: 'crm_webhook', destination: 'https://crm.example.test/hook' },
      ];
      /** A little ahead of the database's clock, so what was just queued is due. */
      const soon = (ms = 0) => new Date(Date.now() + 1_000 + ms);

      it('queues one pending entry per channel in the transaction that stores the lead, and none on a replay', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS);
        await leads.save('acme', 'key-1', aSubmission('Ann again'), TARGETS);
        const records = await outbox.deliveriesOf(lead.lead_id);
        expect(records.map((r) => [r.entry.channel, r.entry.destination, r.entry.status, r.entry.attempts, r.entry.site_slug])).toEqual([
          ['email', 'sales@acme.example.test', 'pending', 0, 'acme'],
          ['crm_webhook', 'https://crm.example.test/hook', 'pending', 0, 'acme'],
        ]);
        expect(records[0]?.entry.next_attempt_at).toBe(lead.created_at);
        expect(records.every((r) => r.attempts.length === 0)).toBe(true);
      });

      it('stores neither the lead nor any entry when queueing fails (one transaction)', async () => {
        const broken = [{ channel: 'email', destination: null }] as unknown as LeadDeliveryTarget[];
        await expect(leads.save('acme', 'key-1', aSubmission('Ann'), broken)).rejects.toThrow();
        expect(await db.query('SELECT 1 FROM leads')).toHaveLength(0);
        expect(await db.query('SELECT 1 FROM lead_outbox')).toHaveLength(0);
      });

      it('claims due entries with their lead, and not again while the claim holds', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS);
        const claims = await outbox.claimDue(soon(), 10, 60_000);
        expect(claims.map((c) => [c.entry.channel, c.attempt])).toEqual([
          ['email', 1],
          ['crm_webhook', 1],
        ]);
        expect(claims[0]?.lead).toStrictEqual(lead);
        expect(await outbox.claimDue(soon(), 10, 60_000)).toEqual([]);
      });

      it('never hands one entry to two dispatchers claiming at once', async () => {
        for (let i = 0; i < 6; i++) await leads.save('acme', `key-${i}`, aSubmission(`Lead ${i}`), TARGETS);
        const rounds = await Promise.all(Array.from({ length: 8 }, () => outbox.claimDue(soon(), 2, 60_000)));
        const ids = rounds.flat().map((c) => c.entry.id);
        expect(ids).toHaveLength(12);
        expect(new Set(ids).size).toBe(12);
      });

      it('does not claim an entry before it is due', async () => {
        await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS);
        expect(await outbox.claimDue(new Date(Date.now() - 60_000), 10, 60_000)).toEqual([]);
      });

      it('records a delivered attempt: the entry is delivered and never claimed again', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS.slice(0, 1));
        const [claim] = await outbox.claimDue(soon(), 10, 60_000);
        const at = new Date('2026-03-02T09:00:01.250Z');
        await outbox.recordAttempt(claim!, at, { outcome: 'delivered' });
        const [record] = await outbox.deliveriesOf(lead.lead_id);
        expect(record?.entry).toMatchObject({ status: 'delivered', attempts: 1, delivered_at: '2026-03-02T09:00:01.250Z', last_error: null });
        expect(record?.attempts).toEqual([
          { entry_id: claim!.entry.id, lead_id: lead.lead_id, channel: 'email', attempt: 1, at: '2026-03-02T09:00:01.250Z', outcome: 'delivered', error: null },
        ]);
        expect(await outbox.claimDue(soon(3_600_000), 10, 60_000)).toEqual([]);
        expect(await outbox.nextDueAt()).toBeNull();
      });

      it('records failed attempts: due again at retryAt, each attempt logged with its error', async () => {
        const { lead } = await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS.slice(1));
        const now = soon();
        const first = (await outbox.claimDue(now, 10, 60_000))[0]!;
        const retryAt = new Date(now.getTime() + 5_000);
        await outbox.recordAttempt(first, now, { outcome: 'failed', error: 'HTTP 503', retryAt });
        expect((await outbox.nextDueAt())?.toISOString()).toBe(retryAt.toISOString());
        expect(await outbox.claimDue(new Date(now.getTime() + 4_999), 10, 60_000)).toEqual([]);
        const second = (await outbox.claimDue(retryAt, 10, 60_000))[0]!;
        expect(second.attempt).toBe(2);
        await outbox.recordAttempt(second, retryAt, { outcome: 'delivered' });
        const [record] = await outbox.deliveriesOf(lead.lead_id);
        expect(record?.attempts.map((a) => [a.attempt, a.outcome, a.error])).toEqual([
          [1, 'failed', 'HTTP 503'],
          [2, 'delivered', null],
        ]);
        expect(record?.entry.status).toBe('delivered');
      });

      it('claims an entry again once its lease runs out (the claimer died), or at once after releaseClaims', async () => {
        await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS.slice(0, 1));
        const now = soon();
        expect(await outbox.claimDue(now, 10, 30_000)).toHaveLength(1);
        expect(await outbox.claimDue(new Date(now.getTime() + 29_999), 10, 30_000)).toEqual([]);
        expect((await outbox.nextDueAt())?.getTime()).toBe(now.getTime() + 30_000);
        const again = await outbox.claimDue(new Date(now.getTime() + 30_000), 10, 30_000);
        expect(again.map((c) => c.attempt)).toEqual([2]);
        expect(await outbox.releaseClaims()).toBe(1);
        expect((await outbox.claimDue(soon(), 10, 30_000)).map((c) => c.attempt)).toEqual([3]);
      });

      it('keeps a stale claim from moving an entry another dispatcher now holds, but a delivery always counts', async () => {
        await leads.save('acme', 'key-1', aSubmission('Ann'), TARGETS.slice(0, 1));
        const now = soon();
        const stale = (await outbox.claimDue(now, 10, 1_000))[0]!;
        const fresh = (await outbox.claimDue(new Date(now.getTime() + 1_000), 10, 60_000))[0]!;
        await outbox.recordAttempt(stale, now, { outcome: 'failed', error: 'late', retryAt: new Date(now.getTime() + 999_999) });
        // The fresh claim still holds the entry: the stale failure did not reschedule it.
        expect((await outbox.nextDueAt())?.getTime()).toBe(now.getTime() + 1_000 + 60_000);
        await outbox.recordAttempt(fresh, now, { outcome: 'delivered' });
        const [record] = await outbox.deliveriesOf(fresh.lead.lead_id);
        expect(record?.entry.status).toBe('delivered');
        expect(record?.attempts.map((a) => a.attempt)).toEqual([1, 2]);
      });

      it('answers nothing for an unknown or malformed lead id', async () => {
        expect(await outbox.deliveriesOf('00000000-0000-4000-8000-000000000000')).toEqual([]);
        expect(await outbox.deliveriesOf('nope')).toEqual([]);
      });
    });
  });
}

function aSubmission(name: string): LeadSubmission {
  return {
    user: {
      category: 'enquiry',
      subcategory: 'test-drive',
      name,
      email: 'ann@example.test',
      phone: '0400 000 000',
      message: 'Is it still available?',
      preferred_time: 'morning',
    },
    url: 'https://acme.example.test/cars/2021-toyota-corolla',
    source: 'Website',
    user_agent: 'vitest',
    car_id: 1_000_001,
    lead_attributes: { visited_pages: ['/', '/cars/2021-toyota-corolla'], linked_query_params: { utm_source: 'google' } },
  };
}
