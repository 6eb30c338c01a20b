/** fast-check generators for search states. */
import fc from 'fast-check';
import { RANGE_ATTRIBUTES, REFINEMENT_ATTRIBUTES, SORT_BY_VALUES, canonicalSearchState, type RangeBound, type SearchState } from '../../../domain/search';

/** Any text a URL may carry (whole graphemes, so no lone surrogates). */
export const anyText = fc.string({ unit: 'grapheme', maxLength: 16 });

/** A refinement value as the canonical state holds it: trimmed and non-empty. */
export const refinementValue = anyText.map((s) => s.trim()).filter((s) => s !== '');

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

export const rangeBound: fc.Arbitrary<RangeBound> = fc
  .record({ min: finite, max: finite }, { requiredKeys: [] })
  .filter((b) => b.min !== undefined || b.max !== undefined);

/** Any state, canonical or not (unknown attributes included, page and sort possibly junk). */
export const anySearchState: fc.Arbitrary<SearchState> = fc
  .record({
    query: anyText,
    page: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer(), fc.double()),
    sortBy: fc.oneof(fc.constantFrom(...SORT_BY_VALUES), fc.string()) as fc.Arbitrary<SearchState['sortBy']>,
    hitsPerPage: fc.option(fc.integer({ min: -5, max: 150 }), { nil: undefined }),
    refinementList: fc.dictionary(fc.oneof(fc.constantFrom(...REFINEMENT_ATTRIBUTES), fc.string({ maxLength: 8 })), fc.array(anyText, { maxLength: 4 }), {
      maxKeys: 5,
    }),
    range: fc.dictionary(fc.oneof(fc.constantFrom(...RANGE_ATTRIBUTES), fc.string({ maxLength: 8 })), rangeBound, { maxKeys: 3 }),
  })
  .map((s) => (s.hitsPerPage === undefined ? { ...s, hitsPerPage: undefined } : s));

/** A valid canonical state. */
export const canonicalState: fc.Arbitrary<SearchState> = anySearchState.map(canonicalSearchState);
