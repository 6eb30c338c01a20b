/**
 * Test-data builder for the DealerSite a generator test needs, independent of the real
 * demo configuration:
 *
 *   aDealerSite('coast-caravans').caravan().withLocation(aLocation(1).selling('jayco')).build()
 */
import type { DealerSite, FinanceProviderName, SiteLocation, SiteTemplate } from '../../../domain/dealer-site/dealer-site';
import { DEFAULT_SERVICE_INTERVALS, DEFAULT_SERVICE_TYPES, DEFAULT_SITE, DEFAULT_WORKSHOP } from '../../../config/dealer-sites/default-site';
import { DEFAULT_GATED_SIGN_IN_TYPES } from '../../../domain/shoppers/sign-in';

let nextSiteId = 900;

export function aDealerSite(slug: string): DealerSiteBuilder {
  return new DealerSiteBuilder(slug);
}

export function aLocation(id: number): LocationBuilder {
  return new LocationBuilder(id);
}

export class LocationBuilder {
  #location: SiteLocation;

  constructor(id: number) {
    this.#location = {
      id,
      name: `Location ${id}`,
      slug: `location-${id}`,
      dealership_id: id * 10,
      dealership_slug: `dealership-${id}`,
      location_type: 'sales',
      primary: true,
      visible: true,
      manufacturers: [],
      address: { street: `${id} Test Street`, city: 'Brisbane', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
      contact_detail: { phone: '07 3000 0000', opening_hours: [] },
      service: { ...DEFAULT_WORKSHOP },
    };
  }

  selling(...manufacturers: string[]): this {
    this.#location.manufacturers = manufacturers;
    return this;
  }

  inState(state: string, city: string): this {
    this.#location.address = { ...this.#location.address, state, city };
    return this;
  }

  service(): this {
    this.#location.location_type = 'service';
    return this;
  }

  build(): SiteLocation {
    return structuredClone(this.#location);
  }
}

export class DealerSiteBuilder {
  #site: DealerSite;

  constructor(slug: string) {
    const id = nextSiteId++;
    this.#site = {
      slug,
      id,
      name: `Site ${slug}`,
      template: 'franchise',
      domains: [],
      logo_url: '/logo.svg',
      site_url: `https://${slug}.example.com.au`,
      address: { street: '1 Main Street', suburb: 'Brisbane', state: 'QLD', postcode: '4000' },
      phone: '07 3000 0000',
      phone_by_car_type: {},
      filter_phone_by_car_type: false,
      locations: [aLocation(id * 10 + 1).build()],
      dealerships: [{ id: id * 100, slug, name: `Site ${slug}` }],
      manufacturer: null,
      manufacturer_id: null,
      offers_count: 0,
      include_sold_cars_days: 3,
      youtube_url: null,
      facebook_url: null,
      instagram_url: null,
      redbook: false,
      search_categories: [],
      override_city: null,
      xtime_url: null,
      navigation: [],
      use_pages_path: false,
      finance_provider: 'Manual',
      finance_estimate_hidden_dealerships: [],
      search_provider: 'embedded',
      features: {
        chatBot: false,
        onlinePurchase: false,
        tradeInImagesStep: true,
        termsCheckbox: false,
        printPdf: false,
        twitterShare: false,
        garage: false,
        financeDisclaimers: false,
        soldHandling: false,
        subscriptions: false,
        authentication: false,
        reserveButton: true,
        stickyHeader: true,
        electricHybridTag: false,
        revealPhoneByDefault: false,
        moneyBackGuarantee: false,
        vehicleDataLookup: false,
        spinAutoRotate: true,
        spinGalleryFirst: false,
        hoverMenus: false,
      },
      labels: {
        used: 'Used',
        new: 'New',
        demo: 'Demo',
        noPriceText: 'Enquire for price.',
        heroHeading: 'Search Our New & Used Vehicles',
        newTag: 'New',
        soldTag: 'JUST SOLD',
      },
      theme: { primaryColor: 'blue', headerBackground: '#ffffff', headerText: '#000000' },
      search_filters: [],
      card_buttons: ['details'],
      stock_filter: { preset: 0, usedOnly: false, inStockOnly: false, excludedStockNumbers: [] },
      reserve_deposit: 200,
      default_state: 'QLD',
      group_tiles: [],
      statistics: [],
      promo_card_every: null,
      lead_delivery: { email: null, crm_webhook_url: null },
      api_key_sha256: [],
      content: { pages: {}, blog: [] },
      range: { manufacturers: [], models: [] },
      promotions: { popup: null, banner: null, slides: [], tiles: [] },
      reviews: { hidden: false, min_rating: 4, summary: null, items: [] },
      widgets: { sales_counter: false, accepted_payments: false },
      trade_in: { provider: 'simulated', offer_valid_days: 7, faq: 'none', post_valuation: false, image_retention_days: 90 },
      service: {
        variant: 'full',
        two_step: false,
        address_fields: false,
        interval_required: true,
        intervals: [...DEFAULT_SERVICE_INTERVALS],
        service_types: [...DEFAULT_SERVICE_TYPES],
        options: ['wait_on_site'],
        free_ride: null,
        disclaimer: null,
        title: null,
      },
      locations_page: { filter: 'all', manufacturer: null, subtype: null, sort_order: [], banner: null },
      sign_in: { gated: [...DEFAULT_GATED_SIGN_IN_TYPES] },
      shopper_lists: { compare_favourite: 'default', alerts: true },
      on_road_costs: structuredClone(DEFAULT_SITE.on_road_costs),
    };
  }

  template(template: SiteTemplate): this {
    this.#site.template = template;
    return this;
  }

  group(): this {
    return this.template('group');
  }

  caravan(): this {
    return this.template('caravan');
  }

  /** A manufacturer site of one make (spec 1 §1). */
  manufacturer(make: string): this {
    this.#site.template = 'manufacturer';
    this.#site.manufacturer = make;
    return this;
  }

  franchiseOf(make: string): this {
    this.#site.manufacturer = make;
    return this;
  }

  usedOnly(): this {
    this.#site.template = 'used-specialist';
    this.#site.stock_filter = { ...this.#site.stock_filter, usedOnly: true };
    return this;
  }

  withSubscriptions(): this {
    this.#site.features = { ...this.#site.features, subscriptions: true };
    return this;
  }

  withOnlinePurchase(): this {
    this.#site.features = { ...this.#site.features, onlinePurchase: true };
    return this;
  }

  withFinanceProvider(provider: FinanceProviderName): this {
    this.#site.finance_provider = provider;
    return this;
  }

  excludingStockNumbers(...numbers: string[]): this {
    this.#site.stock_filter = { ...this.#site.stock_filter, excludedStockNumbers: numbers };
    return this;
  }

  withLocations(...locations: (SiteLocation | LocationBuilder)[]): this {
    this.#site.locations = locations.map((l) => (l instanceof LocationBuilder ? l.build() : l));
    return this;
  }

  withoutLocations(): this {
    this.#site.locations = [];
    return this;
  }

  build(): DealerSite {
    return structuredClone(this.#site);
  }
}

/** One site of each template, the way the demo configuration sets them up. */
export function demoFixtureSites(): DealerSite[] {
  return [
    aDealerSite('fixture-group')
      .group()
      .withFinanceProvider('Angle')
      .withLocations(
        aLocation(101).selling('toyota'),
        aLocation(102).selling('hyundai', 'kia'),
        aLocation(103).selling('yamaha', 'kawasaki', 'ktm'),
        aLocation(104).selling('isuzu', 'hino', 'fuso'),
        aLocation(105).service().selling('toyota'),
      )
      .build(),
    aDealerSite('fixture-mazda')
      .franchiseOf('mazda')
      .withFinanceProvider('Taurus')
      .withOnlinePurchase()
      .withLocations(aLocation(201).selling('mazda').inState('NSW', 'Newcastle'))
      .build(),
    aDealerSite('fixture-used')
      .usedOnly()
      .withFinanceProvider('360 Finance')
      .withSubscriptions()
      .excludingStockNumbers('FU-0417')
      .withLocations(aLocation(301).inState('VIC', 'Moorabbin'), aLocation(302).inState('VIC', 'Dandenong'))
      .build(),
    aDealerSite('fixture-caravans')
      .caravan()
      .withFinanceProvider('Powertorque')
      .withLocations(aLocation(401).selling('jayco', 'lotus-caravans', 'avan').inState('SA', 'Pooraka'))
      .build(),
    aDealerSite('fixture-suzuki')
      .manufacturer('suzuki')
      .withFinanceProvider('AusLoans')
      .withLocations(aLocation(501).selling('suzuki').inState('WA', 'Osborne Park'))
      .build(),
  ];
}
