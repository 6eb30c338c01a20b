import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { Car } from '../../domain/vehicle/car';
import { toMillis } from '../../domain/vehicle/instant';
import type { CarRepository } from '../inventory/car-repository.port';
import { carNotFound, type CarNotFound } from '../inventory/get-car.use-case';
import type { VehicleEngagementStore } from './vehicle-engagement.port';
import { websiteMismatch, type WebsiteMismatch } from './website-mismatch';

/**
 * The fields of a car that change while a vehicle page may be cached (in a CDN, a
 * back-forward cache, an open tab): price, availability and photos.
 */
export const LIVE_CAR_FIELDS = [
  'price',
  'before_price',
  'offer_price',
  'subscription_price',
  'status',
  'sold_at',
  'reserved',
  'tag',
  'photos_count',
  'updated_at',
] as const satisfies readonly (keyof Car)[];

export type LiveCarFields = Partial<Pick<Car, (typeof LIVE_CAR_FIELDS)[number]>>;

/** `{views, car_fields}` of `GET /api/cars/{slug}/view.json` (ARCHITECTURE contracts). */
export interface VehicleViewResult {
  /** The car's view count, this view included. */
  readonly views: number;
  /**
   * The car's live fields when the page's copy is stale — the car was updated after the
   * page's `updated_at`, or its photos_count differs from the page's — else `{}` (nothing to
   * refresh). Without either parameter the page has nothing to compare: all live fields.
   */
  readonly car_fields: LiveCarFields;
}

export interface RecordVehicleViewRequest {
  readonly site: { readonly slug: string; readonly id: number };
  readonly slug: string;
  /** The page's copy of the car: its photos_count and updated_at, when it sent them. */
  readonly photosCount?: number | undefined;
  readonly updatedAt?: Date | undefined;
  /** The website id the page sent; must be the site's own when given. */
  readonly websiteId?: number | undefined;
}

/**
 * spec 1 §7 view.json: counts one view of a car of the site and says what the page should
 * refresh. Left for a car not on the site or a website id that is not the site's.
 */
async function recordVehicleView(
  deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore },
  request: RecordVehicleViewRequest,
): Promise<E.Either<CarNotFound | WebsiteMismatch, VehicleViewResult>> {
  if (request.websiteId !== undefined && request.websiteId !== request.site.id) return E.left(websiteMismatch(request.websiteId));
  const car = await deps.cars.findBySlug(request.site.slug, request.slug);
  if (!car) return E.left(carNotFound(request.slug));
  const baseline = typeof car.views === 'number' && Number.isFinite(car.views) && car.views > 0 ? Math.floor(car.views) : 0;
  const views = await deps.engagement.recordView(request.site.slug, car.id, baseline);
  return E.right({ views, car_fields: staleFields(car, request) });
}

function staleFields(car: Car, request: RecordVehicleViewRequest): LiveCarFields {
  const { photosCount, updatedAt } = request;
  const carUpdated = toMillis(car.updated_at);
  const stale =
    (photosCount === undefined && updatedAt === undefined) ||
    (photosCount !== undefined && photosCount !== car.photos_count) ||
    (updatedAt !== undefined && carUpdated !== null && carUpdated > updatedAt.getTime());
  if (!stale) return {};
  const fields: Record<string, unknown> = {};
  for (const key of LIVE_CAR_FIELDS) if (car[key] !== undefined) fields[key] = car[key];
  return fields as LiveCarFields;
}

/** `GET /api/cars/{slug}/view.json` (spec 1 §7): counts the view above. */
export class RecordVehicleView implements UseCase<RecordVehicleViewRequest, CarNotFound | WebsiteMismatch, VehicleViewResult> {
  constructor(private readonly deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore }) {}

  execute(request: RecordVehicleViewRequest): TaskEither<CarNotFound | WebsiteMismatch, VehicleViewResult> {
    return () => recordVehicleView(this.deps, request);
  }
}
