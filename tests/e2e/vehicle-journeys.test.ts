import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { calculateFinance, calculatorProfile, lenderFor, type CalculatorState } from '../../domain/finance';
import type { FinanceProviderName } from '../../domain/dealer-site/dealer-site';
import type { Car, FinanceLender } from '../../domain/vehicle/car';
import { aCar } from '../support/car-builder';
import { pdfText } from '../support/pdf-text';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

const photos = (body: string, colour: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    image: { url: `/media/cars/${body}/${colour}/${i}.svg`, thumb: { url: `/media/cars/${body}/${colour}/${i}.svg?w=320` } },
  }));

const lender = (provider: string, fields: Partial<FinanceLender> = {}): Record<string, FinanceLender> => ({
  [provider]: {
    financeProvider: provider,
    disclaimer:
      'Estimated repayments are indicative only, based on an interest rate of 7.49% p.a. and a comparison rate of 8.55% p.a. Finance is subject to lender approval; fees and charges apply.',
    termYears: 5,
    interestRate: 7.49,
    comparisonRate: 8.55,
    establishmentFees: 0,
    deposit: 0,
    paymentWeek: 141,
    ...fields,
  },
});

const today = new Date(new Date().toISOString().slice(0, 10));

// Purpose-made cars among the demo stock, found through search by their badge (a shopper's words).
const harbourCar = aCar()
  .withId(990_001)
  .withSite('harbour-motors')
  .withSlug('2022-mazda-cx-5-journey-edition')
  .withMakeModel('Mazda', 'CX-5')
  .withYear(2022)
  .withPrice(36_990)
  .with({
    name: '2022 Mazda CX-5 Journey Edition',
    badge: 'Journey Edition',
    city: 'Newcastle West',
    dealership_slug: 'harbour-motors',
    simple_body: 'SUV',
    images: photos('suv', 'red', 6),
    photos_count: 6,
    primary_image_url: '/media/cars/suv/red/0.svg',
    certified: false,
    finance_lenders: lender('Taurus'),
    created_at: today.toISOString(),
    updated_at: today.toISOString(),
  })
  .build();

const baysideCar = aCar()
  .withId(990_002)
  .withSite('bayside-pre-owned')
  .withSlug('2019-toyota-rav4-voyager-edition')
  .withMakeModel('Toyota', 'RAV4')
  .withYear(2019)
  .withPrice(27_490)
  .with({
    name: '2019 Toyota RAV4 Voyager Edition',
    badge: 'Voyager Edition',
    city: 'Moorabbin',
    dealership_slug: 'bayside-pre-owned',
    simple_body: 'SUV',
    images: photos('suv', 'blue', 5),
    photos_count: 5,
    primary_image_url: '/media/cars/suv/blue/0.svg',
    finance_lenders: lender('360 Finance', { paymentWeek: 120 }),
    created_at: today.toISOString(),
    updated_at: today.toISOString(),
  })
  .build();

const soldCar = aCar()
  .withId(990_003)
  .withSite('harbour-motors')
  .withSlug('2020-mazda-cx-3-sold-edition')
  .withMakeModel('Mazda', 'CX-3')
  .sold(today.toISOString())
  .with({ name: '2020 Mazda CX-3 Sold Edition', badge: 'Sold Edition', city: 'Newcastle West', images: photos('suv', 'grey', 4), photos_count: 4 })
  .build();

const spinCar = aCar()
  .withId(990_004)
  .withSite('harbour-motors')
  .withSlug('2023-mazda-cx-60-spin-edition')
  .withMakeModel('Mazda', 'CX-60')
  .with({
    name: '2023 Mazda CX-60 Spin Edition',
    badge: 'Spin Edition',
    city: 'Newcastle West',
    images: photos('suv', 'red', 3),
    photos_count: 3,
    video_url: '/media/videos/walkaround.mp4',
    spin_images: Array.from({ length: 36 }, (_, i) => `/media/cars/suv/red/spin-${i}.svg`),
    spin_interior_image: '/media/cars/suv/red/interior.svg',
    hotspots: [
      { id: 'seat', kind: 'interior', title: 'Leather seats', description: 'Heated leather seats front and rear.', positions: { 0: { x: 40, y: 60 } } },
    ],
  })
  .build();

/** The repayment the domain computes for what the shopper typed (the calculator must agree). */
function expectedRepayment(car: Car, provider: FinanceProviderName, state: CalculatorState): string {
  return calculateFinance({ state, profile: calculatorProfile({ provider }), lender: lenderFor(car.finance_lenders, provider) ?? null }).paymentText;
}

/** Analytics events the page sent, by id. */
function analyticsIds(requests: Request[]): number[] {
  return requests
    .filter((r) => r.url().endsWith('/api/analytics/events') && r.method() === 'POST')
    .map((r) => (JSON.parse(r.postData() ?? '{}') as { event_id?: number }).event_id ?? 0);
}

/** From the search page, the shopper finds the car by its badge and opens its card. */
async function openCardFromSearch(page: Page, origin: string, car: Car): Promise<void> {
  await page.goto(`${origin}/search?query=${encodeURIComponent(car.badge ?? '')}`);
  await waitForHydration(page);
  await page
    .locator('main article h3 a', { hasText: `${car.year} ${car.make} ${car.model}` })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/cars/${car.slug}$`));
  await page.getByRole('heading', { level: 1, name: `${car.year} ${car.make} ${car.model}` }).waitFor();
}

async function useGalleryWithKeyboard(page: Page, count: number): Promise<void> {
  const gallery = page.getByRole('region', { name: /^Photos of the / });
  const track = page.getByTestId('gallery-track');
  await track.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => gallery.getByText(`2 / ${count}`).count()).toBe(1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => gallery.getByText(`3 / ${count}`).count()).toBe(1);
  // spec 1 §9: slides past the first 2 load once reached.
  await expect.poll(() => track.locator('img').nth(2).getAttribute('src')).toMatch(/\/2\.svg$/);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => gallery.getByText(`2 / ${count}`).count()).toBe(1);
  // The fullscreen view answers the arrow keys too.
  await gallery.getByRole('button', { name: 'View photos full screen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('heading').textContent()).toMatch(new RegExp(`2 / ${count}$`));
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => dialog.getByRole('heading').textContent()).toMatch(new RegExp(`3 / ${count}$`));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Types into the calculator as a shopper would and reads the repayment shown. */
async function runCalculator(page: Page, values: { amount: string; deposit: string; term: string; interest: string; frequency?: string }): Promise<string> {
  const calculator = page.locator('#finance-calculator');
  await calculator.scrollIntoViewIfNeeded();
  await calculator.getByLabel('Purchase price', { exact: true }).fill(values.amount);
  await calculator.getByLabel('Deposit or trade-in').fill(values.deposit);
  await calculator.getByLabel('Loan term (years)').fill(values.term);
  await calculator.getByLabel('Interest rate (% p.a.)').fill(values.interest);
  if (values.frequency) await calculator.getByRole('radiogroup', { name: 'Repayment frequency' }).getByText(values.frequency).click();
  return (await calculator.getByTestId('finance-repayment').textContent()) ?? '';
}

describe('vehicle page journeys in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();

  beforeAll(async () => {
    const cars = [...generateInventory({ sites, totalCars: 1200, seed: 20261121, now: today }), harbourCar, baysideCar, soldCar, spinCar];
    [server, browser] = await Promise.all([startTestServer({ cars }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Harbour Motors, desktop: opens a card, uses the gallery with the keyboard, reveals the phone, runs the calculator and downloads the PDF', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    const origin = server.siteUrl('harbour-motors');
    await openCardFromSearch(page, origin, harbourCar);

    // spec 1 §7: a view is recorded on load.
    await expect.poll(() => requests.some((r) => r.url().includes(`/api/cars/${harbourCar.slug}/view.json?`))).toBe(true);
    const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
    await expect(sidebar.getByRole('button', { name: 'Instant Message', exact: true }).isVisible()).resolves.toBe(true);
    // spec 1 §2: the number in the Call Now label on desktop (the used-car number, spec 2 §1).
    await expect(sidebar.getByRole('link', { name: /^Call Now\s*02 4926 1133$/ }).isVisible()).resolves.toBe(true);

    await useGalleryWithKeyboard(page, 6);

    // spec 1 §4: the masked number; a click reveals it and records the reveal.
    const reveal = page.getByRole('button', { name: /^02 49\*+ Show number$/ });
    await reveal.scrollIntoViewIfNeeded();
    const revealed = page.waitForRequest((r) => r.url().endsWith(`/api/cars/${harbourCar.slug}/phone-reveal`) && r.method() === 'POST');
    await reveal.click();
    const body = JSON.parse((await revealed).postData() ?? '{}') as Record<string, number>;
    expect(body).toMatchObject({
      car_id: harbourCar.id,
      dealership_id: harbourCar.dealership_id,
      website_id: sites.find((s) => s.slug === 'harbour-motors')?.id,
    });
    await expect(page.getByTestId('dealer-phone').getAttribute('href')).resolves.toBe('tel:0249261133');
    await expect(page.getByTestId('dealer-phone').textContent()).resolves.toContain('02 4926 1133');

    // spec 1 §4, §9: the sticky header from 500 px, with the weekly estimate.
    await expect.poll(() => page.getByText('$141/wk at 7.49% p.a.*').isVisible()).toBe(true);

    // spec 2 §4: the repayment is recomputed on every change and agrees with the domain; event 26 once.
    const shown = await runCalculator(page, { amount: '35000', deposit: '5000', term: '4', interest: '9.5', frequency: 'Fortnightly' });
    expect(shown).toBe(
      expectedRepayment(harbourCar, 'Taurus', { amount: 35_000, deposit: 5_000, termYears: 4, interestRate: 9.5, residual: 0, frequency: 'fortnightly' }),
    );
    // Out of bounds: the price is clamped and the bound message shows (spec 2 §5).
    const calculator = page.locator('#finance-calculator');
    await calculator.getByLabel('Purchase price', { exact: true }).fill('900000');
    await expect.poll(() => calculator.getByText('Cannot be less than $1,000 or more than $250,000').isVisible()).toBe(true);
    expect(await calculator.getByTestId('finance-repayment').textContent()).toBe(
      expectedRepayment(harbourCar, 'Taurus', { amount: 250_000, deposit: 5_000, termYears: 4, interestRate: 9.5, residual: 0, frequency: 'fortnightly' }),
    );
    await expect.poll(() => analyticsIds(requests).filter((id) => id === 26).length).toBe(1);
    // spec 1 §9: a used-vehicle view sends event 4.
    expect(analyticsIds(requests)).toContain(4);

    // spec 1 §4, §7: Print prepares the car's PDF and saves it as {slug}.pdf (event 61).
    const print = sidebar.getByRole('button', { name: 'Print' });
    await print.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
    expect(download.suggestedFilename()).toBe(`${harbourCar.slug}.pdf`);
    const path = await download.path();
    const bytes = new Uint8Array(await (await import('node:fs/promises')).readFile(path));
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(bytes)).toContain('2022 Mazda CX-5');
    await expect.poll(() => analyticsIds(requests)).toContain(61);

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('Bayside Pre-Owned, phone: opens a card, uses the gallery with the keyboard, sees the number unmasked, runs the calculator', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    const origin = server.siteUrl('bayside-pre-owned');
    await openCardFromSearch(page, origin, baysideCar);
    await expect(
      page.getByRole('complementary', { name: 'Price and enquiries' }).getByRole('button', { name: 'Enquire Now', exact: true }).isVisible(),
    ).resolves.toBe(true);

    await useGalleryWithKeyboard(page, 5);

    // spec 1 §4: on this site the number shows from the start.
    const phone = page.getByTestId('dealer-phone');
    await phone.scrollIntoViewIfNeeded();
    await expect(phone.getAttribute('href')).resolves.toBe('tel:0730000000');

    // spec 1 §2: no sticky header on this site.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(300);
    await expect(page.getByText(/\/wk at /).count()).resolves.toBe(0);

    // spec 1 §9: the mobile bar is restyled past 900 px.
    const bar = page.locator('[data-past]').first();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 1400));
    await expect.poll(() => bar.count()).toBeGreaterThan(0);

    // spec 1 §5, §8: the delivery calculator's messages.
    const delivery = page.getByRole('region', { name: 'Delivery Calculator' });
    await delivery.scrollIntoViewIfNeeded();
    await delivery.getByRole('button', { name: 'Estimate delivery' }).click();
    await expect.poll(() => delivery.getByText('Please enter a postcode.').isVisible()).toBe(true);
    await delivery.getByLabel('Your postcode').fill('3000');
    await delivery.getByRole('button', { name: 'Estimate delivery' }).click();
    await expect.poll(() => delivery.getByText(/^Delivery to Melbourne Metro: \$[\d,]+$/).isVisible()).toBe(true);

    const shown = await runCalculator(page, { amount: '27490', deposit: '2000', term: '5', interest: '11', frequency: 'Monthly' });
    expect(shown).toBe(
      expectedRepayment(baysideCar, '360 Finance', { amount: 27_490, deposit: 2_000, termYears: 5, interestRate: 11, residual: 0, frequency: 'monthly' }),
    );

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('a sold car shows the SOLD message and only the Find Me Something Similar form', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/cars/${soldCar.slug}`);
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
    await expect(sidebar.getByText('SOLD', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(sidebar.getByText('This vehicle has recently sold.').isVisible()).resolves.toBe(true);
    const form = page.locator('#find-similar');
    await form.getByRole('textbox').first().waitFor();
    await expect(form.getByText('Find Me Something Similar').first().isVisible()).resolves.toBe(true);
    for (const name of ['Instant Message', 'Enquire Now', 'Reserve Car Now', 'Get Finance Quote', 'Trade-In Valuation', 'Online Purchase', 'Print']) {
      await expect(sidebar.getByRole('button', { name }).count()).resolves.toBe(0);
      await expect(sidebar.getByRole('link', { name }).count()).resolves.toBe(0);
    }
    await expect(page.getByRole('link', { name: /Call Now/ }).count()).resolves.toBe(0);
    await expect(page.locator('#finance-calculator').count()).resolves.toBe(0);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('the 360° viewer loads, prompts, turns by drag and shows the interior with its hotspot; the video plays inline', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/cars/${spinCar.slug}`);
    await waitForHydration(page);
    const viewer = page.getByRole('group', { name: /^360° view of the / });
    // spec 1 §4: loading until every frame has loaded, then 'Swipe to spin' until the first drag.
    await viewer.getByText('Swipe to spin').waitFor({ timeout: 15_000 });
    const frameOf = () => viewer.locator('img').first().getAttribute('src');
    const box = await viewer.boundingBox();
    if (!box) throw new Error('no viewer');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => viewer.getByText('Swipe to spin').count()).toBe(0);
    const turned = await frameOf();
    expect(turned).toMatch(/spin-\d+\.svg$/);
    // Frames stay put once the shopper has taken over (no auto-rotate after a drag).
    await page.waitForTimeout(400);
    expect(await frameOf()).toBe(turned);

    const tabs = page.getByRole('radiogroup', { name: 'Car viewer' });
    await tabs.getByText('Interior').click();
    const interior = page.getByRole('group', { name: /^Interior of the / });
    await interior.getByRole('button', { name: 'Leather seats' }).click();
    await expect.poll(() => interior.getByText('Heated leather seats front and rear.').isVisible()).toBe(true);

    // spec 1 §2: own video in the native player, the second slide of the gallery (CSP allows /media/videos).
    await tabs.getByText('Images').click();
    await page.getByRole('button', { name: 'Show video 2' }).click();
    await expect.poll(() => page.locator('video[src="/media/videos/walkaround.mp4"]').count()).toBe(1);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);
});
