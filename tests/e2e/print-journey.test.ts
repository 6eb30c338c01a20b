import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCar } from '../support/car-builder';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const photos = Array.from({ length: 4 }, (_, i) => ({
  image: { url: `/media/cars/suv/red/${i}.svg`, thumb: { url: `/media/cars/suv/red/${i}.svg?w=320` } },
}));

const car = aCar()
  .withId(995_001)
  .withSite('harbour-motors')
  .withSlug('2022-mazda-cx-5-print-edition')
  .withMakeModel('Mazda', 'CX-5')
  .withYear(2022)
  .withPrice(36_990)
  .with({
    name: '2022 Mazda CX-5 Print Edition',
    badge: 'Print Edition',
    city: 'Newcastle West',
    dealership_slug: 'harbour-motors',
    simple_body: 'SUV',
    images: photos,
    photos_count: photos.length,
    primary_image_url: photos[0]?.image.url ?? null,
    certified: false,
  })
  .build();

describe('printable vehicle page in the browser (spec 1 §2 route table: /print?car_id={slug})', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ cars: [car] }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Harbour Motors: opens the printable page in a new tab from the car, which prints without the toolbar', async () => {
    const { page, problems, close } = await watchedPage(browser, { width: 1366, height: 900 });
    const origin = server.siteUrl('harbour-motors');
    await page.goto(`${origin}/cars/${car.slug}`);
    await waitForHydration(page);

    const opened = page.context().waitForEvent('page');
    await page.getByRole('link', { name: 'Printable page' }).click();
    const sheet = await opened;
    const sheetErrors: string[] = [];
    sheet.on('pageerror', (error) => sheetErrors.push(error.message));
    sheet.on('console', (message) => {
      if (message.type() === 'error') sheetErrors.push(message.text());
    });
    await sheet.waitForLoadState();
    expect(new URL(sheet.url()).pathname + new URL(sheet.url()).search).toBe(`/print?car_id=${car.slug}`);
    await waitForHydration(sheet);

    await expect(sheet.getByRole('heading', { level: 1, name: '2022 Mazda CX-5 Print Edition' }).isVisible()).resolves.toBe(true);
    await expect(sheet.getByTestId('print-price').textContent()).resolves.toBe('$36,990');
    const toolbar = sheet.getByRole('group', { name: 'Print options' });
    await expect(toolbar.getByRole('button', { name: 'Print this page' }).isEnabled()).resolves.toBe(true);
    await expect(toolbar.isVisible()).resolves.toBe(true);
    await expect(sheet.getByRole('banner').isVisible()).resolves.toBe(true);

    // On paper: the sheet alone — no toolbar, no site header or footer.
    await sheet.emulateMedia({ media: 'print' });
    await expect(toolbar.isVisible()).resolves.toBe(false);
    await expect(sheet.getByRole('banner').isVisible()).resolves.toBe(false);
    await expect(sheet.getByRole('contentinfo').isVisible()).resolves.toBe(false);
    await expect(sheet.getByRole('heading', { level: 1, name: '2022 Mazda CX-5 Print Edition' }).isVisible()).resolves.toBe(true);
    await expect(sheet.getByTestId('print-price').isVisible()).resolves.toBe(true);

    expect(await problems()).toEqual([]);
    expect(sheetErrors).toEqual([]);
    await close();
  });
});
