/**
 * Strict reading of a search query string at the HTTP edge (docs/http-api.md, `GET /api/search`;
 * issue 4: unknown facet names, bad ranges, over-long queries and malformed brackets get a
 * 400 — never a silently wrong answer).
 *
 * The domain codec (parseSearchParams) is total and forgiving, as a browser URL must be;
 * the API is not: every key is first sorted into its place (query, page, sortBy,
 * hitsPerPage, refinementList[attr][i], range[attr]), then the structure is checked with
 * zod. Only a query string that passes is handed to parseSearchParams, so the API and the
 * search page read the same search from the same string.
 */
import * as E from 'fp-ts/lib/Either.js';
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../../application/inventory/search-listing.use-case';
import {
  MAX_HITS_PER_PAGE,
  NUMERIC_REFINEMENT_ATTRIBUTES,
  RANGE_ATTRIBUTES,
  REFINEMENT_ATTRIBUTES,
  SORT_BY_VALUES,
  parseSearchParams,
  type SearchState,
} from '../../domain/search';

/** Choice: bounds on one request's work. */
export const MAX_SEARCH_PARAMETERS = 200;
export const MAX_REFINEMENT_VALUES = 50;
export const MAX_REFINEMENT_VALUE_LENGTH = 100;
/** Choice: page numbers beyond this are refused before any search runs. */
export const MAX_PAGE = 100_000;

type Fields = Record<string, string>;

const SCALAR_KEYS = ['query', 'page', 'sortBy', 'hitsPerPage'] as const;
type ScalarKey = (typeof SCALAR_KEYS)[number];
const isScalarKey = (key: string): key is ScalarKey => (SCALAR_KEYS as readonly string[]).includes(key);

const REFINEMENT_KEY = /^refinementList\[([^\][]*)\](?:\[(\d{0,3})\])?$/;
const RANGE_KEY = /^range\[([^\][]*)\]$/;
const NUMBER = '-?(?:\\d+(?:\\.\\d+)?|\\.\\d+)';
const RANGE_VALUE = new RegExp(`^(${NUMBER})?:(${NUMBER})?$`);
const FINITE_NUMBER = new RegExp(`^${NUMBER}$`);

const refinementAttributes = REFINEMENT_ATTRIBUTES.join(', ');
const rangeAttributes = RANGE_ATTRIBUTES.join(', ');
const numericRefinements: ReadonlySet<string> = new Set(NUMERIC_REFINEMENT_ATTRIBUTES);

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, `${what} must be a whole number from ${min} to ${max}.`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${what} must be at least ${min}.`).max(max, `${what} must be at most ${max}.`));

const rangeValue = z
  .string()
  .regex(RANGE_VALUE, 'Use min:max with numbers, for example 5000:20000 (either side may be left empty).')
  .refine((text) => text !== ':', 'Give a minimum, a maximum or both.')
  .refine((text) => {
    const [min, max] = text.split(':').map((side) => (side === '' ? undefined : Number(side)));
    return min === undefined || max === undefined || min <= max;
  }, 'The minimum is above the maximum.');

const refinementAttribute = z.enum(REFINEMENT_ATTRIBUTES);
const rangeAttribute = z.enum(RANGE_ATTRIBUTES);

/** The query string sorted into its parts: the shape zod checks. */
const searchQuerySchema = z.object({
  query: z.string().max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters.`).optional(),
  page: wholeNumber('page', 1, MAX_PAGE).optional(),
  sortBy: z.enum(SORT_BY_VALUES, { error: `sortBy must be one of ${SORT_BY_VALUES.join(', ')}.` }).optional(),
  hitsPerPage: wholeNumber('hitsPerPage', 1, MAX_HITS_PER_PAGE).optional(),
  refinementList: z.partialRecord(
    refinementAttribute,
    z
      .array(
        z
          .string()
          .trim()
          .min(1, 'A filter value may not be empty.')
          .max(MAX_REFINEMENT_VALUE_LENGTH, `A filter value has at most ${MAX_REFINEMENT_VALUE_LENGTH} characters.`),
      )
      .max(MAX_REFINEMENT_VALUES, `At most ${MAX_REFINEMENT_VALUES} values per filter.`),
  ),
  range: z.partialRecord(rangeAttribute, rangeValue),
});

interface Sorted {
  readonly scalars: Partial<Record<ScalarKey, string>>;
  readonly refinementList: Record<string, string[]>;
  readonly range: Record<string, string>;
  readonly fields: Fields;
}

/** Sorts every key into its place; what has no place (or comes twice) is a field error. */
function sortKeys(entries: readonly (readonly [string, string])[], allowed: ReadonlySet<ScalarKey>): Sorted {
  const scalars: Partial<Record<ScalarKey, string>> = {};
  // Maps, not objects: an attribute spelt __proto__ stays a plain key.
  const refinementList = new Map<string, string[]>();
  const range = new Map<string, string>();
  const fields: Fields = {};
  const fail = (key: string, message: string) => {
    fields[key] ??= message;
  };
  for (const [key, value] of entries) {
    if (isScalarKey(key)) {
      if (!allowed.has(key)) fail(key, `${key} is not accepted here.`);
      else if (scalars[key] !== undefined) fail(key, `Give ${key} once.`);
      else scalars[key] = value;
      continue;
    }
    const refinement = REFINEMENT_KEY.exec(key);
    if (refinement) {
      const attribute = refinement[1] ?? '';
      if (!refinementAttribute.safeParse(attribute).success) {
        fail(`refinementList[${attribute}]`, `Unknown filter '${attribute}'. Filters: ${refinementAttributes}.`);
      } else {
        refinementList.set(attribute, [...(refinementList.get(attribute) ?? []), value]);
      }
      continue;
    }
    const rangeKey = RANGE_KEY.exec(key);
    if (rangeKey) {
      const attribute = rangeKey[1] ?? '';
      if (!rangeAttribute.safeParse(attribute).success) fail(key, `Unknown range '${attribute}'. Ranges: ${rangeAttributes}.`);
      else if (range.has(attribute)) fail(key, `Give ${key} once.`);
      else range.set(attribute, value);
      continue;
    }
    if (key.startsWith('refinementList') || key.startsWith('range')) {
      fail(key, 'Malformed parameter name: use refinementList[attribute][index]=value or range[attribute]=min:max.');
    } else {
      fail(key, 'Unknown parameter.');
    }
  }
  return { scalars, refinementList: Object.fromEntries(refinementList), range: Object.fromEntries(range), fields };
}

/** A zod issue path as the parameter is spelt in the URL: ['range', 'price'] → 'range[price]'. */
function parameterName(path: readonly PropertyKey[]): string {
  const [head, attribute] = path;
  if ((head === 'refinementList' || head === 'range') && attribute !== undefined) return `${String(head)}[${String(attribute)}]`;
  return path.length > 0 ? String(head) : 'query string';
}

export interface SearchQueryOptions {
  /** Scalar keys accepted (default all four). The vehicle lookup takes no page nor page size. */
  readonly scalars?: readonly ScalarKey[];
}

/**
 * Reads a search query string (without '?') strictly. Right: the search state, exactly as
 * the domain codec reads the same string. Left: parameter name → what is wrong with it.
 */
export function readSearchQuery(queryString: string, options: SearchQueryOptions = {}): E.Either<Fields, SearchState> {
  const params = new URLSearchParams(queryString);
  const entries = [...params];
  if (entries.length > MAX_SEARCH_PARAMETERS) {
    return E.left({ 'query string': `At most ${MAX_SEARCH_PARAMETERS} parameters.` });
  }
  const sorted = sortKeys(entries, new Set(options.scalars ?? SCALAR_KEYS));
  const fields: Fields = { ...sorted.fields };
  const parsed = searchQuerySchema.safeParse({ ...sorted.scalars, refinementList: sorted.refinementList, range: sorted.range });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fields[parameterName(issue.path)] ??= issue.message;
  } else {
    for (const [attribute, values] of Object.entries(parsed.data.refinementList)) {
      if (numericRefinements.has(attribute) && values?.some((v) => !FINITE_NUMBER.test(v))) {
        fields[`refinementList[${attribute}]`] ??= `${attribute} values must be numbers.`;
      }
    }
  }
  if (Object.keys(fields).length > 0) return E.left(fields);
  return E.right(parseSearchParams(params));
}

/** The raw query string of a request URL ('' when none), fragment dropped. */
export function queryStringOf(url: string): string {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const q = withoutHash.indexOf('?');
  return q < 0 ? '' : withoutHash.slice(q + 1);
}
