/**
 * Promotions and trust widgets in a real browser (issue 11 items 4 and 5): the popup's life
 * (spec 2 §2, §4: hidden on first render, shown after hydration, dismissed, closed by its
 * link, never after its expiry), the time-boxed banner, the slider's controls (spec 2 §4), the
 * promo tiles in the results (spec 2 §9), reviews (spec 2 §5), the sales counter at a fixed
 * Brisbane time (spec 2 §9), accepted payments, the blog, and WCAG 2.2 AA on these pages.
 *
 * The demo sites are served as configured, plus two test-only changes made through the core's
 * site list: Bayside Pre-Owned gets a popup that expired in 2020 and a slide whose image
 * carries its own words (hide_overlay).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { PORTS } from '../../config/ports';
import type { DealerSite } from '../../domain/dealer-site/dealer-site';
import { salesThisMonth } from '../../domain/sales-counter';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { axeViolations, describeViolations, WCAG_22_AA, type AxeViolation } from './support/axe';
import { launchChromium, waitForHydration, watchedPage } from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const EXPIRED_POPUP = {
  id: 'spring-2020',
  title: 'Spring sale',
  text: 'An offer that ended long ago.',
  image: null,
  link_label: 'See the offers',
  link_url: '/special-offers',
  starts_at: '2020-09-01',
  expires_at: '2020-11-30',
};

const WORDS_IN_PICTURE_SLIDE = {
  id: 9,
  name: 'Finance made simple',
  description: 'See your weekly repayments in under a minute.',
  url: '/finance',
  hide_overlay: true,
  image: '/promotions/finance.svg',
};

/** The demo sites, with the test-only popup and slide on Bayside Pre-Owned. */
function sitesUnderTest(): DealerSite[] {
  return loadDealerSites().map((site) =>
    site.slug === 'bayside-pre-owned' ? { ...site, promotions: { ...site.promotions, popup: EXPIRED_POPUP, slides: [WORDS_IN_PICTURE_SLIDE] } } : site,
  );
}

const POPUP_TITLE = 'Summer deals on new Suzukis';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 AA violations inside the elements `selector` finds (a widget on a page others own). */
async function axeViolationsWithin(page: Page, selector: string): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async ([include, tags]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: object, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run({ include: [[include]] }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [selector, [...WCAG_22_AA]] as const,
  );
}

/** Waits for React to take over, then a little longer for anything that appears after hydration. */
async function settled(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(500);
}

describe('promotions and trust widgets in the browser', () => {
  let server: TestServer;
  let browser: Browser;

  beforeAll(async () => {
    const sites = sitesUnderTest();
    const cars = generateInventory({ sites, carsPerSite: 40, seed: 20261124 });
    [server, browser] = await Promise.all([
      startTestServer({ cars, overrides: (container) => container.rebind(PORTS.DealerSites).toConstantValue(sites) }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const html = async (slug: string, url: string): Promise<string> => {
    const response = await server.app.inject({ url, headers: { host: server.host(slug) } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  describe('popup (spec 2 §2, §4)', () => {
    it('is absent from the server HTML, appears after hydration, and stays closed once dismissed', async () => {
      // The popup's words travel in the page's data for the browser, but no popup is drawn.
      const markup = (await html('sunset-coast-suzuki', '/')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(markup).not.toContain(POPUP_TITLE);
      expect(markup).not.toContain('role="dialog"');

      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: POPUP_TITLE });
      await popup.waitFor({ timeout: 10_000 });
      expect(await popup.getByText(/on special until 28 February 2027/).isVisible()).toBe(true);
      // Nothing else had focus, so the dialog takes it (screen readers announce it).
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');

      await popup.getByRole('button', { name: 'Close offer' }).click();
      await popup.waitFor({ state: 'detached' });

      // The dismissal is remembered for this popup: not on the next page, not after a reload.
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/blog/vehicle-reviews`);
      await settled(page);
      expect(await page.getByRole('dialog', { name: POPUP_TITLE }).count()).toBe(0);
      await page.reload();
      await settled(page);
      expect(await page.getByRole('dialog', { name: POPUP_TITLE }).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('closes on Escape', async () => {
      const { page, problems, close } = await watchedPage(browser, PHONE);
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: POPUP_TITLE });
      await popup.waitFor({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await problems()).toEqual([]);
      await close();
    });

    it('closes when its link is clicked, and the link leads to the offer', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await waitForHydration(page);
      const popup = page.getByRole('dialog', { name: POPUP_TITLE });
      await popup.waitFor({ timeout: 10_000 });
      await popup.getByRole('link', { name: 'See the offers' }).click();
      await page.waitForURL(/\/special-offers$/);
      await popup.waitFor({ state: 'detached' });
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await settled(page);
      expect(await page.getByRole('dialog', { name: POPUP_TITLE }).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('never shows an expired popup', async () => {
      // A popup whose dates ended in 2020.
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('bayside-pre-owned')}/`);
      await settled(page);
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog', { name: EXPIRED_POPUP.title }).count()).toBe(0);
      expect(await page.getByText(EXPIRED_POPUP.text).count()).toBe(0);

      // The live popup with the browser's clock moved past its expiry (28 February 2027, Perth time).
      await page.clock.setFixedTime(new Date('2027-03-01T00:00:00+08:00'));
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await settled(page);
      await page.waitForTimeout(1_000);
      expect(await page.getByRole('dialog', { name: POPUP_TITLE }).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('still shows on the last day before its expiry', async () => {
      const { page, close } = await watchedPage(browser, DESKTOP);
      await page.clock.setFixedTime(new Date('2027-02-28T23:00:00+08:00'));
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await waitForHydration(page);
      await page.getByRole('dialog', { name: POPUP_TITLE }).waitFor({ timeout: 10_000 });
      await close();
    });
  });

  describe('promotion banner (spec 2 §2)', () => {
    const BANNER_TEXT = 'Touring season specials on selected caravans until 30 June 2027.';

    it('is in the server HTML while live, links to the offer, and stays dismissed', async () => {
      expect(await html('saltbush-caravans', '/')).toContain(BANNER_TEXT);
      const { page, problems, close } = await watchedPage(browser, PHONE);
      await page.goto(`${server.siteUrl('saltbush-caravans')}/`);
      await waitForHydration(page);
      const banner = page.getByRole('complementary', { name: 'Announcement' });
      expect(await banner.getByText(BANNER_TEXT).isVisible()).toBe(true);
      expect(await banner.getByRole('link', { name: 'See the specials' }).getAttribute('href')).toBe('/special-offers');
      // At the top of the page: above the site header.
      const [bannerTop, headerTop] = await Promise.all([banner.boundingBox(), page.getByRole('banner').boundingBox()]);
      expect(bannerTop!.y).toBeLessThan(headerTop!.y);

      await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.reload();
      await settled(page);
      expect(await page.getByRole('complementary', { name: 'Announcement' }).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('is taken away after hydration when the browser clock is past its expiry', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.clock.setFixedTime(new Date('2027-07-01T09:00:00+09:30'));
      await page.goto(`${server.siteUrl('saltbush-caravans')}/`);
      await settled(page);
      expect(await page.getByText(BANNER_TEXT).count()).toBe(0);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('is not on a site without a live banner', async () => {
      expect(await html('harbour-motors', '/')).not.toContain('id="promotion-banner"');
    });
  });

  describe('slides (spec 2 §2, §4, §9)', () => {
    it('enables previous and next by scroll ability and selects a slide by its dot', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.addInitScript(() => localStorage.setItem('caryard.promotions.dismissed', JSON.stringify(['summer-drive-away-2027'])));
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await settled(page);
      const slider = page.getByRole('region', { name: 'Promotion slides' });
      const previous = slider.getByRole('button', { name: 'Previous slide' });
      const next = slider.getByRole('button', { name: 'Next slide' });
      const dot = (n: number) => slider.getByRole('button', { name: `Go to slide ${n} of 3` });
      expect(await previous.isDisabled()).toBe(true);
      expect(await next.isEnabled()).toBe(true);
      expect(await dot(1).getAttribute('aria-current')).toBe('true');

      await next.click();
      await page.waitForFunction(() => document.querySelector('[aria-label="Go to slide 2 of 3"]')?.getAttribute('aria-current') === 'true');
      expect(await previous.isEnabled()).toBe(true);

      await dot(3).click();
      await page.waitForFunction(() => document.querySelector('[aria-label="Go to slide 3 of 3"]')?.getAttribute('aria-current') === 'true');
      await page.waitForFunction(() => (document.querySelector('[aria-label="Next slide"]') as HTMLButtonElement | null)?.disabled === true);
      expect(await slider.getByRole('link', { name: 'Find out more: Finance made simple' }).isVisible()).toBe(true);

      // spec 2 §9: 1920 × 540 images, the first wanted at once and the rest when scrolled to.
      const images = await slider
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]));
      expect(images).toEqual([
        ['1920', '540', 'eager'],
        ['1920', '540', 'lazy'],
        ['1920', '540', 'lazy'],
      ]);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('makes a slide whose picture carries its words one link named by them', async () => {
      const body = await html('bayside-pre-owned', '/');
      expect(body).toContain('alt="Finance made simple. See your weekly repayments in under a minute."');
      expect(body).not.toContain('Find out more: Finance made simple');
    });

    it('has no slider where none is configured', async () => {
      expect(await html('harbour-motors', '/')).not.toContain('Current promotions');
    });
  });

  it('places the promo tile at its listing positions in the results (spec 2 §9)', async () => {
    const { page, problems, close } = await watchedPage(browser, DESKTOP);
    await page.addInitScript(() => localStorage.setItem('caryard.promotions.dismissed', JSON.stringify(['summer-drive-away-2027'])));
    await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/search`);
    await settled(page);
    const grid = page.locator('main ul:has(> li > article)').first();
    const cells = await grid
      .locator(':scope > li')
      .evaluateAll((items) =>
        items.map((li) => (li.querySelector('aside[aria-label="Know your repayments"]') ? 'tile' : li.querySelector('article') ? 'car' : 'other')),
      );
    const cars = cells.filter((c) => c === 'car').length;
    expect(cars).toBeGreaterThanOrEqual(8);
    const expected = cars >= 16 ? [8, 17] : [8];
    expect(cells.flatMap((c, i) => (c === 'tile' ? [i] : []))).toEqual(expected);
    expect(await page.getByRole('link', { name: 'Calculate repayments' }).first().getAttribute('href')).toBe('/finance');
    expect(await problems()).toEqual([]);
    await close();
  });

  describe('reviews (spec 2 §2, §5)', () => {
    it('shows the block when the average exceeds the minimum, with one decimal and a text alternative', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.addInitScript(() => localStorage.setItem('caryard.promotions.dismissed', JSON.stringify(['summer-drive-away-2027'])));
      await page.goto(`${server.siteUrl('sunset-coast-suzuki')}/`);
      await settled(page);
      const section = page.getByRole('region', { name: 'What our customers say' });
      expect(await section.getByRole('img', { name: 'Rated 4.7 out of 5' }).isVisible()).toBe(true);
      expect(await section.getByText('294 reviews').isVisible()).toBe(true);
      const reviews = section.locator('article');
      expect(await reviews.count()).toBe(12);
      // Each review: a name, its stars, and how long ago it was written (the browser's clock).
      const first = reviews.first();
      expect(await first.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).count()).toBe(1);
      expect(await first.locator('time').textContent()).toMatch(
        /^(today|yesterday|\d+ days ago|a week ago|\d+ weeks ago|a month ago|\d+ months ago|a year ago|\d+ years ago)$/,
      );
      expect(await problems()).toEqual([]);
      await close();
    });

    it('hides the block when the average is below the minimum', async () => {
      const body = await html('saltbush-caravans', '/');
      expect(body).not.toContain('What our customers say');
      const { page, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('saltbush-caravans')}/`);
      await settled(page);
      expect(await page.getByRole('heading', { name: 'What our customers say' }).count()).toBe(0);
      expect(await page.getByRole('img', { name: /^Rated 3\.9/ }).count()).toBe(0);
      await close();
    });
  });

  describe('sales counter (spec 2 §2, §9)', () => {
    // 15:30 UTC on 14 March 2026 is 01:30 on 15 March in Brisbane: (15 − 1) × 192 + floor(5,400 / 450) = 2,700.
    const AT = new Date('2026-03-14T15:30:00Z');

    it('shows the formula value for Brisbane at a fixed time, at once with reduced motion', async () => {
      expect(salesThisMonth(AT)).toBe(2_700);
      const { page, problems, close } = await watchedPage(browser, PHONE);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.setFixedTime(AT);
      await page.goto(`${server.siteUrl('sunstate-motor-group')}/`);
      await settled(page);
      const counter = page.getByRole('region', { name: 'Sales this Month' });
      await counter.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => document.querySelector('[data-testid="sales-counter-value"]')?.textContent === '2,700', undefined, { timeout: 5_000 });
      expect(await counter.getByText('2,700 sales this month').count()).toBe(1);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('counts up to the same value over 2 seconds', async () => {
      const { page, close } = await watchedPage(browser, DESKTOP);
      await page.clock.setFixedTime(AT);
      await page.goto(`${server.siteUrl('sunstate-motor-group')}/`);
      await settled(page);
      const value = page.getByTestId('sales-counter-value');
      await page.getByRole('region', { name: 'Sales this Month' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      const during = Number(((await value.textContent()) ?? '').replace(/,/g, ''));
      expect(during).toBeLessThan(2_700);
      await page.waitForFunction(() => document.querySelector('[data-testid="sales-counter-value"]')?.textContent === '2,700', undefined, { timeout: 5_000 });
      await close();
    });

    it('is only on sites that switch it on', async () => {
      expect(await html('sunstate-motor-group', '/')).toContain('Sales this Month');
      expect(await html('harbour-motors', '/')).not.toContain('Sales this Month');
    });
  });

  describe('accepted payments (spec 2 §2)', () => {
    it('shows in the footer only the cards checkout takes (no wallet marks), and nothing on a site taking none', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('harbour-motors')}/`);
      await settled(page);
      const marks = page.getByRole('contentinfo').getByRole('list', { name: 'Accepted payments' }).getByRole('img');
      expect(await marks.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label')))).toEqual(['Mastercard', 'Visa', 'Maestro']);
      expect(await problems()).toEqual([]);
      await close();
      expect(await html('sunset-coast-suzuki', '/')).not.toContain('aria-label="Accepted payments"');
    });

    it('shows the card brands beside the card fields of the reserve online page', async () => {
      const { page, problems, close } = await watchedPage(browser, DESKTOP);
      await page.goto(`${server.siteUrl('harbour-motors')}/search/used-cars`);
      await settled(page);
      const href = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
      await page.goto(`${server.siteUrl('harbour-motors')}${(href ?? '').split(/[?#]/)[0]}/checkout`);
      await settled(page);
      const card = page.getByRole('group', { name: 'Card payment' });
      expect(
        await card
          .getByRole('list', { name: 'Accepted payments' })
          .getByRole('img')
          .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('aria-label'))),
      ).toEqual(['Mastercard', 'Visa', 'Maestro']);
      expect(await problems()).toEqual([]);
      await close();
    });
  });

  describe('blog (spec 2 §2 blog cards, /blog/vehicle-reviews)', () => {
    it('goes from the home page cards to an article and back to the listing', async () => {
      const { page, problems, close } = await watchedPage(browser, PHONE);
      await page.goto(`${server.siteUrl('harbour-motors')}/`);
      await settled(page);
      const section = page.getByRole('region', { name: 'Vehicle Reviews' });
      const cards = section.locator('article');
      expect(await cards.count()).toBe(3);
      const snippets = await cards.locator('p').allTextContents();
      for (const snippet of snippets) expect(snippet.length).toBeLessThanOrEqual(80);
      expect(snippets[0]).toMatch(/…$/);

      await cards.first().getByRole('link').click();
      await page.waitForURL(/\/blog\/vehicle-reviews\/mazda-cx-5-review$/);
      await page.getByRole('heading', { level: 1, name: 'Mazda CX-5 review: still the family SUV to beat' }).waitFor();
      expect(await page.getByText('By Daniel Pereira').isVisible()).toBe(true);
      expect(await page.locator('main time').first().textContent()).toBe('14 October 2026');
      // The site's own name and number are filled into the article.
      expect(await page.getByText(/the Harbour Motors team can line up the grade/).isVisible()).toBe(true);

      await page.getByRole('link', { name: 'All vehicle reviews' }).click();
      await page.waitForURL(/\/blog\/vehicle-reviews$/);
      await page.getByRole('heading', { level: 1, name: 'Vehicle Reviews' }).waitFor();
      expect(await page.locator('main article').count()).toBe(3);
      expect(await problems()).toEqual([]);
      await close();
    });

    it('has no Vehicle Reviews section on a site without a blog', async () => {
      expect(await html('bayside-pre-owned', '/')).not.toContain('vehicle-reviews-heading');
    });
  });

  describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
    const pages: [slug: string, path: string, what: string][] = [
      ['sunset-coast-suzuki', '/', 'slides, popup, reviews and blog cards'],
      ['sunstate-motor-group', '/', 'sales counter, reviews and accepted payments'],
      ['harbour-motors', '/', 'reviews, blog cards and accepted payments'],
      ['sunset-coast-suzuki', '/blog/vehicle-reviews', 'the blog listing'],
      ['harbour-motors', '/blog/vehicle-reviews/mazda-bt-50-review', 'an article'],
    ];
    for (const [slug, path, what] of pages) {
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        it(`has no violations on ${slug}${path} with ${what} (${name})`, async () => {
          const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
          const page = await context.newPage();
          await page.goto(`${server.siteUrl(slug)}${path}`);
          await settled(page);
          if (slug === 'sunset-coast-suzuki' && path === '/') await page.getByRole('dialog', { name: POPUP_TITLE }).waitFor({ timeout: 10_000 });
          const violations = await axeViolations(page);
          expect(violations, describeViolations(violations)).toEqual([]);
          await context.close();
        });
      }
    }

    // Widgets on pages whose other parts belong to other features: the widget itself is checked.
    const widgets: [slug: string, path: string, selector: string, what: string][] = [
      ['saltbush-caravans', '/', '#promotion-banner', 'the promotion banner'],
      ['sunset-coast-suzuki', '/search', 'aside[aria-label="Know your repayments"]', 'the promo tile'],
    ];
    for (const [slug, path, selector, what] of widgets) {
      for (const [name, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        it(`has no violations in ${what} on ${slug}${path} (${name})`, async () => {
          const context = await browser.newContext({ viewport, bypassCSP: true, locale: 'en-AU' });
          const page = await context.newPage();
          await page.goto(`${server.siteUrl(slug)}${path}`);
          await settled(page);
          expect(await page.locator(selector).count()).toBeGreaterThan(0);
          const violations = await axeViolationsWithin(page, selector);
          expect(violations, describeViolations(violations)).toEqual([]);
          await context.close();
        });
      }
    }
  });
});
