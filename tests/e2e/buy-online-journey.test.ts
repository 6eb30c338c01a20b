/**
 * Buy it online in Chromium (issue 15 'Tests that must exist': 'a Playwright journey in Chromium on
 * Harbour Motors from the vehicle page to a confirmed order with a trade-in, checking the total on
 * screen against the domain; axe-core zero violations on every step'). The shopper opens a car,
 * follows its Online Purchase button, sees the drive-away price for NSW (the car's location) and
 * then for their postcode in VIC, names the instant offer they accepted earlier by its reference (an
 * offer the server made and recorded as accepted, as the trade-in flow leaves it; this browser is
 * another one), pays by finance, has the car delivered to Geelong (the details then start with that
 * postcode), types the card expiry as four digits (written MM/YY), cannot pay before accepting the
 * terms and conditions (their link opens the site's terms page), is declined with the decline test
 * card, pays with the good one, and reads the confirmation — the compare tray, holding a car, never
 * over the checkout. The order's lead is in the outbox; the car shows reserved; leaving and coming
 * back lands on the same step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlLeadRepository } from '../../adapters/persistence/sql-lead-repository';
import type { TradeInEvaluationStore } from '../../application/tradein/trade-in-store.port';
import { PORTS } from '../../config/ports';
import { ORDER_TERMS_MESSAGE } from '../../domain/orders/order';
import { COMPARE_KEY } from '../../ui/hooks/use-saved-cars';
import { deliveryEstimate } from '../../domain/locations/delivery-zones';
import { driveAwayPrice } from '../../domain/pricing/drive-away';
import { orderTotals } from '../../domain/orders/order';
import { formatDollars } from '../../domain/vehicle/money';
import type { Car } from '../../domain/vehicle/car';
import { request } from '../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { expectNoAxeViolations } from './support/axe';
import { buyableCx5 } from './support/harbour-checkout';
import { launchChromium, waitForHydration } from './support/browser';
import type { Browser } from 'playwright-core';
import * as E from 'fp-ts/lib/Either.js';

const SITE = 'harbour-motors';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const car = (id: number, slug: string): Car => buyableCx5(id, slug);
const CARS = [car(9_801, 'mazda-cx-5-to-buy'), car(9_802, 'mazda-cx-5-on-a-phone'), car(9_803, 'mazda-cx-5-resumed')];
const EVAL_ID = 'EVAL-JOURNEY-1';
const REFERENCE = 'TI-JRNY-0001';
const TRADE_IN = 8_250;

describe('buying a car online on Harbour Motors (issue 15)', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    const unlimited = { max: 100_000, windowMs: 60_000 };
    [server, browser] = await Promise.all([
      startTestServer({ cars: CARS, rateLimits: { leads: unlimited, reservations: unlimited, checkout: unlimited, paymentTokens: unlimited } }),
      launchChromium(),
    ]);
    // The instant offer the shopper accepted earlier: made by the server, to their phone, and accepted.
    const store = await server.core.container.getAsync<TradeInEvaluationStore>(PORTS.TradeInStore);
    const now = new Date().toISOString();
    await store.saveEvaluation({
      siteSlug: SITE,
      evalId: EVAL_ID,
      provider: 'simulated',
      rego: 'ABC123',
      state: 'NSW',
      vehicle: { EvalID: EVAL_ID, Make: 'Mazda', Model: '3', Year: 2016, Registration: 'ABC123' },
      createdAt: now,
    });
    await store.recordContact(SITE, EVAL_ID, '0412 345 678');
    await store.saveOffer(
      SITE,
      EVAL_ID,
      { evalid: EVAL_ID, offer_price: TRADE_IN, reduced_price: null, final_price: TRADE_IN, adjustments: [], valid_until: null, valid_days: null },
      now,
      REFERENCE,
    );
    await store.markAccepted(SITE, EVAL_ID, now);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('goes from the vehicle page to a confirmed order with a trade-in, the total on screen as the domain works it out', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A car in the compare list: its tray follows the shopper across the site, but never over the checkout.
    const compared = CARS[2]!;
    await page.addInitScript(([key, entry]) => localStorage.setItem(key, JSON.stringify([entry])), [
      COMPARE_KEY,
      { id: compared.id, slug: compared.slug, name: compared.name, make: compared.make, model: compared.model, primary_image_url: null },
    ] as const);
    const tray = page.getByRole('complementary', { name: /^Compare \(1\// });
    await page.goto(`${server.siteUrl(SITE)}/cars/mazda-cx-5-to-buy`);
    await waitForHydration(page);
    await expect.poll(() => tray.isVisible()).toBe(true);
    await page
      .getByRole('link', { name: /Online Purchase/i })
      .first()
      .click();
    await page.waitForURL(/\/checkout-journey\?car_id=mazda-cx-5-to-buy/);
    await waitForHydration(page);

    const site = server.core.siteOf(SITE)!;
    const main = page.getByRole('main');
    // 1. The car and its price: NSW (the car's location) by default.
    await expect.poll(() => main.getByRole('heading', { level: 2 }).first().textContent()).toBe('1. The car and its price');
    expect(await tray.count()).toBe(0);
    const nsw = driveAwayPrice({ car: CARS[0]!, state: 'NSW', costs: site.on_road_costs, on: new Date() })!;
    await expect.poll(() => main.getByText('Drive-away in NSW').first().isVisible()).toBe(true);
    expect(await main.locator('strong', { hasText: formatDollars(nsw.total) }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'step 1');
    // A Victorian buyer.
    await main.getByLabel(/Your postcode/).fill('3000');
    await main.getByRole('button', { name: 'Update price' }).click();
    const vic = driveAwayPrice({ car: CARS[0]!, state: 'VIC', costs: site.on_road_costs, on: new Date() })!;
    await expect.poll(() => main.getByText('Drive-away in VIC').first().isVisible()).toBe(true);
    await expect.poll(() => main.locator('strong', { hasText: formatDollars(vic.total) }).count()).toBeGreaterThan(0);
    await main.getByRole('button', { name: 'Buy this car' }).click();

    // 2. Trade-in: the accepted offer, by the reference in the shopper's text message.
    await expect.poll(() => main.getByRole('heading', { name: '2. Trade-in' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'step 2');
    await main.getByRole('radio', { name: /accepted an instant offer/ }).check();
    await main.getByRole('radio', { name: /By its offer reference/ }).check();
    await main.getByRole('textbox', { name: 'Offer reference' }).fill(REFERENCE.toLowerCase());
    await main.getByRole('button', { name: 'Continue' }).click();

    // 3. Pay by finance: the repayment the server works out.
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await main.getByRole('radio', { name: /Finance/ }).check();
    await main.getByLabel('Your deposit ($)').fill('5000');
    await main.getByRole('button', { name: 'Work out my repayment' }).click();
    await expect.poll(() => main.getByText(/About \$[\d,]+ weekly over 5 years/).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'step 3');
    await main.getByRole('button', { name: 'Continue' }).click();

    // 4. Delivery to Melbourne.
    await expect.poll(() => main.getByRole('heading', { name: '4. Delivery or pick-up' }).isVisible()).toBe(true);
    await main.getByRole('radio', { name: 'Deliver it to me' }).check();
    await main.getByLabel('Delivery postcode').fill('3220');
    await expectNoAxeViolations(page, 'step 4');
    await main.getByRole('button', { name: 'Continue' }).click();

    // 5. Details: a bad email is refused with its message, then fixed.
    await expect.poll(() => main.getByRole('heading', { name: '5. Your details' }).isVisible()).toBe(true);
    await main.getByLabel('First name').fill('Ann');
    await main.getByLabel('Last name').fill('Citizen');
    await main.getByLabel('Email').fill('ann@');
    await main.getByLabel('Mobile').fill('0412 345 678');
    await main.getByLabel('Street address').fill('1 Collins Street');
    await main.getByLabel('Suburb').fill('Geelong');
    // The postcode starts as the one the car is delivered to, not the one it was priced for.
    expect(await main.getByRole('textbox', { name: 'Postcode' }).inputValue()).toBe('3220');
    await main.getByLabel("Driver's licence number").fill('123456789');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect
      .poll(() =>
        main
          .getByText(/valid email address/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'step 5 with an error');
    await main.getByLabel('Email').fill('ann@example.com.au');
    await main.getByRole('button', { name: 'Continue' }).click();

    // 6. Deposit: the total on screen is the domain's; a declined card, then the good one.
    await expect.poll(() => main.getByRole('heading', { name: '6. Deposit' }).isVisible()).toBe(true);
    const delivery = deliveryEstimate('3220');
    const expected = orderTotals({
      driveAway: vic.total,
      delivery: E.isRight(delivery) ? delivery.right.price : NaN,
      tradeIn: TRADE_IN,
      deposit: site.reserve_deposit,
    });
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(expected.total));
    await expect
      .poll(() =>
        main
          .getByText(/TEST MODE/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await tray.count()).toBe(0);
    await expectNoAxeViolations(page, 'step 6');
    await main.getByLabel('Card number').fill('4000 0000 0000 0002');
    // Four digits typed become MM/YY, as the expiry rule takes them.
    await main.getByLabel('Expiry (MM/YY)').pressSequentially('1129');
    expect(await main.getByLabel('Expiry (MM/YY)').inputValue()).toBe('11/29');
    await main.getByLabel('Security code').fill('123');
    await main.getByLabel('Name on card').fill('ANN CITIZEN');
    // No deposit before the terms are accepted; their link opens the site's terms page.
    await main.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).click();
    await expect.poll(() => main.getByText(ORDER_TERMS_MESSAGE).isVisible()).toBe(true);
    expect(await main.getByText('Payment not taken').count()).toBe(0);
    await expectNoAxeViolations(page, 'step 6 with the terms not accepted');
    const termsHref = await main.getByRole('link', { name: 'terms and conditions' }).getAttribute('href');
    expect(termsHref).toBe('/terms-and-conditions');
    expect((await request(server.port, termsHref!, { host: server.host(SITE) })).status).toBe(200);
    await main.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await main.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).click();
    await expect
      .poll(() =>
        main
          .getByText(/declined/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await main.getByLabel('Card number').fill('4242 4242 4242 4242');
    await main.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).click();

    // 7. Confirmation.
    await expect.poll(() => main.getByRole('heading', { name: '7. Confirmation' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const reference = (await main.getByText(/Order reference/).textContent())?.match(/HM-[0-9A-Z]{8}/)?.[0];
    expect(reference).toBeTruthy();
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(expected.total));
    await expectNoAxeViolations(page, 'step 7');

    // The dealer has the order: its lead, with the same total; the car is reserved across the site.
    const orders = await server.db.query<{ order_id: string; lead_id: string }>('SELECT order_id, lead_id::text AS lead_id FROM orders WHERE reference = $1', [
      reference,
    ]);
    const lead = await new SqlLeadRepository(server.db).findById(SITE, orders[0]!.lead_id);
    expect(lead?.submission.user).toMatchObject({
      category: 'Online Purchase',
      order_reference: reference,
      order_total: expected.total,
      EvalID: EVAL_ID,
      trade_in_reference: REFERENCE,
      finance: 'Yes',
    });
    const outbox = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead_outbox WHERE lead_id = $1', [orders[0]!.lead_id]);
    expect(outbox[0]!.n).toBeGreaterThan(0);
    await page.goto(`${server.siteUrl(SITE)}/cars/mazda-cx-5-to-buy`);
    await waitForHydration(page);
    await expect
      .poll(() =>
        page
          .getByText(/reserved/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('leaving and coming back lands on the same step; on a phone nothing scrolls sideways', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.siteUrl(SITE)}/checkout-journey?car_id=mazda-cx-5-resumed`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Buy this car' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '2. Trade-in' }).isVisible()).toBe(true);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await page.goto(`${server.siteUrl(SITE)}/`);
    await page.goto(`${server.siteUrl(SITE)}/checkout-journey?car_id=mazda-cx-5-resumed`);
    await waitForHydration(page);
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page, 'step 3 on a phone');
    await context.close();
  }, 60_000);

  it('/online-payment finds the placed order by its reference and email', async () => {
    const rows = await server.db.query<{ reference: string }>("SELECT reference FROM orders WHERE status = 'placed' LIMIT 1");
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.siteUrl(SITE)}/online-payment`);
    await waitForHydration(page);
    await expectNoAxeViolations(page, '/online-payment');
    await page.getByLabel('Order reference').fill(rows[0]!.reference);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/could not find/);
    await page.getByLabel('Email').fill('ANN@example.com.au');
    await page.getByRole('button', { name: 'Find my order' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order ${rows[0]!.reference}`);
    await expect.poll(() => page.getByText(/Placed — your car is held for you/).isVisible()).toBe(true);
    await expectNoAxeViolations(page, '/online-payment with an order');
    await context.close();
  }, 60_000);
});
