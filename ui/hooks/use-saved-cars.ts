import { useLocalStorage } from '@mantine/hooks';
import { useCallback, useContext, useEffect, useState } from 'react';
import type { SearchHit } from '../../application/client/caryard-client.port';
import { AnalyticsEventId } from '../../domain/analytics/event-ids';
import { COMPARE_FULL_MESSAGE, MAX_COMPARE } from '../../domain/vehicle/compare';
import { CaryardClientContext, sendAndForget } from './use-caryard-client';

/** spec 1 §3: a favourite as stored locally. */
export interface Favourite {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly make: string;
  readonly model: string;
  readonly primary_image_url: string | null;
}

/**
 * spec 1 §3 'Compare list: local list of cars toggled per car'. Choice: an entry keeps what the
 * tray shows before the cars are loaded (name and photo) and the slug the compare page loads
 * the car by (`GET /api/cars/{slug}`).
 */
export interface CompareEntry {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly primary_image_url: string | null;
}

/** What a compare toggle did: a fifth car is refused (issue 14: up to four side by side). */
export type CompareToggle = 'added' | 'removed' | 'full';

/** A car as the toggles take it: a search hit, a full listing, or a stored entry. */
export type SavedCarInput = Pick<SearchHit, 'id' | 'name' | 'slug' | 'make' | 'model'> & { readonly primary_image_url?: string | null };

export const FAVOURITES_KEY = 'caryard.favourites';
export const COMPARE_KEY = 'caryard.compare';

function parseList<T>(text: string | undefined, valid: (item: unknown) => item is T): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter(valid) : [];
  } catch {
    return [];
  }
}

const isRecord = (item: unknown): item is Record<string, unknown> => typeof item === 'object' && item !== null;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

const isFavourite = (item: unknown): item is Favourite => isRecord(item) && isId(item['id']) && typeof item['slug'] === 'string' && item['slug'] !== '';

/** Entries written before the compare list kept slugs were bare ids: they cannot be loaded, so they are dropped. */
const isCompareEntry = (item: unknown): item is CompareEntry =>
  isRecord(item) && isId(item['id']) && typeof item['slug'] === 'string' && item['slug'] !== '' && typeof item['name'] === 'string';

/** The stored favourites, anything malformed dropped. */
export const parseFavourites = (text: string | undefined): Favourite[] =>
  parseList(text, isFavourite).map((f) => ({ ...f, primary_image_url: typeof f.primary_image_url === 'string' ? f.primary_image_url : null }));

/** The stored compare list: entries with a slug, one per car, at most MAX_COMPARE. */
export function parseCompare(text: string | undefined): CompareEntry[] {
  const seen = new Set<number>();
  return parseList(text, isCompareEntry)
    .filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)))
    .map((entry) => ({
      id: entry.id,
      slug: entry.slug,
      name: entry.name,
      primary_image_url: typeof entry.primary_image_url === 'string' ? entry.primary_image_url : null,
    }))
    .slice(0, MAX_COMPARE);
}

/** Toggles a car in the compare list: removed when there, else added at the end unless the list is full. */
export function toggledCompare(list: readonly CompareEntry[], car: SavedCarInput): { list: CompareEntry[]; result: CompareToggle } {
  if (list.some((entry) => entry.id === car.id)) return { list: list.filter((entry) => entry.id !== car.id), result: 'removed' };
  if (list.length >= MAX_COMPARE) return { list: [...list], result: 'full' };
  return { list: [...list, { id: car.id, slug: car.slug, name: car.name, primary_image_url: car.primary_image_url ?? null }], result: 'added' };
}

/** Toggles a favourite (spec 1 §3 fields): removed when there, else added at the end. */
export function toggledFavourite(list: readonly Favourite[], car: SavedCarInput): Favourite[] {
  return list.some((f) => f.id === car.id)
    ? list.filter((f) => f.id !== car.id)
    : [...list, { id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url ?? null }];
}

/**
 * The refusal of a fifth car, told to whichever part of the page shows it (the compare tray's
 * alert): every card's toggle shares the list, not a component.
 */
const compareNotices = typeof EventTarget === 'undefined' ? null : new EventTarget();
const FULL_EVENT = 'compare-full';

/** The compare-full message while it shows (null otherwise) and a way to dismiss it. */
export function useCompareNotice(): { message: string | null; dismiss: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!compareNotices) return;
    // A new refusal replaces the message with itself, so a screen reader announces it again.
    const onFull = () => {
      setMessage(null);
      window.requestAnimationFrame(() => setMessage(COMPARE_FULL_MESSAGE));
    };
    compareNotices.addEventListener(FULL_EVENT, onFull);
    return () => compareNotices.removeEventListener(FULL_EVENT, onFull);
  }, []);
  return { message, dismiss: useCallback(() => setMessage(null), []) };
}

/**
 * spec 1 §4: favourites and compare toggle locally, without login (localStorage, shared by
 * every card of the page and kept in step across tabs). Empty while server-rendering.
 * spec 1 §9: adding a favourite sends analytics event 39 (fire-and-forget).
 */
export function useSavedCars() {
  const client = useContext(CaryardClientContext);
  const [favourites, setFavourites] = useLocalStorage<Favourite[]>({
    key: FAVOURITES_KEY,
    defaultValue: [],
    deserialize: parseFavourites,
  });
  const [compare, setCompare] = useLocalStorage<CompareEntry[]>({
    key: COMPARE_KEY,
    defaultValue: [],
    deserialize: parseCompare,
  });

  const toggleFavourite = useCallback(
    (car: SavedCarInput) => {
      const adding = !favourites.some((f) => f.id === car.id);
      if (adding && client) {
        sendAndForget(client.trackEvent({ event: { event_id: AnalyticsEventId.favourite, car_id: car.id, url: window.location.href } }), 'favourite event');
      }
      setFavourites((list) => toggledFavourite(list, car));
    },
    [favourites, client, setFavourites],
  );
  const toggleCompare = useCallback(
    (car: SavedCarInput): CompareToggle => {
      const { list, result } = toggledCompare(compare, car);
      if (result === 'full') compareNotices?.dispatchEvent(new Event(FULL_EVENT));
      else setCompare(list);
      return result;
    },
    [compare, setCompare],
  );
  const removeFavourite = useCallback((id: number) => setFavourites((list) => list.filter((f) => f.id !== id)), [setFavourites]);
  const removeCompare = useCallback((id: number) => setCompare((list) => list.filter((entry) => entry.id !== id)), [setCompare]);
  const clearCompare = useCallback(() => setCompare([]), [setCompare]);

  return {
    favourites,
    compare,
    isFavourite: (id: number) => favourites.some((f) => f.id === id),
    isCompared: (id: number) => compare.some((entry) => entry.id === id),
    toggleFavourite,
    toggleCompare,
    removeFavourite,
    removeCompare,
    clearCompare,
  };
}
