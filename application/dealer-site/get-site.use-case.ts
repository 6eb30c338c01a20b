import * as TE from 'fp-ts/lib/TaskEither.js';
import { modelBodies, modelPath, navigationForRange, type Manufacturer, type Model, type RangeBody } from '../../domain/models/model-range';
import { blogArticlePath, contentPagePath, contentPagesOf, fillPlaceholders } from '../../domain/site-content/site-content';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { DealerSite, SiteLocation, StatisticBanner } from '../../domain/dealer-site/dealer-site';
import { statisticBanners } from '../../domain/dealer-site/site-statistics';
import { gatedSignInTypes, type SignInType } from '../../domain/shoppers/sign-in';

/** A location as shoppers see it: no internal ids beyond what links and forms need. */
export type PublicLocation = Pick<
  SiteLocation,
  | 'id'
  | 'name'
  | 'slug'
  | 'dealership_slug'
  | 'location_type'
  | 'location_subtype'
  | 'primary'
  | 'manufacturers'
  | 'address'
  | 'contact_detail'
  | 'special_hours'
  | 'department_hours'
  | 'motor_vehicle_repairer'
  | 'dealer_license_number'
  | 'image'
  | 'reviews'
> & {
  /** issue 13: the location has a workshop that takes service bookings (its rules stay on the server). */
  takes_service_bookings: boolean;
};

/**
 * What the browser may know of a dealer site: its branding, wording, navigation,
 * contact details and display switches. Tenancy internals (custom domains, the stock
 * filter's excluded stock numbers, sold-car retention) stay on the server.
 */
export interface PublicSite extends Pick<
  DealerSite,
  | 'slug'
  | 'id'
  | 'name'
  | 'template'
  | 'logo_url'
  | 'site_url'
  | 'address'
  | 'phone'
  | 'phone_by_car_type'
  | 'filter_phone_by_car_type'
  | 'dealerships'
  | 'manufacturer'
  | 'offers_count'
  | 'youtube_url'
  | 'facebook_url'
  | 'instagram_url'
  | 'search_categories'
  | 'xtime_url'
  | 'navigation'
  | 'use_pages_path'
  | 'finance_provider'
  | 'finance_estimate_hidden_dealerships'
  | 'features'
  | 'labels'
  | 'theme'
  | 'search_filters'
  | 'card_buttons'
  | 'reserve_deposit'
  | 'default_state'
  | 'group_tiles'
  | 'promo_card_every'
  | 'promotions'
  | 'reviews'
  | 'widgets'
> {
  /** spec 1 §1's banners with their figures; counts come from the site's records (domain/dealer-site/site-statistics.ts). */
  statistics: StatisticBanner[];
  /** issue 12: what the trade-in flow shows (the provider and photo retention stay on the server). */
  trade_in: Pick<DealerSite['trade_in'], 'offer_valid_days' | 'faq' | 'post_valuation'>;
  /** Visible locations only, primary first (spec 2 §2 Locations). */
  locations: PublicLocation[];
  /** issue 13: the service booking form (spec 2 §2, §5); every setting is the form's to show. */
  service: DealerSite['service'];
  /** issue 13: the locations page (spec 2 §2). */
  locations_page: DealerSite['locations_page'];
  /** issue 14: the sign-in types this site gates — empty when authentication is off (domain/shoppers/sign-in.ts gatedSignInTypes). */
  sign_in: { gated: SignInType[] };
  /** issue 14: compare/favourite eligibility and whether alerts are offered. */
  shopper_lists: DealerSite['shopper_lists'];
  /** issue 13: the deployment's map tile service (settings MAP_TILE_URL); null: the offline map. */
  map_tiles: MapTileService | null;
  /** issue 11: the model range in brief, for the Range menu and the home page's range (spec 2 §2). */
  range: PublicRange;
  /** issue 11: the site's content pages (title and path), so menus and footers link only to pages the site has. */
  pages: PublicContentPage[];
  /** issue 11: the blog's cards (spec 2 §2 blog card: href, heading, image, description, date), newest first. */
  blog: PublicBlogCard[];
}

export interface PublicRange {
  manufacturers: Manufacturer[];
  models: { name: string; manufacturer_name: string; path: string; bodies: RangeBody[]; status: Model['status']; image: string; from_price: number | null }[];
}

export interface PublicContentPage {
  slug: string;
  title: string;
  path: string;
}

export interface PublicBlogCard {
  href: string;
  heading: string;
  image: string;
  description: string;
  date: string;
}

function toPublicLocation(location: SiteLocation): PublicLocation {
  const { id, name, slug, dealership_slug, location_type, location_subtype, primary, manufacturers, address, contact_detail } = location;
  return {
    id,
    name,
    slug,
    dealership_slug,
    location_type,
    ...(location_subtype ? { location_subtype } : {}),
    primary,
    manufacturers,
    address,
    contact_detail,
    ...(location.special_hours ? { special_hours: location.special_hours } : {}),
    ...(location.department_hours ? { department_hours: location.department_hours } : {}),
    ...(location.motor_vehicle_repairer != null ? { motor_vehicle_repairer: location.motor_vehicle_repairer } : {}),
    takes_service_bookings: Boolean(location.service),
    ...(location.dealer_license_number != null ? { dealer_license_number: location.dealer_license_number } : {}),
    ...(location.image != null ? { image: location.image } : {}),
    ...(location.reviews != null ? { reviews: location.reviews } : {}),
  };
}

/**
 * issue 13: where the interactive map's tiles come from. The URL reaches the browser with its
 * key filled in: tile keys are public by design (the provider restricts them by referrer).
 */
export interface MapTileService {
  /** An https URL template with {z}, {x} and {y}. */
  readonly url: string;
  /** The provider's credit shown on the map. */
  readonly attribution: string;
}

/** The deployment's tile settings (config/runtime/settings.ts mapTiles) as the browser gets them. */
export function mapTileService(
  settings: { readonly urlTemplate: string; readonly key?: string; readonly attribution?: string } | undefined,
): MapTileService | null {
  if (!settings) return null;
  const url = settings.urlTemplate.replaceAll('{key}', encodeURIComponent(settings.key ?? ''));
  return { url, attribution: settings.attribution ?? `Map tiles: ${new URL(url.replace(/\{[a-z]+\}/g, '0')).host}` };
}

/** The public projection of a site's configuration (pure; GetSite answers it). */
export function getPublicSite(site: DealerSite, options: { readonly mapTiles?: MapTileService | null } = {}): PublicSite {
  return {
    slug: site.slug,
    id: site.id,
    name: site.name,
    template: site.template,
    logo_url: site.logo_url,
    site_url: site.site_url,
    address: site.address,
    phone: site.phone,
    phone_by_car_type: site.phone_by_car_type,
    filter_phone_by_car_type: site.filter_phone_by_car_type,
    dealerships: site.dealerships,
    manufacturer: site.manufacturer,
    offers_count: site.offers_count,
    youtube_url: site.youtube_url,
    facebook_url: site.facebook_url,
    instagram_url: site.instagram_url,
    search_categories: site.search_categories,
    xtime_url: site.xtime_url,
    // issue 11: range links only where the range has pages (no Range menu or 'Vehicle Models' without one).
    navigation: navigationForRange(site.navigation, site.range),
    use_pages_path: site.use_pages_path,
    finance_provider: site.finance_provider,
    finance_estimate_hidden_dealerships: site.finance_estimate_hidden_dealerships,
    features: site.features,
    labels: site.labels,
    theme: site.theme,
    search_filters: site.search_filters,
    card_buttons: site.card_buttons,
    reserve_deposit: site.reserve_deposit,
    default_state: site.default_state,
    group_tiles: site.group_tiles,
    statistics: statisticBanners(site.statistics, site),
    promo_card_every: site.promo_card_every,
    promotions: site.promotions,
    reviews: site.reviews,
    widgets: site.widgets,
    trade_in: { offer_valid_days: site.trade_in.offer_valid_days, faq: site.trade_in.faq, post_valuation: site.trade_in.post_valuation },
    service: site.service,
    locations_page: site.locations_page,
    sign_in: { gated: [...gatedSignInTypes(site)] },
    shopper_lists: site.shopper_lists,
    map_tiles: options.mapTiles ?? null,
    range: {
      manufacturers: site.range.manufacturers,
      models: site.range.models.map((m) => ({
        name: m.name,
        manufacturer_name: m.manufacturer_name,
        path: modelPath(m),
        bodies: modelBodies(m),
        status: m.status,
        image: m.image,
        from_price: m.from_price,
      })),
    },
    pages: contentPagesOf(site).map(([slug, page]) => ({ slug, title: fillPlaceholders(page.title, site), path: contentPagePath(site, slug, page) })),
    blog: [...site.content.blog]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((a) => ({ href: blogArticlePath(a), heading: a.heading, image: a.image, description: a.description, date: a.date })),
    locations: site.locations
      .filter((l) => l.visible)
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map(toPublicLocation),
  };
}

/** The current site's public configuration: what `GET /api/site` answers and the UI renders from. */
export class GetSite implements UseCase<{ readonly site: DealerSite }, never, PublicSite> {
  /** `mapTiles`: issue 13, the deployment's tile service (none: every site draws the offline map). */
  constructor(private readonly deps: { readonly mapTiles?: MapTileService | null } = {}) {}

  execute({ site }: { readonly site: DealerSite }): TaskEither<never, PublicSite> {
    return TE.right(getPublicSite(site, { mapTiles: this.deps.mapTiles ?? null }));
  }
}
