import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The results count heading: '385 vehicles'. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ (vehicles?|caravans?)$/ }).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

/** Waits until the results count differs from `before` (the new search has arrived). */
async function countChangedFrom(page: Page, before: number): Promise<number> {
  await page.waitForFunction(
    (previous) => {
      const heading = [...document.querySelectorAll('h2')].find((h) => /^(About )?[\d,]+ (vehicles?|caravans?)$/.test(h.textContent ?? ''));
      return heading !== undefined && Number((heading.textContent ?? '').replace(/[^\d]/g, '')) !== previous;
    },
    before,
    { timeout: 10_000 },
  );
  return resultCount(page);
}

const decodedUrl = (page: Page): string => decodeURIComponent(page.url());

/** Titles and prices of the result cards on screen. */
async function cards(page: Page): Promise<{ title: string; price: number | null }[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((article) => {
      const title = article.querySelector('h3')?.textContent ?? '';
      const priceText = [...article.querySelectorAll('span')].find((s) => /^\$[\d,]+$/.test(s.textContent ?? ''))?.textContent;
      return { title, price: priceText ? Number(priceText.replace(/[^\d]/g, '')) : null };
    }),
  );
}

describe('search journeys in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();
  const today = new Date(new Date().toISOString().slice(0, 10));
  const cars = generateInventory({ sites, totalCars: 1500, seed: 20261121, now: today });

  beforeAll(async () => {
    [server, browser] = await Promise.all([startTestServer({ cars }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('filters by make and price, keeps the state in the URL through reload, back and forward, clears, and opens a car', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    const origin = server.siteUrl('bayside-pre-owned');
    await page.goto(`${origin}/search`);
    await waitForHydration(page);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(21);

    // Tick a make: the URL becomes the make's search page and every card is that make.
    await filters.getByRole('checkbox', { name: /^Toyota \d+ results?$/ }).check();
    await page.waitForURL(/\/search\/toyota$/);
    const toyotas = await countChangedFrom(page, all);
    expect(toyotas).toBeLessThan(all);
    for (const card of await cards(page)) expect(card.title).toMatch(/^\d{4} Toyota /);

    // Move the maximum price handle with the keyboard: 400 ms after the last move the URL carries the range.
    const maxPrice = filters.getByRole('slider', { name: 'Maximum price' });
    await maxPrice.focus();
    for (let i = 0; i < 40; i++) await maxPrice.press('ArrowLeft');
    await page.waitForURL(/range%5Bprice%5D=|range\[price\]=/);
    const limit = Number(/range\[price\]=:(\d+)/.exec(decodedUrl(page))?.[1]);
    expect(limit).toBeGreaterThan(0);
    expect(limit % 1000).toBe(0); // spec 1 §5: slider values round to 1,000
    const cheaper = await countChangedFrom(page, toyotas);
    expect(cheaper).toBeLessThan(toyotas);
    for (const card of await cards(page)) {
      expect(card.title).toMatch(/ Toyota /);
      if (card.price !== null) expect(card.price).toBeLessThanOrEqual(limit);
    }
    const filteredUrl = page.url();

    // Reload: the same search from the URL alone.
    await page.reload();
    await waitForHydration(page);
    expect(page.url()).toBe(filteredUrl);
    expect(await resultCount(page)).toBe(cheaper);
    await expect(filters.getByRole('checkbox', { name: /^Toyota \d+ results?$/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /^Remove Price: Up to \$/ }).isVisible()).resolves.toBe(true);

    // Back and forward restore each state.
    await page.goBack();
    await page.waitForURL(/\/search\/toyota$/);
    expect(await countChangedFrom(page, cheaper)).toBe(toyotas);
    await page.goBack();
    await page.waitForURL(/\/search$/);
    expect(await countChangedFrom(page, toyotas)).toBe(all);
    await expect(filters.getByRole('checkbox', { name: /^Toyota \d+ results?$/ }).isChecked()).resolves.toBe(false);
    await page.goForward();
    await page.goForward();
    await page.waitForURL(filteredUrl);
    expect(await countChangedFrom(page, all)).toBe(cheaper);

    // Clear Filters: back to the whole stock.
    await page.getByRole('group', { name: 'Active filters' }).getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL(/\/search$/);
    expect(await countChangedFrom(page, cheaper)).toBe(all);

    // Open a card: the car's page, by its title link.
    const first = page.locator('main article h3 a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/cars\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(
      page
        .getByText(/^\$[\d,]+$/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    expect(await problems()).toEqual([]);
    await close();
  });

  it('searches text after a pause, sorts, pages with focus on the results, and a filter change drops the page', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/search`);
    await waitForHydration(page);
    const all = await resultCount(page);

    // issue 14: the box offers the last searches (spec 1 §9), so it is a combobox rather than a plain searchbox.
    await page.getByRole('combobox', { name: 'Search stock' }).fill('cx-5');
    await page.waitForURL(/query=cx-5/);
    const cx5 = await countChangedFrom(page, all);
    for (const card of await cards(page)) expect(card.title).toContain('CX-5');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest Price' });
    await page.waitForURL(/sortBy=price_asc/);
    // The engine sorts by the cash price each card shows (data-price); a card without one sorts last.
    const listed = () =>
      page
        .locator('main article')
        .evaluateAll((articles) => articles.map((a) => (a.hasAttribute('data-price') ? Number(a.getAttribute('data-price')) : Infinity)));
    await expect
      .poll(async () => {
        const prices = await listed();
        return prices.length > 0 && prices.every((p, i) => i === 0 || (prices[i - 1] ?? 0) <= p);
      })
      .toBe(true);

    const pages = page.getByRole('navigation', { name: 'Results pages' });
    if (cx5 > 21) {
      await pages.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/page=2/);
      await expect.poll(() => pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
      // Focus moves to the results heading, so a screen reader starts at the new page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      // A filter change drops the page.
      await page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: /^New \d+ results?$/ })
        .check();
      await page.waitForURL((url) => url.pathname === '/search/new-cars' && !url.search.includes('page='));
    }
    expect(await problems()).toEqual([]);
    await close();
  });

  it('keeps the last results on screen when a search fails, logging it without showing an error', async () => {
    const warnings: string[] = [];
    // Chromium itself reports the aborted request as a console error; the page logs only a warning.
    const { page, problems, close } = await watchedPage(browser, DESKTOP, { allowConsoleError: (text) => text.includes('net::ERR_FAILED') });
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${server.siteUrl('harbour-motors')}/search`);
    await waitForHydration(page);
    const before = await cards(page);
    await page.route('**/api/search**', (route) => route.abort());
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: /^Used \d+ results?$/ })
      .check();
    await page.waitForURL(/\/search\/used-cars$/);
    await expect.poll(() => warnings.some((w) => w.includes('Search failed'))).toBe(true);
    // The filters show the new choice; the results stay those of the last good search.
    await expect(
      page
        .getByRole('complementary', { name: 'Filters' })
        .getByRole('checkbox', { name: /^Used \d+ results?$/ })
        .isChecked(),
    ).resolves.toBe(true);
    expect(await cards(page)).toEqual(before);
    await expect(page.getByText('No Results Available').count()).resolves.toBe(0);
    expect(await problems()).toEqual([]);
    await close();
  });

  it('on a phone, filters in a drawer and saves a favourite that survives a reload', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('sunstate-motor-group')}/search`);
    await waitForHydration(page);
    const all = await resultCount(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter results' });
    await drawer.getByRole('checkbox', { name: /^Used \d+ results?$/ }).check();
    await page.waitForURL(/\/search\/used-cars$/);
    const used = await countChangedFrom(page, all);
    await drawer.getByRole('button', { name: `Show ${used} vehicles` }).click();
    await drawer.waitFor({ state: 'hidden' });

    const save = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
    const name = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save (.+) to favourites$/, '$1');
    await save.click();
    const saved = page.getByRole('button', { name: `Remove ${name} from favourites` }).first();
    await expect(saved.getAttribute('aria-pressed')).resolves.toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(
      page
        .getByRole('button', { name: `Remove ${name} from favourites` })
        .first()
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    expect(await problems()).toEqual([]);
    await close();
  });

  it('from the home page hero: choose a make, see the count, and land on its search page', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/`);
    await waitForHydration(page);
    const hero = page.getByRole('search', { name: 'Search our stock' });
    const button = hero.getByRole('link', { name: /^Show Me [\d,]+ Cars$/ });
    const shown = async () => Number(((await button.textContent()) ?? '').replace(/[^\d]/g, ''));
    // The counts the site's search gives (the hero asks the same search): all the stock, then Mazdas.
    const stock = await page.evaluate(
      async () => (await (await fetch('/api/search?hitsPerPage=1')).json()) as { count: number; facets: { make: Record<string, number> } },
    );
    const mazdas = stock.facets.make['Mazda'] ?? 0;
    expect(mazdas).toBeGreaterThan(0);
    expect(mazdas).toBeLessThan(stock.count);
    await expect.poll(shown).toBe(stock.count);
    await hero.getByRole('combobox', { name: 'Make' }).selectOption({ value: 'Mazda' });
    await expect.poll(shown).toBe(mazdas);
    await button.click();
    await page.waitForURL(/\/search\/mazda$/);
    await page.getByRole('heading', { level: 1, name: 'Mazda Cars for Sale' }).waitFor();
    expect(await problems()).toEqual([]);
    await close();
  });

  it('answers a make the site does not stock with the no-results panel (200, not indexed), and a word that names no make with the 404 page', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP, {
      allowConsoleError: (text) => /status of 404/.test(text),
    });
    const origin = server.siteUrl('sunset-coast-suzuki');
    const response = await page.goto(`${origin}/search/lamborghini`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Lamborghini Cars for Sale' }).waitFor();
    const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'No Results Available' }) });
    await panel.waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    // Clear Filters goes to the site's whole stock.
    await panel.getByRole('link', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(await countChangedFrom(page, 0)).toBeGreaterThan(0);

    const nonsense = await page.goto(`${origin}/search/fluffy-unicorns`);
    expect(nonsense?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("We couldn't find that page");
    expect(await problems()).toEqual([]);
    await close();
  });

  it('offers cars like a car the site no longer has on its 404 page, on desktop and phone, whose links open cars of that make and its search', async () => {
    const slug = 'sunstate-motor-group';
    // A car that has left the site: its address is like a Sunstate car's, with a stock number no car has.
    const like = cars.find((c) => c.site_slug === slug && c.status === 'in_stock' && c.make === 'Kia')!;
    const gone = `${like.year}-kia-${like.model.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-gone-0000`;
    for (const [viewport, label] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const { page, problems, close } = await watchedPage(browser, viewport, { allowConsoleError: (text) => /status of 404/.test(text) });
      const response = await page.goto(`${server.siteUrl(slug)}/cars/${gone}`);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'This car is no longer on our site' }).waitFor();
      const offered = page.getByRole('region', { name: 'Cars you might like instead' });
      const titles = await offered.getByRole('article').locator('h3').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.length).toBeLessThanOrEqual(6);
      // Cars of the model first, of the make next.
      expect(titles[0]).toContain(`Kia ${like.model}`);
      const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await page.screenshot({ path: `/tmp/shots/content/missing-car-${label}.png`, fullPage: true });

      if (label === 'desktop') {
        await offered.getByRole('article').first().locator('h3').click();
        await page.waitForURL((url) => url.pathname.startsWith('/cars/') && url.pathname !== `/cars/${gone}`);
        await page.getByRole('heading', { level: 1, name: new RegExp(`Kia ${like.model}`) }).waitFor();
        await page.goBack();
        await page.getByRole('link', { name: `Search all Kia ${like.model} stock` }).click();
        await page.waitForURL((url) => url.pathname.startsWith('/search/kia/'));
        await page.getByRole('heading', { level: 1, name: new RegExp(`Kia ${like.model}`) }).waitFor();
        expect(await resultCount(page)).toBeGreaterThan(0);
      }
      expect(await problems()).toEqual([]);
      await close();
    }
  });
});
