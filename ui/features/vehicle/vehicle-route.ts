import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient, SearchHit } from '../../../application/client/caryard-client.port';
import { modelDisplayName, normaliseMake, priceDisplay, priceLabel } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import type { RouteHandle } from '../../lib/page-meta';
import { formatKm } from '../../lib/search-labels';

export interface VehiclePageData {
  readonly car: Car;
  readonly similar: readonly SearchHit[];
  readonly now: string;
}

/** The car by its slug (`GET /api/cars/{slug}`); a car not on this site is a 404. */
export function vehicleLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<VehiclePageData> => {
    const slug = params['slug'] ?? '';
    const [car, similar] = await Promise.all([
      client.getCar(slug),
      // spec 1 §8: a similar-cars failure is logged; the page still shows.
      client.similar(slug).catch((error: unknown) => {
        console.warn('Similar vehicles could not be loaded.', error);
        return null;
      }),
    ]);
    if (!car) throw data({ message: `No car ${slug}` }, { status: 404 });
    return { car, similar: similar ?? [], now: new Date().toISOString() };
  };
}

export const titleOf = (car: Car): string => `${car.year} ${normaliseMake(car.make)} ${modelDisplayName(car.make, car.model)}`;

export const vehicleHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const car = (loaded as VehiclePageData | undefined)?.car;
    if (!car) return { title: site.name, description: site.name };
    const price = priceLabel(priceDisplay(car, { subscriptions: site.features.subscriptions, noPriceText: site.labels.noPriceText }));
    return {
      title: `${titleOf(car)} ${car.badge ?? ''} | ${site.name}`.replace(/\s+\|/, ' |'),
      description: `${titleOf(car)} ${car.badge ?? ''} for ${price} at ${site.name}. ${formatKm(car.km)}, ${car.simple_transmission ?? car.trans ?? ''}, ${car.simple_fuel ?? car.fuel ?? ''}.`,
    };
  },
};

