/**
 * issue 30 item 1: what a trade-in lead says of the car and the offer is the server's. The lead
 * a browser posts carries the seller's answers and the evaluation id (EvalID); the vehicle of
 * record, the photos and the offer's figures are read from the evaluation and the offer the
 * server itself made, and a lead that states any of them is refused.
 */
import type { LeadUser } from '../leads/lead';
import type { TradeInVehicle } from './vehicle';

/** The figures of an offer (the server's TradeInOffer has these and more). */
export interface OfferOfRecord {
  readonly offer_price: number;
  readonly reduced_price: number | null;
  readonly final_price: number;
  readonly valid_until: string | null;
  readonly adjustments: readonly { readonly label: string; readonly answer: string; readonly amount: number }[];
  /** The shopper's reference of the offer (domain/tradein/offer-reference.ts). */
  readonly reference?: string | null;
}

/** Lead fields that state the offer: never taken from a request. */
export const OFFER_FIELDS = ['offer_price', 'reduced_price', 'final_price', 'offer_valid_until', 'adjustments', 'offer_reference'] as const;

/** Lead fields that state the car being traded in, as the valuation provider answered it: never taken from a request. */
export const VEHICLE_OF_RECORD_FIELDS = [
  'VIN',
  'EngineNumber',
  'Rego',
  'RegoExpiry',
  'Kms',
  'Make',
  'Model',
  'Series',
  'Variant',
  'Year',
  'Transmission',
  'RedBookCode',
  'rego',
  'regoState',
  'images',
] as const;

export const SERVER_STATED_MESSAGE = 'is stated by our server from its own records: leave it out.';
export const UNKNOWN_EVALUATION_MESSAGE = 'Unknown evaluation: look up the car again to get an offer.';
export const NO_OFFER_MESSAGE = 'There is no offer to accept for this car: look it up again to get an offer.';
export const ACCEPTANCE_NEEDS_EVALUATION_MESSAGE = 'An accepted offer must name the evaluation it accepts (EvalID).';
export const OTHER_EVALUATION_MESSAGE = 'must name the lead of the same evaluation.';
export const offerExpiredMessage = (validUntil: string) => `This offer expired on ${validUntil}: look your car up again for a new offer.`;

/** spec 2 §4: the lead accepts the offer (offer_accepted true, or 'true' as a form may send it). */
export function isOfferAcceptance(user: LeadUser): boolean {
  return user.offer_accepted === true || user.offer_accepted === 'true';
}

/** The evaluation a lead names (user.EvalID), or null when it names none. */
export function evaluationIdOf(user: LeadUser): string | null {
  const id = user.EvalID;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : null;
}

/** The field errors of a trade-in lead that states a figure or the vehicle of record; {} when it states none. */
export function clientStatedFieldErrors(user: LeadUser): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of [...OFFER_FIELDS, ...VEHICLE_OF_RECORD_FIELDS]) {
    if (Object.hasOwn(user, field)) errors[`user.${field}`] = SERVER_STATED_MESSAGE;
  }
  return errors;
}

/** An offer stood until `validUntil` (YYYY-MM-DD, the site's time zone) and `today` is past it. */
export function isOfferExpired(offer: Pick<OfferOfRecord, 'valid_until'>, today: string): boolean {
  return offer.valid_until !== null && today > offer.valid_until;
}

/** spec 2 §3 'adjustment answers': the offer's adjustments as lines a dealer reads ('Condition: Fair (-$1,200)'). */
export function adjustmentLines(offer: Pick<OfferOfRecord, 'adjustments'>): string[] {
  return offer.adjustments.map((a) => `${a.label}: ${a.answer} (${a.amount < 0 ? '-' : '+'}$${Math.abs(Math.round(a.amount)).toLocaleString('en-AU')})`);
}

export interface EvaluationFacts {
  readonly evalId: string;
  readonly rego: string;
  readonly state: string;
  readonly vehicle: TradeInVehicle;
  readonly offer: OfferOfRecord | null;
  /** The seller's file names of the photos stored for it, oldest first. */
  readonly images: readonly string[];
}

/**
 * spec 2 §3 'Trade-in lead fields' that the server states: the vehicle as the provider last
 * answered it, the rego and state it was looked up by, the photos stored, and the offer's
 * figures (null when no offer was made: the buying team values the car by hand).
 */
export function serverStatedTradeInFields(facts: EvaluationFacts): Record<string, string | number | boolean | null | string[]> {
  const car = facts.vehicle;
  const offer = facts.offer;
  const fields: Record<string, string | number | boolean | null | string[] | undefined> = {
    EvalID: facts.evalId,
    VIN: car.VIN,
    EngineNumber: car.EngineNo,
    Rego: car.Registration ?? facts.rego,
    RegoExpiry: car.RegExpiry,
    Kms: car.KM,
    Make: car.Make,
    Model: car.Model,
    Series: car.Series,
    Variant: car.Variant,
    Year: car.Year,
    Transmission: car.Transmission,
    RedBookCode: car.redbookCode,
    images: [...facts.images],
    rego: facts.rego,
    regoState: facts.state,
    offer_price: offer?.offer_price ?? null,
    reduced_price: offer?.reduced_price ?? null,
    final_price: offer?.final_price ?? null,
    offer_valid_until: offer?.valid_until ?? null,
    adjustments: offer ? adjustmentLines(offer) : [],
    offer_reference: offer?.reference ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number | boolean | null | string[]] => entry[1] !== undefined && entry[1] !== ''),
  );
}
