/**
 * The wire shapes of the trade-in calls (spec 2 §7), shared by the server routes
 * (adapters/http/routes/trade-in.routes.ts) and the browser client (ui/client): our server
 * speaks spec 2 §7's contract whichever provider a site uses.
 *
 *   POST /api/eval-expert/enter-vin     {rego, state}                 → [EnterVinItem] ([] when nothing matches)
 *   POST /api/eval-expert/manual-entry  {vin, desc}                   → [TradeInVehicle]
 *   POST /api/eval-expert/image-upload  multipart: evalid, file       → 201 {stored: n}
 *   POST /api/eval-expert/update-eval   {evalid, km, cName, cEmail, cPhone} → [TradeInVehicle]
 *   POST /api/trade-in/offer            {evalid, rego, regoState, adjustments}  → TradeInOffer
 *   POST /api/miscellaneous             {lead_id, column_name, value}  → 201 {recorded: true}
 *   GET  /api/geocode/postcode?postal_code=4000  → PostcodePlace, or 404 'Invalid postcode'
 * Errors: `{error: {code, message, fields?}}`; a provider outage is 503 VALUATION.UNAVAILABLE.
 */
import type { TradeInVehicle, VehicleCandidate } from '../../domain/tradein/vehicle';

/**
 * spec 2 §7: the candidate list comes under a misspelled key, in either of two spellings.
 * Choice (the spec does not spell them): 'Desciptions' (a dropped r) and 'Descritpions' (two
 * letters swapped). Our server answers the first; every reader accepts both.
 */
export const CANDIDATE_KEYS = ['Desciptions', 'Descritpions'] as const;

/** A near match: the VIN (or the provider's lookup reference) the choice is sent back with, and the candidates. */
export interface CandidatesItem {
  readonly VIN: string;
  readonly Desciptions?: readonly VehicleCandidate[];
  readonly Descritpions?: readonly VehicleCandidate[];
}

/** spec 2 §7 enter-vin: the first item is the single match (with EvalID) or the candidate list. */
export type EnterVinItem = TradeInVehicle | CandidatesItem;

/** The candidate descriptions of an enter-vin item, under either spelling; null when it is a single match. */
export function candidatesOf(item: unknown): string[] | null {
  if (typeof item !== 'object' || item === null) return null;
  for (const key of CANDIDATE_KEYS) {
    const list = (item as Record<string, unknown>)[key];
    if (Array.isArray(list)) {
      return list
        .map((c: unknown) => (typeof c === 'object' && c !== null ? (c as Record<string, unknown>).Description : typeof c === 'string' ? c : undefined))
        .filter((d): d is string => typeof d === 'string' && d.trim() !== '');
    }
  }
  return null;
}

/** spec 2 §3 'adjustment answers': the seller's answers the offer is adjusted by. */
export interface OfferAdjustments {
  /** Kilometres: a whole number, or text the domain parses as one (spec 2 §5 'parsed as an integer'). */
  readonly odometer: number | string;
  readonly car_condition: string;
  readonly service_history: string;
  readonly number_of_keys: string;
}

export interface OfferRequest {
  readonly evalid: string;
  readonly rego: string;
  readonly regoState: string;
  readonly adjustments: OfferAdjustments;
}

/** The instant offer (spec 2 §2 'After submission'): see domain/tradein/offer.ts for the formula. */
export interface TradeInOffer {
  readonly evalid: string;
  /**
   * The market trade value of the car at average kilometres and in good order, whole dollars;
   * where the seller's answers raise it (low kilometres, excellent condition), the raised offer.
   */
  readonly offer_price: number;
  /** The offer after the seller's answers, when they lower it; else null. */
  readonly reduced_price: number | null;
  /** What the seller is offered: reduced_price ?? offer_price. */
  readonly final_price: number;
  /** Each answer's effect, in dollars (negative lowers), with the id of the question (spec 2 §7 'adjustment answers with id'). */
  readonly adjustments: readonly { readonly id: string; readonly label: string; readonly answer: string; readonly amount: number }[];
  /** ISO date (YYYY-MM-DD) the offer stands until, in the site's time zone; null when the site sets no period. */
  readonly valid_until: string | null;
  readonly valid_days: number | null;
  /** The shopper's reference of the offer ('TI-4K7Q-2ZB9', domain/tradein/offer-reference.ts): the same for every offer of one evaluation. */
  readonly reference: string;
}

export interface MiscellaneousRequest {
  readonly lead_id: string;
  /** spec 2 §7: 'valuation' for the trade-in valuation. */
  readonly column_name: string;
  readonly value: string | number | boolean | Readonly<Record<string, string | number | boolean | null>>;
}
