/**
 * spec 2 §9 'Locations carousel: 3 or fewer locations and no swipe hint on wide screens; more
 * than 4 gives 5 columns' — the carousel rendered on the server with Sunstate's locations.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getPublicSite } from '../../../../application/dealer-site/get-site.use-case';
import { loadDealerSites } from '../../../../config/dealer-sites';
import { LocationsCarousel, locationColumns, wideSwipeHint } from '../../../../ui/features/locations/location-carousels';

const sunstate = loadDealerSites().find((s) => s.slug === 'sunstate-motor-group');
if (!sunstate) throw new Error('no Sunstate demo site');
const site = getPublicSite(sunstate);

function carouselOf(count: number): string {
  const items = site.locations.slice(0, count).map((location) => ({ location }));
  return renderToString(
    <MantineProvider>
      <MemoryRouter>
        <LocationsCarousel site={site} items={items} label="Our other locations" now={new Date('2026-03-02T00:00:00Z')} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the locations carousel (spec 2 §9)', () => {
  it('fits 3 or fewer on wide screens, with no swipe hint there', () => {
    for (const count of [1, 2, 3]) {
      expect(locationColumns(count)).toBe(count);
      expect(wideSwipeHint(count)).toBe(false);
      expect(carouselOf(count)).toContain('data-wide-hint="false"');
    }
  });

  it('gives five columns for more than 4, hinting to swipe when there are more than five', () => {
    expect(locationColumns(4)).toBe(4);
    expect(wideSwipeHint(4)).toBe(false);
    for (const count of [5, 6, 7, 8]) expect(locationColumns(count)).toBe(5);
    expect(wideSwipeHint(5)).toBe(false);
    expect(wideSwipeHint(6)).toBe(true);
    const html = carouselOf(7);
    expect(html).toContain('--loc-cols:5');
    expect(html).toContain('data-wide-hint="true"');
    expect(html.match(/aria-roledescription="location"/g)).toHaveLength(7);
  });
});
