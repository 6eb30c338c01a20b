/**
 * The trade-in instant offer machine without React (STYLE "Machines tested without React, with
 * fake timers"): every step, guard and error path of spec 2 §2, §4, §5, §8 'Trade-in instant offer'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { TradeInCallResult } from '../../../application/client/trade-in-client.port';
import type { LeadSubmitOutcome } from '../../../application/leads/lead-form.machine';
import type { PostcodePlace } from '../../../application/locations/geocoder.port';
import type { EnterVinItem, MiscellaneousRequest, OfferRequest, TradeInOffer } from '../../../application/tradein/trade-in-contract';
import {
  isBusy,
  searchingMessage,
  TRADE_IN_SUBMIT_TIMEOUT_MESSAGE,
  TRADE_IN_SUBMIT_TIMEOUT_MS,
  tradeInMachine,
  tradeInView,
  UPLOAD_NO_ANSWER_MESSAGE,
  type TradeInLeadRequest,
  type TradeInMachineInput,
  type TradeInValues,
} from '../../../application/tradein/trade-in.machine';
import type { AustralianState } from '../../../domain/tradein/trade-in-fields';
import {
  GEOCODING_NO_RESULT_MESSAGE,
  SEARCHING_MESSAGE_INTERVAL_MS,
  SEARCHING_MESSAGES,
  SUBMIT_FAILURE_MESSAGE,
  TRADE_IN_CATEGORY,
  TRADE_IN_SUBCATEGORY,
} from '../../../domain/tradein/trade-in-flow';
import type { ImageFile } from '../../../domain/tradein/trade-in-images';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';

const REQUIRED = '* This field is required';
const CHOOSE_ONE = '* Please choose one car.';

const ok = <T>(value: T): TradeInCallResult<T> => ({ ok: true, value });
const refused = (status: number, code: string, message: string, fields: Record<string, string> = {}): TradeInCallResult<never> => ({
  ok: false,
  status,
  code,
  message,
  fields,
});
const UNAVAILABLE = refused(503, 'VALUATION.UNAVAILABLE', 'The valuation provider is not answering.');

const HILUX: TradeInVehicle = {
  EvalID: 'EV-1001',
  Make: 'Toyota',
  Model: 'HiLux',
  Variant: 'SR5',
  Series: 'GUN126R',
  Year: 2019,
  VIN: 'MR0HA3CD100123456',
  Body: 'Utility',
  Transmission: 'Automatic',
  Cylinders: 4,
  BuildMth: 3,
  BuildYr: 2019,
  EngineNo: '1GD-1234567',
  Registration: 'ABC123',
  RegExpiry: '2026-05-01',
  KM: 84_000,
  redbookCode: 'TOYO19HILUX',
};

const OFFER: TradeInOffer = {
  reference: 'TI-4K7Q-2ZB9',
  evalid: 'EV-1001',
  offer_price: 38_500,
  reduced_price: 36_900,
  final_price: 36_900,
  adjustments: [
    { id: 'car_condition', label: 'Condition', answer: 'Fair', amount: -1_200 },
    { id: 'number_of_keys', label: 'Keys', answer: '1', amount: -400 },
  ],
  valid_until: '2025-07-11',
  valid_days: 7,
};

const DETAILS: Partial<TradeInValues> = {
  name: 'Ann',
  last_name: 'Citizen',
  email: 'ann@example.com.au',
  phone: '0412 345 678',
  postcode: '4000',
  odometer: '85,000 km',
  service_history: 'Full service history',
  number_of_keys: '1',
  car_condition: 'Fair',
  comments: 'Towbar fitted',
};

const file = (name: string, size = 200_000, type = 'image/jpeg'): ImageFile => ({ name, size, type });

type Answer<T> = T | Error | 'hang';

interface Script {
  enterVin?: Answer<TradeInCallResult<EnterVinItem[]>>[];
  manualEntry?: Answer<TradeInCallResult<TradeInVehicle[]>>[];
  upload?: (name: string) => Answer<TradeInCallResult<{ stored: number }>>;
  geocode?: Answer<TradeInCallResult<PostcodePlace>>;
  updateEval?: Answer<TradeInCallResult<TradeInVehicle[]>>;
  offer?: Answer<TradeInCallResult<TradeInOffer>>;
  leads?: Answer<LeadSubmitOutcome>[];
  trackFails?: boolean;
  misc?: Answer<TradeInCallResult<{ recorded: true }>>;
}

interface Calls {
  enterVin: { rego: string; state: AustralianState }[];
  manualEntry: { vin: string; desc: string; rego: string; state: string }[];
  uploads: { evalId: string; name: string }[];
  geocode: string[];
  updateEval: { evalid: string; km: number; cName: string; cEmail: string; cPhone: string }[];
  offers: OfferRequest[];
  leads: TradeInLeadRequest[];
  tracked: unknown[];
  misc: MiscellaneousRequest[];
  warnings: string[];
}

async function answer<T>(a: Answer<T> | undefined, fallback: T): Promise<T> {
  const value = a ?? fallback;
  if (value === 'hang') return new Promise<T>(() => {});
  if (value instanceof Error) throw value;
  return value;
}

/** The machine with every side effect recorded; `script` says what each call answers. */
function start(script: Script = {}, input: Partial<TradeInMachineInput> = {}) {
  const calls: Calls = { enterVin: [], manualEntry: [], uploads: [], geocode: [], updateEval: [], offers: [], leads: [], tracked: [], misc: [], warnings: [] };
  const enterVinAnswers = [...(script.enterVin ?? [ok([HILUX])])];
  const manualAnswers = [...(script.manualEntry ?? [ok([HILUX])])];
  const leadAnswers = [...(script.leads ?? [])];
  let leadCount = 0;
  const machine = tradeInMachine.provide({
    actors: {
      enterVin: fromPromise(async ({ input: request }) => {
        calls.enterVin.push(request);
        return answer(enterVinAnswers.shift(), ok([HILUX] as EnterVinItem[]));
      }),
      manualEntry: fromPromise(async ({ input: request }) => {
        calls.manualEntry.push(request);
        return answer(manualAnswers.shift(), ok([HILUX]));
      }),
      uploadImage: fromPromise(async ({ input: request }) => {
        calls.uploads.push({ evalId: request.evalId, name: request.file.name });
        return answer(script.upload?.(request.file.name), ok({ stored: calls.uploads.length }));
      }),
      geocodePostcode: fromPromise(async ({ input: request }) => {
        calls.geocode.push(request.postcode);
        return answer(
          script.geocode,
          ok({ postcode: request.postcode, locality: 'Brisbane', state: 'QLD', latitude: -27.47, longitude: 153.02 } as PostcodePlace),
        );
      }),
      updateEval: fromPromise(async ({ input: request }) => {
        calls.updateEval.push(request);
        return answer(script.updateEval, ok([{ ...HILUX, KM: request.km }]));
      }),
      requestOffer: fromPromise(async ({ input: request }) => {
        calls.offers.push(request);
        return answer(script.offer, ok(OFFER));
      }),
      submitLead: fromPromise(async ({ input: request }) => {
        calls.leads.push(request);
        leadCount++;
        return answer(leadAnswers.shift(), { lead_id: `lead-${leadCount}` });
      }),
      trackEvent: fromPromise(async ({ input: event }) => {
        if (script.trackFails) throw new Error('analytics down');
        calls.tracked.push(event);
      }),
      postValuation: fromPromise(async ({ input: request }) => {
        calls.misc.push(request);
        return answer(script.misc, ok({ recorded: true as const }));
      }),
    },
    actions: {
      warn: (_, problem) => {
        calls.warnings.push(problem.what);
      },
    },
  });
  const actor = createActor(machine, {
    input: {
      defaultState: 'QLD',
      imagesStep: true,
      postValuation: false,
      dealershipSlug: 'harbour-motors',
      idempotencyKeys: { details: 'key-details-0001', accept: 'key-accept-0001' },
      ...input,
    },
  });
  actor.start();
  const view = () => tradeInView(actor.getSnapshot());
  const context = () => actor.getSnapshot().context;
  const fill = (values: Partial<TradeInValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'CHANGE', field: field as keyof TradeInValues, value: value ?? '' });
  };
  return { actor, calls, view, context, fill };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

/** Plate → match → (no photos) → Step Four, filled. */
async function atStepFour(script: Script = {}, input: Partial<TradeInMachineInput> = {}) {
  const flow = start(script, { imagesStep: false, ...input });
  flow.fill({ rego: 'abc123' });
  flow.actor.send({ type: 'NEXT' });
  await settle();
  expect(flow.view()).toBe('details');
  flow.fill(DETAILS);
  return flow;
}

describe('trade-in machine (spec 2 §2, §4 Trade-in instant offer)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('Step One, Vehicle Details', () => {
    it('starts at Step One with the state preselected from the site settings and nothing sent', () => {
      const { view, context, calls } = start({}, { defaultState: 'NSW' });
      expect(view()).toBe('entry');
      expect(context().values.state).toBe('NSW');
      expect(context().values.rego).toBe('');
      expect(calls.enterVin).toEqual([]);
    });

    it('requires rego and state with the spec message and sends nothing', () => {
      const { actor, view, context, calls, fill } = start();
      fill({ state: '' });
      actor.send({ type: 'NEXT' });
      expect(view()).toBe('entry');
      expect(context().fieldErrors).toEqual({ rego: REQUIRED, state: REQUIRED });
      fill({ rego: 'ABC123' });
      expect(context().fieldErrors, 'a field error clears when the field changes').toEqual({ state: REQUIRED });
      fill({ state: 'XYZ' });
      actor.send({ type: 'SUBMIT' });
      expect(context().fieldErrors).toEqual({ state: REQUIRED });
      expect(calls.enterVin).toEqual([]);
    });

    it('starts prefilled from the home page rego box, the plate in capitals', () => {
      const { context } = start({}, { rego: ' abc123 ', state: 'vic' });
      expect(context().values.rego).toBe('ABC123');
      expect(context().values.state).toBe('VIC');
    });

    it('looks the plate up (in capitals) while busy, with the searching messages of spec 2 §2', async () => {
      const { actor, view, calls, fill } = start({ enterVin: ['hang'] });
      fill({ rego: 'abc 123', state: 'NSW' });
      actor.send({ type: 'NEXT' });
      expect(view()).toBe('searching');
      expect(isBusy(actor.getSnapshot())).toBe(true);
      expect(calls.enterVin).toEqual([{ rego: 'ABC 123', state: 'NSW' }]);
      expect(searchingMessage(actor.getSnapshot())).toBe('Loading car now...');
    });

    it('rotates the searching message every 5 seconds in the spec order, looping after the fifth', async () => {
      const { actor, fill } = start({ enterVin: ['hang'] });
      fill({ rego: 'ABC123' });
      actor.send({ type: 'NEXT' });
      const seen: string[] = [searchingMessage(actor.getSnapshot())];
      await vi.advanceTimersByTimeAsync(SEARCHING_MESSAGE_INTERVAL_MS - 1);
      expect(searchingMessage(actor.getSnapshot()), 'not before 5 s').toBe(SEARCHING_MESSAGES[0]);
      await vi.advanceTimersByTimeAsync(1);
      seen.push(searchingMessage(actor.getSnapshot()));
      for (let i = 0; i < 5; i++) {
        await vi.advanceTimersByTimeAsync(SEARCHING_MESSAGE_INTERVAL_MS);
        seen.push(searchingMessage(actor.getSnapshot()));
      }
      expect(seen).toEqual([
        'Loading car now...',
        'Finalising car details...',
        'Checking your cars details...',
        'Searching for your car...',
        'Connecting to cars database...',
        'Loading car now...',
        'Finalising car details...',
      ]);
    });

    it('a single match with an EvalID goes to Step Three where the site has the images step', async () => {
      const { actor, view, context, fill } = start({}, { imagesStep: true });
      fill({ rego: 'ABC123' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('uploadImages');
      expect(context().vehicle).toEqual(HILUX);
      expect(isBusy(actor.getSnapshot())).toBe(false);
    });

    it('a single match goes straight to Step Four where the images step is off', async () => {
      const { actor, view, fill } = start({}, { imagesStep: false });
      fill({ rego: 'ABC123' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('details');
    });

    it('nothing matched: the not-found panel, and Back returns to Step One with the plate kept', async () => {
      const { actor, view, context, fill } = start({ enterVin: [ok([])] });
      fill({ rego: 'NOPE1' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('notFound');
      actor.send({ type: 'BACK' });
      expect(view()).toBe('entry');
      expect(context().values.rego).toBe('NOPE1');
    });

    it('a provider outage (503) is the provider error panel; Retry looks again and goes on', async () => {
      const { actor, view, calls, fill } = start({ enterVin: [UNAVAILABLE, ok([HILUX])] }, { imagesStep: false });
      fill({ rego: 'OUT503' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('providerError');
      actor.send({ type: 'RETRY' });
      expect(view()).toBe('searching');
      await settle();
      expect(view()).toBe('details');
      expect(calls.enterVin).toHaveLength(2);
    });

    it('no answer at all (no connection) is the provider error panel too, and Back returns to Step One', async () => {
      const { actor, view, fill } = start({ enterVin: [new Error('Failed to fetch')] });
      fill({ rego: 'ABC123' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('providerError');
      actor.send({ type: 'BACK' });
      expect(view()).toBe('entry');
    });

    it('a lookup our server refused (too many requests) shows its message on Step One', async () => {
      const { actor, view, context, fill } = start({ enterVin: [refused(429, 'RATE_LIMITED', 'Too many requests: please wait a minute.')] });
      fill({ rego: 'ABC123' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('entry');
      expect(context().formError).toBe('Too many requests: please wait a minute.');
    });
  });

  describe('Step Two, Vehicle Selection', () => {
    for (const key of ['Desciptions', 'Descritpions'] as const) {
      it(`reads the candidates under the misspelled key ${key}`, async () => {
        const item = { VIN: 'LOOKUP-77', [key]: [{ Description: 'Toyota HiLux SR 2019' }, { Description: 'Toyota HiLux SR5 2019' }] } as EnterVinItem;
        const { actor, view, context, fill } = start({ enterVin: [ok([item])] });
        fill({ rego: 'MULTI1' });
        actor.send({ type: 'NEXT' });
        await settle();
        expect(view()).toBe('chooseVehicle');
        expect(context().candidates).toEqual(['Toyota HiLux SR 2019', 'Toyota HiLux SR5 2019']);
        expect(context().lookupVin).toBe('LOOKUP-77');
      });
    }

    it('requires a choice with the spec message, then sends vin and desc and moves to Step Three', async () => {
      const item = { VIN: 'LOOKUP-77', Desciptions: [{ Description: 'Toyota HiLux SR 2019' }, { Description: 'Toyota HiLux SR5 2019' }] } as EnterVinItem;
      const { actor, view, context, calls, fill } = start({ enterVin: [ok([item])], manualEntry: ['hang'] });
      fill({ rego: 'MULTI1' });
      actor.send({ type: 'NEXT' });
      await settle();
      actor.send({ type: 'SUBMIT' });
      expect(view()).toBe('chooseVehicle');
      expect(context().fieldErrors).toEqual({ description: CHOOSE_ONE });
      fill({ description: 'Not one of them' });
      actor.send({ type: 'SUBMIT' });
      expect(context().fieldErrors, 'a description not offered is no choice').toEqual({ description: CHOOSE_ONE });
      fill({ description: 'Toyota HiLux SR5 2019' });
      actor.send({ type: 'SUBMIT' });
      expect(view()).toBe('searching');
      expect(calls.manualEntry).toEqual([{ vin: 'LOOKUP-77', desc: 'Toyota HiLux SR5 2019', rego: 'MULTI1', state: 'QLD' }]);
    });

    it('the refined match goes to Step Three (images on) or Step Four (images off)', async () => {
      const item = { VIN: 'LOOKUP-77', Descritpions: [{ Description: 'Toyota HiLux SR5 2019' }] } as EnterVinItem;
      for (const [imagesStep, expected] of [
        [true, 'uploadImages'],
        [false, 'details'],
      ] as const) {
        const { actor, view, context, fill } = start({ enterVin: [ok([item])] }, { imagesStep });
        fill({ rego: 'MULTI1' });
        actor.send({ type: 'NEXT' });
        await settle();
        fill({ description: 'Toyota HiLux SR5 2019' });
        actor.send({ type: 'NEXT' });
        await settle();
        expect(view()).toBe(expected);
        expect(context().vehicle?.EvalID).toBe('EV-1001');
      }
    });

    it('a provider outage on the choice: Retry sends the same choice again; Back returns to the candidates', async () => {
      const item = { VIN: 'LOOKUP-77', Desciptions: [{ Description: 'Toyota HiLux SR5 2019' }] } as EnterVinItem;
      const { actor, view, calls, fill } = start({ enterVin: [ok([item])], manualEntry: [UNAVAILABLE, UNAVAILABLE, ok([HILUX])] });
      fill({ rego: 'MULTI1' });
      actor.send({ type: 'NEXT' });
      await settle();
      fill({ description: 'Toyota HiLux SR5 2019' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('providerError');
      actor.send({ type: 'BACK' });
      expect(view()).toBe('chooseVehicle');
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('providerError');
      actor.send({ type: 'RETRY' });
      await settle();
      expect(view()).toBe('uploadImages');
      expect(calls.manualEntry).toHaveLength(3);
      expect(calls.enterVin, 'the plate was looked up once').toHaveLength(1);
    });

    it('a candidate the provider does not know (422) returns to Step Two with the message on the choice', async () => {
      const item = { VIN: 'LOOKUP-77', Desciptions: [{ Description: 'Toyota HiLux SR5 2019' }] } as EnterVinItem;
      const { actor, view, context, fill } = start({
        enterVin: [ok([item])],
        manualEntry: [refused(422, 'VALUATION.NO_SUCH_CANDIDATE', CHOOSE_ONE, { desc: CHOOSE_ONE })],
      });
      fill({ rego: 'MULTI1' });
      actor.send({ type: 'NEXT' });
      await settle();
      fill({ description: 'Toyota HiLux SR5 2019' });
      actor.send({ type: 'NEXT' });
      await settle();
      expect(view()).toBe('chooseVehicle');
      expect(context().fieldErrors).toEqual({ description: CHOOSE_ONE });
      expect(context().formError).toBe(CHOOSE_ONE);
    });

    it('Back from Step Two returns to Step One', async () => {
      const item = { VIN: 'LOOKUP-77', Desciptions: [{ Description: 'A' }] } as EnterVinItem;
      const { actor, view, fill } = start({ enterVin: [ok([item])] });
      fill({ rego: 'MULTI1' });
      actor.send({ type: 'NEXT' });
      await settle();
      actor.send({ type: 'BACK' });
      expect(view()).toBe('entry');
    });
  });

  describe('Step Three, Upload Images', () => {
    async function atStepThree(script: Script = {}) {
      const flow = start(script, { imagesStep: true });
      flow.fill({ rego: 'ABC123' });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      expect(flow.view()).toBe('uploadImages');
      return flow;
    }

    it('Next with no photos skips uploading and goes to Step Four', async () => {
      const { actor, view, calls } = await atStepThree();
      actor.send({ type: 'NEXT' });
      expect(view()).toBe('details');
      expect(calls.uploads).toEqual([]);
    });

    it('refuses a file over 10 MB with the spec alert and adds nothing from that selection', async () => {
      const { actor, context } = await atStepThree();
      actor.send({ type: 'ADD_FILES', files: [file('front.jpg'), file('huge.jpg', 10_000_001)] });
      expect(context().imageAlert).toBe('Please upload an image file under 10MB');
      expect(context().images).toEqual([]);
      actor.send({ type: 'DISMISS_ALERT' });
      expect(context().imageAlert).toBeNull();
      actor.send({ type: 'ADD_FILES', files: [file('exact.jpg', 10_000_000)] });
      expect(
        context().images.map((i) => i.file.name),
        'exactly 10,000,000 bytes is allowed',
      ).toEqual(['exact.jpg']);
    });

    it('refuses an eleventh photo with the spec alert, and a removed one makes room', async () => {
      const { actor, context } = await atStepThree();
      actor.send({ type: 'ADD_FILES', files: Array.from({ length: 10 }, (_, i) => file(`p${i + 1}.jpg`)) });
      expect(context().images).toHaveLength(10);
      actor.send({ type: 'ADD_FILES', files: [file('p11.png', 1_000, 'image/png')] });
      expect(context().imageAlert).toBe('You can only upload 10 images');
      expect(context().images).toHaveLength(10);
      const third = context().images[2];
      actor.send({ type: 'REMOVE_IMAGE', id: third?.id ?? -1 });
      expect(context().images.map((i) => i.file.name)).not.toContain('p3.jpg');
      actor.send({ type: 'ADD_FILES', files: [file('p11.heic', 1_000, '')] });
      expect(context().images).toHaveLength(10);
      expect(context().imageAlert).toBeNull();
    });

    it('uploads the first photo for the evaluation while busy, showing Uploading 1 of 3', async () => {
      const { actor, view, context, calls } = await atStepThree({ upload: () => 'hang' });
      actor.send({ type: 'ADD_FILES', files: [file('a.jpg'), file('b.png', 5_000, 'image/png'), file('c.heic', 5_000, '')] });
      actor.send({ type: 'NEXT' });
      expect(isBusy(actor.getSnapshot())).toBe(true);
      expect(context().uploadProgress).toEqual({ current: 1, total: 3 });
      expect(calls.uploads).toEqual([{ evalId: 'EV-1001', name: 'a.jpg' }]);
      expect(view()).toBe('uploadImages');
    });

    it('counts progress 1 of 3, 2 of 3, 3 of 3 as each upload finishes, then Step Four with every photo uploaded', async () => {
      const progress: string[] = [];
      const flow = await atStepThree();
      const machine = flow.actor;
      machine.subscribe((s) => {
        const p = s.context.uploadProgress;
        if (p && !progress.includes(`${p.current} of ${p.total}`)) progress.push(`${p.current} of ${p.total}`);
      });
      machine.send({ type: 'ADD_FILES', files: [file('a.jpg'), file('b.jpg'), file('c.jpg')] });
      machine.send({ type: 'NEXT' });
      await settle();
      expect(progress).toEqual(['1 of 3', '2 of 3', '3 of 3']);
      expect(flow.calls.uploads.map((u) => u.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
      expect(flow.view()).toBe('details');
      expect(flow.context().images.every((i) => i.status === 'uploaded')).toBe(true);
      expect(flow.context().uploadProgress).toBeNull();
    });

    it('a photo the server refused shows its message; it can be retried or removed, and Next goes on (never a dead end)', async () => {
      let refuseB = true;
      const flow = await atStepThree({
        upload: (name) =>
          name === 'b.jpg' && refuseB
            ? refused(415, 'TRADE_IN.IMAGE_TYPE', 'This file is not a JPEG, PNG, GIF or HEIC image.')
            : name === 'c.jpg'
              ? new Error('offline')
              : ok({ stored: 1 }),
      });
      flow.actor.send({ type: 'ADD_FILES', files: [file('a.jpg'), file('b.jpg'), file('c.jpg')] });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      expect(flow.view()).toBe('uploadImages');
      expect(flow.context().images.map((i) => [i.file.name, i.status, i.error])).toEqual([
        ['a.jpg', 'uploaded', null],
        ['b.jpg', 'failed', 'This file is not a JPEG, PNG, GIF or HEIC image.'],
        ['c.jpg', 'failed', UPLOAD_NO_ANSWER_MESSAGE],
      ]);
      // Retry one: only it is sent again.
      refuseB = false;
      const b = flow.context().images[1];
      flow.actor.send({ type: 'RETRY_UPLOAD', id: b?.id ?? -1 });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      expect(flow.calls.uploads.map((u) => u.name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'b.jpg']);
      expect(flow.view(), 'c.jpg still failed: back to the photos').toBe('uploadImages');
      // Remove the other and go on; Next with only uploaded photos sends nothing more.
      const c = flow.context().images[2];
      flow.actor.send({ type: 'REMOVE_IMAGE', id: c?.id ?? -1 });
      flow.actor.send({ type: 'NEXT' });
      expect(flow.view()).toBe('details');
      expect(flow.calls.uploads).toHaveLength(4);
    });

    it('Next with a failed photo left in the list still goes on to Step Four', async () => {
      const flow = await atStepThree({ upload: () => refused(400, 'TRADE_IN.IMAGE_TYPE', 'Refused by its bytes') });
      flow.actor.send({ type: 'ADD_FILES', files: [file('fake.jpg')] });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      expect(flow.view()).toBe('uploadImages');
      flow.actor.send({ type: 'NEXT' });
      expect(flow.view()).toBe('details');
    });

    it('Back from Step Three returns to Step One (a single match) and a new plate starts without the old photos', async () => {
      const flow = await atStepThree({ enterVin: [ok([HILUX]), ok([{ ...HILUX, EvalID: 'EV-2002' }])] });
      flow.actor.send({ type: 'ADD_FILES', files: [file('a.jpg')] });
      flow.actor.send({ type: 'BACK' });
      expect(flow.view()).toBe('entry');
      flow.actor.send({ type: 'NEXT' });
      await settle();
      expect(flow.context().images).toEqual([]);
    });
  });

  describe('Step Four, Your Details', () => {
    it('shows every required message of spec 2 §5 and the contact rules, in form order, sending nothing', async () => {
      const flow = start({}, { imagesStep: false });
      flow.fill({ rego: 'ABC123' });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      flow.fill({ email: 'ann@', phone: '12', postcode: '40', odometer: 'lots' });
      flow.actor.send({ type: 'SUBMIT' });
      expect(flow.view()).toBe('details');
      expect(flow.context().fieldErrors).toEqual({
        name: REQUIRED,
        email: 'Please enter a valid email address, e.g. name@example.com.au',
        phone: 'Please enter a valid Australian phone number, e.g. 0412 345 678 or 02 9876 5432',
        postcode: 'Invalid postcode. Please enter a 4-digit number.',
        odometer: '* Please enter the odometer in whole kilometres',
        service_history: REQUIRED,
        number_of_keys: REQUIRED,
        car_condition: REQUIRED,
        comments: REQUIRED,
      });
      expect(Object.keys(flow.context().fieldErrors)[0]).toBe('name');
      expect(flow.calls.geocode).toEqual([]);
      expect(flow.calls.leads).toEqual([]);
    });

    it('a postcode the geocoder does not know is Invalid postcode on the field; nothing else is sent', async () => {
      const flow = await atStepFour({ geocode: refused(404, 'GEOCODER.NOT_FOUND', 'Invalid postcode') });
      flow.fill({ postcode: '0999' });
      flow.actor.send({ type: 'SUBMIT' });
      expect(isBusy(flow.actor.getSnapshot())).toBe(true);
      await settle();
      expect(flow.view()).toBe('details');
      expect(flow.context().fieldErrors).toEqual({ postcode: GEOCODING_NO_RESULT_MESSAGE });
      expect(flow.calls.geocode).toEqual(['0999']);
      expect(flow.calls.updateEval).toEqual([]);
      expect(flow.calls.leads).toEqual([]);
    });

    it('a geocoder that cannot answer does not stop the seller', async () => {
      const flow = await atStepFour({ geocode: refused(503, 'GEOCODER.UNAVAILABLE', 'down') });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.view()).toBe('offered');
    });

    it("sends the update (odometer as an integer), the offer request with the answers, then the lead with the seller's fields and the EvalID (the car and the offer are the server's)", async () => {
      const flow = await atStepFour({}, { car: { id: 9001, dealership_id: 201, name: '2024 Mazda CX-5 Maxx' } });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.calls.updateEval).toEqual([{ evalid: 'EV-1001', km: 85_000, cName: 'Ann Citizen', cEmail: 'ann@example.com.au', cPhone: '0412 345 678' }]);
      expect(flow.calls.offers).toEqual([
        {
          evalid: 'EV-1001',
          rego: 'ABC123',
          regoState: 'QLD',
          adjustments: { odometer: 85_000, car_condition: 'Fair', service_history: 'Full service history', number_of_keys: '1' },
        },
      ]);
      expect(flow.calls.leads).toHaveLength(1);
      const lead = flow.calls.leads[0];
      expect(lead?.idempotencyKey).toBe('key-details-0001');
      expect(lead?.carId).toBe(9001);
      expect(lead?.carDealershipId).toBe(201);
      expect(lead?.user).toEqual({
        category: TRADE_IN_CATEGORY,
        subcategory: TRADE_IN_SUBCATEGORY.offerMade,
        dealership_slug: 'harbour-motors',
        name: 'Ann',
        last_name: 'Citizen',
        email: 'ann@example.com.au',
        phone: '0412 345 678',
        postcode: '4000',
        odometer: 85_000,
        service_history: 'Full service history',
        number_of_keys: '1',
        car_condition: 'Fair',
        comments: 'Towbar fitted',
        EvalID: 'EV-1001',
        trade_towards: '2024 Mazda CX-5 Maxx',
      });
      expect(flow.view()).toBe('offered');
      expect(flow.context().offer).toEqual(OFFER);
      expect(flow.context().leadId).toBe('lead-1');
    });

    it('leaves the photos to the server: the lead names none (issue 30)', async () => {
      const flow = start({ upload: (name) => (name === 'bad.jpg' ? refused(415, 'X', 'no') : ok({ stored: 1 })) }, { imagesStep: true });
      flow.fill({ rego: 'ABC123' });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      flow.actor.send({ type: 'ADD_FILES', files: [file('front.jpg'), file('bad.jpg'), file('rear.heic', 10, '')] });
      flow.actor.send({ type: 'NEXT' });
      await settle();
      flow.actor.send({ type: 'NEXT' });
      flow.fill(DETAILS);
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.calls.leads[0]?.user).not.toHaveProperty('images');
      expect(flow.calls.leads[0]?.user.EvalID).toBe('EV-1001');
    });

    it('when the offer cannot be made the lead is still created (No Instant Offer) and the seller is told the team will call', async () => {
      const flow = await atStepFour({ offer: UNAVAILABLE });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.calls.leads).toHaveLength(1);
      expect(flow.calls.leads[0]?.user).toMatchObject({ subcategory: TRADE_IN_SUBCATEGORY.noInstantOffer, name: 'Ann' });
      expect(flow.calls.leads[0]?.user).not.toHaveProperty('offer_price');
      expect(flow.view()).toBe('noInstantOffer');
      expect(flow.actor.getSnapshot().status).toBe('done');
    });

    it('when the update call fails (or gets no answer) the offer is skipped and the lead is still created', async () => {
      for (const failure of [UNAVAILABLE, new Error('socket hang up')]) {
        const flow = await atStepFour({ updateEval: failure });
        flow.actor.send({ type: 'SUBMIT' });
        await settle();
        expect(flow.calls.offers).toEqual([]);
        expect(flow.calls.leads[0]?.user.subcategory).toBe(TRADE_IN_SUBCATEGORY.noInstantOffer);
        expect(flow.view()).toBe('noInstantOffer');
      }
    });

    it('a lead submission that got no answer shows the thrown error message; a blank one the spec default', async () => {
      const flow = await atStepFour({ leads: [new Error('Network connection lost'), new Error(''), { lead_id: 'lead-9' }] });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.view()).toBe('details');
      expect(flow.context().formError).toBe('Network connection lost');
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.context().formError).toBe(SUBMIT_FAILURE_MESSAGE);
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.view()).toBe('offered');
      expect(
        flow.calls.leads.map((l) => l.idempotencyKey),
        'every retry reuses the key',
      ).toEqual(['key-details-0001', 'key-details-0001', 'key-details-0001']);
    });

    it('a lead the server refused shows its message and its field errors on the fields', async () => {
      const flow = await atStepFour({
        leads: [{ error: 'Please fix the following errors: Phone: bad', code: 'LEAD.INVALID', fields: { 'user.phone': 'bad phone' } }, { error: null }],
      });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.context().formError).toBe('Please fix the following errors: Phone: bad');
      expect(flow.context().fieldErrors).toEqual({ phone: 'bad phone' });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.context().formError, 'neither lead_id nor error').toBe('An unexpected error occured');
    });

    it('when the car traded towards has sold meanwhile the lead is sent again without it (the seller loses nothing)', async () => {
      const flow = await atStepFour(
        { leads: [{ error: 'Sorry, this vehicle has been sold.', code: 'LEAD.CAR_NOT_AVAILABLE' }] },
        { car: { id: 9001, dealership_id: 201, name: '2024 Mazda CX-5' } },
      );
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.calls.leads.map((l) => l.carId)).toEqual([9001, null]);
      expect(flow.view()).toBe('offered');
    });

    it('gives up after the timeout with a message, and can be sent again', async () => {
      const flow = await atStepFour({ leads: ['hang'] });
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(isBusy(flow.actor.getSnapshot())).toBe(true);
      await vi.advanceTimersByTimeAsync(TRADE_IN_SUBMIT_TIMEOUT_MS);
      expect(flow.view()).toBe('details');
      expect(flow.context().formError).toBe(TRADE_IN_SUBMIT_TIMEOUT_MESSAGE);
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.view()).toBe('offered');
    });

    it('Back from Step Four returns to Step Three where the site has it, else to Step One', async () => {
      const on = start({}, { imagesStep: true });
      on.fill({ rego: 'ABC123' });
      on.actor.send({ type: 'NEXT' });
      await settle();
      on.actor.send({ type: 'NEXT' });
      on.actor.send({ type: 'BACK' });
      expect(on.view()).toBe('uploadImages');
      const off = await atStepFour();
      off.actor.send({ type: 'BACK' });
      expect(off.view()).toBe('entry');
    });
  });

  describe('the offer', () => {
    async function offered(script: Script = {}, input: Partial<TradeInMachineInput> = {}) {
      const flow = await atStepFour(script, input);
      flow.actor.send({ type: 'SUBMIT' });
      await settle();
      expect(flow.view()).toBe('offered');
      return flow;
    }

    it('accepting sends the lead update (lead_id, 3. Offer Accepted, form_completed, offer_accepted) and fires event 18', async () => {
      const flow = await offered({}, { car: { id: 9001, dealership_id: 201, name: 'CX-5' } });
      flow.actor.send({ type: 'ACCEPT' });
      await settle();
      expect(flow.view()).toBe('accepted');
      expect(flow.actor.getSnapshot().status).toBe('done');
      const accept = flow.calls.leads[1];
      expect(accept?.idempotencyKey).toBe('key-accept-0001');
      expect(accept?.carId).toBe(9001);
      expect(accept?.user).toMatchObject({
        category: TRADE_IN_CATEGORY,
        subcategory: '3. Offer Accepted',
        lead_id: 'lead-1',
        form_completed: true,
        offer_accepted: true,
        name: 'Ann',
        EvalID: 'EV-1001',
      });
      expect(accept?.user, "the figures are the server's").not.toHaveProperty('final_price');
      expect(flow.calls.tracked).toEqual([{ eventId: 18, leadId: 'lead-1', carId: 9001 }]);
      expect(flow.calls.misc, 'no valuation post where the site is not configured so').toEqual([]);
    });

    it('posts the valuation to /api/miscellaneous where the site is configured so', async () => {
      const flow = await offered({}, { postValuation: true });
      flow.actor.send({ type: 'ACCEPT' });
      await settle();
      expect(flow.calls.misc).toEqual([
        { lead_id: 'lead-1', column_name: 'valuation', value: { offer_price: 38_500, reduced_price: 36_900, final_price: 36_900 } },
      ]);
      expect(flow.view()).toBe('accepted');
    });

    it('a failed valuation post or analytics event is logged, not shown: the offer is still accepted', async () => {
      const flow = await offered({ misc: refused(500, 'INTERNAL', 'boom'), trackFails: true }, { postValuation: true });
      flow.actor.send({ type: 'ACCEPT' });
      await settle();
      expect(flow.view()).toBe('accepted');
      expect(flow.calls.warnings.sort()).toEqual(['analytics event 18', 'valuation post']);
    });

    it('a failed acceptance stays on the offer with the message, and Accept can be pressed again', async () => {
      const flow = await offered({ leads: [{ lead_id: 'lead-1' }, new Error('offline'), { lead_id: 'lead-2' }] });
      flow.actor.send({ type: 'ACCEPT' });
      expect(isBusy(flow.actor.getSnapshot())).toBe(true);
      await settle();
      expect(flow.view()).toBe('offered');
      expect(flow.context().acceptError).toBe('offline');
      expect(flow.calls.tracked).toEqual([]);
      flow.actor.send({ type: 'ACCEPT' });
      expect(flow.context().acceptError).toBeNull();
      await settle();
      expect(flow.view()).toBe('accepted');
      expect(flow.calls.leads.slice(1).map((l) => l.idempotencyKey)).toEqual(['key-accept-0001', 'key-accept-0001']);
    });
  });
});
