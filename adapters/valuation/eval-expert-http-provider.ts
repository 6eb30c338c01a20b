import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { z } from 'zod';
import { candidatesOf } from '../../application/tradein/trade-in-contract';
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
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import {
  HttpJsonClient,
  type JsonAnswer,
  lenientAmount,
  lenientInt,
  lenientIsoDate,
  lenientMonth,
  lenientString,
  providerUnavailable,
  withoutUndefined,
  type ProviderConnection,
} from './http-json';

/** Eval Expert's base URL (the calls are relative to it: `{baseUrl}/enter-vin`) and key; retries repeat a lookup or valuation only. */
export type EvalExpertHttpOptions = ProviderConnection;

/** Choice: the key travels in this header (the spec does not say how Eval Expert is authenticated). */
const EVAL_EXPERT_KEY_HEADER = 'x-api-key';

/**
 * Eval Expert over HTTP (issue 12; spec 2 §7 'The calls it makes'). The four calls of the
 * spec, each a POST relative to the base URL, with the key in `x-api-key`:
 *
 *   POST {base}/enter-vin     JSON {rego, state}                          → array; first item the single
 *        match (with EvalID and the spec 2 §3 'Vehicle lookup result' fields) or the candidate list
 *        under a misspelled key in either spelling (CANDIDATE_KEYS), items {Description}; [] = no match
 *   POST {base}/manual-entry  JSON {vin, desc}                            → array; first item the refined vehicle
 *   POST {base}/image-upload  multipart: evalid, file                     → any 2xx (the answer is not read)
 *   POST {base}/update-eval   JSON {evalid, km, userEmail, cName, cEmail, cPhone} → array; first item the vehicle
 *
 * and a fifth, which the spec names ('Trade-in valuation lookup': rego and regoState) without
 * its detail — our choice:
 *
 *   POST {base}/valuation     JSON {evalid, rego, regoState, km}         → {trade_price, retail_price?, valuation_id?}
 *        (or that object as the first item of an array); 404 or no trade_price = no valuation
 *
 * Retries: enter-vin, manual-entry and valuation only read (or recompute) and are repeated after
 * a timeout, a connection error or a 5xx; image-upload and update-eval change the evaluation
 * (a second photo, a second contact record) and are sent once.
 */
export class EvalExpertHttpProvider implements ValuationProvider {
  readonly name = 'eval_expert' as const;
  readonly #http: HttpJsonClient;

  constructor(options: EvalExpertHttpOptions) {
    const { apiKey, ...connection } = options;
    this.#http = new HttpJsonClient({ ...connection, provider: this.name, headers: { [EVAL_EXPERT_KEY_HEADER]: apiKey } });
  }

  lookupRegistration(request: RegistrationLookup): TE.TaskEither<ProviderUnavailable, LookupAnswer> {
    return async () => {
      const answer = await this.#http.call({
        label: 'enter-vin',
        method: 'POST',
        path: 'enter-vin',
        json: { rego: request.rego, state: request.state },
        repeat: 'safe',
      });
      if (E.isLeft(answer)) return answer;
      const items = arrayOf(answer.right.body);
      if (items === null) return this.#unreadable('enter-vin', 'the answer is not an array');
      const first = items[0];
      // spec 2 §7: [] (or no first item) is no match.
      if (first === undefined || first === null) return E.right({ kind: 'no_match' });
      if (typeof first !== 'object') return this.#unreadable('enter-vin', 'the first item is not an object');
      const candidates = candidatesOf(first);
      if (candidates !== null) {
        if (candidates.length === 0) return E.right({ kind: 'no_match' });
        const near = nearMatchSchema.parse(first);
        // The choice goes back to manual-entry with the near match's VIN (else its EvalID).
        return E.right({ kind: 'candidates', lookupId: near.VIN ?? near.EvalID ?? '', candidates });
      }
      // Choice: an item with neither candidates nor an EvalID (e.g. [{"Message": "No results"}]) is no match.
      if (lenientString.parse((first as Record<string, unknown>).EvalID) === undefined) return E.right({ kind: 'no_match' });
      const vehicle = vehicleOf(first);
      return vehicle === null ? this.#unreadable('enter-vin', 'the match has no make, model or year') : E.right({ kind: 'match', vehicle });
    };
  }

  chooseCandidate(request: CandidateChoice): TE.TaskEither<ProviderUnavailable | NoSuchCandidate, TradeInVehicle> {
    return async () => {
      const vin = request.vin ?? request.lookupId;
      const answer = await this.#http.call({
        label: 'manual-entry',
        method: 'POST',
        path: 'manual-entry',
        json: { vin, desc: request.description },
        repeat: 'safe',
      });
      if (E.isLeft(answer)) return answer;
      const items = arrayOf(answer.right.body);
      if (items === null) return this.#unreadable('manual-entry', 'the answer is not an array');
      const first: unknown = items[0];
      if (first === undefined || first === null) {
        return E.left({ code: 'VALUATION.NO_SUCH_CANDIDATE', message: `Eval Expert found no vehicle for the description '${request.description}'` });
      }
      const vehicle = vehicleOf(first);
      if (vehicle === null) return this.#unreadable('manual-entry', 'the refined vehicle has no EvalID, make, model or year');
      return E.right(vehicle);
    };
  }

  uploadImage(request: ImageHandOver): TE.TaskEither<ProviderUnavailable, void> {
    return async () => {
      const form = new FormData();
      form.set('evalid', request.evalId);
      form.set('file', new Blob([new Uint8Array(request.bytes)], { type: request.mime }), request.fileName);
      // Not repeated: a retry after a lost answer could store the photo twice.
      const answer = await this.#http.call({ label: 'image-upload', method: 'POST', path: 'image-upload', form, repeat: 'once' });
      return E.isLeft(answer) ? answer : E.right(undefined);
    };
  }

  updateEvaluation(request: EvaluationUpdate): TE.TaskEither<ProviderUnavailable, TradeInVehicle> {
    return async () => {
      const json = {
        evalid: request.evalId,
        km: request.km,
        userEmail: request.userEmail,
        cName: request.cName,
        cEmail: request.cEmail,
        cPhone: request.cPhone,
      };
      // Not repeated: it records the seller's contact against the evaluation.
      const answer = await this.#http.call({ label: 'update-eval', method: 'POST', path: 'update-eval', json, repeat: 'once' });
      if (E.isLeft(answer)) return answer;
      const items = arrayOf(answer.right.body);
      const first: unknown = items?.[0];
      if (first === undefined || first === null) return this.#unreadable('update-eval', 'the answer holds no vehicle');
      // The evaluation is the one we named, whether or not the answer repeats its EvalID.
      const vehicle = vehicleOf(first, request.evalId);
      return vehicle === null ? this.#unreadable('update-eval', 'the vehicle has no make, model or year') : E.right(vehicle);
    };
  }

  value(request: ValuationRequest): TE.TaskEither<ProviderUnavailable | NoValuation, MarketValuation> {
    return async () => {
      const json = { evalid: request.vehicle.EvalID, rego: request.rego, regoState: request.state, km: request.km };
      const answer = await this.#http.call({ label: 'valuation', method: 'POST', path: 'valuation', json, repeat: 'safe', answerStatuses: [404] });
      if (E.isLeft(answer)) return answer;
      return valuationOf(answer.right);
    };
  }

  #unreadable(call: string, why: string): E.Either<ProviderUnavailable, never> {
    return E.left(providerUnavailable(this.name, `${call}: unreadable answer (${why})`));
  }
}

function arrayOf(body: unknown): unknown[] | null {
  return Array.isArray(body) ? body : null;
}

const nearMatchSchema = z.object({ VIN: lenientString, EvalID: lenientString });

/** spec 2 §3 'Vehicle lookup result', read leniently: every field may be missing but the EvalID, make, model and year. */
const vehicleSchema = z.object({
  EvalID: lenientString,
  Make: lenientString,
  Model: lenientString,
  Year: lenientInt,
  Series: lenientString,
  Variant: lenientString,
  VIN: lenientString,
  Body: lenientString,
  Transmission: lenientString,
  Cylinders: lenientInt,
  CompMth: lenientMonth,
  CompYr: lenientInt,
  BuildMth: lenientMonth,
  BuildYr: lenientInt,
  EngineNo: lenientString,
  Registration: lenientString,
  RegExpiry: lenientIsoDate,
  KM: lenientInt,
  redbookCode: lenientString,
});

function vehicleOf(item: unknown, evalId?: string): TradeInVehicle | null {
  const parsed = vehicleSchema.safeParse(item);
  if (!parsed.success) return null;
  const { EvalID, Make, Model, Year, ...rest } = parsed.data;
  const id = evalId ?? EvalID;
  if (id === undefined || Make === undefined || Model === undefined || Year === undefined) return null;
  return withoutUndefined({ EvalID: id, Make, Model, Year, ...rest });
}

const valuationSchema = z.object({ trade_price: lenientAmount, retail_price: lenientAmount, valuation_id: lenientString });

function valuationOf(answer: JsonAnswer): E.Either<ProviderUnavailable | NoValuation, MarketValuation> {
  const noValuation: NoValuation = { code: 'VALUATION.NO_VALUATION', message: 'Eval Expert has no valuation for this car' };
  if (answer.status === 404) return E.left(noValuation);
  const body = Array.isArray(answer.body) ? (answer.body[0] as unknown) : answer.body;
  if (typeof body !== 'object' || body === null) return E.left(providerUnavailable('eval_expert', 'valuation: unreadable answer (not an object)'));
  const parsed = valuationSchema.parse(body);
  if (parsed.trade_price === undefined || parsed.trade_price <= 0) return E.left(noValuation);
  return E.right(
    withoutUndefined({
      trade_price: Math.round(parsed.trade_price),
      retail_price: parsed.retail_price !== undefined && parsed.retail_price > 0 ? Math.round(parsed.retail_price) : undefined,
      reference: parsed.valuation_id,
    }),
  );
}
