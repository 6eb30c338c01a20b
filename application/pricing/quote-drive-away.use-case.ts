import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { deliveryZoneOf, type AustralianState } from '../../domain/locations/delivery-zones';
import { Postcode, type PostcodeError } from '../../domain/locations/postcode';
import { driveAwayPrice, type DriveAwayCar, type DriveAwayPrice } from '../../domain/pricing/drive-away';
import { GEOCODING_NO_RESULT_MESSAGE } from '../../domain/tradein/trade-in-flow';
import type { Car } from '../../domain/vehicle/car';
import { carNotFound, type CarNotFound } from '../inventory/get-car.use-case';
import type { CarRepository } from '../inventory/car-repository.port';
import { testDriveLocation } from '../leads/car-location';
import type { Geocoder, GeocoderUnavailable } from '../locations/geocoder.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';

const STATES: ReadonlySet<string> = new Set<AustralianState>(['NSW', 'ACT', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT']);

/** The car has no drive-away price: no price by spec 1 §4 precedence, or a price 'Excl. GST' (domain/pricing/drive-away.ts). */
export interface NoDriveAwayPrice {
  readonly code: 'DRIVE_AWAY.NO_PRICE';
  readonly slug: string;
  readonly message: string;
}

/** A well-formed postcode no delivery zone covers and the geocoder knows no Australian state for (spec 2 §8 'Invalid postcode'). */
export interface PostcodeNotFound {
  readonly code: 'POSTCODE.NOT_FOUND';
  readonly message: typeof GEOCODING_NO_RESULT_MESSAGE;
}

export type QuoteDriveAwayFailure = CarNotFound | NoDriveAwayPrice | PostcodeError | PostcodeNotFound | GeocoderUnavailable;

export interface QuoteDriveAwayInput {
  readonly site: DealerSite;
  readonly slug: string;
  /** The buyer's postcode; absent (or null) for the state of the car's location. */
  readonly postcode?: string | null;
}

/** `GET /api/cars/{slug}/drive-away?postcode=` (application/checkout/checkout-contract.ts CHECKOUT_API.driveAway). */
export interface DriveAwayQuote {
  readonly drive_away: DriveAwayPrice;
  /** The postcode the state came from (trimmed), or null for the car's location's state. */
  readonly postcode: string | null;
  readonly state: AustralianState;
}

/**
 * THE drive-away figure of a car for a buyer in `state` on `now` (issue 15 'The drive-away price'),
 * with the site's on-road costs: the vehicle page's line and dialog and the purchase journey's
 * order both call this one function, so the shopper sees the same total in both places.
 */
export function driveAwayForCar(site: Pick<DealerSite, 'on_road_costs'>, car: DriveAwayCar, state: AustralianState, now: Date): DriveAwayPrice | null {
  return driveAwayPrice({ car, state, costs: site.on_road_costs, on: now });
}

/**
 * The buyer's state by default (issue 15: 'the location of the car by default'): the state of the
 * car's location (application/leads/car-location.ts: its own location on the site, else the site's
 * primary sales location), else the site's default state (a site with no locations).
 */
export function defaultBuyerState(site: Pick<DealerSite, 'locations' | 'default_state'>, car: Pick<Car, 'location_id' | 'dealership_slug'>): AustralianState {
  const state = testDriveLocation(site, car)?.address.state;
  return isAustralianState(state) ? state : site.default_state;
}

export function isAustralianState(value: string | null | undefined): value is AustralianState {
  return typeof value === 'string' && STATES.has(value);
}

/**
 * The buyer's state from a postcode (issue 15: 'The buyer's state comes from their postcode'):
 * checked by the Postcode rule (spec 2 §5 message), then the delivery zone's state (Australia
 * Post's allocation by state); a valid postcode no zone covers (Lord Howe Island 2898, Norfolk
 * Island 2899) is asked of the geocoder port; one it does not know either is 'Invalid postcode'
 * (spec 2 §8).
 */
export async function buyerStateOfPostcode(
  input: string | null | undefined,
  geocoder: Geocoder | undefined,
): Promise<E.Either<PostcodeError | PostcodeNotFound | GeocoderUnavailable, { readonly postcode: Postcode; readonly state: AustralianState }>> {
  const parsed = Postcode.parse(input);
  if (E.isLeft(parsed)) return parsed;
  const postcode = parsed.right;
  const zone = deliveryZoneOf(postcode);
  if (zone) return E.right({ postcode, state: zone.state });
  const notFound: PostcodeNotFound = { code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE };
  if (!geocoder) return E.left(notFound);
  const place = await geocoder.postcode(postcode)();
  if (E.isLeft(place)) return place;
  const state = place.right?.state;
  return isAustralianState(state) ? E.right({ postcode, state }) : E.left(notFound);
}

/**
 * The drive-away price of a car for a buyer (issue 15 'The drive-away price': 'Shown on the vehicle
 * page (a 'Drive-away in {state}' line under the price with a postcode to change it, itemised in a
 * dialog)'): the buyer's state from their postcode, or the state of the car's location by default;
 * the figure from driveAwayForCar on the clock's day (duty rules change on their effective date).
 * Left CAR.NOT_FOUND (not this site's car), the postcode's failure, or DRIVE_AWAY.NO_PRICE.
 */
export class QuoteDriveAway implements UseCase<QuoteDriveAwayInput, QuoteDriveAwayFailure, DriveAwayQuote> {
  readonly #clock: Clock;

  constructor(
    private readonly deps: {
      readonly cars: Pick<CarRepository, 'findBySlug'>;
      /** Asked only for a valid postcode no delivery zone covers. */
      readonly geocoder?: Geocoder;
      readonly clock?: Clock;
    },
  ) {
    this.#clock = deps.clock ?? systemClock;
  }

  execute({ site, slug, postcode }: QuoteDriveAwayInput): TaskEither<QuoteDriveAwayFailure, DriveAwayQuote> {
    return async () => {
      const car = await this.deps.cars.findBySlug(site.slug, slug);
      if (!car) return E.left(carNotFound(slug));
      let state = defaultBuyerState(site, car);
      let given: string | null = null;
      if (postcode !== undefined && postcode !== null) {
        const place = await buyerStateOfPostcode(postcode, this.deps.geocoder);
        if (E.isLeft(place)) return place;
        given = place.right.postcode;
        state = place.right.state;
      }
      const price = driveAwayForCar(site, car, state, this.#clock.now());
      if (!price) return E.left({ code: 'DRIVE_AWAY.NO_PRICE', slug, message: `Car '${slug}' has no drive-away price: ask the dealer for a price.` });
      return E.right({ drive_away: price, postcode: given, state });
    };
  }
}
