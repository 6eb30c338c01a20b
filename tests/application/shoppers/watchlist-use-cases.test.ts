/**
 * The watchlist use cases with in-memory ports (spec 1 §4 'Watchlist', §5 'Watchlist save needs
 * a phone', §7): who may save, which cars, what price is kept, and what the list shows.
 */
import * as E from 'fp-ts/lib/Either.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { ListWatchlist } from '../../../application/shoppers/list-watchlist.use-case';
import { RemoveCarFromWatchlist } from '../../../application/shoppers/remove-car-from-watchlist.use-case';
import { SaveCarToWatchlist } from '../../../application/shoppers/save-car-to-watchlist.use-case';
import { GONE_CAR_NAME } from '../../../application/shoppers/shopper-lists-views';
import { WATCHLIST_MAX_CARS, WATCHLIST_MESSAGES } from '../../../domain/shoppers/shopper-lists';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { aCar } from '../../support/car-builder';
import { aDealerSite } from '../../config/demo-inventory/a-dealer-site';
import { FakeClock } from '../leads/in-memory-leads';
import { InMemoryCars } from '../vehicle/in-memory-vehicle';
import { InMemoryShopperLists } from './in-memory-shopper-lists';

const SITE = aDealerSite('acme-motors').build();
const ANN = { shopper_id: 'ann', session_id: 's-ann', site_slug: SITE.slug, phone: '+61412345678' };
const car = (id: number) => aCar().withId(id).withSite(SITE.slug).withSlug(`car-${id}`).withPrice(30_000);

let lists: InMemoryShopperLists;
let cars: InMemoryCars;
let clock: FakeClock;
let save: SaveCarToWatchlist;

beforeEach(() => {
  lists = new InMemoryShopperLists();
  lists.addShopper({ id: 'ann', site_slug: SITE.slug, phone: ANN.phone, email: null, created_at: '2030-01-01T00:00:00.000Z' });
  cars = new InMemoryCars([
    car(1).build(),
    car(2).with({ offer_price: 27_500 }).build(),
    car(3).sold().build(),
    car(4).comingSoon().build(),
    car(5).with({ subscription_price: 189 }).build(),
    car(6).withPrice(0).with({ preorder: true }).build(),
    aCar().withId(99).withSite('other-motors').build(),
  ]);
  clock = new FakeClock(new Date('2030-02-01T10:00:00.000Z'));
  save = new SaveCarToWatchlist({ lists, cars, clock });
});

const command = (car_id: number, overrides: Partial<Parameters<SaveCarToWatchlist['execute']>[0]> = {}) => ({
  site: SITE,
  shopper: ANN,
  phone_number: '0412 345 678',
  car_id,
  ...overrides,
});

describe('SaveCarToWatchlist (spec 1 §4, §5, §7)', () => {
  it('saves a car with the price shown now, and saving it again succeeds without a second save', async () => {
    expect(await save.execute(command(1))()).toEqual(E.right({ created: true }));
    clock.advance(60_000);
    expect(await save.execute(command(1))()).toEqual(E.right({ created: false }));
    expect(await lists.watchlist('ann')).toEqual([{ car_id: 1, saved_at: '2030-02-01T10:00:00.000Z', price_when_saved: 30_000 }]);
  });

  it('keeps the cash price by spec 1 §4 precedence: the offer price over the price, nothing for PREORDER, the cash price of a car on subscription', async () => {
    await save.execute(command(2))();
    await save.execute(command(6))();
    const subscribing: DealerSite = aDealerSite('acme-motors').withSubscriptions().build();
    await save.execute(command(5, { site: subscribing }))();
    const kept = Object.fromEntries((await lists.watchlist('ann')).map((item) => [item.car_id, item.price_when_saved]));
    expect(kept).toEqual({ 2: 27_500, 5: 30_000, 6: null });
  });

  it('saves a car coming soon (it is purchasable)', async () => {
    expect(E.isRight(await save.execute(command(4))())).toBe(true);
  });

  it('refuses a sold car that is not saved, and answers success for one saved before it sold', async () => {
    expect(await save.execute(command(3))()).toEqual(E.left({ code: 'WATCHLIST.CAR_SOLD', message: WATCHLIST_MESSAGES.carSold }));
    await save.execute(command(1))();
    await cars.upsertMany([car(1).sold().build()]);
    expect(await save.execute(command(1))()).toEqual(E.right({ created: false }));
  });

  it('refuses a car of another site, or no car at all', async () => {
    for (const id of [99, 12_345])
      expect(await save.execute(command(id))()).toEqual(E.left({ code: 'WATCHLIST.CAR_NOT_FOUND', message: WATCHLIST_MESSAGES.carNotOnSite }));
  });

  it('takes any way of writing the shopper own mobile, and refuses another number', async () => {
    for (const phone of ['0412345678', '+61 412 345 678', '61412345678', '(04) 1234 5678'])
      expect(E.isRight(await save.execute(command(1, { phone_number: phone }))())).toBe(true);
    for (const phone of ['0412 345 679', '02 9876 5432', '']) {
      expect(await save.execute(command(1, { phone_number: phone }))()).toEqual(
        E.left({ code: 'WATCHLIST.PHONE_MISMATCH', message: WATCHLIST_MESSAGES.phoneMismatch }),
      );
    }
  });

  it('asks for sign-in without a session, or with a session of another site', async () => {
    const signIn = E.left({ code: 'AUTH.SIGN_IN_REQUIRED', message: WATCHLIST_MESSAGES.signInRequired });
    expect(await save.execute(command(1, { shopper: null }))()).toEqual(signIn);
    expect(await save.execute(command(1, { shopper: { ...ANN, site_slug: 'other-motors' } }))()).toEqual(signIn);
    // A shopper deleted meanwhile (their data deleted in another tab).
    expect(await save.execute(command(1, { shopper: { ...ANN, shopper_id: 'gone' } }))()).toEqual(signIn);
  });

  it('refuses a car over the watchlist limit', async () => {
    const many = Array.from({ length: WATCHLIST_MAX_CARS + 1 }, (_, i) => car(1_000 + i).build());
    await cars.upsertMany(many);
    for (const c of many.slice(0, WATCHLIST_MAX_CARS)) await save.execute(command(c.id))();
    expect(await save.execute(command(1_000 + WATCHLIST_MAX_CARS))()).toEqual(E.left({ code: 'WATCHLIST.FULL', message: WATCHLIST_MESSAGES.full }));
  });
});

describe('RemoveCarFromWatchlist (spec 1 §7)', () => {
  it('removes a saved car, and removing one not saved (or no longer listed) succeeds too', async () => {
    const remove = new RemoveCarFromWatchlist({ lists });
    await save.execute(command(1))();
    expect(await remove.execute(command(1))()).toEqual(E.right({ removed: true }));
    expect(await remove.execute(command(1))()).toEqual(E.right({ removed: false }));
    expect(await remove.execute(command(12_345))()).toEqual(E.right({ removed: false }));
  });

  it('refuses another number and asks for sign-in without a session', async () => {
    const remove = new RemoveCarFromWatchlist({ lists });
    expect(await remove.execute(command(1, { phone_number: '0499 999 999' }))()).toMatchObject(E.left({ code: 'WATCHLIST.PHONE_MISMATCH' }));
    expect(await remove.execute(command(1, { shopper: null }))()).toMatchObject(E.left({ code: 'AUTH.SIGN_IN_REQUIRED' }));
  });
});

describe('ListWatchlist (issue 14: sold cars marked, not silently dropped)', () => {
  it('lists every saved car newest first as the site shows it now, a sold one marked and a gone one kept', async () => {
    await save.execute(command(1))();
    clock.advance(1_000);
    await save.execute(command(2))();
    clock.advance(1_000);
    await save.execute(command(4))();
    await cars.upsertMany([car(2).with({ offer_price: 27_500 }).sold().build()]);
    // Car 4 leaves the stock altogether.
    const listing = new ListWatchlist({ lists, cars: { findById: async (site, id) => (id === 4 ? null : cars.findById(site, id)) } });
    const answer = await listing.execute({ site: SITE, shopper: ANN })();
    if (E.isLeft(answer)) throw new Error(answer.left.message);
    expect(answer.right.cars.map((c) => [c.car_id, c.status, c.sold, c.price_text, c.price])).toEqual([
      [4, 'gone', true, 'No longer listed', null],
      [2, 'sold', true, 'SOLD', null],
      [1, 'in_stock', false, '$30,000', 30_000],
    ]);
    expect(answer.right.cars[0]).toMatchObject({ slug: null, name: GONE_CAR_NAME, price_when_saved: 30_000, make: null });
    expect(answer.right.cars[1]).toMatchObject({ slug: 'car-2', price_when_saved: 27_500 });
  });

  it('asks for sign-in without a session', async () => {
    expect(await new ListWatchlist({ lists, cars }).execute({ site: SITE, shopper: null })()).toMatchObject(E.left({ code: 'AUTH.SIGN_IN_REQUIRED' }));
  });
});
