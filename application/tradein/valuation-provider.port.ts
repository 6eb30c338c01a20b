import type * as TE from 'fp-ts/lib/TaskEither.js';
import type { AustralianState } from '../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';

/**
 * The trade-in valuation provider (issue 12; spec 2 §7 the eval-expert calls and the
 * valuation lookup): finds a car by its registration, refines a near match, takes photos,
 * records the seller's answers and values the car. One adapter per provider — the offline
 * simulated default, Eval Expert over HTTP, an AutoGrab-shaped API over HTTP — chosen per
 * site by its configuration (`trade_in.provider`).
 *
 * Expected failures are values: `VALUATION.UNAVAILABLE` when the provider cannot answer (down,
 * timed out, a 5xx after retries, an answer we cannot read). Rejects only on a bug.
 */
export interface ValuationProvider {
  /** Stable name, as a site configures it: 'simulated' | 'eval_expert' | 'autograb'. */
  readonly name: ValuationProviderName;
  /** spec 2 §4 Step One: the registration lookup. */
  lookupRegistration(request: RegistrationLookup): TE.TaskEither<ProviderUnavailable, LookupAnswer>;
  /** spec 2 §4 Step Two: the candidate the seller chose; answers the refined vehicle. */
  chooseCandidate(request: CandidateChoice): TE.TaskEither<ProviderUnavailable | NoSuchCandidate, TradeInVehicle>;
  /** spec 2 §4 Step Three: one photo (already checked and cleaned by us) handed to the provider. */
  uploadImage(request: ImageHandOver): TE.TaskEither<ProviderUnavailable, void>;
  /** spec 2 §4 Step Four: the seller's odometer and contact; answers the vehicle as the provider now holds it. */
  updateEvaluation(request: EvaluationUpdate): TE.TaskEither<ProviderUnavailable, TradeInVehicle>;
  /**
   * spec 2 §7 'Trade-in valuation lookup': the market trade value of the car at the
   * kilometres given (the domain's offer formula adjusts it for the seller's answers).
   */
  value(request: ValuationRequest): TE.TaskEither<ProviderUnavailable | NoValuation, MarketValuation>;
}

export type ValuationProviderName = 'simulated' | 'eval_expert' | 'autograb';

export interface RegistrationLookup {
  readonly rego: string;
  readonly state: AustralianState;
}

/** A single match (with its EvalID), a list of near matches to choose from, or nothing. */
export type LookupAnswer =
  | { readonly kind: 'match'; readonly vehicle: TradeInVehicle }
  | {
      readonly kind: 'candidates';
      /** The provider's reference for the choice that follows (Eval Expert: the evaluation; AutoGrab: the rego search). */
      readonly lookupId: string;
      readonly candidates: readonly string[];
    }
  | { readonly kind: 'no_match' };

export interface CandidateChoice {
  readonly lookupId: string;
  /** spec 2 §7 manual-entry: vin (when known) and desc, the chosen description. */
  readonly vin?: string;
  readonly description: string;
  readonly rego: string;
  readonly state: AustralianState;
}

export interface ImageHandOver {
  readonly evalId: string;
  readonly fileName: string;
  /** The type decided from the bytes. */
  readonly mime: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/heic';
  readonly bytes: Uint8Array;
}

/** spec 2 §7 update-eval: evalid, km, userEmail (the dealer's, from site settings), cName, cEmail, cPhone. */
export interface EvaluationUpdate {
  readonly evalId: string;
  readonly km: number;
  readonly userEmail: string;
  readonly cName: string;
  readonly cEmail: string;
  readonly cPhone: string;
}

export interface ValuationRequest {
  readonly vehicle: TradeInVehicle;
  readonly rego: string;
  readonly state: AustralianState;
  readonly km: number;
}

export interface MarketValuation {
  /** What a dealer pays for the car at those kilometres in average condition, AUD. */
  readonly trade_price: number;
  /** What it sells for retail, AUD, when the provider says. */
  readonly retail_price?: number;
  /** The provider's reference for this valuation, when it gives one. */
  readonly reference?: string;
}

export interface ProviderUnavailable {
  readonly code: 'VALUATION.UNAVAILABLE';
  readonly provider: ValuationProviderName;
  /** For the log (no secrets); the shopper sees the spec's message. */
  readonly message: string;
}

export interface NoSuchCandidate {
  readonly code: 'VALUATION.NO_SUCH_CANDIDATE';
  readonly message: string;
}

/** The provider has no price for this car (too rare, too old): the buying team values it by hand. */
export interface NoValuation {
  readonly code: 'VALUATION.NO_VALUATION';
  readonly message: string;
}
