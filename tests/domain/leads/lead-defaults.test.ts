import { describe, expect, it } from 'vitest';
import { isFindSimilarLead, LEAD_CATEGORIES, leadFormDefaults } from '../../../domain/leads';
import { aCar } from '../../support/car-builder';
import { aDealerSite, aLocation } from '../../config/demo-inventory/a-dealer-site';

describe('lead form defaults (spec 2 §2)', () => {
  const site = { ...aDealerSite('harbour-motors').withLocations(aLocation(21).selling('mazda')).build(), manufacturer: 'mazda' };

  it('fills every default field from the car: dealership, manufacturer, stock number, make, model, type, id, status, opt_in false (the shopper ticks it), message, subcategory', () => {
    const car = aCar()
      .withId(77)
      .withMakeModel('Mazda', 'CX-5')
      .withYear(2023)
      .ofType('demo')
      .with({ stocknum: 'HM-1234', badge: 'Maxx Sport', dealership_slug: 'harbour-motors' })
      .build();
    expect(leadFormDefaults(site, car)).toEqual({
      dealership_slug: 'harbour-motors',
      manufacturer_slug: 'mazda',
      stock_number: 'HM-1234',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      car_type: 'demo',
      car_id: 77,
      vehicle_status: 'in_stock',
      opt_in: false,
      message: "Hi, I'm interested in the 2023 Mazda CX-5 Maxx Sport (stock number HM-1234). Is it still available?",
      subcategory: 'demo',
    });
  });

  it("without a car: the primary location's dealership, the site's manufacturer, an empty message", () => {
    expect(leadFormDefaults(site)).toEqual({
      dealership_slug: 'dealership-21',
      manufacturer_slug: 'mazda',
      stock_number: null,
      'Vehicle Make': null,
      'Vehicle Model': null,
      car_type: null,
      car_id: null,
      vehicle_status: null,
      opt_in: false,
      message: '',
      subcategory: 'general',
    });
  });

  it('takes a subcategory from the form', () => {
    expect(leadFormDefaults(site, null, { subcategory: 'test-drive' }).subcategory).toBe('test-drive');
  });

  it('offers General Enquiry among the categories (spec 2 §2), and spots a Find Me Something Similar lead', () => {
    expect(LEAD_CATEGORIES).toContain('General Enquiry');
    expect(isFindSimilarLead({ category: 'Find Me Something Similar' })).toBe(true);
    expect(isFindSimilarLead({ category: 'General Enquiry', subcategory: ' find me something similar ' })).toBe(true);
    expect(isFindSimilarLead({ category: 'General Enquiry' })).toBe(false);
  });
});
