/**
 * The contract every SearchEngine adapter keeps (issue 4): run against the embedded index
 * and the PostgreSQL adapter alike. Property tests compare with the reference search and
 * state the invariants one by one; examples pin the rules shoppers notice.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingSearchEngine } from '../../../application/search/caching-search-engine';
import type { InventoryIndex } from '../../../application/search/inventory-index.port';
import type { SearchEngine, SearchRequest, SearchResult, SearchSiteContext } from '../../../application/search/search-engine.port';
import { searchProfile, searchSiteContext } from '../../../application/search/search-site-context';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { loadDealerSites } from '../../../config/dealer-sites';
import {
  FACET_ATTRIBUTES,
  SORT_BY_VALUES,
  emptySearchState,
  exactTermScore,
  inRange,
  isFacetAttribute,
  matchesQuery,
  queryTerms,
  searchDocuments,
  siteStockPredicate,
  sortPlan,
  type FacetAttribute,
  type RangeAttribute,
  type RefinementAttribute,
  type SearchDocument,
  type SearchState,
} from '../../../domain/search';
import type { Car, FinanceLender } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { searchResult } from '../../application/search/search-result';
import { referenceSearch } from './reference-search';

export interface SearchEngineFixture {
  readonly engine: SearchEngine & InventoryIndex;
  /** Stores the cars in the repository the engine reads, then tells the engine (the change feed). */
  store(cars: readonly Car[]): Promise<void>;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** fast-check runs per property (searches on a server cost more). */
  readonly numRuns?: number;
}

/** The instant every search of the suite runs at; the demo stock is generated for it. */
export const NOW = new Date('2025-06-02T03:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (days: number): string => new Date(NOW.getTime() - days * DAY).toISOString();

const group = loadDealerSites().find((s) => s.slug === 'sunstate-motor-group');
if (!group) throw new Error('the demo group site is missing');

/** The property tests' site: demo stock of the group site, plus the edge cases demo stock lacks. */
export const PROPERTY_SITE: SearchSiteContext = { ...searchSiteContext({ ...group, slug: 'contract-property' }), hitsPerPage: 12 };

export function propertyInventory(): Car[] {
  const demo = generateInventory({ sites: [{ ...group!, slug: PROPERTY_SITE.slug }], totalCars: 260, seed: 11, now: NOW });
  const edge = (id: number) =>
    aCar()
      .withId(900_000 + id)
      .withSite(PROPERTY_SITE.slug);
  return [
    ...demo,
    edge(1).withPrice(0).with({ stocknum: 'EDGE-1', regplate: 'XYZ123' }).build(),
    edge(2).with({ show_on_dealer_website: false }).build(),
    edge(3).with({ status: 'other', tag: 'Test Drive Only' }).build(),
    edge(4).sold(daysAgo(1)).build(),
    edge(5).sold(daysAgo(10)).build(),
    edge(6).with({ subscription_price: 149, tag: 'runout sale', colour: 'Crystal White Pearl' }).build(),
    edge(7).withMakeModel('Mercedes-Benz', 'GLC 300').with({ created_at: 'not a date' }).build(),
  ];
}

const siteFor = (name: string, overrides: Partial<SearchSiteContext> = {}): SearchSiteContext => ({
  slug: `contract-${name}`,
  stockFilter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
  includeSoldCarsDays: 3,
  financeProvider: 'Manual',
  ...overrides,
});

const state = (fields: Partial<SearchState> = {}): SearchState => ({ ...emptySearchState, ...fields });

const manualLender = (paymentWeek: number): Record<string, FinanceLender> => ({
  Manual: { financeProvider: 'Manual', interestRate: 8.99, comparisonRate: 9.5, paymentWeek, termYears: 5, deposit: 0 },
});

const withoutMs = ({ ms: _ms, ...rest }: SearchResult): Omit<SearchResult, 'ms'> => rest;

export function searchEngineContract(name: string, open: () => Promise<SearchEngineFixture>, options: ContractOptions = {}): void {
  const numRuns = options.numRuns ?? 40;

  describe(`${name}: search engine contract`, () => {
    let fixture: SearchEngineFixture;
    let inventory: Car[];
    let byId: Map<number, Car>;
    let documentOf: (car: Car) => SearchDocument;
    let arbitraryState: fc.Arbitrary<SearchState>;

    beforeAll(async () => {
      fixture = await open();
      inventory = propertyInventory();
      byId = new Map(inventory.map((car) => [car.id, car]));
      documentOf = searchDocuments(searchProfile(PROPERTY_SITE, NOW));
      await fixture.store(inventory);
      arbitraryState = searchStates(inventory.map(documentOf), inventory);
    });
    afterAll(async () => {
      await fixture?.close();
    });

    const search = (s: SearchState, site: SearchSiteContext = PROPERTY_SITE, extra: Partial<SearchRequest> = {}): Promise<SearchResult> =>
      searchResult(fixture.engine, { site, state: s, now: NOW, ...extra });

    describe('properties', () => {
      it('answers as the reference search does: hits, count, pages, facets and facetStats', async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryState, async (s) => {
            const result = await search(s);
            expect(withoutMs(result)).toEqual(referenceSearch(inventory, { site: PROPERTY_SITE, state: s, now: NOW }));
          }),
          { numRuns },
        );
      });

      it('every hit satisfies every refinement, every range, the text and the site listing rules', async () => {
        const listed = siteStockPredicate({ stockFilter: PROPERTY_SITE.stockFilter, includeSoldCarsDays: PROPERTY_SITE.includeSoldCarsDays, now: NOW });
        await fc.assert(
          fc.asyncProperty(arbitraryState, async (s) => {
            const result = await search(s);
            for (const hit of result.hits) {
              const car = byId.get(hit.id)!;
              const doc = documentOf(car);
              expect(car.site_slug).toBe(PROPERTY_SITE.slug);
              expect(listed(car)).toBe(true);
              expect(matchesQuery(queryTerms(s.query), doc.terms)).toBe(true);
              for (const [attribute, values] of Object.entries(s.refinementList)) {
                if (!values?.length) continue;
                if (isFacetAttribute(attribute)) expect(values.some((v) => doc.facets[attribute]?.includes(v))).toBe(true);
                else expect(values.map(Number)).toContain(doc.numbers[attribute as RangeAttribute]);
              }
              for (const [attribute, bound] of Object.entries(s.range)) {
                if (bound) expect(inRange(doc.numbers[attribute as RangeAttribute], bound)).toBe(true);
              }
            }
          }),
          { numRuns },
        );
      });

      it("each facet count equals the count with that value as its attribute's only filter (disjunctive)", async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryState, fc.constantFrom(...FACET_ATTRIBUTES), fc.nat(), async (s, attribute, pick) => {
            const result = await search(s);
            const entries = Object.entries(result.facets[attribute] ?? {});
            for (const [value, count] of entries.length > 3 ? [entries[pick % entries.length]!, entries[0]!] : entries) {
              const { [attribute]: _own, ...otherRanges } = s.range as Record<string, unknown>;
              const narrowed = state({
                ...s,
                page: 1,
                refinementList: { ...s.refinementList, [attribute]: [value] },
                range: otherRanges as SearchState['range'],
              });
              expect((await search(narrowed)).count).toBe(count);
            }
          }),
          { numRuns: Math.ceil(numRuns / 2) },
        );
      });

      it('hits follow the sort order', async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryState, async (s) => {
            const result = await search({ ...s, page: 1, hitsPerPage: 50 });
            const plan = sortPlan(s.sortBy, { priceAscExcludesZero: PROPERTY_SITE.priceAscExcludesZero ?? false });
            const terms = queryTerms(s.query);
            const key = (id: number, field: string): number | null => {
              const doc = documentOf(byId.get(id)!);
              return field === 'custom_rank'
                ? doc.customRank
                : field === 'created_at'
                  ? doc.createdMs
                  : field === 'price'
                    ? doc.numbers.price
                    : field === 'weekly_payment'
                      ? doc.numbers.weekly_price
                      : id;
            };
            for (let i = 1; i < result.hits.length; i++) {
              const [a, b] = [result.hits[i - 1]!.id, result.hits[i]!.id];
              if (terms.length > 0 && plan.keys[0]?.field === 'custom_rank') {
                const [sa, sb] = [a, b].map((id) => exactTermScore(terms, new Set(documentOf(byId.get(id)!).terms)));
                expect(sa).toBeGreaterThanOrEqual(sb!);
                if (sa !== sb) continue;
              }
              for (const { field, direction } of plan.keys) {
                const [x, y] = [key(a, field), key(b, field)];
                if (x === y) continue;
                expect(y === null || (x !== null && (direction === 'asc' ? x < y : x > y))).toBe(true);
                break;
              }
            }
          }),
          { numRuns },
        );
      });

      it('pages partition the results: every car once, none missing, page after page', async () => {
        await fc.assert(
          fc.asyncProperty(arbitraryState, fc.integer({ min: 3, max: 40 }), async (s, hitsPerPage) => {
            const first = await search({ ...s, page: 1, hitsPerPage });
            const ids: number[] = [];
            for (let page = 1; page <= Math.min(first.pages, 12); page++) {
              const result = page === 1 ? first : await search({ ...s, page, hitsPerPage });
              expect(result.count).toBe(first.count);
              expect(result.hits.length).toBe(page < first.pages ? hitsPerPage : first.count - (first.pages - 1) * hitsPerPage);
              ids.push(...result.hits.map((h) => h.id));
            }
            expect(new Set(ids).size).toBe(ids.length);
            if (first.pages <= 12) expect(ids.length).toBe(first.count);
            const beyond = await search({ ...s, page: first.pages + 1, hitsPerPage });
            expect(beyond.hits).toEqual([]);
            expect(beyond.count).toBe(first.count);
          }),
          { numRuns: Math.ceil(numRuns / 2) },
        );
      });
    });

    describe('text search', () => {
      const site = siteFor('text');
      beforeAll(async () => {
        await fixture.store([
          aCar().withId(1_001).withSite(site.slug).withMakeModel('Toyota', 'Corolla').with({ stocknum: 'TY-4471', regplate: '123ABC' }).build(),
          aCar().withId(1_002).withSite(site.slug).withMakeModel('Mazda', 'CX-5').with({ badge: 'Maxx Sport', colour: 'Soul Red Crystal' }).build(),
          aCar().withId(1_003).withSite(site.slug).withMakeModel('Mercedes-Benz', 'GLC 300').with({ series: 'X253', colour: 'Obsidian Black' }).build(),
          aCar().withId(1_004).withSite(site.slug).withMakeModel('Toyota', 'HiLux').with({ badge: 'SR5', stocknum: 'TY-4472' }).build(),
          aCar().withId(1_005).withSite(site.slug).withMakeModel('Holden', 'Corola').withImages(0).build(),
        ]);
      });
      const ids = async (query: string): Promise<number[]> => (await search(state({ query }), site)).hits.map((h) => h.id).sort();

      it("tolerates one typo in a word of 4 or more letters: 'Toyta' finds the Toyotas", async () => {
        expect(await ids('Toyta')).toEqual([1_001, 1_004]);
        expect(await ids('toyoat corola')).toEqual([1_001]);
        expect(await ids('Mazada')).toEqual([1_002]);
      });

      it('matches a stock number and a rego exactly, never a near one', async () => {
        expect(await ids('TY-4471')).toEqual([1_001]);
        expect(await ids('ty4472')).toEqual([1_004]);
        expect(await ids('123abc')).toEqual([1_001]);
        expect(await ids('TY-4479')).toEqual([]);
      });

      it('matches the last word as a prefix, and make, model, badge, series and colour words', async () => {
        expect(await ids('coro')).toEqual([1_001, 1_005]);
        expect(await ids('mercedes benz x253')).toEqual([1_003]);
        expect(await ids('cx5')).toEqual([1_002]);
        expect(await ids('maxx sport red')).toEqual([1_002]);
        expect(await ids('obsidian')).toEqual([1_003]);
        expect(await ids('toyota sr')).toEqual([1_004]);
        expect(await ids('toyota cruiser')).toEqual([]);
      });

      it('puts cars containing the query words exactly before typo and prefix matches', async () => {
        // Without a query the Corolla (with photos) ranks first; 'corola' is exact for the other.
        const plain = (await search(state(), site)).hits.map((h) => h.id);
        expect(plain.indexOf(1_001)).toBeLessThan(plain.indexOf(1_005));
        expect((await search(state({ query: 'corola' }), site)).hits.map((h) => h.id)).toEqual([1_005, 1_001]);
        expect((await search(state({ query: 'corola', sortBy: 'latest' }), site)).hits.map((h) => h.id)).toEqual([1_001, 1_005]);
      });
    });

    describe('what a site lists', () => {
      it('keeps sold cars for include_sold_cars_days (by sold_at), and hides other statuses and hidden cars', async () => {
        const site = siteFor('sold', { includeSoldCarsDays: 3 });
        await fixture.store([
          aCar().withId(2_001).withSite(site.slug).build(),
          aCar().withId(2_002).withSite(site.slug).sold(daysAgo(2)).build(),
          aCar().withId(2_003).withSite(site.slug).sold(daysAgo(4)).build(),
          aCar().withId(2_004).withSite(site.slug).comingSoon().build(),
          aCar().withId(2_005).withSite(site.slug).with({ status: 'other' }).build(),
          aCar().withId(2_006).withSite(site.slug).with({ show_on_dealer_website: false }).build(),
        ]);
        const ids = async (s: SearchSiteContext, now = NOW) =>
          (await searchResult(fixture.engine, { site: s, state: state(), now })).hits.map((h) => h.id).sort();
        expect(await ids(site)).toEqual([2_001, 2_002, 2_004]);
        expect(await ids({ ...site, includeSoldCarsDays: 1 })).toEqual([2_001, 2_004]);
        expect(await ids({ ...site, includeSoldCarsDays: 5 })).toEqual([2_001, 2_002, 2_003, 2_004]);
        expect(await ids(site, new Date(NOW.getTime() + 2 * DAY))).toEqual([2_001, 2_004]);
      });

      it("applies the site's stock filter: preset, used only, in stock only, excluded stock numbers", async () => {
        const site = siteFor('stock');
        await fixture.store([
          aCar().withId(3_001).withSite(site.slug).ofType('used').with({ stocknum: 'U-1' }).build(),
          aCar().withId(3_002).withSite(site.slug).ofType('new').with({ stocknum: 'N-1' }).build(),
          aCar().withId(3_003).withSite(site.slug).ofType('used').comingSoon().with({ stocknum: 'U-2' }).build(),
          aCar().withId(3_004).withSite(site.slug).ofType('used').with({ stocknum: 'U-3' }).build(),
        ]);
        const ids = async (stockFilter: SearchSiteContext['stockFilter']) => (await search(state(), { ...site, stockFilter })).hits.map((h) => h.id).sort();
        expect(await ids({ preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] })).toEqual([3_001, 3_002, 3_003, 3_004]);
        expect(await ids({ preset: 2, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] })).toEqual([3_001, 3_003, 3_004]);
        expect(await ids({ preset: 0, usedOnly: true, inStockOnly: true, excludedStockNumbers: ['u-3 '] })).toEqual([3_001]);
      });
    });

    describe('sorting and prices', () => {
      const site = siteFor('sorting');
      beforeAll(async () => {
        await fixture.store([
          aCar()
            .withId(4_001)
            .withSite(site.slug)
            .withPrice(0)
            .with({ created_at: '2025-05-01T00:00:00Z', finance_lenders: manualLender(120) })
            .build(),
          aCar()
            .withId(4_002)
            .withSite(site.slug)
            .withPrice(25_000)
            .with({ created_at: '2025-05-03T00:00:00Z', finance_lenders: manualLender(140) })
            .build(),
          aCar()
            .withId(4_003)
            .withSite(site.slug)
            .withPrice(18_000)
            .with({ created_at: '2025-05-02T00:00:00Z', finance_lenders: manualLender(95) })
            .build(),
          aCar().withId(4_004).withSite(site.slug).withPrice(40_000).withImages(0).with({ created_at: '2025-05-04T00:00:00Z' }).build(),
          aCar()
            .withId(4_005)
            .withSite(site.slug)
            .withPrice(30_000)
            .comingSoon()
            .with({ created_at: '2025-05-05T00:00:00Z', finance_lenders: manualLender(210) })
            .build(),
        ]);
      });
      const ids = async (sortBy: SearchState['sortBy'], s: SearchSiteContext = site) => (await search(state({ sortBy }), s)).hits.map((h) => h.id);

      it('orders by custom rank (in stock, then coming soon; photos first; newest first), latest and price', async () => {
        expect(await ids('relevance')).toEqual([4_002, 4_003, 4_001, 4_004, 4_005]);
        expect(await ids('latest')).toEqual([4_005, 4_004, 4_002, 4_003, 4_001]);
        expect(await ids('price_desc')).toEqual([4_004, 4_005, 4_002, 4_003, 4_001]);
        // The unpriced car ('Enquire for price.') sorts last both ways.
        expect(await ids('price_asc')).toEqual([4_003, 4_002, 4_005, 4_004, 4_001]);
      });

      describe('by the price the card shows', () => {
        const shown = siteFor('shown-prices');
        beforeAll(async () => {
          const car = (id: number) => aCar().withId(id).withSite(shown.slug);
          await fixture.store([
            car(5_001).withPrice(35_990).build(),
            car(5_002).withPrice(35_990).with({ offer_price: 34_600 }).build(),
            car(5_003).withPrice(37_990).build(),
            car(5_004).withPrice(37_990).with({ offer_price: 36_990 }).build(),
            car(5_005).withPrice(0).build(),
            car(5_006).withPrice(0).with({ preorder: true }).build(),
            // A car on subscription sorts by its cash price, never by its weekly amount.
            car(5_007).withPrice(41_990).with({ subscription_price: 258 }).build(),
            // An offer of $10 or less is not shown (spec 1 §4): the price is; an offer above it is shown all the same.
            car(5_008).withPrice(40_990).with({ offer_price: 10 }).build(),
            car(5_009).withPrice(29_990).with({ offer_price: 31_990 }).build(),
          ]);
        });

        it('sorts by the offer or reduced price where one applies, a subscription car by its cash price, unpriced cars last both ways', async () => {
          expect(await ids('price_asc', shown)).toEqual([5_009, 5_002, 5_001, 5_004, 5_003, 5_008, 5_007, 5_005, 5_006]);
          expect(await ids('price_desc', shown)).toEqual([5_007, 5_008, 5_003, 5_004, 5_001, 5_002, 5_009, 5_005, 5_006]);
        });

        it('keeps the order across pages: page 2 starts where page 1 ends', async () => {
          for (const sortBy of ['price_asc', 'price_desc'] as const) {
            const all = await ids(sortBy, shown);
            const pages = await Promise.all([1, 2, 3].map((page) => search(state({ sortBy, page, hitsPerPage: 4 }), shown)));
            expect(pages.flatMap((p) => p.hits.map((h) => h.id))).toEqual(all);
          }
        });

        it('filters and bounds the price range by the same price', async () => {
          const under35k = await search(state({ sortBy: 'price_asc', range: { price: { max: 35_000 } } }), shown);
          expect(under35k.hits.map((h) => h.id)).toEqual([5_009, 5_002]);
          expect(under35k.facetStats.price).toEqual({ min: 31_990, max: 41_990 });
          expect((await search(state({ range: { price: { min: 1 } } }), shown)).count).toBe(7);
        });
      });

      it('drops unpriced cars from price ascending only where the site says so (spec 1 §5)', async () => {
        const result = await search(state({ sortBy: 'price_asc' }), { ...site, priceAscExcludesZero: true });
        expect(result.hits.map((h) => h.id)).toEqual([4_003, 4_002, 4_005, 4_004]);
        expect(result.count).toBe(4);
      });

      it("searches and sorts by the weekly estimate of the site's provider (lowest first, none last)", async () => {
        expect(await ids('weekly_asc')).toEqual([4_003, 4_002, 4_005, 4_001, 4_004]);
        // The car priced 0 has no estimate (price not above 500); neither has the one without a Manual lender.
        const under150 = await search(state({ range: { weekly_price: { max: 150 } } }), site);
        expect(under150.hits.map((h) => [h.id, h.weekly_price])).toEqual([
          [4_002, 140],
          [4_003, 95],
        ]);
        expect(under150.facetStats.weekly_price).toEqual({ min: 95, max: 210 });
        expect(under150.facets.weekly_price_range).toEqual({ '$0 - $99': 1, '$100 - $149': 1 });
        const otherProvider = await search(state({ sortBy: 'weekly_asc' }), { ...site, financeProvider: 'Taurus' });
        expect(otherProvider.hits.every((h) => h.weekly_price === null)).toBe(true);
      });
    });

    describe('facets', () => {
      const site = siteFor('facets');
      beforeAll(async () => {
        const cars: Car[] = [];
        const makes = [
          ['Toyota', 'Corolla'],
          ['Toyota', 'Camry'],
          ['Mazda', 'CX-5'],
          ['Ford', 'Ranger'],
        ] as const;
        for (let i = 0; i < 12; i++) {
          const [make, model] = makes[i % makes.length]!;
          cars.push(
            aCar()
              .withId(5_001 + i)
              .withSite(site.slug)
              .withMakeModel(make, model)
              .withPrice(10_000 + i * 5_000)
              .ofType(i % 3 === 0 ? 'new' : 'used')
              .build(),
          );
        }
        await fixture.store(cars);
      });

      it('counts each facet disjunctively: its own refinements do not narrow it, every other filter does', async () => {
        const result = await search(state({ refinementList: { make: ['Toyota'], car_type: ['used'] } }), site);
        expect(result.count).toBe(4);
        expect(result.facets.make).toEqual({ Toyota: 4, Mazda: 2, Ford: 2 });
        expect(result.facets.car_type).toEqual({ new: 2, used: 4 });
        expect(result.facets.model).toEqual({ Corolla: 2, Camry: 2 });
        const both = await search(state({ refinementList: { make: ['Toyota', 'Ford'] } }), site);
        expect(both.count).toBe(9);
      });

      it('gives facetStats of a range attribute without its own range, and honours every other filter', async () => {
        const result = await search(state({ refinementList: { make: ['Mazda'] }, range: { price: { min: 30_000, max: 50_000 } } }), site);
        expect(result.hits.map((h) => h.price)).toEqual([40_000]);
        expect(result.facetStats.price).toEqual({ min: 20_000, max: 60_000 });
        expect(result.facetStats.year).toEqual({ min: 2021, max: 2021 });
      });

      it('counts only the facets asked for', async () => {
        const result = await search(state(), site, { facets: ['make', 'car_type'] });
        expect(Object.keys(result.facets).sort()).toEqual(['car_type', 'make']);
      });
    });

    describe('following the inventory', () => {
      it('reflects updated, added and moved cars once told, and a rebuild re-reads the site', async () => {
        const site = siteFor('changes');
        const other = siteFor('changes-other');
        await fixture.store([aCar().withId(6_001).withSite(site.slug).withPrice(20_000).build()]);
        expect((await search(state(), site)).hits.map((h) => h.price)).toEqual([20_000]);
        await fixture.store([
          aCar().withId(6_001).withSite(site.slug).withPrice(18_500).build(),
          aCar().withId(6_002).withSite(site.slug).withMakeModel('Kia', 'Sportage').build(),
        ]);
        const after = await search(state({ sortBy: 'price_asc' }), site);
        expect(after.hits.map((h) => [h.id, h.price])).toEqual([
          [6_001, 18_500],
          [6_002, 28_990],
        ]);
        expect(after.facets.make).toEqual({ Toyota: 1, Kia: 1 });
        await search(state(), other);
        await fixture.store([aCar().withId(6_002).withSite(other.slug).withMakeModel('Kia', 'Sportage').build()]);
        expect((await search(state(), site)).hits.map((h) => h.id)).toEqual([6_001]);
        expect((await search(state(), other)).hits.map((h) => h.id)).toEqual([6_002]);
        await fixture.engine.rebuild(site.slug);
        expect((await search(state(), site)).count).toBe(1);
      });

      it('a cache in front drops the oldest search beyond its capacity and a site’s searches when its stock changes', async () => {
        const site = siteFor('cached');
        await fixture.store([aCar().withId(7_001).withSite(site.slug).withPrice(11_000).build()]);
        const cached = new CachingSearchEngine(fixture.engine, { capacity: 2 });
        const q = (query: string) => searchResult(cached, { site, state: state({ query }), now: NOW });
        const first = await q('');
        expect(await q('')).toEqual({ ...first, ms: expect.any(Number) });
        await q('toyota');
        await q('corolla');
        expect(cached.size).toBe(2);
        await fixture.store([aCar().withId(7_001).withSite(site.slug).withPrice(9_000).build()]);
        await cached.carsChanged([aCar().withId(7_001).withSite(site.slug).build()]);
        expect(cached.size).toBe(0);
        expect((await q('')).hits.map((h) => h.price)).toEqual([9_000]);
      });
    });
  });
}

/**
 * Search states drawn around a car of the inventory (its words, values and numbers), so
 * most find something, mixed with other values of the same attributes and a few values
 * no car has.
 */
export function searchStates(docs: readonly SearchDocument[], cars: readonly Car[]): fc.Arbitrary<SearchState> {
  const values = new Map<FacetAttribute, string[]>();
  for (const attribute of FACET_ATTRIBUTES) values.set(attribute, [...new Set(docs.flatMap((d) => d.facets[attribute] ?? []))].sort());
  const mangle = (word: string, how: number, at: number): string => {
    const i = word.length > 1 ? 1 + (at % (word.length - 1)) : 0;
    if (how === 0) return word.slice(0, i) + word.slice(i + 1); // a letter dropped
    if (how === 1) return word.slice(0, i) + word.slice(i + 1, i + 2) + word.slice(i, i + 1) + word.slice(i + 2); // two swapped
    if (how === 2) return word.slice(0, Math.max(1, i)); // a prefix
    return word;
  };
  const around = fc.nat({ max: cars.length - 1 }).chain((index) => {
    const car = cars[index]!;
    const doc = docs[index]!;
    const words = [car.make, car.model, car.colour, car.badge, car.series, car.stocknum, car.regplate].filter((w): w is string => !!w);
    const query = fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...words), fc.integer({ min: 0, max: 5 }), fc.nat()).map(([w, how, at]) => mangle(w, how, at)) },
      { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b}`) },
      { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
    );
    const own = FACET_ATTRIBUTES.filter((a) => (doc.facets[a]?.length ?? 0) > 0);
    const refinement = fc
      .constantFrom(...own)
      .chain((attribute) =>
        fc
          .tuple(fc.constantFrom(...doc.facets[attribute]!), fc.option(fc.constantFrom(...values.get(attribute)!), { nil: undefined }))
          .map(([mine, other]) => [attribute, [mine, ...(other ? [other] : [])]] as const),
      );
    const near = (value: number | null, spread: number) =>
      fc
        .record({ min: fc.integer({ min: -spread, max: spread }), max: fc.integer({ min: -spread, max: spread }) }, { requiredKeys: [] })
        .map((b) => ({
          ...(b.min !== undefined ? { min: (value ?? 0) - Math.abs(b.min) } : {}),
          ...(b.max !== undefined ? { max: (value ?? 0) + Math.abs(b.max) } : {}),
        }))
        .filter((b) => 'min' in b || 'max' in b);
    const range = fc.record(
      {
        price: near(doc.numbers.price, 15_000),
        km: near(doc.numbers.km, 40_000),
        year: near(doc.numbers.year, 3),
        weekly_price: near(doc.numbers.weekly_price, 80),
      },
      { requiredKeys: [] },
    );
    return fc.record({
      query,
      refinements: fc.array(refinement, { maxLength: 3 }),
      // Rarely: a value no car has, and an exact price.
      junk: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...FACET_ATTRIBUTES) }),
      price: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(doc.numbers.price) }),
      range: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 3, arbitrary: range }),
    });
  });
  return fc
    .record({
      around,
      page: fc.integer({ min: 1, max: 3 }),
      sortBy: fc.constantFrom(...SORT_BY_VALUES),
      hitsPerPage: fc.option(fc.integer({ min: 1, max: 30 }), { nil: undefined }),
      // A quarter are broad: no text, no range, at most one refinement (large result sets).
      broad: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
    })
    .map(({ around, page, sortBy, hitsPerPage, broad }) => {
      const { junk, price } = around;
      const query = broad ? '' : around.query;
      const range = broad ? {} : around.range;
      const refinements = broad ? around.refinements.slice(0, 1) : around.refinements;
      const refinementList: Partial<Record<RefinementAttribute, string[]>> = {};
      for (const [attribute, list] of refinements) refinementList[attribute] = [...new Set([...(refinementList[attribute] ?? []), ...list])];
      if (junk) refinementList[junk] = [...(refinementList[junk] ?? []), 'no such value'];
      if (price !== undefined && price !== null) refinementList.price = [String(price)];
      return { query, page, sortBy, ...(hitsPerPage !== undefined ? { hitsPerPage } : {}), refinementList, range } as SearchState;
    });
}
