import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';
import type { SearchHit } from '../../application/client/caryard-client.port';

/** spec 1 §3: a favourite as stored locally. */
export interface Favourite {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly make: string;
  readonly model: string;
  readonly primary_image_url: string | null;
}

function parseList<T>(text: string | undefined, valid: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter(valid) : [];
  } catch {
    return [];
  }
}

const isFavourite = (item: unknown): item is Favourite =>
  typeof item === 'object' && item !== null && typeof (item as Favourite).id === 'number' && typeof (item as Favourite).slug === 'string';
const isId = (item: unknown): item is number => typeof item === 'number' && Number.isSafeInteger(item);

/**
 * spec 1 §4: favourites and compare toggle locally, without login (localStorage, shared by
 * every card of the page and kept in step across tabs). Empty while server-rendering.
 */
export function useSavedCars() {
  const [favourites, setFavourites] = useLocalStorage<Favourite[]>({
    key: 'caryard.favourites',
    defaultValue: [],
    deserialize: (text) => parseList(text, isFavourite),
  });
  const [compare, setCompare] = useLocalStorage<number[]>({
    key: 'caryard.compare',
    defaultValue: [],
    deserialize: (text) => parseList(text, isId),
  });

  const toggleFavourite = useCallback(
    (car: Pick<SearchHit, 'id' | 'name' | 'slug' | 'make' | 'model'> & { readonly primary_image_url?: string | null }) =>
      setFavourites((list) =>
        list.some((f) => f.id === car.id)
          ? list.filter((f) => f.id !== car.id)
          : [...list, { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }],
      ),
    [setFavourites],
  );
  const toggleCompare = useCallback(
    (car: SearchHit) => setCompare((ids) => (ids.includes(car.id) ? ids.filter((id) => id !== car.id) : [...ids, car.id])),
    [setCompare],
  );
  return {
    isFavourite: (id: number) => favourites.some((f) => f.id === id),
    isCompared: (id: number) => compare.includes(id),
    toggleFavourite,
    toggleCompare,
  };
}
