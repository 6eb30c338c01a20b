import { describe, expect, it } from 'vitest';
import { isPlaceholderImagePath, parseCarImagePath } from '../../../adapters/media/car-image-url';
import { caravanAxleCount } from '../../../adapters/media/car-model';
import type { Car } from '../../../domain/vehicle/car';
import { FIRST_CAR_ID, carsPerSiteCounts, generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { vinCheckDigit } from '../../../config/demo-inventory/identifiers';
import { aDealerSite, aLocation, demoFixtureSites } from './a-dealer-site';

const NOW = new Date('2026-11-21T04:00:00Z');
const DAY = 86_400_000;
const sites = demoFixtureSites();
const cars = generateInventory({ sites, carsPerSite: 600, seed: 42, now: NOW });
const ofSite = (slug: string): Car[] => cars.filter((c) => c.site_slug === slug);
const ageOf = (c: Car): number => NOW.getUTCFullYear() - c.year;
const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const share = (xs: readonly Car[], p: (c: Car) => boolean): number => xs.filter(p).length / xs.length;

describe('generateInventory: determinism', () => {
  it('the same seed and now give deep-equal inventories', () => {
    const a = generateInventory({ sites, carsPerSite: 40, seed: 7, now: NOW });
    const b = generateInventory({ sites, carsPerSite: 40, seed: 7, now: NOW });
    expect(a).toEqual(b);
  });

  it('a different seed gives a different inventory', () => {
    const a = generateInventory({ sites, carsPerSite: 40, seed: 7, now: NOW });
    const b = generateInventory({ sites, carsPerSite: 40, seed: 8, now: NOW });
    expect(a).not.toEqual(b);
    expect(a.map((c) => c.slug)).not.toEqual(b.map((c) => c.slug));
  });

  it("adding cars to a site leaves the earlier cars' content unchanged", () => {
    const small = generateInventory({ sites: sites.slice(0, 1), carsPerSite: 20, seed: 7, now: NOW });
    const large = generateInventory({ sites: sites.slice(0, 1), carsPerSite: 30, seed: 7, now: NOW });
    expect(large.slice(0, 20)).toEqual(small);
  });
});

describe('generateInventory: counts and identity', () => {
  it('totalCars is split evenly across the sites, the first sites taking the remainder', () => {
    expect(carsPerSiteCounts(3, { totalCars: 10 })).toEqual([4, 3, 3]);
    expect(carsPerSiteCounts(2, { carsPerSite: 5 })).toEqual([5, 5]);
    expect(carsPerSiteCounts(2, {})).toEqual([60, 60]);
    const generated = generateInventory({ sites, totalCars: 1003, now: NOW });
    expect(generated).toHaveLength(1003);
    expect(generated.filter((c) => c.site_slug === sites[0]?.slug)).toHaveLength(201);
  });

  it('rejects a negative or fractional count', () => {
    expect(() => generateInventory({ sites, totalCars: -1 })).toThrow(RangeError);
    expect(() => generateInventory({ sites, carsPerSite: 2.5 })).toThrow(RangeError);
    expect(() => generateInventory({ sites, carsPerSite: 1, now: new Date('nope') })).toThrow(RangeError);
  });

  it('ids are unique across sites, slugs unique and URL-safe, paths /cars/{slug}', () => {
    expect(new Set(cars.map((c) => c.id)).size).toBe(cars.length);
    expect(Math.min(...cars.map((c) => c.id))).toBe(FIRST_CAR_ID);
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
    for (const car of cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(car.slug.startsWith(`${car.year}-`)).toBe(true);
      expect(car.slug).toMatch(/-[a-z0-9]{6}$/);
      expect(car.path).toBe(`/cars/${car.slug}`);
    }
  });

  it('stock numbers are unique per site and run through the excluded numbers', () => {
    for (const site of sites) {
      const numbers = ofSite(site.slug).map((c) => c.stocknum);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    expect(ofSite('fixture-used').map((c) => c.stocknum)).toContain('FU-0417');
  });

  it('every VIN has 17 characters, no I, O or Q, and a valid check digit', () => {
    for (const car of cars) {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.vin?.charAt(8)).toBe(vinCheckDigit(car.vin ?? ''));
    }
  });

  it("each car is held at one of its site's sales locations, with that location's dealership", () => {
    for (const site of sites) {
      const sales = site.locations.filter((l) => l.location_type === 'sales');
      for (const car of ofSite(site.slug)) {
        const location = sales.find((l) => l.id === car.location_id);
        expect(location).toBeDefined();
        expect(car.location?.id).toBe(car.location_id);
        expect(car.location?.phone).toBe(location?.contact_detail.phone);
        expect(car.dealership_id).toBe(location?.dealership_id);
        expect(car.dealership_ids).toEqual([car.dealership_id]);
        expect(car.state).toBe(location?.address.state);
      }
    }
  });

  it('a site without locations still gets stock, held at its own address', () => {
    const site = aDealerSite('no-locations').withoutLocations().build();
    const stock = generateInventory({ sites: [site], carsPerSite: 5, now: NOW });
    expect(stock).toHaveLength(5);
    expect(stock.every((c) => c.location?.address.city === site.address.suburb)).toBe(true);
  });

  it('reports progress up to the total', () => {
    const calls: [number, number][] = [];
    generateInventory({ sites, totalCars: 2500, now: NOW, onProgress: (done, total) => calls.push([done, total]) });
    expect(calls).toEqual([
      [1000, 2500],
      [2000, 2500],
      [2500, 2500],
    ]);
  });
});

describe('generateInventory: odometer, age and price realism', () => {
  const carsOnly = cars.filter((c) => c.item_type === 'car');

  it('new cars are this or next model year with under 50 km', () => {
    const fresh = carsOnly.filter((c) => c.car_type === 'new');
    expect(fresh.length).toBeGreaterThan(100);
    for (const car of fresh) {
      expect(car.km).toBeLessThan(50);
      expect([2026, 2027]).toContain(car.year);
    }
  });

  it('demo cars are about a year old with 1,000 to 15,000 km', () => {
    const demos = carsOnly.filter((c) => c.car_type === 'demo');
    expect(demos.length).toBeGreaterThan(50);
    for (const car of demos) {
      expect(car.km).toBeGreaterThanOrEqual(1_000);
      expect(car.km).toBeLessThanOrEqual(15_000);
      expect([2025, 2026]).toContain(car.year);
    }
  });

  it('used cars are 1 to 15 years old and average 10,000 to 25,000 km a year', () => {
    const used = carsOnly.filter((c) => c.car_type === 'used');
    for (const car of used) {
      expect(ageOf(car)).toBeGreaterThanOrEqual(1);
      expect(ageOf(car)).toBeLessThanOrEqual(15);
      const perYear = car.km / Math.max(0.5, ageOf(car) - 0.5);
      expect(perYear).toBeGreaterThan(3_000);
      expect(perYear).toBeLessThan(70_000);
    }
    const perYear = mean(used.map((c) => c.km / ageOf(c)));
    expect(perYear).toBeGreaterThan(10_000);
    expect(perYear).toBeLessThan(25_000);
  });

  it('used prices fall with age on average', () => {
    const used = carsOnly.filter((c) => c.car_type === 'used' && c.price > 0);
    const bands = [
      [1, 3],
      [4, 6],
      [7, 10],
      [11, 15],
    ].map(([from, to]) => mean(used.filter((c) => ageOf(c) >= (from ?? 0) && ageOf(c) <= (to ?? 0)).map((c) => c.price)));
    for (let i = 1; i < bands.length; i++) expect(bands[i]).toBeLessThan(bands[i - 1] ?? 0);
  });

  it('prices sit where the Australian market has them', () => {
    const big = generateInventory({ sites: [sites[0], sites[2]].filter((s) => s !== undefined), carsPerSite: 6000, seed: 5, now: NOW });
    const corollas2015 = big.filter((c) => c.model === 'Corolla' && c.year === 2015 && c.price > 0).map((c) => c.price);
    expect(corollas2015.length).toBeGreaterThan(3);
    expect(Math.min(...corollas2015)).toBeGreaterThanOrEqual(9_000);
    expect(Math.max(...corollas2015)).toBeLessThanOrEqual(22_000);
    const lc300 = big.filter((c) => c.model === 'LandCruiser' && c.car_type === 'new' && c.price > 0).map((c) => c.price);
    expect(lc300.length).toBeGreaterThan(3);
    expect(Math.min(...lc300)).toBeGreaterThanOrEqual(85_000);
    expect(Math.max(...lc300)).toBeLessThanOrEqual(150_000);
  });

  it('prices end in 90 or whole hundreds', () => {
    for (const car of cars.filter((c) => c.price > 0)) expect(car.price % 100 === 0 || car.price % 1000 === 990 || car.price % 1000 === 490).toBe(true);
  });

  it('every price is above 0 except a preorder or an enquire-for-price listing', () => {
    for (const car of cars) {
      if (car.price > 0) continue;
      expect(car.price).toBe(0);
      expect(car.preorder === true || (car.car_type === 'used' && car.price_type === null)).toBe(true);
      expect(car.finance_lenders).toBeUndefined();
    }
    expect(cars.some((c) => c.preorder === true && c.price === 0)).toBe(true);
  });

  it('a was-price is above the price, an offer price below it and above 10', () => {
    const withBefore = cars.filter((c) => c.before_price != null);
    const withOffer = cars.filter((c) => c.offer_price != null);
    expect(withBefore.length).toBeGreaterThan(50);
    expect(withOffer.length).toBeGreaterThan(30);
    for (const car of withBefore) expect(car.before_price).toBeGreaterThan(car.price);
    for (const car of withOffer) {
      expect(car.offer_price).toBeLessThan(car.price);
      expect(car.offer_price).toBeGreaterThan(10);
    }
  });

  it('preorders are new cars coming soon', () => {
    const preorders = cars.filter((c) => c.preorder === true);
    expect(preorders.length).toBeGreaterThan(0);
    for (const car of preorders) expect([car.car_type, car.status]).toEqual(['new', 'coming_soon']);
  });
});

describe('generateInventory: status and dates', () => {
  it('the status mix over 3,000 cars is ~80% in stock, ~8% coming soon, ~12% sold', () => {
    expect(share(cars, (c) => c.status === 'in_stock')).toBeGreaterThan(0.75);
    expect(share(cars, (c) => c.status === 'in_stock')).toBeLessThan(0.85);
    expect(share(cars, (c) => c.status === 'coming_soon')).toBeGreaterThan(0.05);
    expect(share(cars, (c) => c.status === 'coming_soon')).toBeLessThan(0.11);
    expect(share(cars, (c) => c.status === 'sold')).toBeGreaterThan(0.09);
    expect(share(cars, (c) => c.status === 'sold')).toBeLessThan(0.15);
  });

  it('sold cars have a sale date after listing and not after now, some within the last 3 days', () => {
    const sold = cars.filter((c) => c.status === 'sold');
    for (const car of sold) {
      const soldAt = Date.parse(car.sold_at ?? '');
      expect(soldAt).toBeGreaterThanOrEqual(Date.parse(car.created_at));
      expect(soldAt).toBeLessThanOrEqual(NOW.getTime());
    }
    const recent = sold.filter((c) => NOW.getTime() - Date.parse(c.sold_at ?? '') <= 3 * DAY);
    expect(recent.length).toBeGreaterThan(sold.length * 0.2);
    expect(recent.length).toBeLessThan(sold.length);
    expect(cars.filter((c) => c.status !== 'sold').every((c) => c.sold_at === null)).toBe(true);
  });

  it('listings were created over the last 90 days, some in the 8-day new-arrival window, and updated since', () => {
    for (const car of cars) {
      const created = Date.parse(car.created_at);
      expect(NOW.getTime() - created).toBeLessThanOrEqual(90 * DAY);
      expect(Date.parse(car.updated_at)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(car.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    const fresh = share(cars, (c) => NOW.getTime() - Date.parse(c.created_at) <= 8 * DAY);
    expect(fresh).toBeGreaterThan(0.08);
    expect(fresh).toBeLessThan(0.35);
  });

  it('used cars carry a plate with an expiry, some past and some future; new cars none', () => {
    const used = cars.filter((c) => c.car_type === 'used');
    const plated = used.filter((c) => c.regplate != null);
    expect(plated.length).toBeGreaterThan(used.length * 0.8);
    expect(plated.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.rego_expiry ?? ''))).toBe(true);
    expect(plated.some((c) => Date.parse(c.rego_expiry ?? '') < NOW.getTime())).toBe(true);
    expect(plated.some((c) => Date.parse(c.rego_expiry ?? '') > NOW.getTime())).toBe(true);
    expect(cars.filter((c) => c.car_type === 'new').every((c) => c.regplate == null && c.rego_expiry == null)).toBe(true);
  });
});

describe('generateInventory: what each site stocks', () => {
  it('subscription prices appear only on sites offering subscriptions, weekly and whole dollars', () => {
    const subscriptionSites = new Set(sites.filter((s) => s.features.subscriptions).map((s) => s.slug));
    const priced = cars.filter((c) => c.subscription_price != null);
    expect(priced.length).toBeGreaterThan(20);
    for (const car of priced) {
      expect(subscriptionSites.has(car.site_slug)).toBe(true);
      expect(Number.isInteger(car.subscription_price)).toBe(true);
      expect(car.subscription_price).toBeGreaterThan(80);
      expect(car.subscription_price).toBeLessThan(1_000);
    }
  });

  it('caravans appear only on the caravan site, which lists nothing else, each with its specifications', () => {
    expect(cars.filter((c) => c.item_type === 'caravan').every((c) => c.site_slug === 'fixture-caravans')).toBe(true);
    for (const car of ofSite('fixture-caravans')) {
      expect(car.item_type).toBe('caravan');
      expect(car.km).toBe(0);
      expect(car.specifications?.body_length).toBeGreaterThan(10);
      expect(car.specifications?.body_width).toBeGreaterThan(6);
      expect(car.specifications?.sleeps).toBeGreaterThanOrEqual(2);
      expect(['Single', 'Tandem']).toContain(car.specifications?.axle_type);
      expect(car.specifications?.aggregate_trailer_mass).toBeGreaterThan(car.specifications?.tare_weight ?? 0);
      expect(car.variant).toBeNull();
    }
    // Each caravan's picture is drawn on the axles its specifications state (one with no photo yet shows the placeholder).
    const pictured = ofSite('fixture-caravans').filter((car) => !isPlaceholderImagePath(car.primary_image_url ?? ''));
    expect(pictured.length).toBeGreaterThan(10);
    for (const car of pictured) {
      const drawn = parseCarImagePath(car.primary_image_url ?? '')?.look;
      expect(drawn, car.slug).toBeDefined();
      expect(caravanAxleCount(drawn!.length) === 2 ? 'Tandem' : 'Single', car.slug).toBe(car.specifications?.axle_type);
    }
    expect(new Set(ofSite('fixture-caravans').map((c) => c.specifications?.axle_type))).toEqual(new Set(['Single', 'Tandem']));
    const newCaravans = ofSite('fixture-caravans').filter((c) => c.car_type === 'new');
    expect(new Set(newCaravans.map((c) => c.make))).toEqual(new Set(['Jayco', 'Lotus Caravans', 'Avan']));
  });

  it('the manufacturer site lists only its make, and an unknown make is a configuration error', () => {
    expect(new Set(ofSite('fixture-suzuki').map((c) => c.make))).toEqual(new Set(['Suzuki']));
    expect(ofSite('fixture-suzuki').every((c) => c.item_type === 'car')).toBe(true);
    const bogus = aDealerSite('bogus').manufacturer('Lada').build();
    expect(() => generateInventory({ sites: [bogus], carsPerSite: 1, now: NOW })).toThrow(/Lada/);
  });

  it('the used-only site lists only used stock', () => {
    expect(ofSite('fixture-used').every((c) => c.car_type === 'used')).toBe(true);
  });

  it('a franchise sells only its brand new; used stock is of any make', () => {
    const mazda = ofSite('fixture-mazda');
    expect(mazda.filter((c) => c.car_type !== 'used').every((c) => c.make === 'Mazda')).toBe(true);
    expect(new Set(mazda.filter((c) => c.car_type === 'used').map((c) => c.make)).size).toBeGreaterThan(5);
  });

  it("the group site's bikes and trucks are held by its motorcycle and truck dealerships", () => {
    const group = ofSite('fixture-group');
    const bikes = group.filter((c) => c.item_type === 'motorcycle');
    const trucks = group.filter((c) => c.item_type === 'truck');
    expect(bikes.length).toBeGreaterThan(20);
    expect(trucks.length).toBeGreaterThan(15);
    expect(bikes.every((c) => c.location_id === 103)).toBe(true);
    expect(trucks.every((c) => c.location_id === 104)).toBe(true);
    expect(group.filter((c) => c.item_type === 'car' && c.car_type === 'new').every((c) => ['Toyota', 'Hyundai', 'Kia'].includes(c.make))).toBe(true);
    expect(cars.filter((c) => c.item_type === 'motorcycle' || c.item_type === 'truck').every((c) => c.site_slug === 'fixture-group')).toBe(true);
  });

  it('only used cars are certified', () => {
    expect(cars.some((c) => c.certified)).toBe(true);
    expect(cars.filter((c) => c.certified).every((c) => c.car_type === 'used')).toBe(true);
  });

  it('online payment processors appear only where online purchase is on', () => {
    expect(cars.filter((c) => (c.payment_processors ?? []).length > 0).every((c) => c.site_slug === 'fixture-mazda')).toBe(true);
  });
});

describe('generateInventory: descriptors and content', () => {
  it('drive, transmission and fuel come with their simple forms', () => {
    for (const car of cars.filter((c) => c.item_type === 'car')) {
      expect(['FWD', 'RWD', 'AWD', '4WD']).toContain(car.simple_drive);
      expect(['Automatic', 'Manual']).toContain(car.simple_transmission);
      expect(['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric']).toContain(car.simple_fuel);
      expect(car.trans).toBeTruthy();
      expect(car.simple_body).toBeTruthy();
      if (car.simple_fuel === 'Electric') expect(car.engine_size).toBeNull();
      else expect(car.engine_size).toBeGreaterThan(500);
    }
  });

  it('dealer comments include missing, empty and longer-than-400-character ones', () => {
    expect(cars.some((c) => c.dealercomments === null)).toBe(true);
    expect(cars.some((c) => c.dealercomments === '')).toBe(true);
    expect(share(cars, (c) => (c.dealercomments ?? '').length > 400)).toBeGreaterThan(0.1);
    expect(cars.some((c) => (c.dealercomments ?? '').length > 0 && (c.dealercomments ?? '').length <= 400)).toBe(true);
  });

  it('standard equipment on every listing; dealer features on most but not all', () => {
    expect(cars.every((c) => (c.standardEquipment ?? []).length >= 5)).toBe(true);
    expect(share(cars, (c) => (c.features ?? []).length === 0)).toBeGreaterThan(0.15);
    expect(share(cars, (c) => (c.features ?? []).length > 0)).toBeGreaterThan(0.5);
  });

  it('variant data has engine, economy, ANCAP and dimensions, with gaps on some listings', () => {
    const variants = cars.filter((c) => c.item_type === 'car').map((c) => c.variant);
    expect(variants.some((v) => v === null)).toBe(true);
    const full = variants.filter((v) => v != null);
    expect(full.some((v) => v?.ancaprating === 5 && (v.vehiclelength ?? 0) > 3000 && (v.torque ?? 0) > 0)).toBe(true);
    expect(full.some((v) => v?.torque === null || v?.grossvehiclemass === null)).toBe(true);
  });

  it('market data sits around the price with a confidence 0–1, some records missing fields', () => {
    const data = cars.filter((c) => c.autograb_data != null);
    expect(data.length).toBeGreaterThan(cars.length / 2);
    for (const car of data) {
      const d = car.autograb_data;
      if (d?.confidence != null) expect(d.confidence >= 0 && d.confidence <= 1).toBe(true);
      if (d?.average_market_price != null) expect(Math.abs(d.average_market_price / car.price - 1)).toBeLessThan(0.3);
      if (d?.market_range_min != null && d.market_range_max != null) expect(d.market_range_min).toBeLessThan(d.market_range_max);
    }
    expect(
      data.some(
        (c) =>
          c.autograb_data?.average_market_price === null ||
          c.autograb_data?.confidence === null ||
          c.autograb_data?.market_range_max === null ||
          c.autograb_data?.state_average_market_price === null,
      ),
    ).toBe(true);
  });

  it("finance lenders are keyed by the site's provider, with sane rates and repayments; some cars have none", () => {
    for (const site of sites) {
      const stock = ofSite(site.slug);
      const financed = stock.filter((c) => c.finance_lenders !== undefined);
      expect(financed.length).toBeGreaterThan(stock.length * 0.6);
      expect(financed.length).toBeLessThan(stock.length);
      for (const car of financed) {
        expect(Object.keys(car.finance_lenders ?? {})).toEqual([site.finance_provider]);
        const lender = car.finance_lenders?.[site.finance_provider];
        expect(lender?.financeProvider).toBe(site.finance_provider);
        expect(lender?.interestRate).toBeGreaterThan(2);
        expect(lender?.interestRate).toBeLessThan(17);
        expect(lender?.comparisonRate).toBeGreaterThan(lender?.interestRate ?? 0);
        expect(lender?.paymentWeek).toBeGreaterThan(0);
        expect(Number.isInteger(lender?.paymentWeek)).toBe(true);
        expect(lender?.paymentMonth).toBeGreaterThan(lender?.paymentWeek ?? 0);
        expect(lender?.termMonths).toBe((lender?.termYears ?? 0) * 12);
        expect(lender?.terms?.[`term${lender.termYears}`]).toBe(lender?.paymentWeek);
      }
    }
  });

  it('Taurus gives no quote on vehicles 12 years or older (spec 2 §4)', () => {
    const taurus = cars.filter((c) => c.finance_lenders?.['Taurus'] !== undefined);
    expect(taurus.length).toBeGreaterThan(0);
    expect(taurus.every((c) => c.year > NOW.getUTCFullYear() - 12)).toBe(true);
  });
});

describe('generateInventory: media', () => {
  it('every image and thumbnail is an app-served illustration or the placeholder', () => {
    for (const car of cars) {
      expect(car.images.length).toBeGreaterThan(0);
      for (const image of car.images) {
        for (const url of [image.image.url, image.image.thumb.url]) {
          expect(parseCarImagePath(url) !== null || isPlaceholderImagePath(url)).toBe(true);
        }
      }
      for (const url of car.thumbnails ?? []) expect(parseCarImagePath(url) !== null || isPlaceholderImagePath(url)).toBe(true);
      expect(car.primary_image_url).toBe(car.images[0]?.image.url);
      expect(car.external_video_url).toBeNull();
    }
  });

  it('a car without photos has only the placeholder and photos_count 0; others count their photos', () => {
    const placeholderOnly = cars.filter((c) => c.photos_count === 0);
    expect(placeholderOnly.length).toBeGreaterThan(20);
    for (const car of placeholderOnly) expect(car.images.map((i) => i.image.url)).toEqual(['/media/placeholder.svg']);
    for (const car of cars.filter((c) => c.photos_count > 0)) {
      expect(car.images).toHaveLength(car.photos_count);
      expect(car.images.every((i) => parseCarImagePath(i.image.url)?.kind === 'photo')).toBe(true);
      expect(parseCarImagePath(car.images[0]?.image.thumb.url ?? '')?.width).toBe(320);
    }
  });

  it("photos show the car's body type and paint family", () => {
    const ute = cars.find((c) => c.simple_body === 'Ute' && c.photos_count > 0);
    expect(parseCarImagePath(ute?.images[0]?.image.url ?? '')?.body).toBe('ute');
    const caravan = ofSite('fixture-caravans').find((c) => c.photos_count > 0);
    expect(parseCarImagePath(caravan?.images[0]?.image.url ?? '')?.body).toBe('caravan');
  });

  it('some cars have a 36-frame spin, an interior view and hotspots; a few a local video', () => {
    const spinning = cars.filter((c) => (c.spin_images ?? []).length > 0);
    expect(spinning.length).toBeGreaterThan(50);
    for (const car of spinning) {
      expect(car.spin_images).toHaveLength(36);
      car.spin_images?.forEach((url, frame) => expect(parseCarImagePath(url)).toMatchObject({ kind: 'spin', view: frame }));
      expect(car.spin_code).toBeTruthy();
      if (car.spin_interior_image != null) expect(parseCarImagePath(car.spin_interior_image)?.kind).toBe('interior');
    }
    expect(spinning.some((c) => c.spin_interior_image != null)).toBe(true);
    const hotspots = spinning.flatMap((c) => c.hotspots ?? []);
    expect(hotspots.some((h) => h.kind === 'exterior' && Object.keys(h.positions).length > 5)).toBe(true);
    expect(hotspots.some((h) => h.kind === 'interior')).toBe(true);
    const xs = hotspots.flatMap((h) => Object.values(h.positions).map((p) => p.x));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThanOrEqual(100);
    const videos = cars.filter((c) => c.video_url != null);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos.every((c) => c.video_url?.startsWith('/media/videos/'))).toBe(true);
    expect(cars.filter((c) => (c.spin_images ?? []).length === 0).every((c) => c.spin_code === null && c.spin_interior_image === null)).toBe(true);
  });

  it('no media URL leaves the app', () => {
    const urls = cars
      .flatMap((c) => [
        ...c.images.flatMap((i) => [i.image.url, i.image.thumb.url]),
        ...(c.spin_images ?? []),
        c.spin_interior_image,
        c.video_url,
        c.external_video_url,
        c.primary_image_url,
        c.file,
      ])
      .filter((u): u is string => typeof u === 'string');
    expect(urls.every((u) => u.startsWith('/'))).toBe(true);
  });
});

describe('generateInventory: scale', () => {
  it('generates 100,000 cars in well under 30 seconds', () => {
    const many = [...sites, aDealerSite('extra').withLocations(aLocation(601).selling('toyota')).build()];
    const started = performance.now();
    const big = generateInventory({ sites: many, totalCars: 100_000, seed: 1, now: NOW });
    const seconds = (performance.now() - started) / 1000;
    expect(big).toHaveLength(100_000);
    expect(new Set(big.map((c) => c.slug)).size).toBe(100_000);
    expect(seconds).toBeLessThan(20);
  }, 60_000);
});
