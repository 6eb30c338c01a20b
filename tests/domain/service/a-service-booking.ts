/**
 * Test-data builders for the service booking form: a site's booking context and a shopper's
 * values, independent of the demo configuration.
 *
 *   aServiceBooking().minimal().withWorkshops(2).build()
 *   aShopper().withVehicle().withSlot('2030-03-04', '08:30').build()
 */
import { DEFAULT_SITE } from '../../../config/dealer-sites/default-site';
import type { ServiceBookingSettings } from '../../../domain/dealer-site/dealer-site';
import { EMPTY_SERVICE_VALUES, type ServiceBookingContext, type ServiceFormLocation, type ServiceFormValues } from '../../../domain/service';

export const CURRENT_YEAR = 2030;

export function aWorkshop(id: number, dealershipSlug = `dealership-${id}`): ServiceFormLocation {
  return { id, slug: `workshop-${id}`, name: `Workshop ${id}`, dealership_slug: dealershipSlug, takes_service_bookings: true, primary: id === 1 };
}

export class ServiceBookingBuilder {
  #settings: ServiceBookingSettings = structuredClone(DEFAULT_SITE.service);
  #locations: ServiceFormLocation[] = [aWorkshop(1)];
  #dealerships: { slug: string; name: string }[] = [{ slug: 'dealership-1', name: 'Dealership 1' }];

  minimal(): this {
    this.#settings.variant = 'minimal';
    return this;
  }

  twoStep(): this {
    this.#settings.two_step = true;
    return this;
  }

  withAddress(): this {
    this.#settings.address_fields = true;
    return this;
  }

  intervalOptional(): this {
    this.#settings.interval_required = false;
    return this;
  }

  withoutServiceTypes(): this {
    this.#settings.service_types = [];
    return this;
  }

  with(settings: Partial<ServiceBookingSettings>): this {
    this.#settings = { ...this.#settings, ...settings };
    return this;
  }

  /** n workshops, each its own dealership, plus a sales-only location of the first dealership. */
  withWorkshops(n: number): this {
    this.#locations = Array.from({ length: n }, (_, i) => aWorkshop(i + 1));
    this.#locations.push({ id: 99, slug: 'showroom', name: 'Showroom', dealership_slug: 'dealership-1', takes_service_bookings: false, primary: false });
    this.#dealerships = Array.from({ length: n }, (_, i) => ({ slug: `dealership-${i + 1}`, name: `Dealership ${i + 1}` }));
    return this;
  }

  withLocations(...locations: ServiceFormLocation[]): this {
    this.#locations = locations;
    return this;
  }

  withDealerships(...dealerships: { slug: string; name: string }[]): this {
    this.#dealerships = dealerships;
    return this;
  }

  build(): ServiceBookingContext {
    return { settings: structuredClone(this.#settings), locations: [...this.#locations], dealerships: [...this.#dealerships], currentYear: CURRENT_YEAR };
  }
}

export function aServiceBooking(): ServiceBookingBuilder {
  return new ServiceBookingBuilder();
}

/** Each step returns a new builder: a shared starting point stays as it was. */
export class ShopperBuilder {
  readonly #values: ServiceFormValues;

  constructor(values: ServiceFormValues = { ...EMPTY_SERVICE_VALUES, name: 'Ann Citizen', email: 'ann@example.com.au', phone: '0412 345 678' }) {
    this.#values = values;
  }

  withVehicle(make = 'Mazda', model = 'CX-5', year = '2019'): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, make, model, year });
  }

  withRego(rego = 'ABC123', state = 'QLD'): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, rego, regoState: state });
  }

  withAddress(): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, street: '1 Main Street', suburb: 'Dry Creek', state: 'SA', postcode: '5094' });
  }

  withOrder(interval = '15,000 km / 12 months', serviceType = 'Logbook service'): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, interval, serviceType });
  }

  at(location: string, dealership = ''): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, location, dealership });
  }

  withSlot(date = '2030-03-04', time = '08:30'): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, date, time });
  }

  with(values: Partial<ServiceFormValues>): ShopperBuilder {
    return new ShopperBuilder({ ...this.#values, ...values });
  }

  build(): ServiceFormValues {
    return { ...this.#values };
  }
}

export function aShopper(): ShopperBuilder {
  return new ShopperBuilder();
}
