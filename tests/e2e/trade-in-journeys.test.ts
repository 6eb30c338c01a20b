/**
 * The trade-in instant offer in Chromium (issue 12 'Tests that must exist'; spec 2 §2
 * 'Trade-in instant offer (four steps)' and 'After submission', §4 'Trade-in instant offer',
 * §5, §8, §9 'Trade-in'), found by role and label as a seller would: plate → candidates →
 * photos → details → offer → accept on a site with the images step (harbour-motors) and on
 * one without it (saltbush-caravans, on a phone), with the lead, its acceptance, the
 * valuation follow-up, analytics event 18, the dealer email and the seller SMS found where the
 * server keeps them; the not-found and outage panels; the image alerts and a photo the server
 * refuses by its bytes; the home page's rego box and a car's Trade-In button as entry points.
 * The demo plates are the simulated provider's (README 'Trade-in demo plates'). The test server
 * takes a lead as soon as it is sent (FORM_MIN_FILL_MS 0).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqlLeadRepository } from '../../adapters/persistence/sql-lead-repository';
import { outboxDir } from '../../config/data-dirs';
import { contrastRatio, loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { formatPhone, phoneHref } from '../../domain/dealer-site/phone';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { REQUIRED_MESSAGE } from '../../domain/leads/field-errors';
import { CHOOSE_ONE_CAR_MESSAGE } from '../../domain/tradein/trade-in-fields';
import { GEOCODING_NO_RESULT_MESSAGE, NO_MATCH_MESSAGE, PROVIDER_UNAVAILABLE_MESSAGE, THANKS_SMS_TEXT } from '../../domain/tradein/trade-in-flow';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from '../../domain/tradein/trade-in-images';
import type { Car } from '../../domain/vehicle/car';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const FIXTURES = join(import.meta.dirname, '../fixtures/trade-in');
const fixture = (name: string) => join(FIXTURES, name);
const UNLIMITED = { max: 100_000, windowMs: 60_000 };

/** A computed 'rgb(r, g, b)' colour as '#rrggbb' (an opaque colour: the cards and radios are). */
const hexOf = (rgb: string): string => {
  const [r = 0, g = 0, b = 0, a = 1] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
  if (a !== 1) throw new Error(`${rgb} is not opaque`);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
};
/** spec 2 §2 'After submission': the words of the thanks SMS (it states the amount and reference too). */
const SMS_WORDS = 'A team member will be in touch soon to arrange the inspection';

type Allow = (text: string, sourceUrl: string) => boolean;
/** Chromium logs each answer of 4xx/5xx as a console error: allowed only for the call and status a journey expects. */
const failedLoad =
  (status: number, path: string): Allow =>
  (text, sourceUrl) =>
    text.includes(`status of ${status}`) && sourceUrl.includes(path);

interface CheckedPage {
  page: Page;
  problems: () => string[];
  close: () => Promise<void>;
}

/**
 * A page for the axe checks: axe-core is injected as an inline script, so the context bypasses
 * the page's Content-Security-Policy (the other journeys run under it, in watchedPage). Console
 * errors and uncaught exceptions are still recorded.
 */
async function axePage(browser: Browser, viewport: { width: number; height: number }, allow: Allow): Promise<CheckedPage> {
  const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || allow(message.text(), message.location().url)) return;
    seen.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return { page, problems: () => [...seen], close: () => context.close() };
}

const stepForm = (page: Page, title: string): Locator => page.getByRole('form', { name: title });
const heading = (page: Page, name: string | RegExp): Locator => page.getByRole('heading', { level: 2, name });

/** Step One: plate and state, Next. */
async function lookUp(page: Page, rego: string, state: string): Promise<void> {
  const form = stepForm(page, 'Step One: Vehicle Details');
  await form.getByRole('textbox', { name: 'Registration number' }).fill(rego);
  await form.getByRole('combobox', { name: 'State' }).selectOption(state);
  await form.getByRole('button', { name: 'Next' }).click();
}

/** Chooses files through the Add photos button, as a seller does. */
async function addPhotos(page: Page, files: string[] | { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add photos' }).click();
  await (await chooser).setFiles(files);
}

interface Seller {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  postcode: string;
  odometer: string;
}

/** Step Four: every field filled (the postcode as given). */
async function fillDetails(form: Locator, seller: Seller): Promise<void> {
  await form.getByRole('textbox', { name: 'First Name' }).fill(seller.name);
  await form.getByRole('textbox', { name: 'Last name (optional)' }).fill(seller.lastName);
  await form.getByRole('textbox', { name: 'Email' }).fill(seller.email);
  await form.getByRole('textbox', { name: 'Phone' }).fill(seller.phone);
  await form.getByRole('textbox', { name: 'Postcode' }).fill(seller.postcode);
  await form.getByRole('textbox', { name: 'Odometer' }).fill(seller.odometer);
  await form.getByRole('combobox', { name: 'Service history' }).selectOption('Full service history');
  await form.getByRole('combobox', { name: 'Number of keys' }).selectOption('2 or more');
  await form.getByRole('combobox', { name: 'Car condition' }).selectOption('Good');
  await form.getByRole('textbox', { name: 'Comments' }).fill('One owner, garaged, new tyres last year.');
}

interface LeadRow {
  lead_id: string;
  site_slug: string;
  submission: { car_id?: number; user: Record<string, unknown> };
}

describe('trade-in instant offer journeys in the browser', () => {
  let server: TestServer;
  let leads: SqlLeadRepository;
  let browser: Browser;
  const sites = loadDealerSites();
  const site = (slug: string): DealerSite => {
    const found = sites.find((s) => s.slug === slug);
    if (!found) throw new Error(`No site ${slug}`);
    return found;
  };
  let cars: Car[];

  /** issue 30: a lead's `rego` is the server's, the plate as it was looked up (normalised: '123ABC'). */
  const tradeInLeads = (slug: string, plate: string) =>
    server.db.query<LeadRow>(
      "SELECT lead_id::text AS lead_id, site_slug, submission FROM leads WHERE site_slug = $1 AND submission->'user'->>'category' = 'Trade-in Enquiry' AND submission->'user'->>'rego' = $2 ORDER BY created_at, (submission->'user' ? 'lead_id')",
      [slug, plate.replace(/[\s-]+/g, '').toUpperCase()],
    );
  const storedImages = (slug: string, rego: string) =>
    server.db.query<{ eval_id: string; original_name: string; mime: string }>(
      'SELECT i.eval_id, i.original_name, i.mime FROM trade_in_images i JOIN trade_in_evaluations e USING (site_slug, eval_id) WHERE e.site_slug = $1 AND e.rego = $2 ORDER BY i.slot',
      [slug, rego],
    );
  /** One outbox pass, then the outbox's files. */
  const deliverAndListOutbox = async (): Promise<string[]> => {
    const report = await server.core.useCases.deliverPendingLeads.execute()();
    expect(E.isRight(report)).toBe(true);
    return readdirSync(outboxDir(server.core.settings));
  };
  const readOutbox = (file: string) => readFileSync(join(outboxDir(server.core.settings), file), 'utf8');

  beforeAll(async () => {
    cars = generateInventory({ sites, carsPerSite: 12 });
    [server, browser] = await Promise.all([
      startTestServer({
        cars,
        rateLimits: { leads: UNLIMITED, followUps: UNLIMITED, analytics: UNLIMITED, geocode: UNLIMITED, tradeIn: UNLIMITED, tradeInUploads: UNLIMITED },
      }),
      launchChromium(),
    ]);
    leads = new SqlLeadRepository(server.db);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('goes from candidates through photos and details to an accepted offer on harbour-motors, with the lead, its acceptance, the valuation, event 18, the email and the SMS', async () => {
    const harbour = site('harbour-motors');
    const { page, problems, close } = await axePage(browser, DESKTOP, failedLoad(404, '/api/geocode/postcode'));
    await page.goto(`${server.siteUrl('harbour-motors')}/sell-my-car`);
    await waitForHydration(page);
    await heading(page, 'Step One: Vehicle Details').waitFor();
    await expectNoAxeViolations(page, 'Step One');

    // Step Two: the near match's candidates, one radio each (spec 2 §2).
    await lookUp(page, 'CAND01', 'QLD');
    const stepTwo = stepForm(page, 'Step Two: Vehicle Selection');
    await stepTwo.waitFor();
    await expect(stepTwo.getByText('We could not find an exact match for your car, do any of these match?').isVisible()).resolves.toBe(true);
    const radios = stepTwo.getByRole('radio');
    expect(await radios.count()).toBe(4);
    await stepTwo.getByRole('button', { name: 'Next' }).click();
    await stepTwo.getByText(CHOOSE_ONE_CAR_MESSAGE, { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'Step Two with its error');
    const chosen = stepTwo.getByRole('radio', { name: /Maxx Sport/ });
    await chosen.check();
    // WCAG 1.4.11: the chosen radio's dot, and every other radio's ring, stand out from the card at 3:1 or more.
    // Read the colours once the radios' own transitions (the dot fades in) have finished, not part way through.
    const colours = await stepTwo.getByRole('radio').evaluateAll(async (inputs) => {
      await Promise.all(inputs.flatMap((input) => input.getAnimations().map((animation) => animation.finished)));
      return inputs.map((input) => {
        // The colour behind the radio: the first ancestor that paints one.
        let ground = 'rgb(255, 255, 255)';
        for (let node = input.parentElement; node; node = node.parentElement) {
          const paint = getComputedStyle(node).backgroundColor;
          if (paint !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(paint)) {
            ground = paint;
            break;
          }
        }
        const style = getComputedStyle(input);
        const checked = (input as HTMLInputElement).checked;
        return { checked, mark: checked ? style.backgroundColor : style.borderTopColor, card: ground };
      });
    });
    expect(colours.filter((c) => c.checked)).toHaveLength(1);
    for (const { checked, mark, card } of colours)
      expect(contrastRatio(hexOf(mark), hexOf(card)), `${checked ? 'chosen dot' : 'ring'} ${mark} on ${card}`).toBeGreaterThanOrEqual(3);
    await expectNoAxeViolations(page, 'Step Two with a car chosen');
    await stepTwo.getByRole('button', { name: 'Next' }).click();

    // Step Three: previews (HEIC by its file name), remove one, Next uploads the rest (spec 2 §2, §4, §5).
    const stepThree = stepForm(page, 'Step Three: Upload Images');
    await stepThree.waitFor();
    await expect(stepThree.getByRole('region', { name: 'We found your car' }).textContent()).resolves.toMatch(/Mazda CX-5/);
    await addPhotos(page, [fixture('car.png'), fixture('car.heic'), fixture('gps-tagged.jpg')]);
    const photos = stepThree.getByRole('list', { name: 'Your photos' }).getByRole('listitem');
    await expect.poll(() => photos.count()).toBe(3);
    const pngPreview = stepThree.getByRole('img', { name: 'car.png' });
    await pngPreview.waitFor();
    await expect.poll(() => pngPreview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(stepThree.getByRole('img', { name: 'gps-tagged.jpg' }).isVisible()).resolves.toBe(true);
    await expect(stepThree.getByRole('img', { name: 'car.heic' }).count()).resolves.toBe(0);
    await expect(photos.filter({ hasText: 'car.heic' }).isVisible()).resolves.toBe(true);
    await expect(stepThree.getByText('3 of 10 chosen').isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'Step Three with previews');
    await stepThree.getByRole('button', { name: 'Remove car.png' }).click();
    await expect.poll(() => photos.count()).toBe(2);
    await stepThree.getByRole('button', { name: 'Next' }).click();

    const stepFour = stepForm(page, 'Step Four: Your Details');
    await stepFour.waitFor();
    const images = await storedImages('harbour-motors', 'CAND01');
    expect(images.map((i) => [i.original_name, i.mime])).toEqual([
      ['car.heic', 'image/heic'],
      ['gps-tagged.jpg', 'image/jpeg'],
    ]);
    await expectNoAxeViolations(page, 'Step Four');

    // Step Four: sent blank, the spec's required messages and nothing sent (spec 2 §5).
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();
    await expect.poll(() => stepFour.getByText(REQUIRED_MESSAGE, { exact: true }).count()).toBeGreaterThanOrEqual(9);
    await expect(stepFour.getByRole('textbox', { name: 'First Name' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(stepFour.getByRole('textbox', { name: 'Last name (optional)' }).getAttribute('aria-invalid')).resolves.not.toBe('true');
    expect(await tradeInLeads('harbour-motors', 'CAND01')).toEqual([]);

    // A postcode of the right form that names no place: 'Invalid postcode' (spec 2 §5, §8).
    const seller = { name: 'Ann', lastName: 'Citizen', email: 'ann@example.com.au', phone: '0412 345 678', postcode: '9999', odometer: '85,000' };
    await fillDetails(stepFour, seller);
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();
    await stepFour.getByText(GEOCODING_NO_RESULT_MESSAGE, { exact: true }).waitFor();
    await expect(stepFour.getByRole('textbox', { name: 'Postcode' }).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await tradeInLeads('harbour-motors', 'CAND01')).toEqual([]);

    await stepFour.getByRole('textbox', { name: 'Postcode' }).fill('2300');
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();

    // The offer: a price, how long it stands (7 days here), the ten-years FAQ toggled open and closed (spec 2 §2, §9).
    const offer = page.getByRole('region', { name: 'Your instant offer, Ann' });
    await offer.waitFor({ timeout: 30_000 });
    const price = offer.locator('p').filter({ hasText: /^Our offer: \$\d[\d,]*$/ });
    await expect(price.count()).resolves.toBe(1);
    await expect(offer.getByText(/^This offer stands for 7 days, until \d{1,2} \w+ \d{4}\.$/).isVisible()).resolves.toBe(true);
    await expect(offer.getByText(/When we inspect the car it can still change/).isVisible()).resolves.toBe(true);
    const question = offer.getByRole('button', { name: 'How long is my estimate valid?' });
    const answer = offer.getByText('Your estimate is valid for 7 days.');
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await question.click();
    await answer.waitFor({ state: 'visible' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(offer.getByRole('button', { name: 'When can I talk to the buying team?' }).isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, 'the offer with a FAQ answer open');
    await question.click();
    await answer.waitFor({ state: 'hidden' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    const shownPrice = Number(((await price.textContent()) ?? '').replace(/\D/g, ''));

    const [first] = await tradeInLeads('harbour-motors', 'CAND01');
    expect(first?.submission.user).toMatchObject({
      category: 'Trade-in Enquiry',
      subcategory: '2. Offer Made',
      dealership_slug: 'harbour-motors',
      name: 'Ann',
      last_name: 'Citizen',
      email: 'ann@example.com.au',
      phone: '0412 345 678',
      postcode: '2300',
      odometer: 85000,
      service_history: 'Full service history',
      number_of_keys: '2 or more',
      car_condition: 'Good',
      EvalID: images[0]?.eval_id,
      Make: 'Mazda',
      Model: 'CX-5',
      Year: 2019,
      rego: 'CAND01',
      regoState: 'QLD',
      images: ['car.heic', 'gps-tagged.jpg'],
      final_price: shownPrice,
      offer_price: expect.any(Number),
    });
    expect(first?.submission.user).not.toHaveProperty('sms_content');

    // Accept: the lead update, the thanks (spec 2 §2 'After submission', §4).
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await heading(page, 'Offer accepted').waitFor();
    await expect(page.getByText(/A team member will be in touch soon to arrange the inspection/).isVisible()).resolves.toBe(true);

    const rows = await tradeInLeads('harbour-motors', 'CAND01');
    expect(rows).toHaveLength(2);
    const [, accepted] = rows;
    expect(accepted?.submission.user).toMatchObject({
      category: 'Trade-in Enquiry',
      lead_id: first?.lead_id,
      subcategory: '3. Offer Accepted',
      form_completed: true,
      offer_accepted: true,
      EvalID: images[0]?.eval_id,
      final_price: shownPrice,
      offer_reference: expect.stringMatching(/^TI-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
    });
    // The text states the amount accepted and the reference, which the accepted screen shows too.
    const reference = String(accepted?.submission.user.offer_reference);
    expect(accepted?.submission.user.sms_content).toBe(THANKS_SMS_TEXT(harbour.name, { amount: shownPrice, reference }));
    await expect(page.getByText(reference).first().isVisible()).resolves.toBe(true);
    // spec 2 §7: harbour-motors also posts the valuation to /api/miscellaneous.
    const followUps = await leads.followUpsOf('harbour-motors', first?.lead_id ?? '');
    const valuation = followUps.find((f) => f.category === 'miscellaneous');
    expect(valuation?.params).toMatchObject({ column_name: 'valuation' });
    expect(JSON.parse(String(valuation?.params.value))).toMatchObject({ final_price: shownPrice, offer_price: first?.submission.user.offer_price });
    // spec 2 §4: analytics event 18, the offer accepted.
    const events = await server.db.query<{ properties: Record<string, unknown> }>(
      "SELECT properties FROM analytics_events WHERE site_slug = 'harbour-motors' AND event_id = 18",
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.properties).toMatchObject({ category: 'Trade-in Enquiry', lead_id: first?.lead_id });

    // Delivered from the outbox: the dealer's emails of both leads and the seller's SMS.
    const outbox = await deliverAndListOutbox();
    for (const row of rows) {
      const email = outbox.find((file) => file === `lead-${row.lead_id}.eml`);
      expect(email, `the email of lead ${row.lead_id}`).toBeDefined();
      expect(readOutbox(email ?? '')).toContain('Trade-in Enquiry');
    }
    const sms = outbox
      .filter((file) => /^sms-.+\.json$/.test(file))
      .map((file) => JSON.parse(readOutbox(file)) as { to: string; body: string })
      .filter((m) => m.body.includes(harbour.name));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.to).toBe('+61412345678');
    expect(sms[0]?.body).toContain(SMS_WORDS);

    expect(problems()).toEqual([]);
    await close();
  }, 150_000);

  it('goes straight from the plate to the details on saltbush-caravans, without the images step, to an accepted offer on a phone', async () => {
    const saltbush = site('saltbush-caravans');
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('saltbush-caravans')}/trade-in`);
    await waitForHydration(page);
    const progress = page.getByRole('list', { name: 'Progress' });
    await expect(progress.getByRole('listitem').allTextContents()).resolves.toEqual(['Vehicle Details', 'Vehicle Selection', 'Your Details']);
    // The site's default state is preselected (spec 2 §2 Step One).
    await expect(stepForm(page, 'Step One: Vehicle Details').getByRole('combobox', { name: 'State' }).inputValue()).resolves.toBe(saltbush.default_state);

    await lookUp(page, '123 abc', 'QLD');
    const stepFour = stepForm(page, 'Step Four: Your Details');
    await stepFour.waitFor();
    await expect(stepForm(page, 'Step Three: Upload Images').count()).resolves.toBe(0);
    await expect(stepFour.getByRole('region', { name: 'We found your car' }).textContent()).resolves.toMatch(/2019 Toyota HiLux SR5/);
    await expect(progress.getByText('Upload Images').count()).resolves.toBe(0);

    await fillDetails(stepFour, { name: 'Sam', lastName: 'Seller', email: 'sam@example.com.au', phone: '0498 765 432', postcode: '5000', odometer: '120000' });
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();
    const offer = page.getByRole('region', { name: 'Your instant offer, Sam' });
    await offer.waitFor({ timeout: 30_000 });
    await expect(
      offer
        .locator('p')
        .filter({ hasText: /^Our offer: \$\d[\d,]*$/ })
        .count(),
    ).resolves.toBe(1);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await heading(page, 'Offer accepted').waitFor();

    // The lead keeps the plate as it was looked up (rego) and as the provider answered it (Rego), both the server's (issue 30).
    const rows = await tradeInLeads('saltbush-caravans', '123 ABC');
    expect(rows.map((r) => r.submission.user.subcategory)).toEqual(['2. Offer Made', '3. Offer Accepted']);
    expect(rows[0]?.submission.user).toMatchObject({
      Rego: '123ABC',
      Make: 'Toyota',
      Model: 'HiLux',
      Variant: 'SR5',
      odometer: 120000,
      regoState: 'QLD',
      postcode: '5000',
    });
    expect(rows[0]?.submission.user.images ?? []).toEqual([]);
    expect(rows[1]?.submission.user).toMatchObject({ lead_id: rows[0]?.lead_id, offer_accepted: true, form_completed: true });
    // Saltbush does not post the valuation (spec 2 §7: only sites configured so).
    expect((await leads.followUpsOf('saltbush-caravans', rows[0]?.lead_id ?? '')).filter((f) => f.category === 'miscellaneous')).toEqual([]);

    const outbox = await deliverAndListOutbox();
    for (const row of rows) expect(outbox).toContain(`lead-${row.lead_id}.eml`);
    const sms = outbox
      .filter((file) => /^sms-.+\.json$/.test(file))
      .map((file) => JSON.parse(readOutbox(file)) as { to: string; body: string })
      .filter((m) => m.body.includes(saltbush.name));
    const acceptedUser = rows[1]!.submission.user;
    expect(sms).toEqual([
      expect.objectContaining({
        to: '+61498765432',
        body: THANKS_SMS_TEXT(saltbush.name, { amount: Number(acceptedUser.final_price), reference: String(acceptedUser.offer_reference) }),
      }),
    ]);
    expect(sms[0]?.body).toContain(SMS_WORDS);

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('goes from a plate to an accepted offer on sunstate-motor-group and sunset-coast-suzuki too, skipping the photos', async () => {
    // With harbour-motors, saltbush-caravans (above) and bayside-pre-owned (the Trade-In button journey): every demo site.
    for (const [slug, plate, phone] of [
      ['sunstate-motor-group', 'SUN42', '0411 222 333'],
      ['sunset-coast-suzuki', 'WA777', '0422 333 444'],
    ] as const) {
      const dealer = site(slug);
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl(slug)}/sell-my-car`);
      await waitForHydration(page);
      await lookUp(page, plate, dealer.default_state);
      const stepThree = stepForm(page, 'Step Three: Upload Images');
      await stepThree.waitFor();
      // spec 2 §2: Next with no photos skips uploading.
      await stepThree.getByRole('button', { name: 'Next' }).click();
      const stepFour = stepForm(page, 'Step Four: Your Details');
      await stepFour.waitFor();
      await fillDetails(stepFour, { name: 'Alex', lastName: 'Driver', email: `alex@${slug}.example.com`, phone, postcode: '4000', odometer: '64,500' });
      await stepFour.getByRole('button', { name: 'Get my offer' }).click();
      const offer = page.getByRole('region', { name: 'Your instant offer, Alex' });
      await offer.waitFor({ timeout: 30_000 });
      await offer.getByRole('button', { name: 'Accept offer' }).click();
      await heading(page, 'Offer accepted').waitFor();

      const rows = await tradeInLeads(slug, plate);
      expect(
        rows.map((r) => r.submission.user.subcategory),
        slug,
      ).toEqual(['2. Offer Made', '3. Offer Accepted']);
      expect(rows[0]?.submission.user).toMatchObject({ odometer: 64500, postcode: '4000' });
      expect(Number(rows[0]?.submission.user.offer_price)).toBeGreaterThan(0);
      const outbox = await deliverAndListOutbox();
      for (const row of rows) expect(outbox, slug).toContain(`lead-${row.lead_id}.eml`);
      const sms = outbox
        .filter((file) => /^sms-.+\.json$/.test(file))
        .map((file) => JSON.parse(readOutbox(file)) as { to: string; body: string })
        .filter(
          (m) =>
            m.body ===
            THANKS_SMS_TEXT(dealer.name, { amount: Number(rows[1]?.submission.user.final_price), reference: String(rows[1]?.submission.user.offer_reference) }),
        );
      expect(
        sms.map((m) => m.to),
        slug,
      ).toEqual([`+61${phone.replace(/\s/g, '').slice(1)}`]);
      expect(await problems()).toEqual([]);
      await close();
    }
  }, 120_000);

  it('shows the required message, the not-found panel and the outage panel with the phone and Contact links, and Back returns to Step One', async () => {
    const harbour = site('harbour-motors');
    const { page, problems, close } = await watchedPage(browser, DESKTOP, { allowConsoleError: failedLoad(503, '/api/eval-expert/enter-vin') });
    await page.goto(`${server.siteUrl('harbour-motors')}/sell-my-car`);
    await waitForHydration(page);
    const stepOne = stepForm(page, 'Step One: Vehicle Details');

    // An empty plate: the spec's required message, and no lookup.
    await stepOne.getByRole('button', { name: 'Next' }).click();
    await stepOne.getByText(REQUIRED_MESSAGE, { exact: true }).waitFor();
    await expect(stepOne.getByRole('textbox', { name: 'Registration number' }).getAttribute('aria-invalid')).resolves.toBe('true');

    const expectContactLinks = async () => {
      const call = page.getByRole('main').getByRole('link', { name: `Call ${formatPhone(harbour.phone)}` });
      await expect(call.getAttribute('href')).resolves.toBe(phoneHref(harbour.phone));
      expect(phoneHref(harbour.phone)).toMatch(/^tel:/);
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' }).getAttribute('href')).resolves.toMatch(/^\/contact(-us)?$/);
    };

    // No match (spec 2 §2, §8).
    await lookUp(page, 'NOMATCH', 'NSW');
    await heading(page, 'We could not find your car').waitFor();
    await expect(page.getByRole('alert').filter({ hasText: NO_MATCH_MESSAGE }).isVisible()).resolves.toBe(true);
    await expectContactLinks();
    await page.getByRole('button', { name: 'Back' }).click();
    await stepOne.waitFor();
    await expect(stepOne.getByRole('textbox', { name: 'Registration number' }).inputValue()).resolves.toBe('NOMATCH');

    // The provider down: the outage panel; Try again asks again and it is still down; Back returns.
    await lookUp(page, 'OUTAGE', 'VIC');
    const outage = heading(page, 'Valuations are unavailable right now');
    await outage.waitFor();
    await expect(page.getByRole('alert').filter({ hasText: PROVIDER_UNAVAILABLE_MESSAGE }).isVisible()).resolves.toBe(true);
    await expectContactLinks();
    const asked = page.waitForResponse((response) => response.url().endsWith('/api/eval-expert/enter-vin'));
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await asked).status()).toBe(503);
    await outage.waitFor();
    await expect(page.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await stepOne.waitFor();
    await expect(outage.count()).resolves.toBe(0);

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('alerts on an eleventh image and on one over 10 MB, and shows the server refusal of a disguised photo on that photo without a dead end', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP, { allowConsoleError: failedLoad(415, '/api/eval-expert/image-upload') });
    await page.goto(`${server.siteUrl('harbour-motors')}/trade-in`);
    await waitForHydration(page);
    await lookUp(page, 'PHOTO4', 'QLD');
    const stepThree = stepForm(page, 'Step Three: Upload Images');
    await stepThree.waitFor();
    const alert = stepThree.getByRole('alert');
    const photos = stepThree.getByRole('list', { name: 'Your photos' }).getByRole('listitem');

    // Eleven at once: the spec's alert, and none added (spec 2 §5, §8).
    const png = readFileSync(fixture('car.png'));
    await addPhotos(
      page,
      Array.from({ length: 11 }, (_, i) => ({ name: `car-${i + 1}.png`, mimeType: 'image/png', buffer: png })),
    );
    await alert.getByText(TOO_MANY_IMAGES_MESSAGE, { exact: true }).waitFor();
    await expect(photos.count()).resolves.toBe(0);
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await alert.getByText(TOO_MANY_IMAGES_MESSAGE).waitFor({ state: 'detached' });

    // One byte over 10,000,000: the spec's alert, and nothing added.
    await addPhotos(page, [{ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10_000_001, 0x20) }]);
    await alert.getByText(IMAGE_TOO_LARGE_MESSAGE, { exact: true }).waitFor();
    await expect(photos.count()).resolves.toBe(0);

    // An HTML page named .jpg passes the browser check; the server refuses it by its bytes.
    await addPhotos(page, [fixture('photo.jpg'), fixture('car.gif')]);
    await expect.poll(() => photos.count()).toBe(2);
    await stepThree.getByRole('button', { name: 'Next' }).click();
    const refused = photos.filter({ hasText: 'photo.jpg' });
    await refused.getByText(IMAGE_TYPE_MESSAGE).waitFor();
    // Every photo was tried (the next waits for the last answer): the GIF went up, the disguised one stays with its message.
    await expect.poll(() => photos.filter({ hasText: 'Uploaded' }).count()).toBe(1);
    await expect(stepThree.getByRole('button', { name: 'Next' }).isEnabled()).resolves.toBe(true);
    await expect(stepThree.getByRole('button', { name: 'Remove car.gif' }).count()).resolves.toBe(0);
    // Not a dead end: remove it and go on.
    await refused.getByRole('button', { name: 'Remove photo.jpg' }).click();
    await expect.poll(() => photos.count()).toBe(1);
    await stepThree.getByRole('button', { name: 'Next' }).click();
    await stepForm(page, 'Step Four: Your Details').waitFor();
    expect((await storedImages('harbour-motors', 'PHOTO4')).map((i) => [i.original_name, i.mime])).toEqual([['car.gif', 'image/gif']]);

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('starts from the home page rego box, and from a car Trade-In button whose car the lead carries', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);

    // The home page's Value my car box: the flow opens with the plate and looks it up at once.
    await page.goto(server.siteUrl('harbour-motors'));
    await waitForHydration(page);
    const box = page.getByRole('form', { name: 'Value my car' });
    await box.getByRole('textbox', { name: 'Registration number' }).fill('123abc');
    await box.getByRole('combobox', { name: 'State' }).selectOption('QLD');
    await box.getByRole('button', { name: 'Value my car' }).click();
    await page.waitForURL((url) => url.pathname === '/sell-my-car' && url.searchParams.get('rego') === '123ABC' && url.searchParams.get('state') === 'QLD');
    const stepThree = stepForm(page, 'Step Three: Upload Images');
    await stepThree.waitFor();
    await expect(stepThree.getByRole('region', { name: 'We found your car' }).textContent()).resolves.toMatch(/2019 Toyota HiLux SR5/);

    // bayside-pre-owned's cards carry the Trade-In button (card_buttons include tradeIn).
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/search`);
    await waitForHydration(page);
    const button = page.getByRole('main').getByRole('link', { name: 'Trade-In' }).first();
    const href = (await button.getAttribute('href')) ?? '';
    const carId = Number(/^\/cars\/trade-in\?car_id=(\d+)$/.exec(href)?.[1]);
    const car = cars.find((c) => c.id === carId);
    expect(car?.site_slug).toBe('bayside-pre-owned');
    await button.click();
    await page.waitForURL((url) => url.pathname === '/cars/trade-in' && url.searchParams.get('car_id') === String(carId));
    const towards = page.getByRole('region', { name: 'Trading in towards' });
    await towards.waitFor();
    await expect(towards.getByRole('link', { name: car?.name ?? '?' }).isVisible()).resolves.toBe(true);

    await lookUp(page, 'ABC12D', 'NSW');
    await stepForm(page, 'Step Three: Upload Images').getByRole('button', { name: 'Next' }).click();
    const stepFour = stepForm(page, 'Step Four: Your Details');
    await stepFour.waitFor();
    await fillDetails(stepFour, { name: 'Tia', lastName: 'Trader', email: 'tia@example.com.au', phone: '0411 222 333', postcode: '3186', odometer: '40000' });
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();
    const offer = page.getByRole('region', { name: 'Your instant offer, Tia' });
    await offer.waitFor({ timeout: 30_000 });
    // bayside-pre-owned: 14 days and the seven-years FAQ (spec 2 §9).
    await expect(offer.getByText(/^This offer stands for 14 days, until /).isVisible()).resolves.toBe(true);
    await offer.getByRole('button', { name: 'Which cars get an online estimate?' }).click();
    await offer.getByText(/cars up to 7 years old with up to 100,000 km/).waitFor();

    const rows = await tradeInLeads('bayside-pre-owned', 'ABC12D');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submission.car_id).toBe(carId);
    expect(rows[0]?.submission.user).toMatchObject({ trade_towards: car?.name, Make: 'Ford', Model: 'Ranger', subcategory: '2. Offer Made' });

    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);
});
