/**
 * Issue 14 'Done when', on every demo site in Chromium: a shopper signs in with a phone (the
 * one-time code read from the SMS outbox), saves and removes a car (spec 1 §8's toasts), finds
 * it on their watchlist — or in their garage where the site has one — switches alerts on with
 * their consent, compares four cars side by side, and receives exactly one text when the watched
 * car's price drops (the price changed through the one use case that updates a car, then the
 * alert worker's pass run twice).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxSms } from '../../adapters/notifications/outbox-sms-sender';
import { outboxDir } from '../../config/data-dirs';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { AustralianMobile } from '../../domain/leads/sms';
import { formatDollars } from '../../domain/vehicle/money';
import type { Car } from '../../domain/vehicle/car';
import { vehicleFullTitle } from '../../domain/vehicle/vehicle-page';
import { codeOf, latestSignInSms } from '../adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const sites = loadDealerSites();
const DESKTOP = { width: 1280, height: 900 };
const SLUGS = ['sunstate-motor-group', 'harbour-motors', 'bayside-pre-owned', 'saltbush-caravans', 'sunset-coast-suzuki'] as const;

function e164(phone: string): string {
  const parsed = AustralianMobile.parse(phone);
  if (E.isLeft(parsed)) throw new Error(`${phone} is not a mobile`);
  return parsed.right;
}

describe('a shopper signs in, keeps a watchlist, compares four cars and gets one alert, on every demo site', () => {
  let server: TestServer;
  let browser: Browser;
  const cars = generateInventory({ sites, carsPerSite: 40, seed: 20261124 });

  /** An in-stock car shown at its plain price (no offer or subscription price), so a lower price is a lower shown price. */
  function plainPricedCar(slug: string): Car {
    const car = cars.find(
      (c) =>
        c.site_slug === slug &&
        c.status === 'in_stock' &&
        c.price > 10_000 &&
        !((c.offer_price ?? 0) > 10) &&
        !((c.subscription_price ?? 0) > 0) &&
        c.images.length > 0,
    );
    if (!car) throw new Error(`no plainly priced car on ${slug}`);
    return car;
  }

  /** The alert texts sent to a phone (E.164). */
  function alertTextsTo(phone: string): OutboxSms[] {
    const dir = outboxDir(server.core.settings);
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => /^sms-alert-\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as OutboxSms)
      .filter((sms) => sms.to === phone);
  }

  const toast = (page: Page, title: string) => page.getByRole('status').getByRole('group', { name: title });
  const watchlistButton = (page: Page) =>
    page.getByRole('complementary', { name: 'Price and enquiries' }).getByRole('button', { name: /^(Save to|Remove from) Watchlist$/ });

  beforeAll(async () => {
    server = await startTestServer({ cars, rateLimits: { auth: { max: 1000, windowMs: 60_000 } } });
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(SLUGS.map((slug, i) => [slug, `0412 700 ${String(100 + i)}`] as const))(
    'on %s: sign in by phone, save and remove a car, alerts with consent, compare four, one text for a price drop',
    async (slug, phone) => {
      const site = sites.find((s) => s.slug === slug)!;
      const car = plainPricedCar(slug);
      // The name the vehicle page gives the car (its heading, the toasts and the lists).
      const name = vehicleFullTitle(car);
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      try {
        // Signed out, Save sends the shopper to sign-in with redirect and back (spec 1 §4, §6).
        await page.goto(`${server.siteUrl(slug)}/cars/${car.slug}`);
        await waitForHydration(page);
        await watchlistButton(page).click();
        await page.waitForURL((url) => url.pathname === '/sign-in');
        const query = Object.fromEntries(new URL(page.url()).searchParams);
        // The redirect carries the save the shopper started, so it is made on the way back.
        expect(query).toMatchObject({ type: 'watchlist', redirect: `/cars/${car.slug}?save_car=${car.id}` });

        // Sign in with the code the SMS port wrote to the outbox.
        await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
        await page.getByRole('button', { name: 'Send code' }).click();
        await page.getByRole('textbox', { name: 'Code', exact: true }).waitFor();
        let sms: OutboxSms | null = null;
        await expect.poll(() => (sms = latestSignInSms(server, e164(phone))) !== null).toBe(true);
        expect(sms!.body).toContain(site.name);
        await page.getByRole('textbox', { name: 'Code', exact: true }).fill(codeOf(sms!));
        await page.getByRole('button', { name: 'Verify and sign in' }).click();
        await page.waitForURL((url) => url.pathname === `/cars/${car.slug}`);
        await waitForHydration(page);

        // Saved on return, then removed and saved again: each with spec 1 §8's toast.
        await toast(page, 'Car Saved In Watchlist')
          .filter({ hasText: `${name} is now available in your watchlist` })
          .waitFor();
        await expect.poll(() => watchlistButton(page).textContent()).toBe('Remove from Watchlist');
        await watchlistButton(page).click();
        await toast(page, 'Car Removed')
          .filter({ hasText: `${name} is no longer in your watchlist` })
          .waitFor();
        await expect.poll(() => watchlistButton(page).textContent()).toBe('Save to Watchlist');
        await watchlistButton(page).click();
        await expect.poll(() => watchlistButton(page).textContent()).toBe('Remove from Watchlist');

        // The list page: the garage where the site has one, else the watchlist page; alerts switched on with consent there.
        const listPath = site.features.garage ? '/my-garage' : '/watchlist';
        await page.goto(`${server.siteUrl(slug)}${listPath}`);
        await waitForHydration(page);
        await page.getByText(name, { exact: true }).first().waitFor();
        const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
        await alerts.getByRole('switch', { name: 'Price-drop and new-stock alerts' }).check();
        await alerts.getByRole('checkbox').check();
        await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
        await alerts.getByRole('status').filter({ hasText: 'Alerts are on' }).waitFor();

        // Compare four cars side by side, from the search page's cards.
        await page.goto(`${server.siteUrl(slug)}/search`);
        await waitForHydration(page);
        const addToCompare = page.getByRole('button', { name: /^Add .+ to compare$/ });
        await expect.poll(() => addToCompare.count()).toBeGreaterThanOrEqual(4);
        for (let n = 1; n <= 4; n++) {
          await addToCompare.first().click();
          await page.getByRole('heading', { name: `Compare (${n}/4)` }).waitFor();
        }
        await page.getByRole('link', { name: 'Compare now' }).click();
        await page.waitForURL((url) => url.pathname === '/compare');
        const table = page.getByRole('region', { name: 'Comparison table' });
        await table.getByRole('columnheader').nth(3).waitFor();
        expect(await table.getByRole('columnheader').count()).toBe(4);
        expect(await table.getByRole('rowheader', { name: 'Price' }).count()).toBe(1);

        // The watched car's price drops (the one use case that updates a car): one text, once.
        const lower = car.price - 1_500;
        const updated = await server.core.useCases.updateCar.execute({ site_slug: slug, car_id: car.id, changes: { price: lower } })();
        expect(E.isRight(updated) && updated.right.alerts_recorded).toBe(1);
        await server.core.useCases.sendShopperAlerts.execute()();
        await server.core.useCases.sendShopperAlerts.execute()();
        const texts = alertTextsTo(e164(phone));
        expect(texts).toHaveLength(1);
        expect(texts[0]!.body).toContain(`now ${formatDollars(lower)} (was ${formatDollars(car.price)})`);
        expect(texts[0]!.body).toMatch(/Opt out: http/);
        expect(texts[0]!.body.startsWith(`${site.name}: `)).toBe(true);

        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    },
    120_000,
  );
});
