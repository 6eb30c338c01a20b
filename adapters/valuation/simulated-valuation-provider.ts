import * as TE from 'fp-ts/lib/TaskEither.js';
import type { Clock } from '../../application/shared/clock.port';
import { systemClock } from '../../application/shared/clock.port';
import type {
  CandidateChoice,
  EvaluationUpdate,
  ImageHandOver,
  LookupAnswer,
  MarketValuation,
  NoSuchCandidate,
  NoValuation,
  ProviderUnavailable,
  RegistrationLookup,
  ValuationProvider,
  ValuationRequest,
} from '../../application/tradein/valuation-provider.port';
import { addDays, localDateTime, timeZoneOfState } from '../../domain/locations/time-zone';
import { expectedKm, odometerRate, vehicleAgeYears } from '../../domain/tradein/offer';
import { AUSTRALIAN_STATES, type AustralianState } from '../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import { findModel, MARKET, seriesOf, variantsIn, type MarketModel, type MarketVariant } from './simulated-market';

/**
 * The demo plates (README 'Trade-in demo plates'): in every state one plate gives a single
 * match, one several candidates, one no match and one a provider outage. NOMATCH and OUTAGE
 * are the same word in every state; any other plate gives a single match derived from a
 * hash of the plate and state, so whatever a demo visitor types finds a car.
 */
export interface DemoPlates {
  readonly single: { readonly plate: string; readonly make: string; readonly model: string; readonly variant: string; readonly year: number };
  readonly candidates: { readonly plate: string; readonly make: string; readonly model: string; readonly year: number };
  readonly noMatch: string;
  readonly outage: string;
}

export const NO_MATCH_PLATE = 'NOMATCH';
export const OUTAGE_PLATE = 'OUTAGE';

export const DEMO_PLATES: Readonly<Record<AustralianState, DemoPlates>> = {
  QLD: {
    single: { plate: '123ABC', make: 'Toyota', model: 'HiLux', variant: 'SR5', year: 2019 },
    candidates: { plate: 'CAND01', make: 'Mazda', model: 'CX-5', year: 2019 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  NSW: {
    single: { plate: 'ABC12D', make: 'Ford', model: 'Ranger', variant: 'XLT', year: 2021 },
    candidates: { plate: 'CAND02', make: 'Toyota', model: 'RAV4', year: 2020 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  VIC: {
    single: { plate: '1AB2CD', make: 'Mazda', model: 'CX-5', variant: 'Touring', year: 2020 },
    candidates: { plate: 'CAND03', make: 'Ford', model: 'Ranger', year: 2021 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  SA: {
    single: { plate: 'S123ABC', make: 'Hyundai', model: 'i30', variant: 'Active', year: 2019 },
    candidates: { plate: 'CAND04', make: 'Kia', model: 'Sportage', year: 2020 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  WA: {
    single: { plate: '1ABC234', make: 'Isuzu', model: 'D-Max', variant: 'LS-U', year: 2022 },
    candidates: { plate: 'CAND05', make: 'Mitsubishi', model: 'Outlander', year: 2022 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  TAS: {
    single: { plate: 'A12BC', make: 'Subaru', model: 'Forester', variant: '2.5i-L', year: 2020 },
    candidates: { plate: 'CAND06', make: 'Subaru', model: 'Forester', year: 2019 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  ACT: {
    single: { plate: 'YAB12C', make: 'Toyota', model: 'Corolla', variant: 'Ascent Sport Hybrid', year: 2021 },
    candidates: { plate: 'CAND07', make: 'Hyundai', model: 'i30', year: 2020 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
  NT: {
    single: { plate: 'CA12BC', make: 'Mitsubishi', model: 'Triton', variant: 'GLX+', year: 2020 },
    candidates: { plate: 'CAND08', make: 'Isuzu', model: 'D-Max', year: 2021 },
    noMatch: NO_MATCH_PLATE,
    outage: OUTAGE_PLATE,
  },
};

/** At most this many candidates in a list (Eval Expert answers three or four). */
export const MAX_CANDIDATES = 4;
/** Choice: no price for a car more than 20 years old; the buying team values it by hand. */
export const MAX_VALUED_AGE_YEARS = 20;
/** Choice: what a dealer pays is about 80% of what the car retails for. */
export const TRADE_TO_RETAIL = 0.8;
/** Choice: a plate is 1 to 9 letters and digits (the longest Australian personalised plates); longer finds nothing. */
export const MAX_PLATE_LENGTH = 9;
/** The model years a plate outside the demo table is given. */
export const FALLBACK_YEARS = { from: 2017, to: 2024 } as const;

/** A plate as registers hold it: letters and digits only, upper case ('abc 123' → 'ABC123'). */
export function normalisePlate(rego: string): string {
  return rego.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/**
 * The retail value of a car as a fraction of its price new, at `age` years: 14% off in the
 * first year (straight line), then 7% a year compounding — 0.86 × 0.93^(age − 1).
 */
export function retailFraction(age: number): number {
  return age < 1 ? 1 - 0.14 * Math.max(0, age) : 0.86 * 0.93 ** (age - 1);
}

/** FNV-1a, 32 bits: a small stable hash (the demo must give the same car for a plate on every machine). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** mulberry32: a seeded stream of numbers in [0, 1), so one plate draws the same car details every time. */
function randomStream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const VIN_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] as number]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** ISO 3779 model-year letters, a 30-year cycle from 1980 (2019 'K', 2020 'L'). */
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The ISO 3779 / FMVSS 115 check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin.charAt(i);
    sum += (/\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0)) * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11;
  return check === 10 ? 'X' : String(check);
}

interface Found {
  readonly model: MarketModel;
  readonly variant: MarketVariant;
  readonly year: number;
}

type PlateAnswer =
  | { readonly kind: 'single'; readonly found: Found }
  | { readonly kind: 'candidates'; readonly choices: readonly Found[] }
  | { readonly kind: 'no_match' }
  | { readonly kind: 'outage' };

function demoFound(make: string, model: string, year: number, variant?: string): Found[] {
  const market = findModel(make, model);
  // The demo table names only cars of the market table: a miss is a bug in this file.
  if (!market) throw new Error(`simulated market has no ${make} ${model}`);
  const variants = variantsIn(market, year).filter((v) => variant === undefined || v.name === variant);
  if (variants.length === 0) throw new Error(`simulated market has no ${year} ${make} ${model} ${variant ?? ''}`);
  return variants.map((v) => ({ model: market, variant: v, year }));
}

/** A plausible car for any other plate: model, badge and year drawn from a hash of plate and state. */
function fallbackFound(state: AustralianState, plate: string): Found {
  const next = randomStream(fnv1a(`${state}:${plate}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const model = pick(MARKET);
  const inRange = model.variants.filter((v) => v.from <= FALLBACK_YEARS.to && v.to >= FALLBACK_YEARS.from);
  const variant = pick(inRange);
  const from = Math.max(variant.from, FALLBACK_YEARS.from);
  const to = Math.min(variant.to, FALLBACK_YEARS.to);
  return { model, variant, year: from + Math.floor(next() * (to - from + 1)) };
}

function answerFor(state: AustralianState, plate: string): PlateAnswer {
  const demo = DEMO_PLATES[state];
  if (plate === demo.outage) return { kind: 'outage' };
  if (plate === demo.noMatch || plate === '' || plate.length > MAX_PLATE_LENGTH) return { kind: 'no_match' };
  if (plate === demo.candidates.plate) {
    const { make, model, year } = demo.candidates;
    return { kind: 'candidates', choices: demoFound(make, model, year).slice(0, MAX_CANDIDATES) };
  }
  if (plate === demo.single.plate) {
    const { make, model, year, variant } = demo.single;
    return { kind: 'single', found: demoFound(make, model, year, variant)[0] as Found };
  }
  return { kind: 'single', found: fallbackFound(state, plate) };
}

/** '2019 Mazda CX-5 Maxx Sport Auto FWD': how a valuation guide lists a candidate. */
export function candidateDescription({ model, variant, year }: Found): string {
  return `${year} ${model.make} ${model.model} ${variant.name} ${/manual/i.test(variant.transmission) ? 'Manual' : 'Auto'} ${variant.drive}`;
}

/**
 * The references of this provider carry what it needs to answer later calls, so it keeps no
 * state (a restart or a second server instance answers the same): a lookup is
 * 'SIM-{STATE}-{PLATE}', the evaluation of a chosen candidate 'SIM-{STATE}-{PLATE}-{n}'.
 */
const REFERENCE = /^SIM-([A-Z]{2,3})-([A-Z0-9]{1,9})(?:-([1-9]))?(?:\.[0-9A-F]{8})?$/;
const reference = (state: AustralianState, plate: string, choice?: number) => `SIM-${state}-${plate}${choice === undefined ? '' : `-${choice}`}`;

function parseReference(ref: string): { state: AustralianState; plate: string; choice?: number } | null {
  const match = REFERENCE.exec(ref.trim().toUpperCase());
  const state = AUSTRALIAN_STATES.find((s) => s === match?.[1]);
  if (!match || !state || match[2] === undefined) return null;
  return { state, plate: match[2], ...(match[3] === undefined ? {} : { choice: Number(match[3]) }) };
}

/**
 * The default ValuationProvider (issue 12): offline and deterministic, for the demo and the
 * tests. Plates find cars by the DEMO_PLATES table or, for any other plate, by a hash; a car is
 * valued from its price new (simulated-market.ts) depreciated for its age (`retailFraction`,
 * the model's resale strength, trade 80% of retail) and adjusted for kilometres with the
 * domain's odometer rule (domain/tradein/offer.ts), so value() never rises with kilometres.
 * No I/O; the clock (for registration expiry dates and the age of a car) can be injected.
 */
export class SimulatedValuationProvider implements ValuationProvider {
  readonly name = 'simulated' as const;
  readonly #clock: Clock;
  readonly #unique: boolean;

  /**
   * `uniqueEvaluations`: each evaluation reference gets a random '.{8 hex}' suffix (ignored when
   * read back), so two sellers who type the same demo plate never share an evaluation and its
   * photos (the deployment turns it on; the tests read the bare references).
   */
  constructor(options: { readonly clock?: Clock; readonly uniqueEvaluations?: boolean } = {}) {
    this.#clock = options.clock ?? systemClock;
    this.#unique = options.uniqueEvaluations ?? false;
  }

  #evalId(ref: string): string {
    return this.#unique ? `${ref}.${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}` : ref;
  }

  lookupRegistration(request: RegistrationLookup): TE.TaskEither<ProviderUnavailable, LookupAnswer> {
    const plate = normalisePlate(request.rego);
    const answer = answerFor(request.state, plate);
    switch (answer.kind) {
      case 'outage':
        return TE.left(this.#unavailable(`rehearsed outage for the demo plate ${request.state} ${plate}`));
      case 'no_match':
        return TE.right({ kind: 'no_match' });
      case 'candidates':
        return TE.right({ kind: 'candidates', lookupId: reference(request.state, plate), candidates: answer.choices.map(candidateDescription) });
      case 'single':
        return TE.right({ kind: 'match', vehicle: this.#vehicle(answer.found, request.state, plate, this.#evalId(reference(request.state, plate))) });
    }
  }

  chooseCandidate(request: CandidateChoice): TE.TaskEither<ProviderUnavailable | NoSuchCandidate, TradeInVehicle> {
    const ref = parseReference(request.lookupId) ?? { state: request.state, plate: normalisePlate(request.rego) };
    const answer = answerFor(ref.state, ref.plate);
    if (answer.kind === 'outage') return TE.left(this.#unavailable(`rehearsed outage for the demo plate ${ref.state} ${ref.plate}`));
    const wanted = request.description.trim().toLowerCase();
    const index = answer.kind === 'candidates' ? answer.choices.findIndex((found) => candidateDescription(found).toLowerCase() === wanted) : -1;
    const found = answer.kind === 'candidates' ? answer.choices[index] : undefined;
    if (found === undefined) {
      return TE.left({ code: 'VALUATION.NO_SUCH_CANDIDATE', message: `'${request.description}' is not a candidate of ${request.lookupId}` });
    }
    return TE.right(this.#vehicle(found, ref.state, ref.plate, this.#evalId(reference(ref.state, ref.plate, index + 1))));
  }

  uploadImage(_request: ImageHandOver): TE.TaskEither<ProviderUnavailable, void> {
    // The photos stay with us (the server stores them); a real provider would receive them here.
    return TE.right(undefined);
  }

  updateEvaluation(request: EvaluationUpdate): TE.TaskEither<ProviderUnavailable, TradeInVehicle> {
    const vehicle = this.#evaluation(request.evalId);
    return vehicle ? TE.right({ ...vehicle, KM: request.km }) : TE.left(this.#unavailable(`no evaluation ${request.evalId}`));
  }

  value(request: ValuationRequest): TE.TaskEither<ProviderUnavailable | NoValuation, MarketValuation> {
    const { vehicle, km } = request;
    const model = findModel(vehicle.Make, vehicle.Model);
    if (!model) return TE.left(noValuation(`no market data for ${vehicle.Make} ${vehicle.Model}`));
    if (!Number.isInteger(vehicle.Year)) return TE.left(noValuation(`no model year for ${vehicle.Make} ${vehicle.Model}`));
    const today = localDateTime(this.#clock.now(), timeZoneOfState(request.state)).date;
    const age = vehicleAgeYears(vehicle.Year, today);
    if (age > MAX_VALUED_AGE_YEARS) return TE.left(noValuation(`a ${vehicle.Year} car is more than ${MAX_VALUED_AGE_YEARS} years old`));
    const variant = priceVariant(model, vehicle.Variant, vehicle.Year);
    const retailAtExpectedKm = Math.min(variant.priceNew, variant.priceNew * retailFraction(age) * model.resale);
    const kmFactor = 1 + odometerRate(Math.max(0, km), expectedKm(vehicle.Year, today));
    return TE.right({
      trade_price: Math.round(retailAtExpectedKm * TRADE_TO_RETAIL * kmFactor),
      retail_price: Math.round(retailAtExpectedKm * kmFactor),
      reference: `${vehicle.EvalID}@${Math.max(0, Math.round(km))}km`,
    });
  }

  /** The vehicle an evaluation reference stands for, or null when it is not one of ours. */
  #evaluation(evalId: string): TradeInVehicle | null {
    const ref = parseReference(evalId);
    if (!ref) return null;
    const answer = answerFor(ref.state, ref.plate);
    // The vehicle keeps the reference as issued (with its unique suffix, when it has one).
    if (answer.kind === 'single' && ref.choice === undefined) return this.#vehicle(answer.found, ref.state, ref.plate, evalId.trim());
    const found = answer.kind === 'candidates' && ref.choice !== undefined ? answer.choices[ref.choice - 1] : undefined;
    return found ? this.#vehicle(found, ref.state, ref.plate, evalId.trim()) : null;
  }

  /**
   * The full record of a found car. Every detail is drawn from the plate, the state and the
   * candidate chosen (the reference without its unique suffix), so the same plate gives the same
   * VIN, engine number and build month on every lookup, whichever evaluation it is.
   */
  #vehicle({ model, variant, year }: Found, state: AustralianState, plate: string, evalId: string): TradeInVehicle {
    const ref = parseReference(evalId);
    const next = randomStream(fnv1a(ref ? reference(ref.state, ref.plate, ref.choice) : evalId));
    const digit = () => String(Math.floor(next() * 10));
    const vinChar = () => VIN_CHARS.charAt(Math.floor(next() * VIN_CHARS.length));
    const yearCode = VIN_YEARS.charAt((((year - 1980) % 30) + 30) % 30);
    const draft = `${model.wmi}${Array.from({ length: 5 }, vinChar).join('')}0${yearCode}${vinChar()}${Array.from({ length: 6 }, digit).join('')}`;
    const vin = `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
    const buildMth = 1 + Math.floor(next() * 10);
    const compMth = buildMth + 1 + Math.floor(next() * 2);
    const today = localDateTime(this.#clock.now(), timeZoneOfState(state)).date;
    const series = seriesOf(model, year);
    const variantCode = Array.from({ length: 4 }, () => 'ABCDEFGHJKLMNPRSTUVWXYZ'.charAt(Math.floor(next() * 23))).join('');
    return {
      EvalID: evalId,
      Make: model.make,
      Model: model.model,
      Year: year,
      ...(series === undefined ? {} : { Series: series }),
      Variant: variant.name,
      VIN: vin,
      Body: model.body,
      Transmission: variant.transmission,
      Cylinders: variant.cylinders,
      CompMth: compMth,
      CompYr: year,
      BuildMth: buildMth,
      BuildYr: year,
      EngineNo: `${variant.engine}${Array.from({ length: 7 }, digit).join('')}`,
      Registration: plate,
      // Registration runs for up to a year: an expiry 1 to 360 days ahead.
      RegExpiry: addDays(today, 1 + Math.floor(next() * 360)),
      redbookCode: `AUV${model.redbookMake}${year}${variantCode}`,
    };
  }

  #unavailable(message: string): ProviderUnavailable {
    return { code: 'VALUATION.UNAVAILABLE', provider: this.name, message };
  }
}

const noValuation = (message: string): NoValuation => ({ code: 'VALUATION.NO_VALUATION', message });

/**
 * The badge a price is taken from: the car's own badge of that year, else that badge of any
 * year, else (a badge the table does not know) the cheapest of that year or of the model.
 */
function priceVariant(model: MarketModel, variantName: string | undefined, year: number): MarketVariant {
  const sameName = (v: MarketVariant) => v.name.toLowerCase() === (variantName ?? '').trim().toLowerCase();
  const ofYear = variantsIn(model, year);
  const cheapest = (variants: readonly MarketVariant[]) => variants.reduce((a, b) => (b.priceNew < a.priceNew ? b : a));
  return ofYear.find(sameName) ?? model.variants.find(sameName) ?? cheapest(ofYear.length > 0 ? ofYear : model.variants);
}
