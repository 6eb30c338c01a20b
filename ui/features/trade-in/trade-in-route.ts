import * as E from 'fp-ts/Either';
import type { LoaderFunctionArgs } from 'react-router';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import { isAustralianState } from '../../../domain/tradein/trade-in-fields';
import { isTradeInEligible } from '../../../domain/tradein/trade-in-flow';
import { realImages } from '../../../domain/vehicle/images';
import { formatDollars } from '../../../domain/vehicle/money';
import type { RouteHandle } from '../../lib/page-meta';

/** The car a seller trades towards (/cars/trade-in?car_id=): what the page shows of it and the lead carries. */
export interface TowardsCar {
  readonly id: number;
  readonly slug: string;
  readonly path: string;
  readonly name: string;
  readonly dealership_id: number | null;
  readonly image: string | null;
  readonly price: string | null;
}

export interface TradeInPageData {
  readonly car: TowardsCar | null;
  /** Step One prefilled from the home page's rego box (`?rego=&state=`). */
  readonly rego: string;
  readonly state: string;
  /** Both came with the link: the lookup runs at once. */
  readonly autoStart: boolean;
}

const CAR_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;
/** Choice: a plate of letters, digits, spaces and hyphens, at most 10 characters (Australian plates have at most 9). */
const REGO = /^[A-Z0-9 -]{1,10}$/;

/**
 * /sell-my-car, /trade-in and /cars/trade-in?car_id={id} (spec 1 §2, spec 2 §2). `car_id` names
 * the car traded towards, asked of the client as `getCar({slug: car_id})`. Choice: an unknown
 * id, a car of another site or one no longer eligible (domain isTradeInEligible) leaves the
 * page working without it, rather than a 404: the seller's car is still worth an offer.
 */
export function tradeInLoader(client: CaryardClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<TradeInPageData> => {
    const params = new URL(request.url).searchParams;
    const rego = (params.get('rego') ?? '').trim().toUpperCase();
    const state = (params.get('state') ?? '').trim().toUpperCase();
    const validRego = REGO.test(rego);
    const validState = isAustralianState(state);
    const carId = params.get('car_id')?.trim() ?? '';
    let car: TowardsCar | null = null;
    if (CAR_ID.test(carId) && carId.length <= 200) {
      const answer = await client.getCar({ slug: carId });
      if (E.isRight(answer) && isTradeInEligible(answer.right)) {
        const found = answer.right;
        const image = realImages(found)[0];
        car = {
          id: found.id,
          slug: found.slug,
          path: found.path || `/cars/${found.slug}`,
          name: found.name || [found.year, found.make, found.model, found.badge].filter(Boolean).join(' '),
          dealership_id: found.dealership_id ?? null,
          image: image ? image.image.thumb.url || image.image.url : null,
          price: typeof found.price === 'number' && found.price > 0 ? formatDollars(found.price) : null,
        };
      }
    }
    return { car, rego: validRego ? rego : '', state: validState ? state : '', autoStart: validRego && validState };
  };
}

/** spec 2 §2: the page keeps its title 'Sell My Car'. */
export const tradeInHandle: RouteHandle = {
  meta: ({ site }) => ({
    title: `Sell My Car | ${site.name}`,
    description: `Sell or trade in your car at ${site.name}: enter your number plate for an instant offer, or call us on ${site.phone}.`,
  }),
};

/** The route modules of the page (the client manifest's key: the server links its stylesheets). */
export const TRADE_IN_CHUNK = 'features/trade-in/trade-in-page.tsx';
