import { randomBytes } from 'node:crypto';
import type { SqlDatabase } from './sql-database';

/** The name of the form token signing key in `app_secrets`. */
export const FORM_TOKEN_SECRET_NAME = 'form_token_secret';
/** issue 30: the key binding each CSRF token to its site and session. */
export const CSRF_KEY_SECRET_NAME = 'csrf_hmac_key';

/** 32 random bytes, base64url: 43 characters. */
export const generateSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Secrets generated once per deployment and stored in its database (migration 008), so every
 * instance on the same database uses the same one. Configuration-time only: the core reads a
 * secret while it is built and hands the value to its adapter.
 */
export class SqlAppSecrets {
  constructor(private readonly db: Pick<SqlDatabase, 'query'>) {}

  /**
   * The secret called `name`: the stored one, or else `generate()`'s value, stored first.
   * Instances racing to create it all answer the one that was stored first (the insert of the
   * others does nothing). Rejects when the database does.
   */
  async getOrCreate(name: string, generate: () => string = generateSecret): Promise<string> {
    await this.db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, generate()]);
    const rows = await this.db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
    const value = rows[0]?.value;
    // The row was inserted, or already there, a statement ago and rows are never deleted.
    if (value === undefined) throw new Error(`app_secrets has no '${name}' right after storing it`);
    return value;
  }
}
