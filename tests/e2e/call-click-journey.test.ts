/**
 * spec 1 §7 "call clicks": every Call control of the vehicle page sends a call click, recorded
 * by name (`call_click`, no id in spec 2 §7) with the car, the page and where the control was.
 * Real browser, real server, real store: nothing is intercepted; the events are read back
 * from the store the server writes to.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../config/ports';
import { migrate } from '../../adapters/persistence/migrator';
import { PgliteDatabase } from '../../adapters/persistence/pglite-database';
import { SqlVehicleEngagementStore } from '../../adapters/persistence/sql-vehicle-engagement-store';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { Car } from '../../domain/vehicle/car';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';
import { emptyPglite } from '../support/pglite-snapshots';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

declare global {
  interface Window {
    __callClicks?: { href: string; defaultPrevented: boolean }[];
  }
}

/**
 * Notes each click on a tel: link once the page's own handlers have run (a document listener
 * runs after React's root listener): the tracking must leave the call itself alone.
 */
async function watchTelClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (link) (window.__callClicks ??= []).push({ href: link.getAttribute('href') ?? '', defaultPrevented: event.defaultPrevented });
    });
  });
}

describe('call clicks in the browser (spec 1 §7)', () => {
  let server: TestServer;
  let browser: Browser;
  let db: PgliteDatabase;
  let engagement: SqlVehicleEngagementStore;
  const sites = loadDealerSites();
  const today = new Date(new Date().toISOString().slice(0, 10));
  const cars = generateInventory({ sites, totalCars: 1200, seed: 20261121, now: today });
  // A demo car of Harbour Motors, whose calls go to the demo number (spec 2 §1 phone by car type).
  const demoCars = cars.filter((c) => c.site_slug === 'harbour-motors' && c.car_type === 'demo' && c.status === 'in_stock');
  const DEMO_TEL = 'tel:0249261122';

  /** The call clicks the server stored for the car, oldest first. */
  const callClicksOf = async (car: Car) =>
    (await engagement.eventsOf('harbour-motors', 1_000)).filter((e) => e.eventName === 'call_click' && e.carId === car.id);

  /**
   * Opens the car's page in a fresh browser context, lets `act` click one Call control and
   * read the stored event back (before the page closes), and checks that the click kept its default action (the call goes ahead) and that nothing went
   * wrong on the page. One control per page: headless Chromium, which has no phone app, takes no
   * more clicks on a page once it has been handed a tel: link.
   */
  const onCarPage = async (viewport: { width: number; height: number }, url: string, act: (page: Page) => Promise<void>) => {
    const { page, problems, close } = await watchedPage(browser, viewport);
    try {
      await watchTelClicks(page);
      await page.goto(url);
      await waitForHydration(page);
      await act(page);
      expect(await page.evaluate(() => window.__callClicks)).toEqual([{ href: DEMO_TEL, defaultPrevented: false }]);
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  };

  beforeAll(async () => {
    db = await emptyPglite();
    await migrate(db);
    engagement = new SqlVehicleEngagementStore(db);
    [server, browser] = await Promise.all([
      startTestServer({ cars, overrides: (container) => container.rebind(PORTS.EngagementStore).toConstantValue(engagement) }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await db?.close();
  });

  it("Harbour Motors, desktop: Call Now, the sticky header's Call and the revealed number each record a call click with the car, page and placement; the call goes ahead", async () => {
    const car = demoCars[0];
    if (!car) throw new Error('No in-stock demo car for Harbour Motors in the demo inventory');
    const url = `${server.siteUrl('harbour-motors')}/cars/${car.slug}`;

    // The sidebar's Call Now (spec 1 §2), with the demo number on desktop.
    await onCarPage(DESKTOP, url, async (page) => {
      const callNow = page.getByRole('complementary', { name: 'Price and enquiries' }).getByRole('link', { name: /^Call Now\s*02 4926 1122$/ });
      await expect(callNow.getAttribute('href')).resolves.toBe(DEMO_TEL);
      await callNow.click();
      await expect
        .poll(() => callClicksOf(car))
        .toEqual([{ siteSlug: 'harbour-motors', eventId: null, eventName: 'call_click', carId: car.id, url, properties: { placement: 'sidebar' } }]);
    });

    // The sticky header's Call, once the page has scrolled (spec 1 §9: from 500 px).
    await onCarPage(DESKTOP, url, async (page) => {
      await page.evaluate(() => window.scrollTo(0, 1200));
      const headerCall = page.getByRole('link', { name: 'Call', exact: true });
      await expect.poll(() => headerCall.isVisible()).toBe(true);
      await headerCall.click();
      await expect.poll(async () => (await callClicksOf(car)).map((e) => e.properties?.placement)).toEqual(['sidebar', 'sticky_header']);
    });

    // The call-the-dealer box: the reveal is not a call; a click on the revealed number is.
    await onCarPage(DESKTOP, url, async (page) => {
      const reveal = page.getByRole('button', { name: /^02 49\*+ Show number$/ });
      const number = page.getByRole('link', { name: /02 4926 1122/ }).and(page.getByTestId('dealer-phone'));
      await reveal.scrollIntoViewIfNeeded();
      // The box hydrates after the page's load event: click until it answers.
      await expect
        .poll(async () => {
          if ((await reveal.count()) > 0) await reveal.click();
          return number.getAttribute('href', { timeout: 500 }).catch(() => null);
        })
        .toBe(DEMO_TEL);
      expect(await callClicksOf(car)).toHaveLength(2);
      await number.click();
      await expect.poll(async () => (await callClicksOf(car)).map((e) => e.properties?.placement)).toEqual(['sidebar', 'sticky_header', 'call_dealer_box']);
    });
  }, 90_000);

  it("Harbour Motors, phone: the mobile bar's Call records a call click (placement mobile_bar)", async () => {
    const car = demoCars[1];
    if (!car) throw new Error('No second in-stock demo car for Harbour Motors in the demo inventory');
    const url = `${server.siteUrl('harbour-motors')}/cars/${car.slug}`;
    await onCarPage(PHONE, url, async (page) => {
      // Past 900 px the bar is restyled and its button reads 'Call' (spec 1 §9); the sidebar's still reads 'Call Now'.
      await page.evaluate(() => window.scrollTo(0, 1400));
      const barCall = page.getByRole('link', { name: 'Call', exact: true });
      await expect.poll(() => barCall.isVisible()).toBe(true);
      await expect(barCall.getAttribute('href')).resolves.toBe(DEMO_TEL);
      await barCall.click();
      await expect
        .poll(() => callClicksOf(car))
        .toEqual([{ siteSlug: 'harbour-motors', eventId: null, eventName: 'call_click', carId: car.id, url, properties: { placement: 'mobile_bar' } }]);
    });
  }, 60_000);
});
