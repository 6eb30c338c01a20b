import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EvalExpertHttpProvider, type EvalExpertHttpOptions } from '../../../adapters/valuation/eval-expert-http-provider';
import type { ValuationRequest } from '../../../application/tradein/valuation-provider.port';
import { freePort, jsonOf } from './support/fake-http-api';
import { EVAL_EXPERT_KEY, type FakeEvalExpert, NEAR_DESCRIPTIONS, NEAR_VIN, startFakeEvalExpert } from './support/fake-eval-expert-server';

// spec 2 §7 'The calls it makes' (the eval-expert calls and the valuation lookup), spec 2 §3
// 'Vehicle lookup result', spec 2 §8 (a provider failure is a value, shown as a message).
describe('EvalExpertHttpProvider against a local Eval Expert', () => {
  let fake: FakeEvalExpert;
  const provider = (options: Partial<EvalExpertHttpOptions> = {}) =>
    new EvalExpertHttpProvider({ baseUrl: fake.api.url, apiKey: EVAL_EXPERT_KEY, timeoutMs: 2_000, retryDelayMs: 5, ...options });

  beforeAll(async () => {
    fake = await startFakeEvalExpert();
  });
  afterAll(() => fake.api.close());
  beforeEach(() => {
    fake.api.reset();
    fake.images.length = 0;
  });

  describe('the four calls of spec 2 section 7', () => {
    it('posts rego and state to enter-vin with the key and reads a single match, numbers sent as strings included', async () => {
      const answer = await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })();

      const [request] = fake.api.requests;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe('/enter-vin');
      expect(request?.headers['x-api-key']).toBe(EVAL_EXPERT_KEY);
      expect(request?.headers['content-type']).toBe('application/json');
      expect(jsonOf(request)).toEqual({ rego: 'ABC123', state: 'QLD' });
      expect(answer).toEqual({
        _tag: 'Right',
        right: {
          kind: 'match',
          vehicle: {
            EvalID: 'EV-100234',
            VIN: '6T1BF3FK10X012345',
            Body: 'Utility',
            Transmission: 'Automatic',
            Cylinders: 4,
            CompMth: 6,
            CompYr: 2019,
            BuildMth: 5,
            BuildYr: 2019,
            Make: 'Toyota',
            Model: 'HiLux',
            Series: 'GUN126R',
            Variant: 'SR5',
            Year: 2019,
            EngineNo: '1GD1234567',
            Registration: 'ABC123',
            RegExpiry: '2026-05-31',
            redbookCode: 'AUVTOYO2019AEAD',
          },
        },
      });
      // KM came as null: the field is absent, not a crash and not zero.
      expect(answer).not.toHaveProperty('right.vehicle.KM');
    });

    it('reads the candidate list under the key spelled Desciptions, with the VIN of the near match as lookup id', async () => {
      const answer = await provider().lookupRegistration({ rego: 'NEAR01', state: 'NSW' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'candidates', lookupId: NEAR_VIN, candidates: NEAR_DESCRIPTIONS } });
    });

    it('reads the candidate list under the key spelled Descritpions', async () => {
      const answer = await provider().lookupRegistration({ rego: 'NEAR02', state: 'VIC' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'candidates', lookupId: NEAR_VIN, candidates: NEAR_DESCRIPTIONS } });
    });

    it('answers no match for an empty array, and for an item with neither an EvalID nor candidates', async () => {
      expect(await provider().lookupRegistration({ rego: 'NOPE00', state: 'WA' })()).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
      fake.api.override('POST', '/enter-vin', () => ({ json: [{ Message: 'No results' }] }));
      expect(await provider().lookupRegistration({ rego: 'NOPE00', state: 'WA' })()).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
      fake.api.override('POST', '/enter-vin', () => ({ json: [{ VIN: NEAR_VIN, Descritpions: [] }] }));
      expect(await provider().lookupRegistration({ rego: 'NOPE00', state: 'WA' })()).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
    });

    it('posts vin and desc to manual-entry and answers the refined vehicle', async () => {
      const chosen = await provider().chooseCandidate({ lookupId: NEAR_VIN, description: '2018 Mazda CX-5 Touring (4x4)', rego: 'NEAR01', state: 'NSW' })();

      const [request] = fake.api.requestsTo('POST', '/manual-entry');
      expect(request?.headers['x-api-key']).toBe(EVAL_EXPERT_KEY);
      expect(jsonOf(request)).toEqual({ vin: NEAR_VIN, desc: '2018 Mazda CX-5 Touring (4x4)' });
      expect(chosen).toEqual({
        _tag: 'Right',
        right: {
          EvalID: 'EV-200872',
          VIN: NEAR_VIN,
          Make: 'Mazda',
          Model: 'CX-5',
          Series: 'KF Series',
          Variant: 'Touring (4x4)',
          Year: 2018,
          Body: 'Wagon',
          Transmission: 'Sports Automatic',
          Cylinders: 4,
        },
      });
    });

    it('answers no such candidate when manual-entry finds nothing for the description', async () => {
      const chosen = await provider().chooseCandidate({ lookupId: NEAR_VIN, description: '2018 Mazda CX-9 GT', rego: 'NEAR01', state: 'NSW' })();
      expect(chosen).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_SUCH_CANDIDATE' } });
    });

    it('uploads one image as multipart with the evalid and the exact file bytes', async () => {
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x00, 0xff, 0xd9]);
      const uploaded = await provider().uploadImage({ evalId: 'EV-100234', fileName: 'front.jpg', mime: 'image/jpeg', bytes })();

      expect(uploaded).toEqual({ _tag: 'Right', right: undefined });
      const [request] = fake.api.requestsTo('POST', '/image-upload');
      expect(request?.headers['x-api-key']).toBe(EVAL_EXPERT_KEY);
      expect(String(request?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
      expect(fake.images).toEqual([{ evalid: 'EV-100234', fileName: 'front.jpg', type: 'image/jpeg', bytes }]);
    });

    it('posts the odometer and contact to update-eval and answers the vehicle the provider now holds', async () => {
      const update = {
        evalId: 'EV-100234',
        km: 85_000,
        userEmail: 'trade@harbourmotors.example',
        cName: 'Jo Citizen',
        cEmail: 'jo@example.com',
        cPhone: '0412 345 678',
      };
      const answer = await provider().updateEvaluation(update)();

      const [request] = fake.api.requestsTo('POST', '/update-eval');
      expect(jsonOf(request)).toEqual({
        evalid: 'EV-100234',
        km: 85_000,
        userEmail: 'trade@harbourmotors.example',
        cName: 'Jo Citizen',
        cEmail: 'jo@example.com',
        cPhone: '0412 345 678',
      });
      expect(answer).toEqual({
        _tag: 'Right',
        right: {
          EvalID: 'EV-100234',
          VIN: '6T1BF3FK10X012345',
          EngineNo: '1GD1234567',
          Registration: 'ABC123',
          RegExpiry: '2026-05-31',
          KM: 85_000,
          Make: 'Toyota',
          Model: 'HiLux',
          Series: 'GUN126R',
          Variant: 'SR5',
          Year: 2019,
          Transmission: 'Automatic',
          redbookCode: 'AUVTOYO2019AEAD',
        },
      });
    });
  });

  describe('the valuation lookup (our fifth call)', () => {
    const request: ValuationRequest = {
      vehicle: { EvalID: 'EV-100234', Make: 'Toyota', Model: 'HiLux', Year: 2019 },
      rego: 'ABC123',
      state: 'QLD',
      km: 85_000,
    };

    it('posts evalid, rego, regoState and km and reads the trade and retail prices', async () => {
      const answer = await provider().value(request)();
      expect(jsonOf(fake.api.requestsTo('POST', '/valuation')[0])).toEqual({ evalid: 'EV-100234', rego: 'ABC123', regoState: 'QLD', km: 85_000 });
      expect(answer).toEqual({ _tag: 'Right', right: { trade_price: 18_500, retail_price: 23_990, reference: 'VAL-EV-100234' } });
    });

    it('answers no valuation on a 404 and on an answer without a trade price', async () => {
      const unknown = await provider().value({ ...request, vehicle: { ...request.vehicle, EvalID: 'EV-999999' } })();
      expect(unknown).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_VALUATION' } });
      fake.api.override('POST', '/valuation', () => ({ json: { trade_price: null } }));
      expect(await provider().value(request)()).toMatchObject({ _tag: 'Left', left: { code: 'VALUATION.NO_VALUATION' } });
    });
  });

  describe('timeouts, retries and unreadable answers', () => {
    it('times out a slow enter-vin, sends it again and succeeds', async () => {
      fake.api.override('POST', '/enter-vin', (_request, hit) => ({
        json: [{ EvalID: 'EV-1', Make: 'Kia', Model: 'Rio', Year: 2020 }],
        delayMs: hit === 1 ? 1_000 : 0,
      }));
      const answer = await provider({ timeoutMs: 150 }).lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toMatchObject({ _tag: 'Right', right: { kind: 'match', vehicle: { EvalID: 'EV-1', Make: 'Kia' } } });
      expect(fake.api.requestsTo('POST', '/enter-vin')).toHaveLength(2);
    });

    it('succeeds after two 503 answers on the third attempt', async () => {
      fake.api.override('POST', '/enter-vin', (_request, hit) => (hit <= 2 ? { status: 503, text: '<h1>Service Unavailable</h1>' } : { json: [] }));
      const answer = await provider().lookupRegistration({ rego: 'NOPE00', state: 'QLD' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
      expect(fake.api.requestsTo('POST', '/enter-vin')).toHaveLength(3);
    });

    it('is unavailable after a persistent 500, having tried once plus the configured retries', async () => {
      fake.api.override('POST', '/manual-entry', () => ({ status: 500, json: { message: 'boom' } }));
      const answer = await provider({ retries: 3 }).chooseCandidate({
        lookupId: NEAR_VIN,
        description: NEAR_DESCRIPTIONS[0] ?? '',
        rego: 'NEAR01',
        state: 'NSW',
      })();
      expect(answer).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'eval_expert', message: 'manual-entry: HTTP 500 (after 4 attempts)' },
      });
      expect(fake.api.requestsTo('POST', '/manual-entry')).toHaveLength(4);
    });

    it('retries the valuation on a 502 like a lookup', async () => {
      fake.api.override('POST', '/valuation', (_request, hit) => (hit === 1 ? { status: 502 } : { json: [{ trade_price: 12000 }] }));
      const answer = await provider().value({
        vehicle: { EvalID: 'EV-100234', Make: 'Toyota', Model: 'HiLux', Year: 2019 },
        rego: 'ABC123',
        state: 'QLD',
        km: 1,
      })();
      expect(answer).toEqual({ _tag: 'Right', right: { trade_price: 12_000 } });
      expect(fake.api.requestsTo('POST', '/valuation')).toHaveLength(2);
    });

    it('does not repeat update-eval after a 500, since it is not safe to repeat', async () => {
      fake.api.override('POST', '/update-eval', () => ({ status: 500 }));
      const update = { evalId: 'EV-100234', km: 1, userEmail: 'trade@example.com', cName: 'Jo', cEmail: 'jo@example.com', cPhone: '0412345678' };
      const answer = await provider({ retries: 5 }).updateEvaluation(update)();
      expect(answer).toEqual({ _tag: 'Left', left: { code: 'VALUATION.UNAVAILABLE', provider: 'eval_expert', message: 'update-eval: HTTP 500' } });
      expect(fake.api.requestsTo('POST', '/update-eval')).toHaveLength(1);
    });

    it('does not repeat an image upload after a 503 or a timeout', async () => {
      const image = { evalId: 'EV-100234', fileName: 'a.png', mime: 'image/png' as const, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
      fake.api.override('POST', '/image-upload', () => ({ status: 503 }));
      expect(await provider({ retries: 5 }).uploadImage(image)()).toMatchObject({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', message: 'image-upload: HTTP 503' },
      });
      fake.api.override('POST', '/image-upload', () => ({ json: { success: true }, delayMs: 1_000 }));
      const slow = await provider({ retries: 5, timeoutMs: 150 }).uploadImage(image)();
      expect(slow).toMatchObject({ _tag: 'Left', left: { message: 'image-upload: timed out after 150 ms' } });
      expect(fake.api.requestsTo('POST', '/image-upload')).toHaveLength(2);
    });

    it('is unavailable on a 401 without retrying, and the message never holds the key', async () => {
      const answer = await provider({ apiKey: 'a-revoked-key-0000' }).lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toMatchObject({
        _tag: 'Left',
        left: {
          code: 'VALUATION.UNAVAILABLE',
          provider: 'eval_expert',
          message: expect.stringMatching(/^enter-vin: HTTP 401: the provider refused our API key/),
        },
      });
      expect(JSON.stringify(answer)).not.toContain('a-revoked-key-0000');
      expect(fake.api.requestsTo('POST', '/enter-vin')).toHaveLength(1);
    });

    it('is unavailable on an answer that is not JSON, or not the expected array', async () => {
      fake.api.override('POST', '/enter-vin', () => ({ text: '<html><body>Maintenance</body></html>' }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'eval_expert', message: 'enter-vin: HTTP 200 but the answer is not JSON' },
      });
      fake.api.override('POST', '/enter-vin', () => ({ json: { EvalID: 'EV-1' } }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toMatchObject({
        _tag: 'Left',
        left: { message: 'enter-vin: unreadable answer (the answer is not an array)' },
      });
      fake.api.override('POST', '/enter-vin', () => ({ json: [{ EvalID: 'EV-1', Make: 'Kia' }] }));
      expect(await provider().lookupRegistration({ rego: 'ABC123', state: 'QLD' })()).toMatchObject({
        _tag: 'Left',
        left: { message: 'enter-vin: unreadable answer (the match has no make, model or year)' },
      });
      // Unreadable answers are not repeated: the provider answered, wrongly.
      expect(fake.api.requestsTo('POST', '/enter-vin')).toHaveLength(3);
    });

    it('is unavailable when nothing listens, after retrying the lookup, naming the cause but not the key', async () => {
      let attempts = 0;
      const counting: typeof fetch = (input, init) => {
        attempts += 1;
        return fetch(input, init);
      };
      const closed = new EvalExpertHttpProvider({
        baseUrl: `http://127.0.0.1:${await freePort()}/api`,
        apiKey: EVAL_EXPERT_KEY,
        retries: 2,
        retryDelayMs: 5,
        fetch: counting,
      });
      const answer = await closed.lookupRegistration({ rego: 'ABC123', state: 'QLD' })();
      expect(answer).toEqual({
        _tag: 'Left',
        left: { code: 'VALUATION.UNAVAILABLE', provider: 'eval_expert', message: 'enter-vin: no answer (ECONNREFUSED) (after 3 attempts)' },
      });
      expect(attempts).toBe(3);
      expect(JSON.stringify(answer)).not.toContain(EVAL_EXPERT_KEY);
    });

    it('keeps a base URL path and ignores a trailing slash', async () => {
      const answer = await provider({ baseUrl: `${fake.api.url}/` }).lookupRegistration({ rego: 'NOPE00', state: 'QLD' })();
      expect(answer).toEqual({ _tag: 'Right', right: { kind: 'no_match' } });
      expect(fake.api.requests.map((r) => r.path)).toEqual(['/enter-vin']);
      const nested = await provider({ baseUrl: `${fake.api.url}/api/v1` }).lookupRegistration({ rego: 'NOPE00', state: 'QLD' })();
      expect(nested).toMatchObject({ _tag: 'Left', left: { message: 'enter-vin: HTTP 404' } });
      expect(fake.api.requests.map((r) => r.path)).toEqual(['/enter-vin', '/api/v1/enter-vin']);
    });
  });
});
