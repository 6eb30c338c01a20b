/**
 * The URL codec of the search state (spec 1 §2: state lives in the address query
 * string; docs/http-api.md, `GET /api/search` keys `query`, `page`, `sortBy`,
 * `hitsPerPage`, `refinementList[attr][i]`, `range[attr]=min:max`).
 *
 * parseSearchParams is total: unknown keys and attributes, junk values and repeated
 * keys are ignored, never thrown on. writeSearchParams writes the canonical form in a
 * stable order, so parse(write(s)) equals canonicalSearchState(s).
 */
import {
  canonicalHitsPerPage,
  canonicalSearchState,
  isRangeAttribute,
  isRefinementAttribute,
  isSortBy,
  wellFormed,
  DEFAULT_SORT_BY,
  type RangeAttribute,
  type RangeBound,
  type RefinementAttribute,
  type SearchState,
  type SortBy,
} from './search-state';

export type SearchParamsInput = URLSearchParams | string | Iterable<readonly [string, string]> | Readonly<Record<string, unknown>>;

const REFINEMENT_KEY = /^refinementList\[([^\][]+)\](?:\[(\d*)\])?$/;
const RANGE_KEY = /^range\[([^\][]+)\]$/;
const INTEGER = /^\d+$/;
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function entriesOf(input: SearchParamsInput): [string, string][] {
  if (typeof input === 'string') {
    const withoutHash = input.split('#', 1)[0] ?? '';
    const q = withoutHash.indexOf('?');
    return [...new URLSearchParams(q >= 0 ? withoutHash.slice(q + 1) : withoutHash)];
  }
  if (input instanceof URLSearchParams) return [...input];
  if (Symbol.iterator in input) {
    const out: [string, string][] = [];
    for (const pair of input as Iterable<readonly [string, string]>) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') out.push([pair[0], pair[1]]);
    }
    return out;
  }
  // A parsed query object (for example Fastify's `request.query`): string or string[] values.
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') out.push([key, value]);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') out.push([key, v]);
  }
  return out;
}

function parseNumber(text: string): number | undefined {
  const t = text.trim();
  if (!NUMBER.test(t)) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** `min:max`, either side optional (`5000:`, `:20000`); anything else is junk. */
export function parseRangeValue(text: string): RangeBound | undefined {
  const parts = text.split(':');
  if (parts.length !== 2) return undefined;
  const min = parseNumber(parts[0] ?? '');
  const max = parseNumber(parts[1] ?? '');
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

/** Total: any input gives a canonical SearchState. The first occurrence of a scalar key wins. */
export function parseSearchParams(input: SearchParamsInput): SearchState {
  let query: string | undefined;
  let page: number | undefined;
  let sortBy: SortBy | undefined;
  let hitsPerPage: number | undefined;
  let hitsSeen = false;
  const refinements = new Map<RefinementAttribute, { index: number; order: number; value: string }[]>();
  const range: Partial<Record<RangeAttribute, RangeBound>> = {};

  entriesOf(input).forEach(([key, value], order) => {
    if (key === 'query') {
      query ??= value;
    } else if (key === 'page') {
      if (page === undefined && INTEGER.test(value)) page = Number(value);
    } else if (key === 'sortBy') {
      if (sortBy === undefined && isSortBy(value)) sortBy = value;
    } else if (key === 'hitsPerPage') {
      if (!hitsSeen && INTEGER.test(value)) {
        hitsSeen = true;
        hitsPerPage = canonicalHitsPerPage(Number(value));
      }
    } else {
      const refinement = REFINEMENT_KEY.exec(key);
      if (refinement) {
        const attribute = refinement[1] ?? '';
        if (!isRefinementAttribute(attribute)) return;
        const index = refinement[2] ? Number(refinement[2]) : Number.MAX_SAFE_INTEGER;
        const list = refinements.get(attribute) ?? [];
        list.push({ index, order, value });
        refinements.set(attribute, list);
        return;
      }
      const rangeKey = RANGE_KEY.exec(key);
      if (rangeKey) {
        const attribute = rangeKey[1] ?? '';
        if (!isRangeAttribute(attribute) || range[attribute]) return;
        const bound = parseRangeValue(value);
        if (bound) range[attribute] = bound;
      }
    }
  });

  const refinementList: Partial<Record<RefinementAttribute, string[]>> = {};
  for (const [attribute, list] of refinements) {
    refinementList[attribute] = list.sort((a, b) => a.index - b.index || a.order - b.order).map((entry) => entry.value);
  }
  return canonicalSearchState({
    query: query ?? '',
    page: page ?? 1,
    sortBy: sortBy ?? DEFAULT_SORT_BY,
    ...(hitsPerPage !== undefined ? { hitsPerPage } : {}),
    refinementList,
    range,
  });
}

const encode = (text: string): string => encodeURIComponent(wellFormed(text));

/**
 * Canonical query string, without the leading '?'. Order: query, page (only when not
 * 1), sortBy (only when not the default), hitsPerPage, refinementList by attribute,
 * range by attribute. Brackets in keys are written literally, as in spec 1 §2.
 */
export function writeSearchParams(state: SearchState): string {
  const s = canonicalSearchState(state);
  const parts: string[] = [];
  if (s.query !== '') parts.push(`query=${encode(s.query)}`);
  if (s.page !== 1) parts.push(`page=${s.page}`);
  if (s.sortBy !== DEFAULT_SORT_BY) parts.push(`sortBy=${s.sortBy}`);
  if (s.hitsPerPage !== undefined) parts.push(`hitsPerPage=${s.hitsPerPage}`);
  for (const attribute of Object.keys(s.refinementList) as RefinementAttribute[]) {
    (s.refinementList[attribute] ?? []).forEach((value, i) => {
      parts.push(`refinementList[${attribute}][${i}]=${encode(value)}`);
    });
  }
  for (const attribute of Object.keys(s.range) as RangeAttribute[]) {
    const bound = s.range[attribute];
    if (!bound) continue;
    // encoded: String(1e21) is '1e+21', and a bare '+' would read back as a space.
    parts.push(`range[${attribute}]=${encode(String(bound.min ?? ''))}:${encode(String(bound.max ?? ''))}`);
  }
  return parts.join('&');
}

/** The cache key of a search (spec 1 §7: results are cached by request key). */
export const searchStateKey = (state: SearchState): string => writeSearchParams(state);
