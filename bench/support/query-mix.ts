/**
 * The benchmark's fixed, seeded mix of realistic searches: each is a text query, three
 * refinements, a price range and a sort, drawn around a car of the inventory so it has
 * results (issue 4 Benchmarks).
 */
import type { RefinementAttribute, SearchState, SortBy } from '../../domain/search';
import { emptySearchState } from '../../domain/search';
import type { Car } from '../../domain/vehicle/car';

/** mulberry32: the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const REFINABLE: readonly { attribute: RefinementAttribute; of: (car: Car) => string | null | undefined }[] = [
  { attribute: 'car_type', of: (c) => c.car_type },
  { attribute: 'body', of: (c) => c.simple_body },
  { attribute: 'transmission', of: (c) => c.simple_transmission ?? c.trans },
  { attribute: 'fuel', of: (c) => c.simple_fuel ?? c.fuel },
  { attribute: 'drive', of: (c) => c.simple_drive ?? c.drive },
  { attribute: 'state', of: (c) => c.state },
  { attribute: 'colour', of: (c) => c.colour },
  { attribute: 'year', of: (c) => String(c.year) },
];
const SORTS: readonly SortBy[] = ['relevance', 'latest', 'price_desc', 'price_asc', 'weekly_asc'];

/** A one-letter slip in a word of 5+ letters: a dropped, doubled or swapped letter. */
function typo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 3)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i) + (word[i + 1] ?? '') + word[i] + word.slice(i + 2);
  }
}

export function queryMix(cars: readonly Car[], count: number, seed: number): SearchState[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const states: SearchState[] = [];
  for (let q = 0; q < count; q++) {
    const car = pick(cars);
    const r = random();
    // Text: the make, the model, make and model, a make with a typo, or a colour word.
    const query =
      r < 0.35
        ? car.make
        : r < 0.55
          ? car.model
          : r < 0.75
            ? `${car.make} ${car.model}`
            : r < 0.9
              ? typo(car.make, random)
              : (car.colour ?? car.make).split(' ')[0]!;
    const refinementList: Partial<Record<RefinementAttribute, string[]>> = {};
    const attributes = [...REFINABLE].sort(() => random() - 0.5);
    for (const { attribute, of } of attributes) {
      if (Object.keys(refinementList).length === 3) break;
      const value = of(car);
      if (!value) continue;
      const values = [value];
      // Sometimes a second value of the same attribute (OR within an attribute).
      if (random() < 0.3) {
        const other = of(pick(cars));
        if (other && other !== value) values.push(other);
      }
      refinementList[attribute] = values;
    }
    const price = car.price > 0 ? car.price : 30_000;
    const low = Math.floor((price * (0.5 + random() * 0.4)) / 1000) * 1000;
    const high = Math.ceil((price * (1.1 + random() * 0.6)) / 1000) * 1000;
    states.push({
      ...emptySearchState,
      query,
      page: random() < 0.85 ? 1 : 2,
      sortBy: pick(SORTS),
      refinementList,
      range: { price: { min: low, max: high } },
    });
  }
  return states;
}
