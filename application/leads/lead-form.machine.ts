/**
 * The lead form (spec 2 §4 "Forms in general", "Lead result"; spec 2 §2 the multi-step
 * enquiry form): every lead form of spec 1 §2 and spec 2 §2 — enquiry, test drive, request
 * photos, finance, 'Find Me Something Similar', trade-in style — runs this machine, with one
 * step or several.
 *
 *   editing ──SUBMIT (last step)──▶ validating ──valid──▶ verifying (captcha) ──▶ submitting
 *      ▲  └─NEXT/SUBMIT (earlier step): the step's fields valid → next step          │
 *      └──────────────── invalid: field errors, the first step in error ◀────────────┤
 *   success: analytics event ∥ follow-up call ∥ store enquired car + success-category → /success
 *   failure: alert 'An error occurred when submitting this form', the server's message on the form
 *
 * Side effects are named actors the caller supplies (`machine.provide({ actors })`): in React,
 * in a test, or in another channel. Imports only xstate and the domain.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { leadEventId, leadKindOfCategory, type AnalyticsEventId } from '../../domain/analytics/event-ids';
import type { FieldErrors } from '../../domain/leads/field-errors';
import { enquiryFailureMessage, leadResult, SUCCESS_PATH, type LeadResponse } from '../../domain/leads/lead-result';
import { leadFormErrors, type LeadFormRules, type LeadFormValues } from '../../domain/leads/lead-validation';
import type { CarType } from '../../domain/vehicle/car';

/** One step of a multi-step form: the fields it shows (validated before the next step). */
export interface LeadFormStep {
  readonly id: string;
  readonly fields: readonly string[];
}

/** What the form knows of the car it is about (spec 2 §7: the event id follows its type and tag). */
export interface LeadFormCar {
  readonly car_id: number;
  readonly car_type: CarType;
  readonly tag?: string | null;
}

export interface LeadFormInput {
  /** Starting values: the lead form defaults (domain leadFormDefaults) and remembered contact details. */
  values: LeadFormValues;
  rules: LeadFormRules;
  /** The steps of a multi-step form; absent: one step with every field. */
  steps?: readonly LeadFormStep[];
  /** Sent as the Idempotency-Key: the same on every retry of this form, so a retry never makes a second lead. */
  idempotencyKey: string;
  car?: LeadFormCar | null;
}

/** What the submitLead actor resolves with: the response body (spec 2 §3: lead_id and error) and any field errors. */
export interface LeadSubmitOutcome extends LeadResponse {
  /** The refusal's code (`LEAD.CAPTCHA_FAILED` …), from an error answer. */
  code?: string;
  /** Field path (`user.email` or `email`) → message, from a 400 answer. */
  fields?: Readonly<Record<string, string>>;
}

export interface SubmitLeadInput {
  values: LeadFormValues;
  idempotencyKey: string;
  captcha: Readonly<Record<string, unknown>>;
}

export interface LeadFormContext {
  values: LeadFormValues;
  rules: LeadFormRules;
  steps: readonly LeadFormStep[] | null;
  stepIndex: number;
  fieldErrors: FieldErrors;
  /** The error shown on the form after a failed submit (spec 2 §8). */
  formError: string | null;
  captcha: Readonly<Record<string, unknown>>;
  idempotencyKey: string;
  car: LeadFormCar | null;
  leadId: string | null;
}

export type LeadFormEvent = { type: 'CHANGE'; field: string; value: unknown } | { type: 'NEXT' } | { type: 'BACK' } | { type: 'SUBMIT' };

/** The submission gives up after this long (the idempotency key makes a retry safe). */
export const SUBMIT_TIMEOUT_MS = 30_000;
/** How long /success waits for the success records to be stored before it loads anyway. */
export const STORE_TIMEOUT_MS = 2_000;
export const SUBMIT_TIMEOUT_MESSAGE = 'The form took too long to send. Please check your connection and try again.';

const notProvided = (name: string) => () => Promise.reject(new Error(`The lead form's '${name}' actor was not provided`));

function allErrors(context: Pick<LeadFormContext, 'values' | 'rules'>): FieldErrors {
  return leadFormErrors(context.values, context.rules);
}

/** The errors of the fields the current step shows (every field on a single-step form). */
function stepErrors(context: LeadFormContext): FieldErrors {
  const step = context.steps?.[context.stepIndex];
  const errors = allErrors(context);
  if (!step) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => step.fields.includes(field)));
}

function isLastStep(context: LeadFormContext): boolean {
  return context.steps === null || context.stepIndex >= context.steps.length - 1;
}

const category = (context: LeadFormContext): string => (typeof context.values.category === 'string' ? context.values.category : '');

/** spec 2 §7: the event of the lead's category and car (none for trade-in and service leads). */
export function leadFormEventId(context: Pick<LeadFormContext, 'values' | 'car'>): AnalyticsEventId | null {
  const kind = leadKindOfCategory(typeof context.values.category === 'string' ? context.values.category : '');
  if (kind._tag === 'None') return null;
  return leadEventId({ kind: kind.value, carType: context.car?.car_type ?? null, tag: context.car?.tag ?? null });
}

/** Server field paths ('user.email') as the form's field names ('email'). */
function formFields(fields: Readonly<Record<string, string>> | undefined): FieldErrors {
  return Object.fromEntries(Object.entries(fields ?? {}).map(([path, message]) => [path.replace(/^user\./, ''), message]));
}

export const leadFormMachine = setup({
  types: {
    context: {} as LeadFormContext,
    events: {} as LeadFormEvent,
    input: {} as LeadFormInput,
  },
  actors: {
    /**
     * spec 2 §4: "a captcha is run" — resolves with the evidence sent along: the honeypot and the
     * server-signed form token (issue 10), once the token is usable, or a hosted captcha's token.
     */
    runCaptcha: fromPromise<Record<string, unknown>, { values: LeadFormValues }>(notProvided('runCaptcha')),
    /** POSTs the lead (`POST /api/leads` with the Idempotency-Key); resolves with the answer, rejects when nothing came back. */
    submitLead: fromPromise<LeadSubmitOutcome, SubmitLeadInput>(notProvided('submitLead')),
    /** spec 2 §4, §7: the analytics event of the category and car type. Failures are logged as warnings and ignored. */
    trackLeadEvent: fromPromise<void, { eventId: AnalyticsEventId; category: string; carType: CarType | null }>(notProvided('trackLeadEvent')),
    /** spec 2 §3, §4: stores the enquired car and a success-category entry locally. */
    storeSuccess: fromPromise<void, { leadId: string; category: string; car: LeadFormCar | null }>(notProvided('storeSuccess')),
    /** spec 2 §4: the follow-up call recording the category and extra params such as car_type. */
    followUp: fromPromise<void, { leadId: string; category: string; params: { car_type?: CarType } }>(notProvided('followUp')),
    /** Loads /success. */
    navigate: fromPromise<void, { path: string }>(notProvided('navigate')),
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      const { [event.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    showStepErrors: assign(({ context }) => ({ fieldErrors: stepErrors(context) })),
    nextStep: assign(({ context }) => ({ stepIndex: context.stepIndex + 1, fieldErrors: {} })),
    previousStep: assign(({ context }) => ({ stepIndex: Math.max(0, context.stepIndex - 1), fieldErrors: {} })),
    /** Every error, and back to the first step showing one (a multi-step form). */
    showFormErrors: assign(({ context }) => {
      const fieldErrors = allErrors(context);
      const first = context.steps?.findIndex((step) => step.fields.some((f) => f in fieldErrors)) ?? -1;
      return { fieldErrors, stepIndex: first >= 0 ? first : context.stepIndex };
    }),
    clearErrors: assign({ fieldErrors: {}, formError: null }),
    storeCaptcha: assign((_, captcha: Record<string, unknown>) => ({ captcha })),
    storeLeadId: assign((_, leadId: string) => ({ leadId })),
    /** spec 2 §4, §8: the server's error (or 'An unexpected error occured') and its field errors on the form. */
    storeRefusal: assign((_, outcome: LeadSubmitOutcome) => {
      const result = leadResult(outcome);
      return { formError: result._tag === 'Left' ? result.left : null, fieldErrors: formFields(outcome.fields) };
    }),
    storeFailure: assign((_, message: string) => ({ formError: message })),
    /** spec 2 §8: the browser alert 'An error occurred when submitting this form' (the caller shows it). */
    alertFailure: () => {},
    /** spec 2 §3: name, email and phone are kept locally for reuse (the caller stores them). */
    rememberContact: (_, _contact: { name: unknown; email: unknown; phone: unknown }) => {},
    /** spec 2 §7: analytics failures are logged as warnings (the caller logs). */
    warn: (_, _problem: { what: string; error: unknown }) => {},
  },
  guards: {
    isLastStep: ({ context }) => isLastStep(context),
    stepIsValid: ({ context }) => Object.keys(stepErrors(context)).length === 0,
    formIsValid: ({ context }) => Object.keys(allErrors(context)).length === 0,
    hasPreviousStep: ({ context }) => context.stepIndex > 0,
    leadAccepted: (_, outcome: LeadSubmitOutcome) => leadResult(outcome)._tag === 'Right',
    hasAnalyticsEvent: ({ context }) => leadFormEventId(context) !== null,
  },
  delays: {
    SUBMIT_TIMEOUT: SUBMIT_TIMEOUT_MS,
    STORE_TIMEOUT: STORE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'leadForm',
  context: ({ input }) => ({
    values: input.values,
    rules: input.rules,
    steps: input.steps && input.steps.length > 0 ? input.steps : null,
    stepIndex: 0,
    fieldErrors: {},
    formError: null,
    captcha: {},
    idempotencyKey: input.idempotencyKey,
    car: input.car ?? null,
    leadId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'setValue' },
        // On an earlier step SUBMIT (the Enter key) advances like NEXT; on the last it submits.
        NEXT: [{ guard: 'isLastStep', target: 'validating' }, { guard: 'stepIsValid', actions: 'nextStep' }, { actions: 'showStepErrors' }],
        SUBMIT: [{ guard: 'isLastStep', target: 'validating' }, { guard: 'stepIsValid', actions: 'nextStep' }, { actions: 'showStepErrors' }],
        BACK: { guard: 'hasPreviousStep', actions: 'previousStep' },
      },
    },
    validating: {
      always: [
        { guard: 'formIsValid', target: 'verifying', actions: 'clearErrors' },
        { target: 'editing', actions: 'showFormErrors' },
      ],
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        src: 'runCaptcha',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'submitting', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
        // Nothing came back (no connection, a captcha that did not load): spec 2 §8's default text.
        onError: { target: 'failure', actions: { type: 'storeFailure', params: enquiryFailureMessage(null) } },
      },
    },
    submitting: {
      tags: ['busy'],
      entry: { type: 'rememberContact', params: ({ context }) => ({ name: context.values.name, email: context.values.email, phone: context.values.phone }) },
      invoke: {
        src: 'submitLead',
        input: ({ context }) => ({ values: context.values, idempotencyKey: context.idempotencyKey, captcha: context.captcha }),
        onDone: [
          {
            guard: { type: 'leadAccepted', params: ({ event }) => event.output },
            target: 'success',
            actions: { type: 'storeLeadId', params: ({ event }) => (leadResult(event.output) as { right: string }).right },
          },
          { target: 'failure', actions: { type: 'storeRefusal', params: ({ event }) => event.output } },
        ],
        // Nothing came back (no connection, a captcha that did not load): spec 2 §8's default text.
        onError: { target: 'failure', actions: { type: 'storeFailure', params: enquiryFailureMessage(null) } },
      },
      after: { SUBMIT_TIMEOUT: { target: 'failure', actions: { type: 'storeFailure', params: SUBMIT_TIMEOUT_MESSAGE } } },
    },
    success: {
      tags: ['busy'],
      type: 'parallel',
      states: {
        analytics: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'hasAnalyticsEvent', target: 'sending' }, { target: 'done' }] },
            sending: {
              invoke: {
                src: 'trackLeadEvent',
                input: ({ context }) => ({
                  eventId: leadFormEventId(context) as AnalyticsEventId,
                  category: category(context),
                  carType: context.car?.car_type ?? null,
                }),
                onDone: 'done',
                onError: { target: 'done', actions: { type: 'warn', params: ({ event }) => ({ what: 'analytics event', error: event.error }) } },
              },
            },
            done: { type: 'final' },
          },
        },
        followUp: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                src: 'followUp',
                input: ({ context }) => ({
                  leadId: context.leadId ?? '',
                  category: category(context),
                  params: context.car ? { car_type: context.car.car_type } : {},
                }),
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
                input: ({ context }) => ({ leadId: context.leadId ?? '', category: category(context), car: context.car }),
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
      onDone: 'submitted',
    },
    submitted: { type: 'final' },
    failure: {
      entry: 'alertFailure',
      on: {
        CHANGE: { actions: 'setValue' },
        SUBMIT: 'validating',
        NEXT: 'validating',
        BACK: { guard: 'hasPreviousStep', target: 'editing', actions: 'previousStep' },
      },
    },
  },
});

/**
 * A multi-step enquiry's usual steps (spec 2 §2: "advances step by step and submits on the
 * last step"): who, what, then the terms. A form may pass its own.
 */
export const DEFAULT_ENQUIRY_STEPS: readonly LeadFormStep[] = [
  { id: 'contact', fields: ['name', 'last_name', 'email', 'phone', 'postcode'] },
  { id: 'enquiry', fields: ['category', 'dealership_slug', 'location', 'message'] },
  { id: 'confirm', fields: ['terms_conditions', 'opt_in'] },
];

export type LeadFormSnapshot = SnapshotFrom<typeof leadFormMachine>;

/** spec 2 §4: while busy the submit button is disabled and shows a spinner. */
export function isSubmitting(snapshot: LeadFormSnapshot): boolean {
  return snapshot.hasTag('busy');
}
