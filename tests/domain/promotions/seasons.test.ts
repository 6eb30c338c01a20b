import { describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { australianSeason, seasonsNamed } from '../../../domain/promotions/seasons';

describe('the Australian seasons', () => {
  it('counts summer from December, autumn from March, winter from June and spring from September', () => {
    expect(['2026-12-01', '2027-01-15', '2027-02-28'].map(australianSeason)).toEqual(['summer', 'summer', 'summer']);
    expect(['2027-03-01', '2027-05-31'].map(australianSeason)).toEqual(['autumn', 'autumn']);
    expect(['2027-06-01', '2027-06-30', '2027-08-31'].map(australianSeason)).toEqual(['winter', 'winter', 'winter']);
    expect(['2026-09-01', '2026-11-30'].map(australianSeason)).toEqual(['spring', 'spring']);
    expect(() => australianSeason('2027-13-01')).toThrow(RangeError);
  });

  it('finds the seasons a text names, as whole words', () => {
    expect(seasonsNamed('Summer deals on new Suzukis')).toEqual(['summer']);
    expect(seasonsNamed('Touring season specials')).toEqual([]);
    expect(seasonsNamed('Springvale showroom')).toEqual([]);
  });
});

describe("every demo site's promotions", () => {
  /** Each promotion's copy with the last day it runs. */
  const promotions = loadDealerSites().flatMap((site) => {
    const { popup, banner, tiles } = site.promotions;
    return [
      ...(popup ? [{ where: `${site.slug} popup`, copy: `${popup.title} ${popup.text}`, until: popup.expires_at }] : []),
      ...(banner ? [{ where: `${site.slug} banner`, copy: banner.text, until: banner.expires_at }] : []),
      ...tiles.map((tile) => ({ where: `${site.slug} tile ${tile.id}`, copy: `${tile.title} ${tile.text}`, until: tile.expires_at })),
    ];
  });

  it('that names a season ends in that season (summer deals do not run into June)', () => {
    const named = promotions.filter((p) => seasonsNamed(p.copy).length > 0);
    expect(named.length).toBeGreaterThan(0);
    for (const promotion of named) {
      expect(promotion.until, promotion.where).not.toBeNull();
      expect(seasonsNamed(promotion.copy), promotion.where).toEqual([australianSeason(promotion.until!)]);
    }
  });

  it('that states the day it ends states the day it expires', () => {
    const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    for (const promotion of promotions) {
      const stated = new RegExp(`until (\\d{1,2}) (${MONTHS.join('|')}) (\\d{4})`).exec(promotion.copy);
      if (!stated) continue;
      const [, day, month, year] = stated;
      const iso = `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
      expect(iso, promotion.where).toBe(promotion.until);
    }
  });
});
