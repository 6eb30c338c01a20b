import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_MEANINGS, ANALYTICS_EVENT_NAMES, AnalyticsEventName, isAnalyticsEventName } from '../../../domain/analytics';

describe('analytics event names (spec 1 §7 events without a spec 2 §7 id)', () => {
  it('names the call click, which spec 2 §7 gives no id', () => {
    expect(AnalyticsEventName.callClick).toBe('call_click');
    expect(ANALYTICS_EVENT_NAMES).toEqual(['call_click', 'watchlist_save']);
    expect(Object.values(ANALYTICS_EVENT_MEANINGS).filter((meaning) => /call/i.test(meaning))).toEqual([]);
  });

  it('names the watchlist save, which spec 2 §7 gives no id (spec 1 §7 saves to the watchlist)', () => {
    expect(AnalyticsEventName.watchlistSave).toBe('watchlist_save');
    expect(isAnalyticsEventName('watchlist_save')).toBe(true);
    expect(Object.values(ANALYTICS_EVENT_MEANINGS).filter((meaning) => /watchlist/i.test(meaning))).toEqual([]);
  });

  it('knows its names only, case and spelling exactly', () => {
    expect(isAnalyticsEventName('call_click')).toBe(true);
    for (const other of ['CALL_CLICK', 'call-click', 'call_click ', '', '61', 61, null, undefined, {}, '__proto__', 'toString']) {
      expect(isAnalyticsEventName(other)).toBe(false);
    }
  });
});
