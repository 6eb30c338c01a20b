import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCar } from '../../support/car-builder';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SECRET = 'db password is hunter2';

describe('the JSON API: health, validation and the error shape', () => {
  let server: TestServer;
  const harbour = () => `harbour-motors.localhost:${server.port}`;

  beforeAll(async () => {
    server = await startTestServer({
      cars: [
        aCar().withSite('harbour-motors').withSlug('2023-mazda-cx-5-maxx-sport').withMakeModel('Mazda', 'CX-5').build(),
        aCar().withSite('bayside-pre-owned').withSlug('2019-toyota-corolla-ascent').build(),
      ],
      // Not started: /healthz is 503 until the core is.
      start: false,
      // A route that fails the way a bug would, to see what leaves the server.
      beforeListen: (app) => {
        app.get('/test-only/boom', async () => {
          throw new Error(SECRET);
        });
      },
    });
  });
  afterAll(() => server?.close());

  it('/healthz answers 503 {status:"starting"} until ready, then 200 {status:"ok"}', async () => {
    const starting = await request(server.port, '/healthz');
    expect(starting.status).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });

    await server.start();
    const ok = await request(server.port, '/healthz');
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^application\/json/);
    expect(ok.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path 404 in the error shape, never with a page', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/no-such-thing'],
      ['DELETE', '/api/site'],
    ] as const) {
      const response = await request(server.port, path, { method, host: harbour() });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('rejects invalid input with 400 VALIDATION_FAILED naming the field (zod)', async () => {
    const response = await request(server.port, '/api/cars/not%20a%20slug!', { host: harbour() });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String), fields: { slug: expect.any(String) } },
    });
  });

  it('answers a car of this site, and 404 for a car of another site', async () => {
    const own = await request(server.port, '/api/cars/2023-mazda-cx-5-maxx-sport', { host: harbour() });
    expect(own.status).toBe(200);
    expect(own.json()).toMatchObject({ slug: '2023-mazda-cx-5-maxx-sport', make: 'Mazda', model: 'CX-5' });

    const foreign = await request(server.port, '/api/cars/2019-toyota-corolla-ascent', { host: harbour() });
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers a malformed URL 400 in the error shape', async () => {
    const response = await request(server.port, '/%E0%A4%A', { host: harbour() });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });

  it('answers a bug 500 with a generic message: no error text, no stack trace', async () => {
    const response = await request(server.port, '/test-only/boom', { host: harbour() });
    expect(response.status).toBe(500);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body).toEqual({ error: { code: 'INTERNAL_ERROR', message: expect.any(String) } });
    expect(response.text).not.toContain(SECRET);
    expect(response.text).not.toMatch(/\bat .+:\d+:\d+/);
    expect(response.text).not.toContain('.ts');

    const page = await request(server.port, '/test-only/boom', { host: harbour(), headers: { accept: 'text/html' } });
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).not.toContain(SECRET);
  });
});
