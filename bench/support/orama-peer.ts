/**
 * The peer engine of the benchmark: Orama (@orama/orama) in the same process, on the same
 * cars and the same searches, with its facets. Not a SearchEngine adapter: Orama has no
 * disjunctive facets and no per-request sold window, so the cars a site lists are inserted
 * (at the benchmark's instant) and facets are counted on the result set (conjunctive) —
 * less work than our engines do.
 */
import { create, insertMultiple, search, type AnyOrama } from '@orama/orama';
import { FACET_ATTRIBUTES, PRICE_RANGE_BOUNDS, sortPlan, type SearchDocument, type SearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';

const TEXT_FIELDS = ['make', 'model', 'badge', 'series', 'colour', 'stocknum', 'regplate'] as const;
const MULTI = new Set(['categories', 'filtered_features']);
/** Orama property names cannot be our facet names where they clash with text fields. */
const facetProperty = (attribute: string): string => `f_${attribute}`;

export function oramaSchema(): Record<string, string> {
  const schema: Record<string, string> = {
    car_id: 'number',
    rank: 'number',
    created: 'number',
    price: 'number',
    km: 'number',
    year: 'number',
    weekly: 'number',
  };
  for (const field of TEXT_FIELDS) schema[field] = 'string';
  for (const attribute of FACET_ATTRIBUTES) schema[facetProperty(attribute)] = MULTI.has(attribute) ? 'enum[]' : 'enum';
  return schema;
}

export function oramaDocument(car: Car, doc: SearchDocument): Record<string, unknown> {
  const out: Record<string, unknown> = {
    car_id: car.id,
    rank: doc.customRank,
    created: doc.createdMs ?? 0,
    price: doc.numbers.price ?? 0,
    km: doc.numbers.km ?? 0,
    year: doc.numbers.year ?? 0,
    weekly: doc.numbers.weekly_price ?? 1e9,
  };
  for (const field of TEXT_FIELDS) out[field] = car[field] ?? '';
  for (const attribute of FACET_ATTRIBUTES) {
    const values = doc.facets[attribute] ?? [];
    if (MULTI.has(attribute)) out[facetProperty(attribute)] = [...values];
    else if (values.length > 0) out[facetProperty(attribute)] = values[0];
  }
  return out;
}

export async function oramaIndex(documents: readonly Record<string, unknown>[]): Promise<AnyOrama> {
  const db = create({ schema: oramaSchema() as never });
  await insertMultiple(db, documents as never[], 1000);
  return db;
}

const PRICE_FACET_RANGES = PRICE_RANGE_BOUNDS.map((from, i) => ({ from, to: (PRICE_RANGE_BOUNDS[i + 1] ?? 10_000_000) - 1 }));

/** One search: text, refinements (OR within, AND across), price range, sort, page, every facet. */
export async function oramaSearch(db: AnyOrama, state: SearchState, hitsPerPage: number): Promise<{ count: number; ids: number[] }> {
  const where: Record<string, unknown> = {};
  for (const [attribute, values] of Object.entries(state.refinementList)) {
    if (!values?.length) continue;
    where[facetProperty(attribute)] = MULTI.has(attribute) ? { containsAny: values } : { in: values };
  }
  for (const [attribute, bound] of Object.entries(state.range)) {
    if (!bound) continue;
    const property = attribute === 'weekly_price' ? 'weekly' : attribute;
    where[property] = { between: [bound.min ?? -1e12, bound.max ?? 1e12] };
  }
  const facets: Record<string, unknown> = {};
  for (const attribute of FACET_ATTRIBUTES) facets[facetProperty(attribute)] = {};
  facets.price = { ranges: PRICE_FACET_RANGES };
  const first = sortPlan(state.sortBy).keys[0]!;
  const sortProperty = { custom_rank: 'rank', created_at: 'created', price: 'price', weekly_payment: 'weekly', id: 'car_id' }[first.field];
  // With a query, relevance is Orama's own text score (BM25); otherwise the custom rank.
  const sortBy =
    state.query.trim() !== '' && first.field === 'custom_rank' ? undefined : { property: sortProperty, order: first.direction === 'asc' ? 'ASC' : 'DESC' };
  const result = await search(db, {
    term: state.query,
    properties: [...TEXT_FIELDS],
    tolerance: 1,
    where,
    facets,
    ...(sortBy ? { sortBy } : {}),
    limit: hitsPerPage,
    offset: (state.page - 1) * hitsPerPage,
  } as never);
  return { count: result.count, ids: result.hits.map((hit) => (hit.document as unknown as { car_id: number }).car_id) };
}
