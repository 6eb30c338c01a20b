import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMachine } from '@xstate/react';
import * as E from 'fp-ts/Either';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { LeadFormsClient } from '../../../application/client/lead-forms-client.port';
import { FormTokenKeeper } from '../../../application/leads/form-token-keeper';
import {
  isSubmitting,
  leadFormMachine,
  type LeadFormCar,
  type LeadFormStep,
  type LeadSubmitOutcome,
  type SubmitLeadInput,
} from '../../../application/leads/lead-form.machine';
import type { AnalyticsEventId } from '../../../domain/analytics/event-ids';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { SUBMIT_FAILURE_MESSAGE } from '../../../domain/leads/lead-result';
import type { LeadFormRules, LeadFormValues } from '../../../domain/leads/lead-validation';
import type { CarType } from '../../../domain/vehicle/car';
import { useCaryardClient } from '../../hooks/use-caryard-client';
import { useLeadFormsClient } from './lead-forms-client-context';
import { recordVisitedPage, rememberContact, rememberedContact, storeEnquiredCar, storeSuccessCategory, visitedPages } from './lead-local-store';
import type { LeadFormCarInfo } from './lead-form-types';

/** A fresh Idempotency-Key: one per form (its retries reuse it). */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  // randomUUID needs a secure context; a plain-http preview host still gets a v4 UUID.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface UseLeadFormOptions {
  initialValues: LeadFormValues;
  rules: LeadFormRules;
  steps?: readonly LeadFormStep[];
  car?: LeadFormCarInfo | undefined;
  /**
   * Called in place of going to the success page (spec 2 §4), for a form that confirms where
   * it is (the chat panel stays on the car's page). Everything else a success does still runs.
   */
  onDelivered?: (() => void) | undefined;
  /** What the lead booked, in the words the success page repeats (a test drive's car, time and place), from the values sent. */
  successDetail?: ((values: LeadFormValuesRecord) => string | undefined) | undefined;
}

export type LeadFormValuesRecord = Record<string, unknown>;

export interface LeadFormBinding {
  form: UseFormReturnType<LeadFormValuesRecord>;
  /** Sends SUBMIT (the form's onSubmit). */
  submit: (event?: { preventDefault?: () => void }) => void;
  next: () => void;
  back: () => void;
  submitting: boolean;
  /** The server's message after a failed submit (spec 2 §8). */
  formError: string | null;
  stepIndex: number;
  steps: readonly LeadFormStep[] | null;
  /** The hidden honeypot input's ref (issue 6 captcha: people leave it empty). */
  honeypotRef: React.RefObject<HTMLInputElement | null>;
  /** Sets a value from outside an input (the slot picker). */
  setValue: (field: string, value: unknown) => void;
}

/** Form values → the lead's user fields: blanks and the form's own bookkeeping left out. */
function userOf(values: LeadFormValues): LeadUser {
  const user: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') continue;
    user[key] = typeof value === 'string' ? value.trim() : value;
  }
  return {
    ...user,
    category: String(values.category ?? ''),
    name: String(values.name ?? '').trim(),
    email: String(values.email ?? '').trim(),
    phone: String(values.phone ?? '').trim(),
  } as LeadUser;
}

/** The spec 2 §3 payload of a form. */
function submissionOf(values: LeadFormValues, car: LeadFormCarInfo | undefined): LeadSubmission {
  const url = new URL(window.location.href);
  const linked: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (Object.keys(linked).length < 50) linked[key.slice(0, 200)] = value.slice(0, 2_000);
  const pages = visitedPages();
  return {
    user: userOf(values),
    url: url.href.slice(0, 2_048),
    source: 'Website',
    user_agent: navigator.userAgent.slice(0, 1_000),
    ...(car ? { car_id: car.id, car_dealership_id: car.dealership_id } : {}),
    lead_attributes: { visited_pages: pages.length > 0 ? pages : [url.pathname], linked_query_params: linked },
  };
}

/** issue 10: the form's server-signed token, fetched when the form is shown and kept fresh. */
function tokenKeeper(deps: { readonly current: { readonly client: LeadFormsClient } }): FormTokenKeeper {
  return new FormTokenKeeper({ fetchToken: () => deps.current.client.formToken() });
}

/**
 * Binds the lead form machine (application/leads/lead-form.machine.ts) to a Mantine form:
 * inputs live in @mantine/form, every change is sent to the machine, and the machine's field
 * errors are shown on the inputs. Side effects are the machine's named actors, supplied here.
 */
export function useLeadForm(options: UseLeadFormOptions): LeadFormBinding {
  const client = useLeadFormsClient();
  const caryard = useCaryardClient();
  const navigate = useNavigate();
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formTokens = useRef<FormTokenKeeper | null>(null);
  const car = options.car;
  const onDelivered = options.onDelivered;
  const successDetail = options.successDetail;
  const sentValues = useRef<() => LeadFormValuesRecord>(() => ({}));
  const deps = useRef({ client, caryard, navigate, car, onDelivered, successDetail });
  deps.current = { client, caryard, navigate, car, onDelivered, successDetail };

  const machine = useMemo(
    () =>
      leadFormMachine.provide({
        actors: {
          // The honeypot and the form token, once the server will take it (at least 3 s after it was issued).
          runCaptcha: fromPromise<Record<string, unknown>, { values: LeadFormValues }>(async () => {
            const honeypot = honeypotRef.current?.value ?? '';
            return { honeypot, form_token: await (formTokens.current ??= tokenKeeper(deps)).usableToken() };
          }),
          submitLead: fromPromise<LeadSubmitOutcome, SubmitLeadInput>(async ({ input }) => {
            const { client: leads, car: about } = deps.current;
            const outcome = await leads.submitLead({ ...submissionOf(input.values, about), captcha: input.captcha }, input.idempotencyKey);
            // A token refused (expired while the tab slept): the next try fetches a new one.
            if (outcome.code === 'LEAD.CAPTCHA_FAILED') formTokens.current?.discard();
            return outcome;
          }),
          trackLeadEvent: fromPromise<void, { eventId: AnalyticsEventId; category: string; carType: CarType | null }>(async ({ input }) => {
            const { caryard: api, car: about } = deps.current;
            const event = {
              event_id: input.eventId,
              car_id: about?.id ?? null,
              url: window.location.href,
              properties: { category: input.category, car_type: input.carType },
            };
            // spec 1 §8: a failed record is logged and ignored; the form goes on.
            const answer = await api.trackEvent({ event });
            if (E.isLeft(answer)) console.warn(`Lead form: analytics event ${input.eventId} not recorded (${answer.left.code}: ${answer.left.message}).`);
          }),
          storeSuccess: fromPromise<void, { leadId: string; category: string; car: LeadFormCar | null }>(async ({ input }) => {
            const about = deps.current.car;
            if (about) storeEnquiredCar({ id: about.id, slug: about.slug, name: about.name, car_type: about.car_type });
            const detail = deps.current.successDetail?.(sentValues.current());
            storeSuccessCategory({
              category: input.category,
              lead_id: input.leadId,
              car_type: about?.car_type ?? null,
              at: new Date().toISOString(),
              ...(detail ? { detail } : {}),
            });
          }),
          followUp: fromPromise<void, { leadId: string; category: string; params: { car_type?: CarType } }>(({ input }) =>
            deps.current.client.followUp(input.leadId, { category: input.category, ...input.params }),
          ),
          navigate: fromPromise<void, { path: string }>(async ({ input }) => {
            const { onDelivered: delivered } = deps.current;
            if (delivered) delivered();
            else await deps.current.navigate(input.path);
          }),
        },
        actions: {
          alertFailure: () => window.alert(SUBMIT_FAILURE_MESSAGE),
          rememberContact: (_, contact: { name: unknown; email: unknown; phone: unknown }) => rememberContact(contact),
          warn: (_, problem: { what: string; error: unknown }) => console.warn(`Lead form: ${problem.what} failed`, problem.error),
        },
      }),
    [],
  );

  const [snapshot, send] = useMachine(machine, {
    input: {
      values: options.initialValues,
      rules: options.rules,
      ...(options.steps ? { steps: options.steps } : {}),
      idempotencyKey: useMemo(() => newIdempotencyKey(), []),
      car: car ? { car_id: car.id, car_type: car.car_type, tag: car.tag ?? null } : null,
    },
  });

  const form = useForm<LeadFormValuesRecord>({
    mode: 'controlled',
    initialValues: { ...options.initialValues },
    onValuesChange: (values, previous) => {
      for (const key of Object.keys(values)) if (values[key] !== previous[key]) send({ type: 'CHANGE', field: key, value: values[key] });
    },
  });

  sentValues.current = form.getValues;

  // The fill time counts from when the shopper could first see the form: the token is issued then.
  useEffect(() => {
    const keeper = (formTokens.current ??= tokenKeeper(deps));
    keeper.start();
    return () => keeper.stop();
  }, []);

  useEffect(() => {
    recordVisitedPage(window.location.pathname);
    // spec 2 §3: name, email and phone entered before are offered again (after hydration: the server knows none).
    const remembered = rememberedContact();
    const blanks = Object.fromEntries(Object.entries(remembered).filter(([field]) => !String(form.getValues()[field] ?? '').trim()));
    if (Object.keys(blanks).length > 0) form.setValues(blanks);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fieldErrors = snapshot.context.fieldErrors;
  useEffect(() => {
    form.setErrors(fieldErrors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fieldErrors]);

  return {
    form,
    submit: (event) => {
      event?.preventDefault?.();
      send({ type: 'SUBMIT' });
    },
    next: () => send({ type: 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    submitting: isSubmitting(snapshot),
    formError: snapshot.context.formError,
    stepIndex: snapshot.context.stepIndex,
    steps: snapshot.context.steps,
    honeypotRef,
    setValue: (field, value) => form.setFieldValue(field, value),
  };
}
