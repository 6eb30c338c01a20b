/**
 * What the vehicle engagement store (migrations 004, 006) must do on every SQL engine Caryard runs
 * on (pglite-vehicle-engagement.test.ts, postgres-vehicle-engagement.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../adapters/persistence/migrator';
import type { SqlDatabase } from '../../../adapters/persistence/sql-database';
import { SqlVehicleEngagementStore } from '../../../adapters/persistence/sql-vehicle-engagement-store';

export type OpenEmptyDatabase = () => Promise<SqlDatabase>;

export function vehicleEngagementContract(engine: string, openEmpty: OpenEmptyDatabase): void {
  describe(`${engine}: vehicle engagement (views, phone reveals, analytics)`, () => {
    let db: SqlDatabase;
    let store: SqlVehicleEngagementStore;

    beforeAll(async () => {
      db = await openEmpty();
      await migrate(db);
      store = new SqlVehicleEngagementStore(db);
    });
    afterAll(() => db?.close());

    it("starts a car's counter from its baseline, then counts one more per view", async () => {
      expect(await store.viewsOf('harbour-motors', 101)).toBeNull();
      expect(await store.recordView('harbour-motors', 101, 12)).toBe(13);
      expect(await store.recordView('harbour-motors', 101, 12)).toBe(14);
      // The baseline only seeds the first view.
      expect(await store.recordView('harbour-motors', 101, 500)).toBe(15);
      expect(await store.viewsOf('harbour-motors', 101)).toBe(15);
    });

    it('keeps one counter per site and car', async () => {
      expect(await store.recordView('harbour-motors', 102, 0)).toBe(1);
      expect(await store.recordView('bayside-pre-owned', 102, 0)).toBe(1);
      expect(await store.recordView('harbour-motors', 102, 0)).toBe(2);
      expect(await store.viewsOf('bayside-pre-owned', 102)).toBe(1);
    });

    it('counts every one of many concurrent views exactly once', async () => {
      const totals = await Promise.all(Array.from({ length: 40 }, () => store.recordView('harbour-motors', 103, 0)));
      expect([...totals].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect(await store.viewsOf('harbour-motors', 103)).toBe(40);
    });

    it('stores phone reveals per site and car', async () => {
      await store.recordPhoneReveal({ siteSlug: 'harbour-motors', carId: 104, dealershipId: 201, websiteId: 2 });
      await store.recordPhoneReveal({ siteSlug: 'harbour-motors', carId: 104, dealershipId: 201, websiteId: 2 });
      await store.recordPhoneReveal({ siteSlug: 'bayside-pre-owned', carId: 104, dealershipId: 301, websiteId: 3 });
      expect(await store.phoneRevealsOf('harbour-motors', 104)).toBe(2);
      expect(await store.phoneRevealsOf('bayside-pre-owned', 104)).toBe(1);
      expect(await store.phoneRevealsOf('harbour-motors', 999)).toBe(0);
    });

    it('stores analytics events with their car, page and properties, oldest first', async () => {
      await store.recordEvent({
        siteSlug: 'saltbush-caravans',
        eventId: 4,
        eventName: null,
        carId: 105,
        url: '/cars/x',
        properties: { source: 'gallery', n: 2, ok: true, none: null },
      });
      await store.recordEvent({ siteSlug: 'saltbush-caravans', eventId: 26, eventName: null, carId: null, url: null });
      await store.recordEvent({ siteSlug: 'harbour-motors', eventId: 61, eventName: null, carId: 105 });
      expect(await store.eventsOf('saltbush-caravans')).toEqual([
        {
          siteSlug: 'saltbush-caravans',
          eventId: 4,
          eventName: null,
          carId: 105,
          url: '/cars/x',
          properties: { source: 'gallery', n: 2, ok: true, none: null },
        },
        { siteSlug: 'saltbush-caravans', eventId: 26, eventName: null, carId: null, url: null, properties: {} },
      ]);
      expect(await store.eventsOf('harbour-motors', 1)).toHaveLength(1);
    });

    it('stores an event the spec gives no id by its name (spec 1 §7 call clicks), and refuses one with both or neither', async () => {
      await store.recordEvent({
        siteSlug: 'sunstate-motor-group',
        eventId: null,
        eventName: 'call_click',
        carId: 106,
        url: '/cars/y',
        properties: { placement: 'sidebar' },
      });
      await store.recordEvent({ siteSlug: 'sunstate-motor-group', eventId: 39, eventName: null, carId: 106 });
      expect(await store.eventsOf('sunstate-motor-group')).toEqual([
        { siteSlug: 'sunstate-motor-group', eventId: null, eventName: 'call_click', carId: 106, url: '/cars/y', properties: { placement: 'sidebar' } },
        { siteSlug: 'sunstate-motor-group', eventId: 39, eventName: null, carId: 106, url: null, properties: {} },
      ]);
      await expect(store.recordEvent({ siteSlug: 'sunstate-motor-group', eventId: 61, eventName: 'call_click', carId: 106 })).rejects.toThrow();
      await expect(store.recordEvent({ siteSlug: 'sunstate-motor-group', eventId: null, eventName: null, carId: 106 })).rejects.toThrow();
      expect(await store.eventsOf('sunstate-motor-group')).toHaveLength(2);
    });
  });
}
