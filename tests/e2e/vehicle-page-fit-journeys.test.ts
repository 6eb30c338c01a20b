/**
 * The vehicle page as each demo site's shopper sees it, in Chromium: a test drive offered where
 * the site's cards offer one; the finance figures said with what they assume; sections that fit
 * the item (a caravan has no fuel calculator); on a phone, a popup and a toast that leave the
 * sticky bars and their buttons alone, and no button label cut short.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { PORTS } from '../../config/ports';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { calculatorProfile, comparisonRateInUse } from '../../domain/finance';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import type { FinanceLender } from '../../domain/vehicle/car';
import { aCar } from '../support/car-builder';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const pictures = (body: string, colour: string) =>
  [0, 1, 2].map((i) => ({ image: { url: `/media/cars/${body}/${colour}/${i}.svg`, thumb: { url: `/media/cars/${body}/${colour}/${i}.svg?w=320` } } }));

const taurus: FinanceLender = {
  financeProvider: 'Taurus',
  disclaimer: 'Estimated repayments are indicative only, based on an interest rate of 7.59% p.a. and a comparison rate of 8.61% p.a.',
  termYears: 5,
  interestRate: 7.59,
  comparisonRate: 8.61,
  establishmentFees: 1_300,
  deposit: 4_500,
  balloon: 7_600,
  paymentWeek: 154,
};

const harbourCar = aCar()
  .withId(991_001)
  .withSite('harbour-motors')
  .withSlug('2024-mazda-bt-50-xtr-fit-test')
  .withMakeModel('Mazda', 'BT-50')
  .withPrice(45_990)
  .with({ name: '2024 Mazda BT-50 XTR', badge: 'XTR', item_type: 'car', fuel: 'Diesel', images: pictures('ute', 'white'), finance_lenders: { Taurus: taurus } })
  .build();
// A weekly price is the longest the phone's bar shows beside its buttons.
const weeklyCar = aCar()
  .withId(991_002)
  .withSite('harbour-motors')
  .withSlug('2023-mazda-mx-5-roadster-fit-test')
  .withMakeModel('Mazda', 'MX-5')
  .withPrice(46_990)
  .with({ name: '2023 Mazda MX-5 Roadster GT', subscription_price: 258, images: pictures('convertible', 'red'), finance_lenders: { Taurus: taurus } })
  .build();
const soldHarbourCar = aCar()
  .withId(991_003)
  .withSite('harbour-motors')
  .withSlug('2020-mazda-cx-3-fit-test-sold')
  .sold()
  .with({ images: pictures('suv', 'grey') })
  .build();
const suzukiCar = aCar()
  .withId(991_004)
  .withSite('sunset-coast-suzuki')
  .withSlug('2024-suzuki-jimny-fit-test')
  .withMakeModel('Suzuki', 'Jimny')
  .with({ name: '2024 Suzuki Jimny GLX', images: pictures('suv', 'yellow') })
  .build();
const baysideCar = aCar()
  .withId(991_005)
  .withSite('bayside-pre-owned')
  .withSlug('2019-toyota-rav4-fit-test')
  .withMakeModel('Toyota', 'RAV4')
  .with({ images: pictures('suv', 'blue') })
  .build();
const caravan = aCar()
  .withId(991_006)
  .withSite('saltbush-caravans')
  .withSlug('2023-jayco-journey-fit-test')
  .withMakeModel('Jayco', 'Journey')
  .with({
    name: '2023 Jayco Journey 19.61-3',
    item_type: 'caravan',
    simple_body: 'Caravan',
    fuel: null,
    simple_fuel: null,
    engine_size_litres: null,
    // A caravan has no engine: no variant's fuel figures (the builder's default is a car's).
    variant: null,
    specifications: { sleeps: 4, body_length: 19.6, axle_type: 'Single' },
    images: pictures('caravan', 'white'),
  })
  .build();

/** The demo sites, Suzuki's popup running from yesterday for a year (so the test never outlives its dates). */
function sitesUnderTest(): DealerSite[] {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return loadDealerSites().map((site) => {
    const popup = site.promotions.popup;
    return site.slug === 'sunset-coast-suzuki' && popup
      ? { ...site, promotions: { ...site.promotions, popup: { ...popup, starts_at: day(-1), expires_at: day(365) } } }
      : site;
  });
}

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
};
const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Labels of visible buttons and button-styled links inside `root` whose text is wider than the room it has. */
async function cutLabels(root: Locator): Promise<string[]> {
  return root.evaluateAll((roots) =>
    roots.flatMap((element) =>
      [...element.querySelectorAll<HTMLElement>('button, a.mantine-Button-root')]
        .filter((button) => button.getBoundingClientRect().width > 0 && getComputedStyle(button).visibility !== 'hidden')
        .filter((button) => {
          const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? button;
          return label.scrollWidth > label.clientWidth;
        })
        .map((button) => button.textContent?.trim() ?? ''),
    ),
  );
}

async function openCar(page: Page, origin: string, slug: string): Promise<void> {
  await page.goto(`${origin}/cars/${slug}`);
  await waitForHydration(page);
}

describe('the vehicle page fits the site, the item and the phone', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = sitesUnderTest();

  beforeAll(async () => {
    const cars = [...generateInventory({ sites, carsPerSite: 12, seed: 20261201 }), harbourCar, weeklyCar, soldHarbourCar, suzukiCar, baysideCar, caravan];
    [server, browser] = await Promise.all([
      startTestServer({ cars, overrides: (container) => container.rebind(PORTS.DealerSites).toConstantValue(sites) }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe("'Book a Test Drive' where the site's cards offer one (spec 1 §2)", () => {
    for (const [site, car] of [
      ['harbour-motors', harbourCar],
      ['sunset-coast-suzuki', suzukiCar],
    ] as const) {
      it(`${site}: the car page offers it; clicking opens the test-drive form about this car, and its link resolves`, async () => {
        expect(sites.find((s) => s.slug === site)?.card_buttons).toContain('testDrive');
        const { page, problems, close } = await watchedPage(browser, DESKTOP);
        await openCar(page, server.siteUrl(site), car.slug);
        const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
        const action = sidebar.getByRole('link', { name: 'Book a Test Drive' });
        expect(await action.getAttribute('href')).toBe(`/book-test-drive?car_id=${car.slug}`);
        await action.click();
        const dialog = page.getByRole('dialog', { name: 'Book a test drive' });
        await dialog.waitFor();
        expect(await dialog.getByText(car.name ?? '', { exact: true }).isVisible()).toBe(true);
        expect(await dialog.getByText(`Stock number ${car.stocknum}`).isVisible()).toBe(true);
        expect(page.url()).toMatch(new RegExp(`/cars/${car.slug}$`));

        // The same link followed as a page (a new tab, a crawler): the test-drive page about this car.
        const answer = await page.goto(`${server.siteUrl(site)}/book-test-drive?car_id=${car.slug}`);
        expect(answer?.status()).toBe(200);
        await waitForHydration(page);
        expect(await page.getByText(`Take the ${car.name} for a drive`, { exact: false }).isVisible()).toBe(true);
        expect(await problems()).toEqual([]);
        await close();
      }, 60_000);
    }

    it('a sold car, and a site whose cards have no test drive (Bayside), have none', async () => {
      expect(sites.find((s) => s.slug === 'bayside-pre-owned')?.card_buttons).not.toContain('testDrive');
      const { page, close } = await watchedPage(browser, DESKTOP);
      for (const [site, car] of [
        ['bayside-pre-owned', baysideCar],
        ['harbour-motors', soldHarbourCar],
      ] as const) {
        await openCar(page, server.siteUrl(site), car.slug);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.getByRole('link', { name: 'Book a Test Drive' }).count(), site).toBe(0);
      }
      await close();
    }, 60_000);
  });

  it('the sidebar estimate says what it assumes; the calculator says when it clamps and shows the comparison rate of the rate it uses', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await openCar(page, server.siteUrl('harbour-motors'), harbourCar.slug);
    const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
    expect(await sidebar.getByTestId('estimate-basis').textContent()).toBe(
      'Based on a $4,500 deposit, a $7,600 balloon and a $1,300 establishment fee, over 60 months at 7.59% p.a.',
    );
    // A car shown at its weekly subscription: the estimate says it finances the cash price.
    await openCar(page, server.siteUrl('harbour-motors'), weeklyCar.slug);
    expect(await sidebar.getByTestId('estimate-basis').textContent()).toBe(
      'Based on the cash price of $46,990, a $4,500 deposit, a $7,600 balloon and a $1,300 establishment fee, over 60 months at 7.59% p.a.',
    );
    await openCar(page, server.siteUrl('harbour-motors'), harbourCar.slug);

    const calculator = page.locator('#finance-calculator');
    await calculator.scrollIntoViewIfNeeded();
    const rate = calculator.getByLabel('Interest rate (% p.a.)');
    const comparison = calculator.getByTestId('finance-comparison-rate');
    const profile = calculatorProfile({ provider: 'Taurus' });
    // Opened on the lender's rate: the lender's own comparison rate.
    expect(await comparison.textContent()).toBe('8.61% p.a.');

    for (const [typed, used] of [
      ['0', 7.5],
      ['45', 14.5],
    ] as const) {
      const message = calculator.getByText(`Interest rate must be 7.5% to 14.5% p.a.: using ${used}%`);
      // Typed again until the part below the fold has hydrated (it does so after the page's load event).
      await expect
        .poll(
          async () => {
            await rate.fill(typed);
            return message.isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      expect(await rate.getAttribute('aria-invalid')).toBe('true');
      expect(await calculator.getByText(`${used}% p.a.`, { exact: true }).first().isVisible()).toBe(true);
      expect(await comparison.textContent()).toBe(`${comparisonRateInUse({ interestRate: used, profile, lender: taurus })}% p.a.`);
      expect(await calculator.getByText(`The comparison rate is for ${used}% p.a.`, { exact: false }).isVisible()).toBe(true);
    }
    // Back within the range: no message.
    await rate.fill('9.5');
    await expect.poll(() => calculator.getByText(/Interest rate must be/).count()).toBe(0);
    expect(await comparison.textContent()).toBe(`${comparisonRateInUse({ interestRate: 9.5, profile, lender: taurus })}% p.a.`);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('a caravan page (Saltbush Caravans) has no fuel calculator and protection named for a caravan; a car page keeps both', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await openCar(page, server.siteUrl('saltbush-caravans'), caravan.slug);
    await page.getByRole('heading', { name: 'Protect Your Caravan', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fuel Calculator' }).count()).toBe(0);
    expect(await page.getByText('L/100km').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Protect Your Car', exact: true }).count()).toBe(0);

    await openCar(page, server.siteUrl('harbour-motors'), harbourCar.slug);
    await page.getByRole('heading', { name: 'Protect Your Car', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fuel Calculator' }).isVisible()).toBe(true);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it("phone: Suzuki's popup takes at most 40 % of the screen and its button sits above the Enquire/Call bar", async () => {
    const { page, close } = await watchedPage(browser, PHONE);
    await openCar(page, server.siteUrl('sunset-coast-suzuki'), suzukiCar.slug);
    const popup = page.getByRole('dialog', { name: 'Summer deals on new Suzukis' });
    await popup.waitFor({ timeout: 10_000 });
    const bar = page.getByTestId('mobile-bar');
    await bar.waitFor();
    await page.waitForTimeout(400); // the popup's entrance movement
    const [popupBox, barBox, ctaBox] = await Promise.all([boxOf(popup), boxOf(bar), boxOf(popup.getByRole('link', { name: 'See the offers' }))]);
    expect(popupBox.height).toBeLessThanOrEqual(PHONE.height * 0.4);
    expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(barBox.y);
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(barBox.y);
    // The button is the one a tap reaches (nothing lies over it).
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim() ?? null, {
      x: ctaBox.x + ctaBox.width / 2,
      y: ctaBox.y + ctaBox.height / 2,
    });
    expect(hit).toBe('See the offers');
    await close();
  }, 60_000);

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${name}: the share toast stays clear of the sticky price bars`, async () => {
      const { page, close } = await watchedPage(browser, viewport);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.siteUrl('harbour-motors') });
      await openCar(page, server.siteUrl('harbour-motors'), harbourCar.slug);
      const share = page.getByRole('complementary', { name: 'Price and enquiries' }).getByRole('button', { name: 'Share', exact: true });
      await share.scrollIntoViewIfNeeded();
      // Far enough down that the sticky header (500 px) and the phone bar's price (900 px) show.
      await page.evaluate(() => window.scrollBy(0, 1000 - window.scrollY));
      await page.waitForTimeout(400);
      await share.evaluate((button: HTMLElement) => button.click());
      const toast = page.getByRole('status').filter({ hasText: 'Link copied' });
      await toast.waitFor();
      const toastBox = await boxOf(toast);
      const bars = [page.getByTestId('sticky-header'), page.getByTestId('mobile-bar')];
      for (const bar of bars) {
        const box = await bar.boundingBox();
        if (!box || box.height === 0 || box.y + box.height <= 0 || !(await bar.isVisible())) continue;
        expect(overlaps(toastBox, box), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(box)}`).toBe(false);
      }
      await close();
    }, 60_000);
  }

  /** The lowest bottom edge of what stays on screen at the top (the site's header, the car's sticky header), once scrolling has settled. */
  async function coveredTop(page: Page): Promise<number> {
    return page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll<HTMLElement>('header, [data-testid="sticky-header"]')]
          .filter(
            (el) =>
              ['sticky', 'fixed'].includes(getComputedStyle(el).position) &&
              getComputedStyle(el).visibility !== 'hidden' &&
              el.getBoundingClientRect().height > 0 &&
              el.getBoundingClientRect().bottom > 0 &&
              el.getBoundingClientRect().top < window.innerHeight / 2,
          )
          .map((el) => el.getBoundingClientRect().bottom),
      ),
    );
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`${name}: an in-page link (the estimate's, /finance's) stops its section below the sticky headers`, async () => {
      const { page, problems, close } = await watchedPage(browser, viewport);
      // The jump without its smooth animation (which headless Chromium may hold back until it next paints).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const settledTop = async (target: Locator) => {
        // Scrolled to it (smooth scrolling), then still.
        await expect.poll(() => target.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight / 2), { timeout: 10_000 }).toBe(true);
        let last = Number.NaN;
        await expect
          .poll(
            async () => {
              const top = Math.round(await target.evaluate((el) => el.getBoundingClientRect().top));
              const still = top === last;
              last = top;
              return still;
            },
            { interval: 250 },
          )
          .toBe(true);
        return last;
      };
      await openCar(page, server.siteUrl('harbour-motors'), harbourCar.slug);
      const estimate = page.locator('a[href="#finance-calculator"]').filter({ visible: true }).first();
      await estimate.click();
      const calculator = page.locator('#finance-calculator');
      const top = await settledTop(calculator);
      expect(top, `the calculator's top (${top}) below the headers (${await coveredTop(page)})`).toBeGreaterThanOrEqual(await coveredTop(page));

      // Bayside's finance page (Harbour's asks for sign-in first).
      await page.goto(`${server.siteUrl('bayside-pre-owned')}/finance#finance-calculator`);
      await waitForHydration(page);
      const financeTop = await settledTop(page.locator('#finance-calculator'));
      expect(financeTop, `/finance: the calculator's top (${financeTop}) below the header (${await coveredTop(page)})`).toBeGreaterThanOrEqual(
        await coveredTop(page),
      );
      expect(await problems()).toEqual([]);
      await close();
    }, 60_000);
  }

  it('phone (390 px): no button label on the car page, its sticky bar or the test-drive page is cut short', async () => {
    const { page, close } = await watchedPage(browser, PHONE);
    const origin = server.siteUrl('harbour-motors');
    for (const car of [harbourCar, weeklyCar]) {
      await openCar(page, origin, car.slug);
      expect(await cutLabels(page.locator('main')), car.slug).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 1200));
      const bar = page.getByTestId('mobile-bar');
      await expect.poll(() => bar.getAttribute('data-past')).not.toBeNull();
      await page.waitForTimeout(300);
      expect(await cutLabels(bar), car.slug).toEqual([]);
      expect(await bar.getByRole('button', { name: 'Message', exact: true }).isVisible()).toBe(true);
    }
    await page.goto(`${origin}/book-test-drive?car_id=${weeklyCar.slug}`);
    await waitForHydration(page);
    expect(await page.getByRole('link', { name: 'View vehicle' }).isVisible()).toBe(true);
    expect(await cutLabels(page.locator('main'))).toEqual([]);
    await close();
  }, 90_000);
});
