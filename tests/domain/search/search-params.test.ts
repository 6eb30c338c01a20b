import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalSearchState, emptySearchState, parseSearchParams, searchStateKey, writeSearchParams, type SearchState } from '../../../domain/search';
import { anySearchState, anyText, canonicalState } from './arbitraries';

describe('search URL codec (spec 1 §2, docs/http-api.md GET /api/search)', () => {
  it('reads the spec example refinementList[dealership_slug][0]={slug}', () => {
    const state = parseSearchParams('refinementList[dealership_slug][0]=acme-motors');
    expect(state.refinementList).toEqual({ dealership_slug: ['acme-motors'] });
  });

  it('reads query, page, sortBy, hitsPerPage, refinements and ranges', () => {
    const state = parseSearchParams(
      '?query=hilux&page=3&sortBy=price_desc&hitsPerPage=21' +
        '&refinementList%5Bmake%5D%5B0%5D=Toyota&refinementList[make][1]=Mazda&range[price]=5000:20000&range[km]=:100000',
    );
    expect(state).toEqual({
      query: 'hilux',
      page: 3,
      sortBy: 'price_desc',
      hitsPerPage: 21,
      refinementList: { make: ['Mazda', 'Toyota'] },
      range: { price: { min: 5000, max: 20000 }, km: { max: 100000 } },
    });
  });

  it('accepts either side of a range alone: range[price]=5000: and :20000', () => {
    expect(parseSearchParams('range[price]=5000:').range).toEqual({ price: { min: 5000 } });
    expect(parseSearchParams('range[price]=:20000').range).toEqual({ price: { max: 20000 } });
    expect(parseSearchParams('range[price]=:').range).toEqual({});
  });

  it('ignores unknown attributes (not in the spec 1 §2 filter list) and junk', () => {
    const state = parseSearchParams('refinementList[password][0]=x&range[colour]=1:2&page=abc&sortBy=cheapest&hitsPerPage=-4&range[price]=cheap:dear&foo=bar');
    expect(state).toEqual(emptySearchState);
  });

  it('writes the page only when it is not 1, and sortBy only when not relevance', () => {
    expect(writeSearchParams({ ...emptySearchState, page: 1 })).toBe('');
    expect(writeSearchParams({ ...emptySearchState, page: 2 })).toBe('page=2');
    expect(writeSearchParams({ ...emptySearchState, sortBy: 'relevance' })).toBe('');
    expect(writeSearchParams({ ...emptySearchState, sortBy: 'latest' })).toBe('sortBy=latest');
  });

  it('writes keys in a stable canonical order whatever the order of the state', () => {
    const a: SearchState = {
      query: 'ute 4x4',
      page: 2,
      sortBy: 'price_asc',
      hitsPerPage: 42,
      refinementList: { model: ['Ranger'], make: ['Toyota', 'Ford', 'Toyota'] },
      range: { km: { max: 50000 }, price: { min: 20000, max: 10000 } },
    };
    const b: SearchState = {
      ...a,
      refinementList: { make: ['Ford', 'Toyota'], model: ['Ranger'] },
      range: { price: { min: 10000, max: 20000 }, km: { max: 50000 } },
    };
    const written = writeSearchParams(a);
    expect(written).toBe(
      'query=ute%204x4&page=2&sortBy=price_asc&hitsPerPage=42' +
        '&refinementList[make][0]=Ford&refinementList[make][1]=Toyota&refinementList[model][0]=Ranger' +
        '&range[km]=:50000&range[price]=10000:20000',
    );
    expect(writeSearchParams(b)).toBe(written);
    expect(searchStateKey(a)).toBe(written);
  });

  it('reads a parsed query object (Fastify request.query) and URLSearchParams alike', () => {
    const text = 'query=a&refinementList[make][0]=Kia';
    const expected = parseSearchParams(text);
    expect(parseSearchParams(new URLSearchParams(text))).toEqual(expected);
    expect(parseSearchParams({ query: 'a', 'refinementList[make][0]': ['Kia'], other: 3 })).toEqual(expected);
  });

  it('orders refinement values by their index, not by their place in the URL, before canonical sorting', () => {
    expect(parseSearchParams('refinementList[make][1]=b&refinementList[make][0]=a&refinementList[make][]=c').refinementList).toEqual({
      make: ['a', 'b', 'c'],
    });
  });

  it('round trip: parse(write(s)) equals s for any valid canonical state', () => {
    fc.assert(
      fc.property(canonicalState, (s) => {
        expect(parseSearchParams(writeSearchParams(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('round trip: parse(write(s)) is the canonical form of any state', () => {
    fc.assert(
      fc.property(anySearchState, (s) => {
        expect(parseSearchParams(writeSearchParams(s))).toEqual(canonicalSearchState(s));
      }),
    );
  });

  it('parse is total and canonical over arbitrary query strings', () => {
    const junkKey = fc.oneof(
      fc.constantFrom('query', 'page', 'sortBy', 'hitsPerPage', 'refinementList[make][0]', 'refinementList[make]', 'range[price]', 'range[km'),
      fc.string(),
    );
    const junk = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.tuple(junkKey, fc.string({ unit: 'binary' })), { maxLength: 8 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(junk, (text) => {
        const state = parseSearchParams(text);
        expect(canonicalSearchState(state)).toEqual(state);
        expect(parseSearchParams(writeSearchParams(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('a query text survives the trip through the URL unchanged', () => {
    fc.assert(
      fc.property(anyText, (query) => {
        expect(parseSearchParams(writeSearchParams({ ...emptySearchState, query })).query).toBe(query);
      }),
    );
  });
});
