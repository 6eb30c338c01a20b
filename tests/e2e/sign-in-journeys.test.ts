/**
 * Sign-in by phone, sign-in gating and the garage, end to end in Chromium on the real server
 * (issue 14 'Tests that must exist': "Sign-in end to end in Chromium with the code read from the
 * outbox (wrong code, expired code, too many attempts, rate limit); gating redirects for each
 * gated type on a site with authentication on, and none on a site with it off; … the shopper's
 * data deletion; axe-core zero violations on sign-in … and garage pages"). Spec 1 §2 (/sign-in
 * with type, redirect and back), §4 and §6 (a gated action sends an unauthenticated user to
 * sign-in with redirect and back); spec 2 §2 'Sign-in gating' (once the user load finishes; never
 * a flash of the gated page) and the /my-garage route.
 *
 * The one-time code is read where the SMS port's default adapter writes it
 * (`{DATA_DIR}/outbox/sms-sign-in-*.json`). The server's clock runs `skew` ahead of the real
 * one: a test moves it past a code's 5 minutes, past the 30 s between codes, and on by two hours
 * before each test so the hourly limits per number and per address start afresh.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxSms } from '../../adapters/notifications/outbox-sms-sender';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { AustralianMobile } from '../../domain/leads/sms';
import { ONE_TIME_CODE } from '../../domain/shoppers/sign-in';
import { request } from '../adapters/http/support/http-request';
import { codeOf, latestSignInSms, postJson, signInBrowser, signInShopper } from '../adapters/http/support/sign-in';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from './support/axe';
import { launchChromium, waitForHydration, watchedPage, type WatchedPage } from './support/browser';

const HARBOUR = 'harbour-motors';
const SUNSTATE = 'sunstate-motor-group';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const UNLIMITED = { max: 100_000, windowMs: 60_000 };
const HOUR_MS = 60 * 60 * 1000;

/** The failed calls a journey provokes on purpose (a wrong code is a 400, a limit a 429): Chromium logs each. */
const expectedRefusal = (text: string): boolean => /Failed to load resource: the server responded with a status of (400|401|429)/.test(text);

function e164(phone: string): string {
  const parsed = AustralianMobile.parse(phone);
  if (parsed._tag === 'Left') throw new Error(`${phone} is not a mobile`);
  return parsed.right;
}

/** A different number for each journey, so no journey meets another's codes. */
let nextNumber = 100;
const aNumber = (): string => `0412 600 ${String(nextNumber++).padStart(3, '0')}`;

/** Whether the page ever showed one of `selectors` (a MutationObserver from before the first byte of HTML is parsed). */
async function watchForContent(page: Page, selectors: readonly string[]): Promise<void> {
  await page.addInitScript(
    (watched: string[]) => {
      const w = window as unknown as { __gatedSeen?: string[] };
      w.__gatedSeen = [];
      const check = () => {
        for (const selector of watched)
          if (document.querySelector(selector) && !w.__gatedSeen!.includes(`${selector} at ${location.pathname}`))
            w.__gatedSeen!.push(`${selector} at ${location.pathname}`);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    },
    [...selectors],
  );
}

const seenContent = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __gatedSeen?: string[] }).__gatedSeen ?? []);

/** The query of the current page as an object. */
const queryOf = (page: Page): Record<string, string> => Object.fromEntries(new URL(page.url()).searchParams);

describe('sign-in, gating and the garage in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let skew = 0;
  const clock = { now: () => new Date(Date.now() + skew) };
  const open: WatchedPage[] = [];

  /** A page that fails the journey on any console error but the refusals it provokes. */
  async function newPage(viewport = DESKTOP): Promise<WatchedPage> {
    const watched = await watchedPage(browser, viewport, { allowConsoleError: expectedRefusal });
    open.push(watched);
    return watched;
  }

  /** A page for the axe checks: axe-core is injected inline, so this context bypasses the page's CSP. */
  async function axePage(viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext; problems: () => string[] }> {
    const context = await browser.newContext({ viewport, locale: 'en-AU', bypassCSP: true });
    const page = await context.newPage();
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !expectedRefusal(message.text())) seen.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
    open.push({ page, problems: async () => seen, close: () => context.close() });
    return { page, context, problems: () => seen };
  }

  async function expectAccessible(page: Page, where: string): Promise<void> {
    const violations = await axeViolations(page);
    expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${where}: no sideways scroll`).toBeLessThanOrEqual(0);
  }

  /** The newest sign-in SMS to `phone` once it differs from `before` (the outbox file is written before the call answers). */
  async function smsAfter(phone: string, before: OutboxSms | null): Promise<OutboxSms> {
    let sms: OutboxSms | null = null;
    await expect
      .poll(() => {
        sms = latestSignInSms(server, e164(phone));
        return sms !== null && sms.message_id !== before?.message_id;
      })
      .toBe(true);
    return sms!;
  }

  const codeField = (page: Page) => page.getByRole('textbox', { name: 'Code', exact: true });
  const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Mobile number' });

  /** Step one: the number, 'Send code', and the SMS it sent. */
  async function sendCode(page: Page, phone: string): Promise<OutboxSms> {
    const before = latestSignInSms(server, e164(phone));
    await phoneField(page).fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await codeField(page).waitFor();
    return smsAfter(phone, before);
  }

  async function enterCode(page: Page, code: string): Promise<void> {
    await codeField(page).fill(code);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
  }

  /** A code that is not the one sent. */
  const wrongCodeFor = (sms: OutboxSms): string => (codeOf(sms) === '000000' ? '111111' : '000000');

  /** The message shown on a field, found through the field's aria-describedby (spec: tied to the field). */
  async function fieldMessage(page: Page, field: ReturnType<typeof codeField>): Promise<string> {
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const ids = (await field.getAttribute('aria-describedby')) ?? '';
    const texts = await Promise.all(
      ids
        .split(/\s+/)
        .filter(Boolean)
        .map((id) =>
          page
            .locator(`[id="${id}"]`)
            .innerText()
            .catch(() => ''),
        ),
    );
    return texts.join(' ').trim();
  }

  const alertText = (page: Page): Promise<string> => page.getByRole('alert').first().innerText();

  const harbourCar = async (): Promise<{ id: number; slug: string; name: string }> => {
    const answer = await request(server.port, '/api/search?hitsPerPage=5&refinementList[status][0]=in_stock', { host: server.host(HARBOUR) });
    expect(answer.status).toBe(200);
    const hit = answer.json<{ hits: { id: number; slug: string; name?: string; year: number; make: string; model: string }[] }>().hits[0];
    if (!hit) throw new Error('Harbour Motors has no car in stock');
    return { id: hit.id, slug: hit.slug, name: hit.name ?? `${hit.year} ${hit.make} ${hit.model}` };
  };

  beforeAll(async () => {
    const cars = generateInventory({ sites: loadDealerSites(), carsPerSite: 12 });
    [server, browser] = await Promise.all([
      startTestServer({ cars, clock, rateLimits: { auth: UNLIMITED, garage: UNLIMITED, watchlist: UNLIMITED } }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(async () => {
    // Two hours on: the hourly code limits per number and per address start afresh.
    skew += 2 * HOUR_MS;
    for (const page of open.splice(0)) {
      expect(await page.problems(), 'console errors and exceptions').toEqual([]);
      await page.close();
    }
  });

  describe('signing in with the code texted to the phone', () => {
    it('signs in from the header and lands on the redirect, with Back in the history going to the page before', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/locations`);
      await waitForHydration(page);
      const account = page.locator('[data-account-link]');
      expect(await account.innerText()).toBe('Sign in');
      const signedOutBox = await account.boundingBox();
      await account.click();
      await page.waitForURL(/\/sign-in\?/);
      expect(queryOf(page)).toEqual({ type: 'my-garage', redirect: '/my-garage', back: '/locations' });
      await page.getByRole('heading', { level: 1, name: 'Sign in to your garage' }).waitFor();

      const phone = aNumber();
      const sms = await sendCode(page, phone);
      expect(sms.body).toContain(codeOf(sms));
      await expect.poll(() => page.getByText(`We sent a ${ONE_TIME_CODE.digits}-digit code to ${phone}`).count()).toBe(1);
      await enterCode(page, codeOf(sms));
      await page.waitForURL((url) => url.pathname === '/my-garage');
      await page.getByRole('heading', { level: 2, name: /^Watchlist/ }).waitFor();
      await expect.poll(() => account.innerText()).toBe('My garage');
      // The link keeps its size when the session loads (no layout shift).
      const signedInBox = await account.boundingBox();
      expect(signedInBox?.width).toBeCloseTo(signedOutBox?.width ?? 0, 0);
      expect(signedInBox?.height).toBeCloseTo(signedOutBox?.height ?? 0, 0);

      // Sign-in replaced itself in the history: the browser's Back goes to the page before it.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/locations');
    });

    it('shows a wrong code message on the code field and then signs in with the right code', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(SUNSTATE)}/sign-in?type=watchlist&redirect=%2Fabout-us&back=%2F`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Sign in to save cars to your watchlist' }).waitFor();
      const phone = aNumber();
      const sms = await sendCode(page, phone);

      await enterCode(page, wrongCodeFor(sms));
      expect(await fieldMessage(page, codeField(page))).toBe(`That code is not right. ${ONE_TIME_CODE.maxAttempts - 1} tries left.`);
      expect(await alertText(page)).toBe(`That code is not right. ${ONE_TIME_CODE.maxAttempts - 1} tries left.`);
      expect(new URL(page.url()).pathname).toBe('/sign-in');

      await enterCode(page, codeOf(sms));
      await page.waitForURL((url) => url.pathname === '/about-us');
      // Sunstate has no garage: the header's own link is the watchlist.
      await expect.poll(() => page.locator('[data-account-link]').innerText()).toBe('Watchlist');
    });

    it('refuses a code past its five minutes with the expired message and signs in with a new one', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/sign-in?type=watchlist&redirect=%2Flocations&back=%2F`);
      await waitForHydration(page);
      const phone = aNumber();
      const first = await sendCode(page, phone);
      skew += (ONE_TIME_CODE.ttlSeconds + 60) * 1000;

      await enterCode(page, codeOf(first));
      expect(await fieldMessage(page, codeField(page))).toBe('That code has expired. Please ask for a new one.');
      // A spent code cannot be tried again: a new one is offered at once.
      expect(await page.getByRole('button', { name: 'Verify and sign in' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Send a new code' }).click();
      const second = await smsAfter(phone, first);
      await page
        .getByRole('status')
        .filter({ hasText: `We sent a new code to ${phone}.` })
        .waitFor();
      await enterCode(page, codeOf(second));
      await page.waitForURL((url) => url.pathname === '/locations');
    });

    it('spends the code after too many wrong tries and asks for a new one', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
      await waitForHydration(page);
      const phone = aNumber();
      const first = await sendCode(page, phone);
      const wrong = wrongCodeFor(first);
      for (let attempt = 1; attempt < ONE_TIME_CODE.maxAttempts; attempt++) {
        await enterCode(page, wrong);
        const left = ONE_TIME_CODE.maxAttempts - attempt;
        await expect.poll(() => fieldMessage(page, codeField(page))).toBe(`That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
      }
      await enterCode(page, wrong);
      await expect.poll(() => fieldMessage(page, codeField(page))).toBe('Too many wrong tries: that code can no longer be used. Please ask for a new one.');
      expect(await codeField(page).inputValue()).toBe('');

      // The right code no longer helps; a new code does (30 s after the last one, by the server's clock).
      skew += (ONE_TIME_CODE.resendAfterSeconds + 1) * 1000;
      await page.getByRole('button', { name: 'Send a new code' }).click();
      const second = await smsAfter(phone, first);
      expect(codeOf(second)).toMatch(/^\d{6}$/);
      await enterCode(page, codeOf(second));
      await page.waitForURL((url) => url.pathname === '/my-garage');
    });

    it('shows the limit message of the server when a number asks for more codes than it may', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/sign-in?type=finance&redirect=%2Ffinance&back=%2F`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Sign in to see finance' }).waitFor();
      const phone = aNumber();
      for (let sent = 1; sent <= ONE_TIME_CODE.perNumber.max; sent++) {
        await sendCode(page, phone);
        await page.getByRole('button', { name: 'Change mobile number' }).click();
        await phoneField(page).waitFor();
        expect(await phoneField(page).inputValue()).toBe(phone);
        skew += (ONE_TIME_CODE.resendAfterSeconds + 1) * 1000;
      }
      await page.getByRole('button', { name: 'Send code' }).click();
      await expect.poll(() => fieldMessage(page, phoneField(page))).toMatch(/^Too many codes were sent to this number\. Please try again in /);
      expect(await alertText(page)).toMatch(/^Too many codes were sent to this number/);
      expect(await codeField(page).count()).toBe(0);
    });

    it('goes Back to the back page', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(HARBOUR)}/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2Flocations`);
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/locations');
    });

    it('refuses a redirect or a back to another site and lands on the home page', async () => {
      const { page } = await newPage();
      await page.goto(
        `${server.siteUrl(SUNSTATE)}/sign-in?type=watchlist&redirect=${encodeURIComponent('//evil.example/steal')}&back=${encodeURIComponent('https://evil.example/')}`,
      );
      await waitForHydration(page);
      expect(await page.getByRole('link', { name: 'Back', exact: true }).getAttribute('href')).toBe('/');
      const sms = await sendCode(page, aNumber());
      await enterCode(page, codeOf(sms));
      await page.waitForURL((url) => url.pathname === '/' && url.host === server.host(SUNSTATE));
      expect(new URL(page.url()).host).toBe(server.host(SUNSTATE));
    });

    it('asks for an Australian mobile number before sending anything', async () => {
      const { page } = await newPage();
      await page.goto(`${server.siteUrl(SUNSTATE)}/sign-in`);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      const field = phoneField(page);
      expect(await field.getAttribute('type')).toBe('tel');
      expect(await field.getAttribute('autocomplete')).toBe('tel');
      await field.fill('02 9876 5432');
      await page.getByRole('button', { name: 'Send code' }).click();
      expect(await fieldMessage(page, field)).toBe('Please enter an Australian mobile number, e.g. 0412 345 678.');
      expect(latestSignInSms(server, '+61298765432')).toBeNull();
    });

    it('sends a shopper who is signed in already straight on to the redirect', async () => {
      const { page } = await newPage();
      await signInBrowser(page.context(), server, SUNSTATE, aNumber());
      await page.goto(`${server.siteUrl(SUNSTATE)}/sign-in?type=watchlist&redirect=%2Flocations&back=%2F`);
      await page.waitForURL((url) => url.pathname === '/locations');
    });
  });

  describe('the header links of the shopper', () => {
    it('renders the signed-out link on the server: sign-in for the garage, or for the watchlist on a site without one', async () => {
      const harbour = await request(server.port, '/locations', { host: server.host(HARBOUR) });
      expect(harbour.text).toContain('href="/sign-in?type=my-garage&amp;redirect=%2Fmy-garage&amp;back=%2Flocations"');
      const sunstate = await request(server.port, '/about-us', { host: server.host(SUNSTATE) });
      expect(sunstate.text).toContain('href="/sign-in?type=watchlist&amp;redirect=%2Fwatchlist&amp;back=%2Fabout-us"');
      // Favourites sits in the header's top bar.
      for (const answer of [harbour, sunstate]) expect(answer.text).toMatch(/<a[^>]*href="\/favourites"[^>]*>(?:<svg[\s\S]*?<\/svg>)?Favourites<\/a>/);
    });

    it('fits the account link beside the full navigation of the longest menu at 1280, 1440 and 1680 pixels', async () => {
      for (const width of [1280, 1440, 1680]) {
        const { page } = await newPage({ width, height: 800 });
        await page.goto(`${server.siteUrl(SUNSTATE)}/about-us`);
        await waitForHydration(page);
        const [brand, nav, account] = await Promise.all([
          page.getByRole('banner').getByRole('link', { name: /home$/ }).boundingBox(),
          page.getByRole('navigation', { name: 'Main' }).evaluate((nav) => {
            // The dropdowns kept in the page while closed take no room.
            const items = [...nav.children].map((child) => child.getBoundingClientRect()).filter((r) => r.width > 0);
            return { left: Math.min(...items.map((r) => r.left)), right: Math.max(...items.map((r) => r.right)) };
          }),
          page.locator('[data-account-link]').boundingBox(),
        ]);
        expect(brand!.x + brand!.width, `${width}: the brand ends before the menu`).toBeLessThanOrEqual(nav.left);
        expect(nav.right, `${width}: the menu ends before the account link`).toBeLessThanOrEqual(account!.x);
        expect(account!.x + account!.width, `${width}: the account link is on screen`).toBeLessThanOrEqual(width);
      }
    });

    it('keeps the account icon in the bar on a phone and puts Favourites and the account link in the menu', async () => {
      const { page } = await newPage(PHONE);
      await page.goto(`${server.siteUrl(SUNSTATE)}/about-us`);
      await waitForHydration(page);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Favourites' }).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const lists = page.getByRole('navigation', { name: 'Your lists' });
      expect(await lists.getByRole('link', { name: 'Favourites' }).getAttribute('href')).toBe('/favourites');
      await lists.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(queryOf(page)).toEqual({ type: 'watchlist', redirect: '/watchlist', back: '/about-us' });
    });
  });

  describe('sign-in gating (spec 2 §2)', () => {
    it('renders only the gate on the server for the gated routes of a site with authentication on', async () => {
      const car = await harbourCar();
      for (const [path, marker] of [
        ['/finance', 'id="finance-calculator"'],
        [`/personalised/finance?car_id=${car.id}`, 'id="finance-calculator"'],
        ['/my-garage', 'id="garage-watchlist"'],
      ] as const) {
        const answer = await request(server.port, path, { host: server.host(HARBOUR) });
        expect(answer.status, path).toBe(200);
        expect(answer.text, path).toContain('data-sign-in-gate');
        expect(answer.text, path).toContain('Checking your sign-in');
        expect(answer.text, path).not.toContain(marker);
      }
      // The garage is personal: never indexed.
      expect((await request(server.port, '/my-garage', { host: server.host(HARBOUR) })).text).toMatch(/<meta name="robots" content="noindex/);
    });

    it.each([
      ['/finance', 'finance', 'Sign in to see finance', '#finance-calculator'],
      ['/personalised/finance?car_id={car}', 'car-finance', 'Sign in to see finance', '#finance-calculator'],
      ['/my-garage', 'my-garage', 'Sign in to your garage', '#garage-watchlist'],
    ])('sends a signed-out shopper from %s to sign-in and never shows the page before', async (template, type, heading, marker) => {
      const car = await harbourCar();
      const path = template.replace('{car}', String(car.id));
      const { page } = await newPage();
      await watchForContent(page, [marker]);
      // Loaded from another page of the site: that page is where Back goes.
      await page.goto(`${server.siteUrl(HARBOUR)}${path}`, { referer: `${server.siteUrl(HARBOUR)}/locations` });
      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(queryOf(page)).toEqual({ type, redirect: path, back: '/locations' });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seenContent(page)).toEqual([]);

      const sms = await sendCode(page, aNumber());
      await enterCode(page, codeOf(sms));
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await page.locator(marker).waitFor();
      expect((await seenContent(page)).every((seen) => seen.endsWith(` at ${new URL(page.url()).pathname}`))).toBe(true);
    });

    it('takes the page before a gated page as back when the shopper follows a link to it', async () => {
      const { page } = await newPage();
      await watchForContent(page, ['#finance-calculator']);
      await page.goto(`${server.siteUrl(HARBOUR)}/locations`);
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Finance', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in');
      expect(queryOf(page)).toEqual({ type: 'finance', redirect: '/finance', back: '/locations' });
      expect(await seenContent(page)).toEqual([]);
      // The gated page replaced itself: Back in the browser skips it.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/locations');
    });

    it('renders finance directly on a site with authentication off', async () => {
      const answer = await request(server.port, '/finance', { host: server.host(SUNSTATE) });
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('id="finance-calculator"');
      expect(answer.text).not.toContain('data-sign-in-gate');

      const { page } = await newPage();
      await page.goto(`${server.siteUrl(SUNSTATE)}/finance`);
      await waitForHydration(page);
      await page.locator('#finance-calculator').waitFor();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname).toBe('/finance');
    });

    it('answers 404 for the garage on a site without one', async () => {
      const answer = await request(server.port, '/my-garage', { host: server.host(SUNSTATE) });
      expect(answer.status).toBe(404);
      expect(answer.text).toContain('find that page');
      expect(answer.text).not.toContain('data-sign-in-gate');
    });
  });

  describe('the garage (/my-garage)', () => {
    it('lists the watchlist, saved searches and alerts, and deletes every row of the shopper on request', async () => {
      const car = await harbourCar();
      const { page } = await newPage();
      const phone = aNumber();
      const shopper = await signInBrowser(page.context(), server, HARBOUR, phone);
      const saved = await postJson(server, HARBOUR, '/api/watchlist/save-car', { phone_number: phone, car_id: car.id }, shopper);
      expect(saved.json()).toEqual({ success: true });
      expect(
        (await postJson(server, HARBOUR, '/api/garage/saved-searches', { label: 'Used Mazdas', href: '/search/used-cars', alerts: true }, shopper)).status,
      ).toBe(201);
      expect((await postJson(server, HARBOUR, '/api/garage/alerts', { enabled: true, consent: true, email: 'ann@example.com.au' }, shopper)).status).toBe(200);
      // A second device.
      await signInShopper(server, HARBOUR, phone);

      await page.goto(`${server.siteUrl(HARBOUR)}/my-garage`);
      await waitForHydration(page);
      const watchlist = page.getByRole('region', { name: /^Watchlist/ });
      await watchlist.getByRole('link', { name: car.name }).waitFor();
      expect(await watchlist.getByRole('heading').innerText()).toBe('Watchlist (1)');
      expect(await page.getByText(`Signed in as ${phone}`).count()).toBe(1);
      const searches = page.getByRole('region', { name: /^Saved searches/ });
      expect(await searches.getByRole('link', { name: 'Used Mazdas' }).getAttribute('href')).toBe('/search/used-cars');
      expect(await searches.getByRole('switch', { name: 'Alerts for Used Mazdas' }).isChecked()).toBe(true);
      const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
      expect(await alerts.getByRole('switch', { name: 'Price-drop and new-stock alerts' }).isChecked()).toBe(true);
      // Spam Act s 16: the address gets alerts once its owner confirms it (tests/e2e/confirm-email-page.test.ts follows the link).
      expect(await alerts.getByRole('status').innerText()).toContain(`Alerts are on: we text ${phone}.`);
      expect(await alerts.getByRole('status').innerText()).toContain('We have sent a link to ann@example.com.au: alerts go there once you confirm it.');
      for (const empty of ['No reservations.', 'No trade-in offers.', 'No service bookings.']) expect(await page.getByText(empty).count(), empty).toBe(1);

      // Another device signs out from here.
      const devices = page.getByRole('region', { name: 'Signed-in devices' });
      expect(await devices.getByRole('listitem').count()).toBe(2);
      await devices.getByRole('button', { name: /^Sign out of / }).click();
      await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
      const sessions = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shopper_sessions WHERE shopper_id = $1', [shopper.shopperId]);
      expect(sessions[0]?.n).toBe(1);

      await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Delete my data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your data?' });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('your watchlist (1 car)');
      await dialog.getByRole('button', { name: 'Delete my data' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Your data is deleted').waitFor();
      await expect.poll(() => page.locator('[data-account-link]').innerText()).toBe('Sign in');

      for (const table of ['shoppers', 'watchlist_items', 'saved_searches', 'alert_settings', 'shopper_sessions']) {
        const column = table === 'shoppers' ? 'id' : 'shopper_id';
        const left = await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [shopper.shopperId]);
        expect(left[0]?.n, table).toBe(0);
      }
      const session = await request(server.port, '/api/auth/session', { host: server.host(HARBOUR), headers: { cookie: shopper.cookie } });
      expect(session.json()).toMatchObject({ signed_in: false });
    });

    it('switches alerts on only with the consent box ticked, and records the consent', async () => {
      const { page } = await newPage();
      const shopper = await signInBrowser(page.context(), server, HARBOUR, aNumber());
      await page.goto(`${server.siteUrl(HARBOUR)}/my-garage`);
      await waitForHydration(page);
      const alerts = page.getByRole('region', { name: 'Alerts', exact: true });
      // No SMS_REPLY_NUMBER here: texts come from the dealer name, which takes no replies, so no STOP is promised.
      await alerts.getByText('use the link in any of them to stop', { exact: false }).waitFor();
      expect(await alerts.textContent()).not.toContain('STOP');
      await alerts.getByRole('switch', { name: 'Price-drop and new-stock alerts' }).check();
      await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
      await alerts.getByRole('alert').filter({ hasText: 'Please tick the box to agree to alerts.' }).waitFor();
      // The box shows the words the shopper agrees to; those words are what is recorded.
      const consent = alerts.getByRole('checkbox');
      const consentWords = await consent.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? '');
      await consent.check();
      await alerts.getByRole('textbox', { name: 'Email for alerts (optional)' }).fill('sam@example.com.au');
      await alerts.getByRole('button', { name: 'Turn on alerts' }).click();
      await alerts.getByRole('status').filter({ hasText: 'Alerts are on' }).waitFor();

      const row = await server.db.query<{ consent_text: string; consented_at: Date | null; email: string | null }>(
        'SELECT consent_text, consented_at, email FROM alert_settings WHERE shopper_id = $1',
        [shopper.shopperId],
      );
      expect(row[0]?.consented_at).not.toBeNull();
      expect(row[0]?.email).toBe('sam@example.com.au');
      expect(consentWords.length).toBeGreaterThan(40);
      expect(consentWords).toContain('using the link in any message');
      expect(consentWords).not.toContain('STOP');
      expect(row[0]?.consent_text).toBe(consentWords);
    });

    it('signs out from the garage to the home page, and the garage asks for sign-in again', async () => {
      const { page } = await newPage();
      await signInBrowser(page.context(), server, HARBOUR, aNumber());
      await page.goto(`${server.siteUrl(HARBOUR)}/my-garage`);
      await waitForHydration(page);
      await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => page.locator('[data-account-link]').innerText()).toBe('Sign in');
      await page.goto(`${server.siteUrl(HARBOUR)}/my-garage`);
      await page.waitForURL((url) => url.pathname === '/sign-in');
    });
  });

  describe('accessibility (WCAG 2.2 AA) on a desktop and a phone', () => {
    it.each([
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ])('has no violations on both sign-in steps and the garage on a %s', async (name, viewport) => {
      const { page, context, problems } = await axePage(viewport);
      await page.goto(`${server.siteUrl(HARBOUR)}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
      await waitForHydration(page);
      await expectAccessible(page, `${name} sign-in, the number`);
      await page.getByRole('button', { name: 'Send code' }).click();
      expect(await fieldMessage(page, phoneField(page))).toBe('Please enter an Australian mobile number, e.g. 0412 345 678.');
      await expectAccessible(page, `${name} sign-in, the number refused`);

      const phone = aNumber();
      const sms = await sendCode(page, phone);
      await expectAccessible(page, `${name} sign-in, the code`);
      await enterCode(page, wrongCodeFor(sms));
      await fieldMessage(page, codeField(page));
      await expectAccessible(page, `${name} sign-in, a wrong code`);
      await enterCode(page, codeOf(sms));
      await page.waitForURL((url) => url.pathname === '/my-garage');

      // The garage with something in every list the shopper keeps here.
      const shopper = await signInShopper(server, HARBOUR, phone);
      const car = await harbourCar();
      await postJson(server, HARBOUR, '/api/watchlist/save-car', { phone_number: phone, car_id: car.id }, shopper);
      await postJson(server, HARBOUR, '/api/garage/saved-searches', { label: 'Mazda SUVs', href: '/search/suv', alerts: false }, shopper);
      await page.reload();
      await waitForHydration(page);
      await page
        .getByRole('region', { name: /^Watchlist/ })
        .getByRole('listitem')
        .first()
        .waitFor();
      await expectAccessible(page, `${name} garage`);
      await page.getByRole('switch', { name: 'Price-drop and new-stock alerts' }).check();
      await page.getByRole('button', { name: 'Turn on alerts' }).click();
      await page.getByText('Please tick the box to agree to alerts.').waitFor();
      await expectAccessible(page, `${name} garage, the alerts consent`);
      await page.getByRole('region', { name: 'Your account' }).getByRole('button', { name: 'Delete my data' }).click();
      await page.getByRole('dialog', { name: 'Delete your data?' }).waitFor();
      await page.waitForTimeout(300);
      await expectAccessible(page, `${name} garage, the delete dialog`);
      expect(problems()).toEqual([]);
      await context.close();
    });
  });
});
