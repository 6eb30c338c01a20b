/**
 * Sort options (spec 2 §9: most relevant, latest, highest price, lowest price; others
 * off) and what each sort asks of the engine (spec 1 §5: on some sites price ascending
 * adds price > 0; spec 1 §7: initial results ordered by custom rank descending).
 */
import type { SortBy } from './search-state';

export interface SortOption {
  readonly value: SortBy;
  readonly label: string;
}

/** spec 2 §9: the four sorts shown by default. */
export const DEFAULT_SORT_OPTIONS: readonly SortOption[] = [
  { value: 'relevance', label: 'Most Relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price_desc', label: 'Highest Price' },
  { value: 'price_asc', label: 'Lowest Price' },
];

/** The API also accepts weekly_asc (docs/http-api.md,); spec 2 §9 has it off unless a site turns it on. */
export const WEEKLY_SORT_OPTION: SortOption = { value: 'weekly_asc', label: 'Lowest Weekly Repayment' };

export function sortOptions(options: { readonly weeklySort?: boolean } = {}): readonly SortOption[] {
  return options.weeklySort ? [...DEFAULT_SORT_OPTIONS, WEEKLY_SORT_OPTION] : DEFAULT_SORT_OPTIONS;
}

export type SortField = 'custom_rank' | 'created_at' | 'price' | 'weekly_payment' | 'id';

export interface SortKey {
  readonly field: SortField;
  readonly direction: 'asc' | 'desc';
}

export interface SortPlan {
  readonly keys: readonly SortKey[];
  /** spec 1 §5: only cars priced above 0. */
  readonly priceAboveZero: boolean;
}

/**
 * The engine's plan for a sort. Choice: every plan ends with id ascending so pages are
 * stable when the leading keys tie; 'latest' is newest created_at first; weekly_asc
 * orders by the weekly finance payment.
 */
export function sortPlan(sortBy: SortBy, options: { readonly priceAscExcludesZero?: boolean } = {}): SortPlan {
  const id: SortKey = { field: 'id', direction: 'asc' };
  switch (sortBy) {
    case 'relevance':
      return { keys: [{ field: 'custom_rank', direction: 'desc' }, id], priceAboveZero: false };
    case 'latest':
      return { keys: [{ field: 'created_at', direction: 'desc' }, id], priceAboveZero: false };
    case 'price_desc':
      return { keys: [{ field: 'price', direction: 'desc' }, id], priceAboveZero: false };
    case 'price_asc':
      return { keys: [{ field: 'price', direction: 'asc' }, id], priceAboveZero: options.priceAscExcludesZero ?? false };
    case 'weekly_asc':
      return { keys: [{ field: 'weekly_payment', direction: 'asc' }, id], priceAboveZero: false };
  }
}
