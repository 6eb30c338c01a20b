/**
 * The unsubscribe link of every alert over HTTP (issue 14; Spam Act 2003 s 18; RFC 8058;
 * adapters/http/routes/alerts.routes.ts), on the real server: `POST /api/alerts/unsubscribe`
 * with JSON or the one-click form post, a GET that never stops anything, the page's own form
 * without JavaScript — and a price changed through update-car showing in `GET /api/search`.
 */
import { randomUUID } from 'node:crypto';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeTokens } from '../../../application/shoppers/unsubscribe-tokens.port';
import { PORTS } from '../../../config/ports';
import { aCar } from '../../support/car-builder';
import { errorShapeProblem } from './support/error-shape';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SITE = 'harbour-motors';
const CAR_ID = 73_001;

describe('the alerts unsubscribe link over HTTP', () => {
  let server: TestServer;
  let tokens: UnsubscribeTokens;
  let phones = 0;

  beforeAll(async () => {
    server = await startTestServer({
      ssr: false,
      cars: [aCar().withId(CAR_ID).withSite(SITE).withSlug('alerts-test-hilux').withMakeModel('Toyota', 'HiLux').withPrice(45_990).build()],
    });
    tokens = await server.core.container.getAsync<UnsubscribeTokens>(PORTS.UnsubscribeTokens);
  });
  afterAll(() => server?.close());

  /** A shopper who switched alerts on; resolves with their id. */
  async function aConsentingShopper(): Promise<string> {
    const id = randomUUID();
    await server.db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, SITE, `+6147${String(++phones).padStart(7, '0')}`]);
    await server.db.query("INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at) VALUES ($1, true, 'yes', now())", [id]);
    return id;
  }

  const stoppedBy = async (id: string): Promise<string | null> =>
    (await server.db.query<{ stopped_by: string | null }>('SELECT stopped_by FROM alert_settings WHERE shopper_id = $1', [id]))[0]?.stopped_by ?? null;

  const post = (path: string, body: string, contentType: string) =>
    request(server.port, path, { method: 'POST', host: server.host(SITE), headers: { 'content-type': contentType, accept: 'application/json' }, body });

  it('stops the alerts of the token s shopper for a JSON post, with no session and no CSRF token, and again idempotently', async () => {
    const shopper = await aConsentingShopper();
    const body = JSON.stringify({ token: tokens.issue(SITE, shopper) });
    const first = await post('/api/alerts/unsubscribe', body, 'application/json');
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ stopped: true });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await stoppedBy(shopper)).toBe('unsubscribe_link');
    const second = await post('/api/alerts/unsubscribe', body, 'application/json');
    expect(second.status).toBe(200);
    expect(await stoppedBy(shopper)).toBe('unsubscribe_link');
  });

  it('takes the RFC 8058 one-click post: List-Unsubscribe=One-Click, form-encoded or multipart, the token in the URL', async () => {
    const formShopper = await aConsentingShopper();
    const form = await post(
      `/api/alerts/unsubscribe?token=${encodeURIComponent(tokens.issue(SITE, formShopper))}`,
      'List-Unsubscribe=One-Click',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect(await stoppedBy(formShopper)).toBe('unsubscribe_link');

    const multipartShopper = await aConsentingShopper();
    const boundary = '----caryard-test-boundary';
    const multipart = await post(
      `/api/alerts/unsubscribe?token=${encodeURIComponent(tokens.issue(SITE, multipartShopper))}`,
      `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    );
    expect(multipart.status).toBe(200);
    expect(await stoppedBy(multipartShopper)).toBe('unsubscribe_link');
  });

  it('refuses a token this site did not sign (400 ALERTS.INVALID_TOKEN), and a post with none (400 VALIDATION_FAILED)', async () => {
    const shopper = await aConsentingShopper();
    const forged = await post(
      '/api/alerts/unsubscribe',
      JSON.stringify({ token: `${tokens.issue(SITE, shopper).split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` }),
      'application/json',
    );
    expect(forged.status).toBe(400);
    expect(errorShapeProblem(forged.text)).toBeNull();
    expect(forged.json<{ error: { code: string } }>().error.code).toBe('ALERTS.INVALID_TOKEN');
    // Signed for another dealer's site: refused on this one.
    const otherSite = await post('/api/alerts/unsubscribe', JSON.stringify({ token: tokens.issue('bayside-pre-owned', shopper) }), 'application/json');
    expect(otherSite.json<{ error: { code: string } }>().error.code).toBe('ALERTS.INVALID_TOKEN');
    expect(await stoppedBy(shopper)).toBeNull();
    const none = await post('/api/alerts/unsubscribe', '{}', 'application/json');
    expect(none.status).toBe(400);
    expect(none.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'The request is not valid.', fields: { token: 'is required: the token of the unsubscribe link' } },
    });
  });

  it('never stops anything on a GET (a mail filter scanning the link): it sends the person to the page, which asks', async () => {
    const shopper = await aConsentingShopper();
    const token = tokens.issue(SITE, shopper);
    const answer = await request(server.port, `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { host: server.host(SITE) });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(await stoppedBy(shopper)).toBeNull();
  });

  it('answers the page s own form without JavaScript with a redirect to the outcome', async () => {
    const shopper = await aConsentingShopper();
    const stopped = await request(server.port, '/alerts/unsubscribe', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.issue(SITE, shopper) }).toString(),
    });
    expect(stopped.status).toBe(303);
    expect(stopped.headers.location).toBe('/alerts/unsubscribe?stopped=1');
    expect(await stoppedBy(shopper)).toBe('unsubscribe_link');
    const invalid = await request(server.port, '/alerts/unsubscribe', {
      method: 'POST',
      host: server.host(SITE),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=not-a-token',
    });
    expect(invalid.status).toBe(303);
    expect(invalid.headers.location).toBe('/alerts/unsubscribe?invalid=1&token=not-a-token');
  });

  it('shows a price changed through update-car in GET /api/search at once', async () => {
    const search = async () => {
      const answer = await request(server.port, '/api/search?query=HiLux&hitsPerPage=50', { host: server.host(SITE) });
      expect(answer.status).toBe(200);
      return answer.json<{ hits: { id: number; price: number; status: string }[] }>().hits.find((hit) => hit.id === CAR_ID);
    };
    expect((await search())?.price).toBe(45_990);
    const updated = await server.core.useCases.updateCar.execute({ site_slug: SITE, car_id: CAR_ID, changes: { price: 42_500 } })();
    expect(E.isRight(updated)).toBe(true);
    expect(await search()).toMatchObject({ price: 42_500, status: 'in_stock' });
    await server.core.useCases.updateCar.execute({ site_slug: SITE, car_id: CAR_ID, changes: { status: 'sold' } })();
    // Sold: the car page says so (the listing keeps or hides a sold car by the site's stock filter).
    const car = await request(server.port, '/api/cars/alerts-test-hilux', { host: server.host(SITE) });
    expect(car.json<{ status: string }>().status).toBe('sold');
  });
});
