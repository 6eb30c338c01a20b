import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleGeocodingGeocoder } from '../../../adapters/locations/google-geocoding-geocoder';
import { GEOCODE_CACHE_CONTROL, GEOCODER_UNAVAILABLE_MESSAGE } from '../../../adapters/http/routes/geocode.routes';
import { PORTS } from '../../../config/ports';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { GEOCODING_NO_RESULT_MESSAGE } from '../../../domain/tradein/trade-in-flow';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

describe('GET /api/geocode/postcode (issue 12; spec 2 §5, §7, §8)', () => {
  describe('on the default postcode table', () => {
    let server: TestServer;
    const get = (query: string, slug = 'harbour-motors') =>
      request(server.port, `/api/geocode/postcode${query}`, { host: server.host(slug), headers: { accept: 'application/json' } });

    beforeAll(async () => {
      // The JSON API only (no UI build); the geocoder is the one config/core.ts binds by default.
      server = await startTestServer({ ssr: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 4000 with Brisbane QLD and its coordinates, cacheable for a day', async () => {
      const response = await get('?postal_code=4000');
      expect(response.status, response.text).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe(GEOCODE_CACHE_CONTROL);
      expect(response.json()).toEqual({ postcode: '4000', locality: 'Brisbane', state: 'QLD', latitude: -27.4684, longitude: 153.0221 });
    });

    it('answers 0800 with Darwin NT, on any dealer site', async () => {
      for (const slug of ['harbour-motors', 'saltbush-caravans']) {
        const response = await get('?postal_code=0800', slug);
        expect(response.status).toBe(200);
        expect(response.json()).toEqual({ postcode: '0800', locality: 'Darwin', state: 'NT', latitude: -12.4587, longitude: 130.8367 });
      }
    });

    it('is 404 POSTCODE.NOT_FOUND with Invalid postcode for 9999, also cacheable', async () => {
      const response = await get('?postal_code=9999');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe(GEOCODE_CACHE_CONTROL);
      expect(response.json()).toEqual({ error: { code: 'POSTCODE.NOT_FOUND', message: GEOCODING_NO_RESULT_MESSAGE } });
      expect(GEOCODING_NO_RESULT_MESSAGE).toBe('Invalid postcode');
    });

    it('is 400 with the postcode message for abcd and other malformed postcodes, never cached', async () => {
      const expectInvalid = (response: HttpResponse, code: string) => {
        expect(response.status, response.text).toBe(400);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({ error: { code, message: INVALID_POSTCODE_MESSAGE, fields: { postal_code: INVALID_POSTCODE_MESSAGE } } });
      };
      expectInvalid(await get('?postal_code=abcd'), 'POSTCODE.INVALID');
      expectInvalid(await get('?postal_code=40000'), 'POSTCODE.INVALID');
      expectInvalid(await get('?postal_code=4%2C000'), 'POSTCODE.INVALID');
      expectInvalid(await get('?postal_code='), 'POSTCODE.REQUIRED');
      expectInvalid(await get(''), 'POSTCODE.REQUIRED');
      expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    });

    it('is 400 VALIDATION_FAILED for a postcode given twice or an unknown parameter', async () => {
      const twice = await get('?postal_code=4000&postal_code=2000');
      expect(twice.status).toBe(400);
      expect(twice.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { postal_code: 'must be given once' } } });
      const unknown = await get('?postal_code=4000&key=secret');
      expect(unknown.status).toBe(400);
      expect(unknown.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { key: 'Unknown parameter.' } } });
    });

    it('is rate-limited like the other API routes', async () => {
      const response = await get('?postal_code=2000', 'bayside-pre-owned');
      expect(response.headers['ratelimit-limit']).toBe('60');
      expect(Number(response.headers['ratelimit-remaining'])).toBeLessThan(60);
    });
  });

  describe('on a hosted geocoder (Google Geocoding API, a local fake)', () => {
    let server: TestServer;
    let google: Server;
    let googleStatus = 500;
    const get = (query: string, slug = 'harbour-motors') =>
      request(server.port, `/api/geocode/postcode${query}`, { host: server.host(slug), headers: { accept: 'application/json' } });

    beforeAll(async () => {
      google = createServer((_req, res) => {
        if (googleStatus === 200) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'REQUEST_DENIED', results: [] }));
        else res.writeHead(googleStatus).end('Server Error');
      });
      await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
      const baseUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
      server = await startTestServer({
        ssr: false,
        overrides: (container) =>
          container.rebind(PORTS.Geocoder).toConstantValue(new GoogleGeocodingGeocoder({ apiKey: 'test-key-123', baseUrl, timeoutMs: 2_000 })),
        rateLimits: { geocode: { max: 2, windowMs: 60_000 } },
      });
    });
    afterAll(async () => {
      await server?.close();
      await new Promise<void>((resolve) => google?.close(() => resolve()));
    });

    it('is 503 GEOCODER.UNAVAILABLE when the provider fails or denies the key, never cached and without the key', async () => {
      for (const status of [500, 200]) {
        googleStatus = status;
        const response = await get('?postal_code=4000');
        expect(response.status, response.text).toBe(503);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toEqual({ error: { code: 'GEOCODER.UNAVAILABLE', message: GEOCODER_UNAVAILABLE_MESSAGE } });
        expect(response.text).not.toContain('test-key-123');
      }
    });

    it('still answers a malformed postcode with 400 without asking the provider', async () => {
      googleStatus = 500;
      const response = await get('?postal_code=abcd', 'sunset-coast-suzuki');
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'POSTCODE.INVALID' } });
    });

    it('answers 429 once a client is over its limit for the site', async () => {
      const answers = [];
      for (let i = 0; i < 3; i += 1) answers.push(await get('?postal_code=abcd', 'bayside-pre-owned'));
      expect(answers.map((a) => a.status)).toEqual([400, 400, 429]);
      expect(answers[2]?.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
      expect(answers[2]?.headers['retry-after']).toBeDefined();
    });
  });
});
