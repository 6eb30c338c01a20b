/**
 * issue 16 'Stock in': a dealer's feed through THE import use case on a real database (PGlite),
 * the indexed SQL repository and the real alert store — good, bad and mixed files, the report's
 * rows and fields exact, nothing half-applied, idempotent, `full` selling the missing cars,
 * a dry run that changes nothing, and the published JSON Schema.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedFormatOf, parseStockFeed, type ParsedStockFeed } from '../../../adapters/inventory/stock-feed-files';
import { migrate } from '../../../adapters/persistence/migrator';
import { emptyPglite } from '../../support/pglite-snapshots';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAlerts } from '../../../adapters/persistence/sql-shopper-alerts';
import { ImportStock, type StockImportReport } from '../../../application/inventory/import-stock.use-case';
import { IndexedCarRepository } from '../../../application/inventory/indexed-car-repository';
import { stockFeedJsonSchema } from '../../../application/inventory/stock-feed.schema';
import { InventoryChangeFeed } from '../../../application/search/inventory-index.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import type { Car } from '../../../domain/vehicle/car';
import { isSoldCarStillShown } from '../../../domain/vehicle/tag-banner';
import { aCar } from '../../support/car-builder';
import { FakeClock } from '../leads/in-memory-leads';

const SITE = 'harbour-motors';
const site = loadDealerSites().find((s) => s.slug === SITE)!;
const fixture = (name: string) => new URL(`../../fixtures/stock/${name}`, import.meta.url);

function feedOf(name: string): ParsedStockFeed {
  const text = readFileSync(fixture(name), 'utf8');
  const parsed = parseStockFeed(text, feedFormatOf(name, text));
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  return parsed.right;
}

function csv(lines: readonly string[]): ParsedStockFeed {
  const parsed = parseStockFeed(`${lines.join('\n')}\n`, 'csv');
  if (E.isLeft(parsed)) throw new Error(parsed.left.message);
  return parsed.right;
}

describe('import stock (PGlite)', () => {
  let db: SqlDatabase;
  let heard: Car[][];
  let clock: FakeClock;
  let importer: ImportStock;
  let repository: SqlCarRepository;

  beforeEach(async () => {
    db = await emptyPglite();
    await migrate(db);
    repository = new SqlCarRepository(db);
    heard = [];
    clock = new FakeClock(new Date('2026-11-24T01:00:00.000Z'));
    const index = new InventoryChangeFeed([{ carsChanged: async (cars) => void heard.push([...cars]), rebuild: async () => {} }]);
    importer = new ImportStock({
      cars: new IndexedCarRepository(repository, index),
      alerts: new SqlShopperAlerts(db),
      siteOf: (slug) => (slug === SITE ? site : undefined),
      clock,
    });
  });
  afterEach(async () => {
    await db.close();
  });

  async function run(feed: ParsedStockFeed, options: { full?: boolean; dry_run?: boolean } = {}): Promise<StockImportReport> {
    const result = await importer.execute({ site_slug: SITE, rows: feed.rows, ignored_fields: feed.ignored_fields, ...options })();
    if (E.isLeft(result)) throw new Error(result.left.message);
    return result.right;
  }

  async function byStocknum(stocknum: string): Promise<Car | undefined> {
    return (await repository.listBySite(SITE)).find((c) => c.stocknum === stocknum);
  }

  it('loads a good CSV: every row a listing with the feed’s fields, the site’s location, and search told', async () => {
    const report = await run(feedOf('harbour-good.csv'));
    expect(report).toMatchObject({
      rows: 3,
      valid: 3,
      rejected: 0,
      created: 3,
      updated: 0,
      unchanged: 0,
      sold: 0,
      problems: [],
      ignored_fields: ['dms_branch'],
    });
    expect(report.cars.map((c) => [c.row, c.stocknum, c.outcome])).toEqual([
      [2, 'HMF-1001', 'created'],
      [3, 'HMF-1002', 'created'],
      [4, 'HMF-1003', 'created'],
    ]);
    const hilux = await byStocknum('HMF-1001');
    expect(hilux).toMatchObject({
      name: '2021 Toyota HiLux SR5',
      slug: '2021-toyota-hilux-sr5-hmf-1001',
      path: '/cars/2021-toyota-hilux-sr5-hmf-1001',
      site_slug: SITE,
      car_type: 'used',
      status: 'in_stock',
      price: 42_990,
      km: 85_000,
      vin: 'MR0HA3CD100123456',
      price_type: 'Excl. Govt. Charges',
      simple_body: 'Ute',
      simple_transmission: 'Automatic',
      simple_drive: '4X4',
      engine_size: 2800,
      features: ['Tow bar', 'Bull bar', 'Canopy'],
      photos_count: 2,
      primary_image_url: 'https://images.example.com/hmf-1001/1.jpg',
      location_id: site.locations.find((l) => l.slug === 'newcastle-west')!.id,
      state: 'NSW',
      reserved: false,
      created_at: '2026-11-24T01:00:00.000Z',
    });
    expect(hilux!.id).toBeGreaterThan(100_000_000);
    // Harbour Motors sells online: a priced car in stock can be bought.
    expect(hilux!.payment_processors).toEqual(['stripe']);
    const kona = await byStocknum('HMF-1003');
    expect(kona).toMatchObject({
      status: 'coming_soon',
      before_price: 38_990,
      engine_size: null,
      location_id: site.locations.find((l) => l.slug === 'newcastle-west')!.id,
    });
    expect(
      heard
        .flat()
        .map((c) => c.stocknum)
        .sort(),
    ).toEqual(['HMF-1001', 'HMF-1002', 'HMF-1003']);
  });

  it('is idempotent: the same file again changes nothing, not even updated_at, and tells search nothing', async () => {
    await run(feedOf('harbour-good.csv'));
    const before = await repository.listBySite(SITE);
    heard = [];
    clock.advance(3_600_000);
    const again = await run(feedOf('harbour-good.csv'));
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(await repository.listBySite(SITE)).toEqual(before);
    expect(heard).toEqual([]);
    const json = await run(feedOf('harbour-good.json'));
    const jsonAgain = await run(feedOf('harbour-good.json'));
    expect([json.created, jsonAgain.created, jsonAgain.unchanged]).toEqual([2, 0, 2]);
  });

  it('reports every bad row of a mixed file by row, field, problem and value, and applies only the good rows', async () => {
    const report = await run(feedOf('harbour-mixed.csv'));
    expect(report).toMatchObject({ rows: 8, valid: 1, rejected: 7, created: 1 });
    expect(report.problems).toEqual([
      { row: 3, stocknum: 'HMF-2002', field: 'km', problem: 'must be a number of kilometres', value: 'eighty thousand' },
      { row: 4, stocknum: 'HMF-2003', field: 'car_type', problem: 'must be new, demo or used', value: 'classic' },
      { row: 4, stocknum: 'HMF-2003', field: 'year', problem: 'must be 1900 or later', value: '1899' },
      { row: 5, stocknum: 'HMF-2004', field: 'offer_price', problem: 'must be below the price', value: '29990' },
      { row: 6, stocknum: 'HMF-2005', field: 'vin', problem: 'must be 17 letters and digits (no I, O or Q)', value: 'WVWZZZ1JZXW00000I' },
      { row: 6, stocknum: 'HMF-2005', field: 'photos.0', problem: 'must be an http or https URL', value: 'ftp://images.example.com/x.jpg' },
      { row: 6, stocknum: 'HMF-2005', field: 'location', problem: "is not one of this site's locations (newcastle-west)", value: 'atlantis' },
      { row: 7, stocknum: 'HMF-2001', field: 'stocknum', problem: 'appears again (first on row 2); the first row applies', value: 'HMF-2001' },
      { row: 8, stocknum: null, field: 'stocknum', problem: 'is required', value: '' },
      { row: 9, stocknum: 'HMF-2008', field: 'price', problem: 'is required', value: '' },
    ]);
    const stored = (await repository.listBySite(SITE)).map((c) => [c.stocknum, c.price]);
    expect(stored).toEqual([['HMF-2001', 31_990]]);
  });

  it('never half-updates a car: a row with one bad field leaves the whole car as it was; a good row changes only what it gives', async () => {
    await run(feedOf('harbour-good.csv'));
    const before = (await byStocknum('HMF-1001'))!;
    const header = 'stocknum,car_type,year,make,model,km,price,colour';
    const bad = await run(csv([header, 'HMF-1001,used,2021,Toyota,HiLux,86000,-5,Eclipse Black']));
    expect(bad.problems).toEqual([{ row: 2, stocknum: 'HMF-1001', field: 'price', problem: 'must not be negative', value: '-5' }]);
    expect(await byStocknum('HMF-1001')).toEqual(before);
    // The same car with a good row: km, price and colour change; photos, features and the location (no column) stay.
    clock.advance(60_000);
    const good = await run(csv([header, 'HMF-1001,used,2021,Toyota,HiLux,86000,41990,Eclipse Black']));
    expect(good).toMatchObject({ updated: 1, created: 0 });
    const after = (await byStocknum('HMF-1001'))!;
    expect(after).toEqual({
      ...before,
      km: 86_000,
      price: 41_990,
      colour: 'Eclipse Black',
      updated_at: '2026-11-24T01:01:00.000Z',
      badge: before.badge,
      carsales_title: after.carsales_title,
    });
    expect(after.id).toBe(before.id);
    expect(after.slug).toBe(before.slug);
  });

  it('keeps a reservation made on the site: the feed never owns the reserved flag', async () => {
    await run(feedOf('harbour-good.csv'));
    const car = (await byStocknum('HMF-1002'))!;
    await repository.updateWith(SITE, car.id, (c) => ({ ...c, reserved: true }));
    clock.advance(60_000);
    const changed = csv(['stocknum,car_type,year,make,model,km,price', 'HMF-1002,new,2026,Mazda,CX-5,12,43990']);
    await run(changed);
    expect(await byStocknum('HMF-1002')).toMatchObject({ reserved: true, price: 43_990 });
  });

  it('with full, sells the site’s cars missing from the feed (now, so they show JUST SOLD for the site’s window) — never a car whose row was only mistyped', async () => {
    await repository.upsertMany([
      aCar().withId(501).withSite(SITE).with({ stocknum: 'OLD-1' }).build(),
      aCar().withId(502).withSite(SITE).with({ stocknum: 'OLD-2' }).build(),
      aCar().withId(503).withSite(SITE).with({ stocknum: 'OLD-3', status: 'sold', sold_at: '2026-10-01T00:00:00.000Z' }).build(),
      aCar().withId(504).withSite('bayside-pre-owned').with({ stocknum: 'OLD-4' }).build(),
    ]);
    const feed = csv(['stocknum,car_type,year,make,model,km,price', 'HMF-9001,used,2020,Kia,Cerato,40000,21990', 'OLD-2,used,2020,Kia,Cerato,40000,-1']);
    const dry = await run(feed, { full: true, dry_run: true });
    expect(dry).toMatchObject({ dry_run: true, created: 1, sold: 1, rejected: 1 });
    expect(await repository.count(SITE)).toBe(3);
    const report = await run(feed, { full: true });
    expect(report).toMatchObject({ created: 1, sold: 1, rejected: 1 });
    expect(report.cars.find((c) => c.outcome === 'sold')).toMatchObject({ stocknum: 'OLD-1', id: 501 });
    const old1 = (await repository.findById(SITE, 501))!;
    expect(old1).toMatchObject({ status: 'sold', sold_at: '2026-11-24T01:00:00.000Z', reserved: false });
    expect(isSoldCarStillShown(old1, clock.now(), site.include_sold_cars_days)).toBe(true);
    expect(isSoldCarStillShown(old1, new Date(clock.now().getTime() + (site.include_sold_cars_days + 1) * 86_400_000), site.include_sold_cars_days)).toBe(
      false,
    );
    expect((await repository.findById(SITE, 502))!.status).toBe('in_stock');
    expect((await repository.findById(SITE, 503))!.sold_at).toBe('2026-10-01T00:00:00.000Z');
    expect((await repository.findById('bayside-pre-owned', 504))!.status).toBe('in_stock');
  });

  it('a dry run reports what would change and changes nothing', async () => {
    const report = await run(feedOf('harbour-good.csv'), { dry_run: true });
    expect(report).toMatchObject({ dry_run: true, created: 3, problems: [] });
    expect(report.cars.every((c) => c.id === null)).toBe(true);
    expect(await repository.count(SITE)).toBe(0);
    expect(heard).toEqual([]);
  });

  it('tells a watcher of a car whose price the feed drops (the alert rule UpdateCar uses)', async () => {
    await run(feedOf('harbour-good.csv'));
    const car = (await byStocknum('HMF-1001'))!;
    const shopper = randomUUID();
    await db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [shopper, SITE, '+61412345678']);
    await db.query('INSERT INTO watchlist_items (shopper_id, car_id, saved_at) VALUES ($1, $2, $3)', [shopper, car.id, clock.now().toISOString()]);
    const report = await run(csv(['stocknum,car_type,year,make,model,km,price', 'HMF-1001,used,2021,Toyota,HiLux,85000,39990']));
    expect(report).toMatchObject({ updated: 1, alerts_recorded: 1 });
    const events = await db.query<{ kind: string; detail: { to: number } }>('SELECT kind, detail FROM alert_events WHERE shopper_id = $1', [shopper]);
    expect(events).toMatchObject([{ kind: 'price_drop', detail: { to: 39_990 } }]);
  });

  it('removes a car by stock number (sold now), and says so for a stock number the site does not have', async () => {
    await run(feedOf('harbour-good.csv'));
    const removed = await importer.remove(SITE, 'HMF-1002')();
    expect(E.isRight(removed) && removed.right).toMatchObject({ stocknum: 'HMF-1002', outcome: 'sold' });
    expect(await byStocknum('HMF-1002')).toMatchObject({ status: 'sold', sold_at: '2026-11-24T01:00:00.000Z' });
    const again = await importer.remove(SITE, 'HMF-1002')();
    expect(E.isRight(again) && again.right.outcome).toBe('unchanged');
    const unknown = await importer.remove(SITE, 'NOPE-1')();
    expect(E.isLeft(unknown) && unknown.left.code).toBe('CAR.NOT_FOUND');
  });

  it('gives a new car whose slug is taken on the site a slug of its own', async () => {
    await repository.upsertMany([aCar().withId(601).withSite(SITE).withSlug('2021-toyota-hilux-sr5-hmf-1001').with({ stocknum: 'OTHER' }).build()]);
    await run(feedOf('harbour-good.csv'));
    const hilux = (await byStocknum('HMF-1001'))!;
    expect(hilux.slug).toBe(`2021-toyota-hilux-sr5-hmf-1001-${hilux.id}`);
  });
});

describe('the published JSON feed schema', () => {
  it('is the committed docs/stock-feed.schema.json, and the JSON fixture validates against it (ajv, draft 2020-12)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../../docs/stock-feed.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;
    expect(stockFeedJsonSchema()).toEqual(committed);
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(committed);
    expect(validate(JSON.parse(readFileSync(fixture('harbour-good.json'), 'utf8')))).toBe(true);
    expect(validate({ cars: [{ stocknum: 'X', car_type: 'classic', year: 2020, make: 'A', model: 'B', km: 1, price: 1 }] })).toBe(false);
    expect(validate({ cars: [{ stocknum: 'X', car_type: 'used', year: 2020, make: 'A', model: 'B', km: 1, price: 1, photos: ['not a url'] }] })).toBe(false);
  });
});
