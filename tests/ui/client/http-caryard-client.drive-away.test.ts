/**
 * HttpCaryardClient.quoteDriveAway (issue 15): the error answers the contract suite cannot provoke
 * on the demo sites — a car with no drive-away price, the geocoder down, the edge's own 400 — each
 * given back as the use case's failure; the query as the route takes it.
 */
import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { HttpCaryardClient } from '../../../ui/client/http-caryard-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientAnswering(answers: Record<string, () => Response>) {
  const urls: string[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError('network down');
    return answer();
  });
  return { client: new HttpCaryardClient('', fetchImpl as typeof fetch), urls };
}

describe('HttpCaryardClient.quoteDriveAway (issue 15)', () => {
  it('maps the route’s error answers back to the use case’s failures', async () => {
    const { client, urls } = clientAnswering({
      '/api/cars/no-price/drive-away': () => json(404, { error: { code: 'DRIVE_AWAY.NO_PRICE', message: 'No drive-away price.' } }),
      '/api/cars/a-car/drive-away?postcode=5800': () => json(503, { error: { code: 'GEOCODER.UNAVAILABLE', message: 'Try again.' } }),
      '/api/cars/a-car/drive-away?postcode=44444444444444444444444': () =>
        json(400, { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { postcode: 'must be at most 20 characters' } } }),
      '/api/cars/a-car/drive-away?postcode=9999': () =>
        json(400, { error: { code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode', fields: { postcode: 'Invalid postcode' } } }),
      '/api/cars/gone/drive-away': () => json(404, { error: { code: 'NOT_FOUND', message: "No car 'gone' on this site." } }),
    });
    expect(await client.quoteDriveAway({ slug: 'no-price' })).toEqual(
      E.left({ code: 'DRIVE_AWAY.NO_PRICE', slug: 'no-price', message: 'No drive-away price.' }),
    );
    expect(await client.quoteDriveAway({ slug: 'a-car', postcode: '5800' })).toEqual(E.left({ code: 'GEOCODER.UNAVAILABLE', message: 'Try again.' }));
    expect(await client.quoteDriveAway({ slug: 'a-car', postcode: '4'.repeat(23) })).toEqual(
      E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }),
    );
    expect(await client.quoteDriveAway({ slug: 'a-car', postcode: '9999' })).toEqual(E.left({ code: 'POSTCODE.NOT_FOUND', message: 'Invalid postcode' }));
    expect(await client.quoteDriveAway({ slug: 'gone' })).toMatchObject(E.left({ code: 'CAR.NOT_FOUND', slug: 'gone' }));
    expect(await client.quoteDriveAway({ slug: 'offline' })).toMatchObject(E.left({ code: 'CLIENT.UNAVAILABLE' }));
    // A slug no car can have is answered without a request.
    expect(await client.quoteDriveAway({ slug: 'not a slug' })).toMatchObject(E.left({ code: 'CAR.NOT_FOUND' }));
    expect(urls).not.toContain('/api/cars/not%20a%20slug/drive-away');
  });
});
