/**
 * The model range in the browser (issue 11 item 2 and the Range menu of item 3): a shopper
 * opens the range from the header, filters it by body, opens a model and reaches its stock;
 * the Range menu opens on click (and on hover where the site says so), the drawer groups the
 * models by body in an accordion (spec 2 §9: 300 ms), the home page carousel enables its
 * arrows by scroll ability (spec 2 §4); and the range pages have no WCAG 2.2 AA violations.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { RANGE_BODY_LABELS, modelDisplayName, modelPath, type Model } from '../../domain/models/model-range';
import type { Car } from '../../domain/vehicle/car';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const JOURNEY_MS = 90_000;

const SITES = loadDealerSites();
const siteOf = (slug: string): DealerSite => {
  const site = SITES.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
};

describe('model range journeys', () => {
  let server: TestServer;
  let browser: Browser;
  let cars: Car[];

  beforeAll(async () => {
    cars = generateInventory({ sites: SITES, carsPerSite: 60 });
    [server, browser] = await Promise.all([startTestServer({ cars }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The model of the site's range with the most cars in its stock. */
  function stockedModel(slug: string): Model {
    const count = (m: Model) => cars.filter((c) => c.site_slug === slug && c.make === m.manufacturer_name && c.model === m.name).length;
    const best = [...siteOf(slug).range.models].sort((a, b) => count(b) - count(a))[0];
    if (!best || count(best) === 0) throw new Error(`no model of the ${slug} range is in its stock`);
    return best;
  }

  it(
    'opens the range from the header, filters it by body, opens a model and reaches its stock',
    async () => {
      const model = stockedModel('harbour-motors');
      const name = modelDisplayName(model);
      const body = RANGE_BODY_LABELS[model.manufacturer_body];
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('harbour-motors')}/`);
      await waitForHydration(page);
      await page.evaluate(() => {
        window.__journeyMarker = 'still here';
      });

      // spec 2 §2: the Range menu lists the models by body; the header carries the open marker.
      const banner = page.getByRole('banner');
      const rangeButton = banner.getByRole('button', { name: 'Range' });
      await rangeButton.click();
      // A disclosure: the button controls a panel of links, a list per body (nav-dropdown.tsx).
      const menu = page.locator(`#${await rangeButton.getAttribute('aria-controls')}`);
      await menu.getByRole('list', { name: body }).getByRole('link', { name }).waitFor();
      await expect.poll(() => banner.getAttribute('data-menu-open')).toBe('true');
      await menu.getByRole('link', { name: /^View the full range/ }).click();

      await page.getByRole('heading', { level: 1, name: 'Explore Our Range' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/models');
      const bodies = page.getByRole('list', { name: 'Body type' });
      await bodies.getByRole('link', { name: body, exact: true }).click();
      await expect.poll(() => new URL(page.url()).search).toBe(`?body=${model.manufacturer_body}`);
      await page.getByRole('heading', { level: 2, name: body }).waitFor();
      const tiles = page.locator('main article');
      const ofBody = siteOf('harbour-motors').range.models.filter((m) =>
        [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3].includes(model.manufacturer_body),
      );
      await expect.poll(() => tiles.count()).toBe(ofBody.length);
      await expect(bodies.getByRole('link', { name: body, exact: true }).getAttribute('aria-current')).resolves.toBe('page');

      await page.getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(new URL(page.url()).pathname).toBe(modelPath(model));
      await page.getByRole('heading', { level: 2, name: `${name} in stock` }).waitFor();

      await page.getByRole('link', { name: new RegExp(`^See (all \\d+ |the )${name} in stock`) }).click();
      await page.waitForURL((url) => url.pathname === `/search/mazda/${model.name.toLowerCase()}`);
      const results = page.locator('main article[data-car-id]');
      await results.first().waitFor();
      const titles = await results.locator('h2, h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title).toContain(`Mazda ${model.name}`);
      // The whole journey ran in the one page: client-side navigation, no reload.
      await expect(page.evaluate(() => window.__journeyMarker)).resolves.toBe('still here');
      expect(await problems()).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'opens the Range menu on hover only on a site that says so, and on click everywhere',
    async () => {
      for (const [slug, hover] of [
        ['harbour-motors', true],
        ['sunset-coast-suzuki', false],
      ] as const) {
        const { page, problems, close } = await watchedPage(browser, DESKTOP);
        await page.goto(`${server.siteUrl(slug)}/`);
        await waitForHydration(page);
        const range = page.getByRole('banner').getByRole('button', { name: 'Range' });
        await range.hover();
        await page.waitForTimeout(400);
        await expect(range.getAttribute('aria-expanded'), slug).resolves.toBe(String(hover));
        await page.mouse.move(5, 800);
        await page.waitForTimeout(400);
        if (hover) await expect.poll(() => range.getAttribute('aria-expanded')).toBe('false');
        await range.click();
        await expect.poll(() => range.getAttribute('aria-expanded')).toBe('true');
        // The dropdown mounts with its transition just after the button says expanded: wait for it (a loaded machine is slow).
        await expect
          .poll(() =>
            page
              .getByRole('banner')
              .getByRole('link', { name: /^View the full range/ })
              .isVisible(),
          )
          .toBe(true);
        // Escape from inside the dropdown closes it and gives the focus back to its button.
        await page
          .getByRole('banner')
          .getByRole('link', { name: /^View the full range/ })
          .focus();
        await page.keyboard.press('Escape');
        await expect.poll(() => range.getAttribute('aria-expanded')).toBe('false');
        await expect(range.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
        await expect(
          page
            .getByRole('banner')
            .getByRole('link', { name: /^View the full range/ })
            .isVisible(),
        ).resolves.toBe(false);
        // Opened by a click, it stays open when the pointer leaves, and a press outside closes it.
        await range.click();
        await expect.poll(() => range.getAttribute('aria-expanded')).toBe('true');
        await page.mouse.move(5, 800);
        await page.waitForTimeout(400);
        await expect(range.getAttribute('aria-expanded')).resolves.toBe('true');
        await page.mouse.click(5, 800);
        await expect.poll(() => range.getAttribute('aria-expanded')).toBe('false');
        expect(await problems()).toEqual([]);
        await close();
      }
    },
    JOURNEY_MS,
  );

  it(
    'groups the models by body in the phone drawer, as an accordion with a 300 ms transition',
    async () => {
      const { page, problems, close } = await watchedPage(browser, PHONE);
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('button', { name: 'Range' }).click();
      const suvs = drawer.getByRole('button', { name: /^SUVs/ });
      const cars = drawer.getByRole('button', { name: /^Cars/ });
      await suvs.waitFor();
      // spec 2 §9: accordion animation 300 ms.
      const duration = await drawer
        .locator('.mantine-Accordion-root')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--accordion-transition-duration').trim());
      expect(duration).toBe('300ms');
      await suvs.click();
      await expect.poll(() => suvs.getAttribute('aria-expanded')).toBe('true');
      await drawer.getByRole('link', { name: 'Suzuki Jimny XL' }).waitFor({ state: 'visible' });
      // One body open at a time.
      await cars.click();
      await expect.poll(() => suvs.getAttribute('aria-expanded')).toBe('false');
      await drawer.getByRole('link', { name: 'Suzuki Swift' }).click();
      await page.getByRole('heading', { level: 1, name: 'Suzuki Swift' }).waitFor();
      expect(await problems()).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  it(
    'filters the home page range in place, and enables the carousel arrows by scroll ability',
    async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('harbour-motors')}/`);
      await waitForHydration(page);
      const section = page.locator('section[aria-labelledby="range-heading"]');
      await section.scrollIntoViewIfNeeded();
      const previous = section.getByRole('button', { name: 'Previous models' });
      const next = section.getByRole('button', { name: 'Next models' });
      const dots = section.getByRole('button', { name: /^Show models, screen/ });
      await expect.poll(() => dots.count()).toBeGreaterThan(1);
      await expect(previous.isDisabled()).resolves.toBe(true);
      await expect(next.isEnabled()).resolves.toBe(true);

      await next.click();
      await expect.poll(() => previous.isEnabled()).toBe(true);
      // Dot selection: the last screen, where Next has nothing left to show.
      await dots.last().click();
      await expect.poll(() => next.isDisabled()).toBe(true);
      await expect.poll(() => dots.last().getAttribute('aria-current')).toBe('true');

      // A body with one model: nothing to scroll either way, no dots.
      await section.getByRole('button', { name: 'Utes', exact: true }).click();
      await expect(section.getByRole('button', { name: 'Utes', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
      await expect.poll(() => section.locator('article').count()).toBe(1);
      await expect(section.getByRole('link', { name: 'Mazda BT-50' }).isVisible()).resolves.toBe(true);
      await expect.poll(() => next.isDisabled()).toBe(true);
      await expect(previous.isDisabled()).resolves.toBe(true);
      await expect.poll(() => dots.count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    },
    JOURNEY_MS,
  );

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(
      `has no WCAG 2.2 AA violations on the range, a model, the brands and a brand overview on ${device}`,
      async () => {
        const pages: [string, string][] = [
          ['harbour-motors', '/models'],
          ['harbour-motors', '/models?body=hybrids'],
          ['harbour-motors', modelPath(stockedModel('harbour-motors'))],
          ['harbour-motors', '/6e'],
          ['sunstate-motor-group', '/brands'],
          ['sunstate-motor-group', '/toyota/overview'],
          ['sunstate-motor-group', '/kia/tasman'],
        ];
        const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
        const page = await context.newPage();
        for (const [slug, path] of pages) {
          const answer = await page.goto(`${server.siteUrl(slug)}${path}`);
          expect(answer?.status(), `${slug}${path}`).toBe(200);
          await waitForHydration(page);
          const violations = await axeViolations(page);
          expect(violations, `${slug}${path} on ${device}: ${describeViolations(violations)}`).toEqual([]);
        }
        // The Range menu open on desktop.
        if (device === 'desktop') {
          await page.goto(`${server.siteUrl('harbour-motors')}/models`);
          await waitForHydration(page);
          await page.getByRole('banner').getByRole('button', { name: 'Range' }).click();
          await page
            .getByRole('banner')
            .getByRole('link', { name: /^View the full range/ })
            .waitFor();
          const open = await axeViolations(page);
          expect(open, `Range menu open: ${describeViolations(open)}`).toEqual([]);
        }
        await context.close();
      },
      JOURNEY_MS,
    );
  }
});
