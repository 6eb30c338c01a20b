/**
 * issue 16 'Images': photos uploaded through the inventory API (`POST /api/inventory/cars/{stocknum}/photos`),
 * already in the image pipeline (IngestPhoto), join the end of the car's gallery — through the one
 * use case that updates a car (UpdateCar), so search, the page cache and every instance follow.
 */
import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { photoUrlsOf } from '../../domain/vehicle/car-photos';
import type { UseCase } from '../shared/use-case';
import type { CarRepository, CarUpdater } from './car-repository.port';
import type { UpdateCar } from './update-car.use-case';

export interface AddCarPhotosInput {
  readonly site_slug: string;
  /** The dealer's stock number of the car. */
  readonly stocknum: string;
  /** Photos the pipeline holds (IngestPhoto's answers), in the order they go into the gallery. */
  readonly photos: readonly { readonly url: string }[];
}

export type AddCarPhotosFailure =
  | { readonly code: 'SITE.NOT_FOUND'; readonly message: string }
  | { readonly code: 'CAR.NOT_FOUND'; readonly message: string }
  | { readonly code: 'VALIDATION_FAILED'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly code: 'CAR.CHANGED'; readonly message: string };

export interface CarPhotosAdded {
  readonly stocknum: string;
  readonly car_id: number;
  /** The car's whole gallery after the upload, in order. */
  readonly images: readonly string[];
}

export interface AddCarPhotosDeps {
  readonly cars: Pick<CarUpdater, 'listStock'> & Pick<CarRepository, 'findById'>;
  readonly updateCar: Pick<UpdateCar, 'execute'>;
  readonly siteOf: (slug: string) => DealerSite | undefined;
}

/** Tries when another change of the car's photos lands between reading the gallery and storing it. */
const ATTEMPTS = 3;

export class AddCarPhotos implements UseCase<AddCarPhotosInput, AddCarPhotosFailure, CarPhotosAdded> {
  constructor(private readonly deps: AddCarPhotosDeps) {}

  /**
   * Appends the photos the car does not show yet (the same photo uploaded twice is shown once).
   * Left SITE.NOT_FOUND, CAR.NOT_FOUND (no car with that stock number on the site),
   * VALIDATION_FAILED (the gallery would pass its 100 photos; field `photo`), or CAR.CHANGED
   * when its photos kept changing under it; nothing is stored then.
   */
  execute(input: AddCarPhotosInput): TaskEither<AddCarPhotosFailure, CarPhotosAdded> {
    return async () => {
      const site = this.deps.siteOf(input.site_slug);
      if (!site) return E.left({ code: 'SITE.NOT_FOUND', message: `No dealer site '${input.site_slug}' is configured.` });
      const notFound = { code: 'CAR.NOT_FOUND', message: `No car with stock number '${input.stocknum}' is listed on ${site.name}.` } as const;
      const [entry] = await this.deps.cars.listStock(site.slug, [input.stocknum]);
      if (!entry) return E.left(notFound);
      for (let attempt = 1; ; attempt++) {
        const car = await this.deps.cars.findById(site.slug, entry.id);
        if (!car) return E.left(notFound);
        const before = photoUrlsOf(car);
        const after = [...new Set([...before, ...input.photos.map((p) => p.url)])];
        // The gallery is read, then stored only if still the same (UpdateCar checks under the row lock): an upload never drops a photo added meanwhile.
        const updated = await this.deps.updateCar.execute({ site_slug: site.slug, car_id: entry.id, changes: { images: after }, expected_images: before })();
        if (E.isRight(updated)) return E.right({ stocknum: entry.stocknum, car_id: entry.id, images: photoUrlsOf(updated.right.car) });
        const failure = updated.left;
        if (failure.code === 'CAR.CHANGED' && attempt < ATTEMPTS) continue;
        if (failure.code === 'VALIDATION_FAILED') {
          const problem = failure.fields['changes.images'] ?? Object.values(failure.fields)[0] ?? 'is not valid';
          return E.left({ code: 'VALIDATION_FAILED', message: `The car's gallery ${problem}.`, fields: { photo: `the car's gallery ${problem}` } });
        }
        return E.left(failure);
      }
    };
  }
}
