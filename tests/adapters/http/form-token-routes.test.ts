/**
 * `GET /api/form-token` (issue 10) on a bare Fastify instance: the route plugin with the real
 * tenancy and error plugins, the real use case and the real signer.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HmacFormTokens } from '../../../adapters/captcha/hmac-form-tokens';
import { errorHandlerPlugin } from '../../../adapters/http/plugins/error-handler.plugin';
import { tenancyPlugin } from '../../../adapters/http/plugins/tenancy.plugin';
import { formTokenRoutes, type FormTokenBody } from '../../../adapters/http/routes/form-token.routes';
import { IssueFormToken } from '../../../application/leads/issue-form-token.use-case';
import { DEFAULT_SITE_SLUG, loadDealerSites } from '../../../config/dealer-sites';

const now = new Date('2026-03-02T09:00:00.000Z');
const tokens = new HmacFormTokens({ secret: 'a-test-secret-of-at-least-32-characters!' });

describe('GET /api/form-token', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(async (scope) => {
      await scope.register(tenancyPlugin, { sites: loadDealerSites(), defaultSiteSlug: DEFAULT_SITE_SLUG });
      await scope.register(formTokenRoutes, { issueFormToken: new IssueFormToken({ tokens, clock: { now: () => now } }) });
    });
  });
  afterAll(() => app?.close());

  const get = (host: string) => app.inject({ method: 'GET', url: '/api/form-token', headers: { host } });

  it('answers a token for the site chosen by Host, with its window, never cached', async () => {
    const response = await get('harbour-motors.localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<FormTokenBody>();
    expect(body).toEqual({
      token: expect.stringMatching(/^v1\.harbour-motors\.1772442000000\./),
      issued_at: '2026-03-02T09:00:00.000Z',
      usable_from: '2026-03-02T09:00:03.000Z',
      expires_at: '2026-03-02T09:20:00.000Z',
    });
    expect(tokens.verify(body.token, 'harbour-motors', new Date(body.usable_from))._tag).toBe('Right');
    expect(tokens.verify(body.token, 'bayside-pre-owned', new Date(body.usable_from))._tag).toBe('Left');
  });

  it('gives each request a new token; a custom domain and the bare host pick their sites', async () => {
    const [a, b] = [(await get('harbour-motors.localhost')).json<FormTokenBody>(), (await get('harbour-motors.localhost')).json<FormTokenBody>()];
    expect(a.token).not.toBe(b.token);
    expect((await get('www.harbourmotors.com.au')).json<FormTokenBody>().token).toMatch(/^v1\.harbour-motors\./);
    expect((await get('localhost:3000')).json<FormTokenBody>().token).toMatch(new RegExp(`^v1\\.${DEFAULT_SITE_SLUG}\\.`));
  });

  it('answers 404 SITE_NOT_FOUND in the error shape for a *.localhost name that is no site', async () => {
    const response = await get('no-such-site.localhost');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'SITE_NOT_FOUND', message: expect.any(String) } });
  });
});
