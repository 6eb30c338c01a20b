/**
 * QuoteDriveAway (issue 15 'The drive-away price'): the buyer's state from their postcode (the
 * delivery zone's state, else the geocoder port), or the state of the car's location by default;
 * the figure is the domain's driveAwayPrice for the site's on-road costs on the clock's day.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import { describe, expect, it } from 'vitest';
import type { Geocoder, PostcodePlace } from '../../../application/locations/geocoder.port';
import { defaultBuyerState, driveAwayForCar, QuoteDriveAway } from '../../../application/pricing/quote-drive-away.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { INVALID_POSTCODE_MESSAGE, type Postcode } from '../../../domain/locations/postcode';
import { driveAwayPrice } from '../../../domain/pricing/drive-away';
import { aCar } from '../../support/car-builder';
import { FakeClock } from '../leads/in-memory-leads';
import { InMemoryCars } from '../vehicle/in-memory-vehicle';

const siteOf = (slug: string): DealerSite => {
  const site = loadDealerSites().find((s) => s.slug === slug);
  if (!site) throw new Error(`No demo site ${slug}`);
  return site;
};
const SUNSTATE = siteOf('sunstate-motor-group');
const clock = new FakeClock(new Date('2030-03-04T00:00:00Z'));

const sunstateCar = (id: number, slug: string, fields: Record<string, unknown> = {}) =>
  aCar()
    .withId(id)
    .withSite(SUNSTATE.slug)
    .withSlug(slug)
    .withPrice(30_000)
    .with({ price_type: 'Excl. Govt. Charges', car_type: 'used', offer_price: null, dealership_slug: 'sunstate-hyundai', ...fields })
    .build();
// Sunstate's Newstead yard (1101, QLD) and North Parramatta (1106, NSW).
const AT_NEWSTEAD = sunstateCar(1, 'at-newstead', { location_id: 1101 });
const AT_PARRAMATTA = sunstateCar(2, 'at-parramatta', { location_id: 1106 });
const NO_PRICE = sunstateCar(3, 'no-price', { price: 0 });
const EXCL_GST = sunstateCar(4, 'excl-gst', { price_type: 'Excl. GST' });
const DRIVE_AWAY = sunstateCar(5, 'listed-drive-away', { price_type: 'Drive Away', price: 27_990 });
const cars = new InMemoryCars([AT_NEWSTEAD, AT_PARRAMATTA, NO_PRICE, EXCL_GST, DRIVE_AWAY]);

/** A geocoder that knows the places given, and records what it was asked. */
function fakeGeocoder(places: Record<string, string>): Geocoder & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    postcode: (postcode: Postcode) => {
      asked.push(postcode);
      const state = places[postcode];
      const place: PostcodePlace | null = state ? { postcode, locality: 'Somewhere', state, latitude: -30, longitude: 140 } : null;
      return TE.right(place);
    },
  };
}

const quote = (geocoder: Geocoder = fakeGeocoder({})) => new QuoteDriveAway({ cars, geocoder, clock });
const expected = (car: typeof AT_NEWSTEAD, state: Parameters<typeof driveAwayPrice>[0]['state']) =>
  driveAwayPrice({ car, state, costs: SUNSTATE.on_road_costs, on: clock.now() });

describe('QuoteDriveAway (issue 15)', () => {
  it('prices for the state of the car’s location when no postcode is given', async () => {
    expect(await quote().execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug })()).toEqual(
      E.right({ drive_away: expected(AT_NEWSTEAD, 'QLD'), postcode: null, state: 'QLD' }),
    );
    expect(await quote().execute({ site: SUNSTATE, slug: AT_PARRAMATTA.slug })()).toEqual(
      E.right({ drive_away: expected(AT_PARRAMATTA, 'NSW'), postcode: null, state: 'NSW' }),
    );
    // The two states' figures differ (duty, registration, CTP): the state matters.
    expect(expected(AT_NEWSTEAD, 'QLD')?.total).not.toBe(expected(AT_NEWSTEAD, 'NSW')?.total);
  });

  it('prices for the state of the buyer’s postcode, by its delivery zone, without asking the geocoder', async () => {
    const geocoder = fakeGeocoder({});
    const answer = await quote(geocoder).execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: ' 3000 ' })();
    expect(answer).toEqual(E.right({ drive_away: expected(AT_NEWSTEAD, 'VIC'), postcode: '3000', state: 'VIC' }));
    expect(geocoder.asked).toEqual([]);
  });

  it('asks the geocoder for a valid postcode no zone covers; one it does not know is Invalid postcode (spec 2 §8)', async () => {
    const geocoder = fakeGeocoder({ '5800': 'SA' });
    expect(await quote(geocoder).execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: '5800' })()).toEqual(
      E.right({ drive_away: expected(AT_NEWSTEAD, 'SA'), postcode: '5800', state: 'SA' }),
    );
    expect(await quote(geocoder).execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: '9999' })()).toEqual(
      E.left({ code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode' }),
    );
    expect(geocoder.asked).toEqual(['5800', '9999']);
  });

  it('answers the geocoder’s failure when it cannot answer', async () => {
    const down: Geocoder = { postcode: () => TE.left({ code: 'GEOCODER.UNAVAILABLE', message: 'timeout' }) };
    expect(await quote(down).execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: '5800' })()).toEqual(
      E.left({ code: 'GEOCODER.UNAVAILABLE', message: 'timeout' }),
    );
  });

  it('answers the Postcode rule’s failures with its spec 2 §5 message', async () => {
    expect(await quote().execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: 'abc' })()).toEqual(
      E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }),
    );
    expect(await quote().execute({ site: SUNSTATE, slug: AT_NEWSTEAD.slug, postcode: '' })()).toEqual(
      E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }),
    );
  });

  it('answers CAR.NOT_FOUND for another site’s car and DRIVE_AWAY.NO_PRICE for a car with no drive-away price', async () => {
    const other = await quote().execute({ site: siteOf('harbour-motors'), slug: AT_NEWSTEAD.slug })();
    expect(other).toEqual(E.left({ code: 'CAR.NOT_FOUND', slug: AT_NEWSTEAD.slug, message: `No car '${AT_NEWSTEAD.slug}' on this site.` }));
    for (const car of [NO_PRICE, EXCL_GST]) {
      const answer = await quote().execute({ site: SUNSTATE, slug: car.slug })();
      expect(E.isLeft(answer) && answer.left.code).toBe('DRIVE_AWAY.NO_PRICE');
    }
  });

  it('answers a listing priced Drive Away with its listed price as the total', async () => {
    const answer = await quote().execute({ site: SUNSTATE, slug: DRIVE_AWAY.slug, postcode: '2000' })();
    expect(E.isRight(answer) && answer.right.drive_away.total).toBe(27_990);
    expect(E.isRight(answer) && answer.right.drive_away.listedAsDriveAway).toBe(true);
  });

  it('driveAwayForCar is the domain’s figure for the site’s on-road costs', () => {
    expect(driveAwayForCar(SUNSTATE, AT_NEWSTEAD, 'WA', clock.now())).toEqual(expected(AT_NEWSTEAD, 'WA'));
  });

  it('the default state falls back to the primary location, then the site’s default state (no locations)', () => {
    // A location the site does not list: the primary sales location (Newstead, QLD).
    expect(defaultBuyerState(SUNSTATE, { location_id: 999_999, dealership_slug: 'nowhere' })).toBe('QLD');
    expect(defaultBuyerState({ locations: [], default_state: 'TAS' }, { location_id: 1, dealership_slug: 'x' })).toBe('TAS');
  });
});
