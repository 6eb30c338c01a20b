/**
 * The sign-in machine without React (STYLE "Machines tested without React, with fake timers";
 * issue 14 'Sign-in by phone'; spec 1 §2 /sign-in, §6; spec 2 §2 'Sign-in gating'): the two
 * steps, each server refusal kept on its own step, the resend countdown, a spent code, and
 * 'use a different number'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  CALL_TIMEOUT_MS,
  CODE_INVALID_MESSAGE,
  codeDigits,
  isSignInBusy,
  NO_ANSWER_MESSAGE,
  PHONE_INVALID_MESSAGE,
  signInCall,
  signInMachine,
  signInNumber,
  signInStep,
  SIGN_IN_INCOMPLETE_MESSAGE,
  type SignInCallResult,
} from '../../../application/shoppers/sign-in.machine';
import type { RequestCodeAnswer, ShopperView, VerifyCodeAnswer } from '../../../application/shoppers/shopper-contract';
import { ONE_TIME_CODE } from '../../../domain/shoppers/sign-in';

const SHOPPER: ShopperView = { id: 'shopper-1', phone: '+61412345678', phone_display: '0412 345 678', email: null };
const SENT: SignInCallResult<RequestCodeAnswer> = {
  ok: true,
  value: { sent: true, phone_display: '0412 345 678', expires_in_seconds: ONE_TIME_CODE.ttlSeconds, resend_after_seconds: ONE_TIME_CODE.resendAfterSeconds },
};
const SIGNED_IN: SignInCallResult<VerifyCodeAnswer> = { ok: true, value: { signed_in: true, shopper: SHOPPER, csrf_token: 'csrf-1' } };

function refusal(status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return { ok: false as const, status, code, message, fields };
}

type Answer<T> = SignInCallResult<T> | Error | 'hang';

function answerWith<T>(answers: Answer<T>[], fallback: SignInCallResult<T>): Promise<SignInCallResult<T>> {
  const answer = answers.shift() ?? fallback;
  if (answer === 'hang') return new Promise(() => {});
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(answer);
}

/** The machine with its calls recorded; successive calls get the given answers. */
function start(requestAnswers: Answer<RequestCodeAnswer>[] = [], verifyAnswers: Answer<VerifyCodeAnswer>[] = []) {
  const requested: string[] = [];
  const verified: { phone: string; code: string }[] = [];
  const signedIn: ShopperView[] = [];
  const actor = createActor(
    signInMachine.provide({
      actors: {
        requestCode: fromPromise<SignInCallResult<RequestCodeAnswer>, { phone: string }>(({ input }) => {
          requested.push(input.phone);
          return answerWith(requestAnswers, SENT);
        }),
        verifyCode: fromPromise<SignInCallResult<VerifyCodeAnswer>, { phone: string; code: string }>(({ input }) => {
          verified.push(input);
          return answerWith(verifyAnswers, SIGNED_IN);
        }),
      },
      actions: { signedIn: (_, shopper: ShopperView) => void signedIn.push(shopper) },
    }),
    { input: {} },
  );
  actor.start();
  return { actor, requested, verified, signedIn, context: () => actor.getSnapshot().context, snapshot: () => actor.getSnapshot() };
}

/** Lets the promise actors settle (fake timers leave microtasks alone). */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

async function toCodeStep(h: ReturnType<typeof start>, phone = '0412 345 678') {
  h.actor.send({ type: 'CHANGE_PHONE', value: phone });
  h.actor.send({ type: 'SEND_CODE' });
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the sign-in machine, step one: the number', () => {
  it('refuses a number that is not an Australian mobile without calling the server', () => {
    const h = start();
    for (const typed of ['', '02 9876 5432', '1300 123 456', '0412 345']) {
      h.actor.send({ type: 'CHANGE_PHONE', value: typed });
      h.actor.send({ type: 'SEND_CODE' });
      expect(signInStep(h.snapshot())).toBe('phone');
      expect(h.context().phoneError).toBe(PHONE_INVALID_MESSAGE);
    }
    expect(h.requested).toEqual([]);
  });

  it('clears the message as soon as the number is edited', () => {
    const h = start();
    h.actor.send({ type: 'SEND_CODE' });
    expect(h.context().phoneError).toBe(PHONE_INVALID_MESSAGE);
    h.actor.send({ type: 'CHANGE_PHONE', value: '04' });
    expect(h.context().phoneError).toBeNull();
  });

  it('asks for a code for the number in E.164 and moves to the code step with the number shown', async () => {
    const h = start();
    h.actor.send({ type: 'CHANGE_PHONE', value: '+61 (0)412 345 678' });
    h.actor.send({ type: 'SEND_CODE' });
    expect(signInCall(h.snapshot())).toBe('sending');
    expect(isSignInBusy(h.snapshot())).toBe(true);
    await settle();
    expect(h.requested).toEqual(['+61412345678']);
    expect(signInStep(h.snapshot())).toBe('code');
    expect(isSignInBusy(h.snapshot())).toBe(false);
    expect(h.context()).toMatchObject({ sentTo: '0412 345 678', resendIn: ONE_TIME_CODE.resendAfterSeconds, code: '', codeError: null });
  });

  it('keeps the rate limit refusal of the server on the number step', async () => {
    const message = 'Too many codes for this number. Please try again in 42 minutes.';
    const h = start([refusal(429, 'AUTH.TOO_MANY_CODES', message)]);
    await toCodeStep(h);
    expect(signInStep(h.snapshot())).toBe('phone');
    expect(h.context().phoneError).toBe(message);
    expect(h.context().codeError).toBeNull();
  });

  it('prefers the field message of a validation refusal', async () => {
    const h = start([refusal(400, 'VALIDATION_FAILED', 'The request is not valid.', { phone: 'Not an Australian mobile number (04xx xxx xxx).' })]);
    await toCodeStep(h);
    expect(h.context().phoneError).toBe('Not an Australian mobile number (04xx xxx xxx).');
  });

  it('says the server could not be reached when the call fails or hangs', async () => {
    const failed = start([new Error('offline')]);
    await toCodeStep(failed);
    expect(signInStep(failed.snapshot())).toBe('phone');
    expect(failed.context().phoneError).toBe(NO_ANSWER_MESSAGE);

    const hung = start(['hang']);
    await toCodeStep(hung);
    expect(signInCall(hung.snapshot())).toBe('sending');
    vi.advanceTimersByTime(CALL_TIMEOUT_MS);
    expect(signInStep(hung.snapshot())).toBe('phone');
    expect(hung.context().phoneError).toBe(NO_ANSWER_MESSAGE);
  });
});

describe('the sign-in machine, step two: the code', () => {
  it('keeps digits only, at most six', () => {
    expect(codeDigits('Code: 123 456 7')).toBe('123456');
    expect(signInNumber('0412345678')).toBe('+61412345678');
    expect(signInNumber('0298765432')).toBeNull();
  });

  it('asks for all six digits before calling the server', async () => {
    const h = start();
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '123 45' });
    h.actor.send({ type: 'VERIFY' });
    expect(h.context().codeError).toBe(CODE_INVALID_MESSAGE);
    expect(h.verified).toEqual([]);
  });

  it('shows a wrong code message on the code step and then signs in with the right code', async () => {
    const wrong = 'That code is not right. 4 tries left.';
    const h = start([], [refusal(400, 'AUTH.CODE_WRONG', wrong)]);
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '111111' });
    h.actor.send({ type: 'VERIFY' });
    expect(signInCall(h.snapshot())).toBe('verifying');
    await settle();
    expect(signInStep(h.snapshot())).toBe('code');
    expect(h.context().codeError).toBe(wrong);
    expect(h.context().phoneError).toBeNull();
    expect(h.signedIn).toEqual([]);

    h.actor.send({ type: 'CHANGE_CODE', value: '654321' });
    expect(h.context().codeError).toBeNull();
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.verified).toEqual([
      { phone: '+61412345678', code: '111111' },
      { phone: '+61412345678', code: '654321' },
    ]);
    expect(signInStep(h.snapshot())).toBe('done');
    expect(h.snapshot().status).toBe('done');
    expect(h.signedIn).toEqual([SHOPPER]);
    expect(h.context().shopper).toEqual(SHOPPER);
  });

  it.each([
    ['AUTH.CODE_EXPIRED', 'That code has expired. Please ask for a new one.'],
    ['AUTH.TOO_MANY_ATTEMPTS', 'Too many wrong tries. Please ask for a new code.'],
    ['AUTH.NO_CODE', 'Please ask for a code first.'],
  ])('after %s the code cannot be tried again and a new one is offered at once', async (code, message) => {
    const h = start([], [refusal(code === 'AUTH.TOO_MANY_ATTEMPTS' ? 429 : 400, code, message)]);
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '123456' });
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.context()).toMatchObject({ codeError: message, codeSpent: true, code: '', resendIn: 0 });
    expect(h.snapshot().matches({ code: { resend: 'ready' } })).toBe(true);

    h.actor.send({ type: 'CHANGE_CODE', value: '123456' });
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.verified).toHaveLength(1);

    h.actor.send({ type: 'RESEND' });
    expect(signInCall(h.snapshot())).toBe('resending');
    await settle();
    expect(h.requested).toHaveLength(2);
    expect(h.context()).toMatchObject({
      codeSpent: false,
      codeError: null,
      notice: 'We sent a new code to 0412 345 678.',
      resendIn: ONE_TIME_CODE.resendAfterSeconds,
    });
    expect(h.snapshot().matches({ code: { form: 'entering', resend: 'counting' } })).toBe(true);

    h.actor.send({ type: 'CHANGE_CODE', value: '222222' });
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.signedIn).toEqual([SHOPPER]);
  });

  it('offers a new code only when the countdown of the server reaches zero', async () => {
    const h = start();
    await toCodeStep(h);
    h.actor.send({ type: 'RESEND' });
    expect(h.requested).toHaveLength(1);
    vi.advanceTimersByTime((ONE_TIME_CODE.resendAfterSeconds - 1) * 1000);
    expect(h.context().resendIn).toBe(1);
    h.actor.send({ type: 'RESEND' });
    await settle();
    expect(h.requested).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(h.context().resendIn).toBe(0);
    expect(h.snapshot().matches({ code: { resend: 'ready' } })).toBe(true);
    h.actor.send({ type: 'RESEND' });
    await settle();
    expect(h.requested).toHaveLength(2);
    // A new code restarts the countdown from the server's wait.
    expect(h.context().resendIn).toBe(ONE_TIME_CODE.resendAfterSeconds);
    vi.advanceTimersByTime(5000);
    expect(h.context().resendIn).toBe(ONE_TIME_CODE.resendAfterSeconds - 5);
  });

  it('keeps a refused resend on the code step with the code still usable', async () => {
    const message = 'Please wait a little before asking for another code.';
    const h = start([SENT, refusal(429, 'AUTH.TOO_MANY_CODES', message)]);
    await toCodeStep(h);
    vi.advanceTimersByTime(ONE_TIME_CODE.resendAfterSeconds * 1000);
    h.actor.send({ type: 'RESEND' });
    await settle();
    expect(signInStep(h.snapshot())).toBe('code');
    expect(h.context().codeError).toBe(message);
    expect(h.context().codeSpent).toBe(false);
    expect(h.context().phoneError).toBeNull();
  });

  it('goes back to the number with it kept when the shopper uses a different number', async () => {
    const h = start();
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '12' });
    h.actor.send({ type: 'VERIFY' });
    h.actor.send({ type: 'CHANGE_NUMBER' });
    expect(signInStep(h.snapshot())).toBe('phone');
    expect(h.context()).toMatchObject({ phone: '0412 345 678', code: '', codeError: null, sentTo: null });
    h.actor.send({ type: 'CHANGE_PHONE', value: '0498 765 432' });
    h.actor.send({ type: 'SEND_CODE' });
    await settle();
    expect(h.requested).toEqual(['+61412345678', '+61498765432']);
    expect(signInStep(h.snapshot())).toBe('code');
  });

  it('says the server could not be reached when verifying fails or hangs, and treats an odd answer as unfinished', async () => {
    const h = start([], [new Error('offline'), 'hang', { ok: true, value: { signed_in: false, shopper: null, csrf_token: 'x' } }]);
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '123456' });
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.context().codeError).toBe(NO_ANSWER_MESSAGE);
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(signInCall(h.snapshot())).toBe('verifying');
    vi.advanceTimersByTime(CALL_TIMEOUT_MS);
    expect(signInCall(h.snapshot())).toBeNull();
    expect(h.context().codeError).toBe(NO_ANSWER_MESSAGE);
    h.actor.send({ type: 'VERIFY' });
    await settle();
    expect(h.context().codeError).toBe(SIGN_IN_INCOMPLETE_MESSAGE);
    expect(h.signedIn).toEqual([]);
  });

  it('ignores changing the number while the code is being checked', async () => {
    const h = start([], ['hang']);
    await toCodeStep(h);
    h.actor.send({ type: 'CHANGE_CODE', value: '123456' });
    h.actor.send({ type: 'VERIFY' });
    h.actor.send({ type: 'CHANGE_NUMBER' });
    expect(signInCall(h.snapshot())).toBe('verifying');
  });
});
