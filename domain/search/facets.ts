/**
 * Facet lists of the search page (spec 1 §5, §9; spec 2 §9 search limits).
 * Label rewrites ('used' → 'Pre-Owned', make normalisation) belong to the vehicle area
 * and come in as the `label` option; this module only orders, merges and trims.
 */
import { compareCodeUnits } from './search-state';

/** One entry of a facet list. `values` holds every raw value merged into it, the representative first. */
export interface FacetItem {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly values: readonly string[];
}

/** Raw facets as the search answer carries them: `{attr: {value: count}}`, maybe with `facetStats`. */
export type RawFacets = Readonly<Record<string, unknown>>;

/** spec 1 §9: show-all threshold 7 makes (or the popular-makes count). */
export const FACET_SHOW_ALL_THRESHOLD = 7;
/** spec 1 §9: make-model list limit 30. */
export const MAKE_MODEL_LIST_LIMIT = 30;
/** spec 2 §9: search limits per facet. */
export const FACET_LIMITS = {
  make: 100,
  model: 250,
  body: 30,
  colour: 30,
  car_type: 6,
  price_range: 30,
  make_model: MAKE_MODEL_LIST_LIMIT,
} as const;

/** spec 1 §9: a count above 1999 is treated as approximate. */
export const APPROXIMATE_COUNT_ABOVE = 1999;

/**
 * spec 1 §9 facet sort: price by numeric label. Choice: the other price-like facets
 * (price buckets, weekly price buckets, subscription price) are ordered the same way.
 */
const NUMERIC_LABEL_FACETS: ReadonlySet<string> = new Set(['price', 'price_range', 'weekly_price_range', 'subscription_price']);

/** spec 1 §9: car type order new, demo, used. */
export const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;

const FACET_STATS = 'facetStats';

/** spec 1 §5: facet lists drop facetStats. Works on the attribute map and on one attribute's value map. */
export function dropFacetStats<T>(facets: Readonly<Record<string, T>>): Record<string, T> {
  const { [FACET_STATS]: _stats, ...rest } = facets;
  return rest;
}

// One collator for every comparison: localeCompare with options builds a new one per call,
// which made sorting a search page's facets its longest piece of script while hydrating.
const LABEL_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byLabel = (a: FacetItem, b: FacetItem): number => LABEL_ORDER.compare(a.label, b.label) || compareCodeUnits(a.value, b.value);

const byCountThenLabel = (a: FacetItem, b: FacetItem): number => b.count - a.count || byLabel(a, b);

/** First number in a label, thousands separators ignored: '$10,000 - $20,000' → 10000. */
export function numericLabel(label: string): number | undefined {
  const match = /-?\d+(?:\.\d+)?/.exec(label.replace(/(\d),(?=\d{3}\b)/g, '$1'));
  if (!match) return undefined;
  const n = Number(match[0]);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * spec 1 §9 facet sort: price by numeric label; makes by count then label; car type
 * new, demo, used. Choice: every other facet is ordered like makes (count, then label),
 * labels without a number sort after numeric ones, unknown car types after the three.
 */
export function sortFacetItems(attribute: string, items: readonly FacetItem[]): FacetItem[] {
  const sorted = [...items];
  if (NUMERIC_LABEL_FACETS.has(attribute)) {
    return sorted.sort((a, b) => {
      const x = numericLabel(a.label) ?? numericLabel(a.value);
      const y = numericLabel(b.label) ?? numericLabel(b.value);
      if (x !== undefined && y !== undefined && x !== y) return x - y;
      if (x === undefined && y !== undefined) return 1;
      if (y === undefined && x !== undefined) return -1;
      return byLabel(a, b);
    });
  }
  if (attribute === 'car_type') {
    const rank = (item: FacetItem): number => {
      const i = (CAR_TYPE_ORDER as readonly string[]).indexOf(item.value.toLowerCase());
      return i < 0 ? CAR_TYPE_ORDER.length : i;
    };
    return sorted.sort((a, b) => rank(a) - rank(b) || byCountThenLabel(a, b));
  }
  return sorted.sort(byCountThenLabel);
}

/**
 * spec 1 §5: unique labels are compared case-insensitively. Choice: entries whose labels
 * match are merged into one; its count is the sum, its value and label those of the
 * entry with the highest count (the first one on a tie), and `values` keeps them all so
 * a refinement can select every spelling.
 */
export function uniqueByLabel(items: readonly FacetItem[]): FacetItem[] {
  const groups = new Map<string, FacetItem[]>();
  for (const item of items) {
    const key = item.label.trim().toLocaleLowerCase('en');
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => {
    const representative = group.reduce((best, item) => (item.count > best.count ? item : best));
    const values = [representative, ...group.filter((item) => item !== representative)].flatMap((item) => item.values);
    return {
      value: representative.value,
      label: representative.label,
      count: group.reduce((sum, item) => sum + item.count, 0),
      values: [...new Set(values)],
    };
  });
}

/**
 * One attribute's raw `{value: count}` map → its ordered facet list: facetStats and
 * entries without a finite count dropped, labels rewritten by `label`, duplicates
 * (case-insensitive labels) merged, sorted by the attribute's rule.
 */
export function facetItems(
  attribute: string,
  raw: Readonly<Record<string, unknown>> | null | undefined,
  options: { readonly label?: (value: string, attribute: string) => string } = {},
): FacetItem[] {
  const items: FacetItem[] = [];
  for (const [value, count] of Object.entries(dropFacetStats(raw ?? {}))) {
    if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) continue;
    const label = options.label ? options.label(value, attribute) : value;
    items.push({ value, label, count, values: [value] });
  }
  return sortFacetItems(attribute, uniqueByLabel(items));
}

/** Every attribute's facet list, with a top-level facetStats entry dropped. */
export function facetLists(
  facets: RawFacets | null | undefined,
  options: { readonly label?: (value: string, attribute: string) => string } = {},
): Record<string, FacetItem[]> {
  const out: Record<string, FacetItem[]> = {};
  for (const [attribute, raw] of Object.entries(dropFacetStats(facets ?? {}))) {
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      out[attribute] = facetItems(attribute, raw as Record<string, unknown>, options);
    }
  }
  return out;
}

/**
 * spec 1 §9: show-all threshold 7 (or the popular-makes count). Collapsed, the first
 * `threshold` items show; the toggle appears only when there are more.
 */
export function facetVisibleItems<T>(
  items: readonly T[],
  options: { readonly expanded: boolean; readonly threshold?: number },
): { readonly visible: readonly T[]; readonly hiddenCount: number; readonly showToggle: boolean } {
  const threshold = Math.max(0, Math.floor(options.threshold ?? FACET_SHOW_ALL_THRESHOLD));
  const showToggle = items.length > threshold;
  const visible = options.expanded || !showToggle ? items : items.slice(0, threshold);
  return { visible, hiddenCount: items.length - visible.length, showToggle };
}

/**
 * spec 1 §9: a count above 1999 is approximate and replaced by the in-stock facet count
 * (`facets.status.in_stock`) or a summed facet count. Choice: the summed facet is
 * `car_type` (every car has exactly one car type); when neither exists the count stays.
 */
export function displayResultCount(options: { readonly count: number; readonly facets?: RawFacets | null }): {
  readonly count: number;
  readonly approximate: boolean;
} {
  const { count } = options;
  if (!(count > APPROXIMATE_COUNT_ABOVE)) return { count, approximate: false };
  const facet = (attribute: string): Record<string, unknown> | undefined => {
    const raw = options.facets?.[attribute];
    return raw && typeof raw === 'object' ? dropFacetStats(raw as Record<string, unknown>) : undefined;
  };
  const inStock = facet('status')?.['in_stock'];
  if (typeof inStock === 'number' && Number.isFinite(inStock)) return { count: inStock, approximate: true };
  const carTypes = facet('car_type');
  if (carTypes) {
    const counts = Object.values(carTypes).filter((n): n is number => typeof n === 'number' && Number.isFinite(n));
    if (counts.length > 0) return { count: counts.reduce((a, b) => a + b, 0), approximate: true };
  }
  return { count, approximate: true };
}
