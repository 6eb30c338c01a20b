/**
 * The search semantics written the slow, obvious way, straight from the domain rules: the
 * oracle the engines' property tests compare against. One pass over every car per search.
 */
import type { FacetCounts, FacetStat, SearchRequest, SearchResult } from '../../../application/search/search-engine.port';
import { toSearchHit } from '../../../application/search/search-hit';
import { effectiveHitsPerPage, searchProfile } from '../../../application/search/search-site-context';
import {
  FACET_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  canonicalSearchState,
  exactTermScore,
  inRange,
  isFacetAttribute,
  isRangeAttribute,
  matchesQuery,
  numericRefinementValues,
  queryTerms,
  searchDocuments,
  siteStockPredicate,
  sortPlan,
  type FacetAttribute,
  type RangeAttribute,
  type SearchDocument,
  type SearchState,
} from '../../../domain/search';
import type { Car } from '../../../domain/vehicle/car';

interface Row {
  readonly car: Car;
  readonly doc: SearchDocument;
}

/** Does the car pass the filters of one attribute (its refinements and its range)? */
function passesAttribute(doc: SearchDocument, state: SearchState, attribute: string): boolean {
  const values = (state.refinementList as Record<string, readonly string[] | undefined>)[attribute];
  if (values && values.length > 0) {
    if (isFacetAttribute(attribute)) {
      const own = doc.facets[attribute] ?? [];
      if (!values.some((v) => own.includes(v))) return false;
    } else if (isRangeAttribute(attribute)) {
      const value = doc.numbers[attribute];
      if (value === null || !numericRefinementValues(values).includes(value)) return false;
    }
  }
  const bound = isRangeAttribute(attribute) ? state.range[attribute] : undefined;
  return !bound || inRange(doc.numbers[attribute as RangeAttribute], bound);
}

function filteredAttributes(state: SearchState): string[] {
  return [...new Set([...Object.keys(state.refinementList), ...Object.keys(state.range)])];
}

export function referenceSearch(cars: readonly Car[], request: SearchRequest): Omit<SearchResult, 'ms'> {
  const { site, now } = request;
  const state = canonicalSearchState(request.state);
  const documents = searchDocuments(searchProfile(site, now));
  const visible = siteStockPredicate({ stockFilter: site.stockFilter, includeSoldCarsDays: site.includeSoldCarsDays, now });
  const plan = sortPlan(state.sortBy, { priceAscExcludesZero: site.priceAscExcludesZero ?? false });
  const terms = queryTerms(state.query);
  const base: Row[] = cars
    .filter((car) => car.site_slug === site.slug && visible(car))
    .map((car) => ({ car, doc: documents(car) }))
    .filter(({ doc }) => (!plan.priceAboveZero || (doc.numbers.price ?? 0) > 0) && matchesQuery(terms, doc.terms));
  const attributes = filteredAttributes(state);
  const passingAllBut = (except: string | null): Row[] => base.filter(({ doc }) => attributes.every((a) => a === except || passesAttribute(doc, state, a)));
  const matching = passingAllBut(null);

  const keys = plan.keys;
  const score = (row: Row): number => exactTermScore(terms, new Set(row.doc.terms));
  const keyOf = (row: Row, field: string): number | null =>
    field === 'custom_rank'
      ? row.doc.customRank
      : field === 'created_at'
        ? row.doc.createdMs
        : field === 'price'
          ? row.doc.numbers.price
          : field === 'weekly_payment'
            ? row.doc.numbers.weekly_price
            : row.car.id;
  const sorted = [...matching].sort((a, b) => {
    if (terms.length > 0 && keys[0]?.field === 'custom_rank') {
      const s = score(b) - score(a);
      if (s !== 0) return s;
    }
    for (const key of keys) {
      const x = keyOf(a, key.field);
      const y = keyOf(b, key.field);
      if (x === y) continue;
      if (x === null) return 1; // missing last
      if (y === null) return -1;
      return key.direction === 'asc' ? x - y : y - x;
    }
    return 0;
  });

  const hitsPerPage = effectiveHitsPerPage(site, state.hitsPerPage);
  const offset = (state.page - 1) * hitsPerPage;
  const facets: Partial<Record<FacetAttribute, FacetCounts>> = {};
  for (const attribute of request.facets ?? FACET_ATTRIBUTES) {
    const counts = new Map<string, number>();
    for (const { doc } of passingAllBut(attribute)) for (const v of doc.facets[attribute] ?? []) counts.set(v, (counts.get(v) ?? 0) + 1);
    facets[attribute] = Object.fromEntries(counts);
  }
  const facetStats: Partial<Record<RangeAttribute, FacetStat>> = {};
  for (const attribute of RANGE_ATTRIBUTES) {
    const values = passingAllBut(attribute)
      .map(({ doc }) => doc.numbers[attribute])
      .filter((v): v is number => v !== null);
    if (values.length > 0) facetStats[attribute] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return {
    hits: sorted.slice(offset, offset + hitsPerPage).map(({ car, doc }) => toSearchHit(car, doc.numbers.weekly_price)),
    count: matching.length,
    page: state.page,
    pages: Math.ceil(matching.length / hitsPerPage),
    hitsPerPage,
    facets,
    facetStats,
  };
}
