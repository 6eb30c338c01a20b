/**
 * Sign-in by phone (issue 14; spec 1 §2 '/sign-in', §4 and §6 'Saving to the watchlist requires
 * a signed-in user with a phone number'; spec 2 §2 'Sign-in gating'): two steps, the number then
 * the one-time code the server texts to it.
 *
 *   phone ──SEND_CODE (an Australian mobile)──▶ sending ──sent──▶ code ─┬─ entering ──VERIFY (6 digits)──▶ verifying ──▶ signedIn
 *     ▲  └── refused: the server's message on the number ◀──┘         │     ▲  └─RESEND (countdown over)─▶ resending ─┐
 *     └──────────────── CHANGE_NUMBER ('use a different number') ◀────┤     └── refused: the message on the code ◀────┘
 *                                                                     └─ resend: counting (1 s ticks) ──▶ ready
 *
 * Each step keeps the server's message for itself (`phoneError`, `codeError`). A code the server
 * has spent (expired, too many tries, none asked for) cannot be tried again: 'Send a new code'
 * is offered at once (the server still enforces its own 30 s between codes and answers 429).
 * Side effects are named actors the caller supplies (`machine.provide({ actors, actions })`);
 * imports only xstate, the domain and the shopper contract.
 */
import * as E from 'fp-ts/Either';
import { assign, setup, fromPromise, type SnapshotFrom } from 'xstate';
import { AustralianMobile } from '../../domain/leads/sms';
import { ONE_TIME_CODE } from '../../domain/shoppers/sign-in';
import type { RequestCodeAnswer, ShopperView, VerifyCodeAnswer } from './shopper-contract';

/**
 * What a call to the server came back with (the shape of the browser client's answers): a
 * value, or the server's refusal — its status, stable code, message and field messages.
 */
export type SignInCallResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly status: number; readonly code: string; readonly message: string; readonly fields: Readonly<Record<string, string>> };

export interface SignInContext {
  /** The number as typed. */
  phone: string;
  /** The digits typed so far (at most ONE_TIME_CODE.digits). */
  code: string;
  /** The server's (or the form's) message about the number: step one's. */
  phoneError: string | null;
  /** The server's (or the form's) message about the code: step two's. */
  codeError: string | null;
  /** The number the code went to, as the server wrote it ('0412 345 678'). */
  sentTo: string | null;
  /** Seconds until 'Send a new code' is offered. */
  resendIn: number;
  /** The code the server holds can no longer be tried: a new one is needed. */
  codeSpent: boolean;
  /** A line for the shopper after a new code went out ('We sent a new code to …'). */
  notice: string | null;
  /** Who signed in, once verified. */
  shopper: ShopperView | null;
}

export type SignInEvent =
  | { type: 'CHANGE_PHONE'; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'CHANGE_CODE'; value: string }
  | { type: 'VERIFY' }
  | { type: 'RESEND' }
  /** 'Use a different number': back to step one, the typed number kept for editing. */
  | { type: 'CHANGE_NUMBER' };

export interface SignInInput {
  /** A number to start with (none: an empty field). */
  phone?: string;
}

export const PHONE_INVALID_MESSAGE = 'Please enter an Australian mobile number, e.g. 0412 345 678.';
export const CODE_INVALID_MESSAGE = `Please enter the ${ONE_TIME_CODE.digits}-digit code from the text message.`;
export const NO_ANSWER_MESSAGE = 'We could not reach the server. Please check your connection and try again.';
/** An answer that is neither a sign-in nor a refusal (a bug somewhere): the shopper can simply try again. */
export const SIGN_IN_INCOMPLETE_MESSAGE = 'Signing in did not finish. Please try again.';
/** A call that has not answered after this long is given up (a retry is safe: codes are rate-limited, verify is idempotent on failure). */
export const CALL_TIMEOUT_MS = 30_000;
/** The countdown's tick. */
export const RESEND_TICK_MS = 1_000;

/**
 * The server's refusals after which the code cannot be tried again (application/shoppers/
 * shopper-contract.ts: expired, too many attempts, no code asked for this number).
 */
export const SPENT_CODE_ERRORS: readonly string[] = ['AUTH.CODE_EXPIRED', 'AUTH.TOO_MANY_ATTEMPTS', 'AUTH.NO_CODE'];

type Refusal = Extract<SignInCallResult<unknown>, { ok: false }>;

const notProvided = (name: string) => () => Promise.reject(new Error(`The sign-in machine's '${name}' actor was not provided`));

/** The E.164 number the server is asked about, or null when what was typed is not an Australian mobile. */
export function signInNumber(typed: string): string | null {
  const parsed = AustralianMobile.parse(typed);
  return E.isRight(parsed) ? parsed.right : null;
}

/** Only digits, at most the code's length: a pasted '123 456' or 'Code: 123456' still reads. */
export function codeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ONE_TIME_CODE.digits);
}

const messageOf = (refusal: Refusal, field: string): string => refusal.fields[field] ?? refusal.message;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    /** `POST /api/auth/request-code` {phone}: resolves with the answer; rejects when nothing came back. */
    requestCode: fromPromise<SignInCallResult<RequestCodeAnswer>, { phone: string }>(notProvided('requestCode')),
    /** `POST /api/auth/verify-code` {phone, code}: resolves with the answer (the session cookie is set on success). */
    verifyCode: fromPromise<SignInCallResult<VerifyCodeAnswer>, { phone: string; code: string }>(notProvided('verifyCode')),
  },
  actions: {
    setPhone: assign(({ event }) => (event.type === 'CHANGE_PHONE' ? { phone: event.value, phoneError: null } : {})),
    setCode: assign(({ event }) => (event.type === 'CHANGE_CODE' ? { code: codeDigits(event.value), codeError: null } : {})),
    showPhoneInvalid: assign({ phoneError: PHONE_INVALID_MESSAGE }),
    showCodeInvalid: assign({ codeError: CODE_INVALID_MESSAGE }),
    storeSent: assign((_, answer: RequestCodeAnswer) => ({
      sentTo: answer.phone_display,
      resendIn: Math.max(0, Math.ceil(answer.resend_after_seconds)),
      code: '',
      codeError: null,
      phoneError: null,
      codeSpent: false,
      notice: null,
    })),
    storeResent: assign((_, answer: RequestCodeAnswer) => ({
      sentTo: answer.phone_display,
      resendIn: Math.max(0, Math.ceil(answer.resend_after_seconds)),
      code: '',
      codeError: null,
      codeSpent: false,
      notice: `We sent a new code to ${answer.phone_display}.`,
    })),
    storePhoneRefusal: assign((_, refusal: Refusal) => ({ phoneError: messageOf(refusal, 'phone') })),
    storeCodeRefusal: assign((_, refusal: Refusal) => ({ codeError: messageOf(refusal, 'code'), notice: null })),
    /** Expired, too many tries, none asked for: the code is cleared and a new one is offered at once. */
    storeSpentCode: assign((_, refusal: Refusal) => ({ codeError: messageOf(refusal, 'code'), code: '', codeSpent: true, resendIn: 0, notice: null })),
    storePhoneFailure: assign((_, message: string) => ({ phoneError: message })),
    storeCodeFailure: assign((_, message: string) => ({ codeError: message, notice: null })),
    tick: assign(({ context }) => ({ resendIn: Math.max(0, context.resendIn - 1) })),
    /** 'Use a different number': the code and its messages go; the typed number stays. */
    forgetCode: assign({ code: '', codeError: null, phoneError: null, sentTo: null, resendIn: 0, codeSpent: false, notice: null }),
    storeShopper: assign((_, shopper: ShopperView) => ({ shopper, codeError: null, notice: null })),
    /** Signed in: the caller sets the page's session and goes to `redirect`. */
    signedIn: (_, _shopper: ShopperView) => {},
  },
  guards: {
    phoneIsMobile: ({ context }) => signInNumber(context.phone) !== null,
    codeIsComplete: ({ context }) => context.code.length === ONE_TIME_CODE.digits,
    codeSpent: ({ context }) => context.codeSpent,
    resendDue: ({ context }) => context.resendIn <= 0,
    answered: (_, result: SignInCallResult<unknown>) => result.ok,
    signedIn: (_, result: SignInCallResult<VerifyCodeAnswer>) => result.ok && result.value.signed_in && result.value.shopper !== null,
    codeWasSpent: (_, result: SignInCallResult<unknown>) => !result.ok && SPENT_CODE_ERRORS.includes(result.code),
  },
  delays: {
    CALL_TIMEOUT: CALL_TIMEOUT_MS,
    TICK: RESEND_TICK_MS,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    phone: input.phone ?? '',
    code: '',
    phoneError: null,
    codeError: null,
    sentTo: null,
    resendIn: 0,
    codeSpent: false,
    notice: null,
    shopper: null,
  }),
  initial: 'phone',
  states: {
    phone: {
      on: {
        CHANGE_PHONE: { actions: 'setPhone' },
        SEND_CODE: [{ guard: 'phoneIsMobile', target: 'sending' }, { actions: 'showPhoneInvalid' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ phone: signInNumber(context.phone) ?? context.phone }),
        onDone: [
          {
            guard: { type: 'answered', params: ({ event }) => event.output },
            target: 'code',
            actions: { type: 'storeSent', params: ({ event }) => (event.output as Extract<SignInCallResult<RequestCodeAnswer>, { ok: true }>).value },
          },
          { target: 'phone', actions: { type: 'storePhoneRefusal', params: ({ event }) => event.output as Refusal } },
        ],
        onError: { target: 'phone', actions: { type: 'storePhoneFailure', params: NO_ANSWER_MESSAGE } },
      },
      after: { CALL_TIMEOUT: { target: 'phone', actions: { type: 'storePhoneFailure', params: NO_ANSWER_MESSAGE } } },
    },
    code: {
      type: 'parallel',
      states: {
        form: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                CHANGE_CODE: { actions: 'setCode' },
                VERIFY: [
                  // A spent code cannot be tried: the message already says a new one is needed.
                  { guard: 'codeSpent' },
                  { guard: 'codeIsComplete', target: 'verifying' },
                  { actions: 'showCodeInvalid' },
                ],
                RESEND: { guard: 'resendDue', target: 'resending' },
                CHANGE_NUMBER: { target: '#signIn.phone', actions: 'forgetCode' },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                src: 'verifyCode',
                input: ({ context }) => ({ phone: signInNumber(context.phone) ?? context.phone, code: context.code }),
                onDone: [
                  {
                    guard: { type: 'signedIn', params: ({ event }) => event.output },
                    target: '#signIn.signedIn',
                    actions: {
                      type: 'storeShopper',
                      params: ({ event }) => (event.output as Extract<SignInCallResult<VerifyCodeAnswer>, { ok: true }>).value.shopper as ShopperView,
                    },
                  },
                  {
                    guard: { type: 'codeWasSpent', params: ({ event }) => event.output },
                    target: 'entering',
                    actions: { type: 'storeSpentCode', params: ({ event }) => event.output as Refusal },
                  },
                  {
                    guard: { type: 'answered', params: ({ event }) => event.output },
                    target: 'entering',
                    actions: { type: 'storeCodeFailure', params: SIGN_IN_INCOMPLETE_MESSAGE },
                  },
                  { target: 'entering', actions: { type: 'storeCodeRefusal', params: ({ event }) => event.output as Refusal } },
                ],
                onError: { target: 'entering', actions: { type: 'storeCodeFailure', params: NO_ANSWER_MESSAGE } },
              },
              after: { CALL_TIMEOUT: { target: 'entering', actions: { type: 'storeCodeFailure', params: NO_ANSWER_MESSAGE } } },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                src: 'requestCode',
                input: ({ context }) => ({ phone: signInNumber(context.phone) ?? context.phone }),
                onDone: [
                  {
                    guard: { type: 'answered', params: ({ event }) => event.output },
                    // Re-entering the step restarts the countdown with the server's new wait.
                    target: '#signIn.code',
                    reenter: true,
                    actions: { type: 'storeResent', params: ({ event }) => (event.output as Extract<SignInCallResult<RequestCodeAnswer>, { ok: true }>).value },
                  },
                  { target: 'entering', actions: { type: 'storeCodeRefusal', params: ({ event }) => event.output as Refusal } },
                ],
                onError: { target: 'entering', actions: { type: 'storeCodeFailure', params: NO_ANSWER_MESSAGE } },
              },
              after: { CALL_TIMEOUT: { target: 'entering', actions: { type: 'storeCodeFailure', params: NO_ANSWER_MESSAGE } } },
            },
          },
        },
        resend: {
          initial: 'counting',
          states: {
            counting: {
              always: { guard: 'resendDue', target: 'ready' },
              after: { TICK: { target: 'counting', reenter: true, actions: 'tick' } },
            },
            ready: {},
          },
        },
      },
    },
    signedIn: {
      type: 'final',
      entry: { type: 'signedIn', params: ({ context }) => context.shopper as ShopperView },
    },
  },
});

export type SignInSnapshot = SnapshotFrom<typeof signInMachine>;

/** Which of the two steps the page shows. */
export function signInStep(snapshot: SignInSnapshot): 'phone' | 'code' | 'done' {
  if (snapshot.matches('signedIn')) return 'done';
  return snapshot.matches('phone') || snapshot.matches('sending') ? 'phone' : 'code';
}

/** While a call is out the step's button is disabled and shows a spinner. */
export function isSignInBusy(snapshot: SignInSnapshot): boolean {
  return snapshot.hasTag('busy') || snapshot.matches('signedIn');
}

/** Which call is out: the button that shows the spinner. */
export function signInCall(snapshot: SignInSnapshot): 'sending' | 'verifying' | 'resending' | null {
  if (snapshot.matches('sending')) return 'sending';
  if (snapshot.matches({ code: { form: 'verifying' } })) return 'verifying';
  if (snapshot.matches({ code: { form: 'resending' } })) return 'resending';
  return null;
}
