/**
 * The service booking machine without React (STYLE "Machines tested without React, with fake
 * timers"): every variant's steps and guards, the lead id carried through, the last submission,
 * a slot taken, and retries with the same key (issue 13; spec 2 §2, §4, §5, §8).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  isBooked,
  isServiceBookingBusy,
  SERVICE_STORE_TIMEOUT_MS,
  SERVICE_SUBMIT_TIMEOUT_MESSAGE,
  SERVICE_SUBMIT_TIMEOUT_MS,
  serviceBookingMachine,
  type RegoLookupOutcome,
  type ServiceBookingEvent,
  type ServiceStepOutcome,
  type SubmitStepInput,
} from '../../../application/service/service-booking.machine';
import { initialServiceValues, type ServiceBookingContext, type ServiceFormField, type ServiceFormValues } from '../../../domain/service';
import { aServiceBooking, aShopper, CURRENT_YEAR } from '../../domain/service/a-service-booking';

const REQUIRED = '* This field is required';
const STEP_INCOMPLETE = 'Please complete the form step before proceeding';
const NO_ANSWER = 'An error occurred when submitting this form';
const BASE_KEY = '6f1c3a52-1d0e-4a8e-9a65-0d5d7c1b2f10';

type Answer = ServiceStepOutcome | Error | 'hang';
type Lookup = RegoLookupOutcome | Error | 'hang';

interface Harness {
  submitted: SubmitStepInput[];
  lookups: { rego: string; state: string }[];
  stored: unknown[];
  followUps: unknown[];
  navigated: string[];
  remembered: unknown[];
  captchaRuns: number;
}

function start(context: ServiceBookingContext, values: ServiceFormValues, answers: Answer[] = [], lookups: Lookup[] = []) {
  const h: Harness = { submitted: [], lookups: [], stored: [], followUps: [], navigated: [], remembered: [], captchaRuns: 0 };
  let nextId = 1;
  const machine = serviceBookingMachine.provide({
    actors: {
      runCaptcha: fromPromise<Record<string, unknown>, { values: ServiceFormValues }>(async () => {
        h.captchaRuns++;
        return { honeypot: '', form_token: 'v1.site.token' };
      }),
      submitStep: fromPromise<ServiceStepOutcome, SubmitStepInput>(async ({ input }) => {
        h.submitted.push(input);
        const answer = answers.shift() ?? { lead_id: `lead-${nextId++}` };
        if (answer === 'hang') return new Promise<ServiceStepOutcome>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      lookupRego: fromPromise<RegoLookupOutcome, { rego: string; state: string }>(async ({ input }) => {
        h.lookups.push(input);
        const answer = lookups.shift() ?? { kind: 'not_found' };
        if (answer === 'hang') return new Promise<RegoLookupOutcome>(() => {});
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      storeSuccess: fromPromise(async ({ input }) => {
        h.stored.push(input);
      }),
      followUp: fromPromise(async ({ input }) => {
        h.followUps.push(input);
      }),
      navigate: fromPromise(async ({ input }) => {
        h.navigated.push(input.path);
      }),
    },
    actions: {
      rememberContact: (_, contact) => {
        h.remembered.push(contact);
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      settings: context.settings,
      locations: context.locations,
      dealerships: context.dealerships,
      values,
      idempotencyKey: BASE_KEY,
      currentYear: CURRENT_YEAR,
    },
  });
  actor.start();
  const send = (event: ServiceBookingEvent) => actor.send(event);
  const change = (field: ServiceFormField, value: unknown) => send({ type: 'CHANGE', field, value });
  const settle = () => vi.advanceTimersByTimeAsync(0);
  const snap = () => actor.getSnapshot();
  const step = () => snap().context.steps[snap().context.stepIndex]?.title;
  return { actor, h, send, change, settle, snap, step };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('service booking machine, full variant (spec 2 §2, §4)', () => {
  const site = aServiceBooking().withWorkshops(2).build();

  it('each step validates, submits and advances; the first creates the lead and later ones carry its id', async () => {
    const t = start(site, aShopper().build());
    expect(t.step()).toBe('Contact Details');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted).toHaveLength(1);
    expect(t.h.submitted[0]?.user).toMatchObject({
      subcategory: '1. Contact Details',
      category: 'Service Booking',
      PageTitle: 'Service',
      form_completed: false,
    });
    expect(t.h.submitted[0]?.user).not.toHaveProperty('lead_id');
    expect(t.step()).toBe('Vehicle Details');
    expect(t.snap().context.leadId).toBe('lead-1');

    // Vehicle Details: make, model and year required.
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({ make: REQUIRED, model: REQUIRED, year: REQUIRED });
    expect(t.h.submitted).toHaveLength(1);
    t.change('make', 'Mazda');
    t.change('model', 'CX-5');
    t.change('year', '2019');
    expect(t.snap().context.fieldErrors).toEqual({});
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[1]?.user).toMatchObject({ subcategory: '2. Vehicle Details', lead_id: 'lead-1', 'Vehicle Make': 'Mazda', 'Vehicle Year': '2019' });
    expect(t.step()).toBe('Order Details');

    // Order Details: location (two workshops), interval, type, date and time.
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({ location: REQUIRED, interval: REQUIRED, serviceType: REQUIRED, date: REQUIRED, time: REQUIRED });
    expect(t.h.submitted).toHaveLength(2);
    t.change('location', 'workshop-2');
    t.change('interval', '15,000 km / 12 months');
    t.change('serviceType', 'Brakes');
    t.send({ type: 'PICK_SLOT', date: '2030-03-04', time: '08:30' });
    t.change('tyres', true);
    t.send({ type: 'SUBMIT' });
    await t.settle();
    const last = t.h.submitted[2];
    expect(last?.last).toBe(true);
    expect(last?.user).toMatchObject({
      subcategory: '3. Order Details',
      lead_id: 'lead-1',
      lead_status: 'Complete',
      form_completed: true,
      category: 'Service Booking',
      PageTitle: 'Service',
      location: 'workshop-2',
      dealership_slug: 'dealership-2',
      'Preferred Service Date': '2030-03-04',
      'Preferred Service Time': '08:30',
      'Tyres Replacement': true,
    });
    // Each submission its own key.
    expect(new Set(t.h.submitted.map((s) => s.idempotencyKey)).size).toBe(3);
    expect(t.h.submitted.every((s) => s.idempotencyKey.startsWith(BASE_KEY))).toBe(true);
    // spec 2 §4 'Lead result': the success entry, the follow-up, then /success.
    expect(isBooked(t.snap())).toBe(true);
    expect(t.snap().context.summary).toEqual({
      locationName: 'Workshop 2',
      locationPhone: '',
      date: '2030-03-04',
      time: '08:30',
      dateLabel: 'Monday 4 March 2030',
      timeLabel: '8:30am',
    });
    expect(t.h.stored).toEqual([{ leadId: 'lead-1', category: 'Service Booking', summary: t.snap().context.summary }]);
    expect(t.h.followUps).toEqual([{ leadId: 'lead-1', category: 'Service Booking' }]);
    expect(t.h.navigated).toEqual(['/success']);
    expect(t.snap().status).toBe('done');
    expect(t.h.remembered).toContainEqual({ name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' });
  });

  it('the contact step refuses a bad email before anything is sent', async () => {
    const t = start(site, aShopper().with({ email: 'ann@' }).build());
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.fieldErrors.email).toBe('Please enter a valid email address, e.g. name@example.com.au');
    expect(t.h.submitted).toHaveLength(0);
    expect(t.h.captchaRuns).toBe(0);
  });

  it('BACK returns a step without sending; sending a step again after BACK is a new update with a fresh key', async () => {
    const t = start(site, aShopper().withVehicle().build());
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.step()).toBe('Order Details');
    t.send({ type: 'BACK' });
    expect(t.step()).toBe('Vehicle Details');
    t.send({ type: 'BACK' });
    t.send({ type: 'BACK' });
    expect(t.step()).toBe('Contact Details');
    expect(t.h.submitted).toHaveLength(2);
    t.change('phone', '02 9876 5432');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[2]?.user).toMatchObject({ lead_id: 'lead-1', phone: '02 9876 5432', subcategory: '1. Contact Details' });
    expect(t.h.submitted[2]?.idempotencyKey).not.toBe(t.h.submitted[0]?.idempotencyKey);
    // The first lead stays the one every update names.
    expect(t.snap().context.leadId).toBe('lead-1');
  });

  it('on the last step every earlier field is checked again and the shopper is sent back to the first in error', async () => {
    const t = start(site, aShopper().withVehicle().withOrder().at('workshop-1').withSlot().build());
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.step()).toBe('Order Details');
    // A value changed while on the last step (a browser's autofill of a field out of view, say).
    t.change('email', 'broken');
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.step()).toBe('Contact Details');
    expect(t.snap().context.fieldErrors.email).toBe('Please enter a valid email address, e.g. name@example.com.au');
    expect(t.h.submitted).toHaveLength(2);
  });

  it('a slot taken at the last moment keeps every value, shows the message on the time and refreshes the picker', async () => {
    const taken: ServiceStepOutcome = {
      error: 'Sorry, that time has just been booked. The next free times are shown.',
      code: 'LEAD.SLOT_TAKEN',
      next_free: [{ location: 'workshop-1', date: '2030-03-04', time: '09:00' }],
    };
    const values = aShopper().withVehicle().withOrder().at('workshop-1').withSlot('2030-03-04', '08:30').build();
    const t = start(site, values, [{ lead_id: 'lead-1' }, { lead_id: 'lead-2' }, taken]);
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.step()).toBe('Order Details');
    expect(t.snap().value).toBe('editing');
    expect(t.snap().context.fieldErrors).toEqual({ time: taken.error });
    expect(t.snap().context.formError).toBeNull();
    expect(t.snap().context.slotsVersion).toBe(1);
    expect(t.snap().context.values).toEqual(values);
    expect(t.h.navigated).toEqual([]);
    // The refreshed picker lets the taken time go: the message stays until another time is picked.
    t.send({ type: 'PICK_SLOT', date: '2030-03-04', time: null });
    expect(t.snap().context.fieldErrors).toEqual({ time: taken.error });
    expect(t.snap().context.values.time).toBe('');
    // The shopper picks the next free time: the error goes, and the booking goes through with a new key.
    t.send({ type: 'PICK_SLOT', date: '2030-03-04', time: '09:00' });
    expect(t.snap().context.fieldErrors).toEqual({});
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.h.submitted[3]?.user['Preferred Service Time']).toBe('09:00');
    expect(t.h.submitted[3]?.idempotencyKey).not.toBe(t.h.submitted[2]?.idempotencyKey);
    expect(t.h.submitted[3]?.user.lead_id).toBe('lead-1');
    expect(t.h.navigated).toEqual(['/success']);
  });

  it('a slot taken without a message gets the form own words', async () => {
    const t = start(aServiceBooking().build(), aShopper().withVehicle().withOrder().at('workshop-1').withSlot().build(), [
      { lead_id: 'l1' },
      { lead_id: 'l2' },
      { error: null, code: 'LEAD.SLOT_TAKEN' },
    ]);
    for (let i = 0; i < 3; i++) {
      t.send({ type: 'NEXT' });
      await t.settle();
    }
    expect(t.snap().context.fieldErrors.time).toBe('Sorry, that time has just been booked. Please choose another time.');
  });

  it('no answer lets the shopper retry with the same key; the lead made once', async () => {
    const t = start(site, aShopper().build(), [new Error('Failed to fetch')]);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.formError).toBe(NO_ANSWER);
    expect(t.step()).toBe('Contact Details');
    expect(isServiceBookingBusy(t.snap())).toBe(false);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted).toHaveLength(2);
    expect(t.h.submitted[1]?.idempotencyKey).toBe(t.h.submitted[0]?.idempotencyKey);
    expect(t.h.submitted[1]?.user).toEqual(t.h.submitted[0]?.user);
    expect(t.step()).toBe('Vehicle Details');
    expect(t.snap().context.formError).toBeNull();
  });

  it('a submission that hangs gives up after 30 seconds and the retry keeps its key', async () => {
    const t = start(site, aShopper().build(), ['hang']);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(isServiceBookingBusy(t.snap())).toBe(true);
    await vi.advanceTimersByTimeAsync(SERVICE_SUBMIT_TIMEOUT_MS);
    expect(t.snap().context.formError).toBe(SERVICE_SUBMIT_TIMEOUT_MESSAGE);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[1]?.idempotencyKey).toBe(t.h.submitted[0]?.idempotencyKey);
    expect(t.step()).toBe('Vehicle Details');
  });

  it('a refusal puts the server field errors on the fields, its message on the form, and returns to their step', async () => {
    const refusal: ServiceStepOutcome = {
      error: 'Please fix the following errors: Phone: Please enter a valid Australian phone number',
      code: 'LEAD.INVALID',
      fields: { 'user.phone': 'Please enter a valid Australian phone number' },
    };
    const t = start(site, aShopper().withVehicle().build(), [{ lead_id: 'lead-1' }, refusal]);
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.step()).toBe('Contact Details');
    expect(t.snap().context.fieldErrors).toEqual({ phone: 'Please enter a valid Australian phone number' });
    expect(t.snap().context.formError).toBe(refusal.error);
  });

  it('an answer with neither lead id nor error reads An unexpected error occured', async () => {
    const t = start(site, aShopper().build(), [{}]);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.formError).toBe('An unexpected error occured');
  });

  it('a key the server saw with other content moves to a fresh key and sends once more', async () => {
    const t = start(site, aShopper().build(), [{ error: 'Key reused', code: 'IDEMPOTENCY.KEY_REUSED' }]);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted).toHaveLength(2);
    expect(t.h.submitted[1]?.idempotencyKey).not.toBe(t.h.submitted[0]?.idempotencyKey);
    expect(t.step()).toBe('Vehicle Details');
  });

  it('a captcha that cannot run sends nothing and says so', async () => {
    const t = start(site, aShopper().build());
    const failing = serviceBookingMachine.provide({
      actors: {
        runCaptcha: fromPromise<Record<string, unknown>, { values: ServiceFormValues }>(async () => {
          throw new Error('token endpoint down');
        }),
      },
    });
    const actor = createActor(failing, { input: { ...site, values: aShopper().build(), idempotencyKey: BASE_KEY, currentYear: CURRENT_YEAR } });
    actor.start();
    actor.send({ type: 'NEXT' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.formError).toBe(NO_ANSWER);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(t.h.submitted).toHaveLength(0);
  });

  it('/success loads even when storing the success entry hangs', async () => {
    const t = start(aServiceBooking().build(), aShopper().withVehicle().withOrder().at('workshop-1').withSlot().build());
    const hanging = serviceBookingMachine.provide({
      actors: {
        runCaptcha: fromPromise<Record<string, unknown>, { values: ServiceFormValues }>(async () => ({})),
        submitStep: fromPromise<ServiceStepOutcome, SubmitStepInput>(async () => ({ lead_id: 'lead-9' })),
        storeSuccess: fromPromise(() => new Promise<void>(() => {})),
        followUp: fromPromise(async () => {}),
        navigate: fromPromise(async ({ input }) => {
          t.h.navigated.push(input.path);
        }),
      },
    });
    const actor = createActor(hanging, {
      input: {
        ...aServiceBooking().build(),
        values: aShopper().withVehicle().withOrder().at('workshop-1').withSlot().build(),
        idempotencyKey: BASE_KEY,
        currentYear: CURRENT_YEAR,
      },
    });
    actor.start();
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'NEXT' });
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(t.h.navigated).toEqual([]);
    await vi.advanceTimersByTimeAsync(SERVICE_STORE_TIMEOUT_MS);
    expect(t.h.navigated).toEqual(['/success']);
  });
});

describe('service booking machine, two-step flavour and address variant', () => {
  it('the two-step flavour sends Contact and Vehicle Details, then books', async () => {
    const context = aServiceBooking().twoStep().intervalOptional().withoutServiceTypes().build();
    // The form starts at the site's one workshop (domain initialServiceValues).
    const t = start(context, { ...initialServiceValues(context), ...aShopper().build(), location: initialServiceValues(context).location });
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({ make: REQUIRED, model: REQUIRED, year: REQUIRED });
    t.change('make', 'Suzuki');
    t.change('model', 'Swift');
    t.change('year', '2022');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[0]?.user).toMatchObject({ subcategory: '1. Contact and Vehicle Details', 'Vehicle Make': 'Suzuki' });
    expect(t.step()).toBe('Order Details');
    // Interval optional and no service types on this site: the slot is all it needs.
    t.send({ type: 'PICK_SLOT', date: '2030-03-05', time: '10:00' });
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.h.submitted[1]?.user).toMatchObject({
      subcategory: '2. Order Details',
      lead_id: 'lead-1',
      lead_status: 'Complete',
      form_completed: true,
      location: 'workshop-1',
    });
    expect(t.h.submitted[1]?.user).not.toHaveProperty('Service Interval');
    expect(t.h.navigated).toEqual(['/success']);
  });

  it('the address variant asks street, suburb, state and postcode on Contact Details', async () => {
    const t = start(aServiceBooking().withAddress().build(), aShopper().build());
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({
      street: REQUIRED,
      suburb: REQUIRED,
      state: REQUIRED,
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
    t.change('street', '1 Main Street');
    t.change('suburb', 'Dry Creek');
    t.change('state', 'SA');
    t.change('postcode', '5094');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[0]?.user).toMatchObject({ street: '1 Main Street', suburb: 'Dry Creek', state: 'SA', postcode: '5094' });
  });
});

describe('service booking machine, minimal variant (spec 2 §2, §5, §8)', () => {
  const site = aServiceBooking().minimal().withWorkshops(3).build();

  it('Vehicle Details without make, model and year shows Please complete the form step before proceeding', async () => {
    const t = start(site, aShopper().build());
    expect(t.step()).toBe('Vehicle Details');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.formError).toBe(STEP_INCOMPLETE);
    expect(t.snap().context.fieldErrors).toEqual({ rego: REQUIRED, regoState: REQUIRED });
    expect(t.step()).toBe('Vehicle Details');
    expect(t.h.lookups).toEqual([]);
  });

  it('NEXT looks the plate up; a match fills make, model and year and moves on without a lead', async () => {
    const t = start(site, aShopper().build(), [], [{ kind: 'found', make: 'Hyundai', model: 'i30', year: 2021 }]);
    t.change('rego', 'abc 123');
    t.change('regoState', 'QLD');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.lookups).toEqual([{ rego: 'ABC123', state: 'QLD' }]);
    expect(t.snap().context.values).toMatchObject({ make: 'Hyundai', model: 'i30', year: '2021' });
    expect(t.snap().context.vehicleEntry).toBe('found');
    expect(t.step()).toBe('Contact Details');
    // The minimal variant's first lead goes after Contact Details (no contact before it).
    expect(t.h.submitted).toHaveLength(0);
  });

  it('LOOKUP_REGO looks up without leaving the step; a new plate clears the vehicle found', async () => {
    const t = start(site, aShopper().withRego('ABC123', 'QLD').build(), [], [{ kind: 'found', make: 'Kia', model: 'Sportage', year: '2020' }]);
    t.send({ type: 'LOOKUP_REGO' });
    await t.settle();
    expect(t.step()).toBe('Vehicle Details');
    expect(t.snap().context.values.make).toBe('Kia');
    t.change('rego', 'XYZ789');
    expect(t.snap().context.values).toMatchObject({ make: '', model: '', year: '' });
    expect(t.snap().context.vehicleEntry).toBe('rego');
  });

  it('LOOKUP_REGO without a plate shows the required messages and looks nothing up', async () => {
    const t = start(site, aShopper().build());
    t.send({ type: 'LOOKUP_REGO' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({ rego: REQUIRED, regoState: REQUIRED });
    expect(t.h.lookups).toHaveLength(0);
  });

  it('no match shows the inputs with the spec message; leaving still needs make, model and year', async () => {
    const t = start(site, aShopper().withRego('ABC123', 'QLD').build(), [], [{ kind: 'not_found' }]);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.vehicleEntry).toBe('manual');
    expect(t.snap().context.lookupMessage).toBe(
      'Unfortunately, we could not find a match for your registration number. Please enter your vehicle\u2019s make, model and year below.',
    );
    expect(t.step()).toBe('Vehicle Details');
    t.send({ type: 'NEXT' });
    await t.settle();
    // The same plate is not looked up twice.
    expect(t.h.lookups).toHaveLength(1);
    expect(t.snap().context.formError).toBe(STEP_INCOMPLETE);
    expect(t.snap().context.fieldErrors).toEqual({ make: REQUIRED, model: REQUIRED, year: REQUIRED });
    // Another plate is looked up (here: no match again).
    t.change('rego', 'XYZ789');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.lookups).toEqual([
      { rego: 'ABC123', state: 'QLD' },
      { rego: 'XYZ789', state: 'QLD' },
    ]);
    t.change('make', 'Isuzu');
    t.change('model', 'NPR');
    t.change('year', '2018');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.step()).toBe('Contact Details');
    expect(t.snap().context.formError).toBeNull();
  });

  it('a lookup that cannot run (no answer) offers the inputs too', async () => {
    const t = start(site, aShopper().withRego('ABC123', 'QLD').build(), [], [new Error('Failed to fetch')]);
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.snap().context.vehicleEntry).toBe('manual');
    expect(t.snap().context.lookupMessage).toMatch(/^We could not look up your registration just now\./);
  });

  it('a lookup refused by the server puts its message on the plate', async () => {
    const t = start(
      site,
      aShopper().withRego('ABC123', 'QLD').build(),
      [],
      [{ kind: 'refused', message: 'Please fix the following errors: Rego: too long', fields: { rego: 'too long' } }],
    );
    t.send({ type: 'LOOKUP_REGO' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toEqual({ rego: 'too long' });
  });

  it('ENTER_VEHICLE shows the inputs without a plate', async () => {
    const t = start(site, aShopper().build());
    t.send({ type: 'ENTER_VEHICLE' });
    expect(t.snap().context.vehicleEntry).toBe('manual');
    t.change('make', 'Ford');
    t.change('model', 'Ranger');
    t.change('year', '2020');
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.step()).toBe('Contact Details');
  });

  it('Contact Details creates the lead with the vehicle; Order Details requires the dealership and completes it', async () => {
    const t = start(site, aShopper().withRego('ABC123', 'QLD').build(), [], [{ kind: 'found', make: 'Hyundai', model: 'Tucson', year: '2023' }]);
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    expect(t.h.submitted[0]?.user).toMatchObject({
      subcategory: '2. Contact Details',
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'QLD',
      'Vehicle Make': 'Hyundai',
      form_completed: false,
    });
    expect(t.h.submitted[0]?.user).not.toHaveProperty('lead_id');
    expect(t.step()).toBe('Order Details');
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.snap().context.fieldErrors).toMatchObject({ dealership: REQUIRED, date: REQUIRED, time: REQUIRED });
    expect(t.snap().context.fieldErrors.location).toBeUndefined();
    t.change('dealership', 'dealership-3');
    expect(t.snap().context.values.location).toBe('workshop-3');
    t.change('interval', '15,000 km / 12 months');
    t.change('serviceType', 'Logbook service');
    t.send({ type: 'PICK_SLOT', date: '2030-03-06', time: '07:30' });
    t.send({ type: 'SUBMIT' });
    await t.settle();
    expect(t.h.submitted[1]?.user).toMatchObject({
      subcategory: '3. Order Details',
      lead_id: 'lead-1',
      dealership_slug: 'dealership-3',
      location: 'workshop-3',
      lead_status: 'Complete',
      form_completed: true,
    });
    expect(t.h.navigated).toEqual(['/success']);
  });

  it('the slot picker moving to another workshop carries its dealership', async () => {
    const t = start(site, aShopper().withVehicle().withOrder().at('workshop-1', 'dealership-1').build());
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'NEXT' });
    await t.settle();
    t.send({ type: 'PICK_SLOT', date: '2030-03-06', time: '07:30', locationSlug: 'workshop-2' });
    expect(t.snap().context.values).toMatchObject({ location: 'workshop-2', dealership: 'dealership-2', date: '2030-03-06', time: '07:30' });
  });
});
