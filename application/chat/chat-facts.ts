import type { SiteLocation } from '../../domain/dealer-site/dealer-site';
import { closedTextOf, hoursToday as locationHoursToday } from '../../domain/locations/opening-hours';
import { availability, isAvailable } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import { priceDisplay } from '../../domain/vehicle/price-display';
import { vehicleFullTitle } from '../../domain/vehicle/vehicle-page';
import type { ChatFacts, ChatFinance, ChatHours } from './chat.machine';

type HoursLocation = Pick<SiteLocation, 'id' | 'name' | 'address' | 'contact_detail'> & Partial<Pick<SiteLocation, 'special_hours' | 'department_hours'>>;

/** What the vehicle page already holds, from which the chat answers (spec 2 §7: no calls of its own). */
export interface ChatPageData {
  readonly car: Car;
  readonly site: {
    readonly name: string;
    readonly features: { readonly subscriptions: boolean };
    readonly labels: { readonly noPriceText?: string; readonly closedHoursText?: string };
    readonly locations: readonly HoursLocation[];
  };
  /** The finance estimate the page shows (sidebar and sticky header), or null. */
  readonly finance: ChatFinance | null;
  /** The phone number the page shows for this car, or null. */
  readonly phone: string | null;
  /** When the shopper asks: "today" is this date at the car's location. */
  readonly now: Date;
}

/**
 * Today's sales hours at the car's location (spec 2 §3, §9: a special entry for the date, else
 * the weekly hours), in the location's own time zone. Choice: the car's own location
 * (location_id) only — another location's hours would mislead; null when the site lists none.
 */
export function hoursToday(data: Pick<ChatPageData, 'car' | 'site' | 'now'>): ChatHours | null {
  const ids = [data.car.location_id, data.car.location?.id];
  const location = data.site.locations.find((l) => ids.includes(l.id));
  if (!location) return null;
  // The domain's rule, as the page's own "today's hours" (domain/vehicle/shopper-view.ts).
  const found = locationHoursToday(data.now, location, 'sales', { closedText: closedTextOf(data.site.labels) });
  if (!found) return null;
  return { locationName: location.name, hours: found.hours, open: found.open, special: found.source === 'special' };
}

/**
 * The chat's facts from the page's data, by the same domain rules the page draws with: the
 * availability wording (spec 1 §4), the sidebar's price precedence (priceDisplay), the page's
 * own finance estimate and the location's opening hours.
 */
export function chatFacts(data: ChatPageData): ChatFacts {
  const { car, site } = data;
  const forSale = isAvailable(car);
  return {
    siteName: site.name,
    carName: vehicleFullTitle(car),
    carSlug: car.slug,
    availability: availability(car),
    reserved: car.reserved === true,
    price: forSale
      ? priceDisplay(car, { subscriptions: site.features.subscriptions, ...(site.labels.noPriceText ? { noPriceText: site.labels.noPriceText } : {}) })
      : null,
    priceType: car.price_type ?? null,
    finance: forSale ? data.finance : null,
    hours: hoursToday(data),
    phone: data.phone,
  };
}
