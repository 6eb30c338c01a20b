import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { CarRepository } from '../inventory/car-repository.port';
import { carNotFound, type CarNotFound } from '../inventory/get-car.use-case';
import type { VehicleEngagementStore } from './vehicle-engagement.port';
import { websiteMismatch, type WebsiteMismatch } from './website-mismatch';

/** The reveal names a car or dealership other than the page's car: `fields` says which. */
export interface PhoneRevealMismatch {
  readonly code: 'PHONE_REVEAL.MISMATCH';
  readonly message: string;
  readonly fields: Readonly<Record<string, string>>;
}

export interface RevealPhone {
  readonly site: { readonly slug: string; readonly id: number };
  readonly slug: string;
  readonly carId: number;
  readonly dealershipId: number;
  readonly websiteId: number;
}

/**
 * spec 1 §4 call-the-dealer, §7 phone reveal: records that a shopper revealed the dealer's
 * number on a car's page, with car, dealership and site. The ids must be the page car's:
 * its id, its dealership (or one of its dealerships) and the site it was sent to.
 */
async function recordPhoneReveal(
  deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore },
  request: RevealPhone,
): Promise<E.Either<CarNotFound | WebsiteMismatch | PhoneRevealMismatch, { readonly recorded: true }>> {
  if (request.websiteId !== request.site.id) return E.left(websiteMismatch(request.websiteId));
  const car = await deps.cars.findBySlug(request.site.slug, request.slug);
  if (!car) return E.left(carNotFound(request.slug));
  const fields: Record<string, string> = {};
  if (request.carId !== car.id) fields['car_id'] = `Not the id of car '${car.slug}'.`;
  const dealerships = new Set([car.dealership_id, ...(car.dealership_ids ?? [])]);
  if (!dealerships.has(request.dealershipId)) fields['dealership_id'] = `Not a dealership of car '${car.slug}'.`;
  if (Object.keys(fields).length > 0) return E.left({ code: 'PHONE_REVEAL.MISMATCH', message: Object.values(fields).join(' '), fields });
  await deps.engagement.recordPhoneReveal({
    siteSlug: request.site.slug,
    carId: car.id,
    dealershipId: request.dealershipId,
    websiteId: request.websiteId,
  });
  return E.right({ recorded: true });
}

type PhoneRevealFailure = CarNotFound | WebsiteMismatch | PhoneRevealMismatch;

/** `POST /api/cars/{slug}/phone-reveal` (spec 1 §4, §7): records the reveal above. */
export class RecordPhoneReveal implements UseCase<RevealPhone, PhoneRevealFailure, { readonly recorded: true }> {
  constructor(private readonly deps: { readonly cars: CarRepository; readonly engagement: VehicleEngagementStore }) {}

  execute(request: RevealPhone): TaskEither<PhoneRevealFailure, { readonly recorded: true }> {
    return () => recordPhoneReveal(this.deps, request);
  }
}
