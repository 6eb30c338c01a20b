import type { PublicSite } from '../../../application/client/caryard-client.port';
import { normaliseMake, realImages, type ShopperView } from '../../../domain/vehicle';
import type { Car } from '../../../domain/vehicle/car';
import { vehicleFullTitle } from '../../../domain/vehicle/vehicle-page';

/** An absolute URL on the dealer's own site (its canonical host). */
export function absoluteUrl(site: Pick<PublicSite, 'site_url'>, path: string): string {
  try {
    return new URL(path, site.site_url).href;
  } catch {
    return path;
  }
}

const CONDITION = {
  new: 'https://schema.org/NewCondition',
  // A demonstrator has been driven and registered: schema.org has no demo condition.
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const;

/**
 * schema.org `Car` of a vehicle page (ARCHITECTURE "Rendering"): identity, condition,
 * odometer, VIN and an `Offer` with the asking price by the spec 1 §4 precedence (a weekly
 * subscription is not the car's price, so it is left out, as are PREORDER and no price), sold
 * by the car's location at the number the page shows — all from the page's shopper view.
 */
export function vehicleJsonLd(car: Car, site: PublicSite, description: string, view: ShopperView): Record<string, unknown> {
  const url = absoluteUrl(site, car.path || `/cars/${car.slug}`);
  const amount = view.askingPrice;
  const forSale = view.forSale;
  const location = view.location;
  const images = realImages(car)
    .slice(0, 10)
    .map((image) => absoluteUrl(site, image.image.url));
  const optional = (key: string, value: unknown) => (value === null || value === undefined || value === '' ? {} : { [key]: value });

  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: vehicleFullTitle(car),
    url,
    description,
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: normaliseMake(car.make) },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: CONDITION[car.car_type],
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    ...optional('vehicleIdentificationNumber', car.vin),
    ...optional('sku', car.stocknum),
    ...optional('color', car.colour),
    ...optional('vehicleInteriorColor', car.interior_colour),
    ...optional('bodyType', car.simple_body),
    ...optional('fuelType', car.simple_fuel ?? car.fuel),
    ...optional('vehicleTransmission', car.simple_transmission ?? car.trans),
    ...optional('driveWheelConfiguration', car.simple_drive ?? car.drive),
    ...optional('numberOfDoors', car.doors),
    ...optional('seatingCapacity', car.seats),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(amount !== null && forSale ? { price: amount } : {}),
      availability: !forSale ? 'https://schema.org/SoldOut' : car.status === 'coming_soon' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
      itemCondition: CONDITION[car.car_type],
      seller: {
        '@type': 'AutoDealer',
        name: location?.name ?? site.name,
        ...(view.phone ? { telephone: view.phone.display } : {}),
        ...(location
          ? {
              address: {
                '@type': 'PostalAddress',
                ...optional('streetAddress', location.street),
                ...optional('addressLocality', location.city),
                ...optional('addressRegion', location.state),
                ...optional('postalCode', location.postcode),
                addressCountry: 'AU',
              },
            }
          : {}),
      },
    },
  };
}
