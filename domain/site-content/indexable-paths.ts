/**
 * The pages of a dealer site a search engine should index (issue 11 item 8: the sitemap and
 * robots.txt), as pure functions of the site's configuration and of what its stock offers to
 * search by, so the sitemap, the link crawler and the tests share one list. Routes: spec 1 §2
 * (informational pages, /special-offers, /search/...), spec 2 §2 (the search landing routes,
 * /models, /{model slug}, /blog/vehicle-reviews, the content pages; issue 13: /service, the
 * locations page and /locations/{slug}).
 */
import type { DealerSite, SiteLocation } from '../dealer-site/dealer-site';
import { brandOverviewPath, hasRange, modelPath } from '../models/model-range';
import { CAR_TYPE_ROUTES, emptySearchState, searchHref, setRefinement, type RefinementAttribute, type SearchRouteContext } from '../search';
import { BLOG_PATH, blogArticlePath, contentPagePaths } from './site-content';

/** One page of a sitemap: a site path, and when it last changed when that is known (ISO 8601). */
export interface IndexablePage {
  readonly path: string;
  readonly lastmod?: string;
}

/** What the site's stock for sale offers to search by: the values of a site-wide search's facets. */
export interface StockFacets {
  readonly carTypes: readonly string[];
  readonly makes: readonly string[];
  /** The models of each make (make_model facet values without their make). */
  readonly models: Readonly<Record<string, readonly string[]>>;
  readonly bodies: readonly string[];
}

/** No stock: only the site's fixed pages. */
export const NO_STOCK: StockFacets = { carTypes: [], makes: [], models: {}, bodies: [] };

/** Facet counts as a search answers them (`{value: count}` per attribute). */
type FacetCountsByAttribute = Readonly<Partial<Record<string, Readonly<Record<string, number>>>>>;

/** The stock facts from a search's facets (car_type, make, make_model, body); values with a count above 0. */
export function stockFacetsOf(facets: FacetCountsByAttribute): StockFacets {
  const valuesOf = (attribute: string): string[] =>
    Object.entries(facets[attribute] ?? {})
      .filter(([, count]) => count > 0)
      .map(([value]) => value);
  const makes = valuesOf('make');
  // make_model is 'Make Model': the longest make that prefixes it is its make (as the search pages read it).
  const byLength = [...makes].sort((a, b) => b.length - a.length);
  const models: Record<string, string[]> = {};
  for (const makeModel of valuesOf('make_model')) {
    const make = byLength.find((m) => makeModel.startsWith(`${m} `));
    if (make !== undefined) (models[make] ??= []).push(makeModel.slice(make.length + 1));
  }
  return { carTypes: valuesOf('car_type'), makes, models, bodies: valuesOf('body') };
}

/**
 * The search base of the sitemap. Choice: '/search' — spec 2 §2 gives '/used-car/' to one
 * dealer variant only, and no configured site uses it; both answer alike.
 */
const SEARCH_BASE = '/search';

/**
 * The search landing pages the stock fills (spec 2 §2 routes): /search; a car-type route for
 * each car type in stock, and a combined one ('new-and-demo-cars', 'new-used-and-demo-cars')
 * only when it selects at least two stocked types and not all of them (else it shows exactly
 * what a listed page shows); /search/{make}, /search/{make}/{model} and /search/{body} for each
 * value in stock whose path reads back as that search (searchHref: the path the search pages
 * themselves link, never a query string — a query form is not a page of its own).
 */
export function searchPagePaths(stock: StockFacets): string[] {
  const ctx: SearchRouteContext = { base: SEARCH_BASE, makes: stock.makes, models: stock.models, bodies: stock.bodies };
  const paths = [SEARCH_BASE];
  const stocked = new Set(stock.carTypes);
  for (const route of CAR_TYPE_ROUTES) {
    const selected = route.carTypes.filter((type) => stocked.has(type)).length;
    const single = route.carTypes.length === 1;
    if (single ? selected === 1 : selected >= 2 && selected < stocked.size) paths.push(`${SEARCH_BASE}/${route.slug}`);
  }
  const pathOf = (refinements: Partial<Record<RefinementAttribute, string>>): string | null => {
    let state = emptySearchState;
    for (const [attribute, value] of Object.entries(refinements) as [RefinementAttribute, string][]) state = setRefinement(state, attribute, [value]);
    const href = searchHref(state, ctx);
    return href.includes('?') ? null : href;
  };
  for (const make of stock.makes) {
    const makePath = pathOf({ make });
    if (makePath) paths.push(makePath);
    for (const model of stock.models[make] ?? []) {
      const modelPath = pathOf({ make, model });
      if (modelPath) paths.push(modelPath);
    }
  }
  for (const body of stock.bodies) {
    const bodyPath = pathOf({ body });
    if (bodyPath) paths.push(bodyPath);
  }
  return paths;
}

/**
 * The pages every site has at a fixed path (spec 1 §2, spec 2 §2): home, the offers page (the
 * offers variant's base search page, shown with or without offers), finance, the enquiry, test
 * drive and sell-your-car forms, about us, and the service page (issue 13: every site has it,
 * with our booking form or the dealer's own in an iframe). Choice: the aliases of these pages
 * (/trade-in, /contact, /finance-enquiry, /apply-for-finance, /book-a-service) are left out —
 * one URL a page.
 */
export const FIXED_INDEXABLE_PATHS = ['/', '/special-offers', '/finance', '/contact-us', '/book-test-drive', '/sell-my-car', '/about-us', '/service'] as const;

/**
 * Paths a sitemap never lists: pages of later issues (sign-in, favourites, the online purchase
 * journey), trade-in from a car (a form for one car, by query), the redirect /book-a-service
 * (issue 13: to /service#service-form), and what robots.txt keeps crawlers out of
 * (ROBOTS_DISALLOW: the API, the printable page, checkout, form results).
 */
const NEVER_LISTED_PATHS = ['/book-a-service', '/sign-in', '/favourites', '/checkout-journey', '/cars/trade-in'] as const;

/** The locations page's two paths (issue 13, spec 1 §2 /dealer-locator, spec 2 §2 /locations): one page. */
export const LOCATIONS_PAGE_PATHS = ['/locations', '/dealer-locator'] as const;

/**
 * The locations page's canonical path, the rule the page itself declares (ui/features/locations
 * locationsPath): the one of its two paths the site's navigation links, /locations first;
 * /locations when the navigation links neither.
 */
export function locationsPagePath(site: Pick<DealerSite, 'navigation'>): string {
  const hrefs = new Set<string>();
  const walk = (links: DealerSite['navigation']) => {
    for (const link of links) {
      hrefs.add(link.href.replace(/[?#].*$/, '').replace(/\/+$/, ''));
      if (link.children) walk(link.children);
    }
  };
  walk(site.navigation);
  if (hrefs.has('/locations')) return '/locations';
  return hrefs.has('/dealer-locator') ? '/dealer-locator' : '/locations';
}

/** A location's own page (spec 2 §2 routes: /locations/{slug}). */
export const locationPagePath = (location: Pick<SiteLocation, 'slug'>): string => `/locations/${encodeURIComponent(location.slug)}`;

/**
 * issue 13: the locations page at its canonical path and the page of each location the site
 * shows (a hidden location has none). Choice: /contact-us/{slug} is left out — the contact form
 * preset to a location; /contact-us and the location's page are the pages to index.
 */
export function locationPages(site: Pick<DealerSite, 'navigation' | 'locations'>): IndexablePage[] {
  return [{ path: locationsPagePath(site) }, ...site.locations.filter((l) => l.visible).map((l) => ({ path: locationPagePath(l) }))];
}

/**
 * robots.txt `Disallow` rules (RFC 9309: a rule matches a path by prefix; `*` matches any
 * characters): the JSON API, the printable vehicle page (/print?car_id=, a copy of the
 * vehicle page), the reserve-online and purchase pages, and the page shown after a form.
 */
export const ROBOTS_DISALLOW = ['/api/', '/print', '/cars/*/checkout', '/cars/*/buy-online', '/checkout-journey', '/success'] as const;

const ruleMatches = (rule: string, path: string): boolean => {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}`).test(path);
};

/** Whether robots.txt keeps crawlers off `path` (path and query, as a crawler matches it). */
export const isDisallowedByRobots = (path: string): boolean => ROBOTS_DISALLOW.some((rule) => ruleMatches(rule, path));

/** Whether a sitemap may list `path`: a site path (not another origin), not disallowed, not a later issue's page. */
export function isIndexablePath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (isDisallowedByRobots(path)) return false;
  const bare = path.split(/[?#]/, 1)[0] ?? path;
  return !NEVER_LISTED_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

/** What of a site decides its indexable pages. */
export type IndexableSite = Pick<DealerSite, 'content' | 'use_pages_path' | 'range' | 'navigation' | 'locations'>;

/**
 * The pages of the site's own configuration: the fixed pages, the locations page and each
 * location's page (locationPages), every content page at its canonical path (contentPagePaths:
 * use_pages_path decides /pages/; the 'dealer-locator' page is the locations page's words, so
 * its path is the locations page, listed once at its canonical path), the range when the site
 * has one (/models, /brands for more than one manufacturer, each /{brand}/overview and each
 * model's page — the pages GetSitePage answers), the blog and its articles when it has any.
 */
export function configuredPages(site: IndexableSite): IndexablePage[] {
  const pages: IndexablePage[] = FIXED_INDEXABLE_PATHS.map((path) => ({ path }));
  pages.push(...locationPages(site));
  const locationsAliases: readonly string[] = LOCATIONS_PAGE_PATHS;
  for (const path of contentPagePaths(site)) if (!locationsAliases.includes(path)) pages.push({ path });
  if (hasRange(site)) {
    pages.push({ path: '/models' });
    if (site.range.manufacturers.length > 1) pages.push({ path: '/brands' });
    for (const manufacturer of site.range.manufacturers) pages.push({ path: brandOverviewPath(manufacturer) });
    for (const model of site.range.models) pages.push({ path: modelPath(model) });
  }
  const articles = [...site.content.blog].sort((a, b) => b.date.localeCompare(a.date));
  const newest = articles[0];
  if (newest) {
    pages.push({ path: BLOG_PATH, lastmod: newest.date });
    for (const article of articles) pages.push({ path: blogArticlePath(article), lastmod: article.date });
  }
  return pages;
}

/**
 * Every indexable page of the site but its cars: configuredPages and searchPagePaths, each path
 * once (the first entry wins: a model whose override URL is a content page is listed once),
 * without any path isIndexablePath refuses.
 */
export function indexablePages(site: IndexableSite, stock: StockFacets): IndexablePage[] {
  const [home, ...rest] = configuredPages(site);
  const all = [...(home ? [home] : []), ...searchPagePaths(stock).map((path) => ({ path })), ...rest];
  const seen = new Set<string>();
  return all.filter((page) => {
    if (seen.has(page.path) || !isIndexablePath(page.path)) return false;
    seen.add(page.path);
    return true;
  });
}

/** robots.txt of a site (RFC 9309): every crawler may fetch everything but ROBOTS_DISALLOW; the sitemap on the site's own URL. */
export function robotsTxt(site: Pick<DealerSite, 'site_url'>): string {
  const sitemap = new URL('/sitemap.xml', site.site_url).href;
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${sitemap}`, ''].join('\n');
}
