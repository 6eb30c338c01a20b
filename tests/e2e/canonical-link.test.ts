/**
 * issue 11 item 8: the canonical link follows the page in the browser too. After a client-side
 * navigation the head holds exactly one canonical link, to the new page's canonical URL on the
 * site's configured origin (ui/app/document-meta.ts canonicalUrlOf), and none on the 404 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const SITES = loadDealerSites();
const SLUG = 'bayside-pre-owned';
const ORIGIN = new URL(SITES.find((s) => s.slug === SLUG)?.site_url ?? 'https://missing.example').origin;

const canonicals = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => link.href));

describe('the canonical link in the browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startTestServer({ cars: generateInventory({ sites: SITES, carsPerSite: 20, seed: 8, now: new Date() }) });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('follows client-side navigation, one link at a time, and leaves the 404 page without one', async () => {
    const watched = await watchedPage(browser, { width: 1280, height: 900 }, { allowConsoleError: (text) => /404/.test(text) });
    const { page } = watched;
    try {
      await page.goto(`${server.siteUrl(SLUG)}/`);
      await waitForHydration(page);
      expect(await canonicals(page)).toEqual([`${ORIGIN}/`]);

      // A link of the page, followed by the router (no document load).
      await page.evaluate(() => {
        (window as Window & { __sameDocument?: boolean }).__sameDocument = true;
      });
      await page.getByRole('link', { name: 'Sell My Car' }).first().click();
      await page.waitForURL('**/sell-my-car');
      await expect.poll(() => canonicals(page)).toEqual([`${ORIGIN}/sell-my-car`]);
      expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);

      // Back to a page of the history: its canonical again.
      await page.goBack();
      await page.waitForURL(`${server.siteUrl(SLUG)}/`);
      await expect.poll(() => canonicals(page)).toEqual([`${ORIGIN}/`]);

      // The 404 page, reached by the router (a history entry it reads on popstate), has none (noindex).
      await page.evaluate(() => {
        window.history.pushState(null, '', '/no-such-page-here');
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await page.waitForURL('**/no-such-page-here');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toMatch(/find that page/i);
      await expect.poll(() => canonicals(page)).toEqual([]);
      expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await watched.problems()).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
