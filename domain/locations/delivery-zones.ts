import * as E from 'fp-ts/Either';
import { Postcode, type PostcodeError } from './postcode';

/**
 * Delivery calculator (spec 1 §2, §5, §7, §8): a postcode gives a delivery price and the
 * name of its region, from a table of zones by postcode range.
 */

export type AustralianState = 'NSW' | 'ACT' | 'VIC' | 'QLD' | 'SA' | 'WA' | 'TAS' | 'NT';

export interface DeliveryZone {
  /** The region's name, shown to the shopper ('Sydney Metro', 'Regional QLD'). */
  readonly name: string;
  readonly state: AustralianState;
  /** Delivery price in whole dollars (GST inclusive). */
  readonly price: number;
  /** Inclusive postcode ranges, as numbers (`[2000, 2234]`). */
  readonly ranges: readonly (readonly [number, number])[];
}

export interface DeliveryEstimate {
  readonly price: number;
  readonly name: string;
}

/** spec 1 §8: the no-result text, word for word. */
export const NO_DELIVERY_ESTIMATE_MESSAGE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";
/** spec 1 §5, §8: the calculator's own message for an empty postcode (checked before any lookup). */
export const EMPTY_DELIVERY_POSTCODE_MESSAGE = 'Please enter a postcode.';

export interface NoDeliveryEstimate {
  readonly code: 'DELIVERY.NO_ESTIMATE';
  readonly message: typeof NO_DELIVERY_ESTIMATE_MESSAGE;
}

export type DeliveryEstimateError = PostcodeError | NoDeliveryEstimate;

/**
 * The delivery-zone table, most specific first: the first zone whose range holds the
 * postcode wins, so a metro zone listed before its state's catch-all takes its postcodes.
 *
 * Ranges follow Australia Post's allocation by state (NSW 1000–2999 less the ACT's 2600–2618
 * and 2900–2920; VIC 3000–3999 and 8000–8999; QLD 4000–4999 and 9000–9999; SA 5000–5999;
 * WA 6000–6999; TAS 7000–7999; NT 0800–0999; ACT 0200–0299). Metro zones are each capital's
 * (and the big regional centres') delivery postcodes. Prices are a national carrier's flat
 * rates by zone: metro cheapest, regional more, remote most. Choices: postcodes with no
 * carrier service get no estimate (spec 1 §8 text) — unallocated numbers (0000–0199,
 * 0300–0799), the external territories (Lord Howe 2898, Norfolk 2899, Christmas and Cocos
 * Islands 6798–6799) and Australia Post's non-delivery PO-box blocks are not in the table.
 */
export const DELIVERY_ZONES: readonly DeliveryZone[] = [
  // Capitals and their metro areas
  {
    name: 'Sydney Metro',
    state: 'NSW',
    price: 299,
    ranges: [
      [2000, 2234],
      [2555, 2574],
      [2740, 2786],
    ],
  },
  {
    name: 'Canberra',
    state: 'ACT',
    price: 399,
    ranges: [
      [200, 299],
      [2600, 2618],
      [2900, 2920],
    ],
  },
  {
    name: 'Melbourne Metro',
    state: 'VIC',
    price: 299,
    ranges: [
      [3000, 3207],
      [3335, 3341],
      [3427, 3442],
      [3750, 3810],
      [3910, 3944],
      [3975, 3978],
    ],
  },
  {
    name: 'Brisbane Metro',
    state: 'QLD',
    price: 299,
    ranges: [
      [4000, 4207],
      [4300, 4306],
      [4500, 4519],
    ],
  },
  { name: 'Adelaide Metro', state: 'SA', price: 349, ranges: [[5000, 5199]] },
  { name: 'Perth Metro', state: 'WA', price: 399, ranges: [[6000, 6199]] },
  { name: 'Hobart Metro', state: 'TAS', price: 549, ranges: [[7000, 7099]] },
  { name: 'Darwin Metro', state: 'NT', price: 699, ranges: [[800, 832]] },
  // Major regional centres
  { name: 'Newcastle & Hunter', state: 'NSW', price: 399, ranges: [[2265, 2335]] },
  { name: 'Central Coast', state: 'NSW', price: 349, ranges: [[2250, 2264]] },
  { name: 'Wollongong & Illawarra', state: 'NSW', price: 349, ranges: [[2500, 2534]] },
  { name: 'Geelong', state: 'VIC', price: 349, ranges: [[3211, 3228]] },
  { name: 'Gold Coast', state: 'QLD', price: 349, ranges: [[4208, 4230]] },
  { name: 'Sunshine Coast', state: 'QLD', price: 349, ranges: [[4550, 4575]] },
  { name: 'Townsville', state: 'QLD', price: 899, ranges: [[4810, 4819]] },
  {
    name: 'Cairns',
    state: 'QLD',
    price: 999,
    ranges: [
      [4868, 4870],
      [4872, 4879],
    ],
  },
  { name: 'Launceston', state: 'TAS', price: 599, ranges: [[7248, 7259]] },
  // Remote zones (before their state's regional catch-all)
  {
    name: 'Far North Queensland & Cape York',
    state: 'QLD',
    price: 1_499,
    ranges: [
      [4871, 4871],
      [4890, 4895],
    ],
  },
  {
    name: 'Far West NSW',
    state: 'NSW',
    price: 1_299,
    ranges: [
      [2839, 2839],
      [2880, 2880],
    ],
  },
  { name: 'Outback SA', state: 'SA', price: 1_499, ranges: [[5720, 5734]] },
  { name: 'Pilbara & Kimberley', state: 'WA', price: 2_199, ranges: [[6710, 6770]] },
  { name: 'Central Australia', state: 'NT', price: 1_899, ranges: [[850, 899]] },
  // State catch-alls: the rest of each state
  {
    name: 'Regional NSW',
    state: 'NSW',
    price: 599,
    ranges: [
      [2235, 2249],
      [2336, 2499],
      [2535, 2554],
      [2575, 2599],
      [2619, 2739],
      [2787, 2897],
      [2921, 2999],
    ],
  },
  { name: 'Regional VIC', state: 'VIC', price: 549, ranges: [[3208, 3999]] },
  { name: 'Regional QLD', state: 'QLD', price: 699, ranges: [[4231, 4999]] },
  { name: 'Regional SA', state: 'SA', price: 649, ranges: [[5200, 5799]] },
  { name: 'Regional WA', state: 'WA', price: 999, ranges: [[6200, 6797]] },
  { name: 'Regional TAS', state: 'TAS', price: 699, ranges: [[7100, 7799]] },
  {
    name: 'Regional NT',
    state: 'NT',
    price: 1_299,
    ranges: [
      [833, 849],
      [900, 999],
    ],
  },
];

/** The zone of a valid postcode, or none when no zone covers it. */
export function deliveryZoneOf(postcode: Postcode, zones: readonly DeliveryZone[] = DELIVERY_ZONES): DeliveryZone | undefined {
  const n = Number(postcode);
  return zones.find((zone) => zone.ranges.some(([from, to]) => n >= from && n <= to));
}

/**
 * spec 1 §7 delivery price lookup by postcode: `{price, name}` of the first zone whose range
 * holds it. Left with the Postcode rule's error for an invalid postcode (spec 2 §5 message),
 * or DELIVERY.NO_ESTIMATE (spec 1 §8 text) when no zone covers it.
 */
export function deliveryEstimate(
  input: string | null | undefined,
  zones: readonly DeliveryZone[] = DELIVERY_ZONES,
): E.Either<DeliveryEstimateError, DeliveryEstimate> {
  return E.flatMap(Postcode.parse(input), (postcode): E.Either<DeliveryEstimateError, DeliveryEstimate> => {
    const zone = deliveryZoneOf(postcode, zones);
    return zone ? E.right({ price: zone.price, name: zone.name }) : E.left({ code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE });
  });
}
