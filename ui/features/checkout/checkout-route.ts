import * as E from 'fp-ts/Either';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOrRouteError } from '../../lib/route-answers';

export interface CheckoutPageData {
  readonly car: Car;
}

/**
 * /cars/{slug}/checkout and /buy-online: the car by its slug; a car not on this site is a 404,
 * and so is every checkout on a site whose configuration switches reserving off (issue 11 item 9:
 * a switched-off route answers the site's 404 page; spec 1 §2 'Reserve Car Now (removed in one
 * configuration)').
 */
export function checkoutLoader(client: CaryardClient) {
  return async ({ params }: LoaderFunctionArgs): Promise<CheckoutPageData> => {
    const slug = params['slug'] ?? '';
    const site = await client.getSite();
    if (E.isRight(site) && !site.right.features.reserveButton) throw data({ message: 'Online reservations are not offered on this site.' }, { status: 404 });
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
