import type { DealerSite, StatisticBanner, StatisticCount, StatisticSetting } from './dealer-site';

type CountedSite = Pick<DealerSite, 'dealerships'> & { readonly locations: readonly Pick<DealerSite['locations'][number], 'visible' | 'manufacturers'>[] };

/**
 * The site's own counts, as its pages state them: the locations it lists (the locations page's
 * 'Our N locations'), its dealerships, and the brands sold or serviced at those locations (cars,
 * motorcycles and trucks alike; the brands page counts the new-car brands only).
 */
export function siteCounts(site: CountedSite): Record<StatisticCount, number> {
  const listed = site.locations.filter((location) => location.visible);
  const brands = new Set(listed.flatMap((location) => location.manufacturers.map((m) => m.trim().toLowerCase())).filter((m) => m !== ''));
  return { locations: listed.length, dealerships: site.dealerships.length, brands: brands.size };
}

/** The banners as shown: a count setting takes its figure from the site's records, a written figure stays as written. */
export function statisticBanners(statistics: readonly StatisticSetting[], site: CountedSite): StatisticBanner[] {
  const counts = siteCounts(site);
  return statistics.map((stat) => ('count' in stat ? { value: String(counts[stat.count]), label: stat.label } : { value: stat.value, label: stat.label }));
}
