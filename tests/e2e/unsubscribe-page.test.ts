/**
 * The unsubscribe page of every alert in Chromium (issue 14: 'every message carries a working way
 * to stop'; Spam Act 2003 s 18; ui/features/alerts/unsubscribe-page.tsx), on the real server: the
 * link alone stops nothing (mail filters open links); one button stops the alerts; the page says
 * so; it works without JavaScript; a bad link says what to do instead. Zero WCAG 2.2 AA
 * violations on a desktop and on a 390 px phone, with no sideways scroll.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeTokens } from '../../application/shoppers/unsubscribe-tokens.port';
import { PORTS } from '../../config/ports';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const SITE = 'harbour-motors';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A refused token is a 400 on purpose: Chromium logs the status. */
const expectedRefusal = (text: string): boolean => /Failed to load resource: the server responded with a status of 400/.test(text);

describe('the alerts unsubscribe page in Chromium', () => {
  let server: TestServer;
  let browser: Browser;
  let tokens: UnsubscribeTokens;
  let phones = 0;

  beforeAll(async () => {
    server = await startTestServer();
    tokens = await server.core.container.getAsync<UnsubscribeTokens>(PORTS.UnsubscribeTokens);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function aConsentingShopper(): Promise<string> {
    const id = randomUUID();
    await server.db.query('INSERT INTO shoppers (id, site_slug, phone) VALUES ($1, $2, $3)', [id, SITE, `+6146${String(++phones).padStart(7, '0')}`]);
    await server.db.query("INSERT INTO alert_settings (shopper_id, sms, consent_text, consented_at) VALUES ($1, true, 'yes', now())", [id]);
    return id;
  }

  const stoppedBy = async (id: string): Promise<string | null> =>
    (await server.db.query<{ stopped_by: string | null }>('SELECT stopped_by FROM alert_settings WHERE shopper_id = $1', [id]))[0]?.stopped_by ?? null;

  /**
   * A page for the axe checks: axe-core is injected as an inline script, so its context bypasses
   * the Content-Security-Policy (the journeys themselves run under it, in watchedPage).
   */
  async function axePage(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    return { page, problems: async () => [...seen], close: () => context.close() };
  }

  const pageUrl = (token: string) => `${server.siteUrl(SITE)}/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

  for (const [label, viewport] of [
    ['on a desktop', DESKTOP],
    ['on a 390 px phone', PHONE],
  ] as const) {
    it(`asks before it stops anything, stops the alerts on the button, and says so, ${label}`, async () => {
      const shopper = await aConsentingShopper();
      const { page, problems, close } = await watchedPage(browser, viewport);
      try {
        const response = await page.goto(pageUrl(tokens.issue(SITE, shopper)));
        expect(response?.status()).toBe(200);
        await waitForHydration(page);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Stop alerts from Harbour Motors?');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
        // Opening the link stopped nothing.
        expect(await stoppedBy(shopper)).toBeNull();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

        await page.getByRole('button', { name: 'Stop alerts' }).click();
        await page.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
        await expect(page.getByText('You will get no more alerts from Harbour Motors.').isVisible()).resolves.toBe(true);
        // The outcome takes the focus, so a screen reader announces it.
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Alerts stopped');
        expect(await stoppedBy(shopper)).toBe('unsubscribe_link');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);

    it(`has no WCAG 2.2 AA violations, asking and stopped, ${label}`, async () => {
      const shopper = await aConsentingShopper();
      const { page, problems, close } = await axePage(viewport);
      try {
        await page.goto(pageUrl(tokens.issue(SITE, shopper)));
        await waitForHydration(page);
        expect(describeViolations(await axeViolations(page))).toBe('');
        await page.getByRole('button', { name: 'Stop alerts' }).click();
        await page.getByRole('heading', { name: 'Alerts stopped' }).waitFor();
        expect(describeViolations(await axeViolations(page))).toBe('');
        expect(await problems()).toEqual([]);
      } finally {
        await close();
      }
    }, 90_000);
  }

  it('works without JavaScript: the button posts a plain form and the page answers with the outcome', async () => {
    const shopper = await aConsentingShopper();
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-AU', javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(pageUrl(tokens.issue(SITE, shopper)));
      await page.getByRole('button', { name: 'Stop alerts' }).click();
      await page.waitForURL(/\/alerts\/unsubscribe\?stopped=1$/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Alerts stopped');
      expect(await stoppedBy(shopper)).toBe('unsubscribe_link');
    } finally {
      await context.close();
    }
  }, 90_000);

  it('says what to do instead when the link is not valid', async () => {
    const watched = await watchedPage(browser, PHONE, { allowConsoleError: expectedRefusal });
    try {
      await watched.page.goto(pageUrl('AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB'));
      await waitForHydration(watched.page);
      await watched.page.getByRole('button', { name: 'Stop alerts' }).click();
      await watched.page.getByRole('heading', { name: 'This link does not work' }).waitFor();
      expect(await watched.problems()).toEqual([]);
    } finally {
      await watched.close();
    }
    const { page, problems, close } = await axePage(PHONE);
    try {
      await page.goto(pageUrl('AAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB'));
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Stop alerts' }).click();
      await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toContain('switch alerts off where you turned them on');
      expect(describeViolations(await axeViolations(page))).toBe('');

      await page.goto(`${server.siteUrl(SITE)}/alerts/unsubscribe`);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This link is not complete');
      expect(await page.getByRole('button', { name: 'Stop alerts' }).count()).toBe(0);
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await problems()).toEqual([]);
    } finally {
      await close();
    }
  }, 90_000);
});
