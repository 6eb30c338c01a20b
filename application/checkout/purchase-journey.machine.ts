import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutCallResult, CheckoutClient } from '../client/checkout-client.port';
import { CHECKOUT_STEPS, type CheckoutStep, type OrderPatch, type OrderView, type SimilarCarOffer } from './checkout-contract';

/**
 * The online purchase journey (issue 15 'The journey (one XState machine; React binds it)';
 * spec 1 §2, spec 2 §2 `/checkout-journey?car_id={slug}`). The server keeps the order and the step
 * it reached; this machine loads it (resuming a saved order, or starting one), sends each step's
 * choices, pays the deposit with a token, and stops the journey when the car is no longer for sale.
 *
 *   loading ──► ready ◄──► saving           (SAVE: a step's choices and the next step; BACK)
 *                 │   ◄──► paying ─► polling (PAY: the deposit; a hosted provider confirms later)
 *                 └──► unavailable           (the car sold or another buyer holds it: similar cars)
 *   loading ──► failed ─(RETRY)─► loading    (no answer, or an order that cannot be started)
 *
 * The step shown is `order.step`; the order's status says whether it can still change.
 */

export interface PurchaseJourneyInput {
  readonly client: CheckoutClient;
  readonly carSlug: string;
  /** The order this browser began for this car, if any (resumed at its step). */
  readonly savedOrderId: string | null;
  /** A fresh idempotency key for a payment attempt. */
  readonly newKey: () => string;
  /** How long to wait between checks while a hosted provider confirms the payment (default 2 s), and how many checks. */
  readonly pollMs?: number;
  readonly pollTimes?: number;
}

export interface PurchaseJourneyContext extends PurchaseJourneyInput {
  readonly order: OrderView | null;
  /** The server's refusal of the last call, for the step (`fields` by field path), or a connection failure. */
  readonly message: string | null;
  readonly fields: Readonly<Record<string, string>>;
  readonly similar: readonly SimilarCarOffer[];
  /** The key of the payment attempt under way: the same token sent again after no answer reuses it; a new token is a new attempt. */
  readonly paymentKey: string | null;
  readonly paymentToken: string | null;
  readonly polls: number;
}

export type PurchaseJourneyEvent =
  | { readonly type: 'SAVE'; readonly patch: OrderPatch }
  | { readonly type: 'BACK' }
  /** termsAccepted: the shopper ticked the terms and conditions box (the server refuses a deposit without it). */
  | { readonly type: 'PAY'; readonly token: string; readonly termsAccepted: boolean }
  | { readonly type: 'RETRY' };

export const NO_CONNECTION_MESSAGE = 'We could not reach the server just now: check your connection and try again. Nothing you entered is lost.';

type Loaded =
  { readonly kind: 'order'; readonly order: OrderView } | { readonly kind: 'refused'; readonly result: Extract<CheckoutCallResult<OrderView>, { ok: false }> };

/** Resumes the saved order (a lost or another car's order starts a new one), else starts one. */
async function loadOrder(input: PurchaseJourneyInput): Promise<Loaded> {
  if (input.savedOrderId) {
    const saved = await input.client.getOrder(input.savedOrderId);
    if (saved.ok && saved.value.car.slug === input.carSlug && saved.value.status !== 'cancelled' && saved.value.status !== 'expired') {
      // A draft whose car sold (or another buyer holds) since: the server's refusal, with similar cars.
      if (saved.value.status === 'draft' && !saved.value.car.available) {
        const refused = await input.client.updateOrder(saved.value.order_id, { step: saved.value.step });
        if (!refused.ok) return { kind: 'refused', result: refused };
        return { kind: 'order', order: refused.value };
      }
      return { kind: 'order', order: saved.value };
    }
  }
  const started = await input.client.startOrder({ car_id: input.carSlug });
  return started.ok ? { kind: 'order', order: started.value } : { kind: 'refused', result: started };
}

const previousStep = (step: CheckoutStep): CheckoutStep => CHECKOUT_STEPS[Math.max(0, CHECKOUT_STEPS.indexOf(step) - 1)] ?? 'car';

const isUnavailable = (result: CheckoutCallResult<unknown>) => !result.ok && result.code === 'ORDER.CAR_UNAVAILABLE';

export const purchaseJourneyMachine = setup({
  types: {
    context: {} as PurchaseJourneyContext,
    events: {} as PurchaseJourneyEvent,
    input: {} as PurchaseJourneyInput,
  },
  actors: {
    load: fromPromise<Loaded, PurchaseJourneyInput>(({ input }) => loadOrder(input)),
    update: fromPromise<CheckoutCallResult<OrderView>, { client: CheckoutClient; orderId: string; patch: OrderPatch }>(({ input }) =>
      input.client.updateOrder(input.orderId, input.patch),
    ),
    pay: fromPromise<CheckoutCallResult<OrderView>, { client: CheckoutClient; orderId: string; token: string; key: string; termsAccepted: boolean }>(
      ({ input }) => input.client.payDeposit(input.orderId, { token: input.token, idempotency_key: input.key, terms_accepted: input.termsAccepted }),
    ),
    check: fromPromise<CheckoutCallResult<OrderView>, { client: CheckoutClient; orderId: string; waitMs: number }>(async ({ input }) => {
      await new Promise((resolve) => setTimeout(resolve, input.waitMs));
      return input.client.getOrder(input.orderId);
    }),
  },
  guards: {
    canChange: ({ context }) => context.order?.status === 'draft',
    canGoBack: ({ context }) => context.order?.status === 'draft' && context.order.step !== 'car',
    canPay: ({ context }) => context.order?.status === 'draft' && context.order.step === 'deposit',
  },
  actions: {
    clearMessages: assign({ message: null, fields: {} }),
    noConnection: assign({ message: NO_CONNECTION_MESSAGE, fields: {} }),
  },
}).createMachine({
  id: 'purchaseJourney',
  context: ({ input }) => ({ ...input, order: null, message: null, fields: {}, similar: [], paymentKey: null, paymentToken: null, polls: 0 }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => context,
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'order',
            target: 'routing',
            actions: assign({ order: ({ event }) => (event.output.kind === 'order' ? event.output.order : null), message: null }),
          },
          {
            guard: ({ event }) => event.output.kind === 'refused' && isUnavailable(event.output.result),
            target: 'unavailable',
            actions: assign(({ event }) =>
              event.output.kind === 'refused' && !event.output.result.ok ? { message: event.output.result.message, similar: event.output.result.similar } : {},
            ),
          },
          {
            target: 'failed',
            actions: assign({ message: ({ event }) => (event.output.kind === 'refused' && !event.output.result.ok ? event.output.result.message : null) }),
          },
        ],
        onError: { target: 'failed', actions: 'noConnection' },
      },
    },
    /** A placed order waiting on its provider keeps checking; everything else is ready. */
    routing: {
      always: [{ guard: ({ context }) => context.order?.status === 'awaiting_payment', target: 'polling' }, { target: 'ready' }],
    },
    ready: {
      on: {
        SAVE: { guard: 'canChange', target: 'saving' },
        BACK: { guard: 'canGoBack', target: 'saving', actions: assign({ fields: {} }) },
        PAY: { guard: 'canPay', target: 'paying' },
      },
    },
    saving: {
      entry: 'clearMessages',
      invoke: {
        src: 'update',
        input: ({ context, event }) => ({
          client: context.client,
          orderId: context.order?.order_id ?? '',
          patch: event.type === 'SAVE' ? event.patch : { step: previousStep(context.order?.step ?? 'car') },
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign({ order: ({ event, context }) => (event.output.ok ? event.output.value : context.order) }),
          },
          {
            guard: ({ event }) => isUnavailable(event.output),
            target: 'unavailable',
            actions: assign(({ event }) => (!event.output.ok ? { message: event.output.message, similar: event.output.similar } : {})),
          },
          { target: 'ready', actions: assign(({ event }) => (!event.output.ok ? { message: event.output.message, fields: event.output.fields } : {})) },
        ],
        onError: { target: 'ready', actions: 'noConnection' },
      },
    },
    paying: {
      entry: [
        'clearMessages',
        // A new token is a new attempt; the same token retried after no answer keeps its key.
        assign(({ context, event }) => {
          const token = event.type === 'PAY' ? event.token : '';
          return { paymentKey: context.paymentKey && context.paymentToken === token ? context.paymentKey : context.newKey(), paymentToken: token };
        }),
      ],
      invoke: {
        src: 'pay',
        input: ({ context, event }) => ({
          client: context.client,
          orderId: context.order?.order_id ?? '',
          token: event.type === 'PAY' ? event.token : '',
          key: context.paymentKey ?? '',
          termsAccepted: event.type === 'PAY' && event.termsAccepted,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'routing',
            actions: assign({ order: ({ event, context }) => (event.output.ok ? event.output.value : context.order), paymentKey: null, polls: 0 }),
          },
          {
            guard: ({ event }) => isUnavailable(event.output),
            target: 'unavailable',
            actions: assign(({ event }) => (!event.output.ok ? { message: event.output.message, similar: event.output.similar, paymentKey: null } : {})),
          },
          // Declined, an unusable token, the provider down: nothing was taken; the next card is a new attempt.
          {
            target: 'ready',
            actions: assign(({ event }) => (!event.output.ok ? { message: event.output.message, fields: event.output.fields, paymentKey: null } : {})),
          },
        ],
        onError: { target: 'ready', actions: 'noConnection' },
      },
    },
    polling: {
      invoke: {
        src: 'check',
        input: ({ context }) => ({ client: context.client, orderId: context.order?.order_id ?? '', waitMs: context.pollMs ?? 2_000 }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok && event.output.value.status !== 'awaiting_payment',
            target: 'ready',
            actions: assign({ order: ({ event, context }) => (event.output.ok ? event.output.value : context.order) }),
          },
          {
            guard: ({ context }) => context.polls + 1 >= (context.pollTimes ?? 30),
            target: 'ready',
            actions: assign({ message: 'Your payment is still being confirmed. We will email you as soon as it is; you can close this page.' }),
          },
          { target: 'polling', reenter: true, actions: assign({ polls: ({ context }) => context.polls + 1 }) },
        ],
        onError: [
          { guard: ({ context }) => context.polls + 1 >= (context.pollTimes ?? 30), target: 'ready', actions: 'noConnection' },
          { target: 'polling', reenter: true, actions: assign({ polls: ({ context }) => context.polls + 1 }) },
        ],
      },
    },
    unavailable: { type: 'final' },
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
  },
});
