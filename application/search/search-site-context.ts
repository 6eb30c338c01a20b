import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { SearchProfile } from '../../domain/search';
import { DEFAULT_HITS_PER_PAGE } from '../../domain/search';
import type { SearchSiteContext } from './search-engine.port';

const contexts = new WeakMap<DealerSite, SearchSiteContext>();

/**
 * The search context of a dealer site: one object per site object, so engines that key
 * their per-site work on it (the embedded index) see the same context from every caller.
 * `priceAscExcludesZero` is not a DealerSite field yet (spec 1 §5 "on some sites"): a
 * caller that passes it gets a context of its own.
 */
export function searchSiteContext(site: DealerSite, options: { readonly priceAscExcludesZero?: boolean } = {}): SearchSiteContext {
  if (options.priceAscExcludesZero !== undefined) return contextOf(site, options.priceAscExcludesZero);
  let context = contexts.get(site);
  if (!context) {
    context = contextOf(site, false);
    contexts.set(site, context);
  }
  return context;
}

function contextOf(site: DealerSite, priceAscExcludesZero: boolean): SearchSiteContext {
  return {
    slug: site.slug,
    stockFilter: site.stock_filter,
    includeSoldCarsDays: site.include_sold_cars_days,
    financeProvider: site.finance_provider,
    priceAscExcludesZero,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    manufacturer: site.manufacturer,
    hiddenFinanceDealershipIds: [],
    dealerships: site.dealerships.map((d) => ({ id: d.id, name: d.name })),
  };
}

/** The domain's search profile of a site at an instant (its UTC year). */
export function searchProfile(site: SearchSiteContext, now: Date): SearchProfile {
  const dealershipNames: Record<number, string> = {};
  for (const d of site.dealerships ?? []) dealershipNames[d.id] = d.name;
  return {
    stockFilter: site.stockFilter,
    financeProvider: site.financeProvider,
    manufacturer: site.manufacturer ?? null,
    hiddenFinanceDealershipIds: site.hiddenFinanceDealershipIds ?? [],
    dealershipNames,
    year: now.getUTCFullYear(),
  };
}

/** The page size of a search: the state's, else the site's, else 21. */
export function effectiveHitsPerPage(site: SearchSiteContext, stateHitsPerPage: number | undefined): number {
  return stateHitsPerPage ?? site.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
}
