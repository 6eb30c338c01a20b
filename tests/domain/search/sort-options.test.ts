import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_BY, SORT_BY_VALUES, sortOptions, sortPlan } from '../../../domain/search';

describe('sort options (spec 2 §9, spec 1 §5, docs/http-api.md)', () => {
  it('offers most relevant, latest, highest price, lowest price (others off)', () => {
    expect(sortOptions().map((o) => [o.value, o.label])).toEqual([
      ['relevance', 'Most Relevant'],
      ['latest', 'Latest'],
      ['price_desc', 'Highest Price'],
      ['price_asc', 'Lowest Price'],
    ]);
    expect(sortOptions({ weeklySort: true }).map((o) => o.value)).toContain('weekly_asc');
  });

  it('accepts the API sort values with relevance as the default', () => {
    expect(SORT_BY_VALUES).toEqual(['relevance', 'latest', 'price_desc', 'price_asc', 'weekly_asc']);
    expect(DEFAULT_SORT_BY).toBe('relevance');
  });

  it('relevance is custom rank descending (spec 1 §7)', () => {
    expect(sortPlan('relevance').keys[0]).toEqual({ field: 'custom_rank', direction: 'desc' });
  });

  it('on some sites price ascending adds price > 0 (spec 1 §5)', () => {
    expect(sortPlan('price_asc', { priceAscExcludesZero: true })).toEqual({
      keys: [
        { field: 'price', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      priceAboveZero: true,
    });
    expect(sortPlan('price_asc').priceAboveZero).toBe(false);
    expect(sortPlan('price_desc', { priceAscExcludesZero: true }).priceAboveZero).toBe(false);
  });

  it('every plan ends with id so pages are stable', () => {
    for (const sortBy of SORT_BY_VALUES) expect(sortPlan(sortBy).keys.at(-1)).toEqual({ field: 'id', direction: 'asc' });
  });
});
