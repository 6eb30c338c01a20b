/**
 * The spin-to-win module end to end on the real server: the route (session, CSRF, the server's
 * own draw) and the page in Chromium, signed in, at desktop and phone width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { request } from '../../../tests/adapters/http/support/http-request';
import { cookieHeaderOf, postJson, signInBrowser, signInShopper } from '../../../tests/adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../../../tests/adapters/http/support/test-server';
import { expectNoAxeViolations } from '../../../tests/e2e/support/axe';
import { launchChromium, waitForHydration, watchedPage } from '../../../tests/e2e/support/browser';
import type { SpinAnswer } from '../application/spin-the-wheel.use-case';
import { WHEEL } from '../domain/prize-wheel';

const SITE = 'harbour-motors';

describe('spin to win (modules/spin-to-win)', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('refuses a spin signed out (401) and without the CSRF token (403)', async () => {
    // A visitor's own session and CSRF token, not signed in.
    const session = await request(server.port, '/api/auth/session', { host: server.host(SITE) });
    const visitor = { cookie: cookieHeaderOf(session.headers['set-cookie']), csrf: session.json<{ csrf_token: string }>().csrf_token };
    const signedOut = await postJson(server, SITE, '/api/spin-to-win', {}, visitor);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json<{ error: { code: string } }>().error.code).toBe('AUTH.SIGN_IN_REQUIRED');
    const shopper = await signInShopper(server, SITE, '0412 000 101');
    const noToken = await postJson(server, SITE, '/api/spin-to-win', {}, { cookie: shopper.cookie });
    expect(noToken.status).toBe(403);
  });

  it("spins the server's draw for the signed-in shopper: the same reward and code all month, whatever the browser sends", async () => {
    const shopper = await signInShopper(server, SITE, '0412 000 102');
    const first = await postJson(server, SITE, '/api/spin-to-win', { landed: 5, reward: 'accessories-500' }, shopper);
    expect(first.status).toBe(200);
    const answer = first.json<SpinAnswer>();
    expect(answer.wheel.map((r) => r.id)).toEqual(WHEEL.map((r) => r.id));
    expect(answer.reward).toEqual(answer.wheel[answer.landed]);
    expect(answer.claim_code).toMatch(/^SPIN-[A-HJ-NP-Z2-9]{8}$/);
    expect(answer.month).toMatch(/^\d{4}-\d{2}$/);
    const again = await postJson(server, SITE, '/api/spin-to-win', {}, shopper);
    expect(again.json<SpinAnswer>()).toEqual(answer);
    // A second session of the same shopper lands the same; another shopper gets their own code.
    const sameShopper = await signInShopper(server, SITE, '0412 000 102');
    expect((await postJson(server, SITE, '/api/spin-to-win', {}, sameShopper)).json<SpinAnswer>()).toEqual(answer);
    const other = await signInShopper(server, SITE, '0412 000 103');
    expect((await postJson(server, SITE, '/api/spin-to-win', {}, other)).json<SpinAnswer>().claim_code).not.toBe(answer.claim_code);
  });

  it('is a page of every site that sends a signed-out shopper to sign in, and a JSON 404 for another method', async () => {
    const page = await request(server.port, '/spin-to-win', { host: server.host(SITE) });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Spin to win | ');
    expect(page.text).toContain('noindex');
    const get = await request(server.port, '/api/spin-to-win', { host: server.host(SITE) });
    expect(get.status).toBe(404);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`spins the wheel in the browser and shows the reward and code (${viewport.name}), with no WCAG 2.2 AA violations`, async () => {
      const watched = await watchedPage(browser, viewport, { forAxe: true });
      const { page } = watched;
      const phone = viewport.name === 'desktop' ? '0412 000 104' : '0412 000 105';
      await signInBrowser(page.context(), server, SITE, phone);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${server.siteUrl(SITE)}/spin-to-win`);
      await waitForHydration(page);
      const button = page.getByRole('button', { name: 'Spin the wheel' });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await expectNoAxeViolations(page, `/spin-to-win before the spin (${viewport.name})`);
      await button.click();
      const result = page.getByTestId('spin-result');
      await result.waitFor();
      const text = await result.innerText();
      expect(text).toMatch(/You won: /);
      expect(text).toMatch(/SPIN-[A-HJ-NP-Z2-9]{8}/);
      expect(await button.isDisabled()).toBe(true);
      if (process.env['SPIN_SHOTS']) await page.screenshot({ path: `${process.env['SPIN_SHOTS']}/spin-${viewport.name}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page, `/spin-to-win after the spin (${viewport.name})`);
      expect(await watched.problems()).toEqual([]);
      await watched.close();
    });
  }
});
