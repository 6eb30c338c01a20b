/**
 * Prices that sort and compare as the shopper sees them, end to end in Chromium on the real
 * server with demo stock of every site:
 *  - 'Lowest Price' and 'Highest Price' chosen from the sort box on each demo site, pages 1 and
 *    2 read as the cards show them (the offer or reduced price where one applies; a car on
 *    subscription by the cash price beside its weekly amount): no card out of order, and no car
 *    without a price ('Enquire for price.') ahead of a priced one;
 *  - a car on a weekly subscription (Harbour offers subscriptions) shows its cash price beside
 *    the weekly amount, labelled, on its page (desktop and phone), its search card, the printable
 *    page and the PDF;
 *  - compare marks as 'Lowest' the car cheapest to buy, a car on subscription ranked by its cash price;
 *  - the favourites page shows each car's price and kilometres as the site states them now;
 *  - the home page's 'Show Me N' count never drops back to 0 once the real number is shown.
 * Screenshots in /tmp/shots/prices.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { Car } from '../../domain/vehicle/car';
import { COMPARE_KEY, FAVOURITES_KEY } from '../../ui/hooks/use-saved-cars';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { PDFDocument } from 'pdf-lib';
import { pdfText } from '../support/pdf-text';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots/prices';
const HARBOUR = 'harbour-motors';
const DEMO_SITES = ['harbour-motors', 'bayside-pre-owned', 'sunset-coast-suzuki', 'sunstate-motor-group', 'saltbush-caravans'];

/** The cars, made from Harbour demo cars (their photos are the demo pictures the server serves). */
interface PricedCars {
  /** A used Navara on a weekly subscription, its cash price $46,990 (Harbour offers subscriptions). */
  readonly navara: Car;
  readonly sportage: Car;
  /** Cheaper to buy than the Sportage by its offer, and on subscription too. */
  readonly corolla: Car;
}

function pricedCars(demo: readonly Car[]): PricedCars {
  const base = demo.filter((c) => c.site_slug === HARBOUR && c.status === 'in_stock' && c.images.length > 0).slice(0, 3);
  if (base.length < 3) throw new Error('The demo stock has too few Harbour cars');
  const [a, b, c] = base as [Car, Car, Car];
  const plain = { before_price: null, offer_price: null, subscription_price: null, preorder: false, car_type: 'used' as const };
  return {
    navara: {
      ...a,
      ...plain,
      id: 98_101,
      slug: '2021-nissan-navara-st-x-subscription',
      make: 'Nissan',
      model: 'Navara',
      year: 2021,
      name: '2021 Nissan Navara ST-X',
      price: 46_990,
      km: 38_400,
      subscription_price: 258,
    },
    sportage: {
      ...b,
      ...plain,
      id: 98_102,
      slug: '2022-kia-sportage-sx-compare',
      make: 'Kia',
      model: 'Sportage',
      year: 2022,
      name: '2022 Kia Sportage SX',
      price: 28_990,
      km: 21_000,
    },
    corolla: {
      ...c,
      ...plain,
      id: 98_103,
      slug: '2021-toyota-corolla-ascent-offer',
      make: 'Toyota',
      model: 'Corolla',
      year: 2021,
      name: '2021 Toyota Corolla Ascent Sport',
      price: 29_490,
      km: 45_250,
      offer_price: 26_900,
      subscription_price: 189,
    },
  };
}

const amountOf = (text: string): number => Number(text.replace(/[^\d]/g, ''));

interface CardPrice {
  readonly id: number;
  /** The cash amount the card shows (its cash line beside a subscription, else its price); null: no price ('Enquire for price.', PREORDER). */
  readonly amount: number | null;
}

/** The cards of the results page as the shopper reads their prices; sold cards (no price shown) are left out. */
async function cardPrices(page: Page): Promise<CardPrice[]> {
  const raw = await page.locator('main article').evaluateAll((articles) =>
    articles.map((a) => ({
      id: Number(a.getAttribute('data-car-id')),
      price: a.querySelector('[data-testid="card-price"]')?.textContent ?? null,
      cash: a.querySelector('[data-testid="card-price-cash"]')?.textContent ?? null,
    })),
  );
  return raw.flatMap(({ id, price, cash }) => {
    if (price === null) return [];
    // A weekly amount with no cash price beside it is no price to sort by.
    const amount = cash !== null ? amountOf(cash) : /^\$[\d,]+$/.test(price.trim()) ? amountOf(price) : null;
    return [{ id, amount }];
  });
}

/** Cards out of order: a priced card after a dearer (or cheaper) one, or after a card with no price. */
function inversions(cards: readonly CardPrice[], direction: 'asc' | 'desc'): string[] {
  const out: string[] = [];
  let last: CardPrice | null = null;
  let unpricedSeen: CardPrice | null = null;
  for (const card of cards) {
    if (card.amount === null) {
      unpricedSeen ??= card;
      continue;
    }
    if (unpricedSeen) out.push(`car ${card.id} ($${card.amount}) after unpriced car ${unpricedSeen.id}`);
    if (last?.amount != null && (direction === 'asc' ? card.amount < last.amount : card.amount > last.amount)) {
      out.push(`car ${card.id} ($${card.amount}) after car ${last.id} ($${last.amount})`);
    }
    last = card;
  }
  return out;
}

describe('prices as shown, in the browser', { timeout: 420_000 }, () => {
  let server: TestServer;
  let browser: Browser;
  let navara: Car;
  let sportage: Car;
  let corolla: Car;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const today = new Date(new Date().toISOString().slice(0, 10));
    const demo = generateInventory({ sites: loadDealerSites(), totalCars: 900, seed: 20261202, now: today });
    ({ navara, sportage, corolla } = pricedCars(demo));
    [server, browser] = await Promise.all([startTestServer({ cars: [...demo, navara, sportage, corolla] }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("sorts 'Lowest Price' and 'Highest Price' by the price each card shows, pages 1 and 2, unpriced cars last, on every demo site", async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      for (const slug of DEMO_SITES) {
        for (const [label, sortBy, direction] of [
          ['Lowest Price', 'price_asc', 'asc'],
          ['Highest Price', 'price_desc', 'desc'],
        ] as const) {
          await page.goto(`${server.siteUrl(slug)}/search?sortBy=${sortBy}`);
          await waitForHydration(page);
          expect(await page.getByRole('combobox', { name: 'Sort by' }).locator('option:checked').textContent()).toBe(label);
          const first = await cardPrices(page);
          const pages = page.getByRole('navigation', { name: 'Results pages' });
          let second: CardPrice[] = [];
          if ((await pages.getByRole('link', { name: 'Page 2' }).count()) > 0) {
            const firstIds = first.map((c) => c.id).join();
            await pages.getByRole('link', { name: 'Page 2' }).click();
            await page.waitForURL((url) => url.searchParams.get('page') === '2');
            await expect.poll(async () => (await cardPrices(page)).map((c) => c.id).join(), { timeout: 20_000 }).not.toBe(firstIds);
            second = await cardPrices(page);
          }
          const cards = [...first, ...second];
          expect(cards.filter((c) => c.amount !== null).length, `${slug} ${label}: priced cards`).toBeGreaterThan(1);
          expect(inversions(cards, direction), `${slug} ${label}`).toEqual([]);
        }
      }
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  /** The sidebar's price, and the labelled cash price beside it. */
  async function sidebarPrice(page: Page): Promise<{ price: Locator; cash: Locator }> {
    const price = page.getByTestId('vehicle-price');
    await price.waitFor();
    return { price, cash: page.getByTestId('vehicle-price-cash') };
  }

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the cash price, labelled, beside a weekly subscription on the vehicle page (${device})`, async () => {
      const { page, problems, close } = await watchedPage(browser, viewport);
      try {
        await page.goto(`${server.siteUrl(HARBOUR)}/cars/${navara.slug}`);
        await waitForHydration(page);
        const { price, cash } = await sidebarPrice(page);
        expect(await price.textContent()).toBe('$258 per week');
        expect(await cash.textContent()).toBe('Cash price $46,990');
        expect(await cash.isVisible()).toBe(true);
        await price.scrollIntoViewIfNeeded();
        const [a, b] = [await price.boundingBox(), await cash.boundingBox()];
        // Beside it: right under the weekly amount and its note, not somewhere further down the page.
        expect(b!.y - (a!.y + a!.height)).toBeLessThan(60);
        expect(await page.getByText('Subscription, all-inclusive').first().isVisible()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/vehicle-subscription-${device}.png` });
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('shows the labelled cash price on the search card, the printable page and the PDF', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      await page.goto(`${server.siteUrl(HARBOUR)}/search?query=navara`);
      await waitForHydration(page);
      const card = page.locator(`main article[data-car-id="${navara.id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('card-price').textContent()).toBe('$258 per week');
      expect(await card.getByTestId('card-price-cash').textContent()).toBe('Cash price $46,990');
      // The card's sort key is the cash price it shows.
      expect(await card.getAttribute('data-price')).toBe('46990');
      await card.screenshot({ path: `${SHOTS}/card-subscription.png` });

      await page.goto(`${server.siteUrl(HARBOUR)}/print?car_id=${navara.slug}`);
      await page.getByTestId('print-price').waitFor();
      expect(await page.getByTestId('print-price').textContent()).toBe('$258 per week');
      expect(await page.getByTestId('print-price-cash').textContent()).toBe('Cash price $46,990');
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
    const pdf = await server.app.inject({ url: `/api/cars/${navara.slug}/pdf`, headers: { host: server.host(HARBOUR), accept: 'application/pdf' } });
    expect(pdf.statusCode).toBe(200);
    const lines = (await pdfText(pdf.rawPayload)).split('\n');
    const at = lines.indexOf('$258 per week');
    expect(at, lines.join(' | ')).toBeGreaterThanOrEqual(0);
    // The weekly amount is labelled, and the cash price follows it.
    expect(lines.slice(at + 1, at + 3)).toEqual(['Subscription, all-inclusive', 'Cash price $46,990']);
    // The file's subject, which a viewer shows in its properties, states the cash price beside the weekly amount too.
    expect((await PDFDocument.load(pdf.rawPayload)).getSubject()).toMatch(/^\d{4} .+: \$258 per week \(cash price \$46,990\)$/);
  });

  /** A page whose localStorage holds the given lists before any script runs. */
  async function seeded(viewport: { width: number; height: number }, lists: { compare?: Car[]; favourites?: Car[] }) {
    const watched = await watchedPage(browser, viewport);
    const entry = (c: Car) => ({ id: c.id, slug: c.slug, name: c.name, make: c.make, model: c.model, primary_image_url: c.images[0]?.image.thumb.url ?? null });
    await watched.page.addInitScript(
      ([keys, stored]) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(keys[0], JSON.stringify(stored.compare));
        localStorage.setItem(keys[1], JSON.stringify(stored.favourites));
      },
      [[COMPARE_KEY, FAVOURITES_KEY], { compare: (lists.compare ?? []).map(entry), favourites: (lists.favourites ?? []).map(entry) }] as const,
    );
    return watched;
  }

  it("marks as 'Lowest' the car cheapest to buy: a car on subscription by its cash price", async () => {
    const { page, problems, close } = await seeded(DESKTOP, { compare: [sportage, corolla, navara] });
    try {
      await page.goto(`${server.siteUrl(HARBOUR)}/compare`);
      await waitForHydration(page);
      const table = page.getByRole('region', { name: 'Comparison table' });
      await table.getByRole('columnheader').nth(2).waitFor();
      const priceRow = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
      const cells = priceRow.locator('td');
      await expect.poll(() => cells.count()).toBe(3);
      expect(await cells.allTextContents()).toEqual(['$28,990', '$189 per week (cash price $26,900)Lowest', '$258 per week (cash price $46,990)']);
      expect(await cells.nth(1).getAttribute('data-best')).not.toBeNull();
      expect(await priceRow.locator('td[data-best]').count()).toBe(1);
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`lists favourites with the price and kilometres the site states now (${device})`, async () => {
      const { page, problems, close } = await seeded(viewport, { favourites: [navara, sportage] });
      try {
        await page.goto(`${server.siteUrl(HARBOUR)}/favourites`);
        await waitForHydration(page);
        const list = page.getByRole('list', { name: 'Favourite cars' });
        const card = (name: string) => list.getByRole('article', { name });
        await card('2022 Kia Sportage SX').getByTestId('favourite-price').waitFor();
        expect(await card('2022 Kia Sportage SX').getByTestId('favourite-price').textContent()).toBe('$28,990');
        expect(await card('2022 Kia Sportage SX').getByText('21,000 km').isVisible()).toBe(true);
        await card('2021 Nissan Navara ST-X').getByTestId('favourite-price').waitFor();
        expect(await card('2021 Nissan Navara ST-X').getByTestId('favourite-price').textContent()).toBe('$258 per week');
        expect(await card('2021 Nissan Navara ST-X').getByTestId('favourite-price-cash').textContent()).toBe('Cash price $46,990');
        expect(await card('2021 Nissan Navara ST-X').getByText('38,400 km').isVisible()).toBe(true);
        await page.screenshot({ path: `${SHOTS}/favourites-${device}.png`, fullPage: true });
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("moves the home page's 'Show Me N' count from the number shown: never back to 0", async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    try {
      // Every text the link shows, from the first paint on, read at each animation frame.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __showMe: string[] }).__showMe = seen;
        const read = () => {
          const link = [...document.querySelectorAll('a')].find((a) => /^Show Me [\d,]+ /.test(a.textContent ?? ''));
          const text = link?.textContent ?? null;
          if (text !== null && seen[seen.length - 1] !== text) seen.push(text);
          requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      });
      const counts = async () => (await page.evaluate(() => (window as unknown as { __showMe: string[] }).__showMe)).map(amountOf);
      await page.goto(`${server.siteUrl(HARBOUR)}/`);
      await waitForHydration(page);
      await page.waitForTimeout(1_000);
      const all = (await server.app.inject({ url: '/api/search?hitsPerPage=1', headers: { host: server.host(HARBOUR) } }).then((r) => r.json())) as {
        count: number;
      };
      expect(all.count).toBeGreaterThan(0);
      expect(await counts()).toEqual([all.count]);

      // A choice moves the count from the number shown to the new one: never through 0, never past either end.
      const used = (await server.app
        .inject({ url: '/api/search?hitsPerPage=1&refinementList[car_type]=used', headers: { host: server.host(HARBOUR) } })
        .then((r) => r.json())) as { count: number };
      const hero = page.getByRole('search', { name: 'Search our stock' });
      await hero.getByRole('group', { name: 'Condition' }).getByRole('button', { name: 'Used' }).click();
      await expect.poll(async () => (await counts()).at(-1)).toBe(used.count);
      const [low, high] = [Math.min(all.count, used.count), Math.max(all.count, used.count)];
      const seen = await counts();
      for (const n of seen) {
        expect(n, seen.join(' → ')).toBeGreaterThanOrEqual(low);
        expect(n, seen.join(' → ')).toBeLessThanOrEqual(high);
      }
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  });
});
