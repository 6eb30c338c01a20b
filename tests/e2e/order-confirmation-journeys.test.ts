/**
 * What a buyer has once they paid a deposit, in Chromium on Harbour Motors: an online order goes
 * from its first step to the confirmation page, the buyer's confirmation email with the order
 * reference is in the outbox (one), and the garage of the buyer's phone lists the order by that
 * reference with the deposit paid and what remains. Reserving online: the page fits a 390 px and
 * a 320 px phone, and after paying the confirmation heading is on screen, clear of the sticky
 * header, with focus; its email is in the outbox and the garage lists it by its reference.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlServiceSlots } from '../../adapters/persistence/sql-service-slots';
import { SqlTestDriveSlots } from '../../adapters/persistence/sql-test-drive-slots';
import { outboxDir } from '../../config/data-dirs';
import type { LeadSubmission } from '../../domain/leads/lead';
import type { Car } from '../../domain/vehicle/car';
import { signInBrowser } from '../adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { outboxEmails } from '../support/outbox-emails';
import { buyableCx5, payWithTestCard } from './support/harbour-checkout';
import { launchChromium, waitForHydration } from './support/browser';

const SITE = 'harbour-motors';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const car = (id: number, slug: string): Car => buyableCx5(id, slug);
const CARS = [car(9_811, 'mazda-cx-5-ordered'), car(9_812, 'mazda-cx-5-reserved-on-a-phone'), car(9_813, 'mazda-cx-5-reserved-on-a-desktop')];
const PHONE_NUMBER = '0412 345 678';

/** Where the heading is against the viewport and the bottom of the sticky site header. */
function headingPlace(page: Page, id: string) {
  return page.evaluate((headingId) => {
    const heading = document.getElementById(headingId)!.getBoundingClientRect();
    const header = [...document.querySelectorAll('header')].find((el) => getComputedStyle(el).position === 'sticky');
    return {
      top: heading.top,
      bottom: heading.bottom,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      viewport: window.innerHeight,
      focused: document.activeElement?.id ?? null,
    };
  }, id);
}

/** Wholly in the viewport, below the sticky header. */
const onScreen = (place: { top: number; bottom: number; headerBottom: number; viewport: number }) =>
  place.top >= place.headerBottom && place.bottom <= place.viewport;

describe('after the deposit: the buyer’s email, the confirmation in view, the garage', () => {
  let server: TestServer;
  let browser: Browser;
  const emailsTo = (address: string) => outboxEmails(outboxDir(server.core.settings), 'email-confirmation-').filter((email) => email.to === address);

  beforeAll(async () => {
    const unlimited = { max: 100_000, windowMs: 60_000 };
    [server, browser] = await Promise.all([
      startTestServer({ cars: CARS, workers: true, rateLimits: { leads: unlimited, reservations: unlimited, checkout: unlimited, paymentTokens: unlimited } }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('orders online: confirmation page → one email to the buyer with the reference → the garage lists the order', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.siteUrl(SITE)}/checkout-journey?car_id=mazda-cx-5-ordered`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Buy this car' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '2. Trade-in' }).isVisible()).toBe(true);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '4. Delivery or pick-up' }).isVisible()).toBe(true);
    await main.getByRole('radio', { name: /Pick it up/ }).check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '5. Your details' }).isVisible()).toBe(true);
    await main.getByLabel('First name').fill('Ann');
    await main.getByLabel('Last name').fill('Citizen');
    await main.getByLabel('Email').fill('ann.order@example.com.au');
    await main.getByLabel('Mobile').fill(PHONE_NUMBER);
    await main.getByLabel('Street address').fill('1 Hunter Street');
    await main.getByLabel('Suburb').fill('Newcastle');
    await main.getByRole('textbox', { name: 'Postcode' }).fill('2300');
    await main.getByLabel("Driver's licence number").fill('12345678');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '6. Deposit' }).isVisible()).toBe(true);
    await payWithTestCard(page);

    await expect.poll(() => main.getByRole('heading', { name: '7. Confirmation' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const reference = (
      await main
        .getByText(/Order reference/)
        .first()
        .textContent()
    )?.match(/HM-[0-9A-Z]{8}/)?.[0];
    expect(reference).toBeTruthy();
    expect(await main.getByText('A copy of your order is on its way to ann.order@example.com.au.').isVisible()).toBe(true);
    await page.screenshot({ path: '/tmp/shots/orders/order-confirmation-desktop.png', fullPage: true });

    // The outbox dispatcher (running, as in production) writes the buyer's one email.
    await expect.poll(() => emailsTo('ann.order@example.com.au').length, { timeout: 15_000 }).toBe(1);
    const [email] = emailsTo('ann.order@example.com.au');
    expect(email!.subject).toBe(`Your order ${reference} with Harbour Motors`);
    expect(email!.text).toContain(`Order reference: ${reference}`);
    expect(email!.text).toContain('2023 Mazda CX-5');

    // The garage of the buyer's phone lists the order by its reference, with the deposit paid and what remains.
    await signInBrowser(context, server, SITE, PHONE_NUMBER);
    await page.goto(`${server.siteUrl(SITE)}/my-garage`);
    await waitForHydration(page);
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect.poll(() => orders.getByText(reference!).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await orders.getByText('Deposit paid', { exact: true }).isVisible()).toBe(true);
    expect(await orders.getByText(/Deposit paid: \$[\d,]+ · \$[\d,]+ to pay at pick-up/).isVisible()).toBe(true);
    expect(await orders.getByText(/^Paid$/).count()).toBe(0);
    // The order's hold is not listed again as a reservation.
    expect(
      await page
        .getByRole('region', { name: 'Reservations' })
        .getByText(/No reservations/)
        .isVisible(),
    ).toBe(true);
    await page.screenshot({ path: '/tmp/shots/orders/garage-desktop.png', fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('reserves on a phone: nothing scrolls sideways at 390 px or 320 px, and the confirmation comes into view clear of the sticky header', async () => {
    const small = await browser.newContext({ viewport: SMALL_PHONE, locale: 'en-AU' });
    const smallPage = await small.newPage();
    await smallPage.goto(`${server.siteUrl(SITE)}/cars/mazda-cx-5-reserved-on-a-phone/checkout`);
    await waitForHydration(smallPage);
    await expect.poll(() => smallPage.getByLabel('Card number').isVisible()).toBe(true);
    expect(await smallPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SMALL_PHONE.width);
    await small.close();

    const context = await browser.newContext({ viewport: PHONE, locale: 'en-AU', isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.siteUrl(SITE)}/cars/mazda-cx-5-reserved-on-a-phone/checkout`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByLabel('Card number').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await main.getByLabel(/^Name\s*\*?$/).fill('Ann Citizen');
    await main.getByLabel('Email').fill('ann.phone@example.com.au');
    await main.getByLabel('Phone').fill(PHONE_NUMBER);
    await payWithTestCard(page);

    await expect.poll(() => main.getByRole('heading', { name: /is reserved for you/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await headingPlace(page, 'reserved-heading')).focused).toBe('reserved-heading');
    // The site scrolls smoothly: wait for the scroll to settle.
    await expect.poll(async () => onScreen(await headingPlace(page, 'reserved-heading')), { timeout: 5_000 }).toBe(true);
    expect((await headingPlace(page, 'reserved-heading')).headerBottom).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/shots/orders/reserved-phone.png' });

    const reference = (await main
      .getByText(/^[0-9A-F]{8}$/)
      .first()
      .textContent())!;
    await expect.poll(() => emailsTo('ann.phone@example.com.au').length, { timeout: 15_000 }).toBe(1);
    expect(emailsTo('ann.phone@example.com.au')[0]!.text).toContain(`Reservation reference: ${reference}`);
    await signInBrowser(context, server, SITE, PHONE_NUMBER);
    await page.goto(`${server.siteUrl(SITE)}/my-garage`);
    await waitForHydration(page);
    const reservations = page.getByRole('region', { name: 'Reservations' });
    await expect.poll(() => reservations.getByText(reference).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: '/tmp/shots/orders/garage-phone.png', fullPage: true });
    await context.close();
  }, 180_000);

  it('the garage lists a booked test drive on the dealership’s clock and writes times as the site does (8:00am)', async () => {
    const lead = (user: Record<string, unknown>): LeadSubmission => ({
      user: { name: 'Ann Citizen', email: 'ann@example.com.au', phone: PHONE_NUMBER, category: 'Test Drive', ...user },
      url: `${server.siteUrl(SITE)}/book-test-drive`,
      source: 'Website',
      user_agent: 'vitest',
      lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    });
    const drive = await new SqlTestDriveSlots(server.db).saveLeadHoldingSlot(
      SITE,
      'garage-test-drive',
      lead({ test_drive_date: '2030-03-09', test_drive_time: '08:00' }),
      [],
      { carId: 9_811, date: '2030-03-09', time: '08:00', locationId: 2101 },
    );
    expect('lead' in drive).toBe(true);
    const service = await new SqlServiceSlots(server.db).saveLeadHoldingServiceSlot(
      SITE,
      'garage-service',
      lead({
        category: 'Service Booking',
        subcategory: '3. Order Details',
        'Vehicle Make': 'Kia',
        'Vehicle Model': 'Rio',
        'Vehicle Year': '2020',
        'Preferred Service Date': '2030-03-10',
        'Preferred Service Time': '08:00',
        form_completed: true,
      }),
      [],
      { locationId: 2101, date: '2030-03-10', time: '08:00', capacityPerSlot: 3, capacityPerDay: null, bookingLeadId: null },
    );
    expect('lead' in service).toBe(true);
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-AU' });
    const page = await context.newPage();
    await signInBrowser(context, server, SITE, PHONE_NUMBER);
    await page.goto(`${server.siteUrl(SITE)}/my-garage`);
    await waitForHydration(page);
    const drives = page.getByRole('region', { name: 'Test drives' });
    await expect.poll(() => drives.getByText('Saturday 9 March 2030 at 8:00am (Sydney time)').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await drives.getByText('2023 Mazda CX-5').isVisible()).toBe(true);
    const bookings = page.getByRole('region', { name: 'Service bookings' });
    await expect.poll(() => bookings.getByText(/at 8:00am/).isVisible()).toBe(true);
    expect(
      await page
        .getByRole('main')
        .getByText(/\b08:00\b/)
        .count(),
    ).toBe(0);
    await drives.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/orders/garage-test-drives-phone.png' });
    await context.close();
  }, 120_000);

  it('reserves on a desktop: the confirmation is on screen, not a blank column', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU' });
    const page = await context.newPage();
    await page.goto(`${server.siteUrl(SITE)}/cars/mazda-cx-5-reserved-on-a-desktop/checkout`);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByLabel('Card number').isVisible()).toBe(true);
    await main.getByLabel(/^Name\s*\*?$/).fill('Ann Citizen');
    await main.getByLabel('Email').fill('ann.desktop@example.com.au');
    await main.getByLabel('Phone').fill(PHONE_NUMBER);
    // The shopper has scrolled down to the pay button, as a long form makes them.
    await main.getByRole('button', { name: /Pay \$[\d,]+ deposit/ }).scrollIntoViewIfNeeded();
    await payWithTestCard(page);
    await expect.poll(() => main.getByRole('heading', { name: /is reserved for you/ }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await headingPlace(page, 'reserved-heading')).focused).toBe('reserved-heading');
    await expect.poll(async () => onScreen(await headingPlace(page, 'reserved-heading')), { timeout: 5_000 }).toBe(true);
    await page.screenshot({ path: '/tmp/shots/orders/reserved-desktop.png' });
    await context.close();
  }, 120_000);
});
