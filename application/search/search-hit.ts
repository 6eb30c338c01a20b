import type { Car } from '../../domain/vehicle/car';
import type { SearchHit } from './search-engine.port';

/** Images a card carries: the first few of the car (spec 1 §2 card; the detail page has them all). */
export const HIT_IMAGES = 3;

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined ? null : value);

/** The search card of a car, with its weekly estimate for the site (every engine maps hits with this). */
export function toSearchHit(car: Car, weeklyPrice: number | null): SearchHit {
  const location = car.location;
  return {
    id: car.id,
    slug: car.slug,
    path: car.path,
    name: car.name,
    item_type: car.item_type,
    make: car.make,
    model: car.model,
    year: car.year,
    badge: orNull(car.badge),
    series: orNull(car.series),
    price: car.price,
    before_price: orNull(car.before_price),
    offer_price: orNull(car.offer_price),
    subscription_price: orNull(car.subscription_price),
    preorder: car.preorder === true,
    price_type: orNull(car.price_type),
    car_type: car.car_type,
    status: car.status,
    tag: orNull(car.tag),
    reserved: car.reserved === true,
    certified: car.certified === true,
    km: car.km,
    trans: orNull(car.trans),
    simple_transmission: orNull(car.simple_transmission),
    fuel: orNull(car.fuel),
    simple_fuel: orNull(car.simple_fuel),
    simple_body: orNull(car.simple_body),
    simple_drive: orNull(car.simple_drive),
    colour: orNull(car.colour),
    stocknum: car.stocknum,
    images: Array.isArray(car.images) ? car.images.slice(0, HIT_IMAGES) : [],
    primary_image_url: orNull(car.primary_image_url),
    photos_count: car.photos_count,
    location: location ? { id: location.id, name: location.name, city: orNull(location.address?.city), state: orNull(location.address?.state) } : null,
    location_id: car.location_id,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    created_at: car.created_at,
    updated_at: car.updated_at,
    sold_at: orNull(car.sold_at),
    weekly_price: weeklyPrice,
  };
}
