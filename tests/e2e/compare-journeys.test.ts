/**
 * Favourites, compare, recently viewed and search history end to end in Chromium (issue 14
 * 'Watchlist, favourites, compare': spec 1 §3 Favourite, Compare list, Viewed car; §4
 * 'Favourites and compare: toggle add and remove locally, without login'; §5 compare and
 * favourite eligibility by site variant; §9 search history and event 39; spec 2 §2 /favourites,
 * §3 search history), found by role and label as a shopper would, on the real server:
 *  - four cars added to compare from the search cards, the tray counting 1…4, a fifth refused
 *    with the message; /compare with four columns and the rows, 'Hide rows that are the same',
 *    a car removed (three left); a compare of two cars on a phone, the table scrolling in its
 *    own region with the row labels held in place;
 *  - a favourite saved from a card (event 39 sent), listed on /favourites, added to compare,
 *    removed;
 *  - two vehicle pages viewed → 'Recently viewed' on the home page, newest first;
 *  - the search page's box offering the last searches;
 *  - Saltbush's 'strict' variant hiding compare and favourite on a car with no price;
 *  - zero WCAG 2.2 AA violations on /favourites and /compare (with cars) at 1280 and 390 px,
 *    no sideways page scroll on the phone. Screenshots in /tmp/compare-shots.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { isAvailable } from '../../domain/vehicle/availability';
import type { Car } from '../../domain/vehicle/car';
import { COMPARE_FULL_MESSAGE } from '../../domain/vehicle/compare';
import { hasImages } from '../../domain/vehicle/images';
import { COMPARE_KEY, FAVOURITES_KEY } from '../../ui/hooks/use-saved-cars';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/compare-shots';

const SUNSTATE = 'sunstate-motor-group';
const BAYSIDE = 'bayside-pre-owned';
const SALTBUSH = 'saltbush-caravans';

/** The compare table's row labels, in order (the photo row is the column headings). */
const ROW_LABELS = [
  'Price',
  'Weekly repayment',
  'Drive-away',
  'Year',
  'Kilometres',
  'Body',
  'Fuel',
  'Transmission',
  'Engine',
  'Fuel use',
  'ANCAP rating',
  'Seats',
  'Dimensions (L × W × H)',
  'Key equipment',
];

const trayHeading = (page: Page, n: number) => page.getByRole('heading', { name: `Compare (${n}/4)` });
const addToCompare = (page: Page) => page.getByRole('button', { name: /^Add .+ to compare$/ });
const compareTable = (page: Page) => page.getByRole('region', { name: 'Comparison table' });

/** The tray's count once it shows, or null while it does not. */
async function trayCount(page: Page): Promise<string | null> {
  return page.evaluate(() => [...document.querySelectorAll('aside h2')].find((h) => /^Compare \(\d\/4\)$/.test(h.textContent ?? ''))?.textContent ?? null);
}

interface PageWidth {
  readonly scroll: number;
  readonly client: number;
  /** What sticks out past the screen's right edge (outside regions that scroll on their own). */
  readonly wide: readonly string[];
}

function expectNarrow(widths: PageWidth, where: string): void {
  expect(widths.scroll, `${where}: the page never scrolls sideways; sticking out: ${widths.wide.join(', ')}`).toBeLessThanOrEqual(widths.client);
}

/** The page is no wider than the screen. */
async function noSidewaysScroll(page: Page): Promise<void> {
  expectNarrow(await pageWidth(page), page.url());
}

async function pageWidth(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > client + 1 && !el.parentElement?.closest('[role=region], [class*=list]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (right edge ${Math.round(el.getBoundingClientRect().right)})`);
    return { scroll: document.documentElement.scrollWidth, client, wide };
  });
}

describe('favourites, compare, recently viewed and search history in the browser', { timeout: 120_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();
  let cars: Car[];
  /** A Saltbush car for sale with photos but no price (spec 1 §5 'strict': no compare, no favourite). */
  let unpriced: Car;
  /** A Saltbush car for sale with a price and photos (the controls show). */
  let priced: Car;
  /** A make and model Sunstate has at least five cars of, for sale and with photos. */
  let model: { make: string; model: string };

  const forSale = (slug: string) => cars.filter((c) => c.site_slug === slug && isAvailable(c) && hasImages(c) && c.price > 0);

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const today = new Date(new Date().toISOString().slice(0, 10));
    cars = generateInventory({ sites, totalCars: 900, seed: 20261121, now: today });
    const [first, second] = forSale(SALTBUSH);
    if (!first || !second) throw new Error('The inventory has no Saltbush cars for sale');
    unpriced = { ...first, price: 0, offer_price: null, before_price: null, subscription_price: null, preorder: false };
    priced = second;
    cars = cars.map((c) => (c.id === unpriced.id ? unpriced : c));
    const counts = new Map<string, number>();
    for (const c of forSale(SUNSTATE)) counts.set(`${c.make}\n${c.model}`, (counts.get(`${c.make}\n${c.model}`) ?? 0) + 1);
    const [key] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const [make, name] = (key ?? '').split('\n');
    if (!make || !name) throw new Error('No Sunstate model with cars for sale');
    model = { make, model: name };
    [server, browser] = await Promise.all([startTestServer({ cars }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A page (CSP bypassed for axe) whose localStorage holds the given lists before any script runs. */
  async function seededPage(viewport: { width: number; height: number }, lists: { compare?: Car[]; favourites?: Car[] }) {
    const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const entry = (c: Car) => ({ id: c.id, slug: c.slug, name: c.name, make: c.make, model: c.model, primary_image_url: c.images[0]?.image.thumb.url ?? null });
    await page.addInitScript(
      ([keys, stored]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(keys[0], JSON.stringify(stored.compare));
        localStorage.setItem(keys[1], JSON.stringify(stored.favourites));
      },
      [[COMPARE_KEY, FAVOURITES_KEY], { compare: (lists.compare ?? []).map(entry), favourites: (lists.favourites ?? []).map(entry) }] as const,
    );
    return { page, errors, close: () => context.close() };
  }

  it('adds four cars to compare from the search cards, refuses a fifth, compares them, hides the same rows and removes one', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      await page.goto(`${server.siteUrl(SUNSTATE)}/search?query=${encodeURIComponent(`${model.make} ${model.model}`)}`);
      await waitForHydration(page);
      await expect.poll(() => addToCompare(page).count()).toBeGreaterThanOrEqual(5);
      expect(await trayCount(page)).toBeNull();

      for (let n = 1; n <= 4; n++) {
        await addToCompare(page).first().click();
        await trayHeading(page, n).waitFor();
      }
      // The fifth is refused, in an alert, and the tray still holds four.
      await addToCompare(page).first().click();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: COMPARE_FULL_MESSAGE }).count()).toBe(1);
      expect(await trayCount(page)).toBe('Compare (4/4)');
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number; slug: string; name: string }[], COMPARE_KEY);
      expect(stored).toHaveLength(4);
      expect(Object.keys(stored[0] ?? {}).sort()).toEqual(['id', 'name', 'primary_image_url', 'slug']);
      const names = stored.map((entry) => entry.name);
      expect(await page.getByRole('list', { name: 'Cars to compare' }).getByRole('listitem').count()).toBe(4);

      await page.getByRole('link', { name: 'Compare now' }).click();
      await page.waitForURL((url) => url.pathname === '/compare');
      const table = compareTable(page);
      await table.getByRole('columnheader').nth(3).waitFor();
      expect(await table.getByRole('columnheader').count()).toBe(4);
      // The tray steps aside on the compare page itself.
      expect(await trayCount(page)).toBeNull();
      expect(await table.getByRole('rowheader').allTextContents()).toEqual(ROW_LABELS);
      for (const name of names) expect(await table.getByRole('columnheader').filter({ hasText: name }).count(), name).toBeGreaterThanOrEqual(1);
      // Four cars of one model: at least one row differs, and its best value is marked in words.
      expect(await table.locator('td[data-best]').count()).toBeGreaterThan(0);
      expect(await table.locator('td[data-best]').first().textContent()).toMatch(/(Lowest|Newest|Highest)$/);

      // 'Hide rows that are the same' takes away exactly the rows that are the same.
      const rowsBefore = await table.locator('tbody tr').count();
      const same = await table.locator('tbody tr[data-same]').count();
      expect(same, 'four cars of one model share some rows (body at least)').toBeGreaterThan(0);
      await page.getByRole('switch', { name: 'Hide rows that are the same' }).check();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(rowsBefore - same);
      expect(await table.locator('tbody tr[data-same]').count()).toBe(0);
      await page.getByRole('switch', { name: 'Hide rows that are the same' }).uncheck();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(rowsBefore);

      // Remove the first car from its column (two cars may share a name: the column tells them apart).
      await table
        .getByRole('columnheader')
        .first()
        .getByRole('button', { name: `Remove ${names[0]} from compare` })
        .click();
      await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);
      const left = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number }[]).map((e) => e.id), COMPARE_KEY);
      expect(left).toEqual(stored.slice(1).map((e) => e.id));
      await page.getByRole('link', { name: 'Add another car' }).waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('compares two cars on a phone: the table scrolls in its own region with the row labels held, the page does not', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    try {
      await page.goto(`${server.siteUrl(BAYSIDE)}/search`);
      await waitForHydration(page);
      await addToCompare(page).first().click();
      await trayHeading(page, 1).waitFor();
      await addToCompare(page).first().click();
      await trayHeading(page, 2).waitFor();
      await noSidewaysScroll(page);
      await page.getByRole('link', { name: 'Compare now' }).click();
      await page.waitForURL((url) => url.pathname === '/compare');
      const region = compareTable(page);
      await region.getByRole('columnheader').nth(1).waitFor();
      expect(await region.getByRole('columnheader').count()).toBe(2);
      expect(await region.getAttribute('tabindex')).toBe('0');
      const scroll = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(scroll.scroll).toBeGreaterThan(scroll.client);
      await noSidewaysScroll(page);
      const label = region.getByRole('rowheader', { name: 'Price' });
      const before = await label.boundingBox();
      await region.evaluate((el) => el.scrollBy({ left: 200 }));
      await expect.poll(async () => (await region.evaluate((el) => el.scrollLeft)) > 0).toBe(true);
      const after = await label.boundingBox();
      expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('saves a favourite from a card, lists it on the favourites page, adds it to compare and removes it', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      await page.goto(`${server.siteUrl(BAYSIDE)}/search`);
      await waitForHydration(page);
      const save = page.getByRole('button', { name: /^Save .+ to favourites$/ }).first();
      const title = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save (.+) to favourites$/, '$1');
      // spec 1 §9: a favourite sends analytics event 39.
      const event = page.waitForRequest(
        (r) => r.url().endsWith('/api/analytics/events') && r.method() === 'POST' && (r.postData() ?? '').includes('"event_id":39'),
      );
      await save.click();
      await event;
      await page.getByRole('button', { name: `Remove ${title} from favourites` }).waitFor();
      const [stored] = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Record<string, unknown>[], FAVOURITES_KEY);
      expect(Object.keys(stored ?? {}).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug']);

      await page.goto(`${server.siteUrl(BAYSIDE)}/favourites`);
      await waitForHydration(page);
      const list = page.getByRole('list', { name: 'Favourite cars' });
      await list.waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);
      const name = String(stored?.['name']);
      const link = list.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(`/cars/${String(stored?.['slug'])}`);
      await list.getByRole('button', { name: 'Add to compare' }).click();
      await trayHeading(page, 1).waitFor();
      await list.getByRole('button', { name: 'Remove from compare' }).waitFor();

      await list.getByRole('button', { name: `Remove ${name} from favourites` }).click();
      await page.getByRole('heading', { name: 'No favourites yet' }).waitFor();
      expect(await page.getByRole('link', { name: 'Browse cars' }).getAttribute('href')).toBe('/search');
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the cars viewed last on the home page under Recently viewed, newest first', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      const [a, b] = forSale(BAYSIDE);
      if (!a || !b) throw new Error('Bayside has fewer than two cars for sale');
      for (const car of [a, b]) {
        await page.goto(`${server.siteUrl(BAYSIDE)}/cars/${car.slug}`);
        await waitForHydration(page);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('caryard.viewed-cars') ?? '')).toContain(car.slug);
      }
      await page.goto(`${server.siteUrl(BAYSIDE)}/`);
      await waitForHydration(page);
      const strip = page.getByRole('region', { name: 'Recently viewed' });
      await strip.waitFor();
      const links = strip.getByRole('link');
      expect(await links.count()).toBe(2);
      expect(await links.nth(0).getAttribute('href')).toBe(`/cars/${b.slug}`);
      expect(await links.nth(1).getAttribute('href')).toBe(`/cars/${a.slug}`);
      expect(await links.nth(0).textContent()).toContain(b.name);

      // The search page shows it too, below the results.
      await page.goto(`${server.siteUrl(BAYSIDE)}/search`);
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Recently viewed' }).waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the last searches in the search box and opens one', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      const origin = server.siteUrl(BAYSIDE);
      const makes = [...new Set(forSale(BAYSIDE).map((c) => c.make))];
      const [first, second] = makes;
      if (!first || !second) throw new Error('Bayside sells fewer than two makes');
      for (const words of [first, second]) {
        await page.goto(`${origin}/search?query=${encodeURIComponent(words)}`);
        await waitForHydration(page);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('caryard.search-history') ?? '')).toContain(encodeURIComponent(words));
      }

      await page.goto(`${origin}/search?sortBy=price_asc`);
      await waitForHydration(page);
      const box = page.getByRole('combobox', { name: 'Search stock' });
      await box.focus();
      const listbox = page.getByRole('listbox', { name: 'Recent searches' });
      await listbox.waitFor();
      // Newest first; the search on screen is not offered again.
      await expect.poll(() => listbox.getByRole('option').allTextContents()).toEqual([`“${second}” in Cars for Sale`, `“${first}” in Cars for Sale`]);
      // Typing narrows the list to the searches that hold the words.
      const typed = first.slice(0, 3).toLowerCase();
      await box.pressSequentially(typed, { delay: 20 });
      // The typed words search as before (300 ms after the last key).
      await page.waitForURL((url) => url.searchParams.get('query') === typed);
      await expect.poll(() => listbox.getByRole('option').allTextContents()).toEqual([`“${first}” in Cars for Sale`]);
      await box.press('ArrowDown');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('query') === first);
      expect(await box.inputValue()).toBe(first);
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hides compare and favourite on a Saltbush car with no price (strict variant) and shows them on a priced one', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      for (const [car, shown] of [
        [unpriced, 0],
        [priced, 1],
      ] as const) {
        await page.goto(`${server.siteUrl(SALTBUSH)}/search?query=${encodeURIComponent(car.stocknum)}`);
        await waitForHydration(page);
        const card = page.locator(`article[data-car-id="${car.id}"]`);
        await card.waitFor();
        // The card renders its controls after hydration (the lists are local): give them the chance.
        await page.waitForTimeout(200);
        expect(await card.getByRole('button', { name: /to compare$/ }).count(), car.slug).toBe(shown);
        expect(await card.getByRole('button', { name: /to favourites$/ }).count(), car.slug).toBe(shown);
      }
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [viewport, device] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ] as const) {
    it(`has no WCAG 2.2 AA violations on the favourites and compare pages with cars (${device} ${viewport.width} px)`, async () => {
      const four = forSale(SUNSTATE).slice(0, 4);
      const { page, errors, close } = await seededPage(viewport, { compare: four, favourites: forSale(SUNSTATE).slice(4, 7) });
      try {
        await page.goto(`${server.siteUrl(SUNSTATE)}/favourites`);
        await waitForHydration(page);
        await page.getByRole('list', { name: 'Favourite cars' }).waitFor();
        await trayHeading(page, 4).waitFor();
        await page.screenshot({ path: `${SHOTS}/favourites-${device}.png`, fullPage: true });
        const favouriteViolations = await axeViolations(page);
        const favouriteWidth = await pageWidth(page);

        await page.goto(`${server.siteUrl(SUNSTATE)}/compare`);
        await waitForHydration(page);
        await compareTable(page).getByRole('columnheader').nth(3).waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete));
        await page.screenshot({ path: `${SHOTS}/compare-${device}.png`, fullPage: true });
        const compareViolations = await axeViolations(page);
        const compareWidth = await pageWidth(page);

        expect(favouriteViolations, `/favourites ${device}: ${describeViolations(favouriteViolations)}`).toEqual([]);
        expect(compareViolations, `/compare ${device}: ${describeViolations(compareViolations)}`).toEqual([]);
        if (device === 'phone') {
          expectNarrow(favouriteWidth, '/favourites');
          expectNarrow(compareWidth, '/compare');
        }
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
