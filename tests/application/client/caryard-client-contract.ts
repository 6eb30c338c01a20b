/**
 * The client port's one contract (issue 10, item 3): every call of CaryardClient answers the
 * same values — outputs and tagged failures (code, message, fields) — whichever implementation
 * carries it: in-process (the use cases called directly, as while rendering a page) or over
 * fetch (the JSON API). A new read is a new block here and is proven on both.
 * Run by in-process-caryard-client.test.ts and http-caryard-client.test.ts.
 */
import * as E from 'fp-ts/lib/Either.js';
import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlCarRepository } from '../../../adapters/persistence/sql-car-repository';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import type { CaryardClient } from '../../../application/client/caryard-client.port';
import { getPublicSite } from '../../../application/dealer-site/get-site.use-case';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { loadDealerSites } from '../../../config/dealer-sites';
import { PORTS } from '../../../config/ports';
import { createSearchStack, type SearchStack } from '../../../config/search/search-stack';
import type { DealerSite } from '../../../domain/dealer-site/dealer-site';
import { AnalyticsEventId, AnalyticsEventName } from '../../../domain/analytics/event-ids';
import { NO_DELIVERY_ESTIMATE_MESSAGE } from '../../../domain/locations/delivery-zones';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { emptySearchState, type SearchState } from '../../../domain/search';
import { driveAwayPrice } from '../../../domain/pricing/drive-away';
import { defaultBuyerState } from '../../../application/pricing/quote-drive-away.use-case';
import type { AutograbData, Car } from '../../../domain/vehicle/car';
import { aCar, type CarBuilder } from '../../support/car-builder';

/** The site every call is made for, with its one dealership (config/dealer-sites). */
export const CONTRACT_SITE = 'harbour-motors';
const site: DealerSite = (() => {
  const found = loadDealerSites().find((s) => s.slug === CONTRACT_SITE);
  if (!found) throw new Error(`No demo site ${CONTRACT_SITE}`);
  return found;
})();
const DEALERSHIP = site.dealerships[0] ?? { id: 0, slug: '' };
const OTHER_WEBSITE_ID = site.id + 1;

const market: AutograbData = {
  state_average_market_price: 30_500,
  average_market_price: 30_000,
  market_range_min: 27_000,
  market_range_max: 33_000,
  confidence: 0.8,
  description: null,
};

const harbourCar = (id: number, slug: string): CarBuilder =>
  aCar()
    .withId(id)
    .withSite(CONTRACT_SITE)
    .withSlug(slug)
    .with({ dealership_slug: DEALERSHIP.slug, dealership_id: DEALERSHIP.id, dealership_ids: [DEALERSHIP.id] });

/** The same cars in both implementations' databases. */
export const contractCars = {
  cx5: harbourCar(7101, '2023-mazda-cx-5-maxx-sport')
    .withMakeModel('Mazda', 'CX-5')
    .withYear(2023)
    .withPrice(28_990)
    .with({ autograb_data: market, views: 40, photos_count: 12, updated_at: '2025-06-01T09:30:00.000Z' })
    .build(),
  cx5Touring: harbourCar(7102, '2022-mazda-cx-5-touring').withMakeModel('Mazda', 'CX-5').withYear(2022).withPrice(31_500).build(),
  bt50: harbourCar(7103, '2024-mazda-bt-50-xt')
    .withMakeModel('Mazda', 'BT-50')
    .withYear(2024)
    .withPrice(27_990)
    .with({ autograb_data: null, simple_body: 'Ute' })
    .build(),
  corolla: harbourCar(7104, '2020-toyota-corolla-ascent-sport').withMakeModel('Toyota', 'Corolla').withYear(2020).withPrice(25_990).build(),
  /** Another site's car: not found on this one. */
  bayside: aCar().withId(7105).withSite('bayside-pre-owned').withSlug('2019-toyota-corolla-ascent').build(),
};
const cars: readonly Car[] = Object.values(contractCars);
const { cx5, cx5Touring, bt50, corolla, bayside } = contractCars;

/** The core's search answering SEARCH.UNAVAILABLE while `down` (the engine's store gone), as one binding swapped. */
export function switchableSearch(): { readonly overrides: (container: Container) => void; down: boolean } {
  const state = {
    down: false,
    overrides: (container: Container) => {
      const outage = (engine: SearchEngine): SearchEngine => ({
        search: (request) =>
          state.down ? TE.left({ code: 'SEARCH.UNAVAILABLE', message: 'Search database unavailable: contract outage' }) : engine.search(request),
      });
      container.rebind<SearchStack>(PORTS.SearchStack).toDynamicValue(async (ctx) => {
        const db = () => ctx.getAsync<SqlDatabase>(PORTS.SqlDatabase);
        const stack = await createSearchStack({ sites: ctx.get<readonly DealerSite[]>(PORTS.DealerSites), cars: new SqlCarRepository(await db()), db });
        return { ...stack, start: (now?: Date) => stack.start(now), engine: outage(stack.engine), lookups: outage(stack.lookups) };
      });
    },
  };
  return state;
}

export interface ClientUnderTest {
  readonly client: CaryardClient;
  readonly close: () => Promise<void>;
}

/**
 * What each implementation provides: a client for CONTRACT_SITE over a started core holding
 * `cars`, with `overrides` applied to the core's container (the search outage switch).
 */
export type MakeClient = (setup: { readonly cars: readonly Car[]; readonly overrides: (container: Container) => void }) => Promise<ClientUnderTest>;

const slugsOf = (hits: readonly { slug: string }[]): string[] => hits.map((hit) => hit.slug);
const carNotFound = (slug: string) => E.left({ code: 'CAR.NOT_FOUND', slug, message: `No car '${slug}' on this site.` });
const mazdas: SearchState = { ...emptySearchState, refinementList: { make: ['Mazda'] } };

export function describeCaryardClientContract(name: string, makeClient: MakeClient): void {
  describe(`CaryardClient contract: ${name}`, () => {
    const search = switchableSearch();
    let subject: ClientUnderTest | undefined;
    const client = (): CaryardClient => {
      if (!subject) throw new Error('The client did not start');
      return subject.client;
    };

    beforeAll(async () => {
      subject = await makeClient({ cars, overrides: search.overrides });
    }, 60_000);
    afterAll(async () => {
      await subject?.close();
    });

    it('getSite: the public projection of the site, nothing more', async () => {
      const answer = await client().getSite();
      expect(answer).toEqual(E.right(getPublicSite(site)));
      expect(E.isRight(answer) && Object.keys(answer.right)).not.toContain('stock_filter');
    });

    describe('search', () => {
      it('answers one page of the site’s stock with its disjunctive facets', async () => {
        const answer = await client().search({ state: mazdas });
        if (E.isLeft(answer)) throw new Error(answer.left.message);
        expect(slugsOf(answer.right.hits).sort()).toEqual([bt50.slug, cx5Touring.slug, cx5.slug].sort());
        expect(answer.right).toMatchObject({ count: 3, page: 1, pages: 1, hitsPerPage: 21 });
        expect(answer.right.facets.make).toEqual({ Mazda: 3, Toyota: 1 });
      });

      it('refuses a page beyond the last with VALIDATION_FAILED naming the last page', async () => {
        expect(await client().search({ state: { ...mazdas, page: 5 } })).toEqual(
          E.left({ code: 'VALIDATION_FAILED', message: 'Page 5 is beyond the last page, 1.', fields: { page: 'The last page is 1.' }, lastPage: 1 }),
        );
        expect(await client().search({ state: { ...emptySearchState, query: 'lamborghini', page: 2 } })).toEqual(
          E.left({
            code: 'VALIDATION_FAILED',
            message: 'Page 2 does not exist: nothing matches this search.',
            fields: { page: 'Only page 1 exists for this search.' },
            lastPage: 0,
          }),
        );
      });

      it('refuses a query over 200 characters with VALIDATION_FAILED naming the query', async () => {
        const answer = await client().search({ state: { ...emptySearchState, query: 'x'.repeat(201) } });
        expect(answer).toEqual(E.left({ code: 'VALIDATION_FAILED', message: expect.any(String), fields: { query: 'At most 200 characters.' } }));
      });
    });

    describe('getCar', () => {
      it('answers the car of this site by its slug', async () => {
        expect(await client().getCar({ slug: cx5.slug })).toEqual(
          E.right(expect.objectContaining({ id: cx5.id, slug: cx5.slug, make: 'Mazda', model: 'CX-5', price: 28_990, site_slug: CONTRACT_SITE })),
        );
      });

      it('answers CAR.NOT_FOUND for an unknown slug, another site’s car, or no slug a car can have', async () => {
        expect(await client().getCar({ slug: 'no-such-car' })).toEqual(carNotFound('no-such-car'));
        expect(await client().getCar({ slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
        expect(await client().getCar({ slug: 'not a slug!' })).toEqual(carNotFound('not a slug!'));
      });
    });

    describe('similar', () => {
      it('answers the in-stock cars like it: same make and model first, then same type and body, itself excluded', async () => {
        const answer = await client().similar({ slug: cx5.slug });
        expect(E.map(slugsOf)(answer)).toEqual(E.right([cx5Touring.slug, corolla.slug]));
      });

      it('answers CAR.NOT_FOUND for a car not on this site', async () => {
        expect(await client().similar({ slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
      });
    });

    it('lookupCars: the first `limit` cars of the filters, the limit clamped to 1–100', async () => {
      const cheapestMazdas = { ...mazdas, sortBy: 'price_asc' } as const;
      expect(E.map(slugsOf)(await client().lookupCars({ filters: cheapestMazdas, limit: 2 }))).toEqual(E.right([bt50.slug, cx5.slug]));
      expect(E.map(slugsOf)(await client().lookupCars({ filters: cheapestMazdas, limit: 0 }))).toEqual(E.right([bt50.slug]));
    });

    it('searchModels: the site’s models of a manufacturer, from its stock, with their counts', async () => {
      expect(await client().searchModels({ search: { manufacturer: 'Mazda' } })).toEqual(
        E.right({
          hits: [
            { manufacturer_name: 'Mazda', name: 'BT-50', count: 1 },
            { manufacturer_name: 'Mazda', name: 'CX-5', count: 2 },
          ],
          count: 2,
          page: 1,
          pages: 1,
          hitsPerPage: 21,
        }),
      );
    });

    describe('searchDealershipItems', () => {
      it('answers the stock of one of the site’s dealerships within the price range', async () => {
        const answer = await client().searchDealershipItems({ dealershipSlug: DEALERSHIP.slug, search: { price: { max: 28_000 } } });
        if (E.isLeft(answer)) throw new Error(answer.left.message);
        expect(slugsOf(answer.right.hits).sort()).toEqual([bt50.slug, corolla.slug].sort());
        expect(answer.right).toMatchObject({ count: 2, page: 1, pages: 1, hitsPerPage: 21 });
      });

      it('answers DEALERSHIP.NOT_FOUND for a dealership of another site', async () => {
        expect(await client().searchDealershipItems({ dealershipSlug: 'bayside-pre-owned', search: {} })).toEqual(
          E.left({ code: 'DEALERSHIP.NOT_FOUND', slug: 'bayside-pre-owned', message: "No dealership 'bayside-pre-owned' on this site." }),
        );
      });

      it('refuses a page beyond the last as the listing does', async () => {
        expect(await client().searchDealershipItems({ dealershipSlug: DEALERSHIP.slug, search: { page: 3 } })).toEqual(
          E.left({ code: 'VALIDATION_FAILED', message: 'Page 3 is beyond the last page, 1.', fields: { page: 'The last page is 1.' }, lastPage: 1 }),
        );
      });
    });

    describe('autogauge', () => {
      it('answers where the asking price sits in the market range', async () => {
        expect(await client().autogauge({ slug: cx5.slug })).toEqual(
          E.right({
            fill: 0.67,
            listing_price: 28_990,
            market_range_min: 27_000,
            market_range_max: 33_000,
            confidence: 0.8,
            description: null,
            // issue 17: the working the price comparison shows.
            average_market_price: 30_000,
            state_average_market_price: 30_500,
            state: 'QLD',
            comparable_count: null,
          }),
        );
      });

      it('answers AUTOGAUGE.NO_MARKET_DATA for a car without market data, CAR.NOT_FOUND for another site’s', async () => {
        expect(await client().autogauge({ slug: bt50.slug })).toEqual(
          E.left({ code: 'AUTOGAUGE.NO_MARKET_DATA', slug: bt50.slug, message: `No market data for car '${bt50.slug}'.` }),
        );
        expect(await client().autogauge({ slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
      });
    });

    describe('recordView', () => {
      it('counts each view from the listing’s views, and answers the live fields only when the page’s copy is stale', async () => {
        const pageCopy = { slug: cx5.slug, photosCount: 12, updatedAt: new Date(cx5.updated_at), websiteId: site.id };
        expect(await client().recordView(pageCopy)).toEqual(E.right({ views: 41, car_fields: {} }));
        expect(await client().recordView({ ...pageCopy, photosCount: 11 })).toEqual(
          E.right({ views: 42, car_fields: expect.objectContaining({ price: 28_990, status: 'in_stock', photos_count: 12, reserved: false }) }),
        );
      });

      it('answers WEBSITE.MISMATCH for another site’s id, CAR.NOT_FOUND for another site’s car', async () => {
        expect(await client().recordView({ slug: cx5.slug, websiteId: OTHER_WEBSITE_ID })).toEqual(
          E.left({ code: 'WEBSITE.MISMATCH', websiteId: OTHER_WEBSITE_ID, message: `Website ${OTHER_WEBSITE_ID} is not this site.` }),
        );
        expect(await client().recordView({ slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
      });
    });

    describe('deliveryEstimate', () => {
      it('answers the delivery zone’s price and name for a postcode', async () => {
        expect(await client().deliveryEstimate({ postcode: '2300' })).toEqual(E.right({ price: 399, name: 'Newcastle & Hunter' }));
      });

      it('answers the Postcode rule’s failures and DELIVERY.NO_ESTIMATE with their spec messages', async () => {
        expect(await client().deliveryEstimate({ postcode: 'abc' })).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().deliveryEstimate({ postcode: '4'.repeat(30) })).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().deliveryEstimate({ postcode: '' })).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().deliveryEstimate({ postcode: '6798' })).toEqual(E.left({ code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE }));
      });
    });

    describe('lookupPostcode', () => {
      it('answers the place of a postcode (issue 13 nearest location)', async () => {
        expect(await client().lookupPostcode({ postcode: '2150' })).toEqual(
          E.right({ postcode: '2150', locality: expect.any(String), state: 'NSW', latitude: expect.closeTo(-33.81, 1), longitude: expect.closeTo(151.01, 1) }),
        );
      });

      it('answers the Postcode rule failures and POSTCODE.NOT_FOUND with their spec messages', async () => {
        expect(await client().lookupPostcode({ postcode: 'abc' })).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().lookupPostcode({ postcode: '4'.repeat(30) })).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().lookupPostcode({ postcode: '' })).toEqual(E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }));
        expect(await client().lookupPostcode({ postcode: '9999' })).toEqual(E.left({ code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode' }));
      });
    });

    describe('quoteDriveAway', () => {
      // issue 15 'The drive-away price': the figure is the domain's, for the day the call is made.
      const expected = (state: Parameters<typeof driveAwayPrice>[0]['state']) => driveAwayPrice({ car: cx5, state, costs: site.on_road_costs, on: new Date() });

      it('answers the drive-away price for the state of the car’s location, or of a postcode', async () => {
        const state = defaultBuyerState(site, cx5);
        expect(await client().quoteDriveAway({ slug: cx5.slug })).toEqual(E.right({ drive_away: expected(state), postcode: null, state }));
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: ' 3000 ' })).toEqual(
          E.right({ drive_away: expected('VIC'), postcode: '3000', state: 'VIC' }),
        );
        // A postcode no delivery zone covers (Adelaide's PO boxes): its state from the geocoder.
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: '5800' })).toEqual(
          E.right({ drive_away: expected('SA'), postcode: '5800', state: 'SA' }),
        );
      });

      it('answers the Postcode rule’s failures, POSTCODE.NOT_FOUND and CAR.NOT_FOUND', async () => {
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: 'abc' })).toEqual(
          E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }),
        );
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: '4'.repeat(30) })).toEqual(
          E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }),
        );
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: '' })).toEqual(
          E.left({ code: 'POSTCODE.REQUIRED', message: INVALID_POSTCODE_MESSAGE }),
        );
        expect(await client().quoteDriveAway({ slug: cx5.slug, postcode: '9999' })).toEqual(
          E.left({ code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode' }),
        );
        expect(await client().quoteDriveAway({ slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
      });
    });

    describe('revealPhone', () => {
      const ids = { slug: cx5.slug, carId: cx5.id, dealershipId: DEALERSHIP.id, websiteId: site.id };

      it('records a reveal of the page car’s number', async () => {
        expect(await client().revealPhone(ids)).toEqual(E.right({ recorded: true }));
      });

      it('answers PHONE_REVEAL.MISMATCH naming the wrong id, WEBSITE.MISMATCH, CAR.NOT_FOUND', async () => {
        expect(await client().revealPhone({ ...ids, dealershipId: 999 })).toEqual(
          E.left({
            code: 'PHONE_REVEAL.MISMATCH',
            message: `Not a dealership of car '${cx5.slug}'.`,
            fields: { dealership_id: `Not a dealership of car '${cx5.slug}'.` },
          }),
        );
        expect(await client().revealPhone({ ...ids, websiteId: OTHER_WEBSITE_ID })).toEqual(
          E.left({ code: 'WEBSITE.MISMATCH', websiteId: OTHER_WEBSITE_ID, message: `Website ${OTHER_WEBSITE_ID} is not this site.` }),
        );
        expect(await client().revealPhone({ ...ids, slug: bayside.slug })).toEqual(carNotFound(bayside.slug));
      });
    });

    describe('trackEvent', () => {
      it('records an event by its spec id, or by its name where the spec gives none', async () => {
        expect(await client().trackEvent({ event: { event_id: AnalyticsEventId.print, car_id: cx5.id, url: 'https://harbour.example/cars/x' } })).toEqual(
          E.right({ recorded: true }),
        );
        expect(await client().trackEvent({ event: { event: AnalyticsEventName.callClick, car_id: cx5.id, properties: { placement: 'sidebar' } } })).toEqual(
          E.right({ recorded: true }),
        );
      });

      it('rejects an unknown id, both or neither of id and name, and another site’s car, naming the field', async () => {
        // Not a spec 2 §7 id: a page could not send it, another caller could.
        const unknownId = 5 as AnalyticsEventId;
        expect(await client().trackEvent({ event: { event_id: unknownId } })).toEqual(
          E.left({ code: 'ANALYTICS.UNKNOWN_EVENT', message: expect.any(String), fields: { event_id: expect.any(String) } }),
        );
        expect(await client().trackEvent({ event: {} })).toEqual(
          E.left({ code: 'ANALYTICS.EVENT_REQUIRED', message: expect.any(String), fields: { event_id: expect.any(String), event: expect.any(String) } }),
        );
        expect(await client().trackEvent({ event: { event_id: AnalyticsEventId.print, event: AnalyticsEventName.callClick } })).toEqual(
          E.left({ code: 'ANALYTICS.EVENT_REQUIRED', message: expect.any(String), fields: { event_id: expect.any(String), event: expect.any(String) } }),
        );
        const message = `No car ${bayside.id} on this site.`;
        expect(await client().trackEvent({ event: { event_id: AnalyticsEventId.print, car_id: bayside.id } })).toEqual(
          E.left({ code: 'ANALYTICS.CAR_NOT_FOUND', message, fields: { car_id: message } }),
        );
      });
    });

    describe('getSitePage', () => {
      it('answers a content page with its Markdown rendered and the site facts filled in', async () => {
        const answer = await client().getSitePage({ path: '/terms-and-conditions' });
        expect(E.isRight(answer) && answer.right.kind).toBe('content');
        if (E.isRight(answer) && answer.right.kind === 'content') {
          expect(answer.right.html).toContain('<h2');
          expect(answer.right.html).not.toMatch(/\{\{\s*[a-z]+\s*\}\}/);
        }
      });

      it('answers PAGE.NOT_FOUND for a path the site has no page at, and for paths no page can have', async () => {
        for (const path of ['/no-such-page', '/pages/terms-and-conditions', `/${'a'.repeat(300)}`, 'relative', '//evil.example']) {
          const answer = await client().getSitePage({ path });
          expect(E.isLeft(answer) && answer.left.code, path).toBe('PAGE.NOT_FOUND');
        }
      });
    });

    describe('serviceSlots (issue 13)', () => {
      const wickham = { id: 2102, slug: 'wickham-service', name: 'Harbour Motors Service Centre' };

      it('answers a date’s free drop-off times at a service location, and the dates of its window with room', async () => {
        // The suite runs on the real clock: the dates are read from the answer itself.
        const first = await client().serviceSlots({ location: 'wickham-service', date: '2020-01-01' });
        if (E.isLeft(first)) throw new Error(first.left.message);
        expect(first.right).toMatchObject({
          location: wickham,
          time_zone: 'Australia/Sydney',
          date: '2020-01-01',
          slots: [],
          reason: 'past',
          holiday: "New Year's Day",
        });
        expect(first.right.next_free[0]).toMatchObject({ location: wickham, date: first.right.available_dates[0] });
        const open = first.right.available_dates[1] ?? '';
        const day = await client().serviceSlots({ location: 'wickham-service', date: open });
        if (E.isLeft(day)) throw new Error(day.left.message);
        expect(day.right).toMatchObject({ date: open, reason: null, next_free: [] });
        expect(day.right.slots[0]).toMatchObject({ remaining: 3 });
      });

      it('answers SERVICE.LOCATION_NOT_FOUND for a location taking no bookings or no slug at all, SERVICE.DATE_INVALID for a date that is none', async () => {
        for (const location of ['newcastle-west', 'no-such-place', 'Not A Slug!']) {
          expect(await client().serviceSlots({ location, date: '2030-03-05' })).toEqual(
            E.left({ code: 'SERVICE.LOCATION_NOT_FOUND', location, message: `No service location '${location}' on this site.` }),
          );
        }
        for (const date of ['2030-02-30', '5/3/2030', '']) {
          expect(await client().serviceSlots({ location: 'wickham-service', date })).toEqual(
            E.left({ code: 'SERVICE.DATE_INVALID', date, message: 'Please enter a date as YYYY-MM-DD' }),
          );
        }
      });
    });

    it('carPdfUrl: the car’s PDF route', () => {
      expect(client().carPdfUrl(cx5.slug)).toMatch(new RegExp(`/api/cars/${cx5.slug}/pdf$`));
    });

    describe('while the search store is down', () => {
      beforeAll(() => {
        search.down = true;
      });
      afterAll(() => {
        search.down = false;
      });
      const unavailable = E.left({ code: 'SEARCH.UNAVAILABLE', message: expect.any(String) });

      it('every search-backed call answers SEARCH.UNAVAILABLE, and a car is still found', async () => {
        expect(await client().search({ state: mazdas })).toEqual(unavailable);
        expect(await client().lookupCars({ filters: mazdas, limit: 3 })).toEqual(unavailable);
        expect(await client().similar({ slug: cx5.slug })).toEqual(unavailable);
        expect(await client().searchModels({ search: {} })).toEqual(unavailable);
        expect(await client().searchDealershipItems({ dealershipSlug: DEALERSHIP.slug, search: {} })).toEqual(unavailable);
        expect(E.isRight(await client().getCar({ slug: cx5.slug }))).toBe(true);
      });
    });
  });
}
