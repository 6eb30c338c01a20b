/**
 * The service booking form in Chromium on the real /service page (issue 13; spec 2 §2 'Service
 * booking', §4, §5, §8), found by role and label as a shopper would: the full variant on a phone
 * (harbour-motors) and the minimal variant with its rego lookup (sunstate-motor-group), each
 * step's lead stored, the errors linked to their inputs, the focus on the step heading, and no
 * axe violations with errors showing. The demo plates are the simulated provider's (README
 * 'Trade-in demo plates'): QLD 123ABC is a 2019 Toyota HiLux, NOMATCH finds nothing.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '../../../../domain/leads/field-errors';
import { STEP_INCOMPLETE_MESSAGE } from '../../../../domain/service';
import { startTestServer, type TestServer } from '../../../adapters/http/support/test-server';
import { expectNoAxeViolations } from '../../../e2e/support/axe';
import { launchChromium, waitForHydration } from '../../../e2e/support/browser';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const UNLIMITED = { max: 100_000, windowMs: 60_000 };

interface LeadRow {
  lead_id: string;
  user: Record<string, unknown>;
}

/** A page for axe (its script injected inline, so the context bypasses the page's CSP); page errors recorded. */
async function openPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const leadIds: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/leads') && response.status() === 201)
      void response.json().then((body: { lead_id: string }) => leadIds.push(body.lead_id));
  });
  return { page, errors, leadIds, close: () => context.close() };
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The message an input's aria-describedby points at. */
async function describedBy(page: Page, label: string): Promise<string> {
  const ids = (await page.locator('#service-form').getByLabel(label).getAttribute('aria-describedby')) ?? '';
  return page.evaluate(
    (list) =>
      list
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ids,
  );
}

/** Order Details' slot: the picker has chosen the first date with room; take its first free time. */
async function takeFirstFreeTime(page: Page): Promise<string> {
  const times = page.getByRole('group', { name: /Preferred Service Time/ }).getByRole('radio');
  await times.first().waitFor();
  await times.first().check();
  return (await times.first().getAttribute('value')) ?? '';
}

describe('the service booking form in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const leadsOf = (slug: string, email: string) =>
    server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, submission->'user' AS user FROM leads WHERE site_slug = $1 AND submission->'user'->>'category' = 'Service Booking' AND submission->'user'->>'email' = $2 ORDER BY created_at",
      [slug, email],
    );

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startTestServer({ rateLimits: { leads: UNLIMITED, followUps: UNLIMITED, tradeIn: UNLIMITED, serviceSlots: UNLIMITED } }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('books a service in the full variant on a phone: errors linked to their inputs, the focus on each new step, a lead per step', async () => {
    const { page, errors, leadIds, close } = await openPage(browser, PHONE);
    await page.goto(`${server.siteUrl('harbour-motors')}/service`);
    await waitForHydration(page);
    const form = page.locator('#service-form');
    await form.getByRole('heading', { name: 'Step 1 of 3: Contact Details' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Next with nothing filled: the messages on the inputs, the focus on the first.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(REQUIRED_MESSAGE).first().waitFor();
    expect(await focusedId(page)).toBe('service-name');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(page, 'Name')).toContain(REQUIRED_MESSAGE);
    await expectNoAxeViolations(page, 'Contact Details with its errors');

    await form.getByLabel('Name').fill('Ann Citizen');
    await form.getByLabel('Email').fill('ann.service@example.com.au');
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Step 2 of 3: Vehicle Details' }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('Step 2 of 3: Vehicle Details');

    await form.getByLabel('Make').fill('Mazda');
    await form.getByLabel('Model').fill('CX-5');
    await form.getByLabel('Year').fill('1949');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(/Please enter a 4-digit year between 1950 and/).waitFor();
    expect(await focusedId(page)).toBe('service-year');
    await form.getByLabel('Year').fill('2019');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Step 3 of 3: Order Details' }).waitFor();

    // Order Details: interval and type required (spec 2 §5).
    await form.getByRole('button', { name: 'Book service' }).click();
    await form.getByText(REQUIRED_MESSAGE).first().waitFor();
    expect(await describedBy(page, 'Service Interval')).toContain(REQUIRED_MESSAGE);
    await expectNoAxeViolations(page, 'Order Details with its errors');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await form.getByLabel('Service Interval').selectOption('15,000 km / 12 months');
    await form.getByLabel('Service Type').selectOption('Brakes');
    await page.getByRole('radio', { name: 'Courtesy car' }).check();
    await page.getByRole('checkbox', { name: /Tyres Replacement/ }).check();
    await form.getByLabel('Comments (optional)').fill('Squeal from the front left wheel');
    const time = await takeFirstFreeTime(page);
    const date = await form.getByLabel('Preferred Service Date').inputValue();
    await form.getByRole('button', { name: 'Book service' }).click();

    // spec 2 §4 'Lead result': /success names the booking.
    await page.waitForURL(/\/success$/);
    await page.getByRole('heading', { name: 'Your service is booked' }).waitFor();
    await expect.poll(() => page.getByText(/We have you booked in for/).textContent()).toContain('Harbour Motors Service Centre');

    const rows = await leadsOf('harbour-motors', 'ann.service@example.com.au');
    expect(rows.map((r) => r.user.subcategory)).toEqual(['1. Contact Details', '2. Vehicle Details', '3. Order Details']);
    const first = rows[0]?.lead_id;
    expect(leadIds[0]).toBe(first);
    expect(rows[0]?.user).not.toHaveProperty('lead_id');
    expect(rows[1]?.user.lead_id).toBe(first);
    expect(rows[2]?.user).toMatchObject({
      lead_id: first,
      lead_status: 'Complete',
      form_completed: true,
      category: 'Service Booking',
      PageTitle: 'Service',
      location: 'wickham-service',
      dealership_slug: 'harbour-motors',
      'Vehicle Make': 'Mazda',
      'Service Interval': '15,000 km / 12 months',
      'Service Type': 'Brakes',
      'Service Options': 'Courtesy car',
      'Tyres Replacement': true,
      Comments: 'Squeal from the front left wheel',
      'Preferred Service Date': date,
      'Preferred Service Time': time,
    });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);

  it('the minimal variant looks the plate up, says Please complete the form step before proceeding, and books at the dealership chosen', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('sunstate-motor-group')}/service`);
    await waitForHydration(page);
    const form = page.locator('#service-form');
    await form.getByRole('heading', { name: 'Step 1 of 3: Vehicle Details' }).waitFor();

    // No plate: spec 2 §8's step error, and nothing looked up.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(STEP_INCOMPLETE_MESSAGE).waitFor();
    await expectNoAxeViolations(page, 'Vehicle Details with its errors');

    // A plate the provider does not know: make, model and year by hand.
    await form.getByLabel('Registration number').fill('NOMATCH');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(/Unfortunately, we could not find a match for your registration number\./).waitFor();
    await form.getByLabel('Make').waitFor();

    // A plate it knows: found and on to Contact Details, without a lead yet.
    await form.getByLabel('Registration number').fill('123ABC');
    await form.getByRole('button', { name: 'Find my vehicle' }).click();
    await form.getByText('2019 Toyota HiLux').waitFor();
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Step 2 of 3: Contact Details' }).waitFor();
    expect(await leadsOf('sunstate-motor-group', 'bob.minimal@example.com')).toEqual([]);
    await form.getByLabel('Name').fill('Bob Builder');
    await form.getByLabel('Email').fill('bob.minimal@example.com');
    await form.getByLabel('Phone').fill('07 3000 1234');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('heading', { name: 'Step 3 of 3: Order Details' }).waitFor();

    // The dealership select (spec 2 §5): required; the trucks workshop brings its disclaimer.
    await form.getByRole('button', { name: 'Book service' }).click();
    expect(await describedBy(page, 'Dealership')).toContain(REQUIRED_MESSAGE);
    await form.getByLabel('Dealership').selectOption('sunstate-trucks');
    await form.getByText(/Heavy vehicle bookings are confirmed by our service advisor/).waitFor();
    await form.getByLabel('Service Interval').selectOption({ index: 2 });
    await form.getByLabel('Service Type').selectOption('Logbook service');
    const time = await takeFirstFreeTime(page);
    await expectNoAxeViolations(page, 'minimal Order Details');
    await form.getByRole('button', { name: 'Book service' }).click();
    await page.waitForURL(/\/success$/);

    const rows = await leadsOf('sunstate-motor-group', 'bob.minimal@example.com');
    expect(rows.map((r) => r.user.subcategory)).toEqual(['2. Contact Details', '3. Order Details']);
    expect(rows[0]?.user).toMatchObject({
      'Vehicle Rego': '123ABC',
      'Vehicle State': 'QLD',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'HiLux',
      'Vehicle Year': '2019',
    });
    expect(rows[1]?.user).toMatchObject({
      lead_id: rows[0]?.lead_id,
      lead_status: 'Complete',
      form_completed: true,
      dealership_slug: 'sunstate-trucks',
      location: 'trucks-richlands',
      'Preferred Service Time': time,
    });
    expect(errors).toEqual([]);
    await close();
  }, 120_000);
});
