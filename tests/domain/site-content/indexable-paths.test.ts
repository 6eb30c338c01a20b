import { describe, expect, it } from 'vitest';
import type { Manufacturer, Model, SiteRange } from '../../../domain/models/model-range';
import type { NavLink, SiteLocation } from '../../../domain/dealer-site/dealer-site';
import {
  FIXED_INDEXABLE_PATHS,
  NO_STOCK,
  configuredPages,
  indexablePages,
  isDisallowedByRobots,
  isIndexablePath,
  locationPages,
  locationsPagePath,
  robotsTxt,
  searchPagePaths,
  stockFacetsOf,
  type StockFacets,
} from '../../../domain/site-content/indexable-paths';
import type { BlogArticle, ContentPage, SiteContent } from '../../../domain/site-content/site-content';
import { aLocation } from '../../config/demo-inventory/a-dealer-site';

const page = (pages_path: boolean): ContentPage => ({ title: 'T', summary: 'S', body: 'B', pages_path });
const article = (slug: string, date: string): BlogArticle => ({ slug, heading: slug, image: '/media/x.jpg', description: 'D', date, body: 'B' });
const manufacturer = (id: number, name: string): Manufacturer => ({ id, name, slug: name.toLowerCase(), logo: null });
const model = (id: number, slug: string, fields: Partial<Model> = {}): Model => ({
  id,
  name: slug.toUpperCase(),
  slug,
  new_slug: null,
  override_url: null,
  manufacturer_name: 'Mazda',
  manufacturer_body: 'suvs',
  manufacturer_body2: null,
  manufacturer_body3: null,
  image: '/media/m.jpg',
  image2: null,
  short_description: 'S',
  from_price: null,
  status: null,
  ...fields,
});

const content: SiteContent = { pages: { warranty: page(false), faqs: page(true), careers: null, service: page(false) }, blog: [] };
const noRange: SiteRange = { manufacturers: [], models: [] };
/** No navigation and no location: the locations page alone, at /locations (issue 13). */
const noPlaces = { navigation: [] as NavLink[], locations: [] as SiteLocation[] };
const nav = (...hrefs: string[]): NavLink[] => hrefs.map((href) => ({ label: href, href }));
/** The configured pages after the fixed ones and the locations page. */
const afterFixed = (paths: readonly { path: string }[]) => paths.slice(FIXED_INDEXABLE_PATHS.length + 1);
const stock = (fields: Partial<StockFacets>): StockFacets => ({ ...NO_STOCK, ...fields });

describe('the search pages a stock fills (spec 2 §2 search routes)', () => {
  it('lists a car-type page for each type in stock, and a combined one only when it differs from both', () => {
    expect(searchPagePaths(stock({ carTypes: ['used'] }))).toEqual(['/search', '/search/used-cars']);
    expect(searchPagePaths(stock({ carTypes: ['new', 'demo', 'used'] }))).toEqual([
      '/search',
      '/search/new-cars',
      '/search/demo-cars',
      '/search/used-cars',
      '/search/new-and-demo-cars',
    ]);
    expect(searchPagePaths(stock({ carTypes: ['new', 'used'] }))).toEqual(['/search', '/search/new-cars', '/search/used-cars']);
    expect(searchPagePaths(NO_STOCK)).toEqual(['/search']);
  });

  it('lists make, make and model, and body pages at the paths the search pages link', () => {
    const facets = stockFacetsOf({
      make: { Mazda: 3, 'Mercedes-Benz': 1, Gone: 0 },
      make_model: { 'Mazda CX-5': 2, 'Mazda BT-50': 1, 'Mercedes-Benz C 300': 1 },
      body: { SUV: 2, cabChassis: 1 },
      car_type: { used: 4 },
    });
    expect(facets.makes).toEqual(['Mazda', 'Mercedes-Benz']);
    expect(searchPagePaths(facets)).toEqual([
      '/search',
      '/search/used-cars',
      '/search/mazda',
      '/search/mazda/cx-5',
      '/search/mazda/bt-50',
      '/search/mercedes-benz',
      '/search/mercedes-benz/c-300',
      '/search/suv',
      '/search/cab-chassis',
    ]);
  });

  it('leaves out a make whose path would read as a car type or body (its search is a query, not a page)', () => {
    expect(searchPagePaths(stock({ makes: ['Ute'], bodies: ['ute'] }))).toEqual(['/search', '/search/ute']);
  });
});

describe('the pages of the site configuration', () => {
  it('lists the fixed pages, the content pages at their canonical paths, not the switched-off ones', () => {
    const paths = configuredPages({ content, use_pages_path: true, range: noRange, ...noPlaces }).map((p) => p.path);
    expect(paths).toEqual([...FIXED_INDEXABLE_PATHS, '/locations', '/warranty', '/pages/faqs', '/service']);
    expect(indexablePages({ content, use_pages_path: false, range: noRange, ...noPlaces }, NO_STOCK).map((p) => p.path)).toContain('/faqs');
  });

  it('lists the range pages only when the site has a range, and /brands only for more than one make', () => {
    const single: SiteRange = { manufacturers: [manufacturer(1, 'Mazda')], models: [model(1, 'cx-5'), model(2, 'mazda3', { new_slug: 'mazda-3' })] };
    expect(afterFixed(configuredPages({ content: { pages: {}, blog: [] }, use_pages_path: false, range: single, ...noPlaces })).map((p) => p.path)).toEqual([
      '/models',
      '/mazda/overview',
      '/cx-5',
      '/mazda-3',
    ]);
    const two: SiteRange = { manufacturers: [manufacturer(1, 'Mazda'), manufacturer(2, 'Suzuki')], models: [model(1, 'cx-5')] };
    expect(configuredPages({ content: { pages: {}, blog: [] }, use_pages_path: false, range: two, ...noPlaces }).map((p) => p.path)).toContain('/brands');
  });

  it('lists the blog with the date of its newest article, and each article with its own date', () => {
    const blog = [article('older', '2026-01-02'), article('newer', '2026-03-04')];
    const pages = afterFixed(configuredPages({ content: { pages: {}, blog }, use_pages_path: false, range: noRange, ...noPlaces }));
    expect(pages).toEqual([
      { path: '/blog/vehicle-reviews', lastmod: '2026-03-04' },
      { path: '/blog/vehicle-reviews/newer', lastmod: '2026-03-04' },
      { path: '/blog/vehicle-reviews/older', lastmod: '2026-01-02' },
    ]);
  });

  it('lists each path once, home first, and never a later issue page, a redirect or one robots.txt disallows', () => {
    const range: SiteRange = {
      manufacturers: [manufacturer(1, 'Mazda')],
      models: [
        model(1, 'bt-50', { override_url: '/warranty' }),
        model(2, 'cx-9', { override_url: '/service' }),
        model(3, 'cx-3', { override_url: '/book-a-service' }),
      ],
    };
    const paths = indexablePages({ content, use_pages_path: true, range, ...noPlaces }, stock({ carTypes: ['used'] })).map((p) => p.path);
    expect(paths[0]).toBe('/');
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
    expect(paths).toContain('/warranty');
    expect(paths.filter((p) => p === '/service')).toEqual(['/service']);
    expect(paths).not.toContain('/book-a-service');
  });
});

describe('the service and locations pages (issue 13)', () => {
  it('lists the locations page at the path the site navigation links, /locations first and by default', () => {
    expect(locationsPagePath({ navigation: nav('/dealer-locator') })).toBe('/dealer-locator');
    expect(locationsPagePath({ navigation: nav('/dealer-locator', '/locations/') })).toBe('/locations');
    expect(locationsPagePath({ navigation: [{ label: 'About', href: '/about-us', children: nav('/dealer-locator?department=service') }] })).toBe(
      '/dealer-locator',
    );
    expect(locationsPagePath({ navigation: nav('/service', '/contact-us') })).toBe('/locations');
  });

  it('lists the page of every location the site shows, and not of a hidden one', () => {
    const shown = aLocation(1).build();
    const hidden = { ...aLocation(2).build(), visible: false };
    const service = { ...aLocation(3).build(), slug: 'wickham-service' };
    expect(locationPages({ navigation: nav('/dealer-locator'), locations: [shown, hidden, service] }).map((p) => p.path)).toEqual([
      '/dealer-locator',
      `/locations/${shown.slug}`,
      '/locations/wickham-service',
    ]);
  });

  it('lists /service with the fixed pages, and the locations page once though its words are a content page at the other path', () => {
    const words: SiteContent = { pages: { 'dealer-locator': page(false) }, blog: [] };
    const location = aLocation(1).build();
    const paths = indexablePages({ content: words, use_pages_path: false, range: noRange, navigation: nav('/service'), locations: [location] }, NO_STOCK).map(
      (p) => p.path,
    );
    expect(paths).toContain('/service');
    expect(paths).toContain('/locations');
    expect(paths).toContain(`/locations/${location.slug}`);
    expect(paths).not.toContain('/dealer-locator');
    const linked = indexablePages(
      { content: words, use_pages_path: false, range: noRange, navigation: nav('/dealer-locator'), locations: [location] },
      NO_STOCK,
    ).map((p) => p.path);
    expect(linked.filter((p) => p === '/dealer-locator' || p === '/locations')).toEqual(['/dealer-locator']);
  });
});

describe('robots.txt rules', () => {
  it('keeps crawlers from the API, print, checkout and form results only', () => {
    for (const path of ['/api/search', '/print?car_id=x', '/cars/a-car/checkout', '/cars/a-car/buy-online', '/checkout-journey?car_id=x', '/success']) {
      expect(isDisallowedByRobots(path), path).toBe(true);
    }
    for (const path of ['/', '/search/used-cars', '/cars/a-car', '/api', '/finance', '/pages/faqs']) expect(isDisallowedByRobots(path), path).toBe(false);
  });

  it('refuses later issue pages, the service redirect and other origins as sitemap paths', () => {
    for (const path of [
      '/book-a-service',
      '/book-a-service?location=x',
      '/sign-in?type=x',
      '/favourites',
      '/cars/trade-in?car_id=1',
      '//evil.example/x',
      'https://evil.example/',
    ]) {
      expect(isIndexablePath(path), path).toBe(false);
    }
    for (const path of ['/service-history-guide', '/service', '/locations', '/locations/wickham-service', '/dealer-locator'])
      expect(isIndexablePath(path), path).toBe(true);
  });

  it('names the sitemap on the site origin', () => {
    expect(robotsTxt({ site_url: 'https://www.example.com.au' })).toBe(
      'User-agent: *\nDisallow: /api/\nDisallow: /print\nDisallow: /cars/*/checkout\nDisallow: /cars/*/buy-online\nDisallow: /checkout-journey\nDisallow: /success\n\nSitemap: https://www.example.com.au/sitemap.xml\n',
    );
  });
});
