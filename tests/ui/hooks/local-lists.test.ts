import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_COMPARE } from '../../../domain/vehicle/compare';
import { historyOptionText, offeredSearches } from '../../../ui/features/search/search-history-input';
import { parseCompare, parseFavourites, toggledCompare, toggledFavourite, type CompareEntry } from '../../../ui/hooks/use-saved-cars';
import { parseViewedCars, VIEWED_CARS_KEPT, viewedCarOf, withViewedCar, type ViewedCar } from '../../../ui/hooks/use-viewed-cars';
import { aCar } from '../../support/car-builder';

const car = (id: number) => ({
  id,
  slug: `car-${id}`,
  name: `Car ${id}`,
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: `https://cdn.example.test/${id}.jpg`,
});

describe('the compare list and favourites kept in the browser (issue 14; spec 1 §3, §4)', () => {
  it('reads an older list of bare ids without failing, dropping them', () => {
    expect(parseCompare('[101, 102]')).toEqual([]);
    expect(parseCompare(JSON.stringify([101, { id: 7, slug: 'car-7', name: 'Car 7', primary_image_url: null }, 'x', null]))).toEqual([
      { id: 7, slug: 'car-7', name: 'Car 7', primary_image_url: null },
    ]);
    expect(parseCompare('not json')).toEqual([]);
    expect(parseCompare('{"id":1}')).toEqual([]);
  });

  it('keeps at most four cars and one entry per car when reading', () => {
    const stored = [1, 2, 2, 3, 4, 5].map((id) => ({ id, slug: `car-${id}`, name: `Car ${id}` }));
    expect(parseCompare(JSON.stringify(stored)).map((e) => e.id)).toEqual([1, 2, 3, 4]);
  });

  it('adds a car to compare, removes it on the second toggle, and refuses a fifth', () => {
    let list: CompareEntry[] = [];
    for (const id of [1, 2, 3, 4]) {
      const next = toggledCompare(list, car(id));
      expect(next.result).toBe('added');
      list = next.list;
    }
    expect(list.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(toggledCompare(list, car(5))).toEqual({ list, result: 'full' });
    const removed = toggledCompare(list, car(2));
    expect(removed.result).toBe('removed');
    expect(removed.list.map((e) => e.id)).toEqual([1, 3, 4]);
    expect(list[0]).toEqual({ id: 1, slug: 'car-1', name: 'Car 1', primary_image_url: 'https://cdn.example.test/1.jpg' });
  });

  it('the compare list never holds more than four cars nor a car twice, whatever is toggled', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }), { maxLength: 40 }), (ids) => {
        let list: CompareEntry[] = [];
        for (const id of ids) list = toggledCompare(list, car(id)).list;
        expect(list.length).toBeLessThanOrEqual(MAX_COMPARE);
        expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
      }),
    );
  });

  it('stores a favourite with the fields of spec 1 §3 and removes it on the second toggle', () => {
    const added = toggledFavourite([], car(9));
    expect(added).toEqual([{ id: 9, name: 'Car 9', slug: 'car-9', make: 'Mazda', model: 'CX-5', primary_image_url: 'https://cdn.example.test/9.jpg' }]);
    expect(toggledFavourite(added, car(9))).toEqual([]);
    expect(parseFavourites(JSON.stringify([...added, 3, { id: 'x' }]))).toEqual(added);
  });
});

describe('the cars viewed in this browser (spec 1 §3 Viewed car)', () => {
  const viewed = (id: number): ViewedCar => viewedCarOf(aCar().withId(id).build(), '$28,990', null);

  it('records the fields of spec 1 §3 with what the strip shows', () => {
    const listing = aCar()
      .withId(42)
      .with({ simple_body: 'SUV', variant: { bodyconfiguration: 'Wagon' } })
      .build();
    expect(viewedCarOf(listing, '$31,990', 'https://cdn.example.test/42.jpg')).toEqual({
      id: 42,
      stocknum: listing.stocknum,
      make: listing.make,
      model: listing.model,
      body: 'Wagon',
      simple_body: 'SUV',
      name: listing.name,
      slug: listing.slug,
      primary_image_url: 'https://cdn.example.test/42.jpg',
      price_text: '$31,990',
    });
  });

  it('keeps the newest first, moves a car viewed again to the front, and keeps twelve', () => {
    let list: ViewedCar[] = [];
    for (let id = 1; id <= 14; id++) list = withViewedCar(list, viewed(id));
    expect(list).toHaveLength(VIEWED_CARS_KEPT);
    expect(list.map((c) => c.id).slice(0, 3)).toEqual([14, 13, 12]);
    list = withViewedCar(list, viewed(10));
    expect(list.map((c) => c.id).slice(0, 3)).toEqual([10, 14, 13]);
    expect(list.filter((c) => c.id === 10)).toHaveLength(1);
    expect(parseViewedCars(JSON.stringify([...list, 7, { id: 1 }]))).toEqual(list);
  });
});

describe('the recent searches the search box offers (spec 1 §9, spec 2 §3)', () => {
  const history = [
    { href: '/search?query=ranger', label: 'Cars for Sale' },
    { href: '/search/used', label: 'Used Cars for Sale' },
    { href: '/search?query=cx-5&sortBy=price_asc', label: 'Cars for Sale' },
  ];

  it('words a search with the words typed in it', () => {
    expect(historyOptionText(history[0] ?? { href: '', label: '' })).toBe('“ranger” in Cars for Sale');
    expect(historyOptionText(history[1] ?? { href: '', label: '' })).toBe('Used Cars for Sale');
  });

  it('offers every other search while the box is empty, and those holding the typed words after', () => {
    expect(offeredSearches(history, '', '/search/used').map((e) => e.href)).toEqual(['/search?query=ranger', '/search?query=cx-5&sortBy=price_asc']);
    expect(offeredSearches(history, ' CX ', '/search').map((e) => e.href)).toEqual(['/search?query=cx-5&sortBy=price_asc']);
    expect(offeredSearches(history, 'hilux', '/search')).toEqual([]);
  });
});
