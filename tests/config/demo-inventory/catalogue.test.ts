import { describe, expect, it } from 'vitest';
import { CAR_BODIES, PAINT_COLOURS } from '../../../adapters/media/car-image-url';
import { CATALOGUE, PAINT_FAMILY_WEIGHTS, PAINT_NAMES, makeSlug } from '../../../config/demo-inventory/catalogue';
import { isAvailable } from '../../../config/demo-inventory/site-profile';

const label = (m: (typeof CATALOGUE)[number]): string => `${m.make} ${m.model}`;

describe('demo catalogue', () => {
  it('carries the cars Australians buy, and bikes, trucks and caravans', () => {
    const names = new Set(CATALOGUE.map(label));
    for (const name of [
      'Toyota HiLux',
      'Toyota RAV4',
      'Toyota LandCruiser',
      'Toyota Corolla',
      'Ford Ranger',
      'Ford Everest',
      'Mazda CX-5',
      'Mazda CX-3',
      'Mazda BT-50',
      'Mazda 3',
      'Mitsubishi Triton',
      'Mitsubishi Outlander',
      'Hyundai i30',
      'Hyundai Tucson',
      'Kia Sportage',
      'Kia Cerato',
      'Isuzu D-Max',
      'Isuzu MU-X',
      'Nissan Navara',
      'Nissan X-Trail',
      'Suzuki Swift',
      'Suzuki Vitara',
      'Suzuki Jimny',
      'Tesla Model 3',
      'Tesla Model Y',
      'BYD Atto 3',
      'MG ZS',
      'Volkswagen Amarok',
      'Subaru Outback',
      'Subaru Forester',
      'Jayco Journey Outback',
      'Viscount Grand Tourer',
      'Coromal Element',
      'Avan Aspire',
    ])
      expect(names).toContain(name);
    for (const type of ['motorcycle', 'truck', 'caravan'] as const) expect(CATALOGUE.some((m) => m.itemType === type)).toBe(true);
  });

  it('every badge names a powertrain of its model (caravans: none) and is on sale in some generation year', () => {
    for (const model of CATALOGUE) {
      expect(model.badges.length, label(model)).toBeGreaterThan(0);
      expect(CAR_BODIES, label(model)).toContain(model.body.svgBody);
      for (const badge of model.badges) {
        if (model.itemType === 'caravan') {
          expect(badge.caravan, `${label(model)} ${badge.name}`).toBeDefined();
        } else {
          expect(model.powertrains[badge.powertrain], `${label(model)} ${badge.name}`).toBeDefined();
        }
        const years = Array.from({ length: 20 }, (_, i) => 2010 + i);
        const onSale = years.some(
          (y) => (badge.from ?? 0) <= y && y <= (badge.to ?? Infinity) && model.generations.some((g) => g.from <= y && y <= (g.to ?? Infinity)),
        );
        expect(onSale, `${label(model)} ${badge.name}`).toBe(true);
      }
    }
  });

  it('generations of a model follow one another without overlapping', () => {
    for (const model of CATALOGUE) {
      model.generations.forEach((g, i) => {
        const next = model.generations[i + 1];
        if (next) expect(g.to, label(model)).toBeLessThan(next.from);
      });
    }
  });

  it('prices new are plausible Australian drive-away prices', () => {
    for (const model of CATALOGUE) {
      for (const badge of model.badges) {
        expect(badge.msrp, `${label(model)} ${badge.name}`).toBeGreaterThanOrEqual(model.itemType === 'motorcycle' ? 5_000 : 15_000);
        expect(badge.msrp, `${label(model)} ${badge.name}`).toBeLessThanOrEqual(400_000);
      }
    }
  });

  it('every make has a URL-safe slug and models still on sale exist for each franchise make', () => {
    for (const model of CATALOGUE) expect(makeSlug(model.make)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const make of ['toyota', 'mazda', 'suzuki', 'jayco', 'yamaha', 'isuzu']) {
      expect(
        CATALOGUE.some((m) => makeSlug(m.make) === make && isAvailable(m, 2027)),
        make,
      ).toBe(true);
    }
  });

  it('paint families are the renderer colours, each with names', () => {
    expect(Object.keys(PAINT_FAMILY_WEIGHTS).sort()).toEqual([...PAINT_COLOURS].sort());
    for (const colour of PAINT_COLOURS) expect(PAINT_NAMES[colour].length).toBeGreaterThan(0);
    for (const model of CATALOGUE) for (const colour of model.colours ?? []) expect(PAINT_COLOURS).toContain(colour);
  });
});
