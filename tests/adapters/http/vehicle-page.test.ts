import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_PENDING } from '../../../domain/vehicle/truncation';
import type { Car, FinanceLender } from '../../../domain/vehicle/car';
import { aCar } from '../../support/car-builder';
import { bootDataOf } from './support/boot-data';
import { mainOf, textOf } from './support/html-text';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

/**
 * The vehicle detail page as the server renders it (spec 1 §2 'Vehicle detail page' and
 * 'Sidebar buttons', §4, §5, §8, §9; spec 2 §2, §4): one purpose-made car per rule, asserted
 * on the HTML a crawler or a shopper's first paint gets.
 */

const SPIN = Array.from({ length: 36 }, (_, i) => `/media/cars/suv/white/spin-${i}.svg`);
const taurus = (fields: Partial<FinanceLender> = {}): Record<string, FinanceLender> => ({
  Taurus: {
    financeProvider: 'Taurus',
    disclaimer:
      'Estimated repayments are indicative only, based on an interest rate of 7.49% p.a. and a comparison rate of 8.55% p.a. Finance is subject to lender approval, terms and conditions; fees and charges apply. Comparison rate based on a secured consumer loan of $30,000 over 5 years.',
    termYears: 5,
    interestRate: 7.49,
    comparisonRate: 8.55,
    establishmentFees: 1300,
    deposit: 0,
    paymentWeek: 134.21,
    paymentMonth: 581.58,
    ...fields,
  },
});
const EQUIPMENT = Array.from({ length: 12 }, (_, i) => `Equipment item ${i + 1}`);

// Harbour Motors (franchise): chat bot, online purchase, phone by car type, subscriptions, Taurus.
const harbour = (id: number) =>
  aCar().withId(id).withSite('harbour-motors').with({ dealership_slug: 'harbour-motors', city: 'Newcastle West', finance_lenders: taurus() });

const angle = (): Record<string, FinanceLender> => ({ Angle: { financeProvider: 'Angle', interestRate: 8.25, comparisonRate: 9.1, paymentWeek: 142 } });
const sunstate = (id: number, dealership: string, dealershipId: number) =>
  aCar()
    .withId(id)
    .withSite('sunstate-motor-group')
    .withSlug(`${dealership}-car`)
    .withPrice(30_000)
    .with({ dealership_slug: dealership, dealership_id: dealershipId, dealership_ids: [dealershipId], finance_lenders: angle() })
    .build();

const cars = {
  available: harbour(9001).withSlug('available-corolla').withImages(6).with({ standardEquipment: EQUIPMENT, rego_expiry: '2099-01-31' }).build(),
  sold: harbour(9002).withSlug('sold-corolla').sold().build(),
  comingSoon: harbour(9003).withSlug('coming-soon-corolla').comingSoon().build(),
  noImages: harbour(9004).withSlug('no-images-corolla').withImages(0).build(),
  twoImages: harbour(9005).withSlug('two-images-corolla').withImages(2).build(),
  ownVideo: harbour(9006).withSlug('video-corolla').withImages(3).with({ video_url: '/media/videos/walkaround.mp4' }).build(),
  embedVideo: harbour(9007).withSlug('embed-corolla').withImages(3).with({ external_video_url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' }).build(),
  spin: harbour(9008).withSlug('spin-corolla').with({ spin_images: SPIN, spin_interior_image: '/media/cars/suv/white/interior.svg' }).build(),
  spinNoInterior: harbour(9009).withSlug('spin-no-interior-corolla').with({ spin_images: SPIN, spin_interior_image: null }).build(),
  electric: harbour(9010).withSlug('electric-ioniq').withMakeModel('Hyundai', 'Ioniq 5').with({ fuel: 'Electric', simple_fuel: 'Electric' }).build(),
  subscription: harbour(9011)
    .withSlug('subscription-cx-5')
    .withMakeModel('Mazda', 'CX-5')
    .ofType('new')
    .with({ subscription_price: 189, certified: false })
    .build(),
  offer: harbour(9012).withSlug('offer-corolla').withPrice(28_990).with({ offer_price: 25_990, before_price: 31_000 }).build(),
  noComments: harbour(9013).withSlug('no-comments-corolla').with({ dealercomments: null }).build(),
  longComments: harbour(9014)
    .withSlug('long-comments-corolla')
    .with({ dealercomments: 'Lovely car. '.repeat(60) })
    .build(),
  market: harbour(9015).withSlug('market-corolla').withPrice(25_000).build(),
  away: harbour(9016).withSlug('away-corolla').with({ city: 'Wickham' }).build(),
  certified: harbour(9017).withSlug('certified-mazda').withMakeModel('Mazda', '3').with({ certified: true }).build(),
  history: harbour(9018).withSlug('history-corolla').with({ file: '/media/reports/history-corolla.pdf' }).build(),
  noFeatures: harbour(9019).withSlug('no-features-corolla').with({ features: [] }).build(),
  // Held at Harbour Motors Mazda (location 2101, Newcastle West NSW), which the site lists with its hours.
  atYard: harbour(9020)
    .withSlug('yard-corolla')
    .withPrice(28_990)
    .with({
      offer_price: 25_990,
      before_price: 31_000,
      location_id: 2101,
      location: {
        id: 2101,
        name: 'Harbour Motors Mazda',
        slug: 'newcastle-west',
        phone: '02 4926 1100',
        address: { street: '127 Parry Street', city: 'Newcastle West', state: 'NSW', postcode: '2302' },
      },
    })
    .build(),
  // Bayside Pre-Owned (used specialist): phone shown unmasked, no chat, no online purchase, 360 Finance, gallery first.
  bayside: aCar()
    .withId(9101)
    .withSite('bayside-pre-owned')
    .withSlug('bayside-corolla')
    .with({
      dealership_slug: 'bayside-pre-owned',
      city: 'Moorabbin',
      spin_images: SPIN,
      finance_lenders: { '360 Finance': { financeProvider: '360 Finance', interestRate: 8.99, comparisonRate: 9.5, paymentWeek: 150 } },
    })
    .build(),
  baysideSubscription: aCar()
    .withId(9102)
    .withSite('bayside-pre-owned')
    .withSlug('bayside-subscription')
    .withPrice(21_500)
    .with({ subscription_price: 189, city: 'Moorabbin' })
    .build(),
  // Saltbush Caravans: caravan specifications in feet, no reserve button.
  caravan: aCar()
    .withId(9201)
    .withSite('saltbush-caravans')
    .withSlug('jayco-starcraft')
    .withMakeModel('Jayco', 'Starcraft')
    .with({
      item_type: 'caravan',
      simple_body: 'Caravan',
      city: 'Pooraka',
      specifications: { body_length: 24, body_width: 7.5, tare_weight: 2150, aggregate_trailer_mass: 2800, axle_type: 'Tandem', sleeps: 4 },
    })
    .build(),
  // Sunset Coast Suzuki: the Suzuki manufacturer site never shows the finance estimate (spec 2 §4).
  suzuki: aCar()
    .withId(9301)
    .withSite('sunset-coast-suzuki')
    .withSlug('suzuki-swift')
    .withMakeModel('Suzuki', 'Swift')
    .with({ city: 'Osborne Park', finance_lenders: { AusLoans: { financeProvider: 'AusLoans', interestRate: 8, comparisonRate: 9, paymentWeek: 120 } } })
    .build(),
  // Sunstate Motor Group (Angle): the estimate is hidden for one listed dealership, Sunstate Trucks (spec 2 §4).
  sunstateKia: sunstate(9401, 'sunstate-kia-southport', 102),
  sunstateTrucks: sunstate(9402, 'sunstate-trucks', 104),
} satisfies Record<string, Car>;

describe('vehicle detail page, server-rendered', () => {
  let server: TestServer;
  const page = (site: string, path: string): Promise<HttpResponse> => request(server.port, path, { host: `${site}.localhost:${server.port}` });
  const car = async (c: Car) => {
    const res = await page(c.site_slug, `/cars/${c.slug}`);
    expect(res.status).toBe(200);
    return { res, html: res.text, main: mainOf(res.text), text: textOf(mainOf(res.text)) };
  };

  beforeAll(async () => {
    server = await startTestServer({ cars: Object.values(cars) });
  });
  afterAll(() => server?.close());

  describe('SEO: the car is in the HTML', () => {
    it('has the title, the price, key facts, a canonical URL, a description and Open Graph tags', async () => {
      const { html, text } = await car(cars.available);
      expect(html).toContain('<title>2021 Toyota Corolla Ascent Sport | Harbour Motors</title>');
      expect(html).toContain('<link rel="canonical" href="https://www.harbourmotors.com.au/cars/available-corolla">');
      expect(html).toMatch(/<meta name="description" content="2021 Toyota Corolla Ascent Sport for \$28,990 at Harbour Motors[^"]*42,150 km[^"]*">/);
      expect(html).toContain('<meta property="og:type" content="product">');
      expect(html).toContain('<meta property="og:image" content="https://cdn.example.test/cars/9001/1.jpg">');
      expect(html).toMatch(/<h1[^>]*>2021 Toyota Corolla<\/h1>/);
      expect(text).toContain('$28,990');
      for (const fact of ['42,150 km', 'Automatic', 'Hatchback', 'Petrol']) expect(text).toContain(fact);
    });

    it('carries schema.org Car JSON-LD with offers, VIN, odometer and condition (a data block: no CSP source needed)', async () => {
      const { html } = await car(cars.available);
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
      expect(script).not.toBeNull();
      const data = JSON.parse(script?.[1] ?? '{}') as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Car',
        name: '2021 Toyota Corolla Ascent Sport',
        vehicleIdentificationNumber: cars.available.vin,
        mileageFromOdometer: { '@type': 'QuantitativeValue', value: 42_150, unitCode: 'KMT' },
        itemCondition: 'https://schema.org/UsedCondition',
        brand: { '@type': 'Brand', name: 'Toyota' },
        offers: { '@type': 'Offer', price: 28_990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
      });
    });

    it('marks a sold car sold out, with no price in its offer', async () => {
      const { html } = await car(cars.sold);
      const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { offers: Record<string, unknown> };
      expect(data.offers.availability).toBe('https://schema.org/SoldOut');
      expect(data.offers.price).toBeUndefined();
    });

    it('answers a car not on this site with a real 404 page, not indexed', async () => {
      const missing = await page('harbour-motors', '/cars/no-such-car');
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('<meta name="robots" content="noindex">');
      expect(missing.text).toContain('This car is no longer on our site');
      // Its address names no make the site stocks: the site's stock instead, and its whole search.
      const stock = [...missing.text.matchAll(/href="\/cars\/([^"/?]+)"/g)].map((m) => m[1]);
      expect(stock.length).toBeGreaterThan(0);
      expect(missing.text).toMatch(/<a[^>]*href="\/search"[^>]*>(?:(?!<\/a>).)*Search all our stock/s);
      // Another site's car is not this site's.
      expect((await page('bayside-pre-owned', `/cars/${cars.available.slug}`)).status).toBe(404);
    });

    it('answers a car the site no longer has with a 404 offering cars of the make and model its address names, in stock, and their search', async () => {
      const gone = await page('harbour-motors', '/cars/2019-hyundai-ioniq-5-dynamiq-hm-0999');
      expect(gone.status).toBe(404);
      expect(gone.text).toContain('<meta name="robots" content="noindex">');
      const main = mainOf(gone.text);
      const offered = [...main.matchAll(/href="\/cars\/([^"/?#]+)"/g)].map((m) => m[1]);
      // The Ioniq 5 first, then the rest of the stock (never a sold car); at most six cars.
      expect(offered[0]).toBe(cars.electric.slug);
      expect(offered).not.toContain(cars.sold.slug);
      expect(new Set(offered).size).toBeLessThanOrEqual(6);
      expect(main).toMatch(/<a[^>]*href="\/search\/hyundai\/ioniq-5"[^>]*>(?:(?!<\/a>).)*Search all Hyundai Ioniq 5 stock/s);
      expect(main).toMatch(/<a[^>]*href="\/search"[^>]*>(?:(?!<\/a>).)*Search all our stock/s);
    });

    it('links the page’s own stylesheets and preloads its module, so it is styled and interactive without a waterfall', async () => {
      const { html } = await car(cars.available);
      expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/[\w~-]*vehicle-page[\w~-]*\.css">/);
      // Its scripts start after the first paint, all requested at once (html-document.ts BOOT_SCRIPT, from the boot data).
      const boot = bootDataOf(html);
      expect(boot.preloads).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/vehicle-page-[\w-]+\.js$/)]));
      expect(boot.entry).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
      // Only the stylesheets this page uses: no other route's (search, lead forms, checkout) blocks its paint.
      // (A chunk shared with them, named 'shared~…', is this page's too.)
      expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\/(?:checkout-page|search-page|contact-page|test-drive-page)-[\w-]+\.css">/);
    });
  });

  describe('breadcrumb (spec 2 §2)', () => {
    it('goes Home, car type, make, model, body, then the car', async () => {
      const { main } = await car(cars.available);
      const nav = /<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(main)?.[0] ?? '';
      const hrefs = [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      expect(hrefs).toEqual(['/', '/search/used-cars', '/search/toyota', '/search/toyota/corolla', '/search/hatchback']);
      expect(textOf(nav)).toMatch(/Home Used Cars Toyota Corolla Hatchback 2021 Toyota Corolla/);
    });
  });

  describe('gallery (spec 1 §2, §9)', () => {
    const trackOf = (main: string) => /data-testid="gallery-track"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';

    it('shows thumbnails above 3 images, loads the first 2 slides and leaves the rest lazy', async () => {
      const { main, text } = await car(cars.available);
      const track = trackOf(main);
      expect(track).toContain('aria-label="Choose a photo"');
      expect((track.match(/aria-roledescription="slide"/g) ?? []).length).toBe(6);
      expect(track).toContain('src="https://cdn.example.test/cars/9001/1.jpg"');
      expect(track).toContain('src="https://cdn.example.test/cars/9001/2.jpg"');
      expect(track).not.toContain('src="https://cdn.example.test/cars/9001/3.jpg"');
      expect(text).toContain('1 / 6');
      expect(main).toContain('aria-label="View photos full screen"');
    });

    it('has no thumbnails with 2 images', async () => {
      const { main } = await car(cars.twoImages);
      expect((main.match(/aria-roledescription="slide"/g) ?? []).length).toBe(2);
      expect(main).not.toContain('aria-label="Choose a photo"');
    });

    it('shows the placeholder with a request-photos option when the car has no photos', async () => {
      const { main, text } = await car(cars.noImages);
      expect(text).toContain('Photos coming soon');
      expect(text).toContain('Request photos');
      expect(main).not.toContain('data-testid="gallery-track"');
    });

    it('plays an own video in the native player', async () => {
      const { main } = await car(cars.ownVideo);
      expect(main).toMatch(/<video[^>]*src="\/media\/videos\/walkaround\.mp4"/);
      expect(main).toContain('aria-label="Show video 2"');
    });

    it('embeds a video-sharing embed URL', async () => {
      const { main } = await car(cars.embedVideo);
      expect(main).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    });
  });

  describe('360° viewer (spec 1 §2)', () => {
    it('offers Spin, Images and Interior, starting on the spin', async () => {
      const { main } = await car(cars.spin);
      const tabs = /aria-label="Car viewer"[\s\S]*?<\/div><\/div>/.exec(main)?.[0] ?? main;
      expect(textOf(tabs)).toMatch(/Spin Images Interior/);
      expect(main).toContain(`src="${SPIN[0]}"`);
      expect(main).not.toContain('data-testid="gallery-track"');
    });

    it('has no Interior view without an interior image', async () => {
      const { main } = await car(cars.spinNoInterior);
      expect(main).toContain('value="spin"');
      expect(main).toContain('value="images"');
      expect(main).not.toContain('value="interior"');
    });

    it('starts in gallery view on the gallery-first site', async () => {
      const { main } = await car(cars.bayside);
      expect(textOf(main)).toContain('Spin');
      expect(main).toContain('data-testid="gallery-track"');
    });
  });

  describe('sidebar: price, badges and buttons (spec 1 §2, §4, §5)', () => {
    it('shows the buttons of an available car on a franchise site', async () => {
      const { main, text } = await car(cars.available);
      expect(text).toContain('Instant Message');
      // spec 2 §1, §9: the number follows the car type (used) where the switch is on; in the label on desktop.
      expect(main).toMatch(/href="tel:0249261133"[^>]*>[\s\S]*?Call Now[\s\S]*?02 4926 1133/);
      expect(text).toContain('Reserve Car Now $200 fully refundable deposit');
      expect(main).toContain('href="/cars/available-corolla/checkout"');
      expect(text).toContain('Get Finance Quote');
      expect(main).toContain('href="/cars/trade-in?car_id=9001"');
      expect(main).toContain('href="/checkout-journey?car_id=available-corolla"');
      for (const label of ['Share', 'Favourite', 'Print']) expect(text).toContain(label);
      expect(text).not.toContain('Car History Report');
    });

    it('shows only the SOLD message and the Find Me Something Similar form for a sold car', async () => {
      const { main, text } = await car(cars.sold);
      expect(text).toContain('SOLD This vehicle has recently sold.');
      expect(main).toContain('id="find-similar"');
      for (const label of [
        'Instant Message',
        'Call Now',
        'Reserve Car Now',
        'Get Finance Quote',
        'Trade-In Valuation',
        'Online Purchase',
        'Finance Calculator',
      ]) {
        expect(text).not.toContain(label);
      }
      expect(main).not.toContain('data-testid="vehicle-price"');
    });

    it('keeps a coming-soon car purchasable, tagged COMING SOON', async () => {
      const { text } = await car(cars.comingSoon);
      expect(text).toContain('COMING SOON');
      expect(text).toContain('Reserve Car Now');
      expect(text).toContain('$28,990');
    });

    it('shows the offer price, reduced, with the was-price', async () => {
      const { text } = await car(cars.offer);
      expect(text).toMatch(/Was \$31,000 \$25,990 Reduced/);
    });

    it('shows the weekly subscription on a subscription site, the price elsewhere', async () => {
      const priceOf = (main: string) => textOf(/data-testid="vehicle-price"[^>]*>([^<]*)</.exec(main)?.[1] ?? '').trim();
      expect(priceOf((await car(cars.subscription)).main)).toBe('$189 per week');
      expect(priceOf((await car(cars.baysideSubscription)).main)).toBe('$21,500');
    });

    it('shows the market-price badge only when the price is well below the market', async () => {
      expect((await car(cars.market)).text).toContain('$3,801 below the market average');
      expect((await car(cars.available)).text).not.toContain('below the market average');
    });

    it('shows the weekly finance estimate where the provider allows, never on the Suzuki site', async () => {
      const { main, text } = await car(cars.available);
      expect(text).toMatch(/\$134 \/wk\* Finance estimate at 7\.49% p\.a\. Comparison rate 8\.55% p\.a\./);
      expect(main).toContain('href="#finance-calculator"');
      expect((await car(cars.suzuki)).text).not.toContain('/wk*');
    });

    it('hides the estimate for the dealerships the site lists (spec 2 §4 "certain dealerships")', async () => {
      expect((await car(cars.sunstateKia)).text).toMatch(/\$142 \/wk\* Finance estimate at 8\.25% p\.a\./);
      expect((await car(cars.sunstateTrucks)).text).not.toContain('/wk*');
    });

    it('links the history report only when the car has one', async () => {
      const { main } = await car(cars.history);
      expect(main).toMatch(/href="\/media\/reports\/history-corolla\.pdf"[^>]*>[\s\S]*?Car History Report/);
    });

    it('offers the certified-used dialog for a certified used Mazda', async () => {
      expect((await car(cars.certified)).text).toContain('Mazda Assured certified pre-owned');
      expect((await car(cars.available)).text).not.toContain('Mazda Assured');
    });

    it('follows the site: Enquire Now, no online purchase and the number unmasked on Bayside; no reserve on Saltbush', async () => {
      const bayside = await car(cars.bayside);
      expect(bayside.text).toContain('Enquire Now');
      expect(bayside.text).not.toContain('Instant Message');
      expect(bayside.text).not.toContain('Online Purchase');
      // The car's own location's number (the builder's), shown from the start.
      expect(bayside.main).toMatch(/href="tel:0730000000"[^>]*data-testid="dealer-phone"/);
      const caravan = await car(cars.caravan);
      expect(caravan.text).not.toContain('Reserve Car Now');
    });

    it('links the printable page, opened in a new tab (spec 1 §2 route table: /print?car_id={slug})', async () => {
      const { main } = await car(cars.available);
      const link = /<a[^>]*href="\/print\?car_id=available-corolla"[^>]*>/.exec(main)?.[0] ?? '';
      expect(link).toContain('target="_blank"');
      expect(link).toMatch(/rel="noopener"/);
    });
  });

  describe('one shopper view on the page, its JSON-LD and the cards (issue 10)', () => {
    /** spec 2 §3, §9: Harbour Motors Mazda's sales hours on the day it is now in Newcastle (Australia/Sydney). */
    const harbourHoursToday = (): string => {
      const now = new Date();
      const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', weekday: 'short', month: '2-digit', day: '2-digit' }).formatToParts(now);
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      // The site's special hours: closed on 25 and 26 December.
      if (part('month') === '12' && (part('day') === '25' || part('day') === '26')) return 'Closed';
      return part('weekday') === 'Sun' ? 'Closed' : part('weekday') === 'Sat' ? '8:30am - 4:00pm' : '8:30am - 5:30pm';
    };

    it("shows today's hours at the car's location, in its own time zone, in the sidebar and the call-the-dealer box", async () => {
      const before = harbourHoursToday();
      const { main } = await car(cars.atYard);
      const expected = [before, harbourHoursToday()];
      const sidebar = textOf(/aria-label="Price and enquiries"[\s\S]*?<\/aside>/.exec(main)?.[0] ?? '');
      expect(expected.map((hours) => sidebar.includes(`Today: ${hours}`))).toContain(true);
      const box = textOf(/<section id="vehicle-map"[\s\S]*?<\/section>/.exec(main)?.[0] ?? '');
      expect(box).toContain('Harbour Motors Mazda 127 Parry Street, Newcastle West NSW 2302');
      expect(expected.map((hours) => box.includes(`Today: ${hours}`))).toContain(true);
    });

    it('shows no hours for a location the site does not list', async () => {
      expect((await car(cars.available)).text).not.toContain('Today:');
    });

    it('gives the JSON-LD seller the location and the number the page shows', async () => {
      const { html, main } = await car(cars.available);
      const data = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as { offers: Record<string, unknown> };
      // spec 2 §1, §9: the used-car number, as on the Call Now button.
      expect(main).toMatch(/href="tel:0249261133"[^>]*>[\s\S]*?Call Now/);
      expect(data.offers.seller).toEqual({
        '@type': 'AutoDealer',
        name: 'Brisbane North',
        telephone: '02 4926 1133',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '1 Gympie Rd',
          addressLocality: 'Chermside',
          addressRegion: 'QLD',
          postalCode: '4032',
          addressCountry: 'AU',
        },
      });
      const offer = JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec((await car(cars.atYard)).html)?.[1] ?? '{}') as {
        offers: Record<string, unknown>;
      };
      expect(offer.offers).toMatchObject({ price: 25_990, seller: { name: 'Harbour Motors Mazda', telephone: '02 4926 1133' } });
    });

    it('draws the search card’s price block as the sidebar’s: was-price, offer price, Reduced, price type', async () => {
      const sidebar = await car(cars.offer);
      expect(textOf(/aria-label="Price and enquiries"[\s\S]*?<\/aside>/.exec(sidebar.main)?.[0] ?? '')).toContain('Was $31,000 $25,990 Reduced Drive Away');
      const listing = await page('harbour-motors', '/search');
      expect(listing.status).toBe(200);
      const card = /<article[^>]*data-car-id="9012"[\s\S]*?<\/article>/.exec(mainOf(listing.text))?.[0] ?? '';
      expect(card).not.toBe('');
      expect(textOf(card)).toContain('Was $31,000 $25,990 Reduced Drive Away');
      const subscription = /<article[^>]*data-car-id="9011"[\s\S]*?<\/article>/.exec(mainOf(listing.text))?.[0] ?? '';
      expect(textOf(subscription)).toContain('$189 per week Subscription, all-inclusive');
    });
  });

  describe('call the dealer (spec 1 §4)', () => {
    it('masks the number to its first 5 characters until revealed', async () => {
      const { main } = await car(cars.available);
      expect(main).toMatch(/<button[^>]*data-testid="dealer-phone"[^>]*>[\s\S]*?02 49\*{7}/);
    });
  });

  describe('key information, specifications, features and sections (spec 1 §2, §4, §5, §9)', () => {
    it('shows 4 key facts with Show More', async () => {
      const { main } = await car(cars.available);
      const keyInfo = /Key Information[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
      expect((keyInfo.match(/<dt>/g) ?? []).length).toBe(4);
      expect(textOf(keyInfo)).toContain('Show More');
    });

    it("titles the specifications '{vehicle type} Details', with the future rego expiry", async () => {
      const { text } = await car(cars.available);
      expect(text).toContain('Car Details');
      expect(text).toContain('Expires on 31/01/2099');
    });

    it('shows caravan specifications in metres', async () => {
      const { text } = await car(cars.caravan);
      expect(text).toContain('Caravan Details');
      expect(text).toContain('Body length 7.32 m');
      expect(text).toContain('Body width 2.29 m');
      expect(text).toContain('Sleeps 4');
    });

    it('lists 8 features with Show All, and a Features section only when the car has features', async () => {
      const { main, text } = await car(cars.available);
      const included = /What's Included[\s\S]*?<\/section>|What&#x27;s Included[\s\S]*?<\/section>/.exec(main)?.[0] ?? '';
      expect((included.match(/<li>/g) ?? []).length).toBe(8);
      expect(textOf(included)).toContain('Show All');
      expect(text).toContain('Features Bluetooth Cruise control');
      const none = await car(cars.noFeatures);
      expect(none.main).not.toMatch(/<h2[^>]*>Features<\/h2>/);
      expect(main).toMatch(/<h2[^>]*>Features<\/h2>/);
    });

    it('collapses dealer comments at 400 characters, and shows the pending message when there are none', async () => {
      const long = await car(cars.longComments);
      expect(long.text).toMatch(/Dealer Comments (Lovely car\. ){33}Love\.\.\. Show More/);
      expect((await car(cars.noComments)).text).toContain(DEALER_COMMENTS_PENDING);
    });

    it("shows 'Why Buy From Us?', 'Reserve Online' and 'Protect Your Car'", async () => {
      const { text } = await car(cars.available);
      for (const title of ['Why Buy From Us?', 'Reserve Online', 'Protect Your Car']) expect(text).toContain(title);
    });
  });

  describe('calculators and page furniture (spec 1 §2, §4, §5; spec 2 §2, §4)', () => {
    it('renders the finance calculator at #finance-calculator with its disclaimer cut at 197 characters', async () => {
      const { main, text } = await car(cars.available);
      expect(main).toContain('id="finance-calculator"');
      expect(main).toContain('id="financeDisclaimer"');
      expect(text).toMatch(/Estimated repayments are indicative only[^.]*\.[^]*?\.\.\. Show More/);
      expect(text).toContain('per week');
    });

    it('hides the fuel calculator for an electric car', async () => {
      expect((await car(cars.available)).text).toContain('Fuel Calculator');
      const electric = await car(cars.electric);
      expect(electric.text).not.toContain('Fuel Calculator');
      expect(electric.text).toContain('ELECTRIC');
    });

    it('offers the delivery calculator and the share bar; twitter only where the site has it', async () => {
      const harbourPage = await car(cars.available);
      expect(harbourPage.text).toContain('Delivery Calculator');
      expect(harbourPage.text).toContain('Share this vehicle Facebook Email Copy link');
      expect((await car(cars.bayside)).text).toContain('Share this vehicle Facebook Twitter Email Copy link');
    });

    it('shows the announcement bar only when the car is away from the primary location’s city', async () => {
      expect((await car(cars.away)).html).toContain('aria-label="Announcement"');
      expect((await car(cars.available)).html).not.toContain('aria-label="Announcement"');
    });

    it('leaves the sticky header, mobile bar and chat bubble to the browser (fixed, loaded after the page)', async () => {
      const { html } = await car(cars.available);
      expect(textOf(html)).not.toContain('/wk at');
      expect(html).not.toContain('Chat with us');
    });
  });

  describe('/finance (spec 2 §2)', () => {
    // issue 14: Harbour Motors turns authentication on and gates finance (spec 2 §2 'Sign-in gating'), so the
    // ungated page is read on Sunstate (authentication off) and Harbour's answer is the sign-in gate.
    it('renders the calculator with no car, from the finance link’s budget, and the finance form', async () => {
      const res = await page('sunstate-motor-group', '/finance?vehiclePriceBudget=42500&car_type=used&preferredDealership=sunstate-hyundai-newstead');
      expect(res.status).toBe(200);
      const main = mainOf(res.text);
      expect(main).toContain('id="finance-calculator"');
      expect(main).toContain('value="42,500"');
      expect(main).toContain('id="finance-form"');
      expect(main).not.toContain('data-sign-in-gate');
      expect(res.text).toContain('<title>Car Finance Calculator | Sunstate Motor Group</title>');
    });

    it('renders the sign-in gate and never the calculator where the site gates finance', async () => {
      const res = await page('harbour-motors', '/finance?vehiclePriceBudget=42500');
      expect(res.status).toBe(200);
      const main = mainOf(res.text);
      expect(main).toContain('data-sign-in-gate');
      expect(textOf(main)).toContain('Checking your sign-in');
      expect(main).not.toContain('id="finance-calculator"');
      expect(main).not.toContain('id="finance-form"');
      expect(res.text).toContain('<title>Car Finance Calculator | Harbour Motors</title>');
    });
  });
});
