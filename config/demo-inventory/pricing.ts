/**
 * Prices of demo stock (spec 1 §3 Commercial, autograb_data): a badge's price new,
 * depreciated by age and odometer the way the Australian market does, rounded the way
 * dealers advertise ($45,990, $7,490, $52,300), and market data scattered around it.
 */
import type { AutograbData, CarType, ItemType } from '../../domain/vehicle/car';
import type { CatalogueModel } from './catalogue';
import type { Rng } from './prng';

/** Share of the new price kept after `age` years (age ≥ 1), before model resale and km. */
function retained(itemType: ItemType, age: number): number {
  switch (itemType) {
    case 'car':
      return 0.86 * 0.93 ** (age - 1);
    case 'motorcycle':
      return 0.8 * 0.9 ** (age - 1);
    case 'truck':
      return 0.85 * 0.9 ** (age - 1);
    case 'caravan':
      return 0.88 * 0.93 ** (age - 1);
  }
}

export interface ValueInput {
  model: CatalogueModel;
  msrp: number;
  carType: CarType;
  /** Whole years since the model year (used ≥ 1). */
  age: number;
  km: number;
}

/** The unrounded asking price. */
export function askingValue(rng: Rng, input: ValueInput): number {
  const { model, msrp, carType, age, km } = input;
  if (carType === 'new') return msrp * rng.range(0.97, 1.03);
  if (carType === 'demo') return msrp * rng.range(0.85, 0.93) * (1 - (km / 15_000) * 0.03);
  // A model that holds its value (LandCruiser, Jimny) shows it more the older it gets.
  const resale = 1 + (model.resale - 1) * Math.min(1, age / 4);
  const expectedKm = ((model.kmPerYear[0] + model.kmPerYear[1]) / 2) * age;
  const kmFactor = expectedKm > 0 ? clamp(1.1 - 0.1 * (km / expectedKm), 0.8, 1.08) : 1;
  const noise = clamp(rng.normal(1, 0.06), 0.85, 1.15);
  return Math.max(2_990, msrp * retained(model.itemType, age) * resale * kmFactor * noise);
}

/** Dealer rounding: $x,990 mostly, $x,490 on some new cars, whole hundreds otherwise. */
export function advertisedPrice(rng: Rng, value: number, carType: CarType): number {
  if (value < 10_000) return Math.max(990, Math.round(value / 500) * 500 - 10);
  const roll = rng.next();
  if (carType === 'new') {
    if (roll < 0.5) return Math.round(value / 1000) * 1000 - 10;
    if (roll < 0.8) return Math.round((value - 500) / 1000) * 1000 + 490;
    return Math.round(value / 100) * 100;
  }
  if (roll < 0.7) return Math.round(value / 1000) * 1000 - 10;
  return Math.round(value / 100) * 100;
}

/** A was-price above `price` keeping its ending (a $500 step or more). */
export function beforePrice(rng: Rng, price: number): number {
  const steps = Math.max(2, Math.round((price * rng.range(0.03, 0.09)) / 500));
  return price + steps * 500;
}

/** An offer price below `price` (spec 1 §4: shown when above 10, marked reduced when it differs). */
export function offerPrice(rng: Rng, price: number): number {
  const cut = Math.max(500, Math.round((price * rng.range(0.02, 0.06)) / 500) * 500);
  return Math.max(990, price - cut);
}

/** Weekly subscription price (spec 1 §9: shown per week), whole dollars. */
export function weeklySubscription(rng: Rng, price: number): number {
  return Math.round(79 + price * rng.range(0.0038, 0.0046));
}

const MARKET_DESCRIPTIONS = [
  'Priced below the market average for similar vehicles',
  'One of the best priced in your state',
  'Competitively priced against similar vehicles for sale',
];

/**
 * spec 1 §3 autograb_data and the price comparison result: averages around the asking
 * price, a range, a confidence 0–1; some records lack fields (the panel then hides, §4).
 */
export function marketData(rng: Rng, price: number, carType: CarType): AutograbData | null {
  const coverage = carType === 'new' ? 0.25 : 0.85;
  if (price <= 0 || !rng.chance(coverage)) return null;
  const average = round100(price * clamp(rng.normal(1.035, 0.05), 0.88, 1.2));
  const data: AutograbData = {
    state_average_market_price: round100(average * clamp(rng.normal(1, 0.025), 0.93, 1.07)),
    average_market_price: average,
    market_range_min: round100(average * rng.range(0.82, 0.92)),
    market_range_max: round100(average * rng.range(1.08, 1.2)),
    confidence: Math.round(rng.range(0.05, 0.98) * 100) / 100,
    description: rng.chance(0.1) ? rng.pick(MARKET_DESCRIPTIONS) : null,
  };
  if (rng.chance(0.12)) {
    const fields = ['state_average_market_price', 'average_market_price', 'market_range_min', 'market_range_max', 'confidence'] as const;
    for (const field of rng.sample(fields, rng.int(1, 2))) data[field] = null;
  }
  // How many comparable cars the figures come from: a market read from more cars is a surer one
  // (demo data; derived, not drawn, so the rest of the generated stock stays as it was).
  data.comparable_count = data.confidence === null || data.confidence === undefined ? null : Math.max(3, Math.round(data.confidence * 60));
  return data;
}

function round100(n: number): number {
  return Math.round(n / 100) * 100;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}
