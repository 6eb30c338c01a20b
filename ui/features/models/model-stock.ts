/**
 * What a model page and a manufacturer overview show of the site's stock (issue 11 item 2):
 * the model's cars on this site and the search page that lists them (spec 2 §2
 * /search/{make}/{model}, /search/{make}). The range is configured data and the stock is
 * whatever the dealer holds today, so a link to a stock page is given only when that page
 * lists cars — /search/{make}/{model} for a model the site does not stock is a 404
 * (domain/search/search-routes: makes and models resolve against the stock's own values).
 */
import * as E from 'fp-ts/Either';
import type { BrandPageData, CaryardClient, ModelPageData, SearchHit } from '../../../application/client/caryard-client.port';
import { emptySearchState, resolveSlug, searchHref, setRefinement, slugify } from '../../../domain/search';
import { routeContextOf } from '../../lib/search-route-context';

/** How many of the model's cars its page shows before the link to all of them. */
export const MODEL_STOCK_CARDS = 3;

export interface RangeStock {
  /** The model's cars (up to MODEL_STOCK_CARDS); none on a manufacturer overview. */
  readonly cars: readonly SearchHit[];
  /** How many of the model's cars (on an overview: the make's) the site lists. */
  readonly count: number;
  /** The search page listing them; null when there are none. */
  readonly href: string | null;
  /** The make's stock: its count and search page (null when the site has none of the make). */
  readonly make: { readonly count: number; readonly href: string } | null;
  /** When the stock was read (ISO): the cards' tag banners are measured from it on server and browser alike. */
  readonly now: string;
}

const NONE = (now: string): RangeStock => ({ cars: [], count: 0, href: null, make: null, now });

/**
 * The stock of a model page's model, or of an overview's make; null when search is down
 * (the page then leaves its stock section out rather than fail).
 */
export async function loadRangeStock(client: CaryardClient, page: ModelPageData | BrandPageData, signal?: AbortSignal): Promise<RangeStock | null> {
  const now = new Date().toISOString();
  const options = signal ? { signal } : {};
  const catalogue = await client.search({ state: { ...emptySearchState, hitsPerPage: 1 } }, options);
  if (E.isLeft(catalogue)) return null;
  const { facets } = catalogue.right;
  const routes = routeContextOf('/search', facets);
  const brand = page.kind === 'model' ? page.model.manufacturer_name : page.manufacturer.name;
  const make = resolveSlug(slugify(brand), routes.makes);
  if (make === undefined) return NONE(now);
  const makeState = setRefinement(emptySearchState, 'make', [make]);
  const makeStock = { count: facets.make?.[make] ?? 0, href: searchHref(makeState, routes) };
  if (page.kind === 'brand') return { cars: [], count: makeStock.count, href: makeStock.count > 0 ? makeStock.href : null, make: makeStock, now };

  const model = resolveSlug(slugify(page.model.name), routes.models[make] ?? []);
  if (model === undefined) return { ...NONE(now), make: makeStock };
  const modelState = setRefinement(makeState, 'model', [model]);
  const answer = await client.search({ state: { ...modelState, hitsPerPage: MODEL_STOCK_CARDS } }, options);
  if (E.isLeft(answer)) return { ...NONE(now), make: makeStock };
  const { hits, count } = answer.right;
  return { cars: hits, count, href: count > 0 ? searchHref(modelState, routes) : null, make: makeStock, now };
}
