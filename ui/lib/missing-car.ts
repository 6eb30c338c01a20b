import * as E from 'fp-ts/Either';
import type { CaryardClient, SearchHit } from '../../application/client/caryard-client.port';
import { emptySearchState, searchHref, setRefinement, type SearchState } from '../../domain/search';
import { carSlugHints } from '../../domain/vehicle/car-slug-hints';
import { modelDisplayName, normaliseMake } from '../../domain/vehicle/labels';
import { routeContextOf } from './search-route-context';

/** How many cars the page of a missing car offers instead (as many as the similar cars carousel). */
export const MISSING_CAR_SUGGESTIONS = 6;

/**
 * What the page of a car the site no longer has (or never had) offers instead: cars of the same
 * make and model in stock, then of the same make, then the site's other stock, and the search
 * those cars come from.
 */
export interface MissingCarSuggestions {
  readonly cars: readonly SearchHit[];
  /** The narrowest search with cars in it: the make and model, the make, or the whole stock. */
  readonly search: { readonly href: string; readonly label: string };
  /** When the cars were fetched (ISO): their tag banners are measured from it on both sides. */
  readonly now: string;
}

const inStock = setRefinement({ ...emptySearchState, hitsPerPage: MISSING_CAR_SUGGESTIONS }, 'status', ['in_stock']);

/** The suggestions for `/cars/{slug}` when no car has that slug; null when the search cannot answer (the page stays a plain 404). */
export async function missingCarSuggestions(client: CaryardClient, slug: string, signal?: AbortSignal): Promise<MissingCarSuggestions | null> {
  const now = new Date().toISOString();
  const stock = await client.search({ state: inStock }, { signal });
  if (E.isLeft(stock)) return null;
  const routes = routeContextOf('/search', stock.right.facets);
  const hints = carSlugHints(slug, routes.makes, routes.models);

  // Each narrower search as the search page writes it (its link), and with the stock filter and page size (the cars).
  const narrower: { shown: SearchState; label: string }[] = [];
  if (hints.make !== null) {
    const make = setRefinement(emptySearchState, 'make', [hints.make]);
    if (hints.model !== null)
      narrower.push({ shown: setRefinement(make, 'model', [hints.model]), label: `${normaliseMake(hints.make)} ${modelDisplayName(hints.make, hints.model)}` });
    narrower.push({ shown: make, label: normaliseMake(hints.make) });
  }
  const cars: SearchHit[] = [];
  const seen = new Set<number>();
  const add = (hits: readonly SearchHit[]) => {
    for (const hit of hits) {
      if (cars.length >= MISSING_CAR_SUGGESTIONS || seen.has(hit.id)) continue;
      seen.add(hit.id);
      cars.push(hit);
    }
  };
  let search: MissingCarSuggestions['search'] | null = null;
  for (const { shown, label } of narrower) {
    if (cars.length >= MISSING_CAR_SUGGESTIONS) break;
    const answer = await client.search(
      { state: { ...shown, hitsPerPage: inStock.hitsPerPage, refinementList: { ...shown.refinementList, ...inStock.refinementList } } },
      { signal },
    );
    if (E.isLeft(answer) || answer.right.count === 0) continue;
    add(answer.right.hits);
    search ??= { href: searchHref(shown, routes), label: `Search all ${label} stock` };
  }
  add(stock.right.hits);
  return { cars, search: search ?? { href: '/search', label: 'Search all our stock' }, now };
}
