/**
 * A local server that speaks Eval Expert's API as the adapter uses it (spec 2 §7): the four
 * calls of the spec and our fifth, the valuation, each a POST checked for its key
 * (`x-api-key`) and its body. Its registrations:
 *
 *   plate   state  answer
 *   ABC123  QLD    a single match (numbers sent as strings, KM null, RegExpiry with a time)
 *   NEAR01  NSW    candidates under 'Desciptions'
 *   NEAR02  VIC    candidates under 'Descritpions'
 *   other          [] (no match)
 */
import { FakeHttpApi, formOf, jsonOf, type FakeReply } from './fake-http-api';

export const EVAL_EXPERT_KEY = 'ee-test-key-7f3a91';

export const SINGLE_MATCH = {
  EvalID: 'EV-100234',
  VIN: '6T1BF3FK10X012345',
  Body: 'Utility',
  Transmission: 'Automatic',
  Cylinders: '4',
  CompMth: '06',
  CompYr: 2019,
  BuildMth: 5,
  BuildYr: '2019',
  Make: 'Toyota',
  Model: 'HiLux',
  Series: 'GUN126R',
  Variant: 'SR5',
  Year: '2019',
  EngineNo: '1GD1234567',
  Registration: 'ABC123',
  RegExpiry: '2026-05-31T00:00:00',
  KM: null,
  redbookCode: 'AUVTOYO2019AEAD',
};

export const NEAR_VIN = 'JM0KF4W7A00123456';
export const NEAR_DESCRIPTIONS = ['2018 Mazda CX-5 Maxx Sport (4x2)', '2018 Mazda CX-5 Touring (4x4)'];

/** What manual-entry answers for each description of the near match. */
const REFINED: Readonly<Record<string, Record<string, unknown>>> = {
  '2018 Mazda CX-5 Maxx Sport (4x2)': {
    EvalID: 'EV-200871',
    VIN: NEAR_VIN,
    Make: 'Mazda',
    Model: 'CX-5',
    Series: 'KF Series',
    Variant: 'Maxx Sport (4x2)',
    Year: '2018',
    Body: 'Wagon',
    Transmission: 'Sports Automatic',
    Cylinders: 4,
  },
  '2018 Mazda CX-5 Touring (4x4)': {
    EvalID: 'EV-200872',
    VIN: NEAR_VIN,
    Make: 'Mazda',
    Model: 'CX-5',
    Series: 'KF Series',
    Variant: 'Touring (4x4)',
    Year: '2018',
    Body: 'Wagon',
    Transmission: 'Sports Automatic',
    Cylinders: 4,
  },
};

export interface ReceivedImage {
  readonly evalid: string;
  readonly fileName: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

export interface FakeEvalExpert {
  readonly api: FakeHttpApi;
  /** Photos received by image-upload, in order. */
  readonly images: ReceivedImage[];
}

export async function startFakeEvalExpert(): Promise<FakeEvalExpert> {
  const api = new FakeHttpApi();
  const images: ReceivedImage[] = [];
  /** The evaluations this server has issued: EvalID → vehicle. */
  const evaluations = new Map<string, Record<string, unknown>>([[SINGLE_MATCH.EvalID, SINGLE_MATCH]]);
  for (const refined of Object.values(REFINED)) evaluations.set(String(refined.EvalID), refined);

  const unauthorised: FakeReply = { status: 401, json: { message: 'Invalid API key' } };
  const badRequest: FakeReply = { status: 400, json: { message: 'Bad request' } };
  const keyOk = (headers: Record<string, unknown>) => headers['x-api-key'] === EVAL_EXPERT_KEY;

  api.route('POST', '/enter-vin', (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const body = jsonOf(request) as { rego?: unknown; state?: unknown };
    if (typeof body.rego !== 'string' || typeof body.state !== 'string') return badRequest;
    const plate = `${body.rego.toUpperCase()} ${body.state}`;
    if (plate === 'ABC123 QLD') return { json: [SINGLE_MATCH] };
    if (plate === 'NEAR01 NSW') return { json: [{ VIN: NEAR_VIN, Desciptions: NEAR_DESCRIPTIONS.map((Description) => ({ Description })) }] };
    if (plate === 'NEAR02 VIC') return { json: [{ VIN: NEAR_VIN, Descritpions: NEAR_DESCRIPTIONS.map((Description) => ({ Description })) }] };
    return { json: [] };
  });

  api.route('POST', '/manual-entry', (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const body = jsonOf(request) as { vin?: unknown; desc?: unknown };
    if (typeof body.vin !== 'string' || typeof body.desc !== 'string') return badRequest;
    const refined = body.vin === NEAR_VIN ? REFINED[body.desc] : undefined;
    return { json: refined ? [refined] : [] };
  });

  api.route('POST', '/image-upload', async (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    if (!String(request.headers['content-type']).startsWith('multipart/form-data')) return badRequest;
    const form = await formOf(request);
    const evalid = form.get('evalid');
    const file = form.get('file');
    if (typeof evalid !== 'string' || !(file instanceof File)) return badRequest;
    if (!evaluations.has(evalid)) return { status: 404, json: { message: 'Unknown evaluation' } };
    images.push({ evalid, fileName: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) });
    return { json: { success: true } };
  });

  api.route('POST', '/update-eval', (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const body = jsonOf(request) as Record<string, unknown>;
    if (typeof body.evalid !== 'string' || typeof body.km !== 'number') return badRequest;
    const known = evaluations.get(body.evalid);
    if (!known) return { json: [] };
    // Answers the fields spec 2 §7 lists for update-eval, the odometer as the seller gave it.
    const { EvalID, VIN, EngineNo, Registration, RegExpiry, Make, Model, Series, Variant, Year, Transmission, redbookCode } = known;
    return { json: [{ EvalID, VIN, EngineNo, Registration, RegExpiry, KM: String(body.km), Make, Model, Series, Variant, Year, Transmission, redbookCode }] };
  });

  api.route('POST', '/valuation', (request) => {
    if (!keyOk(request.headers)) return unauthorised;
    const body = jsonOf(request) as { evalid?: unknown; km?: unknown };
    if (typeof body.evalid !== 'string' || typeof body.km !== 'number') return badRequest;
    if (!evaluations.has(body.evalid)) return { status: 404, json: { message: 'No valuation' } };
    return { json: { trade_price: '18,500', retail_price: 23990, valuation_id: `VAL-${body.evalid}` } };
  });

  await api.start();
  return { api, images };
}
