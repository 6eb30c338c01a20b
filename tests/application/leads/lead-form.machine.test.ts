/**
 * The lead form machine without React (STYLE "Machines tested without React, with fake
 * timers"): each step, each guard, each error path.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  DEFAULT_ENQUIRY_STEPS,
  isSubmitting,
  leadFormMachine,
  STORE_TIMEOUT_MS,
  SUBMIT_TIMEOUT_MESSAGE,
  SUBMIT_TIMEOUT_MS,
  type LeadFormInput,
  type LeadSubmitOutcome,
  type SubmitLeadInput,
} from '../../../application/leads/lead-form.machine';
import type { LeadFormValues } from '../../../domain/leads/lead-validation';

const REQUIRED = '* This field is required';
const EMAIL = 'Please enter a valid email address, e.g. name@example.com.au';
const PHONE = 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432';
const TERMS = '*You must agree to the terms of use before submitting.';
const ALERT = 'An error occurred when submitting this form';

const VALID: LeadFormValues = {
  category: 'General Enquiry',
  name: 'Ann Citizen',
  email: 'ann@example.com.au',
  phone: '0412 345 678',
  message: 'Is it still available?',
  opt_in: true,
};

interface Harness {
  submitted: SubmitLeadInput[];
  tracked: unknown[];
  stored: unknown[];
  followUps: unknown[];
  navigated: string[];
  alerts: number;
  remembered: unknown[];
  warnings: string[];
  captchaRuns: number;
}

type Answer = LeadSubmitOutcome | Error | 'hang';

/** The machine with every side effect recorded; `answers` are what successive submits get. */
function start(
  input: Partial<LeadFormInput> & { values?: LeadFormValues },
  answers: Answer[] = [{ lead_id: 'lead-1' }],
  overrides: { trackFails?: boolean; followUpFails?: boolean; storeHangs?: boolean; captchaFails?: boolean } = {},
) {
  const h: Harness = { submitted: [], tracked: [], stored: [], followUps: [], navigated: [], alerts: 0, remembered: [], warnings: [], captchaRuns: 0 };
  const machine = leadFormMachine.provide({
    actors: {
      runCaptcha: fromPromise<Record<string, unknown>, { values: LeadFormValues }>(async () => {
        h.captchaRuns++;
        if (overrides.captchaFails) throw new Error('captcha script blocked');
        return { honeypot: '', form_token: 'v1.acme.token' };
      }),
      submitLead: fromPromise<LeadSubmitOutcome, SubmitLeadInput>(async ({ input: submitted }) => {
        h.submitted.push(submitted);
        const answer = answers.shift() ?? { lead_id: 'lead-n' };
        if (answer === 'hang') return new Promise<LeadSubmitOutcome>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      trackLeadEvent: fromPromise(async ({ input: event }) => {
        if (overrides.trackFails) throw new Error('analytics down');
        h.tracked.push(event);
      }),
      storeSuccess: fromPromise(async ({ input: record }) => {
        if (overrides.storeHangs) return new Promise<void>(() => {});
        h.stored.push(record);
      }),
      followUp: fromPromise(async ({ input: call }) => {
        if (overrides.followUpFails) throw new Error('follow-up 500');
        h.followUps.push(call);
      }),
      navigate: fromPromise(async ({ input: { path } }) => {
        h.navigated.push(path);
      }),
    },
    actions: {
      alertFailure: () => {
        h.alerts++;
      },
      rememberContact: (_, contact) => {
        h.remembered.push(contact);
      },
      warn: (_, problem) => {
        h.warnings.push(problem.what);
      },
    },
  });
  const actor = createActor(machine, {
    input: { values: VALID, rules: { termsCheckbox: false }, idempotencyKey: 'form-key-1', ...input },
  });
  actor.start();
  return { actor, h };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('lead form machine (spec 2 §4 "Forms in general", "Lead result")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts editing, not busy, with no errors', () => {
    const { actor } = start({});
    expect(actor.getSnapshot().value).toBe('editing');
    expect(isSubmitting(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('validates before submitting: every message on its field, nothing sent, back to editing', () => {
    const { actor, h } = start({
      values: { category: '', name: ' ', email: 'ann@', phone: '12', message: '' },
      rules: { termsCheckbox: true, categoryPresent: true },
    });
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.fieldErrors).toEqual({
      category: REQUIRED,
      name: REQUIRED,
      email: EMAIL,
      phone: PHONE,
      message: REQUIRED,
      terms_conditions: TERMS,
    });
    expect(h.captchaRuns).toBe(0);
    expect(h.submitted).toHaveLength(0);
  });

  it('clears a field’s error as soon as it changes', () => {
    const { actor } = start({ values: { ...VALID, email: 'nope' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: EMAIL });
    actor.send({ type: 'CHANGE', field: 'email', value: 'ann@example.com' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    expect(actor.getSnapshot().context.values.email).toBe('ann@example.com');
  });

  it('runs the captcha, then submits with its evidence and the idempotency key; busy (button disabled, spinner) meanwhile', async () => {
    const { actor, h } = start({}, ['hang']);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(h.submitted).toEqual([{ values: VALID, idempotencyKey: 'form-key-1', captcha: { honeypot: '', form_token: 'v1.acme.token' } }]);
    // spec 2 §3: name, email and phone are kept for reuse.
    expect(h.remembered).toEqual([{ name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' }]);
    actor.send({ type: 'SUBMIT' });
    expect(h.submitted, 'a second click while busy sends nothing').toHaveLength(1);
  });

  it('on success: fires the analytics event of category and car type, stores the enquired car and success-category, calls the follow-up with car_type, loads /success', async () => {
    const { actor, h } = start({ car: { car_id: 77, car_type: 'used' } }, [{ lead_id: 'lead-42' }]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.leadId).toBe('lead-42');
    expect(h.tracked).toEqual([{ eventId: 15, category: 'General Enquiry', carType: 'used' }]);
    expect(h.stored).toEqual([{ leadId: 'lead-42', category: 'General Enquiry', car: { car_id: 77, car_type: 'used' } }]);
    expect(h.followUps).toEqual([{ leadId: 'lead-42', category: 'General Enquiry', params: { car_type: 'used' } }]);
    expect(h.navigated).toEqual(['/success']);
    expect(h.alerts).toBe(0);
  });

  it('picks the event id from the category and car: test drive of a new car 17, of a used car 48, no car 14', async () => {
    const cases: [LeadFormInput['car'], string, number][] = [
      [{ car_id: 1, car_type: 'new' }, 'Test Drive', 17],
      [{ car_id: 2, car_type: 'used' }, 'Test Drive', 48],
      [{ car_id: 3, car_type: 'used', tag: 'Test Drive Only' }, 'Test Drive', 17],
      [null, 'General Enquiry', 14],
      [{ car_id: 4, car_type: 'demo' }, 'Finance Enquiry', 9],
    ];
    for (const [car, category, eventId] of cases) {
      const { actor, h } = start({ car, values: { ...VALID, category } });
      actor.send({ type: 'SUBMIT' });
      await settle();
      expect(h.tracked, `${category} ${car?.car_type}`).toEqual([expect.objectContaining({ eventId })]);
    }
  });

  it('sends no analytics event for a lead without an event id (trade-in), and still loads /success', async () => {
    const { actor, h } = start({ values: { ...VALID, category: 'Trade-in Enquiry' } });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.tracked).toEqual([]);
    expect(h.navigated).toEqual(['/success']);
    expect(h.followUps).toEqual([{ leadId: 'lead-1', category: 'Trade-in Enquiry', params: {} }]);
  });

  it('ignores analytics and follow-up failures (logged as warnings) and still loads /success', async () => {
    const { actor, h } = start({}, undefined, { trackFails: true, followUpFails: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.warnings.sort()).toEqual(['analytics event', 'follow-up']);
    expect(h.navigated).toEqual(['/success']);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('loads /success after STORE_TIMEOUT even when storing locally hangs', async () => {
    const { actor, h } = start({}, undefined, { storeHangs: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.navigated).toEqual([]);
    await vi.advanceTimersByTimeAsync(STORE_TIMEOUT_MS);
    expect(h.navigated).toEqual(['/success']);
  });

  it("on a refused lead: the alert, the server's message on the form and its field errors on the fields (spec 2 §8)", async () => {
    const { actor, h } = start({}, [{ error: 'Sorry, this vehicle has been sold.', fields: { 'user.email': EMAIL, car_id: 'sold' } }]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('failure');
    expect(isSubmitting(snapshot)).toBe(false);
    expect(h.alerts).toBe(1);
    expect(snapshot.context.formError).toBe('Sorry, this vehicle has been sold.');
    expect(snapshot.context.fieldErrors).toEqual({ email: EMAIL, car_id: 'sold' });
    expect(h.navigated).toEqual([]);
  });

  it("shows 'An unexpected error occured' when the answer has neither lead_id nor error (spec 2 §4)", async () => {
    const { actor } = start({}, [{}]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().context.formError).toBe('An unexpected error occured');
  });

  it("shows 'An error occurred when submitting this form' when nothing came back (network) or the captcha failed", async () => {
    const network = start({}, [new Error('Failed to fetch')]);
    network.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(network.actor.getSnapshot().context.formError).toBe(ALERT);
    expect(network.h.alerts).toBe(1);

    const captcha = start({}, [], { captchaFails: true });
    captcha.actor.send({ type: 'SUBMIT' });
    await settle();
    expect(captcha.actor.getSnapshot().value).toBe('failure');
    expect(captcha.actor.getSnapshot().context.formError).toBe(ALERT);
    expect(captcha.h.submitted).toHaveLength(0);
  });

  it('gives up after SUBMIT_TIMEOUT, and a retry sends the same idempotency key (one lead however often it is sent)', async () => {
    const { actor, h } = start({}, ['hang', { lead_id: 'lead-7' }]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.formError).toBe(SUBMIT_TIMEOUT_MESSAGE);
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(h.submitted.map((s) => s.idempotencyKey)).toEqual(['form-key-1', 'form-key-1']);
  });

  it('lets the shopper correct the form after a failure and submit again (validated again first)', async () => {
    const { actor, h } = start({}, [{ error: 'Phone number rejected by the dealer' }, { lead_id: 'lead-2' }]);
    actor.send({ type: 'SUBMIT' });
    await settle();
    actor.send({ type: 'CHANGE', field: 'phone', value: 'not a phone' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ phone: PHONE });
    actor.send({ type: 'CHANGE', field: 'phone', value: '(02) 9876 5432' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.formError).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(h.submitted[1]?.values.phone).toBe('(02) 9876 5432');
  });
});

describe('multi-step enquiry (spec 2 §2: advances step by step, submits on the last step)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const EMPTY: LeadFormValues = { category: 'General Enquiry', name: '', email: '', phone: '', message: '' };
  const input = { values: EMPTY, rules: { termsCheckbox: true }, steps: DEFAULT_ENQUIRY_STEPS };

  it('validates only the current step’s fields before advancing', () => {
    const { actor } = start(input);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED });
    for (const [field, value] of [
      ['name', 'Ann'],
      ['email', 'ann@example.com'],
      ['phone', '0412345678'],
    ] as const) {
      actor.send({ type: 'CHANGE', field, value });
    }
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('advances on SUBMIT (Enter) before the last step, goes BACK keeping the values, and cannot go back from the first step', () => {
    const { actor, h } = start({ ...input, values: { ...EMPTY, name: 'Ann', email: 'ann@example.com', phone: '0412345678' } });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(1);
    expect(h.submitted).toHaveLength(0);
    actor.send({ type: 'CHANGE', field: 'message', value: 'Hello' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    expect(actor.getSnapshot().context.values.message).toBe('Hello');
  });

  it('submits on the last step only, after validating the whole form', async () => {
    const { actor, h } = start({ ...input, values: { ...VALID } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(2);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ terms_conditions: TERMS });
    actor.send({ type: 'CHANGE', field: 'terms_conditions', value: true });
    actor.send({ type: 'SUBMIT' });
    await settle();
    expect(h.submitted).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('returns to the first step with an error when the whole form fails on the last step', () => {
    const { actor } = start({ ...input, values: { ...VALID, terms_conditions: true } });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', field: 'email', value: 'broken' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.stepIndex).toBe(0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: EMAIL });
  });
});
