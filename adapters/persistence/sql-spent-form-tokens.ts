import { createHash } from 'node:crypto';
import { FORM_TOKEN_LIFETIME_MS, type SpentFormTokens } from '../../application/leads/form-token.port';
import type { SqlDatabase } from './sql-database';

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Spent form tokens in SQL (migration 019), on PGlite or PostgreSQL alike: spending is one
 * INSERT … ON CONFLICT DO NOTHING, so of two instances spending one token at once exactly one
 * succeeds. Each spend also forgets the tokens spent more than a token lifetime ago (they are
 * expired, so verification refuses them before they get here).
 */
export class SqlSpentFormTokens implements SpentFormTokens {
  constructor(
    private readonly db: SqlDatabase,
    private readonly lifetimeMs: number = FORM_TOKEN_LIFETIME_MS,
  ) {}

  async spend(siteSlug: string, token: string, now: Date): Promise<boolean> {
    await this.db.query('DELETE FROM spent_form_tokens WHERE spent_at < $1::timestamptz', [new Date(now.getTime() - this.lifetimeMs).toISOString()]);
    const rows = await this.db.query(
      'INSERT INTO spent_form_tokens (site_slug, token_hash, spent_at) VALUES ($1, $2, $3::timestamptz) ON CONFLICT DO NOTHING RETURNING 1',
      [siteSlug, hashOf(token), now.toISOString()],
    );
    return rows.length === 1;
  }

  async release(siteSlug: string, token: string): Promise<void> {
    await this.db.query('DELETE FROM spent_form_tokens WHERE site_slug = $1 AND token_hash = $2', [siteSlug, hashOf(token)]);
  }
}
