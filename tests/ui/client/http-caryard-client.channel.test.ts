/**
 * What only the fetch client answers (the contract suite covers the use cases' own answers):
 * the channel's failures against the real server — CLIENT.REJECTED for a refusal the use case
 * has no failure for, CLIENT.UNAVAILABLE for 429, an aborted call and a server that is gone —
 * and slugs no car can have answered without a request. Never a rejection.
 */
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySearchState } from '../../../domain/search';
import { HttpCaryardClient } from '../../../ui/client/http-caryard-client';
import { aCar } from '../../support/car-builder';
import { startTestServer, type TestServer } from '../../adapters/http/support/test-server';
import { fetchWithHost } from '../../application/client/fetch-with-host';

const SITE = 'harbour-motors';
const car = aCar().withId(7201).withSite(SITE).withSlug('2023-mazda-cx-5-maxx-sport').withMakeModel('Mazda', 'CX-5').build();

describe('HttpCaryardClient: the channel’s own failures', () => {
  let server: TestServer;
  let client: HttpCaryardClient;
  const requests: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ ssr: false, cars: [car], rateLimits: { views: { max: 1, windowMs: 60_000 } } });
    client = new HttpCaryardClient(
      server.origin,
      fetchWithHost(server.host(SITE), (method, url) => requests.push(`${method} ${url.pathname}`)),
    );
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  it('answers CLIENT.REJECTED with the status and fields for a refusal the use case has no failure for', async () => {
    // The route allows 100 characters of manufacturer; the use case would look for it (and find none).
    expect(await client.searchModels({ search: { manufacturer: 'M'.repeat(101) } })).toEqual(
      E.left({ code: 'CLIENT.REJECTED', status: 400, message: expect.any(String), fields: { manufacturer: 'At most 100 characters.' } }),
    );
  });

  it('answers CLIENT.UNAVAILABLE with 429 once the rate limit is reached', async () => {
    expect(E.isRight(await client.recordView({ slug: car.slug }))).toBe(true);
    expect(await client.recordView({ slug: car.slug })).toEqual(E.left({ code: 'CLIENT.UNAVAILABLE', status: 429, message: expect.any(String) }));
  });

  it('answers a slug no car or dealership can have as not found, without a request', async () => {
    requests.length = 0;
    for (const slug of ['../site', 'a/b', '', 'x'.repeat(201)]) {
      expect(await client.getCar({ slug })).toEqual(E.left({ code: 'CAR.NOT_FOUND', slug, message: `No car '${slug}' on this site.` }));
      expect(await client.similar({ slug })).toMatchObject(E.left({ code: 'CAR.NOT_FOUND', slug }));
      expect(await client.autogauge({ slug })).toMatchObject(E.left({ code: 'CAR.NOT_FOUND', slug }));
    }
    expect(await client.searchDealershipItems({ dealershipSlug: '../api', search: {} })).toMatchObject(
      E.left({ code: 'DEALERSHIP.NOT_FOUND', slug: '../api' }),
    );
    expect(requests).toEqual([]);
  });

  it('answers an aborted call CLIENT.UNAVAILABLE', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await client.search({ state: emptySearchState }, { signal: controller.signal })).toEqual(
      E.left({ code: 'CLIENT.UNAVAILABLE', message: 'The call was aborted.' }),
    );
  });

  // Last: it stops the server.
  it('answers CLIENT.UNAVAILABLE without a status when the server is gone', async () => {
    await server.app.close();
    const answer = await client.getSite();
    expect(answer).toMatchObject(E.left({ code: 'CLIENT.UNAVAILABLE', message: expect.stringMatching(/^Caryard could not be reached/) }));
    expect(E.isLeft(answer) && 'status' in answer.left).toBe(false);
  });
});
