/**
 * The service booking form (issue 13; spec 2 §2 'Service booking', §4 'Service booking', §5,
 * §8): one machine for every variant — full, full two-step, minimal, with or without the
 * address fields — the variant being configuration (the site's ServiceBookingSettings) that
 * the domain turns into steps (domain/service serviceSteps).
 *
 *   editing ──NEXT/SUBMIT: step valid──▶ verifying (captcha) ──▶ submitting (the step's lead) ──▶ next step (editing)
 *     │  │                                                              ├─ last step accepted ──▶ booked ──▶ /success
 *     │  │                                                              ├─ slot taken (409) ──▶ editing: message on the time, the picker refreshes
 *     │  │                                                              └─ refused / no answer ──▶ editing: the message; NEXT retries with the same key
 *     │  └─NEXT on the minimal Vehicle Details, no vehicle yet, rego and state given──▶ lookingUp ──found──▶ next step
 *     │                                                                                          └─not found──▶ editing: make, model and year by hand
 *     └─NEXT, step incomplete: its field errors (and on the minimal Vehicle Details, spec 2 §8
 *       'Please complete the form step before proceeding')
 *
 * spec 2 §4: each step advances on submit; the first submission creates the lead and every later
 * one carries its lead id; the last marks the booking complete (lead_status Complete,
 * form_completed true). Each submission has its own Idempotency-Key — the base, the step and a
 * revision that moves on once a submission is accepted — so a retry after no answer never makes
 * a second lead, and a step sent again after BACK is a new update, not a replay.
 *
 * Side effects are named actors the caller supplies (`machine.provide({ actors })`): in React,
 * in a test, or another channel. Imports only xstate and the domain.
 */
import { and, assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { Dealership, ServiceBookingSettings } from '../../domain/dealer-site/dealer-site';
import type { FieldErrors } from '../../domain/leads/field-errors';
import { enquiryFailureMessage, leadResult, SUCCESS_PATH, type LeadResponse } from '../../domain/leads/lead-result';
import {
  ENTER_VEHICLE_MESSAGE,
  firstStepWith,
  REGO_LOOKUP_UNAVAILABLE_MESSAGE,
  REGO_NOT_FOUND_MESSAGE,
  regoLookupErrors,
  SERVICE_CATEGORY,
  serviceBookingSummary,
  serviceFieldErrors,
  serviceFieldOfLeadPath,
  serviceLeadUser,
  serviceStepErrors,
  serviceSteps,
  STEP_INCOMPLETE_MESSAGE,
  vehicleErrors,
  withServiceChange,
  withServiceSlot,
  type ServiceBookingContext,
  type ServiceBookingSummary,
  type ServiceFormField,
  type ServiceFormLocation,
  type ServiceFormValues,
  type ServiceLeadValue,
  type ServiceStep,
} from '../../domain/service';

export interface ServiceBookingInput {
  readonly settings: ServiceBookingSettings;
  /** The site's locations (PublicLocation has every field needed). */
  readonly locations: readonly ServiceFormLocation[];
  readonly dealerships: readonly Pick<Dealership, 'slug' | 'name'>[];
  /** The values the form starts with (domain initialServiceValues). */
  readonly values: ServiceFormValues;
  /** The base of every submission's Idempotency-Key (a UUID per form). */
  readonly idempotencyKey: string;
  /** The calendar year now (the year field takes up to next year); default: the clock's. */
  readonly currentYear?: number;
}

/** How the minimal variant's Vehicle Details stands: rego only, a vehicle found by it, or make, model and year by hand. */
export type VehicleEntry = 'rego' | 'found' | 'manual';

/** What the lookupRego actor resolves with. */
export type RegoLookupOutcome =
  | { readonly kind: 'found'; readonly make: string; readonly model: string; readonly year: string | number | null }
  | { readonly kind: 'not_found' }
  /** The provider could not answer (503, 5xx). */
  | { readonly kind: 'unavailable' }
  /** Our server refused the request (400: the rego or state as sent). */
  | { readonly kind: 'refused'; readonly message: string; readonly fields: FieldErrors };

/** What the submitStep actor resolves with: `{lead_id}` on 201, or the refusal `{error, code, fields, next_free?}`. */
export interface ServiceStepOutcome extends LeadResponse {
  readonly code?: string;
  /** Field path ('user.Preferred Service Time', 'user.email') → message. */
  readonly fields?: Readonly<Record<string, string>>;
  /** 409 LEAD.SLOT_TAKEN: the next free times the server offers (the slot picker shows them itself). */
  readonly next_free?: unknown;
}

export interface SubmitStepInput {
  /** The lead's `user` (domain serviceLeadUser). */
  readonly user: Readonly<Record<string, ServiceLeadValue>>;
  readonly idempotencyKey: string;
  readonly captcha: Readonly<Record<string, unknown>>;
  /** The booking's last step (the slot is held now). */
  readonly last: boolean;
}

export interface ServiceBookingMachineContext {
  readonly booking: ServiceBookingContext;
  readonly steps: readonly ServiceStep[];
  readonly stepIndex: number;
  readonly values: ServiceFormValues;
  readonly fieldErrors: FieldErrors;
  /** A message for the whole step: spec 2 §8's minimal step error, the server's refusal, no answer. */
  readonly formError: string | null;
  /** spec 2 §4: the lead the first submission made; every later submission carries it. */
  readonly leadId: string | null;
  readonly captcha: Readonly<Record<string, unknown>>;
  readonly idempotencyKey: string;
  /** Moves on when a submission is accepted (and when the server says a key was used for other content). */
  readonly keyRevision: number;
  readonly vehicleEntry: VehicleEntry;
  /** The lookup's message (not found, could not run), shown above the make, model and year inputs. */
  readonly lookupMessage: string | null;
  /** The rego and state last looked up ('ABC123|QLD'): NEXT does not look the same plate up twice. */
  readonly lookedUp: string | null;
  readonly advanceAfterLookup: boolean;
  /** Moves on when the server says the slot was taken: the slot picker fetches its times again. */
  readonly slotsVersion: number;
  /** The booking made (state 'booked'). */
  readonly summary: ServiceBookingSummary | null;
}

export type ServiceBookingEvent =
  | { type: 'CHANGE'; field: ServiceFormField; value: unknown }
  /** The slot picker's choice; `locationSlug` when it moved the booking to another workshop. */
  | { type: 'PICK_SLOT'; date: string | null; time: string | null; locationSlug?: string | undefined }
  | { type: 'NEXT' }
  | { type: 'SUBMIT' }
  | { type: 'BACK' }
  | { type: 'LOOKUP_REGO' }
  /** The minimal variant: enter make, model and year by hand (no rego at hand, or the vehicle found is not the shopper's). */
  | { type: 'ENTER_VEHICLE' };

/** A submission gives up after this long (its idempotency key makes the retry safe). */
export const SERVICE_SUBMIT_TIMEOUT_MS = 30_000;
export const SERVICE_LOOKUP_TIMEOUT_MS = 20_000;
export const SERVICE_STORE_TIMEOUT_MS = 2_000;
export const SERVICE_SUBMIT_TIMEOUT_MESSAGE = 'Your booking took too long to send. Please check your connection and try again.';
/** The lead code of a slot another booking took first (helper 'slots': 409 with the next free times). */
export const SLOT_TAKEN_CODE = 'LEAD.SLOT_TAKEN';
/** Choice: the slot-taken message when the server sends none. */
export const SLOT_TAKEN_FALLBACK_MESSAGE = 'Sorry, that time has just been booked. Please choose another time.';

const notProvided = (name: string) => () => Promise.reject(new Error(`The service booking machine's '${name}' actor was not provided`));

const currentStep = (c: ServiceBookingMachineContext): ServiceStep => c.steps[c.stepIndex] as ServiceStep;
const isLast = (c: ServiceBookingMachineContext): boolean => c.stepIndex >= c.steps.length - 1;
const isMinimalVehicleStep = (c: ServiceBookingMachineContext): boolean => c.booking.settings.variant === 'minimal' && currentStep(c).id === 'vehicle';
const plateKey = (v: Pick<ServiceFormValues, 'rego' | 'regoState'>): string => `${v.rego.replace(/[\s-]+/g, '').toUpperCase()}|${v.regoState}`;
const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

/** The errors blocking this step: on the last, every field of the form (a step left by BACK may have changed). */
function blockingErrors(c: ServiceBookingMachineContext): FieldErrors {
  return isLast(c) ? serviceFieldErrors(c.values, c.booking) : serviceStepErrors(c.values, currentStep(c), c.booking);
}

/** The Idempotency-Key of this step's submission now. */
export function stepIdempotencyKey(c: Pick<ServiceBookingMachineContext, 'idempotencyKey' | 'stepIndex' | 'keyRevision'>): string {
  return `${c.idempotencyKey}:step-${c.stepIndex + 1}:${c.keyRevision}`;
}

/** The lead this step submits now (spec 2 §3, §4). */
export function stepLeadUser(c: ServiceBookingMachineContext): Record<string, ServiceLeadValue> {
  return serviceLeadUser(c.values, c.stepIndex, c.steps, { ...c.booking, leadId: c.leadId });
}

/** Server field paths as the form's fields (a field the form does not show is named in the form's message). */
function refusalErrors(outcome: ServiceStepOutcome): FieldErrors {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(outcome.fields ?? {})) {
    const field = serviceFieldOfLeadPath(path);
    if (field) fields[field] = message;
  }
  return fields;
}

export const serviceBookingMachine = setup({
  types: {
    context: {} as ServiceBookingMachineContext,
    events: {} as ServiceBookingEvent,
    input: {} as ServiceBookingInput,
  },
  actors: {
    /** spec 2 §4 'a captcha is run': the honeypot and the form token (issue 10), as the lead forms send them. */
    runCaptcha: fromPromise<Record<string, unknown>, { values: ServiceFormValues }>(notProvided('runCaptcha')),
    /** POST /api/leads with the Idempotency-Key; resolves with the answer, rejects when none came back. */
    submitStep: fromPromise<ServiceStepOutcome, SubmitStepInput>(notProvided('submitStep')),
    /** The minimal variant's rego lookup: make, model and year of a plate. Rejects when no answer came back. */
    lookupRego: fromPromise<RegoLookupOutcome, { rego: string; state: string }>(notProvided('lookupRego')),
    /** spec 2 §3, §4: the success-category entry stored locally (with the booking, for /success). */
    storeSuccess: fromPromise<void, { leadId: string; category: string; summary: ServiceBookingSummary }>(notProvided('storeSuccess')),
    /** spec 2 §4: the follow-up call recording the category. */
    followUp: fromPromise<void, { leadId: string; category: string }>(notProvided('followUp')),
    /** Loads /success. */
    navigate: fromPromise<void, { path: string }>(notProvided('navigate')),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      let values = withServiceChange(context.values, event.field, event.value, context.booking);
      let vehicleEntry = context.vehicleEntry;
      // A vehicle found by another plate is not this one's: back to the rego.
      if ((event.field === 'rego' || event.field === 'regoState') && vehicleEntry === 'found' && plateKey(values) !== context.lookedUp) {
        values = { ...values, make: '', model: '', year: '' };
        vehicleEntry = 'rego';
      }
      const { [event.field]: _cleared, ...rest } = context.fieldErrors;
      const fieldErrors: Record<string, string> = rest;
      if (event.field === 'location' || event.field === 'dealership') {
        delete fieldErrors.location;
        delete fieldErrors.time;
      }
      // spec 2 §8's step error stays until the step can be left.
      const formError = context.formError === STEP_INCOMPLETE_MESSAGE ? context.formError : null;
      return { values, vehicleEntry, fieldErrors, formError };
    }),
    pickSlot: assign(({ context, event }) => {
      if (event.type !== 'PICK_SLOT') return {};
      // An error goes once its field has a value: the picker letting a taken time go (time null) keeps the slot-taken message.
      const fieldErrors: Record<string, string> = { ...context.fieldErrors };
      if (event.date) delete fieldErrors.date;
      if (event.time) delete fieldErrors.time;
      if (event.locationSlug) delete fieldErrors.location;
      return { values: withServiceSlot(context.values, event, context.booking), fieldErrors };
    }),
    nextStep: assign(({ context }) => ({ stepIndex: Math.min(context.steps.length - 1, context.stepIndex + 1), fieldErrors: {}, formError: null })),
    previousStep: assign(({ context }) => ({ stepIndex: Math.max(0, context.stepIndex - 1), fieldErrors: {}, formError: null })),
    /** The step's errors; on the minimal Vehicle Details also spec 2 §8's form-level message. */
    showStepErrors: assign(({ context }) => {
      if (isMinimalVehicleStep(context)) {
        const fieldErrors = context.vehicleEntry === 'rego' ? regoLookupErrors(context.values) : vehicleErrors(context.values, context.booking.currentYear);
        return { fieldErrors, formError: STEP_INCOMPLETE_MESSAGE };
      }
      const fieldErrors = blockingErrors(context);
      const first = firstStepWith(context.steps, Object.keys(fieldErrors));
      return { fieldErrors, formError: null, stepIndex: first >= 0 && first < context.stepIndex ? first : context.stepIndex };
    }),
    showLookupErrors: assign(({ context }) => ({ fieldErrors: regoLookupErrors(context.values) })),
    startLookup: assign((_, advance: boolean) => ({ advanceAfterLookup: advance, formError: null, lookupMessage: null })),
    enterVehicle: assign(() => ({ vehicleEntry: 'manual' as const, lookupMessage: null, formError: null, fieldErrors: {} })),
    storeVehicle: assign(({ context }, found: Extract<RegoLookupOutcome, { kind: 'found' }>) => {
      const values = { ...context.values, make: found.make.trim(), model: found.model.trim(), year: found.year === null ? '' : String(found.year).trim() };
      const complete = !hasErrors(vehicleErrors(values, context.booking.currentYear));
      return {
        values,
        lookedUp: plateKey(values),
        // Something missing (the provider gave no year): the inputs, filled as far as found.
        vehicleEntry: complete ? ('found' as const) : ('manual' as const),
        lookupMessage: complete ? null : ENTER_VEHICLE_MESSAGE,
        fieldErrors: {},
        formError: null,
      };
    }),
    vehicleNotFound: assign(({ context }, message: string) => ({
      lookedUp: plateKey(context.values),
      vehicleEntry: 'manual' as const,
      lookupMessage: `${message} ${ENTER_VEHICLE_MESSAGE}`,
      formError: null,
    })),
    lookupRefused: assign((_, outcome: Extract<RegoLookupOutcome, { kind: 'refused' }>) => {
      const fieldErrors: Record<string, string> = {};
      for (const [path, message] of Object.entries(outcome.fields)) {
        const field = path === 'state' ? 'regoState' : path;
        if (field === 'rego' || field === 'regoState') fieldErrors[field] = message;
      }
      return { fieldErrors, formError: hasErrors(fieldErrors) ? null : outcome.message };
    }),
    storeCaptcha: assign((_, captcha: Record<string, unknown>) => ({ captcha })),
    /** spec 2 §4: the first lead's id is the one every later submission names. */
    accept: assign(({ context }, leadId: string) => ({
      leadId: context.leadId ?? leadId,
      keyRevision: context.keyRevision + 1,
      formError: null,
      fieldErrors: {},
    })),
    storeSummary: assign(({ context }) => ({ summary: serviceBookingSummary(context.values, context.booking) })),
    /** issue 13: the slot went to another booking first — its message on the time, and the picker fetches free times again. */
    slotTaken: assign(({ context }, outcome: ServiceStepOutcome) => ({
      fieldErrors: { time: outcome.error?.trim() || SLOT_TAKEN_FALLBACK_MESSAGE },
      formError: null,
      slotsVersion: context.slotsVersion + 1,
      // Nothing was stored; the booking of another time is another request, under its own key.
      keyRevision: context.keyRevision + 1,
    })),
    /** The server refused the step: its field errors on the fields (back to the step showing the first), the rest on the form. */
    refused: assign(({ context }, outcome: ServiceStepOutcome) => {
      const fields = refusalErrors(outcome);
      const result = leadResult(outcome);
      const first = firstStepWith(context.steps, Object.keys(fields));
      // spec 2 §4, §8: the server's error (its 'Please fix the following errors: …' line), else 'An unexpected error occured'.
      return { fieldErrors: fields, formError: result._tag === 'Left' ? result.left : null, stepIndex: first >= 0 ? first : context.stepIndex };
    }),
    /** The key went with other content (a retry after the shopper changed something): the next try gets a fresh one. */
    bumpKey: assign(({ context }) => ({ keyRevision: context.keyRevision + 1 })),
    failed: assign((_, message: string) => ({ formError: message })),
    /** spec 2 §3: name, email and phone are kept locally for reuse (the caller stores them). */
    rememberContact: (_, _contact: { name: string; email: string; phone: string }) => {},
    /** Failures of what follows a booking (follow-up, local storage) are logged (the caller logs). */
    warn: (_, _problem: { what: string; error: unknown }) => {},
  },
  guards: {
    isLastStep: ({ context }) => isLast(context),
    stepIsValid: ({ context }) => !hasErrors(blockingErrors(context)),
    stepSubmits: ({ context }) => currentStep(context).submits,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    isMinimalVehicleStep: ({ context }) => isMinimalVehicleStep(context),
    /** NEXT on the minimal Vehicle Details with no vehicle yet: look the plate up (once per plate; a new plate after a miss is looked up too). */
    shouldLookUp: ({ context }) =>
      isMinimalVehicleStep(context) &&
      context.vehicleEntry !== 'found' &&
      hasErrors(vehicleErrors(context.values, context.booking.currentYear)) &&
      !hasErrors(regoLookupErrors(context.values)) &&
      context.lookedUp !== plateKey(context.values),
    plateIsValid: ({ context }) => !hasErrors(regoLookupErrors(context.values)),
    accepted: (_, outcome: ServiceStepOutcome) => leadResult(outcome)._tag === 'Right',
    acceptedOnLastStep: ({ context }, outcome: ServiceStepOutcome) => leadResult(outcome)._tag === 'Right' && isLast(context),
    slotTaken: (_, outcome: ServiceStepOutcome) => outcome.code === SLOT_TAKEN_CODE,
    keyReused: (_, outcome: ServiceStepOutcome) => outcome.code === 'IDEMPOTENCY.KEY_REUSED',
    advanceAfterLookup: ({ context }) => context.advanceAfterLookup && context.vehicleEntry === 'found',
  },
  delays: {
    SUBMIT_TIMEOUT: SERVICE_SUBMIT_TIMEOUT_MS,
    LOOKUP_TIMEOUT: SERVICE_LOOKUP_TIMEOUT_MS,
    STORE_TIMEOUT: SERVICE_STORE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'serviceBooking',
  context: ({ input }) => ({
    booking: {
      settings: input.settings,
      locations: input.locations,
      dealerships: input.dealerships,
      currentYear: input.currentYear ?? new Date().getFullYear(),
    },
    steps: serviceSteps(input.settings),
    stepIndex: 0,
    values: input.values,
    fieldErrors: {},
    formError: null,
    leadId: null,
    captcha: {},
    idempotencyKey: input.idempotencyKey,
    keyRevision: 0,
    // A vehicle known from the start (a returning shopper's values) shows as entered by hand.
    vehicleEntry: input.values.make !== '' || input.values.model !== '' ? 'manual' : 'rego',
    lookupMessage: null,
    lookedUp: null,
    advanceAfterLookup: false,
    slotsVersion: 0,
    summary: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setValue' },
        PICK_SLOT: { actions: 'pickSlot' },
        NEXT: '#serviceBooking.advancing',
        SUBMIT: '#serviceBooking.advancing',
        BACK: { guard: 'hasPreviousStep', actions: 'previousStep' },
        LOOKUP_REGO: [
          { guard: and(['isMinimalVehicleStep', 'plateIsValid']), target: 'lookingUp', actions: { type: 'startLookup', params: false } },
          { actions: 'showLookupErrors' },
        ],
        ENTER_VEHICLE: { guard: 'isMinimalVehicleStep', actions: 'enterVehicle' },
      },
    },
    /** NEXT and SUBMIT alike (the Enter key on an earlier step advances). */
    advancing: {
      always: [
        { guard: 'shouldLookUp', target: 'lookingUp', actions: { type: 'startLookup', params: true } },
        { guard: and(['stepIsValid', 'stepSubmits']), target: 'verifying' },
        { guard: and(['stepIsValid', not('isLastStep')]), target: 'editing', actions: 'nextStep' },
        { target: 'editing', actions: 'showStepErrors' },
      ],
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        src: 'lookupRego',
        input: ({ context }) => ({ rego: context.values.rego.replace(/[\s-]+/g, '').toUpperCase(), state: context.values.regoState }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'found',
            target: 'lookedUp',
            actions: { type: 'storeVehicle', params: ({ event }) => event.output as Extract<RegoLookupOutcome, { kind: 'found' }> },
          },
          { guard: ({ event }) => event.output.kind === 'not_found', target: 'editing', actions: { type: 'vehicleNotFound', params: REGO_NOT_FOUND_MESSAGE } },
          {
            guard: ({ event }) => event.output.kind === 'refused',
            target: 'editing',
            actions: { type: 'lookupRefused', params: ({ event }) => event.output as Extract<RegoLookupOutcome, { kind: 'refused' }> },
          },
          { target: 'editing', actions: { type: 'vehicleNotFound', params: REGO_LOOKUP_UNAVAILABLE_MESSAGE } },
        ],
        onError: { target: 'editing', actions: { type: 'vehicleNotFound', params: REGO_LOOKUP_UNAVAILABLE_MESSAGE } },
      },
      after: { LOOKUP_TIMEOUT: { target: 'editing', actions: { type: 'vehicleNotFound', params: REGO_LOOKUP_UNAVAILABLE_MESSAGE } } },
    },
    lookedUp: {
      always: [{ guard: 'advanceAfterLookup', target: 'editing', actions: 'nextStep' }, { target: 'editing' }],
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'runCaptcha',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'submitting', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
        // spec 2 §8: nothing came back (no connection, a token that could not be fetched).
        onError: { target: 'editing', actions: { type: 'failed', params: enquiryFailureMessage(null) } },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'rememberContact', params: ({ context }) => ({ name: context.values.name, email: context.values.email, phone: context.values.phone }) },
      invoke: {
        src: 'submitStep',
        input: ({ context }) => ({ user: stepLeadUser(context), idempotencyKey: stepIdempotencyKey(context), captcha: context.captcha, last: isLast(context) }),
        onDone: [
          {
            guard: { type: 'acceptedOnLastStep', params: ({ event }) => event.output },
            target: 'booked',
            actions: [{ type: 'accept', params: ({ event }) => (leadResult(event.output) as { right: string }).right }, 'storeSummary'],
          },
          {
            guard: { type: 'accepted', params: ({ event }) => event.output },
            target: 'editing',
            actions: [{ type: 'accept', params: ({ event }) => (leadResult(event.output) as { right: string }).right }, 'nextStep'],
          },
          {
            guard: { type: 'slotTaken', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'slotTaken', params: ({ event }) => event.output },
          },
          { guard: { type: 'keyReused', params: ({ event }) => event.output }, target: 'submitting', reenter: true, actions: 'bumpKey' },
          { target: 'editing', actions: { type: 'refused', params: ({ event }) => event.output } },
        ],
        // spec 2 §8: no answer — the form's default text; NEXT sends again with the same key.
        onError: { target: 'editing', actions: { type: 'failed', params: enquiryFailureMessage(null) } },
      },
      after: { SUBMIT_TIMEOUT: { target: 'editing', actions: { type: 'failed', params: SERVICE_SUBMIT_TIMEOUT_MESSAGE } } },
    },
    /** spec 2 §4 'Lead result': the follow-up call, the success-category entry stored, then /success. */
    booked: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        followUp: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'followUp',
                input: ({ context }) => ({ leadId: context.leadId ?? '', category: SERVICE_CATEGORY }),
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'warn', params: ({ event }) => ({ what: 'follow-up', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        navigation: {
          initial: 'storing',
          states: {
            storing: {
              invoke: {
                src: 'storeSuccess',
                input: ({ context }) => ({
                  leadId: context.leadId ?? '',
                  category: SERVICE_CATEGORY,
                  summary: context.summary ?? serviceBookingSummary(context.values, context.booking),
                }),
                onDone: 'navigating',
                onError: { target: 'navigating', actions: { type: 'warn', params: ({ event }) => ({ what: 'local storage', error: event.error }) } },
              },
              // /success loads even if storing hangs.
              after: { STORE_TIMEOUT: 'navigating' },
            },
            navigating: {
              invoke: { src: 'navigate', input: { path: SUCCESS_PATH }, onDone: 'done', onError: 'done' },
            },
            done: { type: 'final' },
          },
        },
      },
      onDone: 'done',
    },
    done: { type: 'final' },
  },
});

export type ServiceBookingSnapshot = SnapshotFrom<typeof serviceBookingMachine>;

/** spec 2 §4: while busy the buttons are disabled and the one pressed shows a spinner. */
export function isServiceBookingBusy(snapshot: ServiceBookingSnapshot): boolean {
  return snapshot.hasTag('busy');
}

/** The booking was made (the form shows its summary while /success loads). */
export function isBooked(snapshot: ServiceBookingSnapshot): boolean {
  return snapshot.matches('booked') || snapshot.matches('done');
}
