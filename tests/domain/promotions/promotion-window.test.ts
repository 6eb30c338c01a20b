import { describe, expect, it } from 'vitest';
import { isLiveAt, siteTimeZone } from '../../../domain/promotions';

const BRISBANE = 'Australia/Brisbane';
const PERTH = 'Australia/Perth';
const at = (iso: string) => new Date(iso);

describe('promotion windows (spec 2 §2 time-boxed banner, §9 promo tile windows)', () => {
  it('is live between its start and expiry dates, both days included', () => {
    const window = { starts_at: '2026-03-01', expires_at: '2026-03-31' };
    expect(isLiveAt(window, at('2026-02-28T13:59:59Z'), BRISBANE)).toBe(false); // 23:59:59 on 28 Feb in Brisbane
    expect(isLiveAt(window, at('2026-02-28T14:00:00Z'), BRISBANE)).toBe(true); // midnight on 1 March in Brisbane
    expect(isLiveAt(window, at('2026-03-15T02:00:00Z'), BRISBANE)).toBe(true);
    expect(isLiveAt(window, at('2026-03-31T13:59:59Z'), BRISBANE)).toBe(true); // the last second of 31 March
    expect(isLiveAt(window, at('2026-03-31T14:00:00Z'), BRISBANE)).toBe(false); // 1 April in Brisbane
  });

  it('reads date-only bounds in the site time zone', () => {
    const window = { starts_at: null, expires_at: '2026-03-31' };
    // 15:30 UTC on 31 March is already 01:30 on 1 April in Brisbane but still 23:30 on 31 March in Perth.
    const instant = at('2026-03-31T15:30:00Z');
    expect(isLiveAt(window, instant, BRISBANE)).toBe(false);
    expect(isLiveAt(window, instant, PERTH)).toBe(true);
  });

  it('treats a date-time with an offset as that instant', () => {
    const window = { starts_at: '2026-03-01T09:00:00+10:00', expires_at: '2026-03-01T17:00:00+10:00' };
    expect(isLiveAt(window, at('2026-02-28T22:59:59Z'), BRISBANE)).toBe(false);
    expect(isLiveAt(window, at('2026-02-28T23:00:00Z'), BRISBANE)).toBe(true);
    expect(isLiveAt(window, at('2026-03-01T07:00:00Z'), BRISBANE)).toBe(true);
    expect(isLiveAt(window, at('2026-03-01T07:00:01Z'), BRISBANE)).toBe(false);
  });

  it('leaves a missing bound open and hides a bound that does not parse', () => {
    expect(isLiveAt({ starts_at: null, expires_at: null }, at('2099-01-01T00:00:00Z'), BRISBANE)).toBe(true);
    expect(isLiveAt({ starts_at: '2026-01-01', expires_at: null }, at('2099-01-01T00:00:00Z'), BRISBANE)).toBe(true);
    expect(isLiveAt({ starts_at: 'soon', expires_at: null }, at('2026-06-01T00:00:00Z'), BRISBANE)).toBe(false);
    expect(isLiveAt({ starts_at: null, expires_at: 'never' }, at('2026-06-01T00:00:00Z'), BRISBANE)).toBe(false);
  });

  it('takes the site time zone from its state, Brisbane when unknown', () => {
    expect(siteTimeZone({ address: { state: 'WA' } })).toBe(PERTH);
    expect(siteTimeZone({ address: { state: 'NSW' } })).toBe('Australia/Sydney');
    expect(siteTimeZone({ address: { state: '' } })).toBe(BRISBANE);
  });
});
