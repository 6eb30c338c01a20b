/**
 * The deployment's generated secrets (issue 10, migration 008) on a real engine: created once,
 * then the same value for every caller — other instances on the same database included, even
 * when they race to create it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import { FORM_TOKEN_SECRET_NAME, generateSecret, SqlAppSecrets } from '../../../adapters/persistence/sql-app-secrets';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';

export interface AppSecretsDatabases {
  /** A new, empty, not yet migrated database. */
  open(): Promise<SqlDatabase>;
  /** Other handles on the database `open` made last, as other server instances would hold; [] when the engine has one handle only (PGlite). */
  others(count: number): Promise<SqlDatabase[]>;
}

export function appSecretsContract(engine: string, databases: AppSecretsDatabases): void {
  describe(`${engine}: app secrets`, () => {
    let db: SqlDatabase;
    let others: SqlDatabase[] = [];

    beforeAll(async () => {
      db = await databases.open();
      expect(await migrate(db)).toContain('008');
      others = await databases.others(4);
    });
    afterAll(async () => {
      await Promise.all(others.map((o) => o.close()));
      await db?.close();
    });

    it('generates a secret of 43 base64url characters (32 random bytes), a new one each time', () => {
      const secret = generateSecret();
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(generateSecret()).not.toBe(secret);
    });

    it('creates a secret once, then answers the stored one (the generator is not asked to win again)', async () => {
      const secrets = new SqlAppSecrets(db);
      const first = await secrets.getOrCreate(FORM_TOKEN_SECRET_NAME);
      expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(await secrets.getOrCreate(FORM_TOKEN_SECRET_NAME, () => 'a-different-secret-of-32-characters-or-more')).toBe(first);
      expect(await new SqlAppSecrets(db).getOrCreate(FORM_TOKEN_SECRET_NAME)).toBe(first);
    });

    it('keeps secrets apart by name', async () => {
      const secrets = new SqlAppSecrets(db);
      expect(await secrets.getOrCreate('another_secret')).not.toBe(await secrets.getOrCreate(FORM_TOKEN_SECRET_NAME));
    });

    it('every instance on the database agrees on one secret, even when they all create it at once', async () => {
      const handles = [db, ...others];
      const answers = await Promise.all(
        handles.map((h, i) => new SqlAppSecrets(h).getOrCreate('raced_secret', () => `instance-${i}-secret-${'x'.repeat(32)}`)),
      );
      expect(new Set(answers).size).toBe(1);
      expect(answers[0]).toMatch(/^instance-\d-secret-x{32}$/);
    });

    it('refuses to store a secret shorter than 32 characters', async () => {
      await expect(new SqlAppSecrets(db).getOrCreate('short_secret', () => 'too-short')).rejects.toThrow();
    });
  });
}
