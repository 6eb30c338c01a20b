/**
 * The instant trade-in offer (issue 12; spec 2 §2 'After submission': 'an offer is shown with
 * an accept action; a reduced price may be shown'; spec 2 §3 'Trade-in also holds offer_price,
 * a reduced price, ... adjustment answers'; spec 2 §7 'adjustment answers with id'). The spec
 * gives no formula: this one is ours, kept pure so it can be property-tested.
 *
 * Input: the provider's market trade value of the car at the kilometres usual for its age, in
 * good order, with a full service history and two or more keys (ValuationProvider.value asked
 * at `expectedKm(year, today)`), and the seller's Step Four answers.
 *
 * | Factor          | Answer                                   | Effect on the offer                                |
 * |-----------------|------------------------------------------|----------------------------------------------------|
 * | Base            | —                                        | market value rounded down to a whole $100          |
 * | Odometer        | every full 5,000 km above `expectedKm`   | −1.5% of the base, at most −50%                    |
 * |                 | every full 5,000 km below `expectedKm`   | +1% of the base, at most +5%                       |
 * |                 | within 5,000 km of `expectedKm`          | 0                                                  |
 * | Car condition   | Excellent / Good / Fair / Poor           | +3% / 0 / −8% / −20% of the base                   |
 * | Service history | Full / Partial / No service history      | 0 / −3% / −8% of the base                          |
 * | Number of keys  | 2 or more / 1 / None                     | 0 / −$300 / −$600 (the cost of cutting and coding) |
 *
 * Each amount is rounded to the nearest $10. The result is the base plus the amounts, never
 * less than $500 (what any car that is driven in fetches as parts and metal) unless the base
 * itself is below $500, in which case never less than the base: so never negative.
 * - When the result is below the base: `offer_price` is the base and `reduced_price` the result.
 * - Otherwise (the answers hold or raise it): `offer_price` is the result, `reduced_price` null.
 * - `final_price` = `reduced_price ?? offer_price`, always the result.
 * Monotone by construction: more kilometres, a worse condition, a thinner history or fewer keys
 * never give more money (each amount is non-increasing in its answer and the floor is constant).
 */
import { CAR_CONDITIONS, KEY_COUNTS, SERVICE_HISTORIES, type CarCondition, type KeyCount, type ServiceHistory } from './trade-in-flow';

/**
 * Kilometres a car covers in a year, on average: 12,600 km, the ABS Survey of Motor Vehicle
 * Use 2018 figure for passenger vehicles (ABS media release 'COVID-19, natural disasters
 * disrupt 2019/20 vehicle use': 'The average distance travelled by Australian passenger
 * vehicles in 2020 was 11,100 km, down from 12,600km in 2018'). Choice: the 2018 figure, since
 * 2020's is depressed by the lockdowns and the survey has ceased since.
 */
export const AVERAGE_KM_PER_YEAR = 12_600;

/** The odometer steps of the table above. */
export const ODOMETER_STEP_KM = 5_000;
export const ODOMETER_RATE_OVER_PER_STEP = 0.015;
export const ODOMETER_MAX_REDUCTION = 0.5;
export const ODOMETER_RATE_UNDER_PER_STEP = 0.01;
export const ODOMETER_MAX_RAISE = 0.05;

/** Fractions of the base, per answer. */
export const CONDITION_RATES: Readonly<Record<CarCondition, number>> = { Excellent: 0.03, Good: 0, Fair: -0.08, Poor: -0.2 };
export const SERVICE_HISTORY_RATES: Readonly<Record<ServiceHistory, number>> = {
  'Full service history': 0,
  'Partial service history': -0.03,
  'No service history': -0.08,
};
/** Dollars, per answer. */
export const KEY_AMOUNTS: Readonly<Record<KeyCount, number>> = { '2 or more': 0, '1': -300, None: -600 };
/** The lowest offer for a car whose base is at least this much. */
export const MINIMUM_OFFER = 500;

export type OfferAdjustmentId = 'odometer' | 'car_condition' | 'service_history' | 'number_of_keys';

export interface OfferAdjustment {
  readonly id: OfferAdjustmentId;
  readonly label: string;
  /** The seller's answer, as shown back ('85,000 km', 'Fair', ...). */
  readonly answer: string;
  /** Whole dollars; negative lowers the offer. */
  readonly amount: number;
}

export interface OfferInput {
  /** AUD: trade value at `expectedKm(year, today)`, in good order, full history, 2+ keys. */
  readonly marketValue: number;
  readonly year: number;
  /** The seller's odometer, whole kilometres. */
  readonly km: number;
  readonly condition: CarCondition;
  readonly serviceHistory: ServiceHistory;
  readonly keys: KeyCount;
  /** ISO date (YYYY-MM-DD), in the site's time zone. */
  readonly today: string;
}

/** The figures of TradeInOffer (application/tradein/trade-in-contract.ts) the formula decides. */
export interface OfferFigures {
  readonly offer_price: number;
  readonly reduced_price: number | null;
  readonly final_price: number;
  readonly adjustments: readonly OfferAdjustment[];
}

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;

function isoDateMs(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  // A malformed date here is a caller's bug (the server computes today), not a seller's mistake.
  if (!match || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`not an ISO date: ${date}`);
  return ms;
}

/**
 * The age of a car of that model year on `today`, in years (fractional, never negative).
 * Choice: counted from 1 July of the model year, the middle of the year its cars are built in.
 */
export function vehicleAgeYears(year: number, today: string): number {
  if (!Number.isInteger(year)) throw new RangeError(`not a model year: ${year}`);
  return Math.max(0, (isoDateMs(today) - Date.UTC(year, 6, 1)) / DAY_MS / YEAR_DAYS);
}

/** The kilometres usual for a car of that model year on `today`: its age × 12,600, to the nearest 100 km. */
export function expectedKm(year: number, today: string): number {
  return Math.round((vehicleAgeYears(year, today) * AVERAGE_KM_PER_YEAR) / 100) * 100;
}

/**
 * The odometer's effect as a fraction of the base (the table above): −1.5% per full 5,000 km
 * above `expected` (at most −50%), +1% per full 5,000 km below (at most +5%). Non-increasing in
 * `km`; the simulated provider prices kilometres with it too, so both agree.
 */
export function odometerRate(km: number, expected: number): number {
  const over = km - expected;
  // `0 -` rather than unary minus: no −0 within the first step.
  if (over >= 0) return 0 - Math.min(ODOMETER_MAX_REDUCTION, ODOMETER_RATE_OVER_PER_STEP * Math.floor(over / ODOMETER_STEP_KM));
  return Math.min(ODOMETER_MAX_RAISE, ODOMETER_RATE_UNDER_PER_STEP * Math.floor(-over / ODOMETER_STEP_KM));
}

/** The date an offer made on `today` stands until (`days` later); null when the site sets no period. */
export function offerValidUntil(today: string, days: number | null): string | null {
  if (days === null) return null;
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`not a number of days: ${days}`);
  return new Date(isoDateMs(today) + days * DAY_MS).toISOString().slice(0, 10);
}

/** '85000' → '85,000 km'. */
export function formatKm(km: number): string {
  return `${String(km).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`;
}

/** Nearest $10; `+ 0` turns a rounded −0 into 0. */
const tenDollars = (amount: number): number => Math.round(amount / 10) * 10 + 0;

/** The instant offer for the seller's answers (the table at the top of this file). */
export function tradeInOffer(input: OfferInput): OfferFigures {
  const { marketValue, year, km, condition, serviceHistory, keys, today } = input;
  // The server parses and checks every value first (spec 2 §5); anything else is a bug.
  if (!Number.isFinite(marketValue) || marketValue < 0) throw new RangeError(`not a market value: ${marketValue}`);
  if (!Number.isSafeInteger(km) || km < 0) throw new RangeError(`not an odometer reading: ${km}`);
  if (!CAR_CONDITIONS.includes(condition) || !SERVICE_HISTORIES.includes(serviceHistory) || !KEY_COUNTS.includes(keys)) {
    throw new RangeError(`not an offered answer: ${condition}, ${serviceHistory}, ${keys}`);
  }
  const base = Math.floor(marketValue / 100) * 100;
  const adjustments: OfferAdjustment[] = [
    { id: 'odometer', label: 'Odometer', answer: formatKm(km), amount: tenDollars(base * odometerRate(km, expectedKm(year, today))) },
    { id: 'car_condition', label: 'Car condition', answer: condition, amount: tenDollars(base * CONDITION_RATES[condition]) },
    { id: 'service_history', label: 'Service history', answer: serviceHistory, amount: tenDollars(base * SERVICE_HISTORY_RATES[serviceHistory]) },
    { id: 'number_of_keys', label: 'Number of keys', answer: keys, amount: KEY_AMOUNTS[keys] },
  ];
  const net = adjustments.reduce((sum, a) => sum + a.amount, base);
  const result = Math.max(net, Math.min(base, MINIMUM_OFFER));
  return result < base
    ? { offer_price: base, reduced_price: result, final_price: result, adjustments }
    : { offer_price: result, reduced_price: null, final_price: result, adjustments };
}
