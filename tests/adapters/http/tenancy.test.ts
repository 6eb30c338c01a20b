import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

/** The server-rendered markup inside #root: what a visitor sees before any script runs. */
function appMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('<script type="application/json" id="caryard-boot">');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

describe('tenancy: the dealer site is resolved from the Host header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('serves each {slug}.localhost its own site, rendered on the server', async () => {
    const harbour = await request(server.port, '/', { host: `harbour-motors.localhost:${server.port}` });
    const bayside = await request(server.port, '/', { host: `bayside-pre-owned.localhost:${server.port}` });

    expect(harbour.status).toBe(200);
    expect(bayside.status).toBe(200);
    expect(appMarkup(harbour.text)).toContain('Harbour Motors');
    expect(appMarkup(harbour.text)).not.toContain('Bayside Pre-Owned');
    expect(appMarkup(bayside.text)).toContain('Bayside Pre-Owned');
    expect(appMarkup(bayside.text)).not.toContain('Harbour Motors');
    expect(harbour.text).toMatch(/<title>[^<]*Harbour Motors[^<]*<\/title>/);
    expect(bayside.text).toMatch(/<title>[^<]*Bayside Pre-Owned[^<]*<\/title>/);
  });

  it('serves a configured custom domain its site, whatever the case or port', async () => {
    const response = await request(server.port, '/', { host: 'WWW.HarbourMotors.com.au:443' });
    expect(response.status).toBe(200);
    expect(appMarkup(response.text)).toContain('Harbour Motors');
  });

  it('serves the default site on the bare host', async () => {
    for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`]) {
      const response = await request(server.port, '/api/site', { host });
      expect(response.status).toBe(200);
      expect(response.json<{ slug: string }>().slug).toBe('sunstate-motor-group');
    }
  });

  it('answers 404 SITE_NOT_FOUND for a *.localhost name that is no site, as JSON or as a page', async () => {
    const json = await request(server.port, '/', { host: `no-such-dealer.localhost:${server.port}` });
    expect(json.status).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toEqual({
      error: { code: 'SITE_NOT_FOUND', message: expect.stringContaining('no-such-dealer.localhost') },
    });

    const page = await request(server.port, '/about-us', {
      host: `no-such-dealer.localhost:${server.port}`,
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="en-AU">');
    expect(page.text).toContain('no-such-dealer.localhost');
  });

  it('scopes the JSON API to the site: /api/site answers the Host’s public configuration only', async () => {
    const response = await request(server.port, '/api/site', { host: `harbour-motors.localhost:${server.port}` });
    expect(response.status).toBe(200);
    const site = response.json<Record<string, unknown>>();
    expect(site).toMatchObject({
      slug: 'harbour-motors',
      name: 'Harbour Motors',
      template: 'franchise',
      theme: { primaryColor: 'harbour' },
    });
    expect(site['navigation']).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Home', href: '/' })]));
    // Tenancy internals stay on the server.
    expect(site).not.toHaveProperty('domains');
    expect(site).not.toHaveProperty('stock_filter');
  });

  it('answers /healthz on any host, even one that is no site', async () => {
    const response = await request(server.port, '/healthz', { host: `no-such-dealer.localhost:${server.port}` });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
