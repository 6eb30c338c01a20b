import * as O from 'fp-ts/Option';
import type { Car } from './car';
import { hasFuelCalculator } from './item-sections';

export interface FuelCostInputs {
  /** Dollars per litre. */
  readonly pricePerLitre: number;
  /** Kilometres per week. */
  readonly distanceKm: number;
  /** Litres per 100 km. */
  readonly economyLPer100Km: number;
}

/** spec 1 §9: $1.70 per litre, 250 km per week, 10 L/100km. */
export const FUEL_DEFAULTS: FuelCostInputs = { pricePerLitre: 1.7, distanceKm: 250, economyLPer100Km: 10 };

/**
 * spec 1 §9: cost = distance / 100 × economy × price (per week with the default distance).
 * A missing, negative or non-numeric input takes its default, so the cost is never negative.
 */
export function fuelCost(inputs: Partial<FuelCostInputs> = {}): number {
  const pick = (key: keyof FuelCostInputs): number => {
    const value = inputs[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : FUEL_DEFAULTS[key];
  };
  const factors = [pick('distanceKm') / 100, pick('economyLPer100Km'), pick('pricePerLitre')];
  // A zero factor is a zero cost even when another is absurdly large (Infinity × 0 is NaN).
  return factors.includes(0) ? 0 : factors.reduce((product, factor) => product * factor, 1);
}

/**
 * spec 1 §5: the fuel calculator is hidden for electric fuel, and for an item without an
 * engine (item-sections.ts). Choice: hybrids (which burn fuel) keep the calculator.
 */
export function isFuelCalculatorShown(car: Partial<Pick<Car, 'item_type' | 'fuel' | 'simple_fuel'>>): boolean {
  return hasFuelCalculator(car);
}

/** The calculator's starting figures for a car, or none when it is hidden. */
export function fuelCalculator(
  car: Partial<Pick<Car, 'item_type' | 'fuel' | 'simple_fuel'>>,
  inputs: Partial<FuelCostInputs> = {},
): O.Option<{ readonly inputs: FuelCostInputs; readonly cost: number }> {
  if (!isFuelCalculatorShown(car)) return O.none;
  const full: FuelCostInputs = { ...FUEL_DEFAULTS, ...definedOnly(inputs) };
  return O.some({ inputs: full, cost: fuelCost(full) });
}

function definedOnly(inputs: Partial<FuelCostInputs>): Partial<FuelCostInputs> {
  return Object.fromEntries(Object.entries(inputs).filter(([, v]) => typeof v === 'number' && Number.isFinite(v) && v >= 0));
}
