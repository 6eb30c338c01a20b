import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import type { Car } from '../../domain/vehicle/car';

/** How many viewed cars are kept (choice: enough for a strip of 8 and a few more). */
export const VIEWED_CARS_KEPT = 12;
export const VIEWED_CARS_KEY = 'caryard.viewed-cars';

/**
 * spec 1 §3 'Viewed car (stored locally): id, stocknum, make, model, body, simple_body'. Choice:
 * also what the 'Recently viewed' strip shows without asking the server — the name, the slug
 * it links to, the photo and the price as the vehicle page showed it. `body` is the variant's
 * body configuration where the listing has one, else its simple body.
 */
export interface ViewedCar {
  readonly id: number;
  readonly stocknum: string;
  readonly make: string;
  readonly model: string;
  readonly body: string | null;
  readonly simple_body: string | null;
  readonly name: string;
  readonly slug: string;
  readonly primary_image_url: string | null;
  /** '$28,990', 'Enquire for price.', or null for a car no longer for sale. */
  readonly price_text: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' && value.trim().toLowerCase() !== 'null' ? value.trim() : null;

/** The viewed-car entry of a listing, as the vehicle page records it. */
export function viewedCarOf(car: Car, priceText: string | null, imageUrl: string | null): ViewedCar {
  return {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: text(car.variant?.bodyconfiguration) ?? text(car.simple_body),
    simple_body: text(car.simple_body),
    name: car.name,
    slug: car.slug,
    primary_image_url: imageUrl,
    price_text: priceText,
  };
}

/** Newest first; a car viewed again moves to the front rather than repeating; at most VIEWED_CARS_KEPT. */
export function withViewedCar(list: readonly ViewedCar[], car: ViewedCar): ViewedCar[] {
  return [car, ...list.filter((c) => c.id !== car.id)].slice(0, VIEWED_CARS_KEPT);
}

const isViewedCar = (item: unknown): item is ViewedCar => {
  if (typeof item !== 'object' || item === null) return false;
  const c = item as Record<string, unknown>;
  return typeof c['id'] === 'number' && Number.isSafeInteger(c['id']) && typeof c['slug'] === 'string' && c['slug'] !== '' && typeof c['name'] === 'string';
};

export function parseViewedCars(stored: string | undefined): ViewedCar[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    const seen = new Set<number>();
    return value
      .filter(isViewedCar)
      .filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)))
      .map((c) => ({
        id: c.id,
        stocknum: typeof c.stocknum === 'string' ? c.stocknum : '',
        make: typeof c.make === 'string' ? c.make : '',
        model: typeof c.model === 'string' ? c.model : '',
        body: text(c.body),
        simple_body: text(c.simple_body),
        name: c.name,
        slug: c.slug,
        primary_image_url: text(c.primary_image_url),
        price_text: text(c.price_text),
      }))
      .slice(0, VIEWED_CARS_KEPT);
  } catch {
    return [];
  }
}

/** The cars this browser viewed, newest first (localStorage; empty while server-rendering). */
export function useViewedCars(): { viewed: readonly ViewedCar[]; record: (car: ViewedCar) => void } {
  const [viewed, setViewed] = useLocalStorage<ViewedCar[]>({
    key: VIEWED_CARS_KEY,
    defaultValue: [],
    deserialize: parseViewedCars,
  });
  const record = useCallback((car: ViewedCar) => setViewed((current) => withViewedCar(current, car)), [setViewed]);
  return { viewed, record };
}
