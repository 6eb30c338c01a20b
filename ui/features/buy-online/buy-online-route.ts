import * as E from 'fp-ts/Either';
import { data, type LoaderFunctionArgs } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import type { Car } from '../../../domain/vehicle/car';
import type { RouteHandle } from '../../lib/page-meta';
import { valueOrRouteError } from '../../lib/route-answers';

export interface BuyOnlinePageData {
  readonly car: Car;
}

/** The journey page's module, as the client build's manifest names it. */
export const BUY_ONLINE_CHUNK = 'features/buy-online/buy-online-page.tsx';

/**
 * `/checkout-journey?car_id={slug}` (spec 1 §2, spec 2 §2; issue 15): the online purchase journey,
 * only where the site enables online purchase (else the site's 404 page, like every switched-off
 * route); a car not on the site is a 404. The order itself is made and kept by the API once the
 * page is in the browser.
 */
export function buyOnlineLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<BuyOnlinePageData> => {
    const slug = (new URL(request.url).searchParams.get('car_id') ?? '').trim();
    const site = await client.getSite();
    if (E.isRight(site) && !site.right.features.onlinePurchase) throw data({ message: 'Online purchase is not offered on this site.' }, { status: 404 });
    if (!slug) throw data({ message: 'Choose a car to buy online.' }, { status: 404 });
    return { car: valueOrRouteError(await client.getCar({ slug }), { code: 'CAR.NOT_FOUND', message: `No car ${slug}` }) };
  };
}

export const buyOnlineHandle: RouteHandle = {
  chunk: BUY_ONLINE_CHUNK,
  meta: ({ site, data: loaded }) => {
    const car = (loaded as BuyOnlinePageData | undefined)?.car;
    return {
      title: car ? `Buy the ${car.name} online | ${site.name}` : `Buy online | ${site.name}`,
      description: `Buy online from ${site.name}: the drive-away price for your state, trade-in, finance, delivery and a refundable deposit.`,
      noindex: true,
    };
  },
};
