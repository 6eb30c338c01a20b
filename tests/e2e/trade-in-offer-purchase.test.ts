/**
 * An accepted trade-in offer goes towards a car bought online, in Chromium on Harbour Motors: the
 * seller values their car on the trade-in page, accepts, and reads the offer's reference on the
 * accepted screen; opening Buy online for a car in the same browser, the offer is already off the
 * price with nothing typed. In a fresh browser the reference (typed as a person might: lower case,
 * spaces) and the plate with the mobile each find it; the plate typed as a reference is refused
 * with the reference's own message.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFER_REFERENCE_MESSAGE } from '../../domain/tradein/offer-reference';
import { formatDollars } from '../../domain/vehicle/money';
import type { Car } from '../../domain/vehicle/car';
import { signInBrowser } from '../adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { expectNoAxeViolations } from './support/axe';
import { buyableCx5 } from './support/harbour-checkout';
import { launchChromium, waitForHydration } from './support/browser';

const SITE = 'harbour-motors';
const DESKTOP = { width: 1366, height: 900 };
const UNLIMITED = { max: 100_000, windowMs: 60_000 };
const SELLER_PHONE = '0498 765 432';
const car = (id: number, slug: string): Car => buyableCx5(id, slug, { price_type: 'Drive Away' }, 2);
const CARS = [car(9_901, 'cx-5-same-browser'), car(9_902, 'cx-5-by-reference'), car(9_903, 'cx-5-by-plate')];

const stepForm = (page: Page, title: string): Locator => page.getByRole('form', { name: title });

describe('an accepted trade-in offer towards a car bought online (Harbour Motors)', () => {
  let server: TestServer;
  let browser: Browser;
  let reference = '';
  let amount = 0;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startTestServer({
        cars: CARS,
        rateLimits: { leads: UNLIMITED, followUps: UNLIMITED, analytics: UNLIMITED, geocode: UNLIMITED, tradeIn: UNLIMITED, checkout: UNLIMITED },
      }),
      launchChromium(),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('accepts an offer on the trade-in page, shows its reference, and Buy online in the same browser takes it off the price without typing', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.siteUrl(SITE)}/sell-my-car`);
    await waitForHydration(page);
    const stepOne = stepForm(page, 'Step One: Vehicle Details');
    await stepOne.getByRole('textbox', { name: 'Registration number' }).fill('123 ABC');
    await stepOne.getByRole('combobox', { name: 'State' }).selectOption('QLD');
    await stepOne.getByRole('button', { name: 'Next' }).click();
    const stepThree = stepForm(page, 'Step Three: Upload Images');
    await stepThree.waitFor();
    await stepThree.getByRole('button', { name: 'Next' }).click();
    const stepFour = stepForm(page, 'Step Four: Your Details');
    await stepFour.waitFor();
    await stepFour.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await stepFour.getByRole('textbox', { name: /^Last name/ }).fill('Seller');
    await stepFour.getByRole('textbox', { name: 'Email' }).fill('sam@example.com.au');
    await stepFour.getByRole('textbox', { name: 'Phone' }).fill(SELLER_PHONE);
    await stepFour.getByRole('textbox', { name: 'Postcode' }).fill('2300');
    await stepFour.getByRole('textbox', { name: 'Odometer' }).fill('85,000');
    await stepFour.getByRole('combobox', { name: 'Service history' }).selectOption('Full service history');
    await stepFour.getByRole('combobox', { name: 'Number of keys' }).selectOption('2 or more');
    await stepFour.getByRole('combobox', { name: 'Car condition' }).selectOption('Good');
    await stepFour.getByRole('textbox', { name: 'Comments' }).fill('One owner, garaged.');
    await stepFour.getByRole('button', { name: 'Get my offer' }).click();

    // The offer shows its reference before it is accepted, and the accepted screen repeats it with the amount.
    const offer = page.getByRole('region', { name: /^Your instant offer/ });
    await offer.waitFor({ timeout: 30_000 });
    reference = ((await offer.getByText(/^Offer reference/).textContent()) ?? '').match(/TI-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? '';
    expect(reference).toMatch(/^TI-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    amount = Number(
      (
        (await offer
          .locator('p')
          .filter({ hasText: /^Our offer: / })
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByRole('heading', { level: 2, name: 'Offer accepted' }).waitFor();
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText(`Your offer reference ${reference}`).isVisible()).toBe(true);
    await expect.poll(() => main.getByText(new RegExp(`You accepted our offer of ${formatDollars(amount).replace('$', '\\$')}`)).isVisible()).toBe(true);
    await expect.poll(() => main.getByText(/A team member will be in touch soon to arrange the inspection/).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'the accepted screen');

    // Buy online for a car: the offer is already off the price.
    await page.goto(`${server.siteUrl(SITE)}/checkout-journey?car_id=cx-5-same-browser`);
    await waitForHydration(page);
    const summary = page.getByRole('complementary', { name: 'Your order' });
    await expect.poll(() => summary.getByText(/^Trade-in: /).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(41_990 - amount));
    await main.getByRole('button', { name: 'Buy this car' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '2. Trade-in' }).isVisible()).toBe(true);
    await expect.poll(() => main.getByRole('radio', { name: /accepted an instant offer/ }).isChecked()).toBe(true);
    await expect.poll(() => main.getByRole('radio', { name: new RegExp(reference) }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'the trade-in step with the shopper’s own offer');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(41_990 - amount));
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('in a fresh browser, the reference as typed by a person, or the plate with the mobile, finds the offer; the plate alone is refused', async () => {
    expect(reference).not.toBe('');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const main = page.getByRole('main');
    const toTradeInStep = async (slug: string) => {
      await page.goto(`${server.siteUrl(SITE)}/checkout-journey?car_id=${slug}`);
      await waitForHydration(page);
      await main.getByRole('button', { name: 'Buy this car' }).click();
      await expect.poll(() => main.getByRole('heading', { name: '2. Trade-in' }).isVisible()).toBe(true);
      // No offer of this browser's own: nothing was taken off.
      await expect.poll(() => main.getByRole('radio', { name: 'No trade-in' }).isChecked()).toBe(true);
      await main.getByRole('radio', { name: /accepted an instant offer/ }).check();
    };
    await toTradeInStep('cx-5-by-reference');
    await main.getByRole('radio', { name: /By its offer reference/ }).check();
    await main.getByRole('textbox', { name: 'Offer reference' }).fill('123ABC');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByText(OFFER_REFERENCE_MESSAGE).first().isVisible()).toBe(true);
    await main.getByRole('textbox', { name: 'Offer reference' }).fill(` ${reference.toLowerCase().replaceAll('-', ' ')} `);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(41_990 - amount));

    await toTradeInStep('cx-5-by-plate');
    await main.getByRole('radio', { name: /registration and your mobile/ }).check();
    await main.getByRole('textbox', { name: /^Registration of the car/ }).fill('123abc');
    await main.getByRole('textbox', { name: /^Your mobile/ }).fill('+61 498 765 432');
    await expectNoAxeViolations(page, 'the trade-in step by plate and mobile');
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => main.getByRole('heading', { name: '3. Pay by' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(formatDollars(41_990 - amount));
    await context.close();
  }, 120_000);

  it('the garage of the seller’s phone lists the accepted offer once, with its reference, amount and last day', async () => {
    expect(reference).not.toBe('');
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-AU', bypassCSP: true });
    await signInBrowser(context, server, SITE, SELLER_PHONE);
    const page = await context.newPage();
    await page.goto(`${server.siteUrl(SITE)}/my-garage`);
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Trade-in offers' });
    await expect.poll(() => section.getByRole('listitem').count(), { timeout: 15_000 }).toBe(1);
    const row = section.getByRole('listitem');
    expect(await row.textContent()).toContain(reference);
    expect(await row.textContent()).toContain('Offer accepted');
    expect(await row.textContent()).toContain(formatDollars(amount));
    expect(await row.textContent()).toMatch(/valid until/);
    expect(await page.getByText(reference).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Accepted trade-in offers' }).count()).toBe(0);
    await expectNoAxeViolations(page, 'the garage with an accepted offer');
    await page.screenshot({ path: '/tmp/shots/garage-trade-ins.png', fullPage: true });
    await context.close();
  }, 120_000);
});
