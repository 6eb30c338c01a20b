import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_MEANINGS, AnalyticsEventId, leadEventId, leadKindOfCategory, vehicleViewEventId } from '../../../domain/analytics';

describe('analytics event ids (spec 2 §7, spec 1 §9)', () => {
  it('has the spec ids 4, 9, 14, 15, 17, 18, 26, 39, 48, 60, 61 with their meanings', () => {
    expect(Object.values(AnalyticsEventId).sort((a, b) => a - b)).toEqual([4, 9, 14, 15, 17, 18, 26, 39, 48, 60, 61]);
    expect(ANALYTICS_EVENT_MEANINGS[4]).toBe('used-vehicle view');
    expect(ANALYTICS_EVENT_MEANINGS[61]).toBe('print');
  });

  it('maps enquiries: new 14, used 15, demo counted as new 14', () => {
    expect(leadEventId({ kind: 'enquiry', carType: 'new' })).toBe(14);
    expect(leadEventId({ kind: 'enquiry', carType: 'used' })).toBe(15);
    expect(leadEventId({ kind: 'enquiry', carType: 'demo' })).toBe(14);
  });

  it('maps test drives: new or test-drive-only 17, used 48, demo counted as new 17', () => {
    expect(leadEventId({ kind: 'test-drive', carType: 'new' })).toBe(17);
    expect(leadEventId({ kind: 'test-drive', carType: 'used' })).toBe(48);
    expect(leadEventId({ kind: 'test-drive', carType: 'used', tag: 'Test Drive Only' })).toBe(17);
    expect(leadEventId({ kind: 'test-drive', carType: 'demo' })).toBe(17);
  });

  it('maps finance to 9 and an accepted trade-in offer to 18', () => {
    expect(leadEventId({ kind: 'finance', carType: 'used' })).toBe(9);
    expect(leadEventId({ kind: 'trade-in-offer-accepted' })).toBe(18);
  });

  it('derives the lead kind from the form category', () => {
    expect(leadKindOfCategory('General Enquiry')).toEqual(O.some('enquiry'));
    expect(leadKindOfCategory('Book a Test Drive')).toEqual(O.some('test-drive'));
    expect(leadKindOfCategory('Finance Enquiry')).toEqual(O.some('finance'));
    expect(leadKindOfCategory('Trade-in Enquiry')).toEqual(O.none);
    expect(leadKindOfCategory('Service Booking')).toEqual(O.none);
  });

  it('sends 4 on viewing a used vehicle only', () => {
    expect(vehicleViewEventId('used')).toEqual(O.some(4));
    expect(vehicleViewEventId('new')).toEqual(O.none);
  });
});
