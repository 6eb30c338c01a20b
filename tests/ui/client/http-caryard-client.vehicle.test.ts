import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { NO_DELIVERY_ESTIMATE_MESSAGE } from '../../../domain/locations/delivery-zones';
import { INVALID_POSTCODE_MESSAGE } from '../../../domain/locations/postcode';
import { HttpCaryardClient } from '../../../ui/client/http-caryard-client';
import { sendAndForget } from '../../../ui/hooks/use-caryard-client';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A client whose fetch answers from a table of `METHOD path` → response, recording each call. */
function clientAnswering(answers: Record<string, () => Response>) {
  const calls: { method: string; url: string; body?: string }[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, ...(typeof init?.body === 'string' ? { body: init.body } : {}) });
    const answer = answers[`${method} ${url}`];
    if (!answer) throw new TypeError('network down');
    return answer();
  });
  return { client: new HttpCaryardClient('', fetchImpl as typeof fetch), calls };
}

describe('HttpCaryardClient: the vehicle page calls', () => {
  const comparison = { fill: 0.67, listing_price: 28_990, market_range_min: 27_000, market_range_max: 33_000, confidence: 0.8, description: null };

  it('autogauge: the numbers, or the tagged 404 (no market data, no car); offline is CLIENT.UNAVAILABLE, never a rejection', async () => {
    const { client } = clientAnswering({
      'GET /cars/a-car/autogauge': () => json(200, comparison),
      'GET /cars/no-data/autogauge': () => json(404, { error: { code: 'AUTOGAUGE.NO_MARKET_DATA', message: 'none' } }),
      'GET /cars/elsewhere/autogauge': () => json(404, { error: { code: 'NOT_FOUND', message: "No car 'elsewhere' on this site." } }),
    });
    expect(await client.autogauge({ slug: 'a-car' })).toEqual(E.right(comparison));
    expect(await client.autogauge({ slug: 'no-data' })).toMatchObject(E.left({ code: 'AUTOGAUGE.NO_MARKET_DATA', slug: 'no-data' }));
    expect(await client.autogauge({ slug: 'elsewhere' })).toMatchObject(E.left({ code: 'CAR.NOT_FOUND', slug: 'elsewhere' }));
    expect(await client.autogauge({ slug: 'offline' })).toMatchObject(E.left({ code: 'CLIENT.UNAVAILABLE' }));
  });

  it('recordView: sends the snapshot as the query', async () => {
    const { client, calls } = clientAnswering({
      'GET /api/cars/a-car/view.json?photos_count=12&updated_at=2025-06-01T09%3A30%3A00.000Z&website_id=2': () => json(200, { views: 41, car_fields: {} }),
    });
    expect(await client.recordView({ slug: 'a-car', photosCount: 12, updatedAt: new Date('2025-06-01T09:30:00.000Z'), websiteId: 2 })).toEqual(
      E.right({ views: 41, car_fields: {} }),
    );
    expect(calls).toHaveLength(1);
  });

  it('deliveryEstimate: Right {price, name}; Left with the message to show', async () => {
    const { client } = clientAnswering({
      'GET /api/delivery-estimate?postcode=2300': () => json(200, { price: 399, name: 'Newcastle & Hunter' }),
      'GET /api/delivery-estimate?postcode=6798': () => json(404, { error: { code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE } }),
      'GET /api/delivery-estimate?postcode=abc': () =>
        json(400, { error: { code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE, fields: { postcode: INVALID_POSTCODE_MESSAGE } } }),
    });
    expect(await client.deliveryEstimate({ postcode: '2300' })).toEqual(E.right({ price: 399, name: 'Newcastle & Hunter' }));
    expect(await client.deliveryEstimate({ postcode: '6798' })).toEqual(E.left({ code: 'DELIVERY.NO_ESTIMATE', message: NO_DELIVERY_ESTIMATE_MESSAGE }));
    expect(await client.deliveryEstimate({ postcode: 'abc' })).toEqual(E.left({ code: 'POSTCODE.INVALID', message: INVALID_POSTCODE_MESSAGE }));
  });

  it('revealPhone and trackEvent: POST JSON, resolve Right or a Left, never reject; pages log a Left and go on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client, calls } = clientAnswering({
      'POST /api/cars/a-car/phone-reveal': () => json(201, { recorded: true }),
      'POST /api/analytics/events': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    const ids = { carId: 1, dealershipId: 2, websiteId: 3 };
    expect(await client.revealPhone({ slug: 'a-car', ...ids })).toEqual(E.right({ recorded: true }));
    expect(calls[0]?.body).toBe(JSON.stringify({ car_id: 1, dealership_id: 2, website_id: 3 }));
    expect(await client.trackEvent({ event: { event_id: 61, car_id: 1 } })).toEqual(E.left({ code: 'CLIENT.UNAVAILABLE', message: 'x', status: 500 }));
    expect(await client.revealPhone({ slug: 'offline', ...ids })).toMatchObject(E.left({ code: 'CLIENT.UNAVAILABLE' }));
    // The client logs nothing itself; the page's sendAndForget warns once per failed record (spec 1 §8).
    expect(warn).not.toHaveBeenCalled();
    sendAndForget(client.trackEvent({ event: { event_id: 61, car_id: 1 } }), 'print event');
    sendAndForget(client.revealPhone({ slug: 'offline', ...ids }), 'phone reveal');
    sendAndForget(client.revealPhone({ slug: 'a-car', ...ids }), 'phone reveal');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map(([text]) => String(text)).sort()).toEqual([
      expect.stringMatching(/^Caryard: phone reveal not recorded \(CLIENT\.UNAVAILABLE/),
      expect.stringMatching(/^Caryard: print event not recorded \(CLIENT\.UNAVAILABLE/),
    ]);
    warn.mockRestore();
  });

  it('carPdfUrl: the PDF route of the car', () => {
    expect(new HttpCaryardClient().carPdfUrl('2023-mazda-cx-5')).toBe('/api/cars/2023-mazda-cx-5/pdf');
  });
});
