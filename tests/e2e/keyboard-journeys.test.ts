/**
 * Keyboard-only journeys in Chromium (issue 17 item 7: "keyboard-only journeys for search,
 * enquiry, test drive, trade-in and service booking"). After `page.goto` the shopper uses the
 * keyboard alone — Tab and Shift+Tab to move, Enter and Space to press and tick, arrow keys
 * and typed digits in the pickers, Escape to close — never a click, a fill or a check:
 *  - search (bayside-pre-owned, desktop): tick a make in the filters, the URL and the count
 *    follow, then Enter on a result's title link opens the car's page;
 *  - enquiry (saltbush-caravans, whose forms have the terms checkbox): Escape closes the
 *    dialog and gives the focus back to Enquire Now (the first opening too, when the lazily
 *    loaded modal mounts already open); Shift+Tab stays in the dialog; then name, email and
 *    phone typed, the terms ticked with Space, Send enquiry with Enter, /success (zero axe
 *    violations) and the lead row;
 *  - test drive (harbour-motors): the date typed into the browser's date field, a free time
 *    taken with Space, the booking found holding its slot;
 *  - trade-in (saltbush-caravans, no photos step): plate, details with the native selects'
 *    type-ahead, Get my offer, Accept offer, and both trade-in leads;
 *  - service booking (sunset-coast-suzuki, the two-step flavour): contact and vehicle, a free
 *    drop-off time from the radio group with the arrow keys, Book service, the leads and the
 *    service_bookings row.
 * Each journey also checks that the focus can be seen: a button, link, checkbox or radio shows
 * a ring (an outline or a box shadow, on the control, on the label that stands for a visually
 * hidden input, or on a stretched link's ::after), a text field or select Mantine's focus
 * border (the theme's primary colour instead of the resting grey).
 *
 * As in service-journeys, the server's clock starts at Monday 15 February 2027, 8:00am in
 * Brisbane (no public holiday that week) and runs on; the test server takes a form as soon as it
 * is sent (FORM_MIN_FILL_MS 0).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { Car } from '../../domain/vehicle/car';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const UNLIMITED = { max: 100_000, windowMs: 60_000 };
/** Monday 15 February 2027, 08:00 in Brisbane (09:00 in Sydney, 08:30 in Adelaide, 06:00 in Perth). */
const NOW = new Date('2027-02-14T22:00:00Z');

/** What has the focus, in words: its tag, role, name or text, and id. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body> (nothing focused)';
    const name = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '';
    const role = el.getAttribute('role');
    const type = el.getAttribute('type');
    return `<${el.tagName.toLowerCase()}${type ? ` type="${type}"` : ''}${role ? ` role="${role}"` : ''}${el.id ? ` id="${el.id}"` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  });
}

const isFocused = (target: Locator): Promise<boolean> => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails naming what has it
 * after `max` presses. Returns the number of presses.
 */
async function tabTo(page: Page, target: Locator, { max = 80, back = false }: { max?: number; back?: boolean } = {}): Promise<number> {
  await target.waitFor({ state: 'attached' });
  const trail: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) return presses;
    trail.push(await describeFocus(page));
  }
  throw new Error(
    `${back ? 'Shift+Tab' : 'Tab'} pressed ${max} times without reaching ${String(target)}; focus is on ${trail.at(-1) ?? '?'} (last stops: ${trail.slice(-6).join(' → ')})`,
  );
}

/**
 * The focused element matches :focus-visible and shows a ring: a visible outline or a box
 * shadow on itself or, for a visually hidden input, on its label (the next sibling, its
 * <label for> or the label around it) — for a stretched link, on its ::after.
 */
async function expectFocusRing(page: Page, target: Locator): Promise<void> {
  expect(await isFocused(target), `the focus should be on ${String(target)}, not on ${await describeFocus(page)}`).toBe(true);
  const ring = await target.evaluate((el) => {
    if (!el.matches(':focus-visible')) return 'not :focus-visible';
    const label = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`) : null;
    for (const candidate of [el, el.nextElementSibling, label, el.closest('label')]) {
      if (!candidate) continue;
      for (const pseudo of [null, '::after', '::before']) {
        const style = getComputedStyle(candidate, pseudo);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== '' && style.boxShadow !== 'none';
        if (outline || shadow) return null;
      }
    }
    return 'no outline or box shadow on it or its label';
  });
  expect(ring, `a focus ring on ${await describeFocus(page)}`).toBeNull();
}

/**
 * A focused text field, select or textarea shows Mantine's focus border: the wrapper's
 * --input-bd-focus colour (the theme's primary), not the resting grey border.
 */
async function expectFocusBorder(page: Page, target: Locator): Promise<void> {
  expect(await isFocused(target), `the focus should be on ${String(target)}, not on ${await describeFocus(page)}`).toBe(true);
  const border = () =>
    target.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--input-bd-focus)';
      el.parentElement?.append(probe);
      const focusColour = getComputedStyle(probe).color;
      probe.style.color = 'var(--mantine-color-default-border)';
      const restingColour = getComputedStyle(probe).color;
      probe.remove();
      return { shown: getComputedStyle(el).borderTopColor, focusColour, restingColour };
    });
  // The border eases to its colour (Mantine: 100 ms).
  await expect
    .poll(
      async () => {
        const { shown, focusColour } = await border();
        return shown === focusColour;
      },
      { message: `the focus border of ${await describeFocus(page)}` },
    )
    .toBe(true);
  const { shown, restingColour } = await border();
  expect(shown).not.toBe(restingColour);
  expect(shown).not.toBe('rgba(0, 0, 0, 0)');
}

/** Tabs to `target`, then types `text` into it. */
async function typeInto(page: Page, target: Locator, text: string, options?: { max?: number }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.type(text);
}

/** The results count heading: '385 vehicles'. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^(About )?[\d,]+ (vehicles?|caravans?)$/ }).textContent();
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

interface LeadRow {
  lead_id: string;
  submission: { car_id?: number; user: Record<string, unknown> };
}

describe('keyboard-only journeys in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  const sites = loadDealerSites();
  let cars: Car[];
  const pick = (site: string, skip = 0): Car => {
    const found = cars.filter((c) => c.site_slug === site && c.status === 'in_stock' && c.reserved !== true && c.show_on_dealer_website !== false)[skip];
    if (!found) throw new Error(`No car to use on ${site}`);
    return found;
  };
  const leadsOf = (slug: string, category: string, email: string) =>
    server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, submission FROM leads WHERE site_slug = $1 AND submission->'user'->>'category' = $2 AND submission->'user'->>'email' = $3 ORDER BY created_at, (submission->'user' ? 'lead_id')",
      [slug, category, email],
    );

  beforeAll(async () => {
    const started = performance.now();
    cars = generateInventory({ sites, totalCars: 600, seed: 20261121, now: new Date('2027-02-15T00:00:00Z') });
    [server, browser] = await Promise.all([
      startTestServer({
        cars,
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

  it('search: ticks a make with Space, sees the URL and the count change, and opens a result with Enter', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/search`);
    await waitForHydration(page);
    const all = await resultCount(page);

    const toyota = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^Toyota \d+ results?$/ });
    await tabTo(page, toyota, { max: 120 });
    await expectFocusRing(page, toyota);
    await page.keyboard.press('Space');
    await page.waitForURL(/\/search\/toyota$/);
    await expect.poll(() => resultCount(page)).not.toBe(all);
    const toyotas = await resultCount(page);
    expect(toyotas).toBeGreaterThan(0);
    expect(toyotas).toBeLessThan(all);
    await expect(toyota.isChecked()).resolves.toBe(true);
    // The tick keeps the focus on the box: the shopper goes on from there.
    expect(await isFocused(toyota), await describeFocus(page)).toBe(true);

    const first = page.locator('main article h3 a').first();
    const title = ((await first.textContent()) ?? '').trim();
    expect(title).toMatch(/^\d{4} Toyota /);
    await tabTo(page, first, { max: 120 });
    await expectFocusRing(page, first);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cars\/[a-z0-9-]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('enquiry: Escape closes the dialog and returns the focus to Enquire Now; typed, ticked with Space and sent with Enter, it reaches /success with no axe violations and stores the lead', async () => {
    const car = pick('saltbush-caravans');
    const { page, problems, close } = await watchedPage(browser, DESKTOP, { forAxe: true });
    await page.goto(`${server.siteUrl('saltbush-caravans')}/cars/${car.slug}`);
    await waitForHydration(page);
    const opener = page.getByRole('button', { name: 'Enquire Now' }).first();
    await tabTo(page, opener, { max: 120 });
    await expectFocusRing(page, opener);

    // Enter opens the dialog with the focus on its first field; Escape closes it and the focus is back on the opener.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enquire about this vehicle' });
    await dialog.waitFor();
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => isFocused(name)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(opener), { message: 'Escape gives the focus back to Enquire Now' }).toBe(true);

    // Open again and fill it in.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect.poll(() => isFocused(name)).toBe(true);
    // The focus is trapped: Shift+Tab from the first field goes round to the dialog's last control, Tab comes back.
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement)), await describeFocus(page)).toBe(true);
    await page.keyboard.press('Tab');
    await expectFocusBorder(page, name);
    await page.keyboard.type('Ann Citizen');
    await typeInto(page, dialog.getByRole('textbox', { name: 'Email', exact: true }), 'ann.keys@example.com.au', { max: 3 });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Phone', exact: true }), '0412 345 678', { max: 3 });
    // The message is prefilled with the car.
    await expect(dialog.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toContain(car.stocknum);
    const terms = dialog.getByRole('checkbox', { name: /I agree to the/ });
    await tabTo(page, terms, { max: 10 });
    await expectFocusRing(page, terms);
    await page.keyboard.press('Space');
    await expect(terms.isChecked()).resolves.toBe(true);
    const send = dialog.getByRole('button', { name: 'Send enquiry' });
    await tabTo(page, send, { max: 10 });
    await expectFocusRing(page, send);
    await page.keyboard.press('Enter');

    await page.waitForURL('**/success');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' }).waitFor();
    await page.getByText(`about the ${car.name}`).waitFor();
    const violations = await axeViolations(page);
    expect(violations, `/success: ${describeViolations(violations)}`).toEqual([]);

    const rows = await leadsOf('saltbush-caravans', 'Vehicle Enquiry', 'ann.keys@example.com.au');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submission).toMatchObject({
      car_id: car.id,
      user: { name: 'Ann Citizen', phone: '0412 345 678', stock_number: car.stocknum, terms_conditions: true, opt_in: false },
    });
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('test drive: types the date into the date field, takes a free time with Space, ticks the terms and books with Enter; the slot is held', async () => {
    const car = pick('harbour-motors');
    // Wednesday 3 March 2027 at the dealer (Newcastle, NSW), a fortnight after the server's today: day and
    // month the same number, it types the same whether the browser's date field reads dd/mm/yyyy or mm/dd/yyyy.
    const date = '2027-03-03';
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/book-test-drive?car_id=${car.slug}`);
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Test drive form' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await tabTo(page, name);
    await expectFocusBorder(page, name);
    await page.keyboard.type('Tess Driver');
    await typeInto(page, form.getByRole('textbox', { name: 'Email', exact: true }), 'tess.keys@example.com.au', { max: 3 });
    await typeInto(page, form.getByRole('textbox', { name: 'Phone', exact: true }), '0412 345 678', { max: 3 });

    // The browser's date field: its parts typed in turn, each moving on to the next.
    const dateInput = form.getByLabel('Preferred date');
    await tabTo(page, dateInput, { max: 3 });
    await expectFocusBorder(page, dateInput);
    await page.keyboard.type('03032027');
    await expect.poll(() => dateInput.inputValue()).toBe(date);

    const times = form.getByRole('radiogroup', { name: 'Available times' });
    const slot = times.getByRole('radio', { name: '10:00am' });
    await tabTo(page, slot, { max: 40 });
    await expectFocusRing(page, slot);
    await page.keyboard.press('Space');
    await expect(slot.isChecked()).resolves.toBe(true);
    const terms = form.getByRole('checkbox', { name: /I agree to the/ });
    await tabTo(page, terms, { max: 40 });
    await page.keyboard.press('Space');
    await expect(terms.isChecked()).resolves.toBe(true);
    const book = form.getByRole('button', { name: 'Book test drive' });
    await tabTo(page, book, { max: 10 });
    await expectFocusRing(page, book);
    await page.keyboard.press('Enter');

    await page.waitForURL('**/success');
    await page.getByRole('heading', { level: 1, name: 'Your test drive request is in' }).waitFor();
    const held = await server.db.query<{ slot_time: string }>('SELECT slot_time FROM test_drive_slots WHERE car_id = $1 AND slot_date = $2::date', [
      car.id,
      date,
    ]);
    expect(held).toEqual([{ slot_time: '10:00' }]);
    const rows = await server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, submission FROM leads WHERE site_slug = 'harbour-motors' AND submission->'user'->>'email' = $1",
      ['tess.keys@example.com.au'],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submission).toMatchObject({
      car_id: car.id,
      user: { name: 'Tess Driver', test_drive_date: date, test_drive_time: '10:00', terms_conditions: true },
    });
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('trade-in: plate, details with the selects typed to, Get my offer and Accept offer, all with the keyboard, on saltbush-caravans (no photos step); both leads stored', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('saltbush-caravans')}/sell-my-car`);
    await waitForHydration(page);
    const stepOne = page.getByRole('form', { name: 'Step One: Vehicle Details' });
    const rego = stepOne.getByRole('textbox', { name: 'Registration number' });
    await tabTo(page, rego);
    await expectFocusBorder(page, rego);
    await page.keyboard.type('S123ABC');
    // The site's state (SA) is preselected: the plate's.
    await expect(stepOne.getByRole('combobox', { name: 'State' }).inputValue()).resolves.toBe('SA');
    const next = stepOne.getByRole('button', { name: 'Next' });
    await tabTo(page, next, { max: 5 });
    await expectFocusRing(page, next);
    await page.keyboard.press('Enter');

    const stepFour = page.getByRole('form', { name: 'Step Four: Your Details' });
    await stepFour.waitFor();
    await expect(stepFour.getByRole('region', { name: 'We found your car' }).textContent()).resolves.toMatch(/Hyundai i30/);
    await typeInto(page, stepFour.getByRole('textbox', { name: 'First Name' }), 'Sam', { max: 20 });
    await typeInto(page, stepFour.getByRole('textbox', { name: 'Email' }), 'sam.keys@example.com.au', { max: 3 });
    await typeInto(page, stepFour.getByRole('textbox', { name: 'Phone' }), '0498 765 432', { max: 3 });
    await typeInto(page, stepFour.getByRole('textbox', { name: 'Postcode' }), '5000', { max: 3 });
    await typeInto(page, stepFour.getByRole('textbox', { name: 'Odometer' }), '120000', { max: 3 });
    // A closed native select answers the first letters typed.
    for (const [label, typed, value] of [
      ['Service history', 'Full', 'Full service history'],
      ['Number of keys', '2', '2 or more'],
      ['Car condition', 'Good', 'Good'],
    ] as const) {
      const select = stepFour.getByRole('combobox', { name: label });
      await tabTo(page, select, { max: 3 });
      await page.keyboard.type(typed);
      await expect.poll(() => select.inputValue()).toBe(value);
    }
    await expectFocusBorder(page, stepFour.getByRole('combobox', { name: 'Car condition' }));
    await typeInto(page, stepFour.getByRole('textbox', { name: 'Comments' }), 'One owner, garaged.', { max: 3 });
    const getOffer = stepFour.getByRole('button', { name: 'Get my offer' });
    await tabTo(page, getOffer, { max: 5 });
    await page.keyboard.press('Enter');

    const offer = page.getByRole('region', { name: 'Your instant offer, Sam' });
    await offer.waitFor({ timeout: 30_000 });
    const accept = offer.getByRole('button', { name: 'Accept offer' });
    await tabTo(page, accept, { max: 40 });
    await expectFocusRing(page, accept);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 2, name: 'Offer accepted' }).waitFor();

    const rows = await server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, submission FROM leads WHERE site_slug = 'saltbush-caravans' AND submission->'user'->>'category' = 'Trade-in Enquiry' AND submission->'user'->>'rego' = 'S123ABC' ORDER BY created_at, (submission->'user' ? 'lead_id')",
    );
    expect(rows.map((r) => r.submission.user.subcategory)).toEqual(['2. Offer Made', '3. Offer Accepted']);
    expect(rows[0]?.submission.user).toMatchObject({
      name: 'Sam',
      email: 'sam.keys@example.com.au',
      Make: 'Hyundai',
      Model: 'i30',
      regoState: 'SA',
      postcode: '5000',
      odometer: 120000,
      service_history: 'Full service history',
      number_of_keys: '2 or more',
      car_condition: 'Good',
    });
    expect(rows[1]?.submission.user).toMatchObject({ lead_id: rows[0]?.lead_id, offer_accepted: true, form_completed: true });
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('service booking: the two-step flavour on sunset-coast-suzuki, a drop-off time chosen with the arrow keys, booked with Enter; the booking holds it', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/service`);
    await waitForHydration(page);
    const form = page.locator('#service-form');
    await form.getByRole('heading', { level: 3, name: 'Step 1 of 2: Contact and Vehicle Details' }).waitFor();
    const name = form.getByRole('textbox', { name: 'Name' });
    await tabTo(page, name, { max: 120 });
    await expectFocusBorder(page, name);
    await page.keyboard.type('Pat Perth');
    const email = 'pat.keys@example.com.au';
    await typeInto(page, form.getByRole('textbox', { name: 'Email' }), email, { max: 3 });
    await typeInto(page, form.getByRole('textbox', { name: 'Phone' }), '0445 678 901', { max: 3 });
    await typeInto(page, form.getByRole('textbox', { name: 'Make' }), 'Suzuki', { max: 5 });
    await typeInto(page, form.getByRole('textbox', { name: 'Model' }), 'Jimny', { max: 3 });
    await typeInto(page, form.getByRole('textbox', { name: 'Year' }), '2022', { max: 3 });
    await tabTo(page, form.getByRole('button', { name: 'Next' }), { max: 10 });
    await page.keyboard.press('Enter');

    await form.getByRole('heading', { level: 3, name: 'Step 2 of 2: Order Details' }).waitFor();
    // The picker chooses the first date with room; the times are a radio group: Tab into it, an arrow key takes the next time.
    const dateInput = form.getByLabel('Preferred Service Date');
    await expect.poll(() => dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const radios = form.getByRole('group', { name: 'Preferred Service Time' }).getByRole('radio');
    await radios.first().waitFor();
    expect(await radios.count()).toBeGreaterThan(1);
    await tabTo(page, radios.first(), { max: 40 });
    await page.keyboard.press('ArrowRight');
    const second = radios.nth(1);
    await expect.poll(() => second.isChecked()).toBe(true);
    await expectFocusRing(page, second);
    const slot = { date: await dateInput.inputValue(), time: await second.inputValue() };
    const book = form.getByRole('button', { name: 'Book service' });
    await tabTo(page, book, { max: 20 });
    await expectFocusRing(page, book);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/success', { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Your service is booked' }).waitFor();
    const rows = await leadsOf('sunset-coast-suzuki', 'Service Booking', email);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.submission.user).toMatchObject({ name: 'Pat Perth', 'Vehicle Make': 'Suzuki', 'Vehicle Model': 'Jimny', 'Vehicle Year': '2022' });
    expect(rows[1]?.submission.user).toMatchObject({
      lead_id: rows[0]?.lead_id,
      form_completed: true,
      'Preferred Service Date': slot.date,
      'Preferred Service Time': slot.time,
    });
    const bookings = await server.db.query<{ lead_id: string; slot_date: string; slot_time: string }>(
      "SELECT lead_id::text AS lead_id, slot_date::text AS slot_date, slot_time FROM service_bookings WHERE site_slug = 'sunset-coast-suzuki' AND booking_id = $1",
      [rows[0]?.lead_id],
    );
    expect(bookings).toEqual([{ lead_id: rows[1]?.lead_id, slot_date: slot.date, slot_time: slot.time }]);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);
});
