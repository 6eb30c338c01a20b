/**
 * issue 14: TRUST_PROXY (README "Configuration"). Behind a load balancer the server believes
 * X-Forwarded-Proto, so the sign-in cookies of a request that came over TLS are Secure; without
 * it a client's X-Forwarded-* headers change nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCaryard } from '../../../config/app';
import { InvalidSettingsError, loadSettings, type Settings } from '../../../config/runtime/settings';
import { request } from '../../adapters/http/support/http-request';

describe('TRUST_PROXY (issue 14)', () => {
  it('is off unless set to true, and refuses anything but true or false', () => {
    expect(loadSettings({})).not.toHaveProperty('trustProxy');
    expect(loadSettings({ TRUST_PROXY: 'false' })).not.toHaveProperty('trustProxy');
    expect(loadSettings({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadSettings({ TRUST_PROXY: 'yes' })).toThrow(InvalidSettingsError);
    expect(() => loadSettings({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be 'true' or 'false'/);
  });

  it('decides whether a request forwarded over https gets Secure cookies', async () => {
    const secureOf = async (trustProxy: boolean): Promise<boolean> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'caryard-trust-proxy-'));
      const settings: Settings = { ...loadSettings({ LOG_LEVEL: 'silent', SEED_CARS: '0', PORT: '0', DATA_DIR: dataDir }), ...(trustProxy ? { trustProxy } : {}) };
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
    expect(await secureOf(true)).toBe(true);
    expect(await secureOf(false)).toBe(false);
  });
});
