/**
 * Content page journeys in Chromium (issue 11 item 7), found by role and label as a shopper
 * would: a parts enquiry from /accessories, stored and delivered like any lead; the FAQs
 * opened from the keyboard; and zero WCAG 2.2 AA violations on a content page, the FAQ page,
 * /dealer-locator, /about-us and the parts page with its form, on desktop and on a phone.
 * The test server takes a form as soon as it is sent (FORM_MIN_FILL_MS 0).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxDir } from '../../config/data-dirs';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { startLeadFormsTestServer, type LeadFormsTestServer } from '../adapters/http/support/lead-forms-test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('content page journeys in the browser', () => {
  let server: LeadFormsTestServer;
  let browser: Browser;

  beforeAll(async () => {
    const sites = loadDealerSites();
    [server, browser] = await Promise.all([startLeadFormsTestServer({ cars: generateInventory({ sites, carsPerSite: 12 }) }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends a parts enquiry from /accessories: the lead is stored with its vehicle and delivered like any lead', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('harbour-motors')}/accessories`);
    // spec 2 §2 lists /accessories and /parts/search too: both lead to the one parts page.
    expect(new URL(page.url()).pathname).toBe('/vehicle-parts-and-accessories');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Parts enquiry form' });
    await form.waitFor();

    // Sent empty, it names what is missing and sends nothing.
    await form.getByRole('button', { name: 'Send parts enquiry' }).click();
    await form.getByRole('alert').getByText('Please fix the following errors:').waitFor();
    await expect(form.getByRole('textbox', { name: 'Parts or accessories you need' }).getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pat Parts');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('pat@example.com.au');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    await form.getByRole('textbox', { name: 'Make' }).fill('Mazda');
    await form.getByRole('textbox', { name: 'Model' }).fill('CX-5');
    await form.getByRole('textbox', { name: 'Year' }).fill('2021');
    await form.getByRole('textbox', { name: 'Part number' }).fill('KB8A-V0-320');
    await form.getByRole('textbox', { name: 'Parts or accessories you need' }).fill('A set of genuine all-weather floor mats, please.');
    // Harbour Motors asks for the terms checkbox (spec 2 §5).
    await form.getByRole('checkbox', { name: /I agree to the/ }).check();
    await form.getByRole('button', { name: 'Send parts enquiry' }).click();

    await page.waitForURL('**/success');
    await page.getByRole('heading', { level: 1, name: 'Thank you for your enquiry' }).waitFor();
    const rows = await server.db.query<{ lead_id: string; site_slug: string; submission: { user: Record<string, unknown>; source: string; url: string } }>(
      "SELECT lead_id::text AS lead_id, site_slug, submission FROM leads WHERE submission->'user'->>'category' = 'Parts Enquiry'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      site_slug: 'harbour-motors',
      submission: {
        source: 'Website',
        url: expect.stringContaining('/vehicle-parts-and-accessories'),
        user: {
          category: 'Parts Enquiry',
          subcategory: 'parts',
          name: 'Pat Parts',
          email: 'pat@example.com.au',
          'Vehicle Make': 'Mazda',
          'Vehicle Model': 'CX-5',
          'Vehicle Year': '2021',
          'Part Number': 'KB8A-V0-320',
          message: 'A set of genuine all-weather floor mats, please.',
          dealership_slug: 'harbour-motors',
          terms_conditions: true,
        },
      },
    });
    expect(rows[0]?.submission.user).not.toHaveProperty('VIN');

    // Delivered like any lead: one outbox pass writes the dealer's email.
    const report = await server.core.useCases.deliverPendingLeads.execute()();
    expect(E.isRight(report) ? report.right.delivered : 0).toBeGreaterThanOrEqual(1);
    const outbox = outboxDir(server.core.settings);
    const emails = readdirSync(outbox).filter((file) => file.includes(rows[0]?.lead_id ?? '?'));
    expect(emails).toHaveLength(1);
    const email = readFileSync(join(outbox, emails[0] ?? ''), 'utf8');
    expect(email).toContain('Parts Enquiry');
    expect(email).toContain('all-weather floor mats');
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('opens and closes a question of the FAQ page from the keyboard', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/faqs`);
    await waitForHydration(page);
    const question = page.getByRole('button', { name: 'What if I change my mind after I buy?' });
    const answer = page.getByText('return the car by 5pm the next day, as long as it has done no more than 300 km');
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(answer.isVisible()).resolves.toBe(false);
    await question.focus();
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'visible' });
    await expect(question.getAttribute('aria-expanded')).resolves.toBe('true');
    // The answer's link leads to the guarantee's terms.
    await expect(page.getByRole('link', { name: 'full conditions' }).getAttribute('href')).resolves.toBe('/terms-and-conditions');
    await page.keyboard.press('Enter');
    await answer.waitFor({ state: 'hidden' });
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('follows the links of a page within the app, from about us to how buying works to the FAQs', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/about-us`);
    await waitForHydration(page);
    // A marker that a full page load would wipe: the links route in the app.
    await page.evaluate(() => {
      window.__journeyMarker = 'still here';
    });
    await page.getByRole('main').getByRole('link', { name: 'how buying from us works' }).click();
    await page.waitForURL('**/buying');
    await page.getByRole('heading', { level: 1, name: 'How Buying From Us Works' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL('**/faqs');
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await expect(page.evaluate(() => window.__journeyMarker)).resolves.toBe('still here');
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`has no WCAG 2.2 AA violations on the content pages, the FAQs, the locations, about us and the parts form on ${device}`, async () => {
      const pages: [string, string][] = [
        ['bayside-pre-owned', '/terms-and-conditions'],
        ['sunstate-motor-group', '/pages/cars'],
        ['harbour-motors', '/pages/faqs'],
        ['sunstate-motor-group', '/dealer-locator'],
        ['sunstate-motor-group', '/about-us'],
        ['bayside-pre-owned', '/about-us'],
        ['saltbush-caravans', '/vehicle-parts-and-accessories'],
        ['harbour-motors', '/fleet'],
      ];
      const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
      const page = await context.newPage();
      for (const [slug, path] of pages) {
        const answer = await page.goto(`${server.siteUrl(slug)}${path}`);
        expect(answer?.status(), `${slug}${path}`).toBe(200);
        await waitForHydration(page);
        // The forms load after hydration: check them too.
        if (path === '/vehicle-parts-and-accessories' || path === '/fleet') await page.getByRole('form').first().waitFor();
        // One question open, as a shopper reading the FAQs would have it.
        if (path === '/pages/faqs') {
          await page.getByRole('button', { name: 'Can I trade in my current vehicle?' }).click();
          await page.getByText('Tell us about it through').waitFor();
        }
        const violations = await axeViolations(page);
        expect(violations, `${slug}${path} on ${device}: ${describeViolations(violations)}`).toEqual([]);
      }
      await context.close();
    }, 120_000);
  }
});
