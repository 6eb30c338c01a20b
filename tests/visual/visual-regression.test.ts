/**
 * Visual regression (issue 17 items 6 and 7): every page type of every demo site, at a
 * desktop and a phone width, screenshotted in Chromium and compared with the committed
 * baseline by pixelmatch, so a layout regression fails `npm test`; each page is also checked
 * by axe-core (zero WCAG 2.2 AA violations).
 *
 * Stable by construction: the demo stock comes from the generator with a fixed seed and a
 * fixed `now`; the server's `Date` (this process) and the browser's clock are pinned to the
 * same instant; animations and transitions are switched off; the first two screens are
 * taken (below them, lazy images have not loaded and never do). The desktop shot is kept at
 * half size, the phone shot at full size, both as palette PNGs.
 *
 * A changed page fails with the share of pixels that moved and writes the new shot and a
 * diff beside the baseline's name under $TMPDIR/caryard-visual. After a deliberate change,
 * `UPDATE_VISUAL=1 npx vitest run tests/visual` writes the baselines again: look at every
 * PNG that changed (git shows them) before committing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDealerSites } from '../../config/dealer-sites';
import { generateInventory } from '../../config/demo-inventory/generate-inventory';
import { modelPath } from '../../domain/models/model-range';
import { whyNotReservable } from '../../domain/reservations/reservation';
import { realImages } from '../../domain/vehicle/images';
import type { Car } from '../../domain/vehicle/car';
import { request } from '../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../adapters/http/support/test-server';
import { axeViolations, describeViolations } from '../e2e/support/axe';
import { launchChromium } from '../e2e/support/browser';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), 'baselines');
const UPDATE = process.env['UPDATE_VISUAL'] === '1';
/** `VISUAL_ONLY=vehicle,home` shoots only those page types (while working on them); unset in `npm test`. */
const ONLY = process.env['VISUAL_ONLY']?.split(',') ?? null;
/** A Monday early afternoon in Sydney: the dealers are open. */
const FIXED_NOW = new Date('2026-11-23T02:30:00Z');
/** Share of pixels that may differ (pixelmatch, anti-aliasing ignored) before a shot counts as changed. */
const TOLERANCE = 0.004;

const WIDTHS = {
  desktop: { viewport: { width: 1366, height: 900 }, scale: 0.5 },
  phone: { viewport: { width: 390, height: 844 }, scale: 1 },
} as const;
type Width = keyof typeof WIDTHS;

const SITES = loadDealerSites();

/** The first link on a page of the site whose path goes deeper under `prefix`, or null. */
async function firstLinkUnder(server: TestServer, slug: string, path: string, prefix: string): Promise<string | null> {
  const page = await request(server.port, path, { host: server.host(slug) });
  if (page.status !== 200) return null;
  return new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(page.text)?.[1] ?? null;
}

/**
 * The page types shot on each site (issue 17 item 7's list); a type the site does not have
 * (it answers 404) is skipped. The watchlist and the garage send a signed-out shopper on to
 * sign-in (shot itself); the purchase journey's and the trade-in's later steps follow the
 * shopper's answers in the page (tests/e2e checks each step with axe).
 */
async function pagesOf(server: TestServer, slug: string, cars: readonly Car[]): Promise<{ name: string; path: string; status: number }[]> {
  const mine = cars.filter((c) => c.site_slug === slug && c.status === 'in_stock' && realImages(c).length > 0).sort((a, b) => a.id - b.id);
  const car = mine[0];
  // A model's page is at its own path (`/cx-5`, spec 2 §2), not under /models.
  const rangeModel = SITES.find((site) => site.slug === slug)?.range.models[0];
  const model = rangeModel ? modelPath(rangeModel) : null;
  const location = await firstLinkUnder(server, slug, '/locations', '/locations');
  // issue 30: reserve online's checkout with the payment provider's card form, for a car the site lets shoppers reserve.
  const reservesOnline = SITES.find((site) => site.slug === slug)?.features.reserveButton === true;
  const reservable = reservesOnline ? mine.find((c) => whyNotReservable(c, true) === null) : undefined;
  // A car the site sells online: its page links to the purchase journey.
  let buyable: Car | undefined;
  for (const candidate of mine.filter((c) => c.reserved !== true).slice(0, 12)) {
    const page = await request(server.port, `/cars/${candidate.slug}`, { host: server.host(slug) });
    if (page.text.includes(`/checkout-journey?car_id=${candidate.slug}`)) {
      buyable = candidate;
      break;
    }
  }
  return [
    { name: 'home', path: '/', status: 200 },
    { name: 'search', path: '/search', status: 200 },
    ...(car ? [{ name: 'vehicle', path: `/cars/${car.slug}`, status: 200 }] : []),
    { name: 'models', path: '/models', status: 200 },
    ...(model ? [{ name: 'model', path: model, status: 200 }] : []),
    { name: 'content', path: '/about-us', status: 200 },
    { name: 'finance', path: '/finance', status: 200 },
    { name: 'sell-my-car', path: '/sell-my-car', status: 200 },
    { name: 'service', path: '/service', status: 200 },
    { name: 'locations', path: '/locations', status: 200 },
    ...(location ? [{ name: 'location', path: location, status: 200 }] : []),
    { name: 'sign-in', path: '/sign-in', status: 200 },
    { name: 'favourites', path: '/favourites', status: 200 },
    { name: 'compare', path: '/compare', status: 200 },
    ...(buyable ? [{ name: 'buy-online', path: `/checkout-journey?car_id=${buyable.slug}`, status: 200 }] : []),
    ...(reservable ? [{ name: 'checkout', path: `/cars/${reservable.slug}/checkout`, status: 200 }] : []),
    { name: 'online-payment', path: '/online-payment', status: 200 },
    { name: 'success', path: '/success', status: 200 },
    { name: 'not-found', path: '/no-such-page', status: 404 },
  ];
}

/** Animations, transitions and the caret off: a shot is the page at rest. */
const STILL = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;scroll-behavior:auto!important}';

async function shoot(page: Page, url: string, width: Width): Promise<Buffer> {
  await page.setViewportSize(WIDTHS[width].viewport);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: STILL });
  // Every image in the first two screens decoded, the fonts loaded, then a moment for the page to settle.
  // Lazy images included: the first two screens are within Chromium's lazy-load distance, so they load, only later.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      // In the shot's two screens and on screen sideways (a carousel's later slides never load) and drawn at all.
      return r.top < window.innerHeight * 2 && r.left < window.innerWidth && r.right > 0 && r.width > 0 && r.height > 0;
    });
    const settled = Promise.all(inView.map((img) => (img.complete ? Promise.resolve() : new Promise((r) => { img.addEventListener('load', r, { once: true }); img.addEventListener('error', r, { once: true }); }))));
    await Promise.race([settled, new Promise((r) => setTimeout(r, 4_000))]);
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForTimeout(700);
  const { width: w, height: h } = WIDTHS[width].viewport;
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  // The vehicle gallery's track is masked: which slide it rests on after its pictures load varies from run to
  // run (noted in issue 17's progress note, to be fixed in the gallery); its frame, counter and thumbnails are compared.
  const shot = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: w, height: Math.min(full, h * 2) }, mask: [page.getByTestId('gallery-track')], maskColor: '#d0d4d9' });
  // A palette PNG (quantised the same way for the baseline and the new shot) keeps the baselines a quarter the size.
  const scale = WIDTHS[width].scale;
  const sized = scale === 1 ? sharp(shot) : sharp(shot).resize(Math.round(w * scale));
  return sized.png({ palette: true, quality: 90, dither: 0, compressionLevel: 9 }).toBuffer();
}

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The share of pixels that differ from the baseline (1 when the sizes differ), writing the shot and a diff when any do. */
async function compare(name: string, actual: Buffer, baseline: Buffer): Promise<{ share: number; written: string | null }> {
  const a = await rgba(actual);
  const b = await rgba(baseline);
  const out = join(tmpdir(), 'caryard-visual');
  if (a.width !== b.width || a.height !== b.height) {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `${name}.actual.png`), actual);
    return { share: 1, written: join(out, `${name}.actual.png`) };
  }
  const diff = Buffer.alloc(a.width * a.height * 4);
  const changed = pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: 0.15 });
  const share = changed / (a.width * a.height);
  if (share <= TOLERANCE) return { share, written: null };
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `${name}.actual.png`), actual);
  await sharp(diff, { raw: { width: a.width, height: a.height, channels: 4 } }).png().toFile(join(out, `${name}.diff.png`));
  return { share, written: join(out, `${name}.diff.png`) };
}

describe('every page type of every demo site, by eye (pixelmatch) and by axe', () => {
  let server: TestServer;
  let browser: Browser;
  let cars: Car[];

  beforeAll(async () => {
    // The server runs in this process: its Date is the fixed instant too.
    vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
    cars = generateInventory({ sites: SITES, carsPerSite: 40, seed: 17, now: FIXED_NOW });
    server = await startTestServer({ cars, clock: { now: () => new Date(FIXED_NOW) } });
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    vi.useRealTimers();
  });

  for (const site of SITES) {
    it(`${site.slug}: each page type looks as it did, at ${Object.keys(WIDTHS).join(' and ')} width, with no axe violations`, async () => {
      // bypassCSP: the test injects axe and a style sheet; the pages' own policy is tested elsewhere (security-and-delivery).
      const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney', reducedMotion: 'reduce', deviceScaleFactor: 1, bypassCSP: true });
      const failures: string[] = [];
      try {
        for (const { name, path, status } of await pagesOf(server, site.slug, cars)) {
          if (ONLY && !ONLY.includes(name)) continue;
          const answer = await request(server.port, path, { host: server.host(site.slug) });
          if (answer.status !== status) continue; // The site has no such page (no range, no service department).
          for (const width of Object.keys(WIDTHS) as Width[]) {
            const shotName = `${site.slug}/${name}-${width}`;
            // A fresh page for each shot: nothing (scroll, a carousel's place) carries over from the one before.
            const page = await context.newPage();
            await page.clock.setFixedTime(FIXED_NOW);
            const shot = await shoot(page, `${server.siteUrl(site.slug)}${path}`, width);
            const violations = await axeViolations(page);
            await page.close();
            if (violations.length > 0) failures.push(`${shotName}: axe\n  ${describeViolations(violations)}`);
            const file = join(BASELINES, `${shotName}.png`);
            if (UPDATE) {
              // A shot within the tolerance keeps its baseline: only a page that changed is written again.
              if (existsSync(file) && (await compare(shotName.replace('/', '--'), shot, readFileSync(file))).share <= TOLERANCE) continue;
              mkdirSync(dirname(file), { recursive: true });
              writeFileSync(file, shot);
              continue;
            }
            if (!existsSync(file)) {
              failures.push(`${shotName}: no baseline (UPDATE_VISUAL=1 npx vitest run tests/visual writes it)`);
              continue;
            }
            const { share, written } = await compare(shotName.replace('/', '--'), shot, readFileSync(file));
            if (share > TOLERANCE) failures.push(`${shotName}: ${(share * 100).toFixed(2)}% of pixels changed (see ${written})`);
          }
        }
      } finally {
        await context.close();
      }
      expect(failures, failures.join('\n')).toEqual([]);
    }, 600_000);
  }
});
