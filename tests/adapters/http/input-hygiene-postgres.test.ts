/**
 * The NUL and lone-surrogate findings of issue 10 on a real PostgreSQL (whose `text` cannot
 * hold a NUL and whose `jsonb` refuses `\u0000` and a lone `\ud800`): the four POST routes
 * that store text, through the real SQL repositories, with NUL or a lone surrogate put at a
 * fuzzed place of a valid body. Each is a 400 VALIDATION_FAILED naming the field, never a 500;
 * the same bodies without them are stored. A smaller round than tests/adapters/http/fuzz.test.ts.
 */
import fc from 'fast-check';
import type { FormTokens } from '../../../application/leads/form-token.port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../../adapters/persistence/postgres-database';
import { migrate } from '../../../adapters/persistence/migrator';
import { PORTS } from '../../../config/ports';
import { FakeClock } from '../../application/leads/in-memory-leads';
import { aCar } from '../../support/car-builder';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { errorShapeProblem } from './support/error-shape';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'bayside-pre-owned';
const CARS = Array.from({ length: 40 }, (_, i) =>
  aCar()
    .withId(9_500 + i)
    .withSite(SITE)
    .withSlug(`pg-car-${i}`)
    .with({ deposit: null })
    .build(),
);
const clock = new FakeClock(new Date('2030-08-01T00:00:00Z'));

let postgres: PostgresServer | undefined;
let db: PostgresDatabase | undefined;
let server: TestServer;
/** issue 30: a form token serves one lead, so each lead gets its own, signed by the core, 10 s old on its clock. */
let formTokens: Pick<FormTokens, 'issue'> | null = null;
const freshToken = (): string => formTokens?.issue(SITE, new Date(clock.now().getTime() - 10_000)).token ?? '';
let paymentToken = '';
let leadId = '';
let keys = 0;
let cars = 0;

const BAD = ['\u0000', '\ud800', 'a\u0000', '\udfffz', 'x\u0000y\ud800'];

type Body = Record<string, unknown>;
type Route = { name: string; url: () => string; body: () => Body; texts: readonly string[] };

/** The four routes that store what a shopper typed, each with a valid body and the dotted paths of its text. */
const ROUTES: readonly Route[] = [
  {
    name: 'POST /api/leads',
    url: () => '/api/leads',
    body: () => ({
      user: {
        category: 'General Enquiry',
        name: 'Ann Citizen',
        email: 'ann@example.com.au',
        phone: '0412 345 678',
        message: 'Still available?',
        colour: 'red',
      },
      url: '/cars/pg-car-0',
      source: 'Website',
      user_agent: 'Mozilla/5.0',
      car_id: CARS[0]?.id,
      lead_attributes: { visited_pages: ['/', '/search'], linked_query_params: { utm_source: 'google' } },
      captcha: { honeypot: '', form_token: freshToken() },
    }),
    texts: [
      'user.name',
      'user.message',
      'user.colour',
      'url',
      'user_agent',
      'lead_attributes.visited_pages.1',
      'lead_attributes.linked_query_params.utm_source',
    ],
  },
  {
    name: 'POST /api/leads/{id}/follow-up',
    url: () => `/api/leads/${leadId}/follow-up`,
    body: () => ({ category: 'Finance', car_type: 'used', note: 'call after 5' }),
    texts: ['category', 'note'],
  },
  {
    name: 'POST /api/analytics/events',
    url: () => '/api/analytics/events',
    body: () => ({ event_id: 4, car_id: CARS[0]?.id, url: '/cars/pg-car-0', properties: { from: 'gallery' } }),
    texts: ['url', 'properties.from'],
  },
  {
    name: 'POST /api/cars/{slug}/reservations',
    // A new car each time: a reserved car cannot be reserved again.
    url: () => `/api/cars/pg-car-${(cars++ % (CARS.length - 1)) + 1}/reservations`,
    body: () => ({
      name: 'Ann Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      message: 'Hold it please',
      // issue 30: a token of the test provider's card form, never the card.
      token: paymentToken,
      user_agent: 'Mozilla/5.0',
    }),
    texts: ['name', 'message', 'token', 'user_agent'],
  },
];

/** The body with `text` put into the string at `path` (before, after or instead of it), or into a key. */
function spoiled(body: Body, path: string, text: string, where: 'prefix' | 'suffix' | 'replace' | 'key'): Body {
  const copy = structuredClone(body);
  const parts = path.split('.');
  const last = parts.pop() ?? '';
  let parent: Record<string, unknown> = copy;
  for (const part of parts) parent = parent[part] as Record<string, unknown>;
  const value = String(parent[last]);
  if (where === 'key' && !Array.isArray(parent)) {
    delete parent[last];
    parent[`${last}${text}`] = value;
  } else {
    parent[last] = where === 'prefix' ? `${text}${value}` : where === 'suffix' ? `${value}${text}` : text;
  }
  return copy;
}

/** The PostgreSQL database (server.db is the test server's own in-memory one, unused here). */
function database(): PostgresDatabase {
  if (!db) throw new Error('PostgreSQL did not start');
  return db;
}

const send = (url: string, body: Body) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { host: `${SITE}.localhost`, 'content-type': 'application/json', 'idempotency-key': `pg-key-${String(++keys).padStart(6, '0')}` },
    payload: JSON.stringify(body),
  });

beforeAll(async () => {
  postgres = await startPostgres();
  const database = await PostgresDatabase.connect(postgres.url);
  db = database;
  await migrate(database);
  const unlimited = { max: 100_000, windowMs: 60_000 };
  server = await startTestServer({
    cars: CARS,
    clock,
    ssr: false,
    // The real PostgreSQL behind every repository of the core.
    overrides: (container) => container.rebind(PORTS.SqlDatabase).toConstantValue(database),
    rateLimits: { leads: unlimited, followUps: unlimited, reservations: unlimited, analytics: unlimited },
  });
  formTokens = await server.core.container.getAsync<FormTokens>(PORTS.FormTokens);
  paymentToken = (
    await server.app.inject({
      method: 'POST',
      url: '/api/payments/test/tokens',
      headers: { host: `${SITE}.localhost`, 'content-type': 'application/json' },
      payload: JSON.stringify({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'ANN CITIZEN' }),
    })
  ).json<{ token: string }>().token;
  clock.advance(10_000);
});

afterAll(async () => {
  await server?.close();
  await db?.close().catch(() => {});
  await postgres?.stop();
});

describe('NUL and lone surrogates on PostgreSQL: a 400 naming the field, never a 500 (issue 10)', () => {
  it('the valid bodies are stored in PostgreSQL (the routes reach the real repositories)', async () => {
    const lead = await send('/api/leads', ROUTES[0]?.body() ?? {});
    expect(lead.statusCode).toBe(201);
    leadId = lead.json<{ lead_id: string }>().lead_id;
    for (const route of ROUTES.slice(1)) {
      const answer = await send(route.url(), route.body());
      expect(answer.statusCode, `${route.name}: ${answer.body}`).toBeLessThan(300);
    }
    const rows = await database().query<{ n: string }>('SELECT count(*) AS n FROM leads');
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('a NUL or a lone surrogate anywhere in the text of a stored body is a 400 VALIDATION_FAILED naming that field', async () => {
    const leadsBefore = await database().query<{ n: string }>('SELECT count(*) AS n FROM leads');
    const anyCase = fc.constantFrom(...ROUTES).chain((route) =>
      fc.record({
        route: fc.constant(route),
        path: fc.constantFrom(...route.texts),
        text: fc.constantFrom(...BAD),
        where: fc.constantFrom('prefix' as const, 'suffix' as const, 'replace' as const, 'key' as const),
      }),
    );
    await fc.assert(
      fc.asyncProperty(anyCase, async ({ route, path, text, where }) => {
        const answer = await send(route.url(), spoiled(route.body(), path, text, where));
        expect(answer.statusCode, answer.body).toBe(400);
        expect(errorShapeProblem(answer.body)).toBeNull();
        const { error } = answer.json<{ error: { code: string; fields: Record<string, string> } }>();
        expect(error.code).toBe('VALIDATION_FAILED');
        const named = Object.keys(error.fields);
        expect(named.length).toBeGreaterThan(0);
        // The field named is the one spoiled (for a key, its parent path holds the spoiled key).
        const parent = path.split('.').slice(0, -1).join('.');
        expect(named.some((field) => (where === 'key' ? field.startsWith(parent) : field === path))).toBe(true);
      }),
      { seed: 20_261_011, numRuns: 60 },
    );
    // Nothing was stored: the reservations' leads included.
    const leadsAfter = await database().query<{ n: string }>('SELECT count(*) AS n FROM leads');
    expect(leadsAfter[0]?.n).toBe(leadsBefore[0]?.n);
  });
});
