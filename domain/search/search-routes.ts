/**
 * Search landing routes (spec 2 §2): /search/new-cars, /search/demo-cars,
 * /search/used-cars, /search/new-used-and-demo-cars, /search/new-and-demo-cars,
 * /search/{make}/{model}, /search/{make}, /search/{cartype}-cars, /search/{simple_body},
 * /search; one dealer variant uses /used-car/ in place of /search/.
 *
 * A path (plus its query string) maps to a SearchState; a state maps back to its
 * canonical href. Makes and models are resolved against the known facet values,
 * since a slug alone cannot tell 'Mercedes-Benz' from 'Mercedes Benz'.
 */
import * as E from 'fp-ts/Either';
import type { CarType } from '../vehicle/car';
import { KNOWN_MAKES } from '../vehicle/makes';
import { parseSearchParams, writeSearchParams } from './search-params';
import { canonicalSearchState, emptySearchState, setRefinement, type RefinementAttribute, type SearchState } from './search-state';

export const SEARCH_ROUTE_BASES = ['/search', '/used-car'] as const;
export type SearchRouteBase = (typeof SEARCH_ROUTE_BASES)[number];

/** spec 2 §3: body types (the values of simple_body). */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;

/** spec 2 §2: the car-type routes, each with the exact set of car types it selects. */
export const CAR_TYPE_ROUTES: readonly { readonly slug: string; readonly carTypes: readonly CarType[] }[] = [
  { slug: 'new-cars', carTypes: ['new'] },
  { slug: 'demo-cars', carTypes: ['demo'] },
  { slug: 'used-cars', carTypes: ['used'] },
  { slug: 'new-used-and-demo-cars', carTypes: ['new', 'used', 'demo'] },
  { slug: 'new-and-demo-cars', carTypes: ['new', 'demo'] },
];

export interface SearchRouteContext {
  /** The base written by searchHref; both bases are read. Default '/search'. */
  readonly base?: SearchRouteBase;
  /** Known make facet values. */
  readonly makes: readonly string[];
  /** Known models per make value. */
  readonly models?: Readonly<Record<string, readonly string[]>>;
  /** Known body facet values; default the spec 2 §3 body types. */
  readonly bodies?: readonly string[];
}

export type SearchRouteErrorCode =
  'SEARCH.NOT_A_SEARCH_PATH' | 'SEARCH.INVALID_PATH' | 'SEARCH.UNKNOWN_SEGMENT' | 'SEARCH.UNKNOWN_MODEL' | 'SEARCH.TOO_MANY_SEGMENTS';

export interface SearchRouteError {
  readonly code: SearchRouteErrorCode;
  readonly message: string;
}

/**
 * URL slug of a make or model: accents dropped, lower case, every run of other
 * characters one dash ('Mercedes-Benz' → 'mercedes-benz', 'Land Cruiser' → 'land-cruiser',
 * 'Citroën' → 'citroen'). Choice: no camel-case splitting, so 'HiLux' → 'hilux'.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** URL slug of a body type: camel case split first ('cabChassis' → 'cab-chassis', 'SUV' → 'suv'). */
export const bodySlug = (text: string): string => slugify(text.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));

const compact = (slug: string): string => slug.replace(/-/g, '');

/**
 * The known value whose slug is `slug` (first in list order). Choice: when none matches
 * exactly, a match ignoring dashes is accepted ('landcruiser' finds 'Land Cruiser').
 */
export function resolveSlug(slug: string, known: readonly string[], slugOf: (value: string) => string = slugify): string | undefined {
  if (slug === '') return undefined;
  const exact = known.find((value) => slugOf(value) === slug);
  if (exact !== undefined) return exact;
  const loose = compact(slug);
  return known.find((value) => compact(slugOf(value)) === loose);
}

const fail = (code: SearchRouteErrorCode, message: string): E.Either<SearchRouteError, never> => E.left({ code, message });

type PathRefinements = Partial<Record<RefinementAttribute, readonly string[]>>;

function refinementsOfSegments(segments: readonly string[], ctx: SearchRouteContext): E.Either<SearchRouteError, PathRefinements> {
  const [first, second, ...more] = segments;
  if (first === undefined) return E.right({});
  if (more.length > 0) return fail('SEARCH.TOO_MANY_SEGMENTS', `Too many path segments: /${segments.join('/')}`);
  if (second === undefined) {
    const slug = slugify(first);
    const carTypeRoute = CAR_TYPE_ROUTES.find((route) => route.slug === slug);
    if (carTypeRoute) return E.right({ car_type: carTypeRoute.carTypes });
    // Choice: fixed routes first, then body types, then makes.
    const body = resolveSlug(bodySlug(first), ctx.bodies ?? BODY_TYPES, bodySlug);
    if (body !== undefined) return E.right({ body: [body] });
    // A make the site does not stock is still a search (with no results); a word that names no make is not.
    const make = resolveSlug(slug, ctx.makes) ?? resolveSlug(slug, KNOWN_MAKES);
    if (make !== undefined) return E.right({ make: [make] });
    return fail('SEARCH.UNKNOWN_SEGMENT', `No car type, body type or make matches '${first}'`);
  }
  const make = resolveSlug(slugify(first), ctx.makes);
  if (make === undefined) return fail('SEARCH.UNKNOWN_SEGMENT', `No make matches '${first}'`);
  const model = resolveSlug(slugify(second), ctx.models?.[make] ?? []);
  if (model === undefined) return fail('SEARCH.UNKNOWN_MODEL', `No ${make} model matches '${second}'`);
  return E.right({ make: [make], model: [model] });
}

function splitLocation(location: string): { path: string; search: string } {
  const withoutHash = location.split('#', 1)[0] ?? '';
  const q = withoutHash.indexOf('?');
  return q < 0 ? { path: withoutHash, search: '' } : { path: withoutHash.slice(0, q), search: withoutHash.slice(q + 1) };
}

/**
 * A search path, with or without its query string, → the search state. The path's
 * refinements join those of the query string. Left when the path is not a search
 * path or names a make, model or body that is not known (a 404 for the caller).
 */
export function parseSearchPath(location: string, ctx: SearchRouteContext): E.Either<SearchRouteError, SearchState> {
  const { path, search } = splitLocation(location);
  const segments: string[] = [];
  for (const raw of path.split('/')) {
    if (raw === '') continue;
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return fail('SEARCH.INVALID_PATH', `Badly encoded path segment '${raw}'`);
    }
  }
  const [root, ...rest] = segments;
  if (root === undefined || !SEARCH_ROUTE_BASES.some((base) => base.slice(1) === root.toLowerCase())) {
    return fail('SEARCH.NOT_A_SEARCH_PATH', `Not a search path: ${path}`);
  }
  return E.map((fromPath: PathRefinements) => {
    const fromQuery = parseSearchParams(search);
    const refinementList: PathRefinements = { ...fromQuery.refinementList };
    for (const [attribute, values] of Object.entries(fromPath) as [RefinementAttribute, readonly string[]][]) {
      refinementList[attribute] = [...(refinementList[attribute] ?? []), ...values];
    }
    return canonicalSearchState({ ...fromQuery, refinementList });
  })(refinementsOfSegments(rest, ctx));
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[] | undefined): boolean =>
  a !== undefined && b !== undefined && a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The canonical path for a state and the part of the state left for the query string.
 * Choice of precedence: make and model, make, car type, body type, plain base. A
 * candidate is used only if parsing it gives back exactly the refinements it stands
 * for, so every href round-trips.
 */
export function searchPath(state: SearchState, ctx: SearchRouteContext): { readonly path: string; readonly rest: SearchState } {
  const s = canonicalSearchState(state);
  const base = ctx.base ?? '/search';
  const { make, model, car_type: carTypes, body } = s.refinementList;
  const candidates: { segments: string[]; consumed: PathRefinements }[] = [];
  if (make?.length === 1 && model?.length === 1) {
    candidates.push({ segments: [slugify(make[0] ?? ''), slugify(model[0] ?? '')], consumed: { make, model } });
  }
  if (make?.length === 1) candidates.push({ segments: [slugify(make[0] ?? '')], consumed: { make } });
  if (carTypes) {
    const wanted = [...carTypes].sort().join(',');
    const route = CAR_TYPE_ROUTES.find((r) => [...r.carTypes].sort().join(',') === wanted);
    if (route) candidates.push({ segments: [route.slug], consumed: { car_type: carTypes } });
  }
  if (body?.length === 1) candidates.push({ segments: [bodySlug(body[0] ?? '')], consumed: { body } });

  for (const candidate of candidates) {
    if (candidate.segments.some((segment) => segment === '')) continue;
    const path = `${base}/${candidate.segments.join('/')}`;
    const parsed = parseSearchPath(path, ctx);
    if (E.isLeft(parsed)) continue;
    const got = parsed.right.refinementList;
    const consumedKeys = Object.keys(candidate.consumed) as RefinementAttribute[];
    const exact =
      Object.keys(got).length === consumedKeys.length && consumedKeys.every((attribute) => sameValues(got[attribute], candidate.consumed[attribute]));
    if (!exact) continue;
    const refinementList: PathRefinements = { ...s.refinementList };
    for (const attribute of consumedKeys) delete refinementList[attribute];
    return { path, rest: { ...s, refinementList } };
  }
  return { path: base, rest: s };
}

/** The canonical href of a search: path plus the remaining state as a query string. */
export function searchHref(state: SearchState, ctx: SearchRouteContext): string {
  const { path, rest } = searchPath(state, ctx);
  const query = writeSearchParams(rest);
  return query === '' ? path : `${path}?${query}`;
}

/**
 * spec 2 §2: facet link cards go to /search/{make-or-body-slug} for make or body,
 * otherwise to a search URL filtered by that attribute.
 */
export const facetLinkHref = (attribute: RefinementAttribute, value: string, ctx: SearchRouteContext): string =>
  searchHref(setRefinement(emptySearchState, attribute, [value]), ctx);
