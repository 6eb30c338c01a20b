import { describe, expect, it } from 'vitest';
import { fuelCalculator, hasEngine, hasFuelCalculator, protectionOffer } from '../../../domain/vehicle';

describe('the vehicle page sections an item type has', () => {
  it('a caravan (towed, no engine) has no fuel calculator; cars, motorcycles and trucks do', () => {
    expect(hasEngine('caravan')).toBe(false);
    expect(hasFuelCalculator({ item_type: 'caravan', fuel: null })).toBe(false);
    // Even a caravan feed that names a fuel (its fridge's gas) gets none.
    expect(fuelCalculator({ item_type: 'caravan', fuel: 'Unleaded Petrol' })._tag).toBe('None');
    for (const itemType of ['car', 'motorcycle', 'truck'] as const) expect(hasFuelCalculator({ item_type: itemType, fuel: 'Diesel' })).toBe(true);
  });

  it('an electric car has none either (spec 1 §5), a hybrid keeps it', () => {
    expect(hasFuelCalculator({ item_type: 'car', simple_fuel: 'Electric' })).toBe(false);
    expect(hasFuelCalculator({ item_type: 'car', fuel: 'Petrol - Hybrid Electric' })).toBe(true);
  });

  it('the protection offer is named for what it protects, with nothing mechanical for a caravan', () => {
    expect(protectionOffer('car').title).toBe('Protect Your Car');
    expect(protectionOffer('motorcycle').title).toBe('Protect Your Motorcycle');
    const caravan = protectionOffer('caravan');
    expect(caravan.title).toBe('Protect Your Caravan');
    expect(caravan.lead).not.toMatch(/running/);
    expect(caravan.items.join(' ')).not.toMatch(/roadside|car\b/i);
    expect(protectionOffer(null).title).toBe('Protect Your Car');
  });
});
