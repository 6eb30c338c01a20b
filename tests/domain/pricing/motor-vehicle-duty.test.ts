/**
 * Motor vehicle duty per state at the bracket edges (issue 15 "Tests that must exist"; rules from
 * ../shared/reference/stamp-duty.md). Every expected figure is worked out by hand from the
 * reference, with the arithmetic beside it; "or part" means the units are rounded UP.
 */
import { describe, expect, it } from 'vitest';
import type { AustralianState } from '../../../domain/locations/delivery-zones';
import { DUTY_RULES, dutyDate, motorVehicleDuty, type DutyRuleSet, type DutyRules, type DutyVehicle } from '../../../domain/pricing';

const ON = '2025-08-01';
const petrol4: Omit<DutyVehicle, 'dutiableValue'> = { condition: 'used', fuel: 'petrol', cylinders: 4 };
const duty = (state: AustralianState, dutiableValue: number, vehicle: Omit<DutyVehicle, 'dutiableValue'> = petrol4, on: Date | string = ON) =>
  motorVehicleDuty(state, { ...vehicle, dutiableValue }, on);
const amount = (state: AustralianState, value: number, vehicle?: Omit<DutyVehicle, 'dutiableValue'>, on?: Date | string) =>
  duty(state, value, vehicle, on).amount;

describe('NSW: $3 per $100 or part up to $45,000, then $1,350 + $5 per $100 or part over $45,000', () => {
  it.each([
    [100, 3], //         1 unit × $3
    [100.01, 6], //      ceil(1.0001) = 2 units × $3
    [44_999, 1_350], //  ceil(449.99) = 450 × $3
    [45_000, 1_350], //  450 × $3
    [45_001, 1_355], //  $1,350 + ceil(1 / 100) = 1 × $5
    [45_100, 1_355], //  $1,350 + 1 × $5
    [45_100.01, 1_360], // $1,350 + ceil(100.01 / 100) = 2 × $5
    [60_000, 2_100], //  $1,350 + 150 × $5
  ])('charges $%s → $%s', (value, expected) => {
    expect(amount('NSW', value)).toBe(expected);
  });

  it('names its rule, source and date, verified', () => {
    expect(duty('NSW', 30_000)).toEqual({
      state: 'NSW',
      amount: 900, // 300 × $3
      label: 'NSW motor vehicle duty',
      effectiveFrom: '2024-07-01',
      source: 'Revenue NSW, "Motor vehicle duty"',
      verified: true,
    });
  });
});

describe('VIC: per $200 or part of the whole value; green cars (≤ 120 g/km) $8.40 at any value', () => {
  const vic = (co2GramsPerKm: number | null, fuel: DutyVehicle['fuel'] = 'petrol') => ({ condition: 'new' as const, fuel, cylinders: 4, co2GramsPerKm });
  it.each([
    [80_400, 3_376.8], //    402 × $8.40
    [80_400.01, 3_385.2], // ceil(402.00005) = 403 × $8.40
    [80_567, 3_385.2], //    ceil(402.835) = 403 × $8.40: $80,567 is still the lower rate
    [80_567.01, 4_191.2], // 403 × $10.40
    [100_000, 5_200], //     500 × $10.40
    [100_000.01, 7_014], //  501 × $14
    [150_000, 10_500], //    750 × $14
    [150_001, 13_518], //    ceil(750.005) = 751 × $18
  ])('charges a 170 g/km car $%s → $%s', (value, expected) => {
    expect(amount('VIC', value, vic(170))).toBe(expected);
  });

  it('charges a green car $8.40 per $200 at any value, an electric car included', () => {
    expect(amount('VIC', 100_000, vic(110))).toBe(4_200); // 500 × $8.40
    expect(amount('VIC', 90_000, vic(120))).toBe(3_780); // 450 × $8.40: 120 g/km is green
    expect(amount('VIC', 90_000, vic(121))).toBe(4_680); // 450 × $10.40: 121 g/km is not
    expect(amount('VIC', 200_000, vic(null, 'electric'))).toBe(8_400); // 1,000 × $8.40: no tailpipe CO2
    expect(duty('VIC', 90_000, vic(110)).label).toBe('VIC motor vehicle duty (green car)');
  });

  it('charges a car whose CO2 is unknown at the ordinary rates', () => {
    expect(amount('VIC', 90_000, vic(null, 'hybrid'))).toBe(4_680); // 450 × $10.40
  });
});

describe('QLD: per $100 or part of the whole value, by class, up to / over $100,000', () => {
  const cyl = (cylinders: number | null): Omit<DutyVehicle, 'dutiableValue'> => ({ condition: 'used', fuel: 'petrol', cylinders });
  it.each([
    ['hybrid', { condition: 'new', fuel: 'hybrid', cylinders: 4 }, 2_000, 4_004], //        1,000 × $2 | 1,001 × $4
    ['electric', { condition: 'new', fuel: 'electric' }, 2_000, 4_004], //                  1,000 × $2 | 1,001 × $4
    ['plug-in hybrid', { condition: 'new', fuel: 'plug-in-hybrid', cylinders: 4 }, 2_000, 4_004],
    ['1–4 cylinders', cyl(4), 3_000, 5_005], //                                             1,000 × $3 | 1,001 × $5
    ['1 cylinder', cyl(1), 3_000, 5_005],
    ['5–6 cylinders', cyl(6), 3_500, 5_505.5], //                                           1,000 × $3.50 | 1,001 × $5.50
    ['5 cylinders', cyl(5), 3_500, 5_505.5],
    ['7+ cylinders', cyl(8), 4_000, 6_006], //                                              1,000 × $4 | 1,001 × $6
  ] as const)('%s: one rate up to 100,000 dollars, a higher one on the whole value above', (_name, vehicle, at100k, over100k) => {
    expect(amount('QLD', 100_000, vehicle)).toBe(at100k);
    expect(amount('QLD', 100_001, vehicle)).toBe(over100k);
  });

  it('rounds part of $100 up', () => {
    expect(amount('QLD', 30_050, cyl(4))).toBe(903); // ceil(300.5) = 301 × $3
  });

  it('charges a car of unknown cylinders at the highest rate, as an estimate', () => {
    const assessed = duty('QLD', 30_000, cyl(null));
    expect(assessed.amount).toBe(1_200); // 300 × $4
    expect(assessed.verified).toBe(false);
    expect(assessed.note).toMatch(/cylinders/);
  });
});

describe('WA: 2.75% up to $25,000; a sliding rate to $50,000; 6.5% above', () => {
  it.each([
    [20_000, 550], //         2.75% × 20,000
    [25_000, 687.5], //       2.75% × 25,000
    [25_001, 687.53], //      R = 2.75 + 1 / 6,666.66 = 2.75015 → 2.75; 25,001 × 2.75% = 687.5275 → 687.53
    [30_000, 1_050], //       R = 2.75 + 5,000 / 6,666.66 = 3.50000075 → 3.50; 30,000 × 3.5%
    [37_500, 1_736.25], //    R = 2.75 + 12,500 / 6,666.66 = 4.625001875 → 4.63; 37,500 × 4.63%
    [50_000, 3_250], //       R = 2.75 + 25,000 / 6,666.66 = 6.50000375 → 6.50; 50,000 × 6.5%
    [50_001, 3_250.07], //    6.5% × 50,001 = 3,250.065 → 3,250.07 (half a cent rounds up)
  ])('charges $%s → $%s', (value, expected) => {
    expect(amount('WA', value)).toBe(expected);
  });
});

describe('SA (non-commercial): four brackets, minimum $5', () => {
  it.each([
    [1, 5], //           1 unit × $1 = $1 → minimum $5
    [100, 5], //         1 × $1 → minimum $5
    [500, 5], //         5 × $1 = $5
    [500.01, 6], //      6 × $1
    [1_000, 10], //      10 × $1
    [1_000.01, 12], //   $10 + 1 × $2
    [2_000, 30], //      $10 + 10 × $2
    [2_000.01, 33], //   $30 + 1 × $3
    [3_000, 60], //      $30 + 10 × $3
    [3_000.01, 64], //   $60 + 1 × $4
    [30_000, 1_140], //  $60 + 270 × $4
  ])('charges $%s → $%s', (value, expected) => {
    expect(amount('SA', value)).toBe(expected);
  });
});

describe('TAS: $20 up to $600; $3 per $100 to $35,000; $1,050 + $11 per $100 to $40,000; $4 per $100 of the whole value above', () => {
  it.each([
    [50, 20], //          fixed $20
    [600, 20], //         fixed $20
    [600.01, 21], //      ceil(6.0001) = 7 × $3
    [35_000, 1_050], //   350 × $3
    [35_000.01, 1_061], // $1,050 + 1 × $11
    [40_000, 1_600], //   $1,050 + 50 × $11
    [40_000.01, 1_604], // ceil(400.0001) = 401 × $4
    [50_000, 2_000], //   500 × $4
  ])('charges $%s → $%s', (value, expected) => {
    expect(amount('TAS', value)).toBe(expected);
  });
});

describe('ACT: by CO2 performance rating (estimate: the rates from 1 September 2025 are not loaded)', () => {
  const rated = (co2GramsPerKm: number | null, condition: DutyVehicle['condition'] = 'new'): Omit<DutyVehicle, 'dutiableValue'> => ({
    condition,
    fuel: 'petrol',
    cylinders: 4,
    co2GramsPerKm,
  });
  it.each([
    ['A (130 g/km)', rated(130), 60_000, 0], //                   nil
    ['A (electric)', { condition: 'new', fuel: 'electric' }, 60_000, 0], // 0 g/km: nil
    ['B (131 g/km)', rated(131), 45_000, 900], //                 450 × $2
    ['B (175 g/km)', rated(175), 45_001, 904], //                 $900 + 1 × $4
    ['C (176 g/km)', rated(176), 45_000, 1_350], //               450 × $3
    ['C (220 g/km)', rated(220), 45_001, 1_355], //               $1,350 + 1 × $5
    ['D (221 g/km)', rated(221), 45_000, 1_800], //               450 × $4
    ['D (300 g/km) over 45,000', rated(300), 45_001, 1_806], //               $1,800 + 1 × $6
    ['D (300 g/km) at part of 100 dollars', rated(300), 30_000.01, 1_204], //            ceil(300.0001) = 301 × $4
    ['C for a used car', rated(100, 'used'), 30_000, 900], //     300 × $3, whatever its CO2
    ['C for a new car with no rating', rated(null), 30_000, 900], // 300 × $3
    ['C for a demonstrator (counts as new) at 200 g/km', rated(200, 'demo'), 50_000, 1_600], // $1,350 + 50 × $5
  ] as const)('rating %s', (_name, vehicle, value, expected) => {
    expect(amount('ACT', value, vehicle)).toBe(expected);
  });

  it('marks every ACT figure an estimate, with the note', () => {
    const assessed = duty('ACT', 30_000, rated(150));
    expect(assessed.verified).toBe(false);
    expect(assessed.note).toMatch(/^ACT rates from 1 September 2025 not yet loaded/);
    expect(assessed.label).toBe('ACT motor vehicle duty (rating B)');
  });
});

describe('NT: $3 per $100 or part; electric vehicle concession until 30 June 2027', () => {
  const ev = { condition: 'used', fuel: 'electric' } as const;
  it('charges $3 per $100 or part', () => {
    expect(amount('NT', 30_000)).toBe(900); // 300 × $3
    expect(amount('NT', 30_000.01)).toBe(903); // 301 × $3
  });

  it('takes up to $1,500 off an electric or plug-in hybrid car valued up to $50,000', () => {
    expect(amount('NT', 40_000, ev)).toBe(0); // 400 × $3 = $1,200 − $1,500 → nil
    expect(amount('NT', 50_000, ev)).toBe(0); // 500 × $3 = $1,500 − $1,500
    expect(amount('NT', 40_000, { condition: 'new', fuel: 'plug-in-hybrid', cylinders: 4 })).toBe(0);
    expect(duty('NT', 40_000, ev)).toMatchObject({ label: 'NT stamp duty (electric vehicle concession)', verified: true });
  });

  it('gives no concession to a conventional hybrid', () => {
    expect(amount('NT', 40_000, { condition: 'new', fuel: 'hybrid', cylinders: 4 })).toBe(1_200); // 400 × $3
  });

  it('charges the full duty above $50,000, as an estimate', () => {
    const assessed = duty('NT', 50_001, ev);
    expect(assessed.amount).toBe(1_503); // 501 × $3
    expect(assessed.verified).toBe(false);
  });

  it('ends the concession after 30 June 2027', () => {
    expect(amount('NT', 40_000, ev, '2027-06-30')).toBe(0);
    expect(amount('NT', 40_000, ev, '2027-07-01')).toBe(1_200); // 400 × $3
  });
});

describe('values that are no price', () => {
  it.each([-1, 0, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('charges nothing on %s in every state', (value) => {
    for (const state of Object.keys(DUTY_RULES) as AustralianState[]) {
      expect(amount(state, value)).toBe(0);
    }
  });
});

describe('effective dates: the latest rule set in force on the day', () => {
  const future: DutyRuleSet = {
    effectiveFrom: '2030-07-01',
    source: 'A test rule',
    verified: true,
    classes: [{ label: 'Future duty', when: {}, scale: { bands: [{ upTo: null, charge: { kind: 'per-unit', unit: 100, rate: 4 } }] } }],
  };
  const rules: DutyRules = { ...DUTY_RULES, NSW: [future, ...DUTY_RULES.NSW], WA: [...DUTY_RULES.WA, future] };
  const at = (state: AustralianState, on: Date | string) => motorVehicleDuty(state, { ...petrol4, dutiableValue: 30_000 }, on, rules);

  it('chooses a later rule set on and after its date, never before', () => {
    expect(at('NSW', '2030-06-30')).toMatchObject({ amount: 900, effectiveFrom: '2024-07-01' }); // 300 × $3
    expect(at('NSW', '2030-07-01')).toMatchObject({ amount: 1_200, effectiveFrom: '2030-07-01', label: 'Future duty' }); // 300 × $4
    expect(at('NSW', '2031-01-01').amount).toBe(1_200);
  });

  it("reads a Date as the calendar date in the state's own time zone", () => {
    const instant = new Date('2030-06-30T15:00:00Z'); // 1 July 01:00 in Sydney, 30 June 23:00 in Perth
    expect(dutyDate('NSW', instant)).toBe('2030-07-01');
    expect(dutyDate('WA', instant)).toBe('2030-06-30');
    expect(at('NSW', instant).amount).toBe(1_200);
    expect(at('WA', instant).amount).toBe(1_050); // still R = 3.50 (as above) × 30,000: the new rates start at midnight in Perth
  });

  it('uses the earliest rates, as an estimate, for a day before every rule set', () => {
    const early = at('NSW', '2020-01-01');
    expect(early).toMatchObject({ amount: 900, effectiveFrom: '2024-07-01', verified: false });
    expect(early.note).toMatch(/not loaded/);
  });

  it('uses the latest rates, as an estimate, for an invalid date', () => {
    expect(at('NSW', new Date(Number.NaN))).toMatchObject({ amount: 1_200, verified: false });
    expect(at('NSW', '1 July 2030')).toMatchObject({ amount: 1_200, verified: false });
  });
});

describe('CO2 worked out from fuel use', () => {
  it('makes the duty an estimate only where the estimate changed the amount', () => {
    // ACT, a new car at $30,000: derived 92.8 g/km rates A (nil); unrated it would pay C, 300 × $3 = $900.
    const a = motorVehicleDuty('ACT', { dutiableValue: 30_000, condition: 'new', fuel: 'hybrid', cylinders: 4, co2GramsPerKm: 92.8, co2Derived: true }, ON);
    expect(a.amount).toBe(0);
    expect(a.note).toMatch(/estimated from its fuel use/);
    // VIC at $90,000: derived 150.8 g/km pays the ordinary rate, as an unrated car would: no estimate.
    const vic = motorVehicleDuty('VIC', { dutiableValue: 90_000, condition: 'used', fuel: 'petrol', cylinders: 4, co2GramsPerKm: 150.8, co2Derived: true }, ON);
    expect(vic).toMatchObject({ amount: 4_680, verified: true }); // 450 × $10.40
    // VIC at $90,000: derived 92.8 g/km would be a green car — an estimate.
    const green = motorVehicleDuty(
      'VIC',
      { dutiableValue: 90_000, condition: 'used', fuel: 'hybrid', cylinders: 4, co2GramsPerKm: 92.8, co2Derived: true },
      ON,
    );
    expect(green).toMatchObject({ amount: 3_780, verified: false }); // 450 × $8.40
  });
});
