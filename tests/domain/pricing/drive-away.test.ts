/**
 * The drive-away price (issue 15): vehicle price (spec 1 §4 precedence) + motor vehicle duty +
 * registration + CTP + dealer delivery, for the buyer's state. Expected figures by hand from
 * ../shared/reference/stamp-duty.md, arithmetic beside them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveAwayLabel, driveAwayPrice, dutyVehicleOf, priceTypeOf, type SiteOnRoadCosts } from '../../../domain/pricing';
import { aCar } from '../../support/car-builder';

const ON = new Date('2025-08-01T00:00:00Z');
const COSTS: SiteOnRoadCosts = {
  dealerDelivery: 1_495,
  byState: {
    NSW: { registration: 448, ctp: 612, registrationMonths: 12 },
    VIC: { registration: 346, ctp: 579, registrationMonths: 12 },
    QLD: { registration: 220, ctp: 200, registrationMonths: 6 },
    ACT: { registration: 472, ctp: 621, registrationMonths: 12 },
  },
};
/** A used 4-cylinder petrol Corolla (6.5 L/100km in the builder's variant), priced excluding government charges. */
const excl = (price = 30_000) => aCar().withPrice(price).with({ price_type: 'Excl. Govt. Charges', offer_price: null, subscription_price: null });

describe('drive-away price (issue 15)', () => {
  it("adds duty, registration, CTP and dealer delivery to an 'Excl. Govt. Charges' price", () => {
    const price = driveAwayPrice({ car: excl().build(), state: 'NSW', costs: COSTS, on: ON });
    // Dutiable value $30,000 + $1,495 delivery = $31,495 → ceil(314.95) = 315 × $3 = $945.
    expect(price).toEqual({
      state: 'NSW',
      vehiclePrice: 30_000,
      items: [
        { key: 'vehicle', label: 'Vehicle price', amount: 30_000 },
        { key: 'duty', label: 'NSW motor vehicle duty', amount: 945 },
        { key: 'registration', label: 'Registration (12 months)', amount: 448 },
        { key: 'ctp', label: 'Compulsory third party insurance (CTP)', amount: 612 },
        { key: 'dealer_delivery', label: 'Dealer delivery', amount: 1_495 },
      ],
      total: 33_500, // 30,000 + 945 + 448 + 612 + 1,495
      listedAsDriveAway: false,
      duty: expect.objectContaining({ state: 'NSW', amount: 945, verified: true }),
      registrationMonths: 12,
      estimate: false,
      notes: ["Includes 12 months' registration."],
    });
  });

  it('rounds the total UP to the whole dollar', () => {
    const vic = driveAwayPrice({ car: excl().build(), state: 'VIC', costs: COSTS, on: ON });
    // VIC: $31,495 → ceil(157.475) = 158 × $8.40 = $1,327.20 (6.5 L/100km × 23.2 = 150.8 g/km: not green, same as unrated).
    expect(vic?.duty).toMatchObject({ amount: 1_327.2, verified: true });
    expect(vic?.total).toBe(33_748); // 30,000 + 1,327.20 + 346 + 579 + 1,495 = 33,747.20 → 33,748
    expect(vic?.estimate).toBe(false);

    const cents = driveAwayPrice({ car: excl(29_999.5).build(), state: 'NSW', costs: COSTS, on: ON });
    // $31,494.50 → 315 × $3 = $945; 29,999.50 + 945 + 448 + 612 + 1,495 = 33,499.50 → 33,500
    expect(cents?.total).toBe(33_500);
  });

  it('is the sum of its items rounded up, never less, for any costs', () => {
    const amount = fc.integer({ min: 0, max: 500_000 }).map((c) => c / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30_000_000 }).map((c) => c / 100),
        amount,
        amount,
        amount,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'),
        (price, delivery, registration, ctp, months, state) => {
          const costs: SiteOnRoadCosts = { dealerDelivery: delivery, byState: { [state]: { registration, ctp, registrationMonths: months } } };
          const result = driveAwayPrice({ car: excl(price).build(), state, costs, on: ON });
          if (result === null) throw new Error('a priced car has a drive-away price');
          const sum = result.items.reduce((total, item) => total + item.amount, 0);
          expect(Number.isInteger(result.total)).toBe(true);
          expect(result.total).toBeGreaterThanOrEqual(sum - 1e-6);
          expect(result.total - sum).toBeLessThan(1);
          expect(result.items[0]).toEqual({ key: 'vehicle', label: 'Vehicle price', amount: price });
        },
      ),
    );
  });

  it("shows a 'Drive Away' listing's price as the total, with no duty added", () => {
    const car = aCar().withPrice(27_990).with({ price_type: 'Drive Away', offer_price: null }).build();
    expect(driveAwayPrice({ car, state: 'NSW', costs: COSTS, on: ON })).toEqual({
      state: 'NSW',
      vehiclePrice: 27_990,
      items: [{ key: 'vehicle', label: 'Drive-away price (includes on-road costs)', amount: 27_990 }],
      total: 27_990,
      listedAsDriveAway: true,
      duty: null,
      registrationMonths: null,
      estimate: false,
      notes: ['The listed price is a drive-away price: it includes registration, CTP, stamp duty and dealer delivery.'],
    });
  });

  it('computes a price with no price type as excluding government charges', () => {
    const price = driveAwayPrice({ car: excl().with({ price_type: null }).build(), state: 'NSW', costs: COSTS, on: ON });
    expect(price).toMatchObject({ listedAsDriveAway: false, total: 33_500 });
  });

  it('leaves registration and CTP out, as an estimate, in a state without configured costs', () => {
    const price = driveAwayPrice({ car: excl().build(), state: 'TAS', costs: COSTS, on: ON });
    // TAS: $31,495 → 315 × $3 = $945 (the $3 band runs to $35,000).
    expect(price?.items.map((item) => item.key)).toEqual(['vehicle', 'duty', 'dealer_delivery']);
    expect(price?.total).toBe(32_440); // 30,000 + 945 + 1,495
    expect(price?.estimate).toBe(true);
    expect(price?.registrationMonths).toBeNull();
    expect(price?.notes).toContain('Registration and CTP for TAS are not included: ask the dealer for them.');
  });

  it('discloses fewer than 12 months of registration', () => {
    const price = driveAwayPrice({ car: excl().build(), state: 'QLD', costs: COSTS, on: ON });
    // QLD 4 cylinders: $31,495 → 315 × $3 = $945.
    expect(price).toMatchObject({ registrationMonths: 6, total: 32_860 }); // 30,000 + 945 + 220 + 200 + 1,495
    expect(price?.items.find((item) => item.key === 'registration')?.label).toBe('Registration (6 months)');
    expect(price?.notes).toContain("Includes 6 months' registration.");
  });

  it('says when the duty is an estimate (ACT)', () => {
    const price = driveAwayPrice({ car: excl().build(), state: 'ACT', costs: COSTS, on: ON });
    // A used car pays the C rate: $31,495 → 315 × $3 = $945.
    expect(price?.duty).toMatchObject({ amount: 945, verified: false });
    expect(price?.items[1]?.label).toBe('ACT motor vehicle duty (used car, C rate) (estimate)');
    expect(price?.estimate).toBe(true);
    expect(price?.notes.some((note) => note.startsWith('ACT duty is an estimate.'))).toBe(true);
  });

  it('has no drive-away price without a price, or for a price excluding GST', () => {
    expect(driveAwayPrice({ car: excl(0).build(), state: 'NSW', costs: COSTS, on: ON })).toBeNull();
    expect(driveAwayPrice({ car: excl(0).with({ offer_price: 10 }).build(), state: 'NSW', costs: COSTS, on: ON })).toBeNull();
    expect(driveAwayPrice({ car: excl(0).with({ subscription_price: 189 }).build(), state: 'NSW', costs: COSTS, on: ON })).toBeNull();
    expect(driveAwayPrice({ car: excl(Number.NaN).build(), state: 'NSW', costs: COSTS, on: ON })).toBeNull();
    expect(driveAwayPrice({ car: excl().with({ price_type: 'Excl. GST' }).build(), state: 'NSW', costs: COSTS, on: ON })).toBeNull();
  });

  it('takes the offer price before the price (spec 1 §4), never a subscription', () => {
    const offer = driveAwayPrice({ car: excl(30_000).with({ offer_price: 28_000, subscription_price: 189 }).build(), state: 'NSW', costs: COSTS, on: ON });
    // $28,000 + $1,495 = $29,495 → 295 × $3 = $885.
    expect(offer).toMatchObject({ vehiclePrice: 28_000, total: 31_440 }); // 28,000 + 885 + 448 + 612 + 1,495
    const small = driveAwayPrice({ car: excl(30_000).with({ offer_price: 10 }).build(), state: 'NSW', costs: COSTS, on: ON });
    expect(small?.vehiclePrice).toBe(30_000); // an offer of 10 or less is not a price
  });

  it('leaves out a dealer delivery of nothing and treats bad configured amounts as nothing', () => {
    const costs: SiteOnRoadCosts = { dealerDelivery: Number.NaN, byState: { NSW: { registration: -5, ctp: Infinity, registrationMonths: 12 } } };
    const price = driveAwayPrice({ car: excl().build(), state: 'NSW', costs, on: ON });
    expect(price?.items.map((item) => [item.key, item.amount])).toEqual([
      ['vehicle', 30_000],
      ['duty', 900],
      ['registration', 0],
      ['ctp', 0],
    ]); // 300 × $3
    expect(price?.total).toBe(30_900);
  });

  it('notes that a vehicle other than a car is worked out at passenger car rates', () => {
    const price = driveAwayPrice({ car: excl().with({ item_type: 'motorcycle' }).build(), state: 'NSW', costs: COSTS, on: ON });
    expect(price?.estimate).toBe(true);
    expect(price?.notes).toContain('Duty is worked out at the passenger car rates; the rate for a motorcycle may differ.');
  });

  it("labels the line 'Drive-away in {state}'", () => {
    expect(driveAwayLabel('WA')).toBe('Drive-away in WA');
  });
});

describe('price type', () => {
  it.each([
    ['Drive Away', 'drive-away'],
    ['drive-away', 'drive-away'],
    ['Excl. Govt. Charges', 'excl-govt-charges'],
    ['EGC', 'excl-govt-charges'],
    ['Excl. GST', 'excl-gst'],
    ['Ex GST', 'excl-gst'],
    ['', 'unstated'],
    [null, 'unstated'],
    ['Negotiable', 'unstated'],
  ] as const)('reads %s as %s', (text, expected) => {
    expect(priceTypeOf(text)).toBe(expected);
  });
});

describe('duty facts of a listing', () => {
  it('maps fuel, condition and cylinders, and derives CO2 from fuel use, marked derived', () => {
    const car = aCar()
      .ofType('demo')
      .with({ simple_fuel: 'Diesel', fuel: 'Diesel', variant: { cylinders: 4, fuelconsumptioncombined: 7 } })
      .build();
    // 7 L/100km × 26.5 = 185.5 g/km
    expect(dutyVehicleOf(car, 40_000)).toEqual({
      dutiableValue: 40_000,
      condition: 'demo',
      fuel: 'diesel',
      cylinders: 4,
      co2GramsPerKm: 185.5,
      co2Derived: true,
    });
  });

  it.each([
    ['Petrol', 'petrol'],
    ['Unleaded Petrol', 'petrol'],
    ['Premium Unleaded Petrol', 'petrol'],
    ['Diesel', 'diesel'],
    ['Hybrid', 'hybrid'],
    ['Petrol/Electric', 'hybrid'],
    ['Plug-in Hybrid', 'plug-in-hybrid'],
    ['Electric', 'electric'],
    ['LPG', 'other'],
  ] as const)("reads the fuel '%s' as %s", (text, expected) => {
    expect(dutyVehicleOf(aCar().with({ simple_fuel: null, fuel: text }).build(), 1).fuel).toBe(expected);
  });

  it('prefers a listed CO2 and the listing’s own cylinders', () => {
    const car = { ...aCar().with({ simple_fuel: 'Petrol' }).build(), co2_emissions: 142, cylinders: 6 };
    expect(dutyVehicleOf(car, 1)).toMatchObject({ co2GramsPerKm: 142, cylinders: 6 });
    expect(dutyVehicleOf(car, 1).co2Derived).toBeUndefined();
  });

  it('derives no CO2 for an electric car (none at the tailpipe) or without fuel use', () => {
    const ev = aCar()
      .with({ simple_fuel: 'Electric', variant: { cylinders: null, fuelconsumptioncombined: null } })
      .build();
    expect(dutyVehicleOf(ev, 1)).toMatchObject({ fuel: 'electric', cylinders: null, co2GramsPerKm: null });
  });
});
