/**
 * Two changes of one car at the same moment (issue 14: 'one use case updates a car', and the
 * alerts follow its changes), on a real PostgreSQL with two pools — two Caryard instances — each
 * running THE update-car use case over the indexed SQL repository. The car is read, changed
 * and stored under its row lock (SqlCarRepository.updateWith): a price change and a status
 * change made at once both stand, and the second is judged against the car as the first left it.
 */
import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAlerts } from '../../../adapters/persistence/sql-shopper-alerts';
import { IndexedCarRepository } from '../../../application/inventory/indexed-car-repository';
import { UpdateCar, type UpdatedCar } from '../../../application/inventory/update-car.use-case';
import { InventoryChangeFeed } from '../../../application/search/inventory-index.port';
import type { Car } from '../../../domain/vehicle/car';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';
import { aCar } from '../../support/car-builder';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { FakeClock } from '../leads/in-memory-leads';

const SITE = 'harbour-motors';
const CAR_ID = 4_101;

let server: PostgresServer | undefined;
let databases = 0;

beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => {
  await server?.stop();
});

describe('update-car on PostgreSQL: two changes of one car at once', () => {
  const site = aDealerSite(SITE).build();
  const clock = new FakeClock(new Date('2030-06-03T01:00:00.000Z'));
  /** Two instances' pools, and a third session that holds the car's row while both start. */
  let pools: SqlDatabase[] = [];
  /** What the search indexes heard, per instance. */
  let heard: Car[][] = [];

  beforeEach(async () => {
    if (!server) throw new Error('The PostgreSQL test server did not start');
    const url = await server.createDatabase(`update_car_${++databases}`);
    pools = [await PostgresDatabase.connect(url), await PostgresDatabase.connect(url), await PostgresDatabase.connect(url)];
    await migrate(pools[0]!);
    await new SqlCarRepository(pools[0]!).upsertMany([
      aCar().withId(CAR_ID).withSite(SITE).withMakeModel('Mazda', 'CX-5').withYear(2019).withPrice(30_000).build(),
    ]);
    heard = [];
  });
  afterEach(async () => {
    for (const pool of pools) await pool.close();
  });

  /** UpdateCar as an instance builds it: the indexed repository (its own change feed) and the alert store on its own pool. */
  function instance(pool: SqlDatabase): UpdateCar {
    const told: Car[] = [];
    heard.push(told);
    const index = new InventoryChangeFeed([{ carsChanged: async (cars) => void told.push(...cars), rebuild: async () => {} }]);
    return new UpdateCar({
      cars: new IndexedCarRepository(new SqlCarRepository(pool), index),
      alerts: new SqlShopperAlerts(pool),
      siteOf: (slug) => (slug === SITE ? site : undefined),
      clock,
    });
  }

  async function aWatcher(): Promise<string> {
    const id = randomUUID();
    await pools[0]!.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, SITE, '+61412345678']);
    await pools[0]!.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at) VALUES ($1, $2, $3)', [id, CAR_ID, clock.now().toISOString()]);
    return id;
  }

  /**
   * Runs the updates while a third session holds the car's row, releases it once every update
   * waits on a lock (so all have started before any can finish), and resolves with their answers.
   */
  async function atOnce(...updates: (() => Promise<E.Either<unknown, UpdatedCar>>)[]): Promise<UpdatedCar[]> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = pools[2]!.transaction(async (tx) => {
      await tx.query('SELECT id FROM cars WHERE id = $1 FOR UPDATE', [CAR_ID]);
      locked();
      await released;
    });
    try {
      await holding;
      const answers = updates.map((update) => update());
      for (let waited = 0; ; waited += 20) {
        const [row] = await pools[0]!.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        );
        if ((row?.n ?? 0) >= updates.length) break;
        if (waited > 10_000) throw new Error('the updates never waited on the held row');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      release();
      await holder;
      return (await Promise.all(answers)).map((answer) => {
        if (E.isLeft(answer)) throw new Error(`update-car failed: ${JSON.stringify(answer.left)}`);
        return answer.right;
      });
    } finally {
      release();
    }
  }

  it('keeps both a price change and a status change made at once, each judged against the car the other left', async () => {
    await aWatcher();
    const [a, b] = [instance(pools[0]!), instance(pools[1]!)];
    const answers = await atOnce(
      () => a.execute({ site_slug: SITE, car_id: CAR_ID, changes: { price: 27_990 } })(),
      () => b.execute({ site_slug: SITE, car_id: CAR_ID, changes: { status: 'sold' } })(),
    );
    const stored = await new SqlCarRepository(pools[0]!).findById(SITE, CAR_ID);
    expect(stored).toMatchObject({ price: 27_990, status: 'sold', sold_at: clock.now().toISOString() });
    // The update that ran second read the first one's change: its car carries both.
    const both = answers.filter((answer) => answer.car.price === 27_990 && answer.car.status === 'sold');
    expect(both).toHaveLength(1);
    expect(both[0]!.car).toEqual(stored);
    // Each instance told its indexes of the car it stored.
    expect(heard.map((told) => told.length)).toEqual([1, 1]);
    // The sale is always heard of; a drop only when the price changed first (a sold car's price is no offer).
    const kinds = answers.map((answer) => answer.change?.kind ?? null);
    expect(kinds).toContain('sold');
    const events = await pools[0]!.query<{ kind: string }>('SELECT kind FROM alert_events ORDER BY id');
    expect(events.map((e) => e.kind).sort()).toEqual(kinds.filter((k) => k !== null).sort());
    expect(answers.reduce((n, answer) => n + answer.alerts_recorded, 0)).toBe(events.length);
  });

  it('judges each of two price changes at once against the price the other stored, never the stale one', async () => {
    await aWatcher();
    const [a, b] = [instance(pools[0]!), instance(pools[1]!)];
    const answers = await atOnce(
      () => a.execute({ site_slug: SITE, car_id: CAR_ID, changes: { price: 28_000 } })(),
      () => b.execute({ site_slug: SITE, car_id: CAR_ID, changes: { price: 29_000 } })(),
    );
    const stored = await new SqlCarRepository(pools[0]!).findById(SITE, CAR_ID);
    const last = answers.find((answer) => answer.car.price === stored?.price)!;
    const first = answers.find((answer) => answer !== last)!;
    // The first is a drop from 30,000; the second is judged against the first's price.
    expect(first.change).toMatchObject({ kind: 'price_drop', from: 30_000, to: first.car.price });
    if (last.car.price < first.car.price) expect(last.change).toMatchObject({ kind: 'price_drop', from: first.car.price, to: last.car.price });
    else expect(last.change).toBeNull();
  });

  it('answers CAR.NOT_FOUND for a car of none, finds no car of another site, and refuses a change that would move the car', async () => {
    const update = instance(pools[0]!);
    expect(await update.execute({ site_slug: SITE, car_id: CAR_ID + 1, changes: { price: 1_000 } })()).toMatchObject(E.left({ code: 'CAR.NOT_FOUND' }));
    const repository = new SqlCarRepository(pools[0]!);
    expect(await repository.updateWith('bayside-pre-owned', CAR_ID, (car) => ({ ...car, price: 1 }))).toBeNull();
    await expect(repository.updateWith(SITE, CAR_ID, (car) => ({ ...car, id: CAR_ID + 1, price: 1 }))).rejects.toThrow('must keep car');
    expect((await repository.findById(SITE, CAR_ID))?.price).toBe(30_000);
    expect(await repository.count()).toBe(1);
    expect(heard).toEqual([[]]);
  });
});
