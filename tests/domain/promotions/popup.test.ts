import { describe, expect, it } from 'vitest';
import {
  bannerToShow,
  MAX_REMEMBERED_DISMISSALS,
  parseDismissed,
  POPUP_VISIBLE_ON_FIRST_RENDER,
  popupToShow,
  withDismissed,
  type Popup,
  type PromotionBanner,
} from '../../../domain/promotions';

const BRISBANE = 'Australia/Brisbane';

function aPopup(overrides: Partial<Popup> = {}): Popup {
  return {
    id: 'winter-sale',
    title: 'Winter sale',
    text: 'Runout prices on every new car in stock.',
    image: null,
    link_label: 'See the offers',
    link_url: '/special-offers',
    starts_at: '2026-06-01',
    expires_at: '2026-06-30',
    ...overrides,
  };
}

function aBanner(overrides: Partial<PromotionBanner> = {}): PromotionBanner {
  return {
    id: 'eofy',
    text: 'End of financial year sale',
    link_label: 'Shop now',
    link_url: '/special-offers',
    starts_at: '2026-06-01',
    expires_at: '2026-06-30',
    ...overrides,
  };
}

const during = { now: new Date('2026-06-15T02:00:00Z'), timeZone: BRISBANE, dismissed: [] as string[] };

describe('popup (spec 2 §2, §4)', () => {
  it('is hidden on first render', () => {
    expect(POPUP_VISIBLE_ON_FIRST_RENDER).toBe(false);
  });

  it('shows while it is live and not dismissed', () => {
    const popup = aPopup();
    expect(popupToShow(popup, during)).toBe(popup);
  });

  it('never shows after its expiry date', () => {
    const popup = aPopup();
    expect(popupToShow(popup, { ...during, now: new Date('2026-06-30T13:59:59Z') })).toBe(popup); // 23:59:59 on 30 June, Brisbane
    expect(popupToShow(popup, { ...during, now: new Date('2026-06-30T14:00:00Z') })).toBeNull();
    expect(popupToShow(popup, { ...during, now: new Date('2031-01-01T00:00:00Z') })).toBeNull();
  });

  it('does not show before its start date', () => {
    expect(popupToShow(aPopup(), { ...during, now: new Date('2026-05-31T13:59:59Z') })).toBeNull();
  });

  it('shows with no dates at all', () => {
    expect(popupToShow(aPopup({ starts_at: null, expires_at: null }), during)).not.toBeNull();
  });

  it('does not show once this popup id is dismissed, but a new popup shows', () => {
    expect(popupToShow(aPopup(), { ...during, dismissed: ['winter-sale'] })).toBeNull();
    expect(popupToShow(aPopup({ id: 'spring-sale' }), { ...during, dismissed: ['winter-sale'] })).not.toBeNull();
  });

  it('shows nothing when the site has no popup', () => {
    expect(popupToShow(null, during)).toBeNull();
  });
});

describe('promotion banner (spec 2 §2 time-boxed banner)', () => {
  it('shows only between its start and expiry and until dismissed', () => {
    const banner = aBanner();
    expect(bannerToShow(banner, during)).toBe(banner);
    expect(bannerToShow(banner, { ...during, now: new Date('2026-05-31T12:00:00Z') })).toBeNull();
    expect(bannerToShow(banner, { ...during, now: new Date('2026-07-01T00:00:00Z') })).toBeNull();
    expect(bannerToShow(banner, { ...during, dismissed: ['eofy'] })).toBeNull();
    expect(bannerToShow(null, during)).toBeNull();
  });
});

describe('remembered dismissals', () => {
  it('reads a stored list of ids and nothing else', () => {
    expect(parseDismissed(null)).toEqual([]);
    expect(parseDismissed('["a","b"]')).toEqual(['a', 'b']);
    expect(parseDismissed('["a",3,null,"b"]')).toEqual(['a', 'b']);
    expect(parseDismissed('{"a":1}')).toEqual([]);
    expect(parseDismissed('not json')).toEqual([]);
  });

  it('adds an id once and keeps only the latest ones', () => {
    expect(withDismissed(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const many = Array.from({ length: MAX_REMEMBERED_DISMISSALS }, (_, i) => `p${i}`);
    const next = withDismissed(many, 'new');
    expect(next).toHaveLength(MAX_REMEMBERED_DISMISSALS);
    expect(next.at(-1)).toBe('new');
    expect(next).not.toContain('p0');
  });
});
