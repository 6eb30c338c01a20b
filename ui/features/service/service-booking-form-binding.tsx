/**
 * Binds the service booking machine (application/service/service-booking.machine.ts) to the
 * page: its actors are the lead pipeline (POST /api/leads with the form token and honeypot of
 * issue 10, as every lead form sends them), the rego lookup, the local success entry and the
 * router.
 */
import { useMachine } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { LeadFormsClient } from '../../../application/client/lead-forms-client.port';
import type { TradeInCallResult } from '../../../application/client/trade-in-client.port';
import { FormTokenKeeper } from '../../../application/leads/form-token-keeper';
import {
  isServiceBookingBusy,
  serviceBookingMachine,
  type RegoLookupOutcome,
  type ServiceBookingEvent,
  type ServiceBookingSnapshot,
  type ServiceStepOutcome,
  type SubmitStepInput,
} from '../../../application/service/service-booking.machine';
import { candidatesOf, type EnterVinItem } from '../../../application/tradein/trade-in-contract';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import {
  initialServiceValues,
  serviceBookingLine,
  type ServiceBookingContext,
  type ServiceBookingSummary,
  type ServiceFormField,
  type ServiceFormValues,
} from '../../../domain/service';
import { HttpTradeInClient } from '../../client/trade-in-client';
import { useLeadFormsClient } from '../../components/lead-forms/lead-forms-client-context';
import { recordVisitedPage, rememberContact, rememberedContact, storeSuccessCategory, visitedPages } from '../../components/lead-forms/lead-local-store';
import { newIdempotencyKey } from '../../components/lead-forms/use-lead-form';

/** The minimal variant's rego lookup: make, model and year of a plate. Rejects only when no answer came back. */
export type RegoLookup = (rego: string, state: string) => Promise<RegoLookupOutcome>;

/** A test (or another channel) may provide its own lookup; the default asks the valuation provider (issue 12's enter-vin). */
export const ServiceRegoLookupContext = createContext<RegoLookup | null>(null);

let defaultLookup: RegoLookup | null = null;

/** enter-vin's answer as the service form reads it: one match gives make, model and year; candidates or nothing is no match. */
export function regoLookupOf(result: TradeInCallResult<EnterVinItem[]>): RegoLookupOutcome {
  if (!result.ok) {
    if (result.status >= 500 || result.code === 'VALUATION.UNAVAILABLE') return { kind: 'unavailable' };
    return { kind: 'refused', message: result.message, fields: result.fields };
  }
  const first: unknown = result.value[0];
  if (typeof first !== 'object' || first === null || candidatesOf(first) !== null) return { kind: 'not_found' };
  const item = first as { Make?: unknown; Model?: unknown; Year?: unknown };
  if (typeof item.Make !== 'string' || typeof item.Model !== 'string' || item.Make.trim() === '') return { kind: 'not_found' };
  const year = typeof item.Year === 'string' || typeof item.Year === 'number' ? item.Year : null;
  return { kind: 'found', make: item.Make, model: item.Model, year };
}

function useRegoLookup(): RegoLookup {
  const provided = useContext(ServiceRegoLookupContext);
  if (provided) return provided;
  defaultLookup ??= async (rego, state) => regoLookupOf(await new HttpTradeInClient().enterVin({ rego, state }));
  return defaultLookup;
}

/** The spec 2 §3 lead payload of a step (its captcha evidence added by the caller). */
function submissionOf(user: SubmitStepInput['user']): LeadSubmission {
  const url = new URL(window.location.href);
  const linked: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (Object.keys(linked).length < 50) linked[key.slice(0, 200)] = value.slice(0, 2_000);
  const pages = visitedPages();
  return {
    user: user as unknown as LeadUser,
    url: url.href.slice(0, 2_048),
    source: 'Website',
    user_agent: navigator.userAgent.slice(0, 1_000),
    lead_attributes: { visited_pages: pages.length > 0 ? pages : [url.pathname], linked_query_params: linked },
  };
}

function tokenKeeper(deps: { readonly current: { readonly leads: LeadFormsClient } }): FormTokenKeeper {
  return new FormTokenKeeper({ fetchToken: () => deps.current.leads.formToken() });
}

/** The booking context of a site: its settings, locations and dealerships (the year from the browser's clock). */
export function bookingContextOf(site: PublicSite, currentYear = new Date().getFullYear()): ServiceBookingContext {
  return { settings: site.service, locations: site.locations, dealerships: site.dealerships, currentYear };
}

export interface ServiceBookingBinding {
  snapshot: ServiceBookingSnapshot;
  send: (event: ServiceBookingEvent) => void;
  change: (field: ServiceFormField, value: unknown) => void;
  busy: boolean;
  honeypotRef: React.RefObject<HTMLInputElement | null>;
}

export function useServiceBooking({ site, presetLocationSlug }: { site: PublicSite; presetLocationSlug?: string | null | undefined }): ServiceBookingBinding {
  const leads = useLeadFormsClient();
  const lookup = useRegoLookup();
  const navigate = useNavigate();
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formTokens = useRef<FormTokenKeeper | null>(null);
  const deps = useRef({ leads, lookup, navigate });
  deps.current = { leads, lookup, navigate };

  const machine = useMemo(
    () =>
      serviceBookingMachine.provide({
        actors: {
          runCaptcha: fromPromise<Record<string, unknown>, { values: ServiceFormValues }>(async () => ({
            honeypot: honeypotRef.current?.value ?? '',
            form_token: await (formTokens.current ??= tokenKeeper(deps)).usableToken(),
          })),
          submitStep: fromPromise<ServiceStepOutcome, SubmitStepInput>(async ({ input }) => {
            const outcome = await deps.current.leads.submitLead({ ...submissionOf(input.user), captcha: input.captcha }, input.idempotencyKey);
            // A token refused (expired while the tab slept): the next try fetches a new one.
            if (outcome.code === 'LEAD.CAPTCHA_FAILED') formTokens.current?.discard();
            return outcome;
          }),
          lookupRego: fromPromise<RegoLookupOutcome, { rego: string; state: string }>(({ input }) => deps.current.lookup(input.rego, input.state)),
          storeSuccess: fromPromise<void, { leadId: string; category: string; summary: ServiceBookingSummary }>(async ({ input }) => {
            storeSuccessCategory({
              category: input.category,
              lead_id: input.leadId,
              car_type: null,
              at: new Date().toISOString(),
              detail: serviceBookingLine(input.summary),
              ...(input.summary.locationPhone ? { phone: input.summary.locationPhone } : {}),
            });
          }),
          followUp: fromPromise<void, { leadId: string; category: string }>(({ input }) =>
            deps.current.leads.followUp(input.leadId, { category: input.category }),
          ),
          navigate: fromPromise<void, { path: string }>(async ({ input }) => {
            await deps.current.navigate(input.path);
          }),
        },
        actions: {
          rememberContact: (_, contact: { name: string; email: string; phone: string }) => rememberContact(contact),
          warn: (_, problem: { what: string; error: unknown }) => console.warn(`Service booking: ${problem.what} failed`, problem.error),
        },
      }),
    [],
  );

  const context = bookingContextOf(site);
  const [snapshot, send] = useMachine(machine, {
    input: {
      ...context,
      values: initialServiceValues(context, { defaultState: site.default_state, locationSlug: presetLocationSlug ?? null }),
      idempotencyKey: useMemo(() => newIdempotencyKey(), []),
    },
  });

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
    const values = snapshot.context.values;
    for (const field of ['name', 'email', 'phone'] as const) {
      const known = remembered[field];
      if (known && values[field].trim() === '') send({ type: 'CHANGE', field, value: known });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    snapshot,
    send,
    change: (field, value) => send({ type: 'CHANGE', field, value }),
    busy: isServiceBookingBusy(snapshot),
    honeypotRef,
  };
}
