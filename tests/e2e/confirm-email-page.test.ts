/**
 * The page that confirms an alert email, in Chromium (issue 14; Spam Act 2003 s 16: alert emails
 * go only to an address its owner confirmed; ui/features/alerts/confirm-email-page.tsx), on the
 * real server: opening the link (a GET, as a mail filter scanning it would) confirms nothing; the
 * page asks 'Confirm {email} for alerts from {site}?' and one button confirms; it works without
 * JavaScript; a link of an address changed since says so. The garage says where the link went
 * until the address is confirmed. Zero WCAG 2.2 AA violations on a desktop and on a 390 px
 * phone, with no sideways scroll.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertEmailTokens } from '../../application/shoppers/alert-email-tokens.port';
import { outboxDir } from '../../config/data-dirs';
import { PORTS } from '../../config/ports';
import { signInBrowser } from '../adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { confirmationEmailsTo, confirmationTokenIn } from '../support/outbox-emails';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const SITE = 'harbour-motors';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A refused link is a 409 on purpose: Chromium logs the status. */
const expectedRefusal = (text: string): boolean => /Failed to load resource: the server responded with a status of 409/.test(text);

describe('the alert email confirmation page in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let tokens: AlertEmailTokens;
  let phones = 0;

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await server.core.container.getAsync<AlertEmailTokens>(PORTS.AlertEmailTokens);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A shopper with alerts on and an unconfirmed email; resolves with the link's token. */
  async function aShopperWaitingToConfirm(email: string): Promise<{ id: string; token: string }> {
    const id = randomUUID();
    await server.db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, SITE, `+6145${String(++phones).padStart(7, '0')}`]);
    await server.db.query("INSERT INTO alert_settings (shopper_id, sms, email, consent_text, consented_at) VALUES ($1, true, $2, 'yes', now())", [id, email]);
    return { id, token: tokens.issue(SITE, id, email) };
  }

  const confirmed = async (id: string): Promise<boolean> =>
    (await server.db.query<{ confirmed: boolean }>('SELECT email_confirmed_at IS NOT NULL AS confirmed FROM alert_settings WHERE shopper_id = $1', [id]))[0]
      ?.confirmed ?? false;

  async function axePage(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    return { page, problems: async () => [...seen], close: () => context.close() };
  }

  const pageUrl = (token: string) => `${server.siteUrl(SITE)}/alerts/confirm-email?token=${encodeURIComponent(token)}`;
  const noSidewaysScroll = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth);

  for (const [label, viewport] of [
    ['on a desktop', DESKTOP],
    ['on a 390 px phone', PHONE],
  ] as const) {
    it(`asks before it confirms anything, confirms on the button, and says so, ${label}`, async () => {
      const email = `ann.${label.length}.averyveryverylongaddressfortesting@example.com.au`;
      const shopper = await aShopperWaitingToConfirm(email);
      const { page, problems, close } = await watchedPage(browser, viewport);
      try {
        const response = await page.goto(pageUrl(shopper.token));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(`Confirm ${email} for alerts from Harbour Motors?`);
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
        // Opening the link confirmed nothing.
        expect(await confirmed(shopper.id)).toBe(false);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width);

        await page.getByRole('button', { name: 'Confirm my email' }).click();
        await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
        await expect(page.getByText(`Alerts from Harbour Motors will now come to ${email} as well as by text.`).isVisible()).resolves.toBe(true);
        // The outcome takes the focus, so a screen reader announces it.
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Email confirmed');
        expect(await confirmed(shopper.id)).toBe(true);
        expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(viewport.width);
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);

    it(`has no WCAG 2.2 AA violations, asking and confirmed, ${label}`, async () => {
      const shopper = await aShopperWaitingToConfirm(`axe.${viewport.width}@example.com.au`);
      const { page, problems, close } = await axePage(viewport);
      try {
        await page.goto(pageUrl(shopper.token));
        await waitForHydration(page);
        expect(describeViolations(await axeViolations(page))).toBe('');
        await page.getByRole('button', { name: 'Confirm my email' }).click();
        await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();
        expect(describeViolations(await axeViolations(page))).toBe('');
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);
  }

  it('works without JavaScript: the button posts a plain form and the page answers with the outcome', async () => {
    const shopper = await aShopperWaitingToConfirm('nojs@example.com.au');
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-AU', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(pageUrl(shopper.token));
      expect(await confirmed(shopper.id)).toBe(false);
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.waitForURL(/\/alerts\/confirm-email\?confirmed=1$/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Email confirmed');
      expect(await confirmed(shopper.id)).toBe(true);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('says so when the address is no longer the one for alerts, and when the link is not complete', async () => {
    const shopper = await aShopperWaitingToConfirm('old.address@example.com.au');
    await server.db.query("UPDATE alert_settings SET email = 'new.address@example.com.au' WHERE shopper_id = $1", [shopper.id]);
    const watched = await watchedPage(browser, PHONE, { allowConsoleError: expectedRefusal });
    try {
      await watched.page.goto(pageUrl(shopper.token));
      await waitForHydration(watched.page);
      await watched.page.getByRole('button', { name: 'Confirm my email' }).click();
      await watched.page.getByRole('heading', { name: 'This address is no longer the one for alerts' }).waitFor();
      expect(await confirmed(shopper.id)).toBe(false);
      expect(await watched.problems()).toEqual([]);
    } finally {
      await watched.close();
    }
    const { page, problems, close } = await axePage(PHONE);
    try {
      await page.goto(pageUrl(shopper.token));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.getByRole('heading', { name: 'This address is no longer the one for alerts' }).waitFor();
      expect(describeViolations(await axeViolations(page))).toBe('');

      await page.goto(`${server.siteUrl(SITE)}/alerts/confirm-email`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This link is not complete');
      expect(await page.getByRole('button', { name: 'Confirm my email' }).count()).toBe(0);
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);

  it('the garage says where the link went until the address is confirmed, then that alerts are emailed there', async () => {
    const { page, problems, close } = await watchedPage(browser, PHONE);
    try {
      const phone = `0414 ${String(200 + phones).padStart(3, '0')} ${String(300 + ++phones).padStart(3, '0')}`;
      await signInBrowser(page.context(), server, SITE, phone);
      await page.goto(`${server.siteUrl(SITE)}/my-garage`);
      await waitForHydration(page);
      const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
      await alerts.getByRole('switch', { name: 'Price-drop and new-stock alerts' }).check();
      await alerts.getByRole('checkbox').check();
      await alerts.getByRole('textbox', { name: 'Email for alerts (optional)' }).fill('garage.owner@example.com.au');
      await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
      const status = alerts.getByRole('status');
      await status.filter({ hasText: 'Alerts are on' }).waitFor();
      expect(await status.innerText()).toContain('We have sent a link to garage.owner@example.com.au: alerts go there once you confirm it.');
      expect(await status.innerText()).not.toContain('and email');
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(PHONE.width);

      // The owner opens the link from the email, and confirms.
      const [email] = confirmationEmailsTo(outboxDir(server.core.settings), 'garage.owner@example.com.au');
      await page.goto(pageUrl(confirmationTokenIn(email!)));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Confirm my email' }).click();
      await page.getByRole('heading', { name: 'Email confirmed' }).waitFor();

      await page.goto(`${server.siteUrl(SITE)}/my-garage`);
      await waitForHydration(page);
      await status.filter({ hasText: 'Alerts are on' }).waitFor();
      expect(await status.innerText()).toContain('and email garage.owner@example.com.au.');
      expect(await status.innerText()).not.toContain('We have sent a link');
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});
