/**
 * The service page in Chromium (spec 2 §2 'Service booking', §7 'the service iframe'; issue 13
 * 'The service page'), found by role and label as a shopper would: the hero with 'GENUINE
 * SERVICING' and 'BOOK NOW' scrolling to #service-form, the feature blocks, the service centre's
 * contact details and service hours (spec 2 §9), the 'interested in' links only to pages the site
 * has; /book-a-service landing on the form; the slot picker (free times, why a day has none, the
 * next free time at another service location, the keyboard); the dealer's own booking page in an
 * iframe where the site sets xtime_url, its origin allowed by frame-src on that site only; and zero
 * WCAG 2.2 AA violations on desktop and on a phone.
 *
 * The server's clock starts at Monday 21 December 2026, 8am in Perth, and runs on from there, so
 * Christmas Day is inside every booking window whatever day the test runs. The browser keeps its
 * own clock, as a shopper's does: the picker takes its dates from the server's answers.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { PORTS } from '../../config/ports';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';
import { request } from '../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const HARBOUR = 'harbour-motors';
const BAYSIDE = 'bayside-pre-owned';
const SUNSET = 'sunset-coast-suzuki';
/** The server's clock starts at Monday 21 December 2026, 08:00 in Perth (11:00 in Sydney). */
const NOW = new Date('2026-12-21T00:00:00Z');
const WANGARA = 'wangara-service';

/** The local page standing in for a dealer's external booking system (xtime_url). */
const BOOKING_PAGE = '<!doctype html><html lang="en"><head><title>Dealer booking</title></head><body><h1>Dealer booking page</h1></body></html>';

/**
 * The demo sites with two changes: Bayside books on the dealer's own page (xtime_url, this test's
 * HTTP server), and Sunset Coast Suzuki has a second workshop in Wangara, so a full day at one
 * offers the other.
 */
function sitesUnderTest(bookingUrl: string): DealerSite[] {
  return loadDealerSites().map((site) => {
    if (site.slug === BAYSIDE) return { ...site, xtime_url: bookingUrl };
    if (site.slug !== SUNSET) return site;
    const osbornePark = site.locations.find((l) => l.slug === 'osborne-park');
    if (!osbornePark) throw new Error('Sunset Coast Suzuki has no osborne-park location');
    const wangara: SiteLocation = {
      ...osbornePark,
      id: 5199,
      name: 'Sunset Coast Suzuki Wangara',
      slug: WANGARA,
      location_type: 'service',
      location_subtype: [],
      primary: false,
      address: { street: '12 Prindiville Drive', city: 'Wangara', state: 'WA', postcode: '6065', lat: -31.79, long: 115.83, place_url: null },
      special_hours: [],
    };
    return { ...site, locations: [...site.locations, wangara] };
  });
}

/** The top of an element relative to the viewport, once smooth scrolling has settled. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const top = await page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    if (top === last) return top;
    last = top;
    await page.waitForTimeout(100);
  }
  return last;
}

/** Sunset Coast Suzuki's /service at Order Details (the two-step flavour: contact and vehicle first). */
async function orderStepOnSunset(page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/service`);
  await waitForHydration(page);
  const form = page.locator('#service-form');
  await form.getByRole('textbox', { name: 'Name' }).fill('Pat Perth');
  await form.getByRole('textbox', { name: 'Email' }).fill('pat@example.com.au');
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
  await form.getByRole('textbox', { name: 'Make' }).fill('Suzuki');
  await form.getByRole('textbox', { name: 'Model' }).fill('Jimny');
  await form.getByRole('textbox', { name: 'Year' }).fill('2022');
  // The step is sent as it is left (the test server's minimum fill time is 0).
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Step 2 of 2: Order Details').waitFor();
  return form;
}

describe('the service page in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let booking: Server;
  let bookingUrl = '';
  const unlimited = { max: 100_000, windowMs: 60_000 };

  beforeAll(async () => {
    booking = createServer((req, res) => {
      res.writeHead(req.url === '/booking' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.url === '/booking' ? BOOKING_PAGE : 'Not found');
    });
    await new Promise<void>((resolve) => booking.listen(0, '127.0.0.1', resolve));
    bookingUrl = `http://127.0.0.1:${(booking.address() as AddressInfo).port}/booking`;
    const sites = sitesUnderTest(bookingUrl);
    const started = performance.now();
    [server, browser] = await Promise.all([
      startTestServer({
        cars: generateInventory({ sites, carsPerSite: 6 }),
        overrides: (container) => container.rebind(PORTS.DealerSites).toConstantValue(sites),
        clock: { now: () => new Date(NOW.getTime() + (performance.now() - started)) },
        rateLimits: { leads: unlimited, serviceSlots: unlimited },
      }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await new Promise((resolve) => booking?.close(resolve));
  });

  it('shows the hero, the feature blocks, the form, the service centre and the pages the site has; BOOK NOW scrolls to the form', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl(HARBOUR)}/service`);
    await waitForHydration(page);

    // spec 2 §2: the default title 'Book Your Service at {dealer name}', and the heading.
    await expect(page.title()).resolves.toBe('Book Your Service at Harbour Motors');
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toMatch(/^Book your next service with Harbour Motors/);
    await page.getByRole('heading', { level: 1, name: 'GENUINE SERVICING' }).waitFor();
    await expect(page.locator('section[aria-labelledby="service-heading"] img').getAttribute('src')).resolves.toMatch(
      /^\/media\/cars\/suv\/white\/\d+\.webp\?w=\d+$/,
    );

    // The feature blocks (spec 2 §2); the maintenance plan is an enquiry, not a priced promise.
    const features = page.getByRole('region', { name: 'Why service with Harbour Motors' });
    await expect(features.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
      'Genuine parts',
      'Maintenance plan',
      'Software updates',
      'Health checks',
    ]);
    await expect(features.getByRole('link', { name: 'Enquire about a maintenance plan' }).getAttribute('href')).resolves.toBe('/contact-us');

    // The booking form sits in #service-form, under the form's title.
    const form = page.getByRole('region', { name: 'Book Your Service at Harbour Motors' });
    await expect(form.getAttribute('id')).resolves.toBe('service-form');
    await form.getByText('Step 1 of 3: Contact Details').waitFor();

    // The service centre: address with directions, phone by tel:, the service department's week (spec 2 §9), its page.
    const contacts = page.getByRole('region', { name: 'Contact our service department' });
    await contacts.getByRole('heading', { level: 3, name: 'Harbour Motors Service Centre' }).waitFor();
    await contacts.getByText('36 Hannell Street, Wickham NSW 2293').waitFor();
    await expect(contacts.getByRole('link', { name: /^Get directions/ }).getAttribute('href')).resolves.toMatch(/^https:\/\/www\.google\.com\/maps\//);
    await expect(contacts.getByRole('link', { name: /02 4926 1155/ }).getAttribute('href')).resolves.toBe('tel:0249261155');
    const hours = await contacts
      .getByRole('table', { name: 'Service hours' })
      .getByRole('row')
      .evaluateAll((rows) => rows.map((r) => r.textContent?.trim()));
    expect(hours).toEqual(['Mon-Fri7:30am - 5:00pm', 'Saturday8:00am - 12:00pm', 'SundayClosed']);
    await expect(contacts.getByRole('link', { name: /^View location/ }).getAttribute('href')).resolves.toBe('/locations/wickham-service');
    // Only the workshop: the showroom takes no bookings.
    await expect(contacts.getByRole('heading', { level: 3 }).count()).resolves.toBe(1);

    // 'Interested in': Harbour has both pages.
    const interested = page.getByRole('region', { name: 'You may also be interested in' });
    await expect(interested.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual([
      '/warranty',
      '/roadside-assist',
    ]);

    // BOOK NOW is a link to #service-form; the page scrolls there (below the sticky header).
    const bookNow = page.getByRole('link', { name: 'BOOK NOW' });
    await expect(bookNow.getAttribute('href')).resolves.toBe('#service-form');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await bookNow.click();
    await page.waitForURL(/#service-form$/);
    const top = await settledTop(page, '#service-form');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('answers /book-a-service with a permanent redirect to the form, the location kept, and the browser lands on it', async () => {
    const answer = await request(server.port, '/book-a-service?location=wickham-service', { host: server.host(HARBOUR) });
    expect(answer.status).toBe(301);
    expect(answer.headers['location']).toBe('/service?location=wickham-service#service-form');

    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl(HARBOUR)}/book-a-service`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/service');
    expect(new URL(page.url()).hash).toBe('#service-form');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/service$/);
    const top = await settledTop(page, '#service-form');
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(150);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('offers free times, says why a day has none, and takes the next free time at the other service location', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    const form = await orderStepOnSunset(page, server.siteUrl(SUNSET));

    // Two workshops: the picker waits for one.
    await form.getByText('Choose a location to see its free dates and drop-off times.').waitFor();
    const locationSelect = form.getByRole('combobox', { name: 'Service location' });
    await locationSelect.selectOption('osborne-park');

    // Its own zone, said once; the first day with room chosen, with its free times.
    await form.getByText('Times are local to Sunset Coast Suzuki (Perth time).').waitFor();
    const dateInput = form.getByLabel('Preferred Service Date');
    await expect.poll(() => dateInput.inputValue()).toMatch(/^2026-12-2\d$/);
    const times = form.getByRole('group', { name: 'Preferred Service Time' });
    await times.getByRole('radio').first().waitFor();
    const firstDay = await dateInput.inputValue();
    const days = form.getByRole('group', { name: 'Days ahead' });
    await expect(days.getByRole('button', { pressed: true }).count()).resolves.toBe(1);
    // Christmas Day and the Sunday after are in the strip, disabled.
    await expect(days.getByRole('button', { name: 'Fri 25 Dec, no free times' }).isDisabled()).resolves.toBe(true);
    await expect(days.getByRole('button', { name: 'Sun 27 Dec, no free times' }).isDisabled()).resolves.toBe(true);

    // A time by keyboard: the radios move with the arrow keys.
    const radios = times.getByRole('radio');
    await radios.first().check();
    await expect(radios.first().isChecked()).resolves.toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => radios.nth(1).isChecked()).toBe(true);

    // Christmas Day: the holiday's name, and the next free times here and at Wangara.
    await dateInput.fill('2026-12-25');
    await times.getByText('Christmas Day — closed').waitFor();
    await expect(times.getByRole('radio').count()).resolves.toBe(0);
    const here = form.getByRole('button', { name: /^Next free: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2}[ap]m$/ });
    await here.waitFor();
    const elsewhere = form.getByRole('button', { name: /^Sunset Coast Suzuki Wangara: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2}[ap]m$/ });
    const label = (await elsewhere.textContent()) ?? '';
    const time = /, (\d{1,2}:\d{2}[ap]m)$/.exec(label)?.[1];

    // A Sunday reads 'Closed'.
    await dateInput.fill('2026-12-27');
    await times.getByText('Closed on Sun 27 Dec').waitFor();

    // Back to Christmas Day, and take Wangara's time: the form moves to that workshop, date and time chosen.
    await dateInput.fill('2026-12-25');
    await elsewhere.click();
    await expect.poll(() => locationSelect.inputValue()).toBe(WANGARA);
    await form.getByText('Times are local to Sunset Coast Suzuki Wangara (Perth time).').waitFor();
    await expect.poll(() => times.getByRole('radio', { name: time, checked: true }).count()).toBe(1);
    expect(await dateInput.inputValue()).not.toBe('2026-12-25');
    expect((await dateInput.inputValue()) >= firstDay).toBe(true);
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('embeds the dealer booking page where the site sets xtime_url, and allows its origin in frame-src on that site only', async () => {
    const origin = new URL(bookingUrl).origin;
    const frameSrc = (csp: string | string[] | undefined) =>
      String(csp)
        .split(';')
        .find((d) => d.trim().startsWith('frame-src')) ?? '';
    const bayside = await request(server.port, '/service', { host: server.host(BAYSIDE) });
    expect(bayside.status).toBe(200);
    expect(frameSrc(bayside.headers['content-security-policy']).split(' ')).toContain(origin);
    const harbour = await request(server.port, '/service', { host: server.host(HARBOUR) });
    expect(frameSrc(harbour.headers['content-security-policy'])).not.toContain(origin);

    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl(BAYSIDE)}/service`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Book Your Service at Bayside Pre-Owned' });
    const frame = section.locator('iframe');
    await expect(frame.getAttribute('title')).resolves.toBe('Book a service with Bayside Pre-Owned');
    await expect(frame.getAttribute('src')).resolves.toBe(bookingUrl);
    await expect(frame.getAttribute('loading')).resolves.toBe('lazy');
    // No booking form of ours beside it.
    await expect(section.getByText(/^Step 1 of/).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'BOOK NOW' }).click();
    await page.frameLocator('#service-form iframe').getByRole('heading', { name: 'Dealer booking page' }).waitFor();
    // Sized for the phone: the page's width, and tall enough for a booking page.
    const box = await frame.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);
    expect(box?.height).toBeGreaterThanOrEqual(600);
    await expect(section.getByRole('link', { name: 'Open it in a new tab' }).getAttribute('href')).resolves.toBe(bookingUrl);

    // Bayside has a warranty page and no roadside assist: only the page it has is linked.
    const interested = page.getByRole('region', { name: 'You may also be interested in' });
    await expect(interested.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).resolves.toEqual(['/warranty']);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    'has no WCAG 2.2 AA violations on the %s, the page and the slot picker',
    async (_name, viewport) => {
      // axe's script is injected: the policy is set aside for it (the other tests watch the CSP).
      const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
      const page = await context.newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/service`);
      await waitForHydration(page);
      const onPage = await axeViolations(page);
      expect(onPage, describeViolations(onPage)).toEqual([]);

      // The picker with its times, then with a day that has none and its next free times.
      const form = await orderStepOnSunset(page, server.siteUrl(SUNSET));
      await form.getByRole('combobox', { name: 'Service location' }).selectOption('osborne-park');
      await form.getByRole('group', { name: 'Preferred Service Time' }).getByRole('radio').first().waitFor();
      const withTimes = await axeViolations(page);
      expect(withTimes, describeViolations(withTimes)).toEqual([]);
      await form.getByLabel('Preferred Service Date').fill('2026-12-25');
      await form.getByRole('button', { name: /^Next free: / }).waitFor();
      const withoutTimes = await axeViolations(page);
      expect(withoutTimes, describeViolations(withoutTimes)).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
