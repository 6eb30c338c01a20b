import type { LoaderFunctionArgs } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOrRouteError } from '../../lib/route-answers';

export interface CheckoutPageData {
  readonly car: Car;
}

/** /cars/{slug}/checkout and /buy-online: the car by its slug; a car not on this site is a 404. */
export function checkoutLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<CheckoutPageData> => {
    const slug = params['slug'] ?? '';
    return { car: valueOrRouteError(await client.getCar({ slug }), { code: 'CAR.NOT_FOUND', message: `No car ${slug}` }) };
  };
}

export const checkoutHandle: RouteHandle = {
  meta: ({ site, data: loaded }) => {
    const car = (loaded as CheckoutPageData | undefined)?.car;
    return {
      title: car ? `Reserve the ${car.name} | ${site.name}` : `Reserve online | ${site.name}`,
      description: `Reserve online with a fully refundable deposit: ${site.name} holds the vehicle for you for 48 hours.`,
      noindex: true,
    };
  },
};
