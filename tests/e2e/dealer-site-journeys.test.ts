import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const SITES = new Map(loadDealerSites().map((site) => [site.slug, site]));
function site(slug: string): DealerSite {
  const found = SITES.get(slug);
  if (!found) throw new Error(`No demo site ${slug}`);
  return found;
}

/** '#9b1b30' → 'rgb(155, 27, 48)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The colour the site's primary buttons are filled with (Mantine's shade 6 of the primary colour). */
function primaryFill(s: DealerSite): string {
  const shade = s.theme.colors?.[s.theme.primaryColor]?.[6];
  if (!shade) throw new Error(`${s.slug} has no custom primary colour`);
  return rgb(shade);
}

describe('dealer sites in the browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows each dealer its own name and theme colours', async () => {
    const seen: Record<string, { header: string; search: string }> = {};
    for (const slug of ['harbour-motors', 'bayside-pre-owned']) {
      const { name } = site(slug);
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl(slug)}/`);
      await waitForHydration(page);

      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: `${name} home` }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
      expect(await page.title()).toContain(name);

      // spec 1 §2, spec 2 §2: the hero's search button is 'Show Me N cars', counting up to the total.
      const search = page.getByRole('search').getByRole('link', { name: /^Show Me [\d,]+ (Cars|Vehicles|Caravans)$/ });
      seen[slug] = {
        header: await banner.evaluate((el) => getComputedStyle(el).backgroundColor),
        search: await search.evaluate((el) => getComputedStyle(el).backgroundColor),
      };
      expect(await problems()).toEqual([]);
      await close();
    }
    for (const slug of ['harbour-motors', 'bayside-pre-owned']) {
      expect(seen[slug]).toEqual({ header: rgb(site(slug).theme.headerBackground), search: primaryFill(site(slug)) });
    }
    expect(seen['harbour-motors']).not.toEqual(seen['bayside-pre-owned']);
  });

  it('shows the whole dealer name in the header of every site on 360 and 390 px phones and on the desktop', async () => {
    for (const slug of SITES.keys()) {
      for (const viewport of [{ width: 360, height: 780 }, PHONE, DESKTOP]) {
        const { page, problems, close } = await watchedPage(browser, viewport);
        await page.goto(`${server.siteUrl(slug)}/`);
        await waitForHydration(page);
        const home = page.getByRole('banner').getByRole('link', { name: `${site(slug).name} home` });
        const name = home.getByText(site(slug).name, { exact: true });
        await name.waitFor();
        const box = await name.evaluate((el) => {
          const rect = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return {
            scroll: el.scrollWidth,
            client: el.clientWidth,
            right: rect.right,
            height: rect.height,
            line: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2,
            overflow: style.textOverflow,
          };
        });
        const where = `${slug} at ${viewport.width} px`;
        // Nothing of the name is cut off or hidden: it fits its box, inside the screen, on at most two lines.
        expect(box.scroll, where).toBeLessThanOrEqual(box.client);
        expect(box.overflow, where).not.toBe('ellipsis');
        expect(box.right, where).toBeLessThanOrEqual(viewport.width);
        expect(box.height, where).toBeLessThanOrEqual(box.line * 2 + 1);
        // The menu button still fits beside it.
        if (viewport.width < DESKTOP.width) {
          const menu = await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().boundingBox();
          expect(menu && menu.x + menu.width <= viewport.width, where).toBe(true);
        }
        if (viewport.width === 360) await page.screenshot({ path: `/tmp/shots/content/header-${slug}-360.png`, clip: { x: 0, y: 0, width: 360, height: 120 } });
        expect(await problems()).toEqual([]);
        await close();
      }
    }
  }, 180_000);

  it('navigates client-side from the header menu to About Us, without reloading', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.__journeyMarker = 'still here';
    });

    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'More' }).click();
    // spec 2 §2: an open dropdown puts a marker on the header.
    await expect.poll(() => banner.getAttribute('data-menu-open')).toBe('true');
    await banner.getByRole('link', { name: 'About Us' }).click();
    // Choosing a link closes the dropdown.
    await expect.poll(() => banner.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('heading', { level: 1, name: 'About Harbour Motors' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about-us');
    expect(await page.evaluate(() => window.__journeyMarker)).toBe('still here');
    await expect.poll(() => page.title()).toBe('About Us | Harbour Motors');
    expect(await problems()).toEqual([]);
    await close();
  });

  it('shows the 404 page for an unknown path, and its link goes home client-side', async () => {
    const missing = `${server.siteUrl('bayside-pre-owned')}/no-such-page-at-all`;
    const { page, problems, close } = await watchedPage(browser, DESKTOP, {
      // Chromium logs the document's own 404 status on the console; that status is the point here.
      allowConsoleError: (text, sourceUrl) => sourceUrl === missing && /status of 404/.test(text),
    });
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: "We couldn't find that page" }).waitFor();
    expect(await page.title()).toBe('Page not found | Bayside Pre-Owned');
    await page.evaluate(() => {
      window.__journeyMarker = 'still here';
    });

    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: site('bayside-pre-owned').labels.heroHeading }).waitFor();
    expect(await page.evaluate(() => window.__journeyMarker)).toBe('still here');
    await expect.poll(() => page.title()).toContain('Bayside Pre-Owned');
    expect(await problems()).toEqual([]);
    await close();
  });

  it('on a phone, opens the menu drawer and navigates from it', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('sunstate-motor-group')}/`);
    await waitForHydration(page);
    await page.evaluate(() => {
      window.__journeyMarker = 'still here';
    });
    // The desktop navigation is hidden at this width.
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'More' }).click();
    await drawer.getByRole('link', { name: 'About Us' }).click();

    await page.getByRole('heading', { level: 1, name: 'About Sunstate Motor Group' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.__journeyMarker)).toBe('still here');
    expect(await problems()).toEqual([]);
    await close();
  });
});
