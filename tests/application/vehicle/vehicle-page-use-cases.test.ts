import * as E from 'fp-ts/lib/Either.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { TrackEvent } from '../../../application/analytics/track-event.use-case';
import { CompareWithMarket } from '../../../application/vehicle/compare-with-market.use-case';
import { RecordPhoneReveal } from '../../../application/vehicle/record-phone-reveal.use-case';
import { RecordVehicleView } from '../../../application/vehicle/record-vehicle-view.use-case';
import { RenderVehiclePdf, vehiclePdfDocument } from '../../../application/vehicle/vehicle-pdf.use-case';
import { loadDealerSites } from '../../../config/dealer-sites';
import { SOLD_MESSAGE } from '../../../domain/vehicle/availability';
import { DEALER_COMMENTS_PENDING } from '../../../domain/vehicle/truncation';
import { aCar } from '../../support/car-builder';
import { InMemoryCars, InMemoryEngagement, RecordingPdfRenderer } from './in-memory-vehicle';

const sites = loadDealerSites();
const harbour = sites.find((s) => s.slug === 'harbour-motors')!;
const suzuki = sites.find((s) => s.slug === 'sunset-coast-suzuki')!;
const site = { slug: harbour.slug, id: harbour.id };
const NOW = new Date('2025-06-10T00:00:00.000Z');

const car = aCar()
  .withId(1)
  .withSite('harbour-motors')
  .withSlug('a-car')
  .withPrice(30_000)
  .with({
    views: 10,
    photos_count: 4,
    dealership_id: 201,
    dealership_ids: [201, 202],
    autograb_data: { state_average_market_price: 31_000, average_market_price: 31_000, market_range_min: 28_000, market_range_max: 32_000, confidence: 0.5 },
  })
  .build();
const caravan = aCar()
  .withId(2)
  .withSite('harbour-motors')
  .withSlug('a-caravan')
  .withPrice(0)
  .with({ item_type: 'caravan', preorder: true, dealercomments: '  ', specifications: { body_length: 20, body_width: 7.5, sleeps: 4 } })
  .build();

describe('vehicle page use cases (issue 5)', () => {
  let cars: InMemoryCars;
  let engagement: InMemoryEngagement;

  beforeEach(() => {
    cars = new InMemoryCars([car, caravan]);
    engagement = new InMemoryEngagement();
  });
  // Each use case as the core makes it, run once.
  const runView = (input: Parameters<RecordVehicleView['execute']>[0]) => new RecordVehicleView({ cars, engagement }).execute(input)();
  const runReveal = (input: Parameters<RecordPhoneReveal['execute']>[0]) => new RecordPhoneReveal({ cars, engagement }).execute(input)();
  const runTrack = (input: Parameters<TrackEvent['execute']>[0]) => new TrackEvent({ cars, engagement }).execute(input)();

  it('compareWithMarket: the numbers, or why there are none', async () => {
    expect(await new CompareWithMarket({ cars }).execute({ site: { slug: 'harbour-motors' }, slug: 'a-car' })()).toEqual(
      E.right({
        fill: 0.5,
        listing_price: 30_000,
        market_range_min: 28_000,
        market_range_max: 32_000,
        confidence: 0.5,
        description: null,
        average_market_price: 31_000,
        state_average_market_price: 31_000,
        state: 'QLD',
        comparable_count: null,
      }),
    );
    expect(await new CompareWithMarket({ cars }).execute({ site: { slug: 'harbour-motors' }, slug: 'a-caravan' })()).toEqual(
      E.left({ code: 'AUTOGAUGE.NO_MARKET_DATA', slug: 'a-caravan', message: expect.any(String) }),
    );
    expect(await new CompareWithMarket({ cars }).execute({ site: { slug: 'bayside-pre-owned' }, slug: 'a-car' })()).toEqual(
      E.left({ code: 'CAR.NOT_FOUND', slug: 'a-car', message: expect.any(String) }),
    );
  });

  it("recordVehicleView: counts from the listing's views; live fields only when the page is stale", async () => {
    const fresh = await runView({ site, slug: 'a-car', photosCount: 4, updatedAt: new Date(car.updated_at) });
    expect(fresh).toEqual(E.right({ views: 11, car_fields: {} }));
    const stale = await runView({ site, slug: 'a-car', updatedAt: new Date('2020-01-01') });
    expect(E.isRight(stale) && stale.right).toMatchObject({ views: 12, car_fields: { price: 30_000, status: 'in_stock', photos_count: 4 } });
    expect(await runView({ site, slug: 'a-car', websiteId: site.id + 100 })).toMatchObject(E.left({ code: 'WEBSITE.MISMATCH' }));
    expect(await runView({ site, slug: 'nope' })).toEqual(E.left({ code: 'CAR.NOT_FOUND', slug: 'nope', message: expect.any(String) }));
    expect(await engagement.viewsOf('harbour-motors', 1)).toBe(12);
  });

  it("recordPhoneReveal: records the page car's ids, refuses others", async () => {
    const ids = { site, slug: 'a-car', carId: 1, dealershipId: 202, websiteId: site.id };
    expect(await runReveal(ids)).toEqual(E.right({ recorded: true }));
    expect(engagement.reveals).toEqual([{ siteSlug: 'harbour-motors', carId: 1, dealershipId: 202, websiteId: site.id }]);
    expect(await runReveal({ ...ids, carId: 2, dealershipId: 9 })).toEqual(
      E.left({ code: 'PHONE_REVEAL.MISMATCH', message: expect.any(String), fields: { car_id: expect.any(String), dealership_id: expect.any(String) } }),
    );
    expect(await runReveal({ ...ids, websiteId: 999 })).toMatchObject(E.left({ code: 'WEBSITE.MISMATCH' }));
    expect(engagement.reveals).toHaveLength(1);
  });

  it('trackEvent: spec 2 §7 ids only, cars of the site only', async () => {
    expect(await runTrack({ site: { slug: 'harbour-motors' }, event: { event_id: 39, car_id: 1 } })).toEqual(E.right({ recorded: true }));
    expect(await runTrack({ site: { slug: 'harbour-motors' }, event: { event_id: 7 as never } })).toMatchObject(E.left({ code: 'ANALYTICS.UNKNOWN_EVENT' }));
    expect(await runTrack({ site: { slug: 'bayside-pre-owned' }, event: { event_id: 39, car_id: 1 } })).toMatchObject(
      E.left({ code: 'ANALYTICS.CAR_NOT_FOUND' }),
    );
    expect(engagement.events).toEqual([{ siteSlug: 'harbour-motors', eventId: 39, eventName: null, carId: 1, url: null }]);
  });

  it('trackEvent: a call click (spec 1 §7, no id in spec 2 §7) is recorded by its name; exactly one of an id and a name', async () => {
    const click = { event: 'call_click', car_id: 1, url: 'https://harbour.example/cars/a-car', properties: { placement: 'mobile_bar' } } as const;
    expect(await runTrack({ site: { slug: 'harbour-motors' }, event: click })).toEqual(E.right({ recorded: true }));
    expect(engagement.events).toEqual([
      { siteSlug: 'harbour-motors', eventId: null, eventName: 'call_click', carId: 1, url: click.url, properties: { placement: 'mobile_bar' } },
    ]);

    const both = await runTrack({ site: { slug: 'harbour-motors' }, event: { event_id: 61, event: 'call_click', car_id: 1 } });
    expect(both).toEqual(
      E.left({
        code: 'ANALYTICS.EVENT_REQUIRED',
        message: expect.stringMatching(/not both/),
        fields: { event_id: expect.any(String), event: expect.any(String) },
      }),
    );
    const neither = await runTrack({ site: { slug: 'harbour-motors' }, event: { car_id: 1 } });
    expect(neither).toEqual(
      E.left({
        code: 'ANALYTICS.EVENT_REQUIRED',
        message: expect.stringMatching(/call_click/),
        fields: { event_id: expect.any(String), event: expect.any(String) },
      }),
    );
    const unknown = await runTrack({ site: { slug: 'harbour-motors' }, event: { event: 'sms_click' as never } });
    expect(unknown).toEqual(E.left({ code: 'ANALYTICS.UNKNOWN_EVENT', message: expect.any(String), fields: { event: expect.stringMatching(/call_click/) } }));
    const otherSite = await runTrack({ site: { slug: 'bayside-pre-owned' }, event: { event: 'call_click', car_id: 1 } });
    expect(otherSite).toMatchObject(E.left({ code: 'ANALYTICS.CAR_NOT_FOUND' }));
    expect(engagement.events).toHaveLength(1);
  });

  /** A photo source that remembers what it was asked for and holds one photo. */
  const photoAsked: string[] = [];
  const photos = {
    printable: async (url: string) => {
      photoAsked.push(url);
      return url === car.images[0]?.image.url ? { jpeg: new Uint8Array([0xff, 0xd8, 0xff]), width: 800, height: 500 } : null;
    },
  };
  const runPdf = (renderer: RecordingPdfRenderer, input: Parameters<RenderVehiclePdf['execute']>[0]) =>
    new RenderVehiclePdf({ cars, renderer, photos }).execute(input)();

  it("renderVehiclePdf: the sheet carries the car's main photo, the site's brand colour and the date in the dealership's time zone", async () => {
    const renderer = new RecordingPdfRenderer();
    // 14:30 UTC on 1 December is already 2 December in New South Wales (AEDT, UTC+11).
    await runPdf(renderer, { site: harbour, slug: 'a-car', pageUrl: 'https://x/cars/a-car', now: new Date('2026-12-01T14:30:00Z') });
    const doc = renderer.rendered[0]!;
    expect(photoAsked).toEqual([car.images[0]?.image.url]);
    expect(doc.photo).toMatchObject({ width: 800, height: 500 });
    expect(doc.printedOn).toBe('2 December 2026');
    expect(doc.brandColour).toBe(harbour.theme.colors?.[harbour.theme.primaryColor]?.[6]);
    expect(doc.brandColour).toBe('#9b1b30');
  });

  it("renderVehiclePdf: {slug}.pdf of the site's car; not on a site without printable sheets", async () => {
    const renderer = new RecordingPdfRenderer();
    const answer = await runPdf(renderer, { site: harbour, slug: 'a-car', pageUrl: 'https://x/cars/a-car', now: NOW });
    expect(E.isRight(answer) && answer.right.fileName).toBe('a-car.pdf');
    expect(renderer.rendered[0]).toMatchObject({ title: car.name, priceLabel: '$30,000', dealer: { name: 'Harbour Motors' } });
    expect(await runPdf(renderer, { site: suzuki, slug: 'a-car', pageUrl: '', now: NOW })).toMatchObject(E.left({ code: 'PDF.NOT_OFFERED' }));
    expect(await runPdf(renderer, { site: harbour, slug: 'nope', pageUrl: '', now: NOW })).toEqual(
      E.left({ code: 'CAR.NOT_FOUND', slug: 'nope', message: expect.any(String) }),
    );
  });

  it('the PDF document words the car by the domain rules: precedence, SOLD, pending comments, metres', () => {
    const doc = vehiclePdfDocument(caravan, { site: harbour, pageUrl: 'https://x', now: NOW });
    expect(doc.priceLabel).toBe('PREORDER');
    expect(doc.dealerComments).toBe(DEALER_COMMENTS_PENDING);
    expect(doc.keySpecs).toEqual(
      expect.arrayContaining([
        { label: 'Length', value: '6.10 m' },
        { label: 'Sleeps', value: '4' },
      ]),
    );
    const sold = vehiclePdfDocument({ ...car, status: 'sold', before_price: 40_000 }, { site: harbour, pageUrl: 'https://x', now: NOW });
    expect(sold).toMatchObject({ priceLabel: 'SOLD', wasPriceLabel: null, availabilityNote: SOLD_MESSAGE });
    expect(sold.keySpecs.map((s) => s.label)).not.toContain('Reserve deposit');
    const offer = vehiclePdfDocument({ ...car, offer_price: 27_500, before_price: 31_000 }, { site: harbour, pageUrl: 'https://x', now: NOW });
    expect(offer).toMatchObject({ priceLabel: '$27,500', wasPriceLabel: '$31,000' });
  });
});
