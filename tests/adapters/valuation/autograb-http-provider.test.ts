import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AutoGrabHttpProvider, type AutoGrabHttpOptions } from '../../../adapters/valuation/autograb-http-provider';
import type { LookupAnswer, ValuationRequest } from '../../../application/tradein/valuation-provider.port';
import type { TradeInVehicle } from '../../../domain/tradein/vehicle';
import { AUTOGRAB_KEY, CX5_MAXX, CX5_TOURING, HILUX, HILUX_VIN, startFakeAutoGrab } from './support/fake-autograb-server';
import { type FakeHttpApi, freePort, jsonOf } from './support/fake-http-api';

// Issue 12: the AutoGrab-shaped provider (a second real provider behind the spec 2 §7 port):
// registration search, vehicle read and valuation by registration, with the ApiKey header.
describe('AutoGrabHttpProvider against a local AutoGrab-shaped API', () => {
  let api: FakeHttpApi;
  const provider = (options: Partial<AutoGrabHttpOptions> = {}) =>
    new AutoGrabHttpProvider({ baseUrl: api.url, apiKey: AUTOGRAB_KEY, timeoutMs: 2_000, retryDelayMs: 5, ...options });
  const EVAL_ID = /^ag-(\d+)-[0-9a-f]{12}$/;

  beforeAll(async () => {
    api = await startFakeAutoGrab();
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  const matchOf = (answer: Awaited<ReturnType<ReturnType<AutoGrabHttpProvider['lookupRegistration']>>>): TradeInVehicle => {
    if (answer._tag !== 'Right' || answer.right.kind !== 'match') throw new Error(`expected a match, got ${JSON.stringify(answer)}`);
    return answer.right.vehicle;
  };

  describe('registration search', () => {
    it('searches by plate with region au, the state and the ApiKey header, and maps an exact match', async () => {
      const answer = await provider().lookupRegistration({ rego: 'abc 123', state: 'QLD' })();

      const [request] = api.requests;
      expect(request?.method).toBe('GET');
      expect(request?.path).toBe('/v2/vehicles/registrations/ABC123');
      expect(request?.query).toEqual({ region: 'au', state: 'QLD' });
      expect(request?.headers.apikey).toBe(AUTOGRAB_KEY);
      const vehicle = matchOf(answer);
      expect(vehicle).toEqual({
        EvalID: expect.stringMatching(EVAL_ID),
        Make: 'Toyota',
        Model: 'Hilux',
        Year: 2019,
        Series: 'GUN126R',
        Variant: 'SR5',
        Body: 'Utility',
        Transmission: 'Sports Automatic',
        Cylinders: 4,
        VIN: HILUX_VIN,
        Registration: 'ABC123',
      });
      expect(EVAL_ID.exec(vehicle.EvalID)?.[1]).toBe(HILUX.id);
    });

    it('gives each lookup its own EvalID, so two sellers of the same model never share an evaluation', async () => {
      const first = matchOf(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })());
      const second = matchOf(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })());
      expect(first.EvalID).not.toBe(second.EvalID);
    });

    it('offers the additional vehicles as candidates when there is no exact match', async () => {
      const answer = await provider().lookupRegistration({ rego: 'NEAR01', state: 'NSW' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'candidates', lookupId: 'ag-rego:NSW:NEAR01', candidates: [CX5_MAXX.title, CX5_TOURING.title] } });
    });

    it('offers the vehicle and the additional ones as candidates when the match confidence is reduced', async () => {
      const answer = await provider().lookupRegistration({ rego: 'WARN01', state: 'VIC' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'candidates', lookupId: 'ag-rego:VIC:WARN01', candidates: [CX5_MAXX.title, CX5_TOURING.title] } });
    });

    it('answers no match on a 404 and when only the road authority description comes back', async () => {
      const noMatch: LookupAnswer = { kind: 'no_match' };
      expect(await provider().lookupRegistration({ rego: 'ZZZ999', state: 'WA' })()).toEqual({ _tag: 'Right', right: noMatch });
      expect(await provider().lookupRegistration({ rego: 'VAGUE1', state: 'SA' })()).toEqual({ _tag: 'Right', right: noMatch });
      expect(api.requests.map((r) => r.path)).toEqual(['/v2/vehicles/registrations/ZZZ999', '/v2/vehicles/registrations/VAGUE1']);
    });
  });

  describe('the choice, the photos and the update', () => {
    it('reads the chosen candidate with a vehicle request and keeps the VIN of the search', async () => {
      const ag = provider();
      await ag.lookupRegistration({ rego: 'NEAR01', state: 'NSW' })();
      api.reset();
      const chosen = await ag.chooseCandidate({ lookupId: 'ag-rego:NSW:NEAR01', description: CX5_TOURING.title, rego: 'NEAR01', state: 'NSW' })();

      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]?.path).toBe(`/v2/vehicles/${CX5_TOURING.id}`);
      expect(api.requests[0]?.query).toEqual({ region: 'au' });
      expect(api.requests[0]?.headers.apikey).toBe(AUTOGRAB_KEY);
      expect(chosen).toEqual({
        _tag: 'Right',
        right: {
          EvalID: expect.stringMatching(EVAL_ID),
          Make: 'Mazda',
          Model: 'CX-5',
          Year: 2018,
          Series: 'KF',
          Variant: 'Touring',
          Body: 'Wagon',
          Transmission: 'Sports Automatic',
          Cylinders: 4,
          VIN: 'JM0KF4W7A00123456',
          Registration: 'NEAR01',
        },
      });
    });

    it('repeats the search to find the candidate when this instance has forgotten it', async () => {
      const chosen = await provider().chooseCandidate({
        lookupId: 'ag-rego:NSW:NEAR01',
        description: `  ${CX5_MAXX.title.toUpperCase()} `,
        rego: 'NEAR01',
        state: 'NSW',
      })();
      expect(api.requests.map((r) => r.path)).toEqual(['/v2/vehicles/registrations/NEAR01', `/v2/vehicles/${CX5_MAXX.id}`]);
      expect(chosen).toMatchObject({ _tag: 'Right', right: { Make: 'Mazda', Variant: 'Maxx Sport', VIN: 'JM0KF4W7A00123456' } });
    });

    it('answers no such candidate for a title the search did not offer', async () => {
      const ag = provider();
      await ag.lookupRegistration({ rego: 'NEAR01', state: 'NSW' })();
      const chosen = await ag.chooseCandidate({ lookupId: 'ag-rego:NSW:NEAR01', description: '2018 Mazda CX-9 GT', rego: 'NEAR01', state: 'NSW' })();
      expect(chosen).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_SUCH_CANDIDATE' } });
    });

    it('keeps the photos with us: an upload succeeds without any request', async () => {
      const uploaded = await provider().uploadImage({
        evalId: 'ag-5655899674771456-0123456789ab',
        fileName: 'a.jpg',
        mime: 'image/jpeg',
        bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      })();
      expect(uploaded).toEqual({ _tag: 'Right', right: undefined });
      expect(api.requests).toHaveLength(0);
    });

    it('answers the update from a fresh vehicle read, with the rego it remembers and the seller kilometres', async () => {
      const ag = provider();
      const found = matchOf(await ag.lookupRegistration({ rego: 'ABC123', state: 'QLD' })());
      api.reset();
      const update = { evalId: found.EvalID, km: 85_000, userEmail: 'trade@example.com', cName: 'Jo', cEmail: 'jo@example.com', cPhone: '0412345678' };
      const updated = await ag.updateEvaluation(update)();

      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v2/vehicles/${HILUX.id}`]);
      expect(updated).toEqual({ _tag: 'Right', right: { ...found, KM: 85_000 } });
    });

    it('refuses an update for an EvalID it did not issue, without a request', async () => {
      const update = { evalId: 'EV-100234', km: 1, userEmail: 'trade@example.com', cName: 'Jo', cEmail: 'jo@example.com', cPhone: '0412345678' };
      expect(await provider().updateEvaluation(update)()).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.UNAVAILABLE', provider: 'autograb' } });
      expect(api.requests).toHaveLength(0);
    });
  });

  describe('valuation by registration', () => {
    const request: ValuationRequest = {
      vehicle: { EvalID: 'ag-5655899674771456-0123456789ab', Make: 'Toyota', Model: 'Hilux', Year: 2019 },
      rego: 'ABC123',
      state: 'QLD',
      km: 85_000,
    };

    it('posts region, state and kms and reads the trade and retail prices of the prediction', async () => {
      const answer = await provider().value(request)();
      const [sent] = api.requests;
      expect(sent?.method).toBe('POST');
      expect(sent?.path).toBe('/v2/valuations/registrations/ABC123');
      expect(sent?.headers.apikey).toBe(AUTOGRAB_KEY);
      expect(jsonOf(sent)).toEqual({ region: 'au', state: 'QLD', kms: 85_000 });
      expect(answer).toEqual({ _tag: 'Right', right: { trade_price: 35_450, retail_price: 41_990, reference: 'pred-6f1c2a' } });
    });

    it('answers no valuation on a 404 and on a null prediction', async () => {
      expect(await provider().value({ ...request, rego: 'ZZZ999' })()).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_VALUATION' } });
      api.override('POST', /^\/v2\/valuations\/registrations\/[^/]+$/, () => ({ json: { success: true, prediction: null } }));
      expect(await provider().value(request)()).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_VALUATION' } });
    });
  });

  describe('timeouts, retries and unreadable answers', () => {
    const search = /^\/v2\/vehicles\/registrations\/[^/]+$/;

    it('times out a slow search, sends it again and succeeds', async () => {
      api.override('GET', search, (_request, hit) => ({ json: { success: true, vehicle: HILUX, confidence: 'standard' }, delayMs: hit === 1 ? 1_000 : 0 }));
      const answer = await provider({ timeoutMs: 150 }).lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(matchOf(answer).Make).toBe('Toyota');
      expect(api.requests).toHaveLength(2);
    });

    it('succeeds after two 503 answers on the third attempt', async () => {
      api.override('POST', /^\/v2\/valuations\/registrations\/[^/]+$/, (_request, hit) =>
        hit <= 2 ? { status: 503, json: { success: false } } : { json: { prediction: { id: 'p1', trade_price: 20000 } } },
      );
      const answer = await provider().value({
        vehicle: { EvalID: 'ag-1-0123456789ab', Make: 'Kia', Model: 'Rio', Year: 2020 },
        rego: 'ABC123',
        state: 'QLD',
        km: 10,
      })();
      expect(answer).toEqual({ _tag: 'Right', right: { trade_price: 20_000, reference: 'p1' } });
      expect(api.requests).toHaveLength(3);
    });

    it('is unavailable after a persistent 500, having tried once plus the configured retries', async () => {
      api.override('GET', search, () => ({ status: 500 }));
      const answer = await provider({ retries: 2 }).lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'autograb', message: 'registration search: HTTP 500 (after 3 attempts)' },
      });
      expect(api.requests).toHaveLength(3);
    });

    it('is unavailable on a 401 without retrying, and the message never holds the key', async () => {
      const answer = await provider({ apiKey: 'revoked-autograb-key' }).lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toMatchObject({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', message: expect.stringMatching(/^registration search: HTTP 401: the provider refused our API key/) },
      });
      expect(JSON.stringify(answer)).not.toContain('revoked-autograb-key');
      expect(api.requests).toHaveLength(1);
    });

    it('is unavailable on garbage instead of JSON, and on JSON that is not an object', async () => {
      api.override('GET', search, () => ({ text: '{"vehicle": {"id": ' }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'autograb', message: 'registration search: HTTP 200 but the answer is not JSON' },
      });
      api.override('GET', search, () => ({ json: ['not', 'an', 'object'] }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.UNAVAILABLE' } });
      expect(api.requests).toHaveLength(2);
    });

    it('reads a vehicle with unreadable fields as far as it can, and treats one without a make as no vehicle', async () => {
      api.override('GET', search, () => ({ json: { vehicle: { ...HILUX, num_cylinders: 'four', body_type: null, year: '2019' }, confidence: 'standard' } }));
      const vehicle = matchOf(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })());
      expect(vehicle).toMatchObject({ Make: 'Toyota', Year: 2019 });
      expect(vehicle).not.toHaveProperty('Cylinders');
      expect(vehicle).not.toHaveProperty('Body');
      api.override('GET', search, () => ({ json: { vehicle: { ...HILUX, make: null }, confidence: 'standard' } }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
    });

    it('is unavailable when nothing listens, after retrying the search', async () => {
      let attempts = 0;
      const counting: typeof fetch = (input, init) => {
        attempts += 1;
        return fetch(input, init);
      };
      const closed = new AutoGrabHttpProvider({
        baseUrl: `http://127.0.0.1:${await freePort()}`,
        apiKey: AUTOGRAB_KEY,
        retries: 1,
        retryDelayMs: 5,
        fetch: counting,
      });
      const answer = await closed.lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'autograb', message: 'registration search: no answer (ECONNREFUSED) (after 2 attempts)' },
      });
      expect(attempts).toBe(2);
    });
  });
});
