import * as E from 'fp-ts/lib/Either.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { DEFAULT_HITS_PER_PAGE, emptySearchState, type SearchState } from '../../domain/search';
import { searchSiteContext } from '../search/search-site-context';
import { systemClock } from '../shared/clock.port';
import type { UseCase } from '../shared/use-case';
import type { SearchDeps } from './search-listing.use-case';
import { searchCars, type SearchUnavailable } from '../search/search-cars';

/** spec 1 §2: the manufacturer model listing's filters. */
// One collator each, built once (localeCompare with options builds one per call).
const MAKE_ORDER = new Intl.Collator('en', { sensitivity: 'base' });
const MODEL_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export interface ModelSearch {
  /** Manufacturer name (the make), exact. */
  readonly manufacturer?: string;
  /** Model name: matches models whose name contains it, ignoring case. */
  readonly model?: string;
  /** Model body (simple_body value), exact. */
  readonly body?: string;
  /** Free text, as the car search reads it. */
  readonly query?: string;
  /** 1-based. */
  readonly page?: number;
}

/** One model of the range, as the site's stock shows it (spec 1 §3 "Model": manufacturer_name, name). */
export interface ModelHit {
  readonly manufacturer_name: string;
  readonly name: string;
  /** Cars of this model matching the search. */
  readonly count: number;
}

export interface ModelSearchResult {
  readonly hits: readonly ModelHit[];
  readonly count: number;
  readonly page: number;
  readonly pages: number;
  readonly hitsPerPage: number;
}

/** spec 1 §2, §9: model and dealership listings show 21 a page. */
export const MODELS_PER_PAGE = DEFAULT_HITS_PER_PAGE;

/**
 * Manufacturer model search (spec 1 §2, §7). Choice: the site has no model catalogue of
 * its own yet, so its models are those of its stock, read from the search engine's
 * make and make_model facets (one search, no hits), ordered by manufacturer then model,
 * 21 a page. A page beyond the last is an empty page here (pages says how many exist).
 */
export class SearchModels implements UseCase<{ readonly site: DealerSite; readonly search: ModelSearch }, SearchUnavailable, ModelSearchResult> {
  constructor(private readonly deps: SearchDeps) {}

  execute(request: { readonly site: DealerSite; readonly search: ModelSearch }): TaskEither<SearchUnavailable, ModelSearchResult> {
    return () => this.#models(request.site, request.search);
  }

  async #models(site: DealerSite, search: ModelSearch): Promise<E.Either<SearchUnavailable, ModelSearchResult>> {
    const state: SearchState = {
      ...emptySearchState,
      query: search.query ?? '',
      hitsPerPage: 1,
      refinementList: {
        ...(search.manufacturer ? { make: [search.manufacturer] } : {}),
        ...(search.body ? { body: [search.body] } : {}),
      },
    };
    const answer = await searchCars(this.deps.engine, {
      site: searchSiteContext(site),
      state,
      now: (this.deps.clock ?? systemClock).now(),
      facets: ['make', 'make_model'],
    });
    if (E.isLeft(answer)) return answer;
    const makes = Object.keys(answer.right.facets.make ?? {}).sort((a, b) => b.length - a.length);
    const wanted = search.model?.trim().toLowerCase() ?? '';
    const models: ModelHit[] = [];
    for (const [makeModel, count] of Object.entries(answer.right.facets.make_model ?? {})) {
      // make_model is 'Make Model'; the longest make that prefixes it is its make.
      const make = makes.find((m) => makeModel.startsWith(`${m} `));
      if (make === undefined) continue;
      const name = makeModel.slice(make.length + 1);
      if (wanted !== '' && !name.toLowerCase().includes(wanted)) continue;
      models.push({ manufacturer_name: make, name, count });
    }
    models.sort((a, b) => MAKE_ORDER.compare(a.manufacturer_name, b.manufacturer_name) || MODEL_ORDER.compare(a.name, b.name));
    const page = Math.max(1, Math.floor(search.page ?? 1));
    const start = (page - 1) * MODELS_PER_PAGE;
    return E.right({
      hits: models.slice(start, start + MODELS_PER_PAGE),
      count: models.length,
      page,
      pages: Math.ceil(models.length / MODELS_PER_PAGE),
      hitsPerPage: MODELS_PER_PAGE,
    });
  }
}
