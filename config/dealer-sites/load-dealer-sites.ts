/**
 * Loads the dealer sites: each site's override merged onto the shared default (spec 2 §1),
 * validated with the schema, then checked across sites (slugs and custom domains are what
 * tenancy resolves by, so each must name one site). Invalid configuration is a deployment
 * bug: it throws, and start-up stops with a message naming the site and the field.
 */
import type { z } from 'zod';
import type { DealerSite } from '../../domain/dealer-site';
import { hostnameOf } from '../../domain/dealer-site';
import { dealerSiteSchema } from './dealer-site.schema';
import { DEFAULT_SITE } from './default-site';
import { mergeOverride } from './site-override';
import type { DealerSiteDefaults, DealerSiteOverride } from './site-override';
import { DEMO_SITE_OVERRIDES } from './sites';

/** The group-company site, served on the bare host (ARCHITECTURE "Tenancy"). */
export const DEFAULT_SITE_SLUG = 'sunstate-motor-group';

/** `theme.colors.brand[3]`, `locations[0].address.postcode`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(site)' : out;
}

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .flatMap((issue) =>
      // A misspelt key is reported at the key itself, so the path names the typo.
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => `${formatIssuePath([...issue.path, key])}: unknown field`)
        : [`${formatIssuePath(issue.path)}: ${issue.message}`],
    )
    .join('; ');
}

function siteLabel(override: unknown, index: number): string {
  const slug = typeof override === 'object' && override !== null ? (override as { slug?: unknown }).slug : undefined;
  return typeof slug === 'string' && slug !== '' ? slug : `#${index + 1}`;
}

/** Merges one override onto the defaults and validates it; throws on invalid configuration. */
export function buildDealerSite(override: DealerSiteOverride, defaults: DealerSiteDefaults = DEFAULT_SITE, index = 0): DealerSite {
  const result = dealerSiteSchema.safeParse(mergeOverride(defaults, override));
  if (!result.success) {
    throw new Error(`Invalid dealer site configuration for "${siteLabel(override, index)}": ${describeIssues(result.error.issues)}`);
  }
  return result.data;
}

function assertUnique(sites: readonly DealerSite[]): void {
  const slugs = new Map<string, string>();
  const domains = new Map<string, string>();
  for (const site of sites) {
    if (slugs.has(site.slug)) {
      throw new Error(`Invalid dealer site configuration for "${site.slug}": slug: used by more than one site`);
    }
    slugs.set(site.slug, site.slug);
    site.domains.forEach((domain, i) => {
      const key = hostnameOf(domain);
      const owner = domains.get(key);
      if (owner !== undefined) {
        throw new Error(`Invalid dealer site configuration for "${site.slug}": domains[${i}]: ${domain} is already the domain of "${owner}"`);
      }
      domains.set(key, site.slug);
    });
  }
}

/**
 * The dealer sites, each merged onto the shared default and validated, in the order given.
 * Throws an Error naming the site slug and field path on the first invalid site, or on a
 * slug or custom domain used by two sites.
 */
export function loadDealerSites(overrides: readonly DealerSiteOverride[] = DEMO_SITE_OVERRIDES, defaults: DealerSiteDefaults = DEFAULT_SITE): DealerSite[] {
  const sites = overrides.map((override, i) => buildDealerSite(override, defaults, i));
  assertUnique(sites);
  return sites;
}
