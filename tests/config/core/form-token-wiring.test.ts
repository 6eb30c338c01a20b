/**
 * Issue 10: one form token secret per deployment, shared by every instance — FORM_TOKEN_SECRET
 * when set, else generated once and kept in the database — so a token issued by one instance
 * is taken by any other. Built as `npm start` builds the core, with no HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HmacFormTokens } from '../../../adapters/captcha/hmac-form-tokens';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import type { FormTokens } from '../../../application/leads/form-token.port';
import { buildCore, type CaryardCore } from '../../../config/core';
import { PORTS } from '../../../config/ports';
import { loadSettings, type Settings } from '../../../config/runtime/settings';
import { inMemoryDatabase, testSettings } from '../../adapters/http/support/test-server';

const dataDir = mkdtempSync(join(tmpdir(), 'caryard-form-token-core-'));
const cores: CaryardCore[] = [];
afterAll(async () => {
  for (const core of cores) await core.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another instance of the deployment: its own core on the shared database. */
async function anInstance(db: SqlDatabase, settings: Partial<Settings> = {}): Promise<FormTokens> {
  const core = await buildCore({ ...testSettings(dataDir), ...settings }, { overrides: (c) => c.rebind(PORTS.SqlDatabase).toConstantValue(db) });
  cores.push(core);
  return core.container.getAsync<FormTokens>(PORTS.FormTokens);
}

const issuedAt = new Date('2026-03-02T09:00:00.000Z');
const later = new Date(issuedAt.getTime() + 10_000);

describe('the form token secret of a deployment', () => {
  it('without FORM_TOKEN_SECRET: generated once in the database; every instance on it takes the others’ tokens', async () => {
    const db = await inMemoryDatabase();
    const [first, second] = [await anInstance(db), await anInstance(db)];
    const token = first.issue('harbour-motors', issuedAt).token;
    expect(second.verify(token, 'harbour-motors', later)._tag).toBe('Right');
    expect(first.verify(second.issue('harbour-motors', issuedAt).token, 'harbour-motors', later)._tag).toBe('Right');
    // Other secrets live beside it (issue 14: sign-in codes, unsubscribe and email-confirmation links); one form-token secret.
    expect(await db.query("SELECT name FROM app_secrets WHERE name = 'form_token_secret'")).toEqual([{ name: 'form_token_secret' }]);
    // Another deployment has its own secret: its tokens are not taken here.
    const [{ value }] = (await db.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'form_token_secret'")) as [{ value: string }];
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const elsewhere = new HmacFormTokens({ secret: `another-${value}` }).issue('harbour-motors', issuedAt).token;
    expect(second.verify(elsewhere, 'harbour-motors', later)).toMatchObject({ left: { reason: 'form token signature does not match' } });
  }, 120_000);

  it('with FORM_TOKEN_SECRET: signs with it (and stores nothing)', async () => {
    const secret = 'an-operator-chosen-secret-of-40-characters';
    const db = await inMemoryDatabase();
    const instance = await anInstance(db, { formTokenSecret: secret });
    const token = instance.issue('bayside-pre-owned', issuedAt).token;
    expect(new HmacFormTokens({ secret }).verify(token, 'bayside-pre-owned', later)._tag).toBe('Right');
    expect(await db.query("SELECT name FROM app_secrets WHERE name = 'form_token_secret'")).toEqual([]);
  }, 120_000);

  it('settings: FORM_TOKEN_SECRET is read when set, and refused under 32 characters', () => {
    expect(loadSettings({ FORM_TOKEN_SECRET: 'x'.repeat(32) }).formTokenSecret).toBe('x'.repeat(32));
    expect(loadSettings({})).not.toHaveProperty('formTokenSecret');
    expect(() => loadSettings({ FORM_TOKEN_SECRET: 'too-short' })).toThrow(/FORM_TOKEN_SECRET: must be at least 32 characters/);
  });

  it('FORM_MIN_FILL_MS: the instance refuses a token younger than it and takes one as old; unset, 3 s', async () => {
    expect(loadSettings({ FORM_MIN_FILL_MS: '500' }).formMinFillMs).toBe(500);
    expect(loadSettings({})).not.toHaveProperty('formMinFillMs');
    expect(() => loadSettings({ FORM_MIN_FILL_MS: '-1' })).toThrow(/FORM_MIN_FILL_MS/);
    const db = await inMemoryDatabase();
    const quick = await anInstance(db, { formMinFillMs: 500 });
    const token = quick.issue('harbour-motors', issuedAt).token;
    expect(quick.verify(token, 'harbour-motors', new Date(issuedAt.getTime() + 499))._tag).toBe('Left');
    expect(quick.verify(token, 'harbour-motors', new Date(issuedAt.getTime() + 500))._tag).toBe('Right');
    const usual = await anInstance(db);
    expect(usual.verify(usual.issue('harbour-motors', issuedAt).token, 'harbour-motors', new Date(issuedAt.getTime() + 2_999))._tag).toBe('Left');
  }, 120_000);
});
