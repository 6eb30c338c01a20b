import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InventoryApiKeys } from '../../application/inventory/inventory-api-keys.port';
import type { SqlDatabase } from './sql-database';

/** Where a kind of site key is kept, and the prefix that makes it recognisable in a leaked log. */
export interface SiteKeyKind {
  readonly table: 'inventory_api_keys' | 'lead_api_keys';
  readonly prefix: string;
}

/** issue 16: 'cyk_' and 32 random bytes in base64url: 256 bits. */
export const INVENTORY_KEYS: SiteKeyKind = { table: 'inventory_api_keys', prefix: 'cyk_' };
/** issue 30: a lead API key (another channel's key instead of a form token), 'cyl_' and 256 bits. */
export const LEAD_KEYS: SiteKeyKind = { table: 'lead_api_keys', prefix: 'cyl_' };

function sha256(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * A site's keys of one kind in SQL — `inventory_api_keys` (migration 014) or `lead_api_keys`
 * (020): SHA-256 only. Verification reads the site's current hashes and compares each with
 * timingSafeEqual, so the answer's time tells nothing of how much of a key matched.
 */
export class SqlInventoryApiKeys implements InventoryApiKeys {
  constructor(
    private readonly db: SqlDatabase,
    private readonly kind: SiteKeyKind = INVENTORY_KEYS,
  ) {}

  async rotate(siteSlug: string): Promise<string> {
    const key = this.kind.prefix + randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.query(`UPDATE ${this.kind.table} SET revoked_at = now() WHERE site_slug = $1 AND revoked_at IS NULL`, [siteSlug]);
      await tx.query(`INSERT INTO ${this.kind.table} (key_sha256, site_slug) VALUES ($1, $2)`, [sha256(key), siteSlug]);
    });
    return key;
  }

  async verify(siteSlug: string, key: string): Promise<boolean> {
    if (key.trim() === '' || key.length > 200) return false;
    const presented = Buffer.from(sha256(key), 'hex');
    const rows = await this.db.query<{ key_sha256: string }>(`SELECT key_sha256 FROM ${this.kind.table} WHERE site_slug = $1 AND revoked_at IS NULL`, [
      siteSlug,
    ]);
    let matched = false;
    for (const row of rows) {
      const hash = Buffer.from(row.key_sha256, 'hex');
      if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = true;
    }
    return matched;
  }
}
