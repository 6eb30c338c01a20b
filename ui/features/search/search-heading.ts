import type { PublicSite } from '../../../application/client/caryard-client.port';
import { emptySearchState, searchHref, setRefinement, type SearchState } from '../../../domain/search';
import { carTypeLabel, modelDisplayName, normaliseMake } from '../../../domain/vehicle';
import type { CarType } from '../../../domain/vehicle/car';
import type { RouteContextData, SearchVariant } from './search-loader';
import { OFFERS_PATH } from './search-loader';

const isCarType = (value: string): value is CarType => value === 'new' || value === 'demo' || value === 'used';

function plural(word: string): string {
  if (/s$/i.test(word)) return word;
  if (/(ch|sh|x)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

const only = (state: SearchState, attribute: 'make' | 'model' | 'body'): string | undefined => {
  const values = state.refinementList[attribute];
  return values?.length === 1 ? values[0] : undefined;
};

/** What the site sells, for headings: caravans, or cars (vehicles on a group site with bikes and trucks). */
const siteNoun = (site: Pick<PublicSite, 'template'>): string => (site.template === 'caravan' ? 'Caravans' : site.template === 'group' ? 'Vehicles' : 'Cars');

/**
 * The page's heading from its search: 'Used Mazda CX-5 for Sale', 'New & Demo Cars for Sale',
 * 'SUVs for Sale', 'Special Offers'.
 */
export function searchHeading(site: Pick<PublicSite, 'template' | 'labels'>, variant: SearchVariant, state: SearchState): string {
  if (variant === 'offers') return 'Special Offers';
  const carTypes = (state.refinementList.car_type ?? []).filter(isCarType);
  const types = carTypes.length > 0 && carTypes.length < 3 ? carTypes.map((t) => carTypeLabel(t, site.labels)).join(' & ') : '';
  const make = only(state, 'make');
  const model = only(state, 'model');
  const body = only(state, 'body');
  const parts = [types, make ? normaliseMake(make) : '', model ? modelDisplayName(make ?? '', model) : '', body ? plural(body) : model ? '' : siteNoun(site)];
  return `${parts.filter(Boolean).join(' ')} for Sale`;
}

export interface Crumb {
  readonly label: string;
  readonly href: string;
}

/**
 * spec 2 §2 breadcrumb: Home, the car-type search, the make, optionally make and model, the
 * body type, then the current page (the last crumb).
 */
export function searchBreadcrumbs(
  site: Pick<PublicSite, 'template' | 'labels'>,
  variant: SearchVariant,
  state: SearchState,
  routes: RouteContextData,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Home', href: '/' }];
  if (variant === 'offers') return [...crumbs, { label: 'Special Offers', href: OFFERS_PATH }];
  crumbs.push({ label: 'Stock', href: routes.base });
  const carTypes = state.refinementList.car_type ?? [];
  const carType = carTypes.length === 1 ? carTypes[0] : undefined;
  if (carType && isCarType(carType)) {
    crumbs.push({
      label: `${carTypeLabel(carType, site.labels)} ${siteNoun(site)}`,
      href: searchHref(setRefinement(emptySearchState, 'car_type', [carType]), routes),
    });
  }
  const make = only(state, 'make');
  const model = only(state, 'model');
  const body = only(state, 'body');
  if (make) {
    const makeState = setRefinement(emptySearchState, 'make', [make]);
    crumbs.push({ label: normaliseMake(make), href: searchHref(makeState, routes) });
    if (model) crumbs.push({ label: modelDisplayName(make, model), href: searchHref(setRefinement(makeState, 'model', [model]), routes) });
  }
  if (body) crumbs.push({ label: plural(body), href: searchHref(setRefinement(emptySearchState, 'body', [body]), routes) });
  return crumbs;
}
