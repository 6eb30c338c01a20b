/**
 * The trade-in instant offer (issue 12; spec 2 §2 'Trade-in instant offer (four steps)' and
 * 'After submission', §4 'Trade-in instant offer', §5, §8, §9 'Trade-in'): one machine from
 * the number plate to an accepted offer.
 *
 *   entry (Step One) ──NEXT──▶ searching (messages rotate every 5 s) ──▶ match ─┬─▶ uploadImages (Step Three, site switch on)
 *     ▲   ▲                      │  └─ candidates ──▶ chooseVehicle (Step Two) ──▶ refining ─┘        │
 *     │   └── BACK ── notFound ◀─┤  [] (no match)                                                    ▼
 *     └── BACK ── providerError ◀┘  503 / no answer (RETRY)                           details (Step Four)
 *   details: validating → geocoding ('Invalid postcode') → updating → valuing → submitting (the lead)
 *      → offered ──ACCEPT──▶ accepting (lead update '3. Offer Accepted') → recording (event 18 ∥ valuation post) → accepted
 *      → noInstantOffer (the valuation failed: the lead is still created, the buying team calls)
 *
 * Side effects are named actors the caller supplies (`machine.provide({ actors })`): in React,
 * in a test, or another channel. Imports only xstate, the domain and application types.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AnalyticsEventId } from '../../domain/analytics/event-ids';
import { contactErrors } from '../../domain/leads/contact-validation';
import type { FieldErrors } from '../../domain/leads/field-errors';
import { leadResult } from '../../domain/leads/lead-result';
import { parseOdometer, stepFourErrors, validateStepOne, validateVehicleChoice, type AustralianState } from '../../domain/tradein/trade-in-fields';
import {
  GEOCODING_NO_RESULT_MESSAGE,
  SEARCHING_MESSAGE_INTERVAL_MS,
  SEARCHING_MESSAGES,
  SUBMIT_FAILURE_MESSAGE,
  TRADE_IN_CATEGORY,
  TRADE_IN_SUBCATEGORY,
} from '../../domain/tradein/trade-in-flow';
import { addImages, removeImage, type ImageFile } from '../../domain/tradein/trade-in-images';
import type { TradeInVehicle } from '../../domain/tradein/vehicle';
import type { PostcodePlace } from '../locations/geocoder.port';
import type { TradeInCallResult } from '../client/trade-in-client.port';
import type { LeadSubmitOutcome } from '../leads/lead-form.machine';
import { candidatesOf, type EnterVinItem, type MiscellaneousRequest, type OfferRequest, type TradeInOffer } from './trade-in-contract';

/** spec 2 §2 Step Four's fields, in the order the form shows them. */
export const STEP_FOUR_FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'odometer',
  'service_history',
  'number_of_keys',
  'car_condition',
  'comments',
] as const;
export type StepFourField = (typeof STEP_FOUR_FIELDS)[number];
export type TradeInField = 'rego' | 'state' | 'description' | StepFourField;
export type TradeInValues = Readonly<Record<TradeInField, string>>;

/** The car the seller trades towards (/cars/trade-in?car_id=): carried into the lead. */
export interface TradeTowardsCar {
  readonly id: number;
  readonly dealership_id?: number | null;
  readonly name: string;
}

export interface TradeInMachineInput {
  /** spec 2 §2 Step One: the state preselected (the site's default_state). */
  readonly defaultState: AustralianState;
  /** spec 2 §4: Step Three only where the site's images-step switch is on. */
  readonly imagesStep: boolean;
  /** spec 2 §7: the valuation is also POSTed to /api/miscellaneous on sites configured so. */
  readonly postValuation: boolean;
  readonly dealershipSlug: string;
  readonly car?: TradeTowardsCar | null;
  /** Step One prefilled (the home page's rego box: /sell-my-car?rego=…&state=…). */
  readonly rego?: string;
  readonly state?: string;
  /** Sent as the Idempotency-Key of the Step Four lead and of its acceptance: each reused on that submission's retries. */
  readonly idempotencyKeys: { readonly details: string; readonly accept: string };
}

export type UploadStatus = 'ready' | 'uploading' | 'uploaded' | 'failed';

/** A photo the seller chose (spec 2 §2 Step Three): the browser's File, and how its upload went. */
export interface TradeInImage {
  readonly id: number;
  readonly file: ImageFile;
  readonly status: UploadStatus;
  /** The server's message when its upload failed (a file it refused by its bytes …). */
  readonly error: string | null;
}

export interface TradeInContext {
  readonly values: TradeInValues;
  readonly fieldErrors: FieldErrors;
  /** A message for the whole step (spec 2 §8 instant offer submit failure, a refused lookup). */
  readonly formError: string | null;
  readonly imagesStep: boolean;
  readonly postValuation: boolean;
  readonly dealershipSlug: string;
  readonly car: TradeTowardsCar | null;
  readonly idempotencyKeys: TradeInMachineInput['idempotencyKeys'];
  /** Index into SEARCHING_MESSAGES. */
  readonly searchingMessage: number;
  /** Step Two: the near match's VIN (sent back with the choice) and its candidate descriptions. */
  readonly lookupVin: string;
  readonly candidates: readonly string[];
  /** The rego and state the vehicle was found by. */
  readonly lookedUp: { readonly rego: string; readonly state: AustralianState } | null;
  readonly vehicle: TradeInVehicle | null;
  /** Which call the provider failed (RETRY repeats it). */
  readonly providerFailedAt: 'lookup' | 'choice' | null;
  readonly images: readonly TradeInImage[];
  readonly nextImageId: number;
  /** spec 2 §5, §8: the alert of a refused selection ('Please upload an image file under 10MB' …). */
  readonly imageAlert: string | null;
  readonly uploadingId: number | null;
  /** 'Uploading 2 of 5'. */
  readonly uploadProgress: { readonly current: number; readonly total: number } | null;
  readonly offer: TradeInOffer | null;
  readonly leadId: string | null;
  readonly acceptError: string | null;
}

export type TradeInEvent =
  | { type: 'CHANGE'; field: TradeInField; value: string }
  | { type: 'NEXT' }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'ADD_FILES'; files: readonly ImageFile[] }
  | { type: 'REMOVE_IMAGE'; id: number }
  | { type: 'RETRY_UPLOAD'; id: number }
  | { type: 'DISMISS_ALERT' }
  | { type: 'ACCEPT' };

/** A value of a lead's form field (the lead pipeline takes text, numbers, yes/no, null and short lists). */
export type LeadFieldValue = string | number | boolean | null | readonly string[];

/** What the submitLead actor sends (`POST /api/leads`): the user fields, the car traded towards, the key. */
export interface TradeInLeadRequest {
  readonly user: Readonly<Record<string, LeadFieldValue>>;
  readonly carId: number | null;
  readonly carDealershipId: number | null;
  readonly idempotencyKey: string;
}

/** The Step Four call chain and the lead submission give up after this long (the idempotency key makes a retry safe). */
export const TRADE_IN_SUBMIT_TIMEOUT_MS = 45_000;
export const TRADE_IN_SUBMIT_TIMEOUT_MESSAGE = 'Sending your details took too long. Please check your connection and try again.';
/** Choice: a photo whose upload got no answer at all (no connection). */
export const UPLOAD_NO_ANSWER_MESSAGE = 'This photo could not be sent. Check your connection, then try again or remove it.';

const notProvided = (name: string) => () => Promise.reject(new Error(`The trade-in machine's '${name}' actor was not provided`));

type LookupResult = TradeInCallResult<EnterVinItem[]>;
type VehicleResult = TradeInCallResult<TradeInVehicle[]>;

function isVehicle(item: unknown): item is TradeInVehicle {
  return (
    typeof item === 'object' && item !== null && typeof (item as { EvalID?: unknown }).EvalID === 'string' && (item as { EvalID: string }).EvalID.trim() !== ''
  );
}

/** spec 2 §4, §7: how the first item of an enter-vin (or manual-entry) answer reads. */
export type LookupOutcome =
  | { readonly kind: 'match'; readonly vehicle: TradeInVehicle }
  | { readonly kind: 'candidates'; readonly vin: string; readonly candidates: readonly string[] }
  | { readonly kind: 'none' }
  /** The provider could not answer (503 VALUATION.UNAVAILABLE, a 5xx). */
  | { readonly kind: 'unavailable' }
  /** Our server refused the request as sent (400, 404 for a candidate, 429): its message. */
  | { readonly kind: 'refused'; readonly message: string; readonly fields: FieldErrors };

export function readLookup(result: LookupResult | VehicleResult): LookupOutcome {
  if (!result.ok) {
    if (result.status >= 500 || result.code === 'VALUATION.UNAVAILABLE') return { kind: 'unavailable' };
    return { kind: 'refused', message: result.message, fields: result.fields };
  }
  const first: unknown = result.value[0];
  if (first === undefined) return { kind: 'none' };
  const candidates = candidatesOf(first);
  if (candidates !== null) {
    const vin = (first as { VIN?: unknown }).VIN;
    return candidates.length > 0 ? { kind: 'candidates', vin: typeof vin === 'string' ? vin : '', candidates } : { kind: 'none' };
  }
  return isVehicle(first) ? { kind: 'match', vehicle: first } : { kind: 'none' };
}

/** Step Four's errors in form order: the contact piece (the lead domain's rules) and spec 2 §5's. */
export function stepFourFieldErrors(values: TradeInValues): FieldErrors {
  const contact = contactErrors({ name: values.name, email: values.email, phone: values.phone });
  const details = stepFourErrors(values);
  const errors: Record<string, string> = {};
  for (const field of STEP_FOUR_FIELDS) {
    const message = contact[field] ?? details[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

const odometerOf = (values: TradeInValues): number => {
  const km = parseOdometer(values.odometer);
  return km._tag === 'Some' ? km.value : 0;
};

/** fp-ts Either's tags, read without bundling its functions into the page (the machine runs in the browser). */
const isLeft = <L, R>(
  e: { readonly _tag: 'Left'; readonly left: L } | { readonly _tag: 'Right'; readonly right: R },
): e is { readonly _tag: 'Left'; readonly left: L } => e._tag === 'Left';
const isRight = <L, R>(
  e: { readonly _tag: 'Left'; readonly left: L } | { readonly _tag: 'Right'; readonly right: R },
): e is { readonly _tag: 'Right'; readonly right: R } => e._tag === 'Right';

/** The vehicle of a later answer over the one known, keeping what the later one leaves out. */
const merged = (known: TradeInVehicle | null, later: TradeInVehicle): TradeInVehicle => ({ ...(known ?? {}), ...later });

/**
 * spec 2 §3 'Trade-in lead fields' that are the seller's: their answers, the evaluation id
 * (EvalID) and the car they trade towards. The vehicle as the provider answered it, the rego,
 * the photos and the offer are the server's to state (issue 30: StateTradeInLead reads them
 * from the evaluation and the offer it made), so the lead carries none of them.
 */
export function tradeInLeadUser(context: TradeInContext, subcategory: string): Record<string, LeadFieldValue> {
  const v = context.values;
  const fields: Record<string, LeadFieldValue | undefined> = {
    category: TRADE_IN_CATEGORY,
    subcategory,
    dealership_slug: context.dealershipSlug,
    name: v.name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    postcode: v.postcode.trim(),
    odometer: odometerOf(v),
    service_history: v.service_history,
    number_of_keys: v.number_of_keys,
    car_condition: v.car_condition,
    comments: v.comments.trim(),
    EvalID: context.vehicle?.EvalID,
  };
  if (context.car) fields.trade_towards = context.car.name;
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, LeadFieldValue] => entry[1] !== undefined && entry[1] !== ''));
}

function leadRequest(context: TradeInContext, user: Record<string, LeadFieldValue>, idempotencyKey: string): TradeInLeadRequest {
  return { user, carId: context.car?.id ?? null, carDealershipId: context.car?.dealership_id ?? null, idempotencyKey };
}

/** spec 2 §8 instant offer submit failure: the error's message, else the default text. */
function failureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return message !== '' ? message : SUBMIT_FAILURE_MESSAGE;
}

/** Server field paths ('user.email', manual-entry's 'desc') as the form's field names ('email', 'description'). */
function formFields(fields: Readonly<Record<string, string>> | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([path, message]) => [path === 'desc' ? 'description' : path.replace(/^user\./, ''), message]));
}

const EMPTY_VALUES: TradeInValues = {
  rego: '',
  state: '',
  description: '',
  name: '',
  last_name: '',
  email: '',
  phone: '',
  postcode: '',
  odometer: '',
  service_history: '',
  number_of_keys: '',
  car_condition: '',
  comments: '',
};

export const tradeInMachine = setup({
  types: {
    context: {} as TradeInContext,
    events: {} as TradeInEvent,
    input: {} as TradeInMachineInput,
  },
  actors: {
    /** spec 2 §7 `POST /api/eval-expert/enter-vin` {rego, state}. Rejects only when no answer came back. */
    enterVin: fromPromise<LookupResult, { rego: string; state: AustralianState }>(notProvided('enterVin')),
    /** spec 2 §7 `POST /api/eval-expert/manual-entry` {vin, desc}. */
    manualEntry: fromPromise<VehicleResult, { vin: string; desc: string; rego: string; state: string }>(notProvided('manualEntry')),
    /** spec 2 §7 `POST /api/eval-expert/image-upload`: one request per image. */
    uploadImage: fromPromise<TradeInCallResult<{ stored: number }>, { evalId: string; file: ImageFile }>(notProvided('uploadImage')),
    /** spec 2 §5, §7: the postcode's place, restricted to Australia; 404 when there is none. */
    geocodePostcode: fromPromise<TradeInCallResult<PostcodePlace>, { postcode: string }>(notProvided('geocodePostcode')),
    /** spec 2 §7 `POST /api/eval-expert/update-eval` {evalid, km, cName, cEmail, cPhone}. */
    updateEval: fromPromise<VehicleResult, { evalid: string; km: number; cName: string; cEmail: string; cPhone: string }>(notProvided('updateEval')),
    /** spec 2 §7 'Trade-in valuation lookup': the instant offer. */
    requestOffer: fromPromise<TradeInCallResult<TradeInOffer>, OfferRequest>(notProvided('requestOffer')),
    /** spec 2 §7 lead submission (`POST /api/leads`, with the form's captcha evidence); rejects when no answer came back. */
    submitLead: fromPromise<LeadSubmitOutcome, TradeInLeadRequest>(notProvided('submitLead')),
    /** spec 2 §4, §7: analytics event 18. Failures are logged as warnings and ignored. */
    trackEvent: fromPromise<void, { eventId: AnalyticsEventId; leadId: string; carId: number | null }>(notProvided('trackEvent')),
    /** spec 2 §7 `POST /api/miscellaneous` {lead_id, column_name: 'valuation', value}. */
    postValuation: fromPromise<TradeInCallResult<{ recorded: true }>, MiscellaneousRequest>(notProvided('postValuation')),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, formError: null };
    }),
    showStepOneErrors: assign(({ context }) => {
      const checked = validateStepOne(context.values);
      return { fieldErrors: isLeft(checked) ? checked.left : {} };
    }),
    startSearch: assign(({ context }) => {
      const checked = validateStepOne(context.values);
      return {
        searchingMessage: 0,
        fieldErrors: {},
        formError: null,
        providerFailedAt: null,
        lookedUp: isRight(checked) ? { rego: checked.right.rego.toUpperCase(), state: checked.right.state } : context.lookedUp,
      };
    }),
    /** spec 2 §2, §9: the next searching message, every 5 seconds, looping. */
    nextSearchingMessage: assign(({ context }) => ({ searchingMessage: (context.searchingMessage + 1) % SEARCHING_MESSAGES.length })),
    /** A new evaluation: photos chosen for another one are not kept. */
    storeMatch: assign(({ context }, outcome: LookupOutcome) =>
      outcome.kind === 'match' ? { vehicle: outcome.vehicle, images: context.vehicle?.EvalID === outcome.vehicle.EvalID ? context.images : [] } : {},
    ),
    clearCandidates: assign({ candidates: [], lookupVin: '' }),
    startRefining: assign({ searchingMessage: 0, providerFailedAt: null }),
    storeCandidates: assign(({ context }, outcome: LookupOutcome) =>
      outcome.kind === 'candidates'
        ? { lookupVin: outcome.vin, candidates: outcome.candidates, values: { ...context.values, description: '' }, vehicle: null }
        : {},
    ),
    storeRefusal: assign((_, outcome: LookupOutcome) =>
      outcome.kind === 'refused' ? { formError: outcome.message, fieldErrors: formFields(outcome.fields) } : {},
    ),
    noteProviderFailure: assign((_, at: 'lookup' | 'choice') => ({ providerFailedAt: at })),
    showChoiceError: assign(({ context }) => {
      const checked = validateVehicleChoice(context.values.description, context.candidates);
      return { fieldErrors: isLeft(checked) ? checked.left : {} };
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    /** spec 2 §5: up to 10 images of at most 10,000,000 bytes each; a refused selection adds nothing and raises the alert. */
    addFiles: assign(({ context, event }) => {
      if (event.type !== 'ADD_FILES') return {};
      const added = addImages(
        context.images.map((i) => i.file),
        event.files,
      );
      if (isLeft(added)) return { imageAlert: added.left.message };
      const fresh = event.files.map((file, i): TradeInImage => ({ id: context.nextImageId + i, file, status: 'ready', error: null }));
      return { images: [...context.images, ...fresh], nextImageId: context.nextImageId + fresh.length, imageAlert: null };
    }),
    removeImage: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_IMAGE') return {};
      const index = context.images.findIndex((i) => i.id === event.id);
      return index < 0 ? {} : { images: removeImage(context.images, index) };
    }),
    retryUpload: assign(({ context, event }) => {
      if (event.type !== 'RETRY_UPLOAD') return {};
      return { images: context.images.map((i) => (i.id === event.id && i.status === 'failed' ? { ...i, status: 'ready' as const, error: null } : i)) };
    }),
    dismissAlert: assign({ imageAlert: null }),
    startUploads: assign(({ context }) => ({
      uploadProgress: { current: 0, total: context.images.filter((i) => i.status === 'ready').length },
      imageAlert: null,
    })),
    pickNextUpload: assign(({ context }) => {
      const next = context.images.find((i) => i.status === 'ready');
      if (!next) return {};
      return {
        uploadingId: next.id,
        images: context.images.map((i) => (i.id === next.id ? { ...i, status: 'uploading' as const, error: null } : i)),
        uploadProgress: { current: (context.uploadProgress?.current ?? 0) + 1, total: context.uploadProgress?.total ?? 1 },
      };
    }),
    markUploaded: assign(({ context }) => ({
      images: context.images.map((i) => (i.id === context.uploadingId ? { ...i, status: 'uploaded' as const } : i)),
      uploadingId: null,
    })),
    markUploadFailed: assign(({ context }, message: string) => ({
      images: context.images.map((i) => (i.id === context.uploadingId ? { ...i, status: 'failed' as const, error: message } : i)),
      uploadingId: null,
    })),
    endUploads: assign({ uploadProgress: null }),
    showStepFourErrors: assign(({ context }) => ({ fieldErrors: stepFourFieldErrors(context.values) })),
    postcodeNotFound: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, postcode: GEOCODING_NO_RESULT_MESSAGE } })),
    storeUpdatedVehicle: assign(({ context }, result: VehicleResult) => {
      const first: unknown = result.ok ? result.value[0] : undefined;
      return isVehicle(first) ? { vehicle: merged(context.vehicle, first) } : {};
    }),
    storeOffer: assign((_, offer: TradeInOffer | null) => ({ offer })),
    storeLeadId: assign((_, outcome: LeadSubmitOutcome) => {
      const id = leadResult(outcome);
      return isRight(id) ? { leadId: id.right } : {};
    }),
    /** spec 2 §4, §8: the server's error (or 'An unexpected error occured') and its field errors on the form. */
    storeLeadRefusal: assign((_, outcome: LeadSubmitOutcome) => {
      const result = leadResult(outcome);
      return { formError: isLeft(result) ? result.left : null, fieldErrors: formFields(outcome.fields) };
    }),
    storeSubmitFailure: assign((_, message: string) => ({ formError: message })),
    /** The car traded towards was sold or withdrawn meanwhile: the seller's lead goes without it. */
    dropCar: assign({ car: null }),
    storeAcceptRefusal: assign((_, outcome: LeadSubmitOutcome) => {
      const result = leadResult(outcome);
      return { acceptError: isLeft(result) ? result.left : null };
    }),
    storeAcceptFailure: assign((_, message: string) => ({ acceptError: message })),
    clearAcceptError: assign({ acceptError: null }),
    /** spec 2 §7: analytics and the valuation post fail quietly: logged as warnings (the caller logs). */
    warn: (_, _problem: { what: string; error: unknown }) => {},
  },
  guards: {
    stepOneValid: ({ context }) => isRight(validateStepOne(context.values)),
    choiceValid: ({ context }) => isRight(validateVehicleChoice(context.values.description, context.candidates)),
    isMatch: (_, outcome: LookupOutcome) => outcome.kind === 'match',
    hasCandidates: (_, outcome: LookupOutcome) => outcome.kind === 'candidates',
    isNoMatch: (_, outcome: LookupOutcome) => outcome.kind === 'none',
    isRefused: (_, outcome: LookupOutcome) => outcome.kind === 'refused',
    imagesStepOn: ({ context }) => context.imagesStep,
    cameThroughCandidates: ({ context }) => context.candidates.length > 0,
    failedAtChoice: ({ context }) => context.providerFailedAt === 'choice',
    hasImagesToUpload: ({ context }) => context.images.some((i) => i.status === 'ready'),
    anyUploadFailed: ({ context }) => context.images.some((i) => i.status === 'failed'),
    isOk: (_, result: TradeInCallResult<unknown>) => result.ok,
    /** spec 2 §5, §8: the geocoder found no place for the postcode. */
    postcodeUnknown: (_, result: TradeInCallResult<unknown>) => !result.ok && result.status === 404,
    stepFourValid: ({ context }) => Object.keys(stepFourFieldErrors(context.values)).length === 0,
    leadAccepted: (_, outcome: LeadSubmitOutcome) => isRight(leadResult(outcome)),
    carRefused: ({ context }, outcome: LeadSubmitOutcome) =>
      context.car !== null && (outcome.code === 'LEAD.CAR_NOT_FOUND' || outcome.code === 'LEAD.CAR_NOT_AVAILABLE'),
    hasOffer: ({ context }) => context.offer !== null,
    postsValuation: ({ context }) => context.postValuation && context.offer !== null,
  },
  delays: {
    SEARCHING_MESSAGE_INTERVAL: SEARCHING_MESSAGE_INTERVAL_MS,
    SUBMIT_TIMEOUT: TRADE_IN_SUBMIT_TIMEOUT_MS,
  },
}).createMachine({
  id: 'tradeIn',
  context: ({ input }) => ({
    values: { ...EMPTY_VALUES, rego: (input.rego ?? '').trim().toUpperCase(), state: input.state?.trim().toUpperCase() || input.defaultState },
    fieldErrors: {},
    formError: null,
    imagesStep: input.imagesStep,
    postValuation: input.postValuation,
    dealershipSlug: input.dealershipSlug,
    car: input.car ?? null,
    idempotencyKeys: input.idempotencyKeys,
    searchingMessage: 0,
    lookupVin: '',
    candidates: [],
    lookedUp: null,
    vehicle: null,
    providerFailedAt: null,
    images: [],
    nextImageId: 1,
    imageAlert: null,
    uploadingId: null,
    uploadProgress: null,
    offer: null,
    leadId: null,
    acceptError: null,
  }),
  initial: 'entry',
  states: {
    /** Step One, Vehicle Details. */
    entry: {
      on: {
        CHANGE: { actions: 'setValue' },
        NEXT: [{ guard: 'stepOneValid', target: 'searching', actions: 'startSearch' }, { actions: 'showStepOneErrors' }],
        SUBMIT: [{ guard: 'stepOneValid', target: 'searching', actions: 'startSearch' }, { actions: 'showStepOneErrors' }],
      },
    },
    /** spec 2 §4: Step One's submit calls the rego lookup, under the rotating searching messages. */
    searching: {
      tags: ['busy', 'searching'],
      initial: 'showing',
      states: { showing: { after: { SEARCHING_MESSAGE_INTERVAL: { target: 'showing', reenter: true, actions: 'nextSearchingMessage' } } } },
      invoke: {
        src: 'enterVin',
        input: ({ context }) => ({ rego: context.lookedUp?.rego ?? '', state: context.lookedUp?.state ?? 'QLD' }),
        onDone: [
          {
            guard: { type: 'isMatch', params: ({ event }) => readLookup(event.output) },
            target: 'matched',
            actions: [{ type: 'storeMatch', params: ({ event }) => readLookup(event.output) }, 'clearCandidates'],
          },
          {
            guard: { type: 'hasCandidates', params: ({ event }) => readLookup(event.output) },
            target: 'chooseVehicle',
            actions: { type: 'storeCandidates', params: ({ event }) => readLookup(event.output) },
          },
          { guard: { type: 'isNoMatch', params: ({ event }) => readLookup(event.output) }, target: 'notFound' },
          {
            guard: { type: 'isRefused', params: ({ event }) => readLookup(event.output) },
            target: 'entry',
            actions: { type: 'storeRefusal', params: ({ event }) => readLookup(event.output) },
          },
          { target: 'providerError', actions: { type: 'noteProviderFailure', params: 'lookup' } },
        ],
        onError: { target: 'providerError', actions: { type: 'noteProviderFailure', params: 'lookup' } },
      },
    },
    /** spec 2 §2, §8: 'Unfortunately, we could not find a match for your registration number.' */
    notFound: {
      on: { BACK: { target: 'entry', actions: 'clearErrors' } },
    },
    /** The provider could not answer: its message with the phone and Contact links, never a blank screen. */
    providerError: {
      on: {
        RETRY: [
          { guard: 'failedAtChoice', target: 'refining', actions: 'startRefining' },
          { target: 'searching', actions: 'startSearch' },
        ],
        BACK: [
          { guard: 'failedAtChoice', target: 'chooseVehicle', actions: 'clearErrors' },
          { target: 'entry', actions: 'clearErrors' },
        ],
      },
    },
    /** Step Two, Vehicle Selection: one radio per candidate. */
    chooseVehicle: {
      on: {
        CHANGE: { actions: 'setValue' },
        NEXT: [{ guard: 'choiceValid', target: 'refining', actions: ['clearErrors', 'startRefining'] }, { actions: 'showChoiceError' }],
        SUBMIT: [{ guard: 'choiceValid', target: 'refining', actions: ['clearErrors', 'startRefining'] }, { actions: 'showChoiceError' }],
        BACK: { target: 'entry', actions: 'clearErrors' },
      },
    },
    /** spec 2 §4: Step Two's submit sends the chosen description and stores the refined match. */
    refining: {
      tags: ['busy', 'searching'],
      initial: 'showing',
      states: { showing: { after: { SEARCHING_MESSAGE_INTERVAL: { target: 'showing', reenter: true, actions: 'nextSearchingMessage' } } } },
      invoke: {
        src: 'manualEntry',
        input: ({ context }) => ({
          vin: context.lookupVin,
          desc: context.values.description.trim(),
          rego: context.lookedUp?.rego ?? '',
          state: context.lookedUp?.state ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isMatch', params: ({ event }) => readLookup(event.output) },
            target: 'matched',
            actions: { type: 'storeMatch', params: ({ event }) => readLookup(event.output) },
          },
          { guard: { type: 'isNoMatch', params: ({ event }) => readLookup(event.output) }, target: 'notFound' },
          {
            guard: { type: 'isRefused', params: ({ event }) => readLookup(event.output) },
            target: 'chooseVehicle',
            actions: { type: 'storeRefusal', params: ({ event }) => readLookup(event.output) },
          },
          { target: 'providerError', actions: { type: 'noteProviderFailure', params: 'choice' } },
        ],
        onError: { target: 'providerError', actions: { type: 'noteProviderFailure', params: 'choice' } },
      },
    },
    /** spec 2 §4: a single match goes to Step Three, or straight to Step Four where the images step is off. */
    matched: {
      always: [{ guard: 'imagesStepOn', target: 'uploadImages' }, { target: 'details' }],
    },
    /** Step Three, Upload Images (optional: Next with none skips uploading). */
    uploadImages: {
      initial: 'picking',
      states: {
        picking: {
          on: {
            ADD_FILES: { actions: 'addFiles' },
            REMOVE_IMAGE: { actions: 'removeImage' },
            RETRY_UPLOAD: { actions: 'retryUpload' },
            DISMISS_ALERT: { actions: 'dismissAlert' },
            NEXT: [
              { guard: 'hasImagesToUpload', target: 'uploading', actions: 'startUploads' },
              { target: '#tradeIn.details', actions: 'dismissAlert' },
            ],
            SUBMIT: [
              { guard: 'hasImagesToUpload', target: 'uploading', actions: 'startUploads' },
              { target: '#tradeIn.details', actions: 'dismissAlert' },
            ],
            BACK: [{ guard: 'cameThroughCandidates', target: '#tradeIn.chooseVehicle' }, { target: '#tradeIn.entry' }],
          },
        },
        /** spec 2 §4: one request per image, in order. */
        uploading: {
          tags: ['busy'],
          initial: 'next',
          states: {
            next: { always: [{ guard: 'hasImagesToUpload', target: 'sending', actions: 'pickNextUpload' }, { target: 'done' }] },
            sending: {
              invoke: {
                src: 'uploadImage',
                input: ({ context }) => {
                  const image = context.images.find((i) => i.id === context.uploadingId);
                  return { evalId: context.vehicle?.EvalID ?? '', file: image?.file ?? { name: '', size: 0, type: '' } };
                },
                onDone: [
                  { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'next', actions: 'markUploaded' },
                  { target: 'next', actions: { type: 'markUploadFailed', params: ({ event }) => (event.output.ok ? '' : event.output.message) } },
                ],
                onError: { target: 'next', actions: { type: 'markUploadFailed', params: UPLOAD_NO_ANSWER_MESSAGE } },
              },
            },
            // A failed upload is never a dead end: back to the photos, each failure with its message, to remove or retry, and Next goes on.
            done: {
              always: [
                { guard: 'anyUploadFailed', target: '#tradeIn.uploadImages.picking', actions: 'endUploads' },
                { target: '#tradeIn.details', actions: 'endUploads' },
              ],
            },
          },
        },
      },
    },
    /** Step Four, Your Details. */
    details: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'setValue' },
            SUBMIT: 'validating',
            NEXT: 'validating',
            BACK: [
              { guard: 'imagesStepOn', target: '#tradeIn.uploadImages', actions: 'clearErrors' },
              { guard: 'cameThroughCandidates', target: '#tradeIn.chooseVehicle', actions: 'clearErrors' },
              { target: '#tradeIn.entry', actions: 'clearErrors' },
            ],
          },
        },
        validating: {
          always: [
            { guard: 'stepFourValid', target: 'sending', actions: 'clearErrors' },
            { target: 'editing', actions: 'showStepFourErrors' },
          ],
        },
        /** spec 2 §4: Step Four sends the update, then creates the lead. */
        sending: {
          tags: ['busy'],
          initial: 'geocoding',
          after: { SUBMIT_TIMEOUT: { target: 'editing', actions: { type: 'storeSubmitFailure', params: TRADE_IN_SUBMIT_TIMEOUT_MESSAGE } } },
          states: {
            geocoding: {
              invoke: {
                src: 'geocodePostcode',
                input: ({ context }) => ({ postcode: context.values.postcode.trim() }),
                onDone: [
                  { guard: { type: 'postcodeUnknown', params: ({ event }) => event.output }, target: '#tradeIn.details.editing', actions: 'postcodeNotFound' },
                  // Choice: a geocoder that cannot answer does not stop a seller whose postcode has the right form.
                  { target: 'updating' },
                ],
                onError: 'updating',
              },
            },
            updating: {
              invoke: {
                src: 'updateEval',
                input: ({ context }) => ({
                  evalid: context.vehicle?.EvalID ?? '',
                  km: odometerOf(context.values),
                  cName: `${context.values.name.trim()} ${context.values.last_name.trim()}`.trim(),
                  cEmail: context.values.email.trim(),
                  cPhone: context.values.phone.trim(),
                }),
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'valuing',
                    actions: { type: 'storeUpdatedVehicle', params: ({ event }) => event.output },
                  },
                  // A valuation failure never loses the seller's details: the lead is still sent, without an offer.
                  { target: 'submitting', actions: { type: 'storeOffer', params: null } },
                ],
                onError: { target: 'submitting', actions: { type: 'storeOffer', params: null } },
              },
            },
            valuing: {
              invoke: {
                src: 'requestOffer',
                input: ({ context }) => ({
                  evalid: context.vehicle?.EvalID ?? '',
                  rego: context.lookedUp?.rego ?? '',
                  regoState: context.lookedUp?.state ?? '',
                  adjustments: {
                    odometer: odometerOf(context.values),
                    car_condition: context.values.car_condition,
                    service_history: context.values.service_history,
                    number_of_keys: context.values.number_of_keys,
                  },
                }),
                onDone: { target: 'submitting', actions: { type: 'storeOffer', params: ({ event }) => (event.output.ok ? event.output.value : null) } },
                onError: { target: 'submitting', actions: { type: 'storeOffer', params: null } },
              },
            },
            submitting: {
              invoke: {
                src: 'submitLead',
                input: ({ context }) =>
                  leadRequest(
                    context,
                    tradeInLeadUser(context, context.offer ? TRADE_IN_SUBCATEGORY.offerMade : TRADE_IN_SUBCATEGORY.noInstantOffer),
                    context.idempotencyKeys.details,
                  ),
                onDone: [
                  {
                    guard: { type: 'leadAccepted', params: ({ event }) => event.output },
                    target: '#tradeIn.offer',
                    actions: { type: 'storeLeadId', params: ({ event }) => event.output },
                  },
                  { guard: { type: 'carRefused', params: ({ event }) => event.output }, target: 'submitting', reenter: true, actions: 'dropCar' },
                  { target: '#tradeIn.details.editing', actions: { type: 'storeLeadRefusal', params: ({ event }) => event.output } },
                ],
                onError: { target: '#tradeIn.details.editing', actions: { type: 'storeSubmitFailure', params: ({ event }) => failureMessage(event.error) } },
              },
            },
          },
        },
      },
    },
    /** spec 2 §2 'After submission'. */
    offer: {
      always: [{ guard: 'hasOffer', target: 'offered' }, { target: 'noInstantOffer' }],
    },
    offered: {
      on: { ACCEPT: { target: 'accepting', actions: 'clearAcceptError' } },
    },
    /** spec 2 §4: accepting sends a lead update with subcategory '3. Offer Accepted', form_completed and offer_accepted. */
    accepting: {
      tags: ['busy'],
      invoke: {
        src: 'submitLead',
        input: ({ context }) =>
          leadRequest(
            context,
            { ...tradeInLeadUser(context, TRADE_IN_SUBCATEGORY.offerAccepted), lead_id: context.leadId ?? '', form_completed: true, offer_accepted: true },
            context.idempotencyKeys.accept,
          ),
        onDone: [
          { guard: { type: 'leadAccepted', params: ({ event }) => event.output }, target: 'recording' },
          { guard: { type: 'carRefused', params: ({ event }) => event.output }, target: 'accepting', reenter: true, actions: 'dropCar' },
          { target: 'offered', actions: { type: 'storeAcceptRefusal', params: ({ event }) => event.output } },
        ],
        onError: { target: 'offered', actions: { type: 'storeAcceptFailure', params: ({ event }) => failureMessage(event.error) } },
      },
      after: { SUBMIT_TIMEOUT: { target: 'offered', actions: { type: 'storeAcceptFailure', params: TRADE_IN_SUBMIT_TIMEOUT_MESSAGE } } },
    },
    recording: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        analytics: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'trackEvent',
                input: ({ context }) => ({ eventId: AnalyticsEventId.tradeInOfferAccepted, leadId: context.leadId ?? '', carId: context.car?.id ?? null }),
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'warn', params: ({ event }) => ({ what: 'analytics event 18', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        valuation: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'postsValuation', target: 'posting' }, { target: 'done' }] },
            posting: {
              invoke: {
                src: 'postValuation',
                input: ({ context }) => ({
                  lead_id: context.leadId ?? '',
                  column_name: 'valuation',
                  value: {
                    offer_price: context.offer?.offer_price ?? null,
                    reduced_price: context.offer?.reduced_price ?? null,
                    final_price: context.offer?.final_price ?? null,
                  },
                }),
                onDone: [
                  { guard: { type: 'isOk', params: ({ event }) => event.output }, target: 'done' },
                  { target: 'done', actions: { type: 'warn', params: ({ event }) => ({ what: 'valuation post', error: event.output }) } },
                ],
                onError: { target: 'done', actions: { type: 'warn', params: ({ event }) => ({ what: 'valuation post', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'accepted',
    },
    /** The valuation could not be made: the lead was sent; the buying team values the car and calls. */
    noInstantOffer: { type: 'final' },
    /** spec 2 §2: 'a team member will be in touch soon with the offer'. */
    accepted: { type: 'final' },
  },
});

export type TradeInSnapshot = SnapshotFrom<typeof tradeInMachine>;

/** Which panel the page shows. */
export type TradeInView =
  'entry' | 'searching' | 'notFound' | 'providerError' | 'chooseVehicle' | 'uploadImages' | 'details' | 'offered' | 'noInstantOffer' | 'accepted';

export function tradeInView(snapshot: TradeInSnapshot): TradeInView {
  if (snapshot.matches('searching') || snapshot.matches('refining')) return 'searching';
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('providerError')) return 'providerError';
  if (snapshot.matches('chooseVehicle')) return 'chooseVehicle';
  if (snapshot.matches('uploadImages')) return 'uploadImages';
  if (snapshot.matches('details')) return 'details';
  if (snapshot.matches('offered') || snapshot.matches('accepting') || snapshot.matches('recording')) return 'offered';
  if (snapshot.matches('noInstantOffer')) return 'noInstantOffer';
  if (snapshot.matches('accepted')) return 'accepted';
  return 'entry';
}

/** The searching message shown now (spec 2 §2). */
export function searchingMessage(snapshot: TradeInSnapshot): string {
  return SEARCHING_MESSAGES[snapshot.context.searchingMessage % SEARCHING_MESSAGES.length] ?? SEARCHING_MESSAGES[0];
}

/** spec 2 §4 'Forms in general': while busy the buttons are disabled and show a spinner. */
export function isBusy(snapshot: TradeInSnapshot): boolean {
  return snapshot.hasTag('busy');
}
