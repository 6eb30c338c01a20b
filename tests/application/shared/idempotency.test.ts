import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, isSameRequest, keyReused, requestFingerprint } from '../../../application/shared/idempotency';

/** The same members in reverse order, at every depth. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversed(v)]),
    );
  return value;
}

describe('idempotency fingerprints (issue 10)', () => {
  it('writes one text per value: keys sorted at every depth, undefined members left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { f: true, e: null }], c: 'x' }, u: undefined })).toBe('{"a":{"c":"x","d":[3,{"e":null,"f":true}]},"b":1}');
    expect(canonicalJson([undefined, 'é', '\ud800'])).toBe('[null,"é","\\ud800"]');
  });

  it('a value has the same fingerprint whatever the order of its keys, and reads back as itself (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (value) => {
        expect(JSON.parse(canonicalJson(value))).toStrictEqual(JSON.parse(JSON.stringify(value)));
        expect(canonicalJson(reversed(value))).toBe(canonicalJson(value));
        expect(await requestFingerprint(reversed(value))).toBe(await requestFingerprint(value));
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it('is the SHA-256, in hex, of the canonical JSON', async () => {
    const request = { user: { name: 'Zoë', message: 'Hi\nthere' }, car_id: 5 };
    expect(await requestFingerprint(request)).toBe(createHash('sha256').update(canonicalJson(request), 'utf8').digest('hex'));
    expect(await requestFingerprint({ ...request, car_id: 6 })).not.toBe(await requestFingerprint(request));
  });

  it('takes a request stored without a fingerprint as the same (stored before migration 007); else compares', () => {
    expect(isSameRequest(null, 'a'.repeat(64))).toBe(true);
    expect(isSameRequest('a'.repeat(64), 'a'.repeat(64))).toBe(true);
    expect(isSameRequest('a'.repeat(64), 'b'.repeat(64))).toBe(false);
    expect(keyReused()).toEqual({
      code: 'IDEMPOTENCY.KEY_REUSED',
      message: expect.stringMatching(/^This Idempotency-Key was already used with a different request\./),
    });
  });
});
