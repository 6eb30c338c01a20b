/**
 * Service booking end to end in Chromium (issue 13 'Tests that must exist': "book a service in
 * both variants and find the booking in the outbox"; spec 2 §2 'Service booking', §3 'Service
 * booking fields', §4 'Service booking', §5 'Service booking' and 'Postcode', §8 'Minimal service
 * form step incomplete'), found by role and label as a shopper would, on the real server with a
 * real (PGlite) database:
 *  - the full variant (harbour-motors): Contact Details → Vehicle Details → Order Details → a free
 *    time → Book, with zero WCAG 2.2 AA violations at every step;
 *  - the minimal variant (sunstate-motor-group): the rego only, spec 2 §8's step message, the
 *    demo plate's lookup (README 'Trade-in demo plates'), the dealership select;
 *  - the address variant (saltbush-caravans) with spec 2 §5's postcode message;
 *  - the two-step flavour (sunset-coast-suzuki) on a phone, axe at each step;
 *  - the free-ride copy (bayside-pre-owned);
 *  - a day filled through POST /api/leads while a shopper holds its last time: the slot-taken
 *    message, 'Fully booked', the next free times here and at the group's other workshops, and
 *    taking one moves the booking there;
 *  - /book-a-service landing on #service-form, and the anchor stopping the form below a sticky header.
 * Each booking is then read back where the dealer finds it: the lead rows (the first creates the
 * lead, every later step names it by lead_id, the last is Complete), the service_bookings row
 * holding its time, and the .eml files one outbox pass writes.
 *
 * The server's clock starts at Monday 15 February 2027, 8:00am in Brisbane (no public holiday
 * in any state that week) and runs on from there; the browser keeps its own clock, as a
 * shopper's does — the slot picker takes its dates from the server's answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../config/data-dirs';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { DealerSite, SiteLocation } from '../../domain/dealer-site/dealer-site';
import { formatPhone, locationPhone, phoneHref } from '../../domain/dealer-site/phone';
import { REQUIRED_MESSAGE } from '../../domain/leads/field-errors';
import { INVALID_POSTCODE_MESSAGE } from '../../domain/locations/postcode';
import { freeRideText, serviceDisclaimer, STEP_INCOMPLETE_MESSAGE } from '../../domain/service/service-booking';
import { SERVICE_CATEGORY, SERVICE_LEAD_COMPLETE, SERVICE_PAGE_TITLE } from '../../domain/service/service-booking-fields';
import { SERVICE_SLOT_TAKEN_MESSAGE } from '../../domain/service/service-slots';
import { aCaptchaFrom } from '../support/form-tokens';
import { request } from '../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const UNLIMITED = { max: 100_000, windowMs: 60_000 };
/** Monday 15 February 2027, 08:00 in Brisbane (09:00 in Sydney, 08:30 in Adelaide, 06:00 in Perth). */
const NOW = new Date('2027-02-14T22:00:00Z');

const HARBOUR = 'harbour-motors';
const SUNSTATE = 'sunstate-motor-group';
const SALTBUSH = 'saltbush-caravans';
const SUNSET = 'sunset-coast-suzuki';
const BAYSIDE = 'bayside-pre-owned';

interface LeadRow {
  lead_id: string;
  submission: { user: Record<string, unknown> };
}

interface BookingRow {
  booking_id: string;
  lead_id: string;
  location_id: number;
  slot_date: string;
  slot_time: string;
}

interface SlotsBody {
  date: string;
  slots: { time: string }[];
  available_dates: string[];
}

/** The booking form's section (#service-form), named by the form's title. */
const bookingForm = (page: Page): Locator => page.locator('#service-form');
const stepHeading = (form: Locator, text: string): Promise<void> => form.getByRole('heading', { level: 3, name: text }).waitFor();

async function openServicePage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

async function fillContact(form: Locator, who: { name: string; email: string; phone: string }): Promise<void> {
  await form.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(who.phone);
}

async function fillVehicle(form: Locator, car: { make: string; model: string; year: string }): Promise<void> {
  await form.getByRole('textbox', { name: 'Make' }).fill(car.make);
  await form.getByRole('textbox', { name: 'Model' }).fill(car.model);
  await form.getByRole('textbox', { name: 'Year' }).fill(car.year);
}

const timesOf = (form: Locator): Locator => form.getByRole('group', { name: 'Preferred Service Time' });

/** The slot picker has chosen its first date with room; the shopper takes the `index`-th free time. */
async function chooseFreeTime(form: Locator, index = 0): Promise<{ date: string; time: string }> {
  const dateInput = form.getByLabel('Preferred Service Date');
  await expect.poll(() => dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const radio = timesOf(form).getByRole('radio').nth(index);
  await radio.waitFor();
  await radio.check();
  await expect(radio.isChecked()).resolves.toBe(true);
  return { date: await dateInput.inputValue(), time: await radio.inputValue() };
}

/** Quoted-printable (RFC 2045 §6.7) as text: soft breaks joined, =XX decoded. */
const decodeQuotedPrintable = (body: string): string =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

describe('service booking journeys in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();
  const site = (slug: string): DealerSite => {
    const found = sites.find((s) => s.slug === slug);
    if (!found) throw new Error(`No site ${slug}`);
    return found;
  };
  const location = (slug: string, locationSlug: string): SiteLocation => {
    const found = site(slug).locations.find((l) => l.slug === locationSlug);
    if (!found) throw new Error(`No location ${locationSlug} on ${slug}`);
    return found;
  };

  /** The Service Booking leads a shopper's email sent on a site, first first. */
  const serviceLeads = (slug: string, email: string) =>
    server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, submission FROM leads WHERE site_slug = $1 AND submission->'user'->>'category' = 'Service Booking' AND submission->'user'->>'email' = $2 ORDER BY created_at, (submission->'user' ? 'lead_id')",
      [slug, email],
    );
  const bookingsOf = (slug: string, bookingId: string) =>
    server.db.query<BookingRow>(
      'SELECT booking_id::text AS booking_id, lead_id::text AS lead_id, location_id::int AS location_id, slot_date::text AS slot_date, slot_time FROM service_bookings WHERE site_slug = $1 AND booking_id = $2',
      [slug, bookingId],
    );
  const outbox = () => outboxDir(server.core.settings);
  /** One outbox pass, then the outbox's files. */
  const deliverAndListOutbox = async (): Promise<string[]> => {
    const report = await server.core.useCases.deliverPendingLeads.execute()();
    expect(E.isRight(report)).toBe(true);
    return readdirSync(outbox());
  };
  const emailOf = (leadId: string): string => decodeQuotedPrintable(readFileSync(join(outbox(), `lead-${leadId}.eml`), 'utf8'));

  /**
   * spec 2 §4: every step's submission is a lead; the first creates it, every later one names it
   * by lead_id; the last is Complete and form_completed; all are 'Service Booking' from 'Service'.
   * Then the booking holds its time, and an outbox pass writes an email for each lead.
   */
  async function expectBooked(slug: string, email: string, steps: number, slot: { date: string; time: string; location: string }): Promise<LeadRow[]> {
    const rows = await serviceLeads(slug, email);
    expect(rows, `${slug}: one lead per submitting step`).toHaveLength(steps);
    const [first, ...later] = rows;
    const last = rows.at(-1);
    for (const row of rows) expect(row.submission.user).toMatchObject({ category: SERVICE_CATEGORY, PageTitle: SERVICE_PAGE_TITLE });
    expect(first?.submission.user.lead_id).toBeUndefined();
    for (const row of later) expect(row.submission.user.lead_id, slug).toBe(first?.lead_id);
    for (const row of rows.slice(0, -1)) expect(row.submission.user).toMatchObject({ form_completed: false });
    expect(last?.submission.user).toMatchObject({
      lead_status: SERVICE_LEAD_COMPLETE,
      form_completed: true,
      'Preferred Service Date': slot.date,
      'Preferred Service Time': slot.time,
      location: slot.location,
    });
    // The booking is the first lead's, held by the last (domain: adapters/persistence/migrations/010_service_slots.sql).
    expect(await bookingsOf(slug, first?.lead_id ?? '')).toEqual([
      { booking_id: first?.lead_id, lead_id: last?.lead_id, location_id: location(slug, slot.location).id, slot_date: slot.date, slot_time: slot.time },
    ]);
    const files = await deliverAndListOutbox();
    for (const row of rows) expect(files, slug).toContain(`lead-${row.lead_id}.eml`);
    const mail = emailOf(last?.lead_id ?? '');
    expect(mail).toContain(`Preferred Service Date: ${slot.date}`);
    expect(mail).toContain(`Preferred Service Time: ${slot.time}`);
    return rows;
  }

  /**
   * The success page after the last step (spec 2 §4 'Lead result'), naming the booking; with a
   * workshop, it is a booking to confirm and the number to call is the workshop's.
   */
  async function expectSuccessPage(page: Page, workshop?: SiteLocation): Promise<void> {
    await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Your service is booked' }).waitFor();
    await page.getByText(/We have you booked in for/).waitFor();
    if (!workshop) return;
    const main = page.locator('main');
    await expect(main.textContent()).resolves.not.toContain('your enquiry');
    await expect(main.getByText('Someone will call or email you to confirm your booking.').isVisible()).resolves.toBe(true);
    const call = main.getByRole('link', { name: formatPhone(locationPhone(workshop)) });
    await expect(call.getAttribute('href')).resolves.toBe(phoneHref(locationPhone(workshop)));
  }

  beforeAll(async () => {
    const started = performance.now();
    [server, browser] = await Promise.all([
      startTestServer({
        cars: generateInventory({ sites, carsPerSite: 6 }),
        clock: { now: () => new Date(NOW.getTime() + (performance.now() - started)) },
        rateLimits: { leads: UNLIMITED, followUps: UNLIMITED, analytics: UNLIMITED, serviceSlots: UNLIMITED, tradeIn: UNLIMITED, geocode: UNLIMITED },
      }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('books the full variant on harbour-motors step by step with no axe violations, and the dealer finds the booking in the database and the outbox', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP, { forAxe: true });
    await openServicePage(page, `${server.siteUrl(HARBOUR)}/service`);
    const form = bookingForm(page);
    await stepHeading(form, 'Step 1 of 3: Contact Details');
    await expectNoAxeViolations(page, 'the service page at Contact Details');

    // Nothing filled: spec 2 §5's messages, and no lead.
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form.getByText(REQUIRED_MESSAGE, { exact: true }).count()).toBeGreaterThanOrEqual(3);
    await expect(form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expectNoAxeViolations(page, 'Contact Details with its errors');

    const email = 'hana.harbour@example.com.au';
    await fillContact(form, { name: 'Hana Harbour', email, phone: '0412 345 678' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 3: Vehicle Details');
    await expectNoAxeViolations(page, 'Vehicle Details');

    await fillVehicle(form, { make: 'Mazda', model: 'CX-5', year: '2021' });
    await form.getByRole('textbox', { name: 'Rego (optional)' }).fill('abc 123');
    await form.getByRole('combobox', { name: 'State' }).selectOption('NSW');
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 3 of 3: Order Details');

    // One workshop: named, not asked for; Harbour offers no free ride.
    await form.getByText('Your workshop:').waitFor();
    await expect(form.getByText(/Free Uber ride/).count()).resolves.toBe(0);
    await form.getByRole('combobox', { name: 'Service Interval' }).selectOption('30,000 km / 24 months');
    await form.getByRole('combobox', { name: 'Service Type' }).selectOption('Logbook service');
    await form.getByRole('radio', { name: 'Courtesy car' }).check();
    await form.getByRole('checkbox', { name: /Tyres Replacement/ }).check();
    await form.getByRole('textbox', { name: 'Repair note (optional)' }).fill('A rattle from the rear on rough roads.');
    const slot = await chooseFreeTime(form, 1);
    // The workshop's today in Sydney: Monday 15 February has times four hours ahead.
    expect(slot.date).toBe('2027-02-15');
    await expectNoAxeViolations(page, 'Order Details with a time chosen');

    await form.getByRole('button', { name: 'Book service' }).click();
    // The service centre's own number, not the sales line the site's header gives.
    const centre = location(HARBOUR, 'wickham-service');
    expect(formatPhone(locationPhone(centre))).not.toBe(formatPhone(site(HARBOUR).phone));
    await expectSuccessPage(page, centre);
    await expectNoAxeViolations(page, 'the success page');

    const rows = await expectBooked(HARBOUR, email, 3, { ...slot, location: 'wickham-service' });
    expect(rows.map((r) => r.submission.user.subcategory)).toEqual(['1. Contact Details', '2. Vehicle Details', '3. Order Details']);
    expect(rows[1]?.submission.user).toMatchObject({
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      'Vehicle Year': '2021',
      'Vehicle Rego': 'ABC123',
      'Vehicle State': 'NSW',
    });
    expect(rows[2]?.submission.user).toMatchObject({
      'Service Interval': '30,000 km / 24 months',
      'Service Type': 'Logbook service',
      'Service Options': 'Courtesy car',
      'Tyres Replacement': true,
      'Repair Note': 'A rattle from the rear on rough roads.',
      dealership_slug: 'harbour-motors',
    });
    // Only the last step names a time: an earlier one sent again never holds one.
    expect(rows[0]?.submission.user['Preferred Service Time']).toBeUndefined();
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('books the minimal variant on sunstate-motor-group: the rego only, the step message, the demo plate lookup and the dealership select', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await openServicePage(page, `${server.siteUrl(SUNSTATE)}/service`);
    const form = bookingForm(page);
    await stepHeading(form, 'Step 1 of 3: Vehicle Details');
    await expect(form.getByRole('combobox', { name: 'State' }).inputValue()).resolves.toBe('QLD');
    await expect(form.getByRole('textbox', { name: 'Make' }).count()).resolves.toBe(0);

    // Nothing entered: spec 2 §8's message, on the form.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('alert').getByText(STEP_INCOMPLETE_MESSAGE, { exact: true }).waitFor();

    // A plate the lookup does not know: make, model and year by hand — and leaving them empty is still incomplete.
    await form.getByRole('textbox', { name: 'Registration number' }).fill('NOMATCH');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('textbox', { name: 'Make' }).waitFor();
    await form.getByText(/could not find a match for your registration number/).waitFor();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('alert').getByText(STEP_INCOMPLETE_MESSAGE, { exact: true }).waitFor();
    await stepHeading(form, 'Step 1 of 3: Vehicle Details');

    // A demo plate: the lookup fills make, model and year and the form moves on.
    await form.getByRole('textbox', { name: 'Registration number' }).fill('123 abc');
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 3: Contact Details');

    const email = 'sam.sunstate@example.com.au';
    await fillContact(form, { name: 'Sam Sunstate', email, phone: '0423 456 789' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 3 of 3: Order Details');

    // The dealership select: required, every dealership with a workshop (spec 2 §5).
    const dealership = form.getByRole('combobox', { name: 'Dealership' });
    // Order Details loads when the shopper reaches it.
    await dealership.waitFor();
    const choices = await dealership.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ''));
    expect(choices.length).toBeGreaterThan(1);
    expect(choices).toEqual(expect.arrayContaining(['sunstate-hyundai-newstead', 'sunstate-kia-southport', 'sunstate-trucks', 'sunstate-ford-parramatta']));
    await form.getByText('Choose a location to see its free dates and drop-off times.').waitFor();
    await form.getByRole('button', { name: 'Book service' }).click();
    await expect.poll(() => dealership.getAttribute('aria-invalid')).toBe('true');

    await dealership.selectOption('sunstate-kia-southport');
    await form.getByText('Your workshop:').waitFor();
    await form.getByText('Times are local to Sunstate Kia Southport (Brisbane time).').waitFor();
    await form.getByRole('combobox', { name: 'Service Interval' }).selectOption('15,000 km / 12 months');
    await form.getByRole('combobox', { name: 'Service Type' }).selectOption('Brakes');
    const slot = await chooseFreeTime(form);
    await form.getByRole('button', { name: 'Book service' }).click();
    await expectSuccessPage(page);

    // The minimal Vehicle Details sends nothing (no contact yet): two leads, the vehicle in both.
    const rows = await expectBooked(SUNSTATE, email, 2, { ...slot, location: 'kia-southport' });
    for (const row of rows) {
      expect(row.submission.user).toMatchObject({
        'Vehicle Make': 'Toyota',
        'Vehicle Model': 'HiLux',
        'Vehicle Year': '2019',
        'Vehicle Rego': '123ABC',
        'Vehicle State': 'QLD',
      });
    }
    expect(rows[1]?.submission.user).toMatchObject({
      dealership_slug: 'sunstate-kia-southport',
      'Service Interval': '15,000 km / 12 months',
      'Service Type': 'Brakes',
    });
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('books the address variant on saltbush-caravans, refusing a postcode that is not 4 digits with the spec message', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await openServicePage(page, `${server.siteUrl(SALTBUSH)}/service`);
    const form = bookingForm(page);
    await stepHeading(form, 'Step 1 of 3: Contact Details');
    const email = 'cara.van@example.com.au';
    await fillContact(form, { name: 'Cara Van', email, phone: '0434 567 890' });
    await form.getByRole('textbox', { name: 'Street address' }).fill('12 Gawler Street');
    await form.getByRole('textbox', { name: 'Suburb' }).fill('Salisbury');
    await expect(form.getByRole('combobox', { name: 'State' }).inputValue()).resolves.toBe('SA');
    const postcode = form.getByRole('textbox', { name: 'Postcode' });
    await postcode.fill('510');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(INVALID_POSTCODE_MESSAGE, { exact: true }).waitFor();
    expect(INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode. Please enter a 4-digit number.');
    await expect(postcode.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await serviceLeads(SALTBUSH, email)).toEqual([]);

    await postcode.fill('5108');
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 3: Vehicle Details');
    await fillVehicle(form, { make: 'Toyota', model: 'LandCruiser', year: '2018' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 3 of 3: Order Details');
    await form.getByRole('combobox', { name: 'Service Interval' }).selectOption('Annual service (12 months)');
    await form.getByRole('combobox', { name: 'Service Type' }).selectOption('Brakes and bearings');
    await form.getByRole('radio', { name: 'Pick-up and delivery' }).check();
    await form.getByText(`Times are local to ${location(SALTBUSH, 'dry-creek-service').name} (Adelaide time).`).waitFor();
    const slot = await chooseFreeTime(form);
    // Hourly drop-offs at the caravan workshop.
    expect(slot.time).toMatch(/^\d{2}:00$/);
    await form.getByRole('button', { name: 'Book service' }).click();
    await expectSuccessPage(page);

    const rows = await expectBooked(SALTBUSH, email, 3, { ...slot, location: 'dry-creek-service' });
    for (const row of rows) expect(row.submission.user).toMatchObject({ street: '12 Gawler Street', suburb: 'Salisbury', state: 'SA', postcode: '5108' });
    expect(rows[2]?.submission.user).toMatchObject({ 'Service Options': 'Pick-up and delivery', 'Service Type': 'Brakes and bearings' });
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('books the two-step flavour on sunset-coast-suzuki on a phone, with no axe violations at either step', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE, { forAxe: true });
    await openServicePage(page, `${server.siteUrl(SUNSET)}/service`);
    const form = bookingForm(page);
    await stepHeading(form, 'Step 1 of 2: Contact and Vehicle Details');
    await expectNoAxeViolations(page, 'the phone at Contact and Vehicle Details');

    const email = 'pat.perth@example.com.au';
    await fillContact(form, { name: 'Pat Perth', email, phone: '0445 678 901' });
    await fillVehicle(form, { make: 'Suzuki', model: 'Jimny', year: '2022' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 2: Order Details');

    // The interval is optional here and no service types are offered.
    await form.getByRole('combobox', { name: 'Service Interval (optional)' }).waitFor();
    await expect(form.getByRole('combobox', { name: 'Service Type' }).count()).resolves.toBe(0);
    await form.getByText('Times are local to Sunset Coast Suzuki (Perth time).').waitFor();
    const slot = await chooseFreeTime(form);
    await expectNoAxeViolations(page, 'the phone at Order Details with a time chosen');
    // Fits the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await form.getByRole('button', { name: 'Book service' }).click();
    await expectSuccessPage(page);
    const rows = await expectBooked(SUNSET, email, 2, { ...slot, location: 'osborne-park' });
    expect(rows[0]?.submission.user).toMatchObject({ subcategory: '1. Contact and Vehicle Details', 'Vehicle Make': 'Suzuki', 'Vehicle Model': 'Jimny' });
    expect(rows[1]?.submission.user['Service Interval']).toBeUndefined();
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('books on bayside-pre-owned, whose Order Details shows the free-ride copy', async () => {
    const bayside = site(BAYSIDE);
    const copy = freeRideText(bayside.service);
    expect(copy).toBe('Free Uber ride home and back within 8 km for routine servicing (excludes the complimentary 3,000 km / 3 months service).');
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await openServicePage(page, `${server.siteUrl(BAYSIDE)}/service`);
    const form = bookingForm(page);
    const email = 'bea.bayside@example.com.au';
    await fillContact(form, { name: 'Bea Bayside', email, phone: '0456 789 012' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 3: Vehicle Details');
    await fillVehicle(form, { make: 'Volkswagen', model: 'Golf', year: '2020' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 3 of 3: Order Details');
    await form.getByText(copy ?? '?', { exact: true }).waitFor();
    // The workshop behind the Moorabbin yard keeps its own hours and the site's 'By appointment only' wording.
    await form.getByRole('combobox', { name: 'Service Interval' }).selectOption('15,000 km / 12 months');
    await form.getByRole('combobox', { name: 'Service Type' }).selectOption('Logbook service');
    await form.getByText(`Times are local to ${location(BAYSIDE, 'moorabbin').name} (Melbourne time).`).waitFor();
    const slot = await chooseFreeTime(form);
    await form.getByRole('button', { name: 'Book service' }).click();
    await expectSuccessPage(page);
    await expectBooked(BAYSIDE, email, 3, { ...slot, location: 'moorabbin' });
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it("moves a date kept from another workshop to the trucks workshop's first day with room; refuses the last place of a day taken meanwhile, says the day is fully booked, offers the next free times at the other workshops, and books one there", async () => {
    const sunstate = site(SUNSTATE);
    const trucks = location(SUNSTATE, 'trucks-richlands');
    const slotsOf = async (locationSlug: string, date: string): Promise<SlotsBody> => {
      const answer = await request(server.port, `/api/service/slots?location=${locationSlug}&date=${date}`, { host: server.host(SUNSTATE) });
      expect(answer.status, answer.text).toBe(200);
      return answer.json<SlotsBody>();
    };
    let filled = 0;
    /** A complete booking sent by another shopper's browser: POST /api/leads with a person's captcha. */
    const bookThroughApi = async (time: string, date: string) => {
      const answer = await request(server.port, '/api/leads', {
        method: 'POST',
        host: server.host(SUNSTATE),
        headers: { 'content-type': 'application/json', 'idempotency-key': `service-journeys-fill-${++filled}` },
        body: JSON.stringify({
          user: {
            category: SERVICE_CATEGORY,
            subcategory: '3. Order Details',
            PageTitle: SERVICE_PAGE_TITLE,
            name: `Other Shopper ${filled}`,
            email: `other.${filled}@example.com.au`,
            phone: '0467 890 123',
            'Vehicle Make': 'Isuzu',
            'Vehicle Model': 'N Series',
            'Vehicle Year': '2020',
            dealership_slug: trucks.dealership_slug,
            location: trucks.slug,
            'Preferred Service Date': date,
            'Preferred Service Time': time,
            form_completed: true,
            lead_status: SERVICE_LEAD_COMPLETE,
          },
          url: `http://${SUNSTATE}.localhost/service`,
          source: 'Website',
          user_agent: 'service-journeys',
          lead_attributes: { visited_pages: ['/service'], linked_query_params: {} },
          captcha: await aCaptchaFrom(server.core, SUNSTATE),
        }),
      });
      expect(answer.status, answer.text).toBe(201);
    };

    // The trucks workshop's first day with room: all its places but one taken.
    const firstDay = (await slotsOf(trucks.slug, '2027-02-15')).available_dates[0] ?? '';
    expect(firstDay).toMatch(/^2027-02-\d{2}$/);
    const capacity = trucks.service?.capacity_per_day ?? 0;
    expect(capacity).toBeGreaterThan(1);
    for (let i = 0; i < capacity - 1; i++) {
      const free = (await slotsOf(trucks.slug, firstDay)).slots[0];
      if (!free) throw new Error(`${firstDay} filled up early`);
      await bookThroughApi(free.time, firstDay);
    }
    const lastTimes = (await slotsOf(trucks.slug, firstDay)).slots.map((s) => s.time);
    expect(lastTimes.length).toBeGreaterThanOrEqual(1);

    // The shopper books the trucks workshop and holds one of those times.
    const { page, problems, close } = await watchedPage(browser, DESKTOP, {
      // Chromium logs the refused booking's status: the 409 this journey is about.
      allowConsoleError: (text, url) => text.includes('status of 409') && url.includes('/api/leads'),
    });
    await openServicePage(page, `${server.siteUrl(SUNSTATE)}/service`);
    const form = bookingForm(page);
    await form.getByRole('textbox', { name: 'Registration number' }).fill('ABC12D');
    await form.getByRole('combobox', { name: 'State' }).selectOption('NSW');
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 2 of 3: Contact Details');
    const email = 'tom.trucks@example.com.au';
    await fillContact(form, { name: 'Tom Trucks', email, phone: '0478 901 234' });
    await form.getByRole('button', { name: 'Next' }).click();
    await stepHeading(form, 'Step 3 of 3: Order Details');
    // First a workshop taking bookings at 4 hours' notice: its first day is today. The trucks
    // workshop wants 24 hours, so switching to it moves the date to its own first day with a
    // drop-off time rather than keeping a day with none left.
    const dateInput = form.getByLabel('Preferred Service Date');
    await form.getByRole('combobox', { name: 'Dealership' }).selectOption('sunstate-hyundai-newstead');
    await expect.poll(() => dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const hyundaiDay = await dateInput.inputValue();
    expect(hyundaiDay < firstDay).toBe(true);
    await form.getByRole('combobox', { name: 'Dealership' }).selectOption(trucks.dealership_slug);
    await expect.poll(() => dateInput.inputValue()).toBe(firstDay);
    await expect(form.getByText(/^No drop-off times left on /).count()).resolves.toBe(0);
    // The site's disclaimer for this location (spec 2 §2).
    await form.getByText(serviceDisclaimer(sunstate.service, trucks) ?? '?', { exact: true }).waitFor();
    await form.getByRole('combobox', { name: 'Service Interval' }).selectOption('Not sure');
    await form.getByRole('combobox', { name: 'Service Type' }).selectOption('General repair or diagnosis');
    const held = await chooseFreeTime(form);
    expect(held.date).toBe(firstDay);
    expect(lastTimes).toContain(held.time);

    // Meanwhile another shopper takes the day's last place (at another time where one is left: the day's limit, else this one).
    await bookThroughApi(lastTimes.find((t) => t !== held.time) ?? held.time, firstDay);
    await form.getByRole('button', { name: 'Book service' }).click();

    // Refused: the message on the time, the day now full, the next free times here and elsewhere.
    await form.getByText(SERVICE_SLOT_TAKEN_MESSAGE, { exact: true }).waitFor();
    const times = timesOf(form);
    await times.getByText(/^Fully booked on [A-Z][a-z]{2} \d{1,2} Feb$/).waitFor();
    await expect(times.getByRole('radio').count()).resolves.toBe(0);
    await form.getByRole('button', { name: /^Next free: / }).waitFor();
    const others = sunstate.locations.filter((l) => l.service && l.visible && l.slug !== trucks.slug);
    expect(others.length).toBeGreaterThan(0);
    const elsewhere = form.getByRole('button', { name: new RegExp(`^${others[0]?.name ?? '?'}: [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2}, \\d{1,2}:\\d{2}[ap]m$`) });
    await elsewhere.waitFor();
    await expect(form.getByRole('button', { name: /^Sunstate Ford Parramatta: / }).count()).resolves.toBe(1);
    expect(await serviceLeads(SUNSTATE, email)).toHaveLength(1);

    // Taking the other workshop's time moves the booking there: its dealership, its date and time.
    const other = others[0] as SiteLocation;
    await elsewhere.click();
    await expect.poll(() => form.getByRole('combobox', { name: 'Dealership' }).inputValue()).toBe(other.dealership_slug);
    await form.getByText(`Times are local to ${other.name} (Brisbane time).`).waitFor();
    const checked = times.getByRole('radio', { checked: true });
    await checked.waitFor();
    const moved = { date: await form.getByLabel('Preferred Service Date').inputValue(), time: await checked.inputValue() };
    expect(moved.date >= firstDay).toBe(true);
    await expect(form.getByText(SERVICE_SLOT_TAKEN_MESSAGE).count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Book service' }).click();
    await expectSuccessPage(page);

    await expectBooked(SUNSTATE, email, 2, { ...moved, location: other.slug });
    // The trucks day holds exactly its capacity.
    const dayCount = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM service_bookings WHERE site_slug = $1 AND location_id = $2 AND slot_date = $3',
      [SUNSTATE, trucks.id, firstDay],
    );
    expect(dayCount[0]?.n).toBe(capacity);
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('an anchor link stops the booking form below the sticky header, on a desktop and a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, problems, close } = await watchedPage(browser, viewport);
      // Harbour Motors keeps its header on screen (sticky); its home page links 'Book a service' to the anchor.
      await page.goto(`${server.siteUrl(HARBOUR)}/service#service-form`);
      await waitForHydration(page);
      const form = bookingForm(page);
      await stepHeading(form, 'Step 1 of 3: Contact Details');
      const header = page.locator('header').first();
      await expect(header.evaluate((el) => getComputedStyle(el).position)).resolves.toBe('sticky');
      // Scrolled to the anchor (smooth scrolling settles), then the form's top is below the header's bottom.
      await expect.poll(() => form.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 }).toBeLessThan(viewport.height / 2);
      await page.waitForTimeout(500);
      const [formTop, headerBottom] = await Promise.all([
        form.evaluate((el) => el.getBoundingClientRect().top),
        header.evaluate((el) => el.getBoundingClientRect().bottom),
      ]);
      expect(headerBottom, `${viewport.width}px`).toBeGreaterThan(0);
      expect(formTop, `${viewport.width}px: the form starts under the header`).toBeGreaterThanOrEqual(headerBottom);
      expect(await problems()).toEqual([]);
      await close();
    }
  }, 60_000);

  it('lands /book-a-service on the booking form', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl(SALTBUSH)}/book-a-service`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/service');
    expect(new URL(page.url()).hash).toBe('#service-form');
    const form = bookingForm(page);
    await stepHeading(form, 'Step 1 of 3: Contact Details');
    // The browser scrolled to the form: its top in the upper half of the screen.
    const inView = () => form.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight / 2);
    await expect.poll(inView).toBe(true);
    await expect(form.getByRole('textbox', { name: 'Name' }).isVisible()).resolves.toBe(true);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);
});
