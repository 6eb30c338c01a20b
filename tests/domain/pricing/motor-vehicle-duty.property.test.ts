/**
 * Motor vehicle duty as properties (issue 15 "Tests that must exist": never negative, monotone in
 * price within a rule, the same value always gives the same duty), plus the per-$100-or-part
 * rounding and the choice of rule set by effective date.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AustralianState } from '../../../domain/locations/delivery-zones';
import { DUTY_RULES, dutyRuleSetOn, motorVehicleDuty, type DutyRuleSet, type DutyRules, type DutyVehicle } from '../../../domain/pricing';

const STATES = Object.keys(DUTY_RULES) as AustralianState[];
const state = fc.constantFrom(...STATES);
/** A calendar day from 2015 to 2035 (both the ACT's 2015 rules and the NT concession's end inside). */
const day = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Dollars and cents up to $2,000,000. */
const value = fc.integer({ min: 1, max: 200_000_000 }).map((cents) => cents / 100);
const vehicleFacts = fc.record({
  condition: fc.constantFrom('new', 'demo', 'used'),
  fuel: fc.constantFrom('electric', 'hybrid', 'plug-in-hybrid', 'petrol', 'diesel', 'other'),
  cylinders: fc.option(fc.integer({ min: 0, max: 16 }), { nil: null }),
  co2GramsPerKm: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
  co2Derived: fc.boolean(),
}) satisfies fc.Arbitrary<Omit<DutyVehicle, 'dutiableValue'>>;

const dutyOf = (s: AustralianState, facts: Omit<DutyVehicle, 'dutiableValue'>, dutiableValue: number, on: string) =>
  motorVehicleDuty(s, { ...facts, dutiableValue }, on).amount;

describe('motor vehicle duty properties (issue 15)', () => {
  it('is never negative and always a finite amount in whole cents, whatever the value (NaN, infinities, negatives included)', () => {
    const anyValue = fc.oneof(value, fc.double(), fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, -1e12, 1e15));
    fc.assert(
      fc.property(state, vehicleFacts, anyValue, day, (s, facts, v, on) => {
        const amount = dutyOf(s, facts, v, on);
        expect(Number.isFinite(amount)).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        // Whole cents as a double holds them: the amount is the double nearest its 2-decimal text. (amount × 100 is
        // off a whole number by float error for amounts in the billions, which a fast-check run reaches: seed -122994286.)
        expect(Number(amount.toFixed(2))).toBe(amount);
      }),
      {
        numRuns: 2_000,
        // A value in the billions, where amount × 100 is not a whole number in floating point.
        examples: [['WA', { condition: 'new', fuel: 'electric', cylinders: null, co2GramsPerKm: null, co2Derived: false }, 19_998_283_428.235, '2015-01-01']],
      },
    );
  });

  it('is monotone non-decreasing in value for the same state, car and day', () => {
    fc.assert(
      fc.property(state, vehicleFacts, value, value, day, (s, facts, a, b, on) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(dutyOf(s, facts, low, on)).toBeLessThanOrEqual(dutyOf(s, facts, high, on));
      }),
      { numRuns: 3_000 },
    );
  });

  it('is monotone across every bracket edge: a cent more never costs less', () => {
    const edges = [100, 600, 1_000, 2_000, 3_000, 25_000, 35_000, 40_000, 45_000, 50_000, 80_567, 100_000, 150_000];
    fc.assert(
      fc.property(state, vehicleFacts, fc.constantFrom(...edges), fc.integer({ min: -3, max: 3 }), day, (s, facts, edge, cents, on) => {
        const v = edge + cents / 100;
        expect(dutyOf(s, facts, v, on)).toBeLessThanOrEqual(dutyOf(s, facts, v + 0.01, on));
      }),
    );
  });

  it('is deterministic: the same state, car, value and day always give the same assessment', () => {
    fc.assert(
      fc.property(state, vehicleFacts, value, day, (s, facts, v, on) => {
        const first = motorVehicleDuty(s, { ...facts, dutiableValue: v }, on);
        const again = motorVehicleDuty(s, { ...structuredClone(facts), dutiableValue: v }, on);
        expect(again).toEqual(first);
      }),
    );
  });

  it("rounds 'per $100 or part' up: a value costs what the next $100 boundary costs (NSW, QLD, SA, TAS, ACT, NT)", () => {
    // Every bracket edge in these states is a whole $100, so v and ceil(v / 100) × 100 share a bracket.
    const perHundred = fc.constantFrom<AustralianState>('NSW', 'QLD', 'SA', 'TAS', 'ACT', 'NT');
    fc.assert(
      fc.property(perHundred, vehicleFacts, value, day, (s, facts, v, on) => {
        const boundary = Math.ceil(Math.round(v * 100) / 10_000) * 100;
        expect(dutyOf(s, facts, v, on)).toBe(dutyOf(s, facts, boundary, on));
      }),
      { numRuns: 3_000 },
    );
  });

  it("rounds VIC's 'per $200 or part' up to the next $200 within a bracket", () => {
    fc.assert(
      fc.property(vehicleFacts, value, day, (facts, v, on) => {
        const boundary = Math.ceil(Math.round(v * 100) / 20_000) * 200;
        // $80,567 is not a whole $200: a value up to it whose boundary passes it changes bracket.
        fc.pre(!(v <= 80_567 && boundary > 80_567));
        expect(dutyOf('VIC', facts, v, on)).toBe(dutyOf('VIC', facts, boundary, on));
      }),
      { numRuns: 2_000 },
    );
  });

  it('chooses the latest rule set whose effectiveFrom is on or before the day, never a later one', () => {
    const ruleSet = (effectiveFrom: string, rate: number): DutyRuleSet => ({
      effectiveFrom,
      source: `test ${effectiveFrom}`,
      verified: true,
      classes: [{ label: `rate ${rate}`, when: {}, scale: { bands: [{ upTo: null, charge: { kind: 'per-unit', unit: 100, rate } }] } }],
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { minLength: 1, maxLength: 6 }), day, (dates, on) => {
        const sets = dates.map((d, i) => ruleSet(d, i + 1));
        const rules: DutyRules = { ...DUTY_RULES, SA: sets };
        const chosen = dutyRuleSetOn('SA', on, rules);
        const inForce = dates.filter((d) => d <= on).sort();
        const expected = inForce.length > 0 ? inForce[inForce.length - 1] : [...dates].sort()[0];
        expect(chosen?.effectiveFrom).toBe(expected);
        expect(motorVehicleDuty('SA', { dutiableValue: 10_000, condition: 'used', fuel: 'petrol' }, on, rules)).toMatchObject({
          effectiveFrom: expected,
          verified: inForce.length > 0,
        });
      }),
    );
  });
});
