import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OpeningHour } from '../../../domain/dealer-site/dealer-site';
import { formatPhone } from '../../../domain/dealer-site/phone';
import { BY_APPOINTMENT_ONLY } from '../../../domain/locations';
import type { Car, CarType } from '../../../domain/vehicle/car';
import { formatDollars } from '../../../domain/vehicle/money';
import { shopperView, SUBSCRIPTION_NOTE, type ShopperCar, type ShopperSite, type ShopperSiteLocation } from '../../../domain/vehicle/shopper-view';
import { aCar } from '../../support/car-builder';

/** Mon–Fri 8:30–5:30, Saturday 8–12, Sunday closed. */
const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday): OpeningHour => ({ weekday, status: 'open', open: '08:30', close: '17:30' })),
  { weekday: 6, status: 'open', open: '08:00', close: '12:00' },
];

function aSiteLocation(id: number, fields: Partial<ShopperSiteLocation> = {}): ShopperSiteLocation {
  return {
    id,
    name: `Yard ${id}`,
    address: { street: `${id} Yard Rd`, city: 'Chermside', state: 'QLD', postcode: '4032', lat: -27.38, long: 153.03 },
    contact_detail: { phone: '07 3000 7777', opening_hours: WEEK },
    ...fields,
  };
}

function aSite(fields: Partial<ShopperSite> = {}): ShopperSite {
  return {
    phone: '07 3000 1000',
    phone_by_car_type: {},
    filter_phone_by_car_type: false,
    features: { subscriptions: false, revealPhoneByDefault: false },
    labels: { noPriceText: 'Enquire for price.', used: 'Used', new: 'New', demo: 'Demo' },
    locations: [aSiteLocation(7)],
    ...fields,
  };
}

/** Friday 4 July 2025, 23:30 UTC: already Saturday 9:30am in Brisbane, 7:30am in Perth. */
const NOW = new Date('2025-07-04T23:30:00Z');

describe('what a shopper sees about a car (issue 10; spec 1 §2–§4, spec 2 §1, §3, §9)', () => {
  it('shows the price by precedence with its was-price, the reduced mark and the price type', () => {
    const offer = shopperView(aCar().withPrice(28_990).with({ offer_price: 25_990, before_price: 31_000 }).build(), aSite(), NOW);
    expect(offer.price).toMatchObject({ _tag: 'Shown', text: '$25,990', wasText: '$31,000', reduced: true, note: 'Drive Away' });
    expect(offer.askingPrice).toBe(25_990);
    const plain = shopperView(aCar().withPrice(28_990).with({ before_price: 28_990, price_type: null }).build(), aSite(), NOW);
    expect(plain.price).toMatchObject({ _tag: 'Shown', text: '$28,990', wasText: null, reduced: false, note: null });
  });

  it('shows the weekly subscription where the site offers it, yet keeps the car’s own asking price', () => {
    const car = aCar().withPrice(28_990).with({ subscription_price: 189 }).build();
    const view = shopperView(car, aSite({ features: { subscriptions: true, revealPhoneByDefault: false } }), NOW);
    expect(view.price).toMatchObject({ _tag: 'Shown', text: '$189 per week', note: SUBSCRIPTION_NOTE, wasText: null });
    expect(view.askingPrice).toBe(28_990);
    expect(shopperView(car, aSite(), NOW).price).toMatchObject({ text: '$28,990', cash: null });
  });

  it('shows the cash price beside a weekly subscription, labelled, by precedence (an offer where one applies)', () => {
    const subscribing = aSite({ features: { subscriptions: true, revealPhoneByDefault: false } });
    const navara = aCar().withPrice(46_990).with({ subscription_price: 258 }).build();
    expect(shopperView(navara, subscribing, NOW).price).toMatchObject({ text: '$258 per week', cash: { label: 'Cash price', text: '$46,990' } });
    const offered = aCar().withPrice(28_990).with({ subscription_price: 189, offer_price: 26_900 }).build();
    expect(shopperView(offered, subscribing, NOW).price).toMatchObject({ cash: { label: 'Cash price', text: '$26,900' } });
    // No cash price to show: the subscription alone; a price already shown needs no second line.
    expect(shopperView(aCar().withPrice(0).with({ subscription_price: 99 }).build(), subscribing, NOW).price).toMatchObject({
      text: '$99 per week',
      cash: null,
    });
    expect(shopperView(aCar().withPrice(28_990).build(), subscribing, NOW).price).toMatchObject({ text: '$28,990', cash: null });
  });

  it('a weekly subscription is never shown without the cash price beside it, when the car has one', () => {
    fc.assert(
      fc.property(anyPricedCar, (fields) => {
        const car = aCar().with(fields).build();
        const view = shopperView(car, aSite({ features: { subscriptions: true, revealPhoneByDefault: false } }), NOW);
        if (view.price._tag !== 'Shown') return;
        const expected = view.price.display._tag === 'Subscription' && view.askingPrice !== null ? formatDollars(view.askingPrice) : null;
        expect(view.price.cash?.text ?? null).toBe(expected);
      }),
    );
  });

  it('uses the site’s no-price text, and PREORDER for a preorder', () => {
    expect(shopperView(aCar().withPrice(0).build(), aSite({ labels: { noPriceText: 'Call us' } }), NOW).price).toMatchObject({ text: 'Call us', note: null });
    expect(shopperView(aCar().withPrice(0).with({ preorder: true }).build(), aSite(), NOW).price).toMatchObject({ text: 'PREORDER' });
    expect(shopperView(aCar().withPrice(0).build(), aSite(), NOW).askingPrice).toBeNull();
  });

  it('shows SOLD in place of the price of a car not for sale (spec 1 §4), with no asking price', () => {
    const view = shopperView(aCar().sold().with({ before_price: 40_000 }).build(), aSite(), NOW);
    expect(view.forSale).toBe(false);
    expect(view.price).toEqual({ _tag: 'Sold', headline: 'SOLD', message: 'This vehicle has recently sold.' });
    expect(view.askingPrice).toBeNull();
    expect(shopperView(aCar().comingSoon().build(), aSite(), NOW).forSale).toBe(true);
  });

  it('picks the number by car type where the switch is on, else the car’s location, else the site (spec 2 §1, §9)', () => {
    const harbour = aSite({ phone_by_car_type: { new: '02 4926 1111', used: '02 4926 1133' }, filter_phone_by_car_type: true });
    const used = shopperView(aCar().ofType('used').build(), harbour, NOW).phone;
    expect(used).toMatchObject({ number: '02 4926 1133', display: '02 4926 1133', masked: '02 49*******', href: 'tel:0249261133', source: 'car-type' });
    // No number for demo cars: the car's own location's.
    expect(shopperView(aCar().ofType('demo').build(), harbour, NOW).phone).toMatchObject({ number: '07 3000 0000', source: 'location' });
    // The switch off: the location's number, whatever the type.
    expect(shopperView(aCar().ofType('used').build(), { ...harbour, filter_phone_by_car_type: false }, NOW).phone).toMatchObject({ number: '07 3000 0000' });
    // A car without its own copy of the location: the site's listing of it, then the site.
    const bare = aCar().with({ location: undefined }).build();
    expect(shopperView(bare, aSite(), NOW).phone).toMatchObject({ number: '07 3000 7777', source: 'location' });
    expect(shopperView(bare, aSite({ locations: [] }), NOW).phone).toMatchObject({ number: '07 3000 1000', source: 'site' });
    expect(shopperView(bare, aSite({ locations: [], phone: '  ' }), NOW).phone).toBeNull();
  });

  it('masks the number until a click, or shows it from the start where the site says so (spec 1 §4)', () => {
    expect(shopperView(aCar().build(), aSite(), NOW).phone?.revealedAtFirst).toBe(false);
    expect(shopperView(aCar().build(), aSite({ features: { subscriptions: false, revealPhoneByDefault: true } }), NOW).phone?.revealedAtFirst).toBe(true);
  });

  it('places the car at its own location, filled in from the site’s listing of it', () => {
    const view = shopperView(aCar().build(), aSite(), NOW);
    expect(view.location).toEqual({
      id: 7,
      name: 'Brisbane North',
      street: '1 Gympie Rd',
      city: 'Chermside',
      state: 'QLD',
      postcode: '4032',
      addressLine: '1 Gympie Rd, Chermside QLD 4032',
      placeUrl: null,
      timeZone: 'Australia/Brisbane',
    });
    // A search hit's overlay: id, name, city and state only; the street comes from the site's listing.
    const hit = { ...aCar().build(), location: { id: 7, name: 'Brisbane North', city: 'Chermside', state: 'QLD' } } satisfies ShopperCar;
    expect(shopperView(hit, aSite(), NOW).location).toMatchObject({ name: 'Brisbane North', addressLine: '7 Yard Rd, Chermside QLD 4032' });
    expect(shopperView(aCar().with({ location: undefined, location_id: 99 }).build(), aSite(), NOW).location).toBeNull();
  });

  it('gives today’s hours at the car’s location in its own time zone: already Saturday in Brisbane at 23:30 UTC on Friday', () => {
    const brisbane = shopperView(aCar().build(), aSite(), NOW).todayHours;
    expect(brisbane).toEqual({ date: '2025-07-05', weekday: 6, open: true, hours: '8:00am - 12:00pm', source: 'weekly' });
    // The same instant at 13:30 UTC is still Friday evening in Perth.
    const perthSite = aSite({
      locations: [aSiteLocation(7, { address: { street: '1 Hay St', city: 'Perth', state: 'WA', postcode: '6000', lat: -31.95, long: 115.86 } })],
    });
    expect(shopperView(aCar().build(), perthSite, new Date('2025-07-04T13:30:00Z')).todayHours).toMatchObject({
      date: '2025-07-04',
      weekday: 5,
      hours: '8:30am - 5:30pm',
    });
  });

  it('reads a holiday entry before the week, and a closed day in the site’s wording (spec 2 §3, §9)', () => {
    const holiday = aSiteLocation(7, { special_hours: [{ status: 'closed', date: '2025-07-05', department: 'all', location_name: 'Yard 7' }] });
    const site = aSite({ locations: [holiday], labels: { noPriceText: 'Enquire for price.', closedHoursText: BY_APPOINTMENT_ONLY } });
    expect(shopperView(aCar().build(), site, NOW).todayHours).toEqual({
      date: '2025-07-05',
      weekday: 6,
      open: false,
      hours: BY_APPOINTMENT_ONLY,
      source: 'special',
    });
    // A Sunday, closed by the week: 'Closed' by default.
    expect(shopperView(aCar().build(), aSite(), new Date('2025-07-06T01:00:00Z')).todayHours).toMatchObject({ weekday: 0, open: false, hours: 'Closed' });
  });

  it('has no hours for a location the site does not list', () => {
    expect(shopperView(aCar().build(), aSite({ locations: [aSiteLocation(8)] }), NOW).todayHours).toBeNull();
  });

  it('lists the card’s key specs and the sidebar’s icons; a caravan shows its body, not an odometer', () => {
    const car = shopperView(aCar().withKm(42_150).build(), aSite({ labels: { noPriceText: '', used: 'Pre-Owned' } }), NOW);
    expect(car.keySpecs.map((s) => `${s.label}: ${s.value}`)).toEqual([
      'Condition: Pre-Owned',
      'Transmission: Automatic',
      'Odometer: 42,150 km',
      'Fuel: Petrol',
    ]);
    expect(car.sidebarSpecs.map((s) => s.key)).toEqual(['odometer', 'transmission', 'body']);
    const caravan = shopperView(aCar().with({ item_type: 'caravan', simple_body: 'Caravan', simple_transmission: null, trans: null }).build(), aSite(), NOW);
    expect(caravan.keySpecs.map((s) => s.value)).toEqual(['Used', 'Caravan']);
    expect(caravan.sidebarSpecs.map((s) => s.value)).toEqual(['Caravan']);
  });
});

// ---- properties ---------------------------------------------------------------------------

const carTypes: readonly CarType[] = ['new', 'demo', 'used'];
const aNumber = fc.oneof(
  fc.constant(undefined),
  fc.constant(''),
  fc.constant('   '),
  fc.constantFrom('07 3000 1234', '+61 2 4926 1133', '1300 123 456', '0412345678', '13 22 11'),
);
interface PhoneSetup {
  readonly phone: string;
  readonly phone_by_car_type: Partial<Record<CarType, string | undefined>>;
  readonly filter_phone_by_car_type: boolean;
  readonly siteLocationPhone: string | undefined;
}
const anyPhoneSite: fc.Arbitrary<PhoneSetup> = fc.record({
  phone: fc.constantFrom('07 3000 1000', '', '02 4926 1100'),
  phone_by_car_type: fc.record({ new: aNumber, demo: aNumber, used: aNumber }),
  filter_phone_by_car_type: fc.boolean(),
  siteLocationPhone: aNumber,
});

/** The precedence, written out on its own (spec 2 §1, §9, then spec 1 §3 location, then the site). */
function expectedNumber(site: PhoneSetup, carType: CarType, carLocationPhone: string | undefined): string | null {
  const blank = (value: string | undefined) => !value?.trim();
  if (site.filter_phone_by_car_type && !blank(site.phone_by_car_type[carType])) return site.phone_by_car_type[carType]?.trim() ?? null;
  if (!blank(carLocationPhone)) return carLocationPhone?.trim() ?? null;
  if (!blank(site.siteLocationPhone)) return site.siteLocationPhone?.trim() ?? null;
  return site.phone.trim() || null;
}

const anyAmount = fc.oneof(fc.integer({ min: -1_000, max: 300_000 }), fc.double(), fc.constant(null));
const anyPricedCar = fc.record({
  price: fc.oneof(fc.integer({ min: -1_000, max: 300_000 }), fc.double()),
  before_price: anyAmount,
  offer_price: anyAmount,
  subscription_price: anyAmount,
  preorder: fc.boolean(),
  status: fc.constantFrom<Car['status']>('in_stock', 'coming_soon', 'sold', 'other'),
});

describe('shopper view properties', () => {
  it('the phone shown is the one the precedence picks, for every car type and every switch', () => {
    fc.assert(
      fc.property(anyPhoneSite, fc.constantFrom(...carTypes), aNumber, (phones, carType, carLocationPhone) => {
        const { siteLocationPhone, ...rest } = phones;
        const site = aSite({ ...rest, locations: [aSiteLocation(7, { contact_detail: { phone: siteLocationPhone ?? '', opening_hours: WEEK } })] });
        const base = aCar().ofType(carType).build();
        const car = { ...base, location: base.location ? { ...base.location, phone: carLocationPhone ?? '' } : undefined } satisfies Car;
        const view = shopperView(car, site, NOW);
        const expected = expectedNumber(phones, carType, carLocationPhone);
        expect(view.phone?.number ?? null).toBe(expected);
        if (view.phone) {
          expect(view.phone.display).toBe(formatPhone(view.phone.number));
          expect(view.phone.masked.slice(0, 5)).toBe(view.phone.display.slice(0, 5));
          expect(view.phone.masked.slice(5)).toMatch(/^\**$/);
        }
      }),
    );
  });

  it('was-price only when above the price shown, and only beside a price', () => {
    fc.assert(
      fc.property(anyPricedCar, fc.boolean(), (fields, subscriptions) => {
        const view = shopperView(aCar().with(fields).build(), aSite({ features: { subscriptions, revealPhoneByDefault: false } }), NOW);
        if (view.price._tag !== 'Shown') return;
        const { display, wasText } = view.price;
        if (wasText === null) return;
        expect(display._tag === 'Offer' || display._tag === 'Price').toBe(true);
        if (display._tag !== 'Offer' && display._tag !== 'Price') return;
        expect(fields.before_price).not.toBeNull();
        expect(fields.before_price ?? 0).toBeGreaterThan(display.amount);
        expect(wasText).toBe(formatDollars(fields.before_price ?? 0));
      }),
    );
  });

  it('a car not for sale never shows a price, and a car for sale always does', () => {
    fc.assert(
      fc.property(anyPricedCar, (fields) => {
        const view = shopperView(aCar().with(fields).build(), aSite(), NOW);
        const forSale = fields.status === 'in_stock' || fields.status === 'coming_soon';
        expect(view.forSale).toBe(forSale);
        expect(view.price._tag).toBe(forSale ? 'Shown' : 'Sold');
        if (!forSale) expect(view.askingPrice).toBeNull();
        if (view.askingPrice !== null) expect(view.askingPrice).toBeGreaterThan(0);
      }),
    );
  });

  it('today’s hours are those of the location’s own weekday, in its state’s time zone', () => {
    const zones = { QLD: 'Australia/Brisbane', NSW: 'Australia/Sydney', WA: 'Australia/Perth', SA: 'Australia/Adelaide' } as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2027-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(...(Object.keys(zones) as (keyof typeof zones)[])),
        (now, state) => {
          const location = aSiteLocation(7, { address: { street: '1 St', city: 'Town', state, postcode: '4000', lat: 0, long: 0 } });
          const view = shopperView(aCar().with({ location: undefined }).build(), aSite({ locations: [location] }), now);
          const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
            new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: zones[state] }).format(now),
          );
          expect(view.todayHours?.weekday).toBe(weekday);
          expect(view.todayHours?.open).toBe(weekday !== 0);
        },
      ),
    );
  });

  it('key specs never show an empty value', () => {
    const blankish = fc.constantFrom(null, undefined, '', '  ', 'null', 'NULL', 'Automatic');
    fc.assert(
      fc.property(fc.record({ simple_transmission: blankish, trans: blankish, simple_fuel: blankish, fuel: blankish, simple_body: blankish }), (fields) => {
        const view = shopperView(aCar().with(fields).build(), aSite(), NOW);
        for (const spec of [...view.keySpecs, ...view.sidebarSpecs]) expect(spec.value.trim() === '' || spec.value.trim().toLowerCase() === 'null').toBe(false);
      }),
    );
  });
});
