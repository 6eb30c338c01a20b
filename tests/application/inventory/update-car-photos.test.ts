/**
 * issue 16: the one use case that updates a car also sets its photos (the feed-photo ingestion,
 * the photo upload) — the gallery, thumbnails, main photo and count in step — and, with
 * `expected_images`, only while the gallery is still the list the caller started from: checked
 * before and again under the row lock, so a newer feed is never overwritten. On PGlite.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlShopperAlerts } from '../../../adapters/persistence/sql-shopper-alerts';
import { IndexedCarRepository } from '../../../application/inventory/indexed-car-repository';
import { UpdateCar, type UpdateCarDeps } from '../../../application/inventory/update-car.use-case';
import { InventoryChangeFeed } from '../../../application/search/inventory-index.port';
import type { Car } from '../../../domain/vehicle/car';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';
import { inMemoryDatabase } from '../../adapters/http/support/test-server';
import { aCar } from '../../support/car-builder';
import { FakeClock } from '../leads/in-memory-leads';

const SITE = 'harbour-motors';
const CAR_ID = 7_301;
const FEED = ['https://photos.dealer.example/1.jpg', 'https://photos.dealer.example/2.jpg'];
const PIPELINE = `/media/img/${'b'.repeat(64)}/1600x1067`;

describe('UpdateCar: a car’s photos', () => {
  const site = aDealerSite(SITE).build();
  const clock = new FakeClock(new Date('2030-06-03T01:00:00.000Z'));
  let db: SqlDatabase;
  let sql: SqlCarRepository;
  let heard: Car[];

  const updateCar = (
    cars: UpdateCarDeps['cars'] = new IndexedCarRepository(
      sql,
      new InventoryChangeFeed([{ carsChanged: async (changed) => void heard.push(...changed), rebuild: async () => {} }]),
    ),
  ) => new UpdateCar({ cars, alerts: new SqlShopperAlerts(db), siteOf: (slug) => (slug === SITE ? site : undefined), clock });
  const stored = async () => (await sql.findById(SITE, CAR_ID))!;
  const urls = (car: Car) => car.images.map((i) => i.image.url);

  beforeAll(async () => {
    db = await inMemoryDatabase();
    sql = new SqlCarRepository(db);
  });
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    const car = aCar().withId(CAR_ID).withSite(SITE).build();
    await sql.upsertMany([
      { ...car, images: FEED.map((url) => ({ image: { url, thumb: { url } } })), thumbnails: [...FEED], primary_image_url: FEED[0]!, photos_count: 2 },
    ]);
    heard = [];
  });

  it('sets the gallery with its thumbnails, main photo and count; search hears it', async () => {
    const result = await updateCar().execute({ site_slug: SITE, car_id: CAR_ID, changes: { images: [PIPELINE, FEED[1]!] } })();
    expect(E.isRight(result)).toBe(true);
    const car = await stored();
    expect(car).toMatchObject({ thumbnails: [PIPELINE, FEED[1]], primary_image_url: PIPELINE, photos_count: 2, updated_at: clock.now().toISOString() });
    expect(urls(car)).toEqual([PIPELINE, FEED[1]]);
    expect(heard.map((c) => c.id)).toEqual([CAR_ID]);
  });

  it('with expected_images: applies while the gallery is that list, else CAR.CHANGED with nothing stored or heard', async () => {
    const applied = await updateCar().execute({ site_slug: SITE, car_id: CAR_ID, changes: { images: [PIPELINE] }, expected_images: FEED })();
    expect(E.isRight(applied)).toBe(true);
    heard = [];
    const stale = await updateCar().execute({ site_slug: SITE, car_id: CAR_ID, changes: { images: [FEED[0]!] }, expected_images: FEED })();
    expect(E.isLeft(stale) && stale.left.code).toBe('CAR.CHANGED');
    expect(urls(await stored())).toEqual([PIPELINE]);
    expect(heard).toEqual([]);
  });

  it('checks again under the row lock: a newer gallery stored between the look and the lock stands', async () => {
    const newer = ['https://photos.dealer.example/3.jpg'];
    // The newer feed lands right after the use case's first look at the car.
    const racing: UpdateCarDeps['cars'] = {
      findById: async (siteSlug, id) => {
        const seen = await sql.findById(siteSlug, id);
        await sql.upsertMany([{ ...seen!, images: newer.map((url) => ({ image: { url, thumb: { url } } })) }]);
        return seen;
      },
      updateWith: (siteSlug, id, change) => sql.updateWith(siteSlug, id, change),
      applyStock: (siteSlug, batch) => sql.applyStock(siteSlug, batch),
      listStock: (siteSlug, only) => sql.listStock(siteSlug, only),
    };
    const result = await updateCar(racing).execute({ site_slug: SITE, car_id: CAR_ID, changes: { images: [PIPELINE] }, expected_images: FEED })();
    expect(E.isLeft(result) && result.left.code).toBe('CAR.CHANGED');
    expect(urls(await stored())).toEqual(newer);
  });

  it('refuses more than 100 photos and what is neither an http(s) URL nor a path on the site', async () => {
    const many = await updateCar().execute({
      site_slug: SITE,
      car_id: CAR_ID,
      changes: { images: Array.from({ length: 101 }, (_, i) => `/media/img/${String(i)}`) },
    })();
    expect(E.isLeft(many) && many.left.code === 'VALIDATION_FAILED' && many.left.fields['changes.images']).toBe('must have at most 100 photos');
    for (const url of ['javascript:alert(1)', '//evil.example/x.jpg', 'photo.jpg']) {
      const bad = await updateCar().execute({ site_slug: SITE, car_id: CAR_ID, changes: { images: [url] } })();
      expect(E.isLeft(bad) && bad.left.code, url).toBe('VALIDATION_FAILED');
    }
    expect(urls(await stored())).toEqual(FEED);
  });
});
