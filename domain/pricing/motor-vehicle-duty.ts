import type { AustralianState } from '../locations/delivery-zones';
import { localDateTime, timeZoneOfState } from '../locations/time-zone';
import {
  DUTY_RULES,
  type DutyCharge,
  type DutyClass,
  type DutyCondition,
  type DutyCriteria,
  type DutyFuel,
  type DutyRuleSet,
  type DutyRules,
  type DutyScale,
} from './duty-rules';

/**
 * Motor vehicle duty on a private passenger car in each state and territory (issue 15, "The
 * drive-away price"; ../shared/reference/stamp-duty.md). The rules are data (`duty-rules.ts`);
 * this file only reads them. Arithmetic is in whole cents, so "$3 per $100 or part" is exact.
 */

export interface DutyVehicle {
  /** Dollars, GST included: the price the buyer pays for the car (with dealer delivery, see drive-away.ts). */
  readonly dutiableValue: number;
  readonly condition: DutyCondition;
  readonly fuel: DutyFuel;
  readonly cylinders?: number | null;
  /** Combined tailpipe CO2 in g/km (Green Vehicle Guide 'Comb'). */
  readonly co2GramsPerKm?: number | null;
  /** True when `co2GramsPerKm` was worked out from fuel use rather than listed: a duty it changes is an estimate. */
  readonly co2Derived?: boolean;
}

export interface DutyAssessment {
  readonly state: AustralianState;
  /** Dollars, to the cent (whole dollars where the rule yields them); never negative, never NaN. */
  readonly amount: number;
  readonly label: string;
  readonly effectiveFrom: string;
  readonly source: string;
  /** false when any figure behind the amount is not confirmed: the UI says 'estimate'. */
  readonly verified: boolean;
  readonly note?: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day the duty is worked out for, as a calendar date in the state: rates change at midnight
 * local time (1 July in Perth is 1 July in Perth). Choice: `on` may be a Date (an instant, read in
 * the state's time zone) or a 'YYYY-MM-DD' string (already a calendar date, used as is). null for
 * an invalid Date or string.
 */
export function dutyDate(state: AustralianState, on: Date | string): string | null {
  if (typeof on === 'string') return CALENDAR_DATE.test(on) ? on : null;
  return Number.isFinite(on.getTime()) ? localDateTime(on, timeZoneOfState(state)).date : null;
}

/**
 * The duty on `vehicle` registered in `state` on `on`: the latest rule set whose effectiveFrom is on
 * or before that day, then its first class that fits the car. Total: a value that is negative, NaN
 * or infinite owes nothing; a day before every rule set is charged by the earliest (an estimate);
 * an invalid date by the latest (an estimate).
 */
export function motorVehicleDuty(state: AustralianState, vehicle: DutyVehicle, on: Date | string, rules: DutyRules = DUTY_RULES): DutyAssessment {
  const { set, day, inForce } = ruleSetOn(state, on, rules);
  if (!set) {
    return {
      state,
      amount: 0,
      label: `${state} motor vehicle duty`,
      effectiveFrom: '',
      source: '',
      verified: false,
      note: `No duty rates are loaded for ${state}.`,
    };
  }
  const classDay = day ?? set.effectiveFrom;
  const facts = factsOf(vehicle);
  const matched = set.classes.find((c) => inDateRange(c, classDay) && fits(c.when, facts));
  const dutyClass = matched ?? set.classes[set.classes.length - 1];

  const notes: string[] = [];
  if (day === null) notes.push('No valid date was given, so the latest rates are used.');
  else if (!inForce) notes.push(`${state} rates before ${set.effectiveFrom} are not loaded, so the earliest loaded rates are used.`);
  if (!dutyClass) {
    notes.push(`No ${state} duty rate fits this car.`);
    return {
      state,
      amount: 0,
      label: `${state} motor vehicle duty`,
      effectiveFrom: set.effectiveFrom,
      source: set.source,
      verified: false,
      note: notes.join(' '),
    };
  }
  const amount = dutyOn(facts.value, dutyClass.scale);
  // A CO2 figure worked out from fuel use makes the duty an estimate only where it changed the amount.
  const co2Estimated = facts.co2Derived && amount !== amountWithoutCo2(set, classDay, facts);
  if (co2Estimated) notes.push("The car's CO2 emissions are estimated from its fuel use.");
  const ruleNote = dutyClass.note ?? set.note;
  if (ruleNote) notes.unshift(ruleNote);

  const verified = set.verified && dutyClass.verified !== false && matched !== undefined && inForce && !co2Estimated;
  return {
    state,
    amount,
    label: dutyClass.label,
    effectiveFrom: set.effectiveFrom,
    source: set.source,
    verified,
    ...(notes.length > 0 ? { note: notes.join(' ') } : {}),
  };
}

/** The rule set a state applies on a day (the latest in force, else the earliest), for display and tests. */
export function dutyRuleSetOn(state: AustralianState, on: Date | string, rules: DutyRules = DUTY_RULES): DutyRuleSet | null {
  return ruleSetOn(state, on, rules).set;
}

function ruleSetOn(state: AustralianState, on: Date | string, rules: DutyRules): { set: DutyRuleSet | null; day: string | null; inForce: boolean } {
  const sets = [...(rules[state] ?? [])].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  const day = dutyDate(state, on);
  const inForce = day === null ? undefined : sets.filter((set) => set.effectiveFrom <= day).pop();
  return { set: inForce ?? (day === null ? sets[sets.length - 1] : sets[0]) ?? null, day, inForce: inForce !== undefined };
}

interface Facts {
  /** Whole cents; 0 for anything not a positive finite value. */
  readonly valueCents: number;
  readonly value: number;
  readonly condition: DutyCondition;
  readonly fuel: DutyFuel;
  readonly cylinders: number | null;
  readonly co2: number | null;
  readonly co2Derived: boolean;
}

function factsOf(vehicle: DutyVehicle): Facts {
  const value = Number.isFinite(vehicle.dutiableValue) && vehicle.dutiableValue > 0 ? vehicle.dutiableValue : 0;
  const cylinders = typeof vehicle.cylinders === 'number' && Number.isInteger(vehicle.cylinders) && vehicle.cylinders >= 1 ? vehicle.cylinders : null;
  const listedCo2 =
    typeof vehicle.co2GramsPerKm === 'number' && Number.isFinite(vehicle.co2GramsPerKm) && vehicle.co2GramsPerKm >= 0 ? vehicle.co2GramsPerKm : null;
  // A battery-electric car has no tailpipe CO2 (SRO Victoria counts it a green car; the ACT rates it A).
  const co2 = listedCo2 ?? (vehicle.fuel === 'electric' ? 0 : null);
  return {
    valueCents: Math.round(value * 100),
    value,
    condition: vehicle.condition,
    fuel: vehicle.fuel,
    cylinders,
    co2,
    co2Derived: listedCo2 !== null && vehicle.co2Derived === true,
  };
}

function amountWithoutCo2(set: DutyRuleSet, day: string, facts: Facts): number {
  const unrated: Facts = { ...facts, co2: null, co2Derived: false };
  const dutyClass = set.classes.find((c) => inDateRange(c, day) && fits(c.when, unrated)) ?? set.classes[set.classes.length - 1];
  return dutyClass ? dutyOn(unrated.value, dutyClass.scale) : 0;
}

function inDateRange(dutyClass: DutyClass, day: string): boolean {
  return (dutyClass.from === undefined || dutyClass.from <= day) && (dutyClass.until === undefined || day <= dutyClass.until);
}

function fits(when: DutyCriteria, facts: Facts): boolean {
  if (when.fuels && !when.fuels.includes(facts.fuel)) return false;
  if (when.conditions && !when.conditions.includes(facts.condition)) return false;
  if (when.cylinders) {
    if (facts.cylinders === null) return false;
    if (when.cylinders.min !== undefined && facts.cylinders < when.cylinders.min) return false;
    if (when.cylinders.max !== undefined && facts.cylinders > when.cylinders.max) return false;
  }
  if (when.co2) {
    if (facts.co2 === null) return false;
    if (when.co2.max !== undefined && facts.co2 > when.co2.max) return false;
  }
  if (when.value?.max !== undefined && facts.valueCents > toCents(when.value.max)) return false;
  return true;
}

/** The duty a scale charges on a value in dollars: dollars to the cent, 0 for no value. */
export function dutyOn(value: number, scale: DutyScale): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  const cents = Math.round(value * 100);
  if (cents <= 0) return 0;
  const band = scale.bands.find((b) => b.upTo === null || cents <= toCents(b.upTo)) ?? scale.bands[scale.bands.length - 1];
  let duty = band ? chargeCents(cents, band.charge) : 0;
  if (scale.minimum !== undefined) duty = Math.max(duty, toCents(scale.minimum));
  if (scale.deduction !== undefined) duty = Math.max(0, duty - toCents(scale.deduction));
  return Number.isFinite(duty) && duty > 0 ? duty / 100 : 0;
}

function chargeCents(cents: number, charge: DutyCharge): number {
  switch (charge.kind) {
    case 'fixed':
      return toCents(charge.amount);
    case 'per-unit':
      return unitsOrPart(cents, toCents(charge.unit)) * toCents(charge.rate);
    case 'per-unit-over':
      return toCents(charge.base) + unitsOrPart(Math.max(0, cents - toCents(charge.over)), toCents(charge.unit)) * toCents(charge.rate);
    case 'percent': {
      // percent to 4 decimal places as an integer, so cents × percent stays exact.
      const percent = Math.round(charge.percent * 10_000);
      return roundHalfUp(cents * percent, 100 * 10_000);
    }
    case 'sliding-percent': {
      // R × 10^decimals = round(percentAtFrom × 10^decimals + (value − from) × 10^decimals / valuePerPoint), exactly in cents.
      const scale = 10 ** charge.decimals;
      const perPoint = toCents(charge.valuePerPoint);
      const rate = roundHalfUp(Math.round(charge.percentAtFrom * scale) * perPoint + (cents - toCents(charge.from)) * scale, perPoint);
      return roundHalfUp(cents * Math.max(0, rate), 100 * scale);
    }
  }
}

/** "Per unit or part": the number of whole units, counting any part of one as a whole one. */
function unitsOrPart(cents: number, unitCents: number): number {
  return unitCents > 0 ? Math.ceil(cents / unitCents) : 0;
}

/** numerator / denominator rounded to the nearest integer, halves up (both integers, denominator > 0). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
