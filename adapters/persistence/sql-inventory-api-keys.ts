import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { InventoryApiKeys } from '../../application/inventory/inventory-api-keys.port';
import type { SqlDatabase } from './sql-database';

/** 'cyk_' and 32 random bytes in base64url: 256 bits, recognisable in a leaked log. */
const KEY_PREFIX = 'cyk_';

function sha256(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The keys in `inventory_api_keys` (migration 014): SHA-256 only. Verification reads the site's
 * current hashes and compares each with timingSafeEqual, so the answer's time tells nothing of
 * how much of a key matched.
 */
export class SqlInventoryApiKeys implements InventoryApiKeys {
  constructor(private readonly db: SqlDatabase) {}

  async rotate(siteSlug: string): Promise<string> {
    const key = KEY_PREFIX + randomBytes(32).toString('base64url');
    await this.db.transaction(async (tx) => {
      await tx.query('UPDATE inventory_api_keys SET revoked_at = now() WHERE site_slug = $1 AND revoked_at IS NULL', [siteSlug]);
      await tx.query('INSERT INTO inventory_api_keys (key_sha256, site_slug) VALUES ($1, $2)', [sha256(key), siteSlug]);
    });
    return key;
  }

  async verify(siteSlug: string, key: string): Promise<boolean> {
    if (key.trim() === '' || key.length > 200) return false;
    const presented = Buffer.from(sha256(key), 'hex');
    const rows = await this.db.query<{ key_sha256: string }>('SELECT key_sha256 FROM inventory_api_keys WHERE site_slug = $1 AND revoked_at IS NULL', [siteSlug]);
    let matched = false;
    for (const row of rows) {
      const hash = Buffer.from(row.key_sha256, 'hex');
      if (hash.length === presented.length && timingSafeEqual(hash, presented)) matched = true;
    }
    return matched;
  }
}
