import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import type * as TE from 'fp-ts/lib/TaskEither.js';
import { z } from 'zod';
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
import type { AustralianState } from '../../domain/tradein/trade-in-fields';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import { HttpJsonClient, lenientAmount, lenientInt, lenientString, providerUnavailable, withoutUndefined, type ProviderConnection } from './http-json';

/** AutoGrab's API root (e.g. https://api.autograb.com.au; the calls are `{baseUrl}/v2/...`) and key; retries repeat a search, a vehicle read or a valuation. */
export type AutoGrabHttpOptions = ProviderConnection;

/** AutoGrab's API key header (its OpenAPI security scheme: apiKey in header `ApiKey`). */
const AUTOGRAB_KEY_HEADER = 'ApiKey';
const REGION = 'au';
/** How many searches and evaluations are remembered for the choice and the update that follow. */
const MEMORY_LIMIT = 1_000;

/**
 * An AutoGrab-shaped provider over HTTP (issue 12: a second real provider, so a dealer can
 * switch), with the key in the `ApiKey` header. Shaped on AutoGrab's published API (devhub:
 * 'Registration Plate Search', 'VIN Search', 'Valuation Predict'):
 *
 *   GET  {base}/v2/vehicles/registrations/{plate}?region=au&state={STATE}
 *        → {success, vehicle: {id, title, year, make, model, badge, series, body_type, transmission,
 *           fuel, drive, num_cylinders, …} | null, upstream_vehicle: 'how the road authority describes it',
 *           confidence: 'standard' | 'reduced', vin?, colour?, additional_vehicles?: [vehicle…]}; 404 = no match
 *   GET  {base}/v2/vehicles/{id}?region=au → {success, vehicle}
 *   POST {base}/v2/valuations/registrations/{rego}  JSON {region: 'au', state, kms}
 *        → {success, prediction: {id, vehicle_id, kms, price, score, retail_price, trade_price, adjustment}}
 *
 * Mapping onto the port (our choices, where AutoGrab has no counterpart):
 * - A `vehicle` with `standard` confidence is the single match. With `reduced` confidence (AutoGrab
 *   advises asking the user), or with `vehicle: null` and `additional_vehicles`, the titles of
 *   those vehicles are Step Two's candidates. `upstream_vehicle` (the road authority's plain
 *   description) names no AutoGrab vehicle to value, so it is not offered: `vehicle: null` with no
 *   additional vehicles, or a 404, is no match (the seller is shown the phone and Contact links).
 * - The candidates' lookupId is `ag-rego:{STATE}:{PLATE}`, the search itself: the choice finds the
 *   chosen title among the remembered candidates (or repeats the search, a safe GET, after a
 *   restart or on another instance) and reads that vehicle with `GET /v2/vehicles/{id}`.
 * - AutoGrab keeps no evaluation: the EvalID is ours, `ag-{vehicle id}-{12 random hex}` (random so
 *   two sellers of the same model never share photos or an evaluation), and names the vehicle.
 * - uploadImage succeeds without a call: the photos stay with us (stored by our server).
 * - updateEvaluation reads the vehicle again (`GET /v2/vehicles/{id}`), keeps what the search told
 *   us (rego, VIN) when it is still remembered, and records the seller's kilometres.
 * - value uses `trade_price` (AutoGrab's trade estimate), `retail_price` (else `price`), and the
 *   prediction id as the reference; a 404, or no trade price, is no valuation.
 */
export class AutoGrabHttpProvider implements ValuationProvider {
  readonly name = 'autograb' as const;
  readonly #http: HttpJsonClient;
  /** lookupId → the candidates offered (title → AutoGrab vehicle id) and the VIN the search gave. */
  readonly #searches = new BoundedMemory<RememberedSearch>(MEMORY_LIMIT);
  /** EvalID → the vehicle as last answered (the update keeps its rego and VIN). */
  readonly #evaluations = new BoundedMemory<TradeInVehicle>(MEMORY_LIMIT);

  constructor(options: AutoGrabHttpOptions) {
    const { apiKey, ...connection } = options;
    this.#http = new HttpJsonClient({ ...connection, provider: this.name, headers: { [AUTOGRAB_KEY_HEADER]: apiKey } });
  }

  lookupRegistration(request: RegistrationLookup): TE.TaskEither<ProviderUnavailable, LookupAnswer> {
    return async () => {
      const search = await this.#search(request.rego, request.state);
      if (E.isLeft(search)) return search;
      const result = search.right;
      if (result === null) return E.right({ kind: 'no_match' });
      if (result.vehicle !== undefined && result.confidence !== 'reduced') {
        const vehicle = this.#remember(toVehicle(newEvalId(result.vehicle.id), result.vehicle, { rego: request.rego, vin: result.vin }));
        return E.right({ kind: 'match', vehicle });
      }
      const candidates = uniqueByTitle([...(result.vehicle ? [result.vehicle] : []), ...result.additional]);
      if (candidates.length === 0) return E.right({ kind: 'no_match' });
      const lookupId = searchReference(request.rego, request.state);
      this.#searches.set(lookupId, { candidates: candidates.map((c) => ({ id: c.id, title: c.title })), vin: result.vin });
      return E.right({ kind: 'candidates', lookupId, candidates: candidates.map((c) => c.title) });
    };
  }

  chooseCandidate(request: CandidateChoice): TE.TaskEither<ProviderUnavailable | NoSuchCandidate, TradeInVehicle> {
    return async () => {
      let remembered = this.#searches.get(request.lookupId);
      if (remembered === undefined) {
        // Forgotten (a restart, another instance): the search is a GET, safe to repeat.
        const search = await this.#search(request.rego, request.state);
        if (E.isLeft(search)) return search;
        const found = search.right;
        remembered = { candidates: found === null ? [] : uniqueByTitle([...(found.vehicle ? [found.vehicle] : []), ...found.additional]), vin: found?.vin };
      }
      const { candidates } = remembered;
      const vin = request.vin ?? remembered.vin;
      const wanted = normaliseTitle(request.description);
      const chosen = candidates.find((c) => normaliseTitle(c.title) === wanted);
      if (chosen === undefined) {
        return E.left({ code: 'VALUATION.NO_SUCH_CANDIDATE', message: `'${request.description}' is not one of the AutoGrab candidates of that registration` });
      }
      const read = await this.#vehicle(chosen.id);
      if (E.isLeft(read)) return read;
      return E.right(this.#remember(toVehicle(newEvalId(chosen.id), read.right, { rego: request.rego, vin })));
    };
  }

  uploadImage(_request: ImageHandOver): TE.TaskEither<ProviderUnavailable, void> {
    // AutoGrab takes no photos: they stay with us, stored and checked by our server.
    return async () => E.right(undefined);
  }

  updateEvaluation(request: EvaluationUpdate): TE.TaskEither<ProviderUnavailable, TradeInVehicle> {
    return async () => {
      const vehicleId = vehicleIdOf(request.evalId);
      if (vehicleId === null) return E.left(providerUnavailable(this.name, `update: '${request.evalId}' is not an AutoGrab evaluation of ours`));
      const read = await this.#vehicle(vehicleId);
      if (E.isLeft(read)) return read;
      const known = this.#evaluations.get(request.evalId);
      const vehicle = toVehicle(request.evalId, read.right, { rego: known?.Registration, vin: known?.VIN, km: request.km });
      return E.right(this.#remember(vehicle));
    };
  }

  value(request: ValuationRequest): TE.TaskEither<ProviderUnavailable | NoValuation, MarketValuation> {
    return async () => {
      const answer = await this.#http.call({
        label: 'valuation',
        method: 'POST',
        path: `v2/valuations/registrations/${encodeURIComponent(plateOf(request.rego))}`,
        json: { region: REGION, state: request.state, kms: request.km },
        repeat: 'safe',
        answerStatuses: [404],
      });
      if (E.isLeft(answer)) return answer;
      const noValuation: NoValuation = { code: 'VALUATION.NO_VALUATION', message: 'AutoGrab has no valuation for this car' };
      if (answer.right.status === 404) return E.left(noValuation);
      const parsed = predictionAnswerSchema.safeParse(answer.right.body);
      if (!parsed.success) return E.left(providerUnavailable(this.name, 'valuation: unreadable answer (no prediction object)'));
      const { prediction } = parsed.data;
      if (prediction === null || prediction.trade_price === undefined || prediction.trade_price <= 0) return E.left(noValuation);
      const retail = prediction.retail_price ?? prediction.price;
      return E.right(
        withoutUndefined({
          trade_price: Math.round(prediction.trade_price),
          retail_price: retail !== undefined && retail > 0 ? Math.round(retail) : undefined,
          reference: prediction.id,
        }),
      );
    };
  }

  /** The registration search; null when AutoGrab knows no vehicle of that plate (404, or nothing usable). */
  async #search(rego: string, state: AustralianState): Promise<E.Either<ProviderUnavailable, SearchResult | null>> {
    const answer = await this.#http.call({
      label: 'registration search',
      method: 'GET',
      path: `v2/vehicles/registrations/${encodeURIComponent(plateOf(rego))}`,
      query: { region: REGION, state },
      repeat: 'safe',
      answerStatuses: [404],
    });
    if (E.isLeft(answer)) return answer;
    if (answer.right.status === 404) return E.right(null);
    const parsed = searchAnswerSchema.safeParse(answer.right.body);
    if (!parsed.success) return E.left(providerUnavailable(this.name, 'registration search: unreadable answer (not an object)'));
    const { vehicle, additional_vehicles, confidence, vin } = parsed.data;
    return E.right({
      vehicle: usable(vehicle),
      additional: (additional_vehicles ?? []).map(usable).filter((v): v is AutoGrabVehicle => v !== undefined),
      confidence,
      vin,
    });
  }

  async #vehicle(id: string): Promise<E.Either<ProviderUnavailable, AutoGrabVehicle>> {
    const answer = await this.#http.call({
      label: 'vehicle read',
      method: 'GET',
      path: `v2/vehicles/${encodeURIComponent(id)}`,
      query: { region: REGION },
      repeat: 'safe',
    });
    if (E.isLeft(answer)) return answer;
    const parsed = vehicleAnswerSchema.safeParse(answer.right.body);
    const vehicle = parsed.success ? usable(parsed.data.vehicle) : undefined;
    return vehicle === undefined
      ? E.left(providerUnavailable(this.name, 'vehicle read: unreadable answer (no vehicle with id, make, model and year)'))
      : E.right(vehicle);
  }

  #remember(vehicle: TradeInVehicle): TradeInVehicle {
    this.#evaluations.set(vehicle.EvalID, vehicle);
    return vehicle;
  }
}

const vehicleSchema = z.object({
  id: lenientString,
  title: lenientString,
  year: lenientInt,
  make: lenientString,
  model: lenientString,
  badge: lenientString,
  series: lenientString,
  body_type: lenientString,
  transmission: lenientString,
  fuel: lenientString,
  drive: lenientString,
  num_cylinders: lenientInt,
});
type ParsedVehicle = z.infer<typeof vehicleSchema>;

interface AutoGrabVehicle {
  readonly id: string;
  readonly title: string;
  readonly year: number;
  readonly make: string;
  readonly model: string;
  readonly badge?: string;
  readonly series?: string;
  readonly body_type?: string;
  readonly transmission?: string;
  readonly num_cylinders?: number;
}

/** A vehicle record anywhere in an answer: unreadable parts become undefined, never a failed answer. */
const lenientVehicle = vehicleSchema.nullable().optional().catch(undefined);

const searchAnswerSchema = z.object({
  vehicle: lenientVehicle,
  additional_vehicles: z
    .array(vehicleSchema.catch({} as ParsedVehicle))
    .optional()
    .catch(undefined),
  confidence: z.enum(['standard', 'reduced']).optional().catch(undefined),
  vin: lenientString,
});

const vehicleAnswerSchema = z.object({ vehicle: lenientVehicle });

const predictionAnswerSchema = z.object({
  prediction: z
    .object({ id: lenientString, trade_price: lenientAmount, retail_price: lenientAmount, price: lenientAmount })
    .nullable()
    .optional()
    .transform((p) => p ?? null),
});

interface SearchResult {
  readonly vehicle?: AutoGrabVehicle;
  readonly additional: readonly AutoGrabVehicle[];
  readonly confidence?: 'standard' | 'reduced';
  readonly vin?: string;
}

interface RememberedSearch {
  readonly candidates: readonly { readonly id: string; readonly title: string }[];
  readonly vin?: string;
}

/** A record we can offer: an id, a make, a model and a year (the title made up when missing). */
function usable(vehicle: ParsedVehicle | null | undefined): AutoGrabVehicle | undefined {
  if (!vehicle) return undefined;
  const { id, make, model, year } = vehicle;
  if (id === undefined || make === undefined || model === undefined || year === undefined) return undefined;
  const title = vehicle.title ?? [year, make, model, vehicle.badge].filter((p) => p !== undefined).join(' ');
  return withoutUndefined({ ...vehicle, id, make, model, year, title });
}

function toVehicle(evalId: string, v: AutoGrabVehicle, known: { rego?: string; vin?: string; km?: number }): TradeInVehicle {
  return withoutUndefined({
    EvalID: evalId,
    Make: v.make,
    Model: v.model,
    Year: v.year,
    Series: v.series,
    Variant: v.badge,
    Body: v.body_type,
    Transmission: v.transmission,
    Cylinders: v.num_cylinders,
    VIN: known.vin,
    Registration: known.rego === undefined ? undefined : plateOf(known.rego),
    KM: known.km,
  });
}

const EVAL_ID = /^ag-([A-Za-z0-9_]+)-[0-9a-f]{12}$/;

function newEvalId(vehicleId: string): string {
  return `ag-${vehicleId.replace(/[^A-Za-z0-9_]/g, '')}-${randomBytes(6).toString('hex')}`;
}

function vehicleIdOf(evalId: string): string | null {
  return EVAL_ID.exec(evalId)?.[1] ?? null;
}

/** The plate as AutoGrab and the lookupId carry it: letters and digits, upper case. */
function plateOf(rego: string): string {
  return rego.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

function searchReference(rego: string, state: AustralianState): string {
  return `ag-rego:${state}:${plateOf(rego)}`;
}

function normaliseTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').toLowerCase();
}

function uniqueByTitle(vehicles: readonly AutoGrabVehicle[]): AutoGrabVehicle[] {
  const seen = new Set<string>();
  return vehicles.filter((v) => {
    const key = normaliseTitle(v.title);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A Map that forgets its oldest entries beyond `limit` (a long-running server must not grow without bound). */
class BoundedMemory<V> {
  readonly #entries = new Map<string, V>();
  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }
}
