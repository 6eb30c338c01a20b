import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineExecutableScripts } from './support/boot-data';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';
import { CLIENT_DIR } from './support/ui-build';

/** A CSP header as directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('security headers, compression and caching', () => {
  let server: TestServer;
  const harbour = () => `harbour-motors.localhost:${server.port}`;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sends a CSP that runs only the site’s own scripts and the page’s inline script by its hash, with no nonce (issue 16)', async () => {
    const page = await request(server.port, '/', { host: harbour() });
    const csp = parseCsp(page.headers['content-security-policy'] as string | undefined);

    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    const scriptSrc = csp.get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc.some((s) => s.startsWith("'nonce-"))).toBe(false);
    expect(page.text).not.toContain('nonce=');

    // Every script the browser runs inline is listed by its SHA-256, and nothing else is.
    const inline = inlineExecutableScripts(page.text);
    expect(inline).toHaveLength(1);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(scriptSrc).toEqual(["'self'", ...hashes]);
    // Data blocks (router data, JSON-LD) are never executed: no script-src applies to them.
    expect(page.text).toMatch(/<script type="application\/json" id="caryard-boot">/);

    // Styles: Mantine's <style> elements, also the ones it adds at run time (SECURITY: security-headers.plugin.ts).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);

    // The same page again is the same bytes under the same policy: it can be cached.
    const again = await request(server.port, '/', { host: harbour() });
    expect(again.text).toBe(page.text);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    // Another page runs the same inline script: the same hash.
    const about = await request(server.port, '/about-us', { host: harbour() });
    expect(parseCsp(about.headers['content-security-policy'] as string).get('script-src')).toEqual(scriptSrc);
  });

  it('sends the other security headers', async () => {
    const page = await request(server.port, '/', { host: harbour() });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  it('compresses with brotli or gzip as the client asks, and not when it does not', async () => {
    const br = await request(server.port, '/', { host: harbour(), headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.text).toContain('Harbour Motors');
    expect(br.raw.length).toBeLessThan(br.text.length / 3);

    const gzip = await request(server.port, '/', { host: harbour(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('Harbour Motors');

    const json = await request(server.port, '/api/site', { host: harbour(), headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(json.headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(json.json()).toMatchObject({ slug: 'harbour-motors' });

    const plain = await request(server.port, '/', { host: harbour(), headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toContain('Harbour Motors');
  });

  it('caches hashed build assets for a year as immutable, and public files briefly', async () => {
    const script = readdirSync(join(CLIENT_DIR, 'assets')).find((f) => f.startsWith('entry-client') && f.endsWith('.js'));
    expect(script).toBeDefined();
    const asset = await request(server.port, `/assets/${script}`, { host: harbour(), headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');

    const logo = await request(server.port, '/logos/harbour-motors.svg', { host: harbour() });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.headers['cache-control']).toBe('public, max-age=3600');

    const missing = await request(server.port, '/assets/no-such-file.js', { host: harbour() });
    expect(missing.status).toBe(404);
  });

  it('serves the generated vehicle illustrations under /media with long caching', async () => {
    const image = await request(server.port, '/media/cars/suv/red/3.svg?w=320');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.text).toContain('<svg');

    const unknown = await request(server.port, '/media/cars/suv/tartan/3.svg');
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
