/**
 * THE use case that changes a car's price, status or photos (issue 14: 'one use case updates a car
 * (the stock-feed work will call it), and tests change prices through it'; issue 16: the image
 * pipeline's feed-photo ingestion and the inventory API's photo upload): it validates the change,
 * stores the car through the indexed repository (so search follows at once), and records an alert
 * event for every watcher of the car when the change is one they hear about (domain/shoppers/
 * alerts.ts carChange) — whatever sent the change. Whether a watcher is then messaged (consent
 * given before the change, not stopped, at most one message a day) is the alert sender's rule
 * (send-shopper-alerts.use-case.ts).
 */
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import { z } from 'zod';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { alertDedupeKey, carChange, type CarChange, type PendingAlert } from '../../domain/shoppers/alerts';
import type { Car } from '../../domain/vehicle/car';
import { photoUrlsOf, samePhotoUrls, withPhotoUrls } from '../../domain/vehicle/car-photos';
import type { AlertStore, NewAlertEvent } from '../shoppers/shopper-alerts.port';
import { systemClock, type Clock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { CarRepository, CarUpdater } from './car-repository.port';
import { STOCK_FEED_LIMITS } from './stock-feed.schema';

/** The largest amount a price field takes: no car costs more than $100 million. */
const MAX_AMOUNT = 100_000_000;
const amount = z
  .number({ error: 'must be a number of dollars' })
  .finite('must be a number of dollars')
  .min(0, 'must not be negative')
  .max(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`);
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'must be a date (2026-03-01) or an ISO 8601 instant' });
/** A photo: an http(s) URL (a feed's link) or a path on the site (`/media/img/…`, the pipeline's). */
const photoUrl = z
  .string({ error: 'must be a URL' })
  .max(2_000, 'must be at most 2000 characters')
  .regex(/^(https?:\/\/\S+|\/(?!\/)\S*)$/i, 'must be an http(s) URL or a path on the site');
// issue 16: a photo the pipeline took in from a feed's URL names that URL as its source.
const photoRef = z.union([photoUrl, z.strictObject({ url: photoUrl, source: photoUrl })], { error: 'must be a photo URL' });
const photoUrls = z
  .array(photoRef, { error: 'must be a list of photo URLs' })
  .max(STOCK_FEED_LIMITS.maxPhotos, `must have at most ${STOCK_FEED_LIMITS.maxPhotos} photos`);

/**
 * The fields a change may set (spec 1 §3 'Commercial'; the field names of domain/vehicle/car.ts):
 * the price and the was-price, the offer (reduced) and subscription prices, preorder, the status,
 * the day it sold, and the reserved flag. A null clears an optional price. `images` (issue 16) is
 * the whole gallery as URLs, in order (a photo the pipeline took in from a feed's URL as
 * `{url, source}`); the thumbnails, main photo and count follow it.
 */
export const carChangesSchema = z
  .strictObject({
    price: amount.optional(),
    before_price: amount.nullable().optional(),
    offer_price: amount.nullable().optional(),
    subscription_price: amount.nullable().optional(),
    preorder: z.boolean({ error: 'must be true or false' }).optional(),
    status: z.enum(['in_stock', 'coming_soon', 'sold', 'other'], { error: 'must be in_stock, coming_soon, sold or other' }).optional(),
    sold_at: instant.nullable().optional(),
    reserved: z.boolean({ error: 'must be true or false' }).optional(),
    images: photoUrls.optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { message: 'must change at least one field' });

export const updateCarInputSchema = z.strictObject({
  site_slug: z.string({ error: 'must be a site slug' }).min(1, 'must be a site slug').max(63, 'must be a site slug'),
  car_id: z.number({ error: 'must be a car id' }).int('must be a whole number').positive('must be a car id').max(Number.MAX_SAFE_INTEGER, 'must be a car id'),
  changes: carChangesSchema,
  /**
   * issue 16: apply the change only while the car's gallery is still these URLs, in order — else
   * Left CAR.CHANGED and nothing stored (a photo ingestion that took a while never overwrites a
   * newer feed's photos).
   */
  expected_images: z
    .array(z.string())
    .max(STOCK_FEED_LIMITS.maxPhotos * 2)
    .optional(),
});

export type UpdateCarInput = z.input<typeof updateCarInputSchema>;
export type CarChanges = z.output<typeof carChangesSchema>;

export type UpdateCarFailure =
  | { readonly code: 'VALIDATION_FAILED'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'SITE.NOT_FOUND'; readonly message: string }
  | { readonly code: 'CAR.NOT_FOUND'; readonly message: string }
  | { readonly code: 'CAR.CHANGED'; readonly message: string };

export interface UpdatedCar {
  readonly car: Car;
  /** What the watchers hear of, or null. */
  readonly change: CarChange | null;
  /** Watchers of the car on its site. */
  readonly watchers: number;
  /** Alert events recorded (a change already recorded for a watcher is not recorded twice). */
  readonly alerts_recorded: number;
}

export interface UpdateCarDeps {
  /** The indexed repository: the change is made under the car's row lock and reaches search at once. */
  readonly cars: CarUpdater & Pick<CarRepository, 'findById'>;
  readonly alerts: Pick<AlertStore, 'watchersOf' | 'recordEvents'>;
  readonly siteOf: (slug: string) => DealerSite | undefined;
  readonly clock?: Clock;
}

/** The field path → message of a zod error, as the HTTP error shape has them. */
function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || 'changes';
    fields[path] ??= issue.message;
  }
  return fields;
}

/** The car after the change. A car that becomes sold without a day gets today; one no longer sold loses it. */
export function applyCarChanges(car: Car, changes: CarChanges, now: Date): Car {
  const next: Car = { ...car };
  for (const [field, value] of Object.entries(changes) as [keyof CarChanges, CarChanges[keyof CarChanges]][]) {
    if (value !== undefined && field !== 'images') (next as unknown as Record<string, unknown>)[field] = value;
  }
  if (changes.images !== undefined) Object.assign(next, withPhotoUrls(car, changes.images));
  if (next.status === 'sold' && car.status !== 'sold' && changes.sold_at === undefined) next.sold_at = now.toISOString();
  if (next.status !== 'sold' && changes.sold_at === undefined) next.sold_at = null;
  next.updated_at = now.toISOString();
  return next;
}

/** What the watchers of one changed car heard. */
export interface ChangeAlerts {
  readonly change: CarChange | null;
  readonly watchers: number;
  readonly recorded: number;
}

/**
 * The alert events of stored changes (issue 14; issue 16: a stock feed and the inventory API
 * change cars through the same rule): for each car whose change its watchers hear of
 * (domain/shoppers/alerts.ts carChange — a price drop, a sale), one event per watcher, deduped.
 * Resolves with what each change gave, in the order given.
 */
export async function recordCarChangeAlerts(
  alerts: Pick<AlertStore, 'watchersOf' | 'recordEvents'>,
  site: DealerSite,
  updates: readonly { readonly before: Car; readonly after: Car }[],
  now: Date,
): Promise<ChangeAlerts[]> {
  const results: ChangeAlerts[] = [];
  for (const { before, after } of updates) {
    const change = carChange(before, after);
    if (change === null) {
      results.push({ change, watchers: 0, recorded: 0 });
      continue;
    }
    const carId = after.id;
    const watchers = await alerts.watchersOf(site.slug, carId);
    const alert: PendingAlert =
      change.kind === 'sold'
        ? { kind: 'sold', car_id: carId, car_name: after.name, car_slug: after.slug }
        : { kind: 'price_drop', car_id: carId, car_name: after.name, car_slug: after.slug, from: change.from, to: change.to, weekly: false };
    const events: NewAlertEvent[] = watchers.map((shopperId) => ({
      shopper_id: shopperId,
      site_slug: site.slug,
      car_id: carId,
      dedupe_key: alertDedupeKey(
        shopperId,
        change.kind === 'sold' ? { kind: 'sold', car_id: carId } : { kind: 'price_drop', car_id: carId, to: change.to, weekly: false },
      ),
      alert,
      created_at: now,
    }));
    const recorded = events.length > 0 ? await alerts.recordEvents(events) : 0;
    results.push({ change, watchers: watchers.length, recorded });
  }
  return results;
}

export class UpdateCar implements UseCase<UpdateCarInput, UpdateCarFailure, UpdatedCar> {
  readonly #clock: Clock;

  constructor(private readonly deps: UpdateCarDeps) {
    this.#clock = deps.clock ?? systemClock;
  }

  /**
   * Left when the input is not valid, the site is not configured or the car is not on the site;
   * rejects only when the database does. The car is read, changed and stored under its row lock
   * (CarUpdater.updateWith): two updates at once (a price and a status) both stand, and each
   * change is judged against the car as the other left it. Choice: the car is stored first,
   * then the events recorded — a failure between the two loses an alert, never sends one for a
   * change that did not happen. With `expected_images`, Left CAR.CHANGED when the car's gallery
   * is no longer that list, checked under the row lock.
   */
  execute(input: UpdateCarInput): TaskEither<UpdateCarFailure, UpdatedCar> {
    return async () => {
      const parsed = updateCarInputSchema.safeParse(input);
      if (!parsed.success) return E.left({ code: 'VALIDATION_FAILED', message: 'The change is not valid.', fields: fieldsOf(parsed.error) });
      const { site_slug: siteSlug, car_id: carId, changes, expected_images: expected } = parsed.data;
      const site = this.deps.siteOf(siteSlug);
      if (!site) return E.left({ code: 'SITE.NOT_FOUND', message: `No dealer site '${siteSlug}' is configured.` });
      const now = this.#clock.now();
      const notFound = { code: 'CAR.NOT_FOUND', message: `Car ${carId} is not listed on ${site.name}.` } as const;
      const changed = { code: 'CAR.CHANGED', message: `Car ${carId}'s photos changed meanwhile; the change was not applied.` } as const;
      const stillExpected = (car: Car) => expected === undefined || samePhotoUrls(photoUrlsOf(car), expected);
      if (expected !== undefined) {
        // Looked at before the row lock too: a stale change (the usual case) then writes nothing.
        const current = await this.deps.cars.findById(siteSlug, carId);
        if (!current) return E.left(notFound);
        if (!stillExpected(current)) return E.left(changed);
      }
      // Under the lock, a car changed since is given back as it is (the same object): the
      // repository stores it unchanged, and the change is reported as not applied.
      const updated = await this.deps.cars.updateWith(siteSlug, carId, (car) => (stillExpected(car) ? applyCarChanges(car, changes, now) : car));
      if (!updated) return E.left(notFound);
      const { before, after } = updated;
      if (after === before) return E.left(changed);

      const [alerted] = await recordCarChangeAlerts(this.deps.alerts, site, [{ before, after }], now);
      return E.right({ car: after, change: alerted?.change ?? null, watchers: alerted?.watchers ?? 0, alerts_recorded: alerted?.recorded ?? 0 });
    };
  }
}
