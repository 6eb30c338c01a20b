/**
 * How a dealer site is written down (spec 2 §1: "a shared default that each dealer
 * overrides"): the shared default holds everything but the site's identity, and each site
 * gives its identity plus a deep-partial override of the rest. Objects merge key by key;
 * arrays and scalars replace; `undefined` leaves the default in place.
 */
import type { DealerSite } from '../../domain/dealer-site';

/** Fields with no sensible shared default: every site states them. */
export type SiteIdentityKey = 'slug' | 'id' | 'name' | 'template' | 'domains' | 'logo_url' | 'site_url' | 'address' | 'phone' | 'locations' | 'dealerships';

export type DealerSiteDefaults = Omit<DealerSite, SiteIdentityKey>;

/** Arrays are replaced whole, so they are not made partial. */
export type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

export type DealerSiteOverride = Pick<DealerSite, SiteIdentityKey> & DeepPartial<DealerSiteDefaults>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Deep merge of `override` onto `base`; neither is modified. */
export function mergeOverride(base: unknown, override: unknown): unknown {
  if (override === undefined) return structuredClone(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return structuredClone(override);
  const merged: Record<string, unknown> = structuredClone(base);
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    merged[key] = Object.hasOwn(base, key) ? mergeOverride(base[key], value) : structuredClone(value);
  }
  return merged;
}
