/**
 * issue 16 'Inventory API' over HTTP on the real server (PGlite): PUT and DELETE one car by stock
 * number and a bulk import (JSON or CSV), authenticated by the site's inventory key — stored hashed,
 * rotated (the old key then refused), 401 without it before the body is read — validated with the
 * feed's schema (400 with the fields), rate-limited (429), and the change in the site's search at once.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockImportReport } from '../../../application/inventory/import-stock.use-case';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { errorShapeProblem } from './support/error-shape';
import { request, type HttpResponse } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const HARBOUR = 'harbour-motors';
const BAYSIDE = 'bayside-pre-owned';
const clock = new FakeClock(new Date('2026-11-24T01:00:00.000Z'));
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/stock/${name}`, import.meta.url), 'utf8');

const RANGER = {
  car_type: 'used',
  year: 2020,
  make: 'Ford',
  model: 'Ranger',
  badge: 'XLT',
  km: 64_000,
  price: 44_990,
  body: 'Ute',
  location: 'newcastle-west',
};

describe('the inventory API (issue 16)', () => {
  let server: TestServer;
  let key: string;
  let baysideKey: string;

  const call = (method: string, path: string, options: { body?: unknown; csv?: string; key?: string | null; site?: string } = {}): Promise<HttpResponse> =>
    request(server.port, path, {
      method,
      host: server.host(options.site ?? HARBOUR),
      headers: {
        ...(options.key === null ? {} : { authorization: `Bearer ${options.key ?? key}` }),
        ...(options.csv !== undefined ? { 'content-type': 'text/csv' } : options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(options.csv !== undefined ? { body: options.csv } : options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });

  const inSearch = async (query: string, site = HARBOUR) => {
    const answer = await request(server.port, `/api/search?hitsPerPage=100&query=${encodeURIComponent(query)}`, { host: server.host(site) });
    return answer.json<{ hits: { id: number; price: number; status: string; name: string }[] }>().hits;
  };

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, clock, rateLimits: { inventoryBulk: { max: 3, windowMs: 60_000 } } });
    key = await server.core.useCases.inventoryKeys.rotate(HARBOUR);
    baysideKey = await server.core.useCases.inventoryKeys.rotate(BAYSIDE);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a call without the key, with another site’s key or a wrong one: 401 in the error shape with the Bearer challenge, nothing stored', async () => {
    for (const wrong of [null, 'cyk_not-a-key', baysideKey]) {
      const answer = await call('PUT', '/api/inventory/cars/HMA-1', { body: RANGER, key: wrong });
      expect(answer.status, answer.text).toBe(401);
      expect(errorShapeProblem(answer.text)).toBeNull();
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('AUTH.INVALID_API_KEY');
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="caryard"');
    }
    expect(await server.core.useCases.inventoryKeys.verify(HARBOUR, key)).toBe(true);
    expect((await inSearch('Ranger XLT')).length).toBe(0);
    // Stored hashed: the key itself is nowhere in the table.
    const rows = await server.db.query<{ key_sha256: string }>('SELECT key_sha256 FROM inventory_api_keys WHERE site_slug = $1', [HARBOUR]);
    expect(rows.length).toBe(1);
    expect(rows[0]!.key_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));
  });

  it('PUT creates a car (201), its search hit follows at once; the same PUT again is 200 unchanged; a new price is 200 updated and in search', async () => {
    const created = await call('PUT', '/api/inventory/cars/HMA-1', { body: RANGER });
    expect(created.status, created.text).toBe(201);
    const car = created.json<{ car: { id: number; slug: string; path: string; outcome: string } }>().car;
    expect(car).toMatchObject({ stocknum: 'HMA-1', slug: '2020-ford-ranger-xlt-hma-1', path: '/cars/2020-ford-ranger-xlt-hma-1', outcome: 'created' });
    expect((await inSearch('Ranger XLT')).map((h) => [h.id, h.price])).toEqual([[car.id, 44_990]]);

    const again = await call('PUT', '/api/inventory/cars/HMA-1', { body: RANGER });
    expect([again.status, again.json<{ car: { outcome: string } }>().car.outcome]).toEqual([200, 'unchanged']);
    const cheaper = await call('PUT', '/api/inventory/cars/HMA-1', { body: { ...RANGER, price: 42_990 } });
    expect([cheaper.status, cheaper.json<{ car: { outcome: string } }>().car.outcome]).toEqual([200, 'updated']);
    expect((await inSearch('Ranger XLT')).map((h) => h.price)).toEqual([42_990]);
  });

  it('answers 400 VALIDATION_FAILED with the fields for a bad car, and changes nothing', async () => {
    const bad = await call('PUT', '/api/inventory/cars/HMA-1', { body: { ...RANGER, price: -1, year: 1800, location: 'atlantis' } });
    expect(bad.status, bad.text).toBe(400);
    expect(errorShapeProblem(bad.text)).toBeNull();
    expect(bad.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { price: 'must not be negative', year: 'must be 1900 or later', location: "is not one of this site's locations (newcastle-west)" },
    });
    const mismatch = await call('PUT', '/api/inventory/cars/HMA-1', { body: { ...RANGER, stocknum: 'HMA-2' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json<{ error: { fields: Record<string, string> } }>().error.fields.stocknum).toContain('HMA-1');
    for (const body of ['[1,2]', '"text"', '{not json']) {
      const answer = await request(server.port, '/api/inventory/cars/HMA-1', {
        method: 'PUT',
        host: server.host(HARBOUR),
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body,
      });
      expect(answer.status, body).toBe(400);
      expect(errorShapeProblem(answer.text)).toBeNull();
    }
    expect((await inSearch('Ranger XLT')).map((h) => h.price)).toEqual([42_990]);
  });

  it('DELETE sells the car now (it leaves the search listing); an unknown stock number is 404', async () => {
    const gone = await call('DELETE', '/api/inventory/cars/HMA-1');
    expect(gone.status, gone.text).toBe(200);
    expect(gone.json<{ car: { outcome: string } }>().car.outcome).toBe('sold');
    // The search listing shows what is for sale: the car has left it; the listing itself is sold now.
    expect(await inSearch('Ranger XLT')).toEqual([]);
    expect((await server.cars.findBySlug(HARBOUR, '2020-ford-ranger-xlt-hma-1'))!).toMatchObject({ status: 'sold', sold_at: '2026-11-24T01:00:00.000Z' });
    const unknown = await call('DELETE', '/api/inventory/cars/NOPE-404');
    expect(unknown.status).toBe(404);
    expect(errorShapeProblem(unknown.text)).toBeNull();
  });

  it('imports a whole feed as CSV or JSON: the report with its problems; dry_run and full; then the bulk limit answers 429', async () => {
    const dry = await call('POST', '/api/inventory/import?dry_run=true', { csv: fixture('harbour-mixed.csv') });
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json<StockImportReport>()).toMatchObject({ dry_run: true, rows: 8, valid: 1, rejected: 7, created: 1 });
    expect((await inSearch('Ranger')).filter((h) => h.name.includes('2019'))).toEqual([]);

    const csv = await call('POST', '/api/inventory/import', { csv: fixture('harbour-good.csv') });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.json<StockImportReport>()).toMatchObject({ rows: 3, created: 3, ignored_fields: ['dms_branch'] });
    expect((await inSearch('HiLux SR5')).length).toBe(1);

    const json = await call('POST', '/api/inventory/import?full=true', { body: JSON.parse(fixture('harbour-good.json')) });
    expect(json.status, json.text).toBe(200);
    const report = json.json<StockImportReport>();
    expect(report).toMatchObject({ full: true, created: 2 });
    // The CSV's three cars are not in this full feed: now sold (HMA-1 was already).
    expect(
      report.cars
        .filter((c) => c.outcome === 'sold')
        .map((c) => c.stocknum)
        .sort(),
    ).toEqual(['HMF-1001', 'HMF-1002', 'HMF-1003']);
    expect(await inSearch('HiLux SR5')).toEqual([]);
    expect((await inSearch('Model 3')).length).toBe(1);

    const limited = await call('POST', '/api/inventory/import', { body: { cars: [] } });
    expect(limited.status).toBe(429);
    expect(errorShapeProblem(limited.text)).toBeNull();
  });

  it('rotating the key (stock key) stops the old one at once; the new one works', async () => {
    const old = key;
    key = await server.core.useCases.inventoryKeys.rotate(HARBOUR);
    expect(key).toMatch(/^cyk_[A-Za-z0-9_-]{43}$/);
    expect((await call('DELETE', '/api/inventory/cars/HMJ-3001', { key: old })).status).toBe(401);
    expect((await call('DELETE', '/api/inventory/cars/HMJ-3001')).status).toBe(200);
  });
});
