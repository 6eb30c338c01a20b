import { useMachine } from '@xstate/react';
import * as E from 'fp-ts/Either';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { PublicSite } from '../../../application/client/caryard-client.port';
import type { LeadFormsClient } from '../../../application/client/lead-forms-client.port';
import type { TradeInClient } from '../../../application/client/trade-in-client.port';
import { FormTokenKeeper } from '../../../application/leads/form-token-keeper';
import {
  isBusy,
  searchingMessage,
  tradeInMachine,
  tradeInView,
  type TradeInEvent,
  type TradeInLeadRequest,
  type TradeInSnapshot,
  type TradeInView,
  type TradeTowardsCar,
} from '../../../application/tradein/trade-in.machine';
import type { LeadSubmission, LeadUser } from '../../../domain/leads/lead';
import { isAustralianState } from '../../../domain/tradein/trade-in-fields';
import { HttpTradeInClient } from '../../client/trade-in-client';
import { useLeadFormsClient } from '../../components/lead-forms/lead-forms-client-context';
import { newIdempotencyKey } from '../../components/lead-forms/use-lead-form';
import { recordVisitedPage, rememberContact, rememberedContact, visitedPages } from '../../components/lead-forms/lead-local-store';
import { useCaryardClient } from '../../hooks/use-caryard-client';

/** The trade-in calls' client; same-origin `fetch` unless a test provides another. */
export const TradeInClientContext = createContext<TradeInClient | null>(null);

let defaultClient: TradeInClient | null = null;

function useTradeInClient(): TradeInClient {
  const provided = useContext(TradeInClientContext);
  if (provided) return provided;
  defaultClient ??= new HttpTradeInClient();
  return defaultClient;
}

export interface UseTradeInOptions {
  site: PublicSite;
  car: TradeTowardsCar | null;
  /** Step One prefilled (the home page's rego box). */
  rego: string;
  state: string;
  /** Run the lookup as soon as the page is interactive (rego and state came with the link). */
  autoStart: boolean;
}

export interface TradeInBinding {
  snapshot: TradeInSnapshot;
  send: (event: TradeInEvent) => void;
  view: TradeInView;
  busy: boolean;
  searchingMessage: string;
  /** The hidden honeypot input's ref (issue 6 captcha). */
  honeypotRef: React.RefObject<HTMLInputElement | null>;
}

/** The spec 2 §3 lead payload of a trade-in submission (its captcha evidence added by the caller). */
function submissionOf(request: TradeInLeadRequest): LeadSubmission {
  const url = new URL(window.location.href);
  const linked: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (Object.keys(linked).length < 50) linked[key.slice(0, 200)] = value.slice(0, 2_000);
  const pages = visitedPages();
  return {
    user: request.user as unknown as LeadUser,
    url: url.href.slice(0, 2_048),
    source: 'Website',
    user_agent: navigator.userAgent.slice(0, 1_000),
    ...(request.carId !== null ? { car_id: request.carId } : {}),
    ...(request.carId !== null && request.carDealershipId ? { car_dealership_id: request.carDealershipId } : {}),
    lead_attributes: { visited_pages: pages.length > 0 ? pages : [url.pathname], linked_query_params: linked },
  };
}

function tokenKeeper(deps: { readonly current: { readonly leads: LeadFormsClient } }): FormTokenKeeper {
  return new FormTokenKeeper({ fetchToken: () => deps.current.leads.formToken() });
}

/**
 * Binds the trade-in machine (application/tradein/trade-in.machine.ts) to the page: its actors
 * are the trade-in client, the lead pipeline (with the form token and honeypot of issue 10) and
 * the analytics call.
 */
export function useTradeIn(options: UseTradeInOptions): TradeInBinding {
  const tradeIn = useTradeInClient();
  const leads = useLeadFormsClient();
  const caryard = useCaryardClient();
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const formTokens = useRef<FormTokenKeeper | null>(null);
  const deps = useRef({ tradeIn, leads, caryard });
  deps.current = { tradeIn, leads, caryard };

  const machine = useMemo(
    () =>
      tradeInMachine.provide({
        actors: {
          enterVin: fromPromise(({ input }) => deps.current.tradeIn.enterVin(input)),
          manualEntry: fromPromise(({ input }) => deps.current.tradeIn.manualEntry(input)),
          // The machine holds the browser's File objects (domain ImageFile is their name, size and type).
          uploadImage: fromPromise(({ input }) => deps.current.tradeIn.uploadImage(input.evalId, input.file as unknown as Blob, input.file.name)),
          geocodePostcode: fromPromise(({ input }) => deps.current.tradeIn.postcode(input.postcode)),
          updateEval: fromPromise(({ input }) => deps.current.tradeIn.updateEval(input)),
          requestOffer: fromPromise(({ input }) => deps.current.tradeIn.offer(input)),
          postValuation: fromPromise(({ input }) => deps.current.tradeIn.miscellaneous(input)),
          submitLead: fromPromise(async ({ input }) => {
            const keeper = (formTokens.current ??= tokenKeeper(deps));
            const captcha = { honeypot: honeypotRef.current?.value ?? '', form_token: await keeper.usableToken() };
            rememberContact({
              name: `${String(input.user.name ?? '')} ${String(input.user.last_name ?? '')}`,
              email: input.user.email,
              phone: input.user.phone,
            });
            const outcome = await deps.current.leads.submitLead({ ...submissionOf(input), captcha }, input.idempotencyKey);
            // A token refused (expired while the tab slept): the next try fetches a new one.
            if (outcome.code === 'LEAD.CAPTCHA_FAILED') keeper.discard();
            return outcome;
          }),
          trackEvent: fromPromise(async ({ input }) => {
            const answer = await deps.current.caryard.trackEvent({
              event: {
                event_id: input.eventId,
                car_id: input.carId,
                url: window.location.href,
                properties: { category: 'Trade-in Enquiry', lead_id: input.leadId },
              },
            });
            // spec 2 §7: analytics failures are logged as warnings and ignored.
            if (E.isLeft(answer)) console.warn(`Trade-in: analytics event ${input.eventId} not recorded (${answer.left.code}: ${answer.left.message}).`);
          }),
        },
        actions: {
          warn: (_, problem: { what: string; error: unknown }) => console.warn(`Trade-in: ${problem.what} failed`, problem.error),
        },
      }),
    [],
  );

  const keys = useMemo(() => ({ details: newIdempotencyKey(), accept: newIdempotencyKey() }), []);
  const [snapshot, send] = useMachine(machine, {
    input: {
      defaultState: isAustralianState(options.site.default_state) ? options.site.default_state : 'QLD',
      imagesStep: options.site.features.tradeInImagesStep,
      postValuation: options.site.trade_in.post_valuation,
      dealershipSlug: options.site.dealerships[0]?.slug ?? options.site.slug,
      car: options.car,
      rego: options.rego,
      state: options.state,
      idempotencyKeys: keys,
    },
  });

  // The form token's fill time counts from when the seller could first see the flow.
  useEffect(() => {
    const keeper = (formTokens.current ??= tokenKeeper(deps));
    keeper.start();
    return () => keeper.stop();
  }, []);

  useEffect(() => {
    recordVisitedPage(window.location.pathname);
    // spec 2 §3: name, email and phone entered before are offered again (a full name split into first and last).
    const remembered = rememberedContact();
    const [first = '', ...rest] = (remembered.name ?? '').split(/\s+/);
    const offered = { name: first, last_name: rest.join(' '), email: remembered.email ?? '', phone: remembered.phone ?? '' };
    for (const [field, value] of Object.entries(offered) as [keyof typeof offered, string][]) if (value !== '') send({ type: 'CHANGE', field, value });
    // The home page's rego box: the lookup runs at once (after hydration, so the server's page is Step One).
    if (options.autoStart) send({ type: 'NEXT' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    snapshot,
    send,
    view: tradeInView(snapshot),
    busy: isBusy(snapshot),
    searchingMessage: searchingMessage(snapshot),
    honeypotRef,
  };
}
