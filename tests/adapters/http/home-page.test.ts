/**
 * issue 17 item 2: a home page that sells — featured stock as cards (offers first, then the
 * newest arrivals) and the first featured car cut out in the hero — on the real server with
 * the demo stock generator's cars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { bootDataOf } from './support/boot-data';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

describe('the home page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ cars: generateInventory({ sites: loadDealerSites(), carsPerSite: 60 }) });
  }, 120_000);
  afterAll(() => server?.close());

  it('features stock on the home page: offers first, then the newest arrivals, and the first of them cut out in the hero (issue 17 item 2)', async () => {
    for (const slug of ['harbour-motors', 'bayside-pre-owned', 'sunset-coast-suzuki']) {
      const page = await request(server.port, '/', { host: server.host(slug) });
      expect(page.status).toBe(200);
      const boot = bootDataOf(page.text);
      const home = (
        boot.hydration.loaderData as Record<
          string,
          {
            featured: {
              cars: { id: number; path: string; tag: string | null; images: { image: { url: string } }[] }[];
              offers: number;
              hero: { src: string; car: { id: number } } | null;
            } | null;
          }
        >
      )['home'];
      const featured = home?.featured;
      expect(featured, slug).not.toBeNull();
      if (!featured) continue;
      expect(featured.cars.length, slug).toBe(4);
      // Every featured car has a real photo, and each is a card in the page linking to the car.
      for (const car of featured.cars) {
        expect(car.images[0]?.image.url).toMatch(/^\/media\/(cars|img)\//);
        expect(page.text).toContain(`href="${car.path}"`);
      }
      // Offers (an offer tag) come first.
      featured.cars.slice(0, featured.offers).forEach((car) => expect(car.tag ?? '').toMatch(/sale|drop|bonus|clearance|special|offer|save|saving/i));
      const heading = featured.offers === 0 ? 'Just arrived' : featured.offers === 4 ? 'Special offers' : 'Special offers and new arrivals';
      expect(page.text).toMatch(new RegExp(`<h2[^>]*id="featured-heading"[^>]*>${heading}</h2>`));
      // The hero shows the first featured car cut out (its picture's hero view), preloaded, with a link to it.
      expect(featured.hero?.car.id).toBe(featured.cars[0]?.id);
      expect(featured.hero?.src).toMatch(/^\/media\/cars\/[a-z0-9_-]+\/[a-z0-9-]+\/[a-z]+\/hero\.webp\?w=800$/);
      expect(page.text).toContain(`<link rel="preload" as="image" href="${featured.hero?.src}"`);
      const picture = await request(server.port, featured.hero?.src ?? '', { host: server.host(slug) });
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
    }
  });
});
