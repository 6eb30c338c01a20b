import * as TE from 'fp-ts/lib/TaskEither.js';
import type { TaskEither } from 'fp-ts/lib/TaskEither.js';
import type { UseCase } from '../shared/use-case';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';

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
  | 'dealer_license_number'
  | 'image'
  | 'reviews'
>;

/**
 * What the browser may know of a dealer site: its branding, wording, navigation,
 * contact details and display switches. Tenancy internals (custom domains, the stock
 * filter's excluded stock numbers, sold-car retention) stay on the server.
 */
export interface PublicSite
  extends Pick<
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
    | 'statistics'
    | 'promo_card_every'
  > {
  /** Visible locations only, primary first (spec 2 §2 Locations). */
  locations: PublicLocation[];
}

function toPublicLocation(location: SiteLocation): PublicLocation {
  const { id, name, slug, dealership_slug, location_type, location_subtype, primary, manufacturers, address, contact_detail } =
    location;
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
    ...(location.dealer_license_number != null ? { dealer_license_number: location.dealer_license_number } : {}),
    ...(location.image != null ? { image: location.image } : {}),
    ...(location.reviews != null ? { reviews: location.reviews } : {}),
  };
}

/** The public projection of a site's configuration (pure; GetSite answers it). */
export function getPublicSite(site: DealerSite): PublicSite {
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
    navigation: site.navigation,
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
    statistics: site.statistics,
    promo_card_every: site.promo_card_every,
    locations: site.locations
      .filter((l) => l.visible)
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map(toPublicLocation),
  };
}

/** The current site's public configuration: what `GET /api/site` answers and the UI renders from. */
export class GetSite implements UseCase<{ readonly site: DealerSite }, never, PublicSite> {
  execute({ site }: { readonly site: DealerSite }): TaskEither<never, PublicSite> {
    return TE.right(getPublicSite(site));
  }
}
