import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { SearchProfile } from '../../domain/search';
import { DEFAULT_HITS_PER_PAGE } from '../../domain/search';
import type { SearchSiteContext } from './search-engine.port';

/**
 * The search context of a dealer site. `priceAscExcludesZero` is not a DealerSite field
 * yet (spec 1 §5 "on some sites"): the caller passes it.
 */
export function searchSiteContext(site: DealerSite, options: { readonly priceAscExcludesZero?: boolean } = {}): SearchSiteContext {
  return {
    slug: site.slug,
    stockFilter: site.stock_filter,
    includeSoldCarsDays: site.include_sold_cars_days,
    financeProvider: site.finance_provider,
    priceAscExcludesZero: options.priceAscExcludesZero ?? false,
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
