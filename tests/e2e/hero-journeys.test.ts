/**
 * The home page's search widgets in a real browser (issue 11 items 3 and 6; spec 2 §2 "Search
 * hero and input widgets", "Car type slider"; §5 "Price slider (hero)"; §9 hero price slider):
 * the condition filter, the dealership select, the price-slider search with its money inputs
 * and quick picks, the facet link cards, the car type slider, and axe on the page.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));
const decodedUrl = (page: Page): string => decodeURIComponent(page.url());

/** The 'Show Me N Cars' link of the hero's filters panel. */
const showMe = (hero: Locator): Locator => hero.getByRole('link', { name: /^Show Me [\d,]+ (Cars?|Vehicles?|Caravans?)$/ });

async function shownCount(link: Locator): Promise<number> {
  return numberIn(await link.textContent());
}

describe('hero and home page widgets in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();

  beforeAll(async () => {
    const today = new Date(new Date().toISOString().slice(0, 10));
    const cars = generateInventory({ sites, totalCars: 600, seed: 20261124, now: today });
    [server, browser] = await Promise.all([startTestServer({ cars }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** The site-wide answer of a site's search API (the facets the home page starts from). */
  async function facetsOf(slug: string, query = ''): Promise<Record<string, Record<string, number>>> {
    const response = await server.app.inject({ url: `/api/search?hitsPerPage=1${query}`, headers: { host: server.host(slug) } });
    expect(response.statusCode).toBe(200);
    return (response.json() as { facets: Record<string, Record<string, number>> }).facets;
  }

  it('cycles the condition by click and with the arrow keys, the count follows, and Show Me lands on the car type page', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/`);
    await waitForHydration(page);
    const hero = page.getByRole('search', { name: 'Search our stock' });
    const condition = hero.getByRole('group', { name: 'Condition' });
    const buttons = condition.getByRole('button');
    await expect(buttons.allTextContents()).resolves.toEqual(['All', 'New', 'Demo', 'Used']);
    // Polled: React commits the pressed state a moment after the click or key, later on a loaded machine.
    const pressed = () => condition.getByRole('button', { pressed: true }).textContent();
    await expect.poll(pressed).toBe('All');

    const link = showMe(hero);
    const counts = (await facetsOf('harbour-motors'))['car_type'] ?? {};
    // Polled: the count counts up to its value after hydration (slower on a loaded machine).
    await expect.poll(() => shownCount(link)).toBe(Object.values(counts).reduce((a, b) => a + b, 0));

    // A click presses New: the live count becomes the new cars' count.
    await condition.getByRole('button', { name: 'New' }).click();
    await expect.poll(pressed).toBe('New');
    await expect.poll(() => shownCount(link)).toBe(counts['new']);

    // spec 2 §2: the arrow keys cycle All → new → demo → used → All, focus following.
    await page.keyboard.press('ArrowRight');
    await expect.poll(pressed).toBe('Demo');
    await expect.poll(() => condition.getByRole('button', { name: 'Demo' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(pressed).toBe('Used');
    await page.keyboard.press('ArrowRight');
    await expect.poll(pressed).toBe('All');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(pressed).toBe('Used');
    // Space on a focused button presses it too (a plain button).
    await condition.getByRole('button', { name: 'Demo' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(pressed).toBe('Demo');
    await page.keyboard.press('ArrowRight');
    await expect.poll(pressed).toBe('Used');
    await expect.poll(() => shownCount(link)).toBe(counts['used']);

    await link.click();
    await page.waitForURL(/\/search\/used-cars$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await problems()).toEqual([]);
    await close();
  });

  it('auto-selects the dealership when a make leaves exactly one, and lets it go when the make is cleared', async () => {
    const slug = 'sunstate-motor-group';
    const site = sites.find((s) => s.slug === slug);
    if (!site) throw new Error(`no ${slug}`);
    const makes = (await facetsOf(slug))['make'] ?? {};
    // A make held at one location only (the group's franchises each sell their own make).
    let single: { make: string; location: string } | null = null;
    for (const make of Object.keys(makes)) {
      const locations = Object.keys((await facetsOf(slug, `&refinementList[make][0]=${encodeURIComponent(make)}`))['location_id'] ?? {});
      if (locations.length === 1 && locations[0] !== undefined) {
        single = { make, location: locations[0] };
        break;
      }
    }
    expect(single).not.toBeNull();
    if (!single) return;
    const locationName = site.locations.find((l) => String(l.id) === single.location)?.name;
    expect(locationName).toBeDefined();

    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl(slug)}/`);
    await waitForHydration(page);
    const hero = page.getByRole('search', { name: 'Search our stock' });
    const dealership = hero.getByRole('combobox', { name: 'Dealership' });
    await expect(dealership.inputValue()).resolves.toBe('');
    // The select lists the site's locations that hold stock, by name.
    const listed = await dealership.locator('option').allTextContents();
    expect(listed[0]).toBe('All dealerships');
    expect(listed.length).toBeGreaterThan(2);
    for (const option of listed.slice(1)) expect(site.locations.some((l) => option.startsWith(`${l.name} (`))).toBe(true);

    await hero.getByRole('combobox', { name: 'Make' }).selectOption({ value: single.make });
    await expect.poll(() => dealership.inputValue()).toBe(single.location);
    await expect(dealership.locator('option:checked').textContent()).resolves.toMatch(new RegExp(`^${locationName} \\(`));
    await expect
      .poll(async () => decodeURIComponent((await showMe(hero).getAttribute('href')) ?? ''))
      .toContain(`refinementList[location_id][0]=${single.location}`);

    // Any make again: more than one dealership remains, so the select lets its own choice go.
    await hero.getByRole('combobox', { name: 'Make' }).selectOption({ value: '' });
    await expect.poll(() => dealership.inputValue()).toBe('');
    expect(await problems()).toEqual([]);
    await close();
  });

  it('searches by price: slider, money inputs and a quick pick lead to the search sorted by highest price with the range in the URL', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/`);
    await waitForHydration(page);
    const hero = page.getByRole('search', { name: 'Search our stock' });
    await hero.getByRole('tab', { name: 'Shop by budget' }).click();
    const minThumb = hero.getByRole('slider', { name: 'Minimum price' });
    const maxThumb = hero.getByRole('slider', { name: 'Maximum price' });
    await maxThumb.waitFor();
    // spec 2 §9: 5,000 to 250,000.
    await expect(minThumb.getAttribute('aria-valuemin')).resolves.toBe('5000');
    await expect(maxThumb.getAttribute('aria-valuemax')).resolves.toBe('250000');
    await expect(maxThumb.getAttribute('aria-valuenow')).resolves.toBe('250000');

    // The keyboard moves the maximum in steps of 500.
    await maxThumb.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await expect(maxThumb.getAttribute('aria-valuenow')).resolves.toBe('248000');

    // A quick pick sets the maximum; the money input shows it with its $ and separators.
    const budget = hero.getByRole('group', { name: 'Budget up to' });
    await budget.getByRole('button', { name: '$60,000' }).click();
    await expect(budget.getByRole('button', { name: '$60,000' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(hero.getByLabel('Max price').inputValue()).resolves.toBe('$60,000');
    await expect(maxThumb.getAttribute('aria-valuenow')).resolves.toBe('60000');

    // A typed minimum snaps to the slider's step of 500 when the field is left.
    const minInput = hero.getByLabel('Min price');
    await minInput.fill('12345');
    await expect(minInput.inputValue()).resolves.toBe('$12,345');
    await minInput.press('Tab');
    await expect(minInput.inputValue()).resolves.toBe('$12,500');
    await expect(minThumb.getAttribute('aria-valuenow')).resolves.toBe('12500');

    // spec 2 §5: the minimum stays below the maximum (gap 1): a minimum above it stops short.
    await minInput.fill('90000');
    await minInput.press('Enter');
    await expect(minThumb.getAttribute('aria-valuenow')).resolves.toBe('59999');
    await minInput.fill('20000');
    await minInput.press('Tab');
    await expect(minThumb.getAttribute('aria-valuenow')).resolves.toBe('20000');
    await expect(hero.getByText('$20,000 – $60,000', { exact: true }).isVisible()).resolves.toBe(true);

    // The live count is the count of the search it leads to.
    const search = hero.getByRole('link', { name: /^Search [\d,]+ Cars? by price$/ });
    const expected = (
      await server.app.inject({ url: '/api/search?hitsPerPage=1&range[price]=20000:60000', headers: { host: server.host('harbour-motors') } })
    ).json() as { count: number };
    await expect.poll(async () => numberIn(await search.textContent())).toBe(expected.count);
    expect(expected.count).toBeGreaterThan(1);

    await search.click();
    await page.waitForURL(/\/search\?/);
    expect(decodedUrl(page)).toMatch(/\/search\?sortBy=price_desc&range\[price\]=20000:60000$/);
    await expect(page.getByRole('combobox', { name: 'Sort by' }).inputValue()).resolves.toBe('price_desc');
    const prices = await page.locator('main article').evaluateAll((articles) => articles.map((a) => Number(a.getAttribute('data-price'))));
    expect(prices.length).toBeGreaterThan(1);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(20_000);
      expect(price).toBeLessThanOrEqual(60_000);
    }
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await problems()).toEqual([]);
    await close();
  });

  it('a facet card for a make and one for a body type each open their search page', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/`);
    await waitForHydration(page);
    const makes = page.getByRole('list', { name: 'Shop by make' }).getByRole('link');
    expect(await makes.count()).toBeGreaterThan(1);
    const first = makes.first();
    // Label and count, and a picture: a logo, or a wordmark of the whole name (never a single letter).
    const [picture, make, count] = await first.evaluate((a) => {
      const [art, label, stock] = [...a.children];
      return [art?.tagName === 'IMG' ? 'logo' : (art?.textContent ?? ''), label?.textContent ?? '', (stock?.textContent ?? '').replace(/ in stock$/, '')];
    });
    expect(picture === 'logo' || picture === make).toBe(true);
    expect(make.length).toBeGreaterThan(1);
    // The picture is decoration: the link reads as label and count.
    await expect(page.getByRole('link', { name: `${make} ${count} in stock`, exact: true }).count()).resolves.toBe(1);
    await first.click();
    await page.waitForURL(/\/search\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: `${make} Cars for Sale` }).waitFor();
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ vehicles?$/ }).textContent()).resolves.toBe(
      `${count} ${numberIn(count) === 1 ? 'vehicle' : 'vehicles'}`,
    );

    await page.goBack();
    await waitForHydration(page);
    const body = page.getByRole('list', { name: 'Shop by body type' }).getByRole('link').first();
    await expect(body.locator('img').getAttribute('src')).resolves.toMatch(/^\/media\/cars\/[a-z-]+\/white\/0\.webp\?w=320$/);
    await body.click();
    await page.waitForURL(/\/search\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await problems()).toEqual([]);
    await close();
  });

  it('the car type slider links to each car type search, and a used-only site shows just its used stock', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/`);
    await waitForHydration(page);
    const slider = page.getByRole('navigation', { name: 'Shop by condition' });
    const links = slider.getByRole('link');
    const texts = await links.allTextContents();
    expect(texts.map((t) => t.replace(/[\d,]+ in stock$/, ''))).toEqual(['All', 'New', 'New / Demo', 'Used', 'Demo']);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/search', '/search/new-cars', '/search/new-and-demo-cars', '/search/used-cars', '/search/demo-cars']);
    // Every one answers 200 and finds the number of cars its pill says.
    for (const [i, href] of hrefs.entries()) {
      const response = await server.app.inject({ url: href ?? '', headers: { host: server.host('harbour-motors') } });
      expect(response.statusCode, href ?? '').toBe(200);
      expect(texts[i]).toMatch(/[\d,]+ in stock$/);
    }
    await slider.getByRole('link', { name: /^New \/ Demo/ }).click();
    await page.waitForURL(/\/search\/new-and-demo-cars$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const count = numberIn(await page.getByRole('heading', { level: 2, name: /^[\d,]+ vehicles?$/ }).textContent());
    expect(texts[2]).toBe(`New / Demo${count} in stock`);

    // Bayside sells used cars only (stock_filter usedOnly): one pill, in its own word.
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/`);
    await waitForHydration(page);
    const bayside = page.getByRole('navigation', { name: 'Shop by condition' }).getByRole('link');
    await expect(bayside.count()).resolves.toBe(1);
    await expect(bayside.first().getAttribute('href')).resolves.toBe('/search/used-cars');
    await expect(bayside.first().textContent()).resolves.toMatch(/^Pre-Owned[\d,]+ in stock$/);
    // The hero offers no condition choice there: All and Pre-Owned would find the same cars.
    await expect(page.getByRole('group', { name: 'Condition' }).count()).resolves.toBe(0);
    expect(await problems()).toEqual([]);
    await close();
  });

  it('the postcode and money inputs of the lead forms keep their formats and say the postcode message', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('harbour-motors')}/sell-my-car`);
    await waitForHydration(page);
    const postcode = page.getByRole('textbox', { name: /^Postcode/ });
    // spec 2 §5: digits only, at most four, no separator.
    await postcode.pressSequentially('4,0a0012');
    await expect(postcode.inputValue()).resolves.toBe('4000');
    await postcode.fill('');
    await postcode.pressSequentially('12');
    await postcode.press('Tab');
    const message = page.getByText('Invalid postcode. Please enter a 4-digit number.', { exact: true });
    await message.waitFor();
    await expect(postcode.getAttribute('aria-invalid')).resolves.toBe('true');
    await postcode.pressSequentially('34');
    await postcode.press('Tab');
    await expect.poll(() => message.count()).toBe(0);

    // The finance enquiry's budget is a money input: $ and thousands separators as it is typed.
    await page.goto(`${server.siteUrl('harbour-motors')}/finance-enquiry`);
    await waitForHydration(page);
    const budget = page.getByRole('textbox', { name: 'Vehicle price budget (optional)' });
    await budget.pressSequentially('35000');
    await expect(budget.inputValue()).resolves.toBe('$35,000');
    expect(await problems()).toEqual([]);
    await close();
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no WCAG 2.2 AA violations on the home page, with either hero tab open, on ${device}`, async () => {
      for (const slug of ['harbour-motors', 'sunset-coast-suzuki']) {
        const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
        const page = await context.newPage();
        await page.goto(`${server.siteUrl(slug)}/`);
        await waitForHydration(page);
        const first = await axeViolations(page);
        expect(first, `${slug} ${device}: ${describeViolations(first)}`).toEqual([]);
        await page.getByRole('tab', { name: 'Shop by budget' }).click();
        await page.getByRole('slider', { name: 'Maximum price' }).waitFor();
        const budget = await axeViolations(page);
        expect(budget, `${slug} ${device} budget tab: ${describeViolations(budget)}`).toEqual([]);
        await context.close();
      }
    });
  }
});
