/**
 * issue 16 'Inventory API': each site's key for the inventory API, stored hashed (never the key
 * itself) and rotated from the command line (`npm run caryard -- stock key --site SLUG`).
 */
export interface InventoryApiKeys {
  /** Makes a new key for the site and revokes the site's earlier ones; resolves with the key, which is shown this once. */
  rotate(siteSlug: string): Promise<string>;
  /** True when `key` is the site's current key (compared by hash, in constant time). */
  verify(siteSlug: string, key: string): Promise<boolean>;
}
