/**
 * The Instant Message chat in Chromium (spec 1 §2 'Enquire Now or Instant Message (chat, only
 * when the chat bot is configured and allowed)'), found by role and label as a shopper would:
 * on a chat-bot site the sidebar's Instant Message opens the chat, which answers from the page
 * and hands a free-text question to the team through the enquiry form; the lead is stored with
 * the transcript. On a site without the chat bot, Enquire Now opens the enquiry modal.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERED_TEXT, HAND_OVER_TEXT, TRANSCRIPT_HEADING } from '../../application/chat/chat.machine';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import type { Car } from '../../domain/vehicle/car';
import { vehicleFullTitle } from '../../domain/vehicle/vehicle-page';
import { startLeadFormsTestServer, type LeadFormsTestServer } from '../adapters/http/support/lead-forms-test-server';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const QUESTION = 'Can I pick it up this Saturday morning?';

describe('the Instant Message chat in the browser', () => {
  let server: LeadFormsTestServer;
  let browser: Browser;
  let cars: Car[];
  const pick = (site: string, skip = 0): Car => {
    const found = cars.filter((c) => c.site_slug === site && c.status === 'in_stock' && c.reserved !== true && c.show_on_dealer_website !== false)[skip];
    if (!found) throw new Error(`No car to use on ${site}`);
    return found;
  };

  beforeAll(async () => {
    const today = new Date(new Date().toISOString().slice(0, 10));
    cars = generateInventory({ sites: loadDealerSites(), totalCars: 600, seed: 20261121, now: today });
    [server, browser] = await Promise.all([startLeadFormsTestServer({ cars }), launchChromium()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('Harbour Motors: Instant Message answers from the page, hands a question to the team and stores the lead with the transcript', async () => {
    const car = pick('harbour-motors');
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('harbour-motors')}/cars/${car.slug}`);
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
    const opener = sidebar.getByRole('button', { name: 'Instant Message', exact: true });
    await opener.click();

    const chat = page.getByRole('dialog', { name: 'Chat with Harbour Motors' });
    await chat.waitFor();
    // Focus moves into the chat, to its message box; the enquiry modal stays shut.
    const typed = chat.getByRole('textbox', { name: 'Type your question' });
    await expect.poll(() => typed.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Enquire about this vehicle' }).count()).resolves.toBe(0);

    const conversation = chat.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getAttribute('aria-live')).resolves.toBe('polite');
    await chat.getByRole('button', { name: 'Is it still available?' }).click();
    await conversation.getByText(`Yes, the ${vehicleFullTitle(car)} is in stock and available now.`).waitFor();

    await typed.fill(QUESTION);
    await chat.getByRole('button', { name: 'Send', exact: true }).click();
    await conversation.getByText(HAND_OVER_TEXT).waitFor();

    // The hand-over: the enquiry form, its message the transcript of the shopper's lines.
    const form = chat.getByRole('form', { name: 'Send your question to our team' });
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);
    const transcript = `${TRANSCRIPT_HEADING}\n- Is it still available?\n- ${QUESTION}`;
    await expect(form.getByRole('textbox', { name: 'Your message' }).inputValue()).resolves.toBe(transcript);
    await name.fill('Chat Shopper');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('chat.shopper@example.com.au');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('0412 345 678');
    // Harbour Motors has the terms checkbox (spec 2 §5).
    await form.getByRole('checkbox', { name: /I agree to the/ }).check();
    await form.getByRole('button', { name: 'Send to our team' }).click();

    // The chat confirms and the shopper stays on the car's page.
    await conversation.getByText(DELIVERED_TEXT).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cars/${car.slug}`);
    await expect(form.count()).resolves.toBe(0);

    const rows = await server.db.query<{ submission: { car_id: number; source: string; user: Record<string, unknown> } }>(
      "SELECT submission FROM leads WHERE submission->'user'->>'email' = 'chat.shopper@example.com.au'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.submission).toMatchObject({
      car_id: car.id,
      source: 'Website',
      user: { category: 'Vehicle Enquiry', name: 'Chat Shopper', message: transcript, stock_number: car.stocknum },
    });

    // Escape closes the chat and gives the focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect.poll(() => chat.isVisible()).toBe(false);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await problems()).toEqual([]);
    await close();
  }, 90_000);

  it('Harbour Motors, phone: the floating chat bubble opens the chat as a full-width bottom sheet', async () => {
    const car = pick('harbour-motors', 1);
    const { page, problems, close } = await watchedPage(browser, PHONE);
    await page.goto(`${server.siteUrl('harbour-motors')}/cars/${car.slug}`);
    await waitForHydration(page);
    // spec 1 §2, §9: the bubble shows once the page has scrolled past 900 px.
    await page.evaluate(() => window.scrollTo(0, 1400));
    const bubble = page.getByRole('button', { name: 'Chat with us (Instant Message)' });
    await expect.poll(() => bubble.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('auto');
    await bubble.click();
    const chat = page.getByRole('dialog', { name: 'Chat with Harbour Motors' });
    await chat.waitFor();
    await chat.getByRole('button', { name: 'Opening hours' }).click();
    await chat
      .getByRole('list', { name: 'Conversation' })
      .getByText(/ today/)
      .waitFor();
    await expect.poll(async () => (await chat.boundingBox())?.width).toBe(PHONE.width);
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => chat.isVisible()).toBe(false);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);

  it('Bayside Pre-Owned (no chat bot): the sidebar says Enquire Now and opens the enquiry modal', async () => {
    const car = pick('bayside-pre-owned');
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.goto(`${server.siteUrl('bayside-pre-owned')}/cars/${car.slug}`);
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary', { name: 'Price and enquiries' });
    await expect(sidebar.getByRole('button', { name: 'Instant Message' }).count()).resolves.toBe(0);
    await sidebar.getByRole('button', { name: 'Enquire Now', exact: true }).click();
    await page.getByRole('dialog', { name: 'Enquire about this vehicle' }).waitFor();
    await expect(page.getByRole('dialog', { name: /^Chat with/ }).count()).resolves.toBe(0);
    expect(await problems()).toEqual([]);
    await close();
  }, 60_000);
});
