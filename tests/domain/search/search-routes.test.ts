import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import {
  BODY_TYPES,
  bodySlug,
  canonicalSearchState,
  emptySearchState,
  facetLinkHref,
  parseSearchPath,
  resolveSlug,
  searchHref,
  slugify,
  type SearchRouteContext,
  type SearchState,
} from '../../../domain/search';
import { canonicalState, refinementValue } from './arbitraries';

const ctx: SearchRouteContext = {
  makes: ['Toyota', 'Mercedes-Benz', 'Land Rover', 'Citroën', 'Mazda'],
  models: { Toyota: ['Land Cruiser', 'HiLux', 'RAV4'], 'Mercedes-Benz': ['C-Class'], Mazda: ['CX-5', 'BT-50'] },
};
const state = (refinementList: SearchState['refinementList'], more: Partial<SearchState> = {}): SearchState =>
  canonicalSearchState({ ...emptySearchState, ...more, refinementList });
const parse = (path: string, c: SearchRouteContext = ctx) => E.getOrElseW((e) => e)(parseSearchPath(path, c));

describe('search routes (spec 2 §2)', () => {
  it.each([
    ['/search', {}],
    ['/search/new-cars', { car_type: ['new'] }],
    ['/search/demo-cars', { car_type: ['demo'] }],
    ['/search/used-cars', { car_type: ['used'] }],
    ['/search/new-used-and-demo-cars', { car_type: ['demo', 'new', 'used'] }],
    ['/search/new-and-demo-cars', { car_type: ['demo', 'new'] }],
    ['/search/toyota', { make: ['Toyota'] }],
    ['/search/mercedes-benz', { make: ['Mercedes-Benz'] }],
    ['/search/toyota/land-cruiser', { make: ['Toyota'], model: ['Land Cruiser'] }],
    ['/search/mazda/cx-5', { make: ['Mazda'], model: ['CX-5'] }],
    ['/search/suv', { body: ['suv'] }],
    ['/search/cab-chassis', { body: ['cabChassis'] }],
  ])('%s maps to its refinements', (path, refinementList) => {
    expect(parse(path)).toEqual(state(refinementList as SearchState['refinementList']));
  });

  it('one dealer variant uses /used-car/ in place of /search/', () => {
    expect(parse('/used-car/toyota')).toEqual(state({ make: ['Toyota'] }));
    expect(searchHref(state({ make: ['Toyota'] }), { ...ctx, base: '/used-car' })).toBe('/used-car/toyota');
  });

  it('reads the query string with the path and joins their refinements', () => {
    expect(parse('/search/used-cars?refinementList[make][0]=Mazda&page=2&sortBy=price_asc')).toEqual(
      state({ car_type: ['used'], make: ['Mazda'] }, { page: 2, sortBy: 'price_asc' }),
    );
  });

  it('is lenient about case, trailing slashes, encoding and dashes', () => {
    expect(parse('/Search/TOYOTA/')).toEqual(state({ make: ['Toyota'] }));
    expect(parse('/search/Mercedes%20Benz')).toEqual(state({ make: ['Mercedes-Benz'] }));
    expect(parse('/search/toyota/landcruiser')).toEqual(state({ make: ['Toyota'], model: ['Land Cruiser'] }));
    expect(parse('/search/citroen')).toEqual(state({ make: ['Citroën'] }));
    expect(parse('/search/cabChassis')).toEqual(state({ body: ['cabChassis'] }));
  });

  it('resolves body slugs against the known body facet values when given', () => {
    expect(parse('/search/suv', { ...ctx, bodies: ['SUV', 'Cab Chassis'] })).toEqual(state({ body: ['SUV'] }));
    expect(parse('/search/cab-chassis', { ...ctx, bodies: ['SUV', 'Cab Chassis'] })).toEqual(state({ body: ['Cab Chassis'] }));
  });

  it("reads a make the site does not stock as a search for it (one with no results), in the brand's own spelling", () => {
    expect(parse('/search/lamborghini')).toEqual(state({ make: ['Lamborghini'] }));
    expect(parse('/search/holden')).toEqual(state({ make: ['Holden'] }));
    expect(parse('/search/land-rover')).toEqual(state({ make: ['Land Rover'] }));
    expect(searchHref(state({ make: ['Lamborghini'] }), ctx)).toBe('/search/lamborghini');
    // Its models are not known, so a model under it is no search path.
    expect(parse('/search/lamborghini/urus')).toMatchObject({ code: 'SEARCH.UNKNOWN_SEGMENT' });
  });

  it('answers Left for paths it cannot map', () => {
    expect(parse('/cars/abc')).toMatchObject({ code: 'SEARCH.NOT_A_SEARCH_PATH' });
    expect(parse('/search/fluffy-unicorns')).toMatchObject({ code: 'SEARCH.UNKNOWN_SEGMENT' });
    expect(parse('/search/toyota/corolla')).toMatchObject({ code: 'SEARCH.UNKNOWN_MODEL' });
    expect(parse('/search/a/b/c')).toMatchObject({ code: 'SEARCH.TOO_MANY_SEGMENTS' });
    expect(parse('/search/%E0%A4%A')).toMatchObject({ code: 'SEARCH.INVALID_PATH' });
  });

  it('writes the canonical path: make and model, make, car type, body, then /search', () => {
    expect(searchHref(state({ make: ['Toyota'], model: ['HiLux'], car_type: ['used'] }), ctx)).toBe('/search/toyota/hilux?refinementList[car_type][0]=used');
    expect(searchHref(state({ car_type: ['new', 'demo'], body: ['suv'] }), ctx)).toBe('/search/new-and-demo-cars?refinementList[body][0]=suv');
    expect(searchHref(state({ body: ['stationWagon'] }), ctx)).toBe('/search/station-wagon');
    expect(searchHref(state({ make: ['Toyota', 'Mazda'] }), ctx)).toBe('/search?refinementList[make][0]=Mazda&refinementList[make][1]=Toyota');
    expect(searchHref(state({ make: ['Holden'] }), ctx)).toBe('/search/holden');
    expect(searchHref(state({ make: ['Wombat Motors'] }), ctx)).toBe('/search?refinementList[make][0]=Wombat%20Motors');
    expect(searchHref(state({ car_type: ['new', 'used'] }), ctx)).toBe('/search?refinementList[car_type][0]=new&refinementList[car_type][1]=used');
  });

  it('facet link cards go to /search/{make-or-body-slug}, else a filtered search URL (spec 2 §2)', () => {
    expect(facetLinkHref('make', 'Land Rover', ctx)).toBe('/search/land-rover');
    expect(facetLinkHref('body', 'ute', ctx)).toBe('/search/ute');
    expect(facetLinkHref('fuel', 'Diesel', ctx)).toBe('/search?refinementList[fuel][0]=Diesel');
  });

  it('slugifies makes and models; body types split camel case', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify('Land Cruiser')).toBe('land-cruiser');
    expect(slugify('  Škoda  ')).toBe('skoda');
    expect(slugify('HiLux')).toBe('hilux');
    expect(BODY_TYPES.map(bodySlug)).toEqual([
      '4x4',
      'bus',
      'cab-chassis',
      'convertible',
      'coupe',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'light-truck',
      'people-mover',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'station-wagon',
    ]);
    expect(resolveSlug('land-rover', ctx.makes)).toBe('Land Rover');
    expect(resolveSlug('', ctx.makes)).toBeUndefined();
  });

  it('route mapping round trip: parse(href(s)) = s for any state over known makes, models and bodies', () => {
    const make = fc.constantFrom(...ctx.makes);
    const routed = fc
      .record({
        make: fc.oneof(
          fc.constant(undefined),
          make.map((m) => [m]),
          fc.array(fc.oneof(make, refinementValue), { maxLength: 3 }),
        ),
        modelPick: fc.nat(),
        car_type: fc.option(fc.subarray(['new', 'demo', 'used']), { nil: undefined }),
        body: fc.option(fc.array(fc.oneof(fc.constantFrom(...BODY_TYPES), refinementValue), { maxLength: 2 }), { nil: undefined }),
        base: fc.constantFrom('/search' as const, '/used-car' as const),
      })
      .chain((r) =>
        canonicalState.map((rest) => {
          const onlyMake = r.make?.length === 1 ? r.make[0] : undefined;
          const models = onlyMake ? (ctx.models?.[onlyMake] ?? []) : [];
          const model = models.length > 0 ? [models[r.modelPick % models.length] ?? ''] : undefined;
          const refinementList = { ...rest.refinementList, make: r.make, model, car_type: r.car_type, body: r.body };
          return { base: r.base, s: canonicalSearchState({ ...rest, refinementList }) };
        }),
      );
    fc.assert(
      fc.property(routed, ({ base, s }) => {
        const href = searchHref(s, { ...ctx, base });
        expect(parse(href)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('route mapping round trip: href(parse(path)) = path for every canonical landing path', () => {
    const paths = [
      '/search',
      '/search/new-cars',
      '/search/demo-cars',
      '/search/used-cars',
      '/search/new-used-and-demo-cars',
      '/search/new-and-demo-cars',
      '/search/toyota',
      '/search/toyota/land-cruiser',
      '/search/mercedes-benz/c-class',
      ...BODY_TYPES.map((b) => `/search/${bodySlug(b)}`),
    ];
    for (const path of paths) {
      const parsed = parseSearchPath(path, ctx);
      expect(E.isRight(parsed) && searchHref(parsed.right, ctx)).toBe(path);
    }
  });
});
