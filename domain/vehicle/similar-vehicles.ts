import type { Car } from './car';
import { normaliseMake } from './labels';
import { cashPrice } from './price-display';

/** spec 1 §5, §9: 6 similar vehicles are shown. */
export const SIMILAR_VEHICLES_SHOWN = 6;
/** spec 1 §7, §9: each multi-search query asks for 10 hits. */
export const SIMILAR_LOOKUP_LIMIT = 10;
/** spec 1 §9: the band is ±10,000 under 50,000, else ±25,000. */
export const PRICE_BAND_PIVOT = 50_000;
export const NARROW_PRICE_BAND = 10_000;
export const WIDE_PRICE_BAND = 25_000;

/** Prices are compared as the cards show them: the cash price (cashPrice: an offer where one applies). */
export type SimilarCar = Pick<Car, 'id' | 'status' | 'price' | 'make' | 'model' | 'car_type'> & Partial<Pick<Car, 'simple_body' | 'offer_price'>>;

export interface PriceBand {
  readonly min: number;
  readonly max: number;
}

/** spec 1 §9: price ± 10,000 when the price is under 50,000, else ± 25,000 (bounds inclusive). */
export function similarPriceBand(price: number): PriceBand {
  const p = Number.isFinite(price) ? price : 0;
  const delta = p < PRICE_BAND_PIVOT ? NARROW_PRICE_BAND : WIDE_PRICE_BAND;
  return { min: p - delta, max: p + delta };
}

/**
 * The multi-search filter of spec 1 §7 as data, for a search adapter to translate: in_stock,
 * the price band, not the current car, and (same make and model) or (same car_type and
 * simple_body). The "id list" of that filter is the adapter's concern (ids from the
 * similar-car-ids call) and not modelled here.
 */
export interface SimilarVehiclesCriteria {
  readonly status: 'in_stock';
  readonly price: PriceBand;
  readonly excludeId: number;
  readonly sameMakeModel: { readonly make: string; readonly model: string };
  readonly sameTypeBody: { readonly car_type: Car['car_type']; readonly simple_body: string } | null;
}

export function similarVehiclesCriteria(current: SimilarCar): SimilarVehiclesCriteria {
  const body = current.simple_body?.trim();
  return {
    status: 'in_stock',
    price: similarPriceBand(cashPrice(current) ?? 0),
    excludeId: current.id,
    sameMakeModel: { make: current.make, model: current.model },
    // Choice: without a body, only the make-and-model arm applies.
    sameTypeBody: body ? { car_type: current.car_type, simple_body: body } : null,
  };
}

/** Whether a candidate meets the criteria. Make (normalised), model and body compare case-insensitively. */
export function matchesSimilarCriteria(criteria: SimilarVehiclesCriteria, car: SimilarCar): boolean {
  if (car.status !== criteria.status || car.id === criteria.excludeId) return false;
  const price = cashPrice(car);
  if (price === null || price < criteria.price.min || price > criteria.price.max) return false;
  const sameMakeModel = same(normaliseMake(car.make), normaliseMake(criteria.sameMakeModel.make)) && same(car.model, criteria.sameMakeModel.model);
  const typeBody = criteria.sameTypeBody;
  const sameTypeBody = typeBody !== null && car.car_type === typeBody.car_type && same(car.simple_body ?? '', typeBody.simple_body);
  return sameMakeModel || sameTypeBody;
}

/**
 * spec 1 §5: only in_stock cars, 6 shown, duplicates removed by id; candidates may be the
 * concatenated hits of several queries (spec 1 §7 results[].hits[]). Input order (the search
 * ranking) is kept; the first occurrence of an id wins.
 */
export function similarVehicles<T extends SimilarCar>(current: SimilarCar, candidates: readonly T[], limit: number = SIMILAR_VEHICLES_SHOWN): T[] {
  const criteria = similarVehiclesCriteria(current);
  const seen = new Set<number>();
  const chosen: T[] = [];
  for (const car of candidates) {
    if (chosen.length >= limit) break;
    if (seen.has(car.id) || !matchesSimilarCriteria(criteria, car)) continue;
    seen.add(car.id);
    chosen.push(car);
  }
  return chosen;
}

function same(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
