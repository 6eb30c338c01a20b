/**
 * What a shopper sees about a car on a site (issue 10): price by precedence and was-price, the
 * number to call, where the car is and today's hours there, and the key specs. One pure
 * projection, read by the vehicle page, the printable page, the PDF, the JSON-LD and the cards,
 * so no two of them can disagree.
 */
import type { FeatureFlags, SiteLabels, SiteLocation } from '../dealer-site/dealer-site';
import { formatPhone, maskPhone, phoneForCar, phoneHref, type PhoneSource } from '../dealer-site/phone';
import { closedTextOf, hoursToday, type DayHours } from '../locations/opening-hours';
import { timeZoneOfState } from '../locations/time-zone';
import { availabilityPresentation, SOLD_HEADLINE, SOLD_MESSAGE } from './availability';
import type { Car } from './car';
import { presentSpecs } from './display';
import { carTypeLabel } from './labels';
import { formatDollars } from './money';
import { CASH_PRICE_LABEL, cashPrice, priceDisplay, priceLineText, priceLabel, wasPriceLabel, type PriceCar, type PriceDisplay } from './price-display';

/**
 * The car as the projection reads it: a full listing (Car) or a search hit, whose location
 * overlay carries only id, name, city and state.
 */
export type ShopperCar = PriceCar &
  Pick<Car, 'car_type' | 'status' | 'location_id' | 'item_type' | 'km'> &
  Partial<Pick<Car, 'price_type' | 'trans' | 'simple_transmission' | 'fuel' | 'simple_fuel' | 'simple_body'>> & {
    readonly location?: ShopperCarLocation | null;
  };

export interface ShopperCarLocation {
  readonly id: number;
  readonly name: string;
  readonly phone?: string | null;
  readonly address?: {
    readonly street?: string | null;
    readonly city?: string | null;
    readonly state?: string | null;
    readonly postcode?: string | null;
    readonly place_url?: string | null;
  } | null;
  /** A search hit's overlay has its city and state here instead of in an address. */
  readonly city?: string | null;
  readonly state?: string | null;
}

/** The site as the projection reads it: a DealerSite on the server, its public copy in the browser. */
export interface ShopperSite {
  readonly phone: string;
  readonly phone_by_car_type: Partial<Record<Car['car_type'], string>>;
  readonly filter_phone_by_car_type: boolean;
  readonly features: Pick<FeatureFlags, 'subscriptions' | 'revealPhoneByDefault'>;
  readonly labels: Pick<SiteLabels, 'noPriceText' | 'closedHoursText'> & Partial<Pick<SiteLabels, 'new' | 'demo' | 'used'>>;
  readonly locations: readonly ShopperSiteLocation[];
}

/** issue 13: with the sales department's own week where the location lists one (department_hours), for today's hours. */
export type ShopperSiteLocation = Pick<SiteLocation, 'id' | 'name' | 'address' | 'contact_detail'> &
  Partial<Pick<SiteLocation, 'special_hours' | 'department_hours'>>;

/** The price block: the price by precedence, or the SOLD message in its place (spec 1 §4). */
export type ShopperPrice =
  | {
      readonly _tag: 'Shown';
      readonly display: PriceDisplay;
      /** '$28,990', '$189 per week', 'PREORDER', 'Enquire for price.' */
      readonly text: string;
      /** spec 1 §4: only when before_price exceeds the price shown. */
      readonly wasText: string | null;
      /** spec 1 §4: an offer price that differs from the price is marked reduced. */
      readonly reduced: boolean;
      /** The line under the price: the listing's price type ('Drive Away'), or what a subscription includes. */
      readonly note: string | null;
      /**
       * Beside a weekly subscription, the price to buy the car outright, labelled, so the
       * subscription never hides it: `{ label: 'Cash price', text: '$46,990' }`; null when the
       * price shown is already the cash price, or the car has none.
       */
      readonly cash: { readonly label: typeof CASH_PRICE_LABEL; readonly text: string } | null;
      /** The price in one line, for a sticky bar or a list: '$258 per week (cash price $46,990)' (priceLineText). */
      readonly line: string;
    }
  | { readonly _tag: 'Sold'; readonly headline: typeof SOLD_HEADLINE; readonly message: typeof SOLD_MESSAGE };

/** The number to call about the car, in each form a page needs (spec 1 §4 call-the-dealer, spec 2 §5). */
export interface ShopperPhone {
  /** As configured. */
  readonly number: string;
  /** '02 4926 1133' (spec 2 §5: +61 becomes 0, ten digits spaced 2-4-4). */
  readonly display: string;
  /** '02 49*******' (spec 1 §4: the first 5 characters kept). */
  readonly masked: string;
  /** 'tel:0249261133' */
  readonly href: string;
  readonly source: PhoneSource;
  /** spec 1 §4: some sites show the number from the start; the others mask it until a click. */
  readonly revealedAtFirst: boolean;
}

export interface ShopperLocation {
  readonly id: number;
  readonly name: string;
  readonly street: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postcode: string | null;
  /** '1 Gympie Rd, Chermside QLD 4032', or null without street or town. */
  readonly addressLine: string | null;
  readonly placeUrl: string | null;
  /** The location's IANA time zone (its state's): "today" is asked there. */
  readonly timeZone: string;
}

export type KeySpecKey = 'condition' | 'transmission' | 'odometer' | 'fuel' | 'body';

export interface KeySpec {
  readonly key: KeySpecKey;
  readonly label: string;
  readonly value: string;
}

export interface ShopperView {
  /** spec 1 §4: in_stock and coming_soon are for sale; any other status shows SOLD. */
  readonly forSale: boolean;
  readonly price: ShopperPrice;
  /**
   * The car's own asking price (spec 1 §4 precedence without the weekly subscription: an offer
   * above $10, else the price), for a schema.org offer or a finance amount; null when not for
   * sale or unpriced.
   */
  readonly askingPrice: number | null;
  readonly phone: ShopperPhone | null;
  readonly location: ShopperLocation | null;
  /** Today's sales hours at the car's location, in its time zone (spec 2 §3, §9); null when the site lists no such location. */
  readonly todayHours: DayHours | null;
  /** spec 1 §2 Search card: condition, transmission, odometer, fuel (empty values dropped, spec 1 §5). */
  readonly keySpecs: readonly KeySpec[];
  /** spec 1 §2 sidebar icons: km, transmission and body. */
  readonly sidebarSpecs: readonly KeySpec[];
}

/** spec 1 §2 Search card: '42,150 km'. */
export function kmText(km: number): string {
  const whole = Number.isFinite(km) ? Math.round(Math.abs(km)) : 0;
  return `${km < 0 ? '-' : ''}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} km`;
}

/** Choice: what a weekly subscription covers is said under its price, as the price type is for a price. */
export const SUBSCRIPTION_NOTE = 'Subscription, all-inclusive';

/**
 * The projection. Pure: `now` is the instant the page is rendered for (the same on the server
 * and in the browser), so today's hours never differ between the two.
 */
export function shopperView(car: ShopperCar, site: ShopperSite, now: Date): ShopperView {
  const forSale = availabilityPresentation(car)._tag === 'ForSale';
  const siteLocation = siteLocationOf(car, site);
  const location = locationOf(car, siteLocation);
  const chosen = phoneForCar(site, car.car_type, [car.location?.phone, siteLocation?.contact_detail.phone]);
  const asking = cashPrice(car);
  return {
    forSale,
    price: forSale ? shownPrice(car, site) : { _tag: 'Sold', headline: SOLD_HEADLINE, message: SOLD_MESSAGE },
    askingPrice: forSale ? asking : null,
    phone: chosen
      ? {
          number: chosen.number,
          display: formatPhone(chosen.number),
          masked: maskPhone(chosen.number),
          href: phoneHref(chosen.number),
          source: chosen.source,
          revealedAtFirst: site.features.revealPhoneByDefault,
        }
      : null,
    location,
    // issue 13 'Time zones': 'today' is the car's location's calendar day in its state's zone (a
    // Perth car at 11pm Friday UTC+8 still reads Friday while Sydney reads Saturday), and the
    // hours are the sales department's week (department_hours.sales where listed), spec 2 §9 wording.
    todayHours: siteLocation ? hoursToday(now, siteLocation, 'sales', { closedText: closedTextOf(site.labels) }) : null,
    ...specsOf(car, site),
  };
}

function shownPrice(car: ShopperCar, site: ShopperSite): ShopperPrice {
  // spec 1 §4 precedence; the no-price text is the site's (default 'Enquire for price.').
  const options = { subscriptions: site.features.subscriptions, ...(site.labels.noPriceText ? { noPriceText: site.labels.noPriceText } : {}) };
  const display = priceDisplay(car, options);
  const priceType = car.price_type?.trim() ? car.price_type.trim() : null;
  const cash = display._tag === 'Subscription' ? cashPrice(car) : null;
  return {
    _tag: 'Shown',
    display,
    text: priceLabel(display),
    wasText: wasPriceLabel(display),
    reduced: display._tag === 'Offer' && display.reduced,
    note: display._tag === 'Subscription' ? SUBSCRIPTION_NOTE : display._tag === 'Price' || display._tag === 'Offer' ? priceType : null,
    cash: cash === null ? null : { label: CASH_PRICE_LABEL, text: formatDollars(cash) },
    line: priceLineText(car, options),
  };
}

/** The site's listing of the car's location: by location_id, else by the id the car's own copy carries. */
function siteLocationOf(car: ShopperCar, site: ShopperSite): ShopperSiteLocation | null {
  return site.locations.find((l) => l.id === car.location_id) ?? (car.location ? site.locations.find((l) => l.id === car.location?.id) : undefined) ?? null;
}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/** The car's own copy of its location first (the listing says where it is), the site's listing for what it lacks. */
function locationOf(car: ShopperCar, listed: ShopperSiteLocation | null): ShopperLocation | null {
  const own = car.location ?? null;
  const name = text(own?.name) ?? text(listed?.name);
  if (name === null) return null;
  const street = text(own?.address?.street) ?? text(listed?.address.street);
  const city = text(own?.address?.city) ?? text(own?.city) ?? text(listed?.address.city);
  const state = text(own?.address?.state) ?? text(own?.state) ?? text(listed?.address.state);
  const postcode = text(own?.address?.postcode) ?? text(listed?.address.postcode);
  const town = [city, state, postcode].filter((part) => part !== null).join(' ');
  const addressLine = [street, town].filter((part) => part !== null && part !== '').join(', ');
  return {
    id: own?.id ?? listed?.id ?? car.location_id,
    name,
    street,
    city,
    state,
    postcode,
    addressLine: addressLine === '' ? null : addressLine,
    placeUrl: text(own?.address?.place_url) ?? text(listed?.address.place_url),
    timeZone: timeZoneOfState(state),
  };
}

function specsOf(car: ShopperCar, site: ShopperSite): Pick<ShopperView, 'keySpecs' | 'sidebarSpecs'> {
  // Choice: a caravan has no odometer, gearbox or engine worth showing; its body type shows instead.
  const caravan = car.item_type === 'caravan';
  const all: Record<KeySpecKey, { label: string; value: string | null | undefined }> = {
    condition: { label: 'Condition', value: carTypeLabel(car.car_type, site.labels) },
    transmission: { label: 'Transmission', value: caravan ? null : (car.simple_transmission ?? car.trans) },
    odometer: { label: 'Odometer', value: caravan ? null : kmText(car.km) },
    fuel: { label: 'Fuel', value: caravan ? null : (car.simple_fuel ?? car.fuel) },
    body: { label: 'Body', value: car.simple_body },
  };
  const pick = (keys: readonly KeySpecKey[]): KeySpec[] =>
    // spec 1 §5: empty values (undefined, null, empty, 'null') are dropped.
    presentSpecs(keys.map((key) => ({ label: key, value: all[key].value }))).map(({ label, value }) => {
      const key = label as KeySpecKey;
      return { key, label: all[key].label, value: String(value).trim() };
    });
  return {
    keySpecs: pick(caravan ? ['condition', 'body'] : ['condition', 'transmission', 'odometer', 'fuel']),
    sidebarSpecs: pick(['odometer', 'transmission', 'body']),
  };
}
