import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONDITION_CYCLE,
  HERO_PRICE_SLIDER,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
  NO_CHOICE,
  autoSelect,
  carTypeSlides,
  conditionsInStock,
  dealershipOptions,
  heroPriceSearchState,
  isPickableMaximum,
  moveSteppedHandle,
  nextCondition,
  parseSearchPath,
  pickMaximum,
  searchHref,
  type Condition,
  type SearchRouteContext,
  type SelectChoice,
} from '../../../domain/search';

const ROUTES: SearchRouteContext = { makes: ['Mazda', 'Toyota'], models: { Mazda: ['CX-5'] } };

describe('hero condition filter (spec 2 §2)', () => {
  it('cycles All, new, demo, used and back to All', () => {
    const seen: Condition[] = [];
    let at: Condition = '';
    for (let i = 0; i < 5; i++) {
      seen.push(at);
      at = nextCondition(at);
    }
    expect(seen).toEqual(['', 'new', 'demo', 'used', '']);
    expect(CONDITION_CYCLE).toEqual(['', 'new', 'demo', 'used']);
  });

  it('cycles backwards with direction -1', () => {
    expect(nextCondition('', { direction: -1 })).toBe('used');
    expect(nextCondition('new', { direction: -1 })).toBe('');
    expect(nextCondition('used', { direction: -1 })).toBe('demo');
  });

  it('skips conditions the site does not offer', () => {
    const offered = conditionsInStock({ new: 12, used: 40 });
    expect(offered).toEqual(['', 'new', 'used']);
    expect(nextCondition('new', { offered })).toBe('used');
    expect(nextCondition('used', { offered })).toBe('');
    expect(nextCondition('', { offered, direction: -1 })).toBe('used');
    // A value not offered moves on from its own place in the cycle.
    expect(nextCondition('demo', { offered })).toBe('used');
  });

  it('offers only All to a site without car type counts, and a used-only site All and used', () => {
    expect(conditionsInStock(undefined)).toEqual(['']);
    expect(conditionsInStock({ used: 8, new: 0 })).toEqual(['', 'used']);
  });

  it('every cycle step lands on an offered condition and visits each one once per lap', () => {
    const offeredArb = fc.subarray(['new', 'demo', 'used'] as const).map((types) => ['', ...types] as Condition[]);
    fc.assert(
      fc.property(offeredArb, fc.constantFrom(1 as const, -1 as const), (offered, direction) => {
        let at: Condition = '';
        const lap = new Set<Condition>();
        for (let i = 0; i < offered.length; i++) {
          at = nextCondition(at, { offered, direction });
          expect(offered).toContain(at);
          lap.add(at);
        }
        expect(lap.size).toBe(offered.length);
        expect(at).toBe('');
      }),
    );
  });
});

describe('dealership select auto-selection (spec 2 §2)', () => {
  it('auto-selects when exactly one option remains', () => {
    expect(autoSelect(['301'], NO_CHOICE)).toEqual({ value: '301', auto: true });
  });

  it('leaves the select alone when more than one option remains', () => {
    expect(autoSelect(['301', '302'], NO_CHOICE)).toEqual(NO_CHOICE);
  });

  it('releases its own choice when the other choices leave more options again, or none', () => {
    const auto: SelectChoice = { value: '301', auto: true };
    expect(autoSelect(['301', '302'], auto)).toEqual(NO_CHOICE);
    expect(autoSelect([], auto)).toEqual(NO_CHOICE);
    expect(autoSelect(['302'], auto)).toEqual({ value: '302', auto: true });
    expect(autoSelect(['301'], auto)).toBe(auto);
  });

  it('never overrides the shopper own choice', () => {
    const mine: SelectChoice = { value: '302', auto: false };
    expect(autoSelect(['301'], mine)).toBe(mine);
    expect(autoSelect(['301', '302'], mine)).toBe(mine);
    expect(autoSelect([], mine)).toBe(mine);
  });

  it('lists the site locations that hold stock, in the site order', () => {
    const locations = [
      { id: 11, name: 'Moorabbin' },
      { id: 12, name: 'Service Centre' },
      { id: 13, name: 'Dandenong' },
    ];
    expect(dealershipOptions(locations, { '13': 4, '11': 9, '99': 3 })).toEqual([
      { value: '11', label: 'Moorabbin', count: 9 },
      { value: '13', label: 'Dandenong', count: 4 },
    ]);
    expect(dealershipOptions(locations, undefined)).toEqual([]);
  });
});

describe('hero price slider search (spec 2 §2, §5, §9)', () => {
  it('its button goes to the search sorted by price descending with the price range in the URL', () => {
    expect(searchHref(heroPriceSearchState({ min: 20_000, max: 60_000 }), ROUTES)).toBe('/search?sortBy=price_desc&range[price]=20000:60000');
    expect(searchHref(heroPriceSearchState({ min: 5_000, max: 250_000 }), ROUTES)).toBe('/search?sortBy=price_desc');
    expect(searchHref(heroPriceSearchState({ min: 5_000, max: 45_000 }), ROUTES)).toBe('/search?sortBy=price_desc&range[price]=:45000');
  });

  it('the URL of any slider position parses back to the same price range and sort', () => {
    const handles = fc.tuple(fc.integer({ min: 0, max: 490 }), fc.integer({ min: 0, max: 490 }));
    fc.assert(
      fc.property(handles, ([a, b]) => {
        const values = moveSteppedHandle({
          values: { min: HERO_PRICE_SLIDER.min, max: HERO_PRICE_SLIDER.max },
          handle: 'max',
          to: 5_000 + 500 * Math.max(a, b),
        });
        const moved = moveSteppedHandle({ values, handle: 'min', to: 5_000 + 500 * Math.min(a, b) });
        const state = heroPriceSearchState(moved);
        const parsed = parseSearchPath(searchHref(state, ROUTES), ROUTES);
        expect(parsed._tag).toBe('Right');
        if (parsed._tag === 'Right') {
          expect(parsed.right.sortBy).toBe('price_desc');
          expect(parsed.right.range).toEqual(state.range);
        }
        expect(moved.max - moved.min).toBeGreaterThanOrEqual(HERO_PRICE_SLIDER.minGap);
      }),
    );
  });

  it('a budget quick pick sets the maximum and keeps the minimum below it', () => {
    expect(pickMaximum({ min: 10_000, max: 250_000 }, 30_000)).toEqual({ min: 10_000, max: 30_000 });
    expect(pickMaximum({ min: 40_000, max: 250_000 }, 30_000)).toEqual({ min: 5_000, max: 30_000 });
    expect(pickMaximum({ min: 29_999, max: 60_000 }, 30_000)).toEqual({ min: 29_999, max: 30_000 });
    expect(pickMaximum({ min: 5_000, max: 60_000 }, 5_000)).toEqual({ min: 5_000, max: 60_000 });
    expect(isPickableMaximum(5_000)).toBe(false);
    expect(isPickableMaximum(10_000)).toBe(true);
  });

  it('quick picks run from 5,000 to 70,000, and the second list from 300,000 to 800,000', () => {
    expect([MONEY_QUICK_PICKS[0], MONEY_QUICK_PICKS.at(-1)]).toEqual([5_000, 70_000]);
    expect([MONEY_QUICK_PICKS_HIGH[0], MONEY_QUICK_PICKS_HIGH.at(-1)]).toEqual([300_000, 800_000]);
    for (const list of [MONEY_QUICK_PICKS, MONEY_QUICK_PICKS_HIGH]) expect([...list].sort((a, b) => a - b)).toEqual(list);
  });
});

describe('car type slider (spec 2 §2)', () => {
  it('has All, New, New / Demo, Used and Demo linking to their search routes when the stock has every type', () => {
    const slides = carTypeSlides({ new: 30, demo: 5, used: 60 }, ROUTES);
    expect(slides.map((s) => [s.id, s.href, s.count])).toEqual([
      ['all', '/search', 95],
      ['new', '/search/new-cars', 30],
      ['new-demo', '/search/new-and-demo-cars', 35],
      ['used', '/search/used-cars', 60],
      ['demo', '/search/demo-cars', 5],
    ]);
  });

  it('shows a used-only site just Used', () => {
    expect(carTypeSlides({ used: 120 }, ROUTES).map((s) => s.id)).toEqual(['used']);
  });

  it('drops New / Demo without demo stock, and keeps All when two types remain', () => {
    expect(carTypeSlides({ new: 3, used: 9, demo: 0 }, ROUTES).map((s) => s.id)).toEqual(['all', 'new', 'used']);
  });

  it('writes the used-car base on that dealer variant', () => {
    expect(carTypeSlides({ new: 1, used: 1 }, { ...ROUTES, base: '/used-car' }).map((s) => s.href)).toEqual([
      '/used-car',
      '/used-car/new-cars',
      '/used-car/used-cars',
    ]);
  });

  it('every slide href parses back to exactly its car types', () => {
    for (const slide of carTypeSlides({ new: 1, demo: 1, used: 1 }, ROUTES)) {
      const parsed = parseSearchPath(slide.href, ROUTES);
      expect(parsed._tag).toBe('Right');
      if (parsed._tag === 'Right') expect([...(parsed.right.refinementList.car_type ?? [])].sort()).toEqual([...slide.carTypes].sort());
    }
  });

  it('shows nothing when the stock is unknown', () => {
    expect(carTypeSlides(undefined, ROUTES)).toEqual([]);
  });
});
