/**
 * issue 14: TRUST_PROXY (docs/operations.md "Configuration"; the review of issue 14). It names the proxies
 * whose X-Forwarded-* the server believes — their count or their addresses — and never 'true',
 * which believed the leftmost X-Forwarded-For entry the client writes itself. Behind a load
 * balancer the server believes X-Forwarded-Proto, so the sign-in cookies of a request that came
 * over TLS are Secure; without it a client's X-Forwarded-* headers change nothing.
 * (tests/adapters/http/auth-routes.browser.test.ts: the address the limits count behind a proxy.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../../../adapters/http/http-server';
import { startCaryard } from '../../../config/app';
import { InvalidSettingsError, loadSettings, parseTrustProxy, type Settings } from '../../../config/runtime/settings';
import { request } from '../../adapters/http/support/http-request';

describe('TRUST_PROXY (issue 14)', () => {
  it('is off when unset, blank or false', () => {
    expect(loadSettings({})).not.toHaveProperty('trustProxy');
    expect(loadSettings({ TRUST_PROXY: '' })).not.toHaveProperty('trustProxy');
    expect(loadSettings({ TRUST_PROXY: 'false' })).not.toHaveProperty('trustProxy');
    expect(loadSettings({ TRUST_PROXY: ' FALSE ' })).not.toHaveProperty('trustProxy');
  });

  it('takes a count of proxies in front of the server', () => {
    expect(loadSettings({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadSettings({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadSettings({ TRUST_PROXY: ' 10 ' }).trustProxy).toEqual({ hops: 10 });
    expect(() => loadSettings({ TRUST_PROXY: '0' })).toThrow(/TRUST_PROXY: must count 1 to 10 proxies, not 0/);
    expect(() => loadSettings({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: must count 1 to 10 proxies, not 11/);
  });

  it('takes a comma-separated list of proxy addresses and CIDR ranges', () => {
    expect(loadSettings({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual({ addresses: ['10.0.0.0/8', '127.0.0.1'] });
    expect(loadSettings({ TRUST_PROXY: '192.168.1.10, fd00::/8, ::1, loopback' }).trustProxy).toEqual({
      addresses: ['192.168.1.10', 'fd00::/8', '::1', 'loopback'],
    });
    expect(loadSettings({ TRUST_PROXY: '172.16.0.0/12' }).trustProxy).toEqual({ addresses: ['172.16.0.0/12'] });
  });

  it('refuses true, saying why and what to write instead', () => {
    for (const value of ['true', 'TRUE', ' true ']) expect(() => loadSettings({ TRUST_PROXY: value })).toThrow(InvalidSettingsError);
    const message = parseTrustProxy('true');
    expect(message).toEqual(expect.stringContaining("must not be 'true'"));
    expect(message).toEqual(expect.stringContaining('the client writes the leftmost ones'));
    expect(message).toEqual(expect.stringContaining('TRUST_PROXY=1 behind one load balancer'));
    expect(() => loadSettings({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must not be 'true'/);
  });

  it('refuses anything else, naming the entries that are wrong', () => {
    for (const value of ['yes', '1.5', '-1', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '300.1.2.3', '10.0.0.0/8,', 'lb.internal', '10.0.0.0/ab']) {
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(InvalidSettingsError);
    }
    expect(() => loadSettings({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: "yes" is no IP address or CIDR range; write how many proxies/);
    expect(parseTrustProxy('10.0.0.1, proxy, 10.0.0.0/40')).toMatch(/^"proxy", "10\.0\.0\.0\/40" are no IP addresses or CIDR ranges;/);
  });

  it('decides whether a request forwarded over https gets Secure cookies', async () => {
    const secureOf = async (trustProxy: TrustProxy | undefined): Promise<boolean> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'caryard-trust-proxy-'));
      const settings: Settings = {
        ...loadSettings({ LOG_LEVEL: 'silent', SEED_CARS: '0', PORT: '0', DATA_DIR: dataDir }),
        ...(trustProxy ? { trustProxy } : {}),
      };
      const caryard = await startCaryard(settings, { ssr: false });
      try {
        const port = Number(new URL(caryard.url).port);
        const answer = await request(port, '/api/auth/session', { host: `harbour-motors.localhost:${port}`, headers: { 'x-forwarded-proto': 'https' } });
        expect(answer.status).toBe(200);
        const csrf = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('_csrf='));
        expect(csrf).toBeDefined();
        return /;\s*Secure/i.test(csrf!);
      } finally {
        await caryard.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    };
    expect(await secureOf(loadSettings({ TRUST_PROXY: '1' }).trustProxy)).toBe(true);
    // The test client connects from 127.0.0.1, which is no listed proxy here. (Unset: auth-routes.browser.test.ts.)
    expect(await secureOf(loadSettings({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy)).toBe(false);
    // Two servers started one after the other, on a machine shared with other test runs.
  }, 120_000);
});
