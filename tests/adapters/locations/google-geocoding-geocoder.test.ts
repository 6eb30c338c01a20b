import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GoogleGeocodingGeocoder } from '../../../adapters/locations/google-geocoding-geocoder';
import type { Postcode } from '../../../domain/locations/postcode';

const KEY = 'AIzaTestKey-0123456789';
const code = (value: string) => value as Postcode;

/** One Geocoding API result in Google's shape, for a postcode area. */
function aResult(
  over: { postcode?: string; locality?: string | null; state?: string; country?: string; lat?: number; lng?: number; postcodeLocalities?: string[] } = {},
) {
  const { postcode = '4000', locality = 'Brisbane City', state = 'QLD', country = 'AU', lat = -27.4679, lng = 153.0281 } = over;
  const stateName = state === 'QLD' ? 'Queensland' : state;
  return {
    address_components: [
      { long_name: postcode, short_name: postcode, types: ['postal_code'] },
      ...(locality ? [{ long_name: locality, short_name: locality, types: ['locality', 'political'] }] : []),
      { long_name: stateName, short_name: state, types: ['administrative_area_level_1', 'political'] },
      { long_name: country === 'AU' ? 'Australia' : country, short_name: country, types: ['country', 'political'] },
    ],
    formatted_address: `${locality ?? 'Somewhere'} ${state} ${postcode}, ${country === 'AU' ? 'Australia' : country}`,
    geometry: { location: { lat, lng }, location_type: 'APPROXIMATE' },
    place_id: 'ChIJtest',
    ...(over.postcodeLocalities ? { postcode_localities: over.postcodeLocalities } : {}),
    types: ['postal_code'],
  };
}

interface Answer {
  status?: number;
  body?: unknown;
  delayMs?: number;
}

describe('GoogleGeocodingGeocoder: Google Geocoding API by postal_code, restricted to AU (spec 2 §7)', () => {
  let server: Server;
  let baseUrl: string;
  let answer: Answer;
  const seen: URL[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake.test');
      seen.push(url);
      const reply = () => {
        const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json; charset=UTF-8' }).end(body);
      };
      if (url.pathname !== '/maps/api/geocode/json') {
        res.writeHead(404).end();
        return;
      }
      if (answer.delayMs) setTimeout(reply, answer.delayMs);
      else reply();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  const geocoder = (timeoutMs = 2_000) => new GoogleGeocodingGeocoder({ apiKey: KEY, baseUrl: `${baseUrl}/`, timeoutMs });

  it('asks GET /maps/api/geocode/json with components postal_code and country AU and the key', async () => {
    answer = { body: { status: 'OK', results: [aResult()] } };
    await geocoder().postcode(code('4000'))();
    expect(seen).toHaveLength(1);
    const [asked] = seen;
    expect(asked?.pathname).toBe('/maps/api/geocode/json');
    expect(asked?.searchParams.get('components')).toBe('postal_code:4000|country:AU');
    expect(asked?.searchParams.get('key')).toBe(KEY);
  });

  it('answers the place of an OK result: locality, state short name and location', async () => {
    answer = { body: { status: 'OK', results: [aResult()] } };
    expect(await geocoder().postcode(code('4000'))()).toEqual({
      _tag: 'Right',
      right: { postcode: '4000', locality: 'Brisbane City', state: 'QLD', latitude: -27.4679, longitude: 153.0281 },
    });
  });

  it('takes the first of postcode_localities when the result names no locality', async () => {
    answer = {
      body: { status: 'OK', results: [aResult({ postcode: '0800', locality: null, state: 'NT', postcodeLocalities: ['Darwin City', 'Larrakeyah'] })] },
    };
    expect(await geocoder().postcode(code('0800'))()).toMatchObject({ right: { postcode: '0800', locality: 'Darwin City', state: 'NT' } });
  });

  it('answers null for ZERO_RESULTS', async () => {
    answer = { body: { status: 'ZERO_RESULTS', results: [] } };
    expect(await geocoder().postcode(code('9999'))()).toEqual({ _tag: 'Right', right: null });
  });

  it('answers null when no result is an Australian place with that postcode', async () => {
    answer = { body: { status: 'OK', results: [aResult({ country: 'NZ', state: 'Auckland', locality: 'Auckland' })] } };
    expect(await geocoder().postcode(code('1010'))()).toEqual({ _tag: 'Right', right: null });
    answer = { body: { status: 'OK', results: [aResult({ postcode: '4001' })] } };
    expect(await geocoder().postcode(code('4000'))()).toEqual({ _tag: 'Right', right: null });
  });

  it('skips a foreign result and answers the Australian one after it', async () => {
    answer = { body: { status: 'OK', results: [aResult({ country: 'US', state: 'CA' }), aResult()] } };
    expect(await geocoder().postcode(code('4000'))()).toMatchObject({ right: { locality: 'Brisbane City', state: 'QLD' } });
  });

  it('is GEOCODER.UNAVAILABLE for REQUEST_DENIED and OVER_QUERY_LIMIT, without the key in the message', async () => {
    answer = { body: { status: 'REQUEST_DENIED', results: [], error_message: `The provided API key is invalid. (${KEY})` } };
    const denied = await geocoder().postcode(code('4000'))();
    expect(denied).toMatchObject({ _tag: 'Left', left: { code: 'GEOCODER.UNAVAILABLE', message: expect.stringContaining('REQUEST_DENIED') } });
    expect(JSON.stringify(denied)).not.toContain(KEY);
    answer = { body: { status: 'OVER_QUERY_LIMIT', results: [] } };
    expect(await geocoder().postcode(code('4000'))()).toMatchObject({
      _tag: 'Left',
      left: { code: 'GEOCODER.UNAVAILABLE', message: 'Google Geocoding answered OVER_QUERY_LIMIT' },
    });
  });

  it('is GEOCODER.UNAVAILABLE for an HTTP 500 and for a body that is not the API answer', async () => {
    answer = { status: 500, body: 'Internal Server Error' };
    expect(await geocoder().postcode(code('4000'))()).toEqual({
      _tag: 'Left',
      left: { code: 'GEOCODER.UNAVAILABLE', message: 'Google Geocoding answered HTTP 500' },
    });
    answer = { body: '<html>captive portal</html>' };
    expect(await geocoder().postcode(code('4000'))()).toMatchObject({
      _tag: 'Left',
      left: { code: 'GEOCODER.UNAVAILABLE', message: expect.stringContaining('not JSON') },
    });
    answer = { body: { results: 'none' } };
    expect(await geocoder().postcode(code('4000'))()).toMatchObject({ _tag: 'Left', left: { code: 'GEOCODER.UNAVAILABLE' } });
  });

  it('is GEOCODER.UNAVAILABLE when the answer is slower than the timeout, and when nothing listens', async () => {
    answer = { body: { status: 'OK', results: [aResult()] }, delayMs: 400 };
    expect(await geocoder(100).postcode(code('4000'))()).toEqual({
      _tag: 'Left',
      left: { code: 'GEOCODER.UNAVAILABLE', message: 'Google Geocoding timed out' },
    });
    const refused = await new GoogleGeocodingGeocoder({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1' }).postcode(code('4000'))();
    expect(refused).toMatchObject({ _tag: 'Left', left: { code: 'GEOCODER.UNAVAILABLE', message: expect.stringMatching(/^Google Geocoding failed: /) } });
    expect(JSON.stringify(refused)).not.toContain(KEY);
  });

  it('refuses to be made without a key', () => {
    expect(() => new GoogleGeocodingGeocoder({ apiKey: ' ' })).toThrow(/API key/);
  });
});
