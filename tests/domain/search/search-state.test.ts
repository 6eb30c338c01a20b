import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyFilterChange,
  canonicalSearchState,
  clearFilter,
  clearFilters,
  emptySearchState,
  hasFilters,
  setHitsPerPage,
  setPage,
  setQuery,
  setRange,
  setRefinement,
  setSortBy,
  toggleRefinement,
  type FilterChange,
  type SearchState,
} from '../../../domain/search';
import { canonicalState, rangeBound, refinementValue } from './arbitraries';

const onPage3: SearchState = { ...emptySearchState, page: 3, query: 'ranger', sortBy: 'latest' };

describe('search state reducers (spec 1 §4)', () => {
  it('starts empty', () => {
    expect(emptySearchState).toEqual({ query: '', page: 1, sortBy: 'relevance', refinementList: {}, range: {} });
  });

  it('a filter change removes the page', () => {
    expect(setRefinement(onPage3, 'make', ['Ford']).page).toBe(1);
    expect(toggleRefinement(onPage3, 'car_type', 'used').page).toBe(1);
    expect(setRange(onPage3, 'price', { min: 10000 }).page).toBe(1);
    expect(clearFilter(onPage3, 'make').page).toBe(1);
    expect(clearFilters(onPage3).page).toBe(1);
  });

  it('toggling adds a value, toggling again removes it and the attribute with it', () => {
    const once = toggleRefinement(emptySearchState, 'make', 'Mazda');
    expect(once.refinementList).toEqual({ make: ['Mazda'] });
    expect(toggleRefinement(once, 'make', 'Mazda').refinementList).toEqual({});
  });

  it('clearing filters keeps the text query and the sort', () => {
    const state = setRange(setRefinement(onPage3, 'make', ['Ford']), 'km', { max: 80000 });
    expect(hasFilters(state)).toBe(true);
    const cleared = clearFilters(state);
    expect(cleared).toEqual({ ...emptySearchState, query: 'ranger', sortBy: 'latest' });
    expect(hasFilters(cleared)).toBe(false);
  });

  it('choice: a new query drops the page, a sort change keeps it, a page-size change drops it', () => {
    expect(setQuery(onPage3, 'hilux').page).toBe(1);
    expect(setSortBy(onPage3, 'price_asc')).toMatchObject({ page: 3, sortBy: 'price_asc' });
    expect(setHitsPerPage(onPage3, 42)).toMatchObject({ page: 1, hitsPerPage: 42 });
    expect(setHitsPerPage({ ...onPage3, hitsPerPage: 42 }, undefined)).not.toHaveProperty('hitsPerPage');
  });

  it('setPage keeps the filters and refuses pages below 1', () => {
    const filtered = setRefinement(emptySearchState, 'make', ['Kia']);
    expect(setPage(filtered, 4)).toEqual({ ...filtered, page: 4 });
    expect(setPage(filtered, 0).page).toBe(1);
    expect(setPage(filtered, 2.5).page).toBe(1);
  });

  it('a crossed range is stored with its sides swapped; an empty range removes the filter', () => {
    expect(setRange(emptySearchState, 'price', { min: 20000, max: 5000 }).range).toEqual({ price: { min: 5000, max: 20000 } });
    expect(setRange(emptySearchState, 'price', {}).range).toEqual({});
    expect(setRange(setRange(emptySearchState, 'km', { max: 1 }), 'km', null).range).toEqual({});
  });

  const filterChange: fc.Arbitrary<FilterChange> = fc.oneof(
    fc.record({
      kind: fc.constant('refine' as const),
      attribute: fc.constantFrom('make' as const, 'body' as const),
      values: fc.array(refinementValue, { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('toggle' as const), attribute: fc.constantFrom('make' as const, 'car_type' as const), value: refinementValue }),
    fc.record({
      kind: fc.constant('range' as const),
      attribute: fc.constantFrom('price' as const, 'km' as const),
      bound: fc.option(rangeBound, { nil: null }),
    }),
    fc.record({ kind: fc.constant('clear-attribute' as const), attribute: fc.constantFrom('make' as const, 'price' as const) }),
    fc.constant({ kind: 'clear-all' as const }),
  );

  it('every filter change yields a canonical state on page 1 with query and sort untouched', () => {
    fc.assert(
      fc.property(canonicalState, filterChange, (state, change) => {
        const next = applyFilterChange(state, change);
        expect(next.page).toBe(1);
        expect(next.query).toBe(state.query);
        expect(next.sortBy).toBe(state.sortBy);
        expect(canonicalSearchState(next)).toEqual(next);
      }),
    );
  });

  it('canonicalisation is idempotent', () => {
    fc.assert(
      fc.property(canonicalState, (s) => {
        expect(canonicalSearchState(s)).toEqual(s);
      }),
    );
  });
});
