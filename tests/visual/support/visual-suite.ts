/**
 * Visual regression: every page type of a demo site, at a desktop and a phone width, shot in
 * Chromium and compared with the committed baseline, so a layout regression fails `npm test`;
 * each page is also checked by axe-core (zero WCAG 2.2 AA violations). One test file per site
 * (`tests/visual/{slug}.test.ts`), so a failure names its site and one site's shots can run alone.
 *
 * The same on every machine:
 * - the demo stock comes from the generator with a fixed seed and a fixed `now`; the server's
 *   `Date` (this process) and the browser's clock are pinned to the same instant;
 * - Chromium draws text only with the fonts in `tests/visual/fonts` (its own fontconfig file
 *   names no system font directory), greyscale anti-aliased with slight hinting, in sRGB,
 *   without a GPU, at a device scale factor of 1;
 * - the comparison (pixelmatch) leaves anti-aliased pixels out, so a different Chromium's
 *   edge smoothing is not a change, and fails on either of two measures: the share of pixels
 *   that changed, or the densest 16 × 16 tile of changed pixels (one card's price or button
 *   word is a small share but a dense tile; `tests/visual/bayside-pre-owned.test.ts` proves it).
 *
 * No fixed pauses: a shot is taken once the page has hydrated, its requests have answered, its
 * fonts and the images in the first two screens have loaded; when it differs from the baseline
 * it is taken again until it matches or a few seconds have passed (a part that mounts after
 * idle), so a passing page costs one shot.
 *
 * A changed page fails with both measures and writes the new shot and a diff under
 * $TMPDIR/caryard-visual. After a deliberate change, `UPDATE_VISUAL=1 npx vitest run tests/visual`
 * writes the baselines again (each from two equal shots in a row): look at every PNG that
 * changed (git shows them) before committing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { modelPath } from '../../../domain/models/model-range';
import { whyNotReservable } from '../../../domain/reservations/reservation';
import { realImages } from '../../../domain/vehicle/images';
import type { Car } from '../../../domain/vehicle/car';
import { request } from '../../adapters/http/support/http-request';
import { startTestServer, type TestServer } from '../../adapters/http/support/test-server';
import { axeViolations, describeViolations } from '../../e2e/support/axe';
import { launchChromium, waitForHydration } from '../../e2e/support/browser';

const VISUAL = dirname(dirname(fileURLToPath(import.meta.url)));
const BASELINES = join(VISUAL, 'baselines');
const FONTS = join(VISUAL, 'fonts');
const UPDATE = process.env['UPDATE_VISUAL'] === '1';
/** `VISUAL_ONLY=vehicle,home` shoots only those page types (while working on them); unset in `npm test`. */
const ONLY = process.env['VISUAL_ONLY']?.split(',') ?? null;
/** `VISUAL_REPORT=1` prints both measures for every shot (to see how far a page is from failing). */
const REPORT = process.env['VISUAL_REPORT'] === '1';
/** A Monday early afternoon in Sydney: the dealers are open. */
const FIXED_NOW = new Date('2026-11-23T02:30:00Z');
/** Share of all pixels that may change (anti-aliasing left out) before a shot counts as changed. */
const SHARE_LIMIT = 0.004;
/** Side of the square tiles the changed pixels are counted in, in the stored shot's pixels. */
const TILE = 16;
/** Share of one tile's pixels that may change: above it, something in that spot was drawn differently. */
const TILE_LIMIT = 0.12;
/** How long a shot that differs from its baseline is taken again before the page counts as changed. */
const RETRY_FOR_MS = 6_000;

const WIDTHS = {
  desktop: { viewport: { width: 1366, height: 900 }, scale: 0.5 },
  phone: { viewport: { width: 390, height: 844 }, scale: 1 },
} as const;
export type Width = keyof typeof WIDTHS;

const SITES = loadDealerSites();

/**
 * A fontconfig file that knows only the project's fonts: sans-serif, serif and monospace (and every
 * family a page names that is not among them) resolve to DejaVu, drawn the same way everywhere.
 */
function fontconfigFile(dir: string): string {
  const file = join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${FONTS}</dir>
  <cachedir>${join(dir, 'cache')}</cachedir>
  <alias binding="same"><family>sans-serif</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <alias binding="same"><family>serif</family><prefer><family>DejaVu Serif</family></prefer></alias>
  <alias binding="same"><family>monospace</family><prefer><family>DejaVu Sans Mono</family></prefer></alias>
  <alias binding="same"><family>system-ui</family><prefer><family>DejaVu Sans</family></prefer></alias>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  );
  return file;
}

/** Chromium drawing with the project's fonts only, in sRGB (see the file comment). */
export async function launchVisualChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'caryard-visual-fonts-'));
  const browser = await launchChromium({
    env: { FONTCONFIG_FILE: fontconfigFile(dir) },
    args: ['--force-color-profile=srgb', '--font-render-hinting=none', '--disable-lcd-text'],
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The first link on a page of the site whose path goes deeper under `prefix`, or null. */
async function firstLinkUnder(server: TestServer, slug: string, path: string, prefix: string): Promise<string | null> {
  const page = await request(server.port, path, { host: server.host(slug) });
  if (page.status !== 200) return null;
  return new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(page.text)?.[1] ?? null;
}

/**
 * The page types shot on each site; a type the site does not have (it answers 404) is skipped.
 * The watchlist and the garage send a signed-out shopper on to sign-in (shot itself); the
 * purchase journey's and the trade-in's later steps follow the shopper's answers in the page
 * (tests/e2e checks each step with axe).
 */
async function pagesOf(server: TestServer, slug: string, cars: readonly Car[]): Promise<{ name: string; path: string; status: number }[]> {
  const mine = cars.filter((c) => c.site_slug === slug && c.status === 'in_stock' && realImages(c).length > 0).sort((a, b) => a.id - b.id);
  const car = mine[0];
  // A model's page is at its own path (`/cx-5`), not under /models.
  const rangeModel = SITES.find((site) => site.slug === slug)?.range.models[0];
  const model = rangeModel ? modelPath(rangeModel) : null;
  const location = await firstLinkUnder(server, slug, '/locations', '/locations');
  // Reserve online's checkout with the payment provider's card form, for a car the site lets shoppers reserve.
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

/** A page of the run's context that counts its requests in flight (a shot waits for none). */
export interface ShotPage {
  page: Page;
  idle: () => Promise<void>;
}

export async function openShotPage(context: BrowserContext): Promise<ShotPage> {
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  const done = (): void => void (inFlight -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    page,
    idle: async () => {
      const until = performance.now() + 5_000;
      while (inFlight > 0 && performance.now() < until) await page.waitForTimeout(25);
    },
  };
}

/** Loads the page and waits for it to be at rest: hydrated, answered, its fonts and first two screens' images drawn. */
export async function settle({ page, idle }: ShotPage, url: string, width: Width): Promise<void> {
  await page.setViewportSize(WIDTHS[width].viewport);
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.addStyleTag({ content: STILL });
  await idle();
  // Lazy images included: the first two screens are within Chromium's lazy-load distance, so they load, only later.
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      // In the shot's two screens and on screen sideways (a carousel's later slides never load) and drawn at all.
      return r.top < window.innerHeight * 2 && r.left < window.innerWidth && r.right > 0 && r.width > 0 && r.height > 0;
    });
    const loaded = (img: HTMLImageElement): Promise<unknown> =>
      img.complete
        ? Promise.resolve()
        : new Promise((r) => {
            img.addEventListener('load', r, { once: true });
            img.addEventListener('error', r, { once: true });
          });
    await Promise.race([Promise.all(inView.map(loaded)), new Promise((r) => setTimeout(r, 4_000))]);
    await Promise.all(inView.map((img) => img.decode().catch(() => undefined)));
  });
  await idle();
  await nextFrames(page);
}

/** Two animation frames: whatever the last step changed has been laid out and painted. */
const nextFrames = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** The first two screens as a palette PNG (desktop at half size): the stored form of a shot. */
export async function capture(page: Page, width: Width): Promise<Buffer> {
  const { width: w, height: h } = WIDTHS[width].viewport;
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  // The vehicle gallery's track is masked: which slide it rests on after its pictures load varies from run to
  // run; its frame, counter and thumbnails are compared.
  const shot = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width: w, height: Math.min(full, h * 2) },
    mask: [page.getByTestId('gallery-track')],
    maskColor: '#d0d4d9',
  });
  // A palette PNG (quantised the same way for the baseline and the new shot) keeps the baselines a quarter the size.
  const scale = WIDTHS[width].scale;
  const sized = scale === 1 ? sharp(shot) : sharp(shot).resize(Math.round(w * scale));
  return sized.png({ palette: true, quality: 90, dither: 0, compressionLevel: 9 }).toBuffer();
}

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Comparison {
  /** Share of all pixels that changed (1 when the sizes differ). */
  share: number;
  /** Share of the changed pixels in the tile that has most of them. */
  densestTile: number;
  changed: boolean;
  /** pixelmatch's picture of the changed pixels (red), anti-aliased ones left out; null when the sizes differ. */
  diff: { data: Buffer; width: number; height: number } | null;
}

const DIFF_RED = [255, 0, 0] as const;

/** How far `actual` is from `baseline` by both measures. */
export async function compareShots(actual: Buffer, baseline: Buffer): Promise<Comparison> {
  const a = await rgba(actual);
  const b = await rgba(baseline);
  if (a.width !== b.width || a.height !== b.height) return { share: 1, densestTile: 1, changed: true, diff: null };
  const data = Buffer.alloc(a.width * a.height * 4);
  const changedPixels = pixelmatch(a.data, b.data, data, a.width, a.height, {
    threshold: 0.15,
    includeAA: false,
    diffMask: true,
    diffColor: [...DIFF_RED],
    aaColor: [255, 255, 0],
  });
  const share = changedPixels / (a.width * a.height);
  let densest = 0;
  if (changedPixels > 0) {
    const across = Math.ceil(a.width / TILE);
    const counts = new Uint32Array(across * Math.ceil(a.height / TILE));
    for (let y = 0; y < a.height; y += 1) {
      for (let x = 0; x < a.width; x += 1) {
        const i = (y * a.width + x) * 4;
        if (data[i] === DIFF_RED[0] && data[i + 1] === DIFF_RED[1] && data[i + 2] === DIFF_RED[2] && data[i + 3] === 255)
          counts[Math.floor(y / TILE) * across + Math.floor(x / TILE)]! += 1;
      }
    }
    for (const count of counts) densest = Math.max(densest, count);
  }
  const densestTile = densest / (TILE * TILE);
  return { share, densestTile, changed: share > SHARE_LIMIT || densestTile > TILE_LIMIT, diff: { data, width: a.width, height: a.height } };
}

const describeComparison = (c: Comparison): string =>
  `${(c.share * 100).toFixed(2)}% of pixels changed (limit ${SHARE_LIMIT * 100}%), densest ${TILE}×${TILE} tile ${(c.densestTile * 100).toFixed(0)}% (limit ${TILE_LIMIT * 100}%)`;

/** Writes the shot and its diff under $TMPDIR/caryard-visual; returns the diff's path (or the shot's, when sizes differ). */
async function writeFailure(name: string, shot: Buffer, comparison: Comparison): Promise<string> {
  const out = join(tmpdir(), 'caryard-visual');
  mkdirSync(out, { recursive: true });
  const file = name.replace('/', '--');
  writeFileSync(join(out, `${file}.actual.png`), shot);
  if (!comparison.diff) return join(out, `${file}.actual.png`);
  const { data, width, height } = comparison.diff;
  await sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(join(out, `${file}.diff.png`));
  return join(out, `${file}.diff.png`);
}

/** Shots taken until one matches the baseline or the retry window closes: the last shot and its comparison. */
export async function shootAgainst(shotPage: ShotPage, width: Width, baseline: Buffer): Promise<{ shot: Buffer; comparison: Comparison }> {
  // performance.now(), not Date: the suite pins Date to the fixed instant.
  const until = performance.now() + RETRY_FOR_MS;
  for (;;) {
    const shot = await capture(shotPage.page, width);
    const comparison = await compareShots(shot, baseline);
    if (!comparison.changed || performance.now() >= until) return { shot, comparison };
    await shotPage.page.waitForTimeout(300);
    await shotPage.idle();
    await nextFrames(shotPage.page);
  }
}

/** A new baseline: shots taken half a second apart until two in a row are the same. */
async function steadyShot(shotPage: ShotPage, width: Width): Promise<Buffer> {
  await shotPage.page.waitForTimeout(1_000);
  let last = await capture(shotPage.page, width);
  for (let tries = 0; tries < 20; tries += 1) {
    await shotPage.page.waitForTimeout(500);
    await shotPage.idle();
    const next = await capture(shotPage.page, width);
    if ((await compareShots(next, last)).share === 0) return next;
    last = next;
  }
  throw new Error('the page never came to rest: two shots in a row always differed');
}

/** What a site's visual file gets: the running server and the shot context, for a test of its own. */
export interface VisualRun {
  server: TestServer;
  context: BrowserContext;
  baseline: (name: string) => Buffer;
}

/** The visual test of one demo site: each of its page types at both widths, by eye and by axe. */
export function describeSiteVisuals(slug: string, more?: (run: () => VisualRun) => void): void {
  describe(`${slug}: every page type, by eye (pixelmatch) and by axe`, () => {
    let server: TestServer;
    let chromium: Awaited<ReturnType<typeof launchVisualChromium>>;
    let context: BrowserContext;
    let cars: Car[];

    beforeAll(async () => {
      // The server runs in this process: its Date is the fixed instant too.
      vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW });
      cars = generateInventory({ sites: SITES, carsPerSite: 40, seed: 17, now: FIXED_NOW });
      [server, chromium] = await Promise.all([startTestServer({ cars, clock: { now: () => new Date(FIXED_NOW) } }), launchVisualChromium()]);
      // bypassCSP: the test injects axe and a style sheet; the pages' own policy is tested elsewhere (security-and-delivery).
      context = await chromium.browser.newContext({
        locale: 'en-AU',
        timezoneId: 'Australia/Sydney',
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
        bypassCSP: true,
      });
    }, 180_000);

    afterAll(async () => {
      await context?.close();
      await chromium?.close();
      await server?.close();
      vi.useRealTimers();
    });

    it(`each page type looks as it did, at ${Object.keys(WIDTHS).join(' and ')} width, with no axe violations`, async () => {
      const failures: string[] = [];
      for (const { name, path, status } of await pagesOf(server, slug, cars)) {
        if (ONLY && !ONLY.includes(name)) continue;
        const answer = await request(server.port, path, { host: server.host(slug) });
        if (answer.status !== status) continue; // The site has no such page (no range, no service department).
        for (const width of Object.keys(WIDTHS) as Width[]) {
          const shotName = `${slug}/${name}-${width}`;
          const file = join(BASELINES, `${shotName}.png`);
          // A fresh page for each shot: nothing (scroll, a carousel's place) carries over from the one before.
          const shotPage = await openShotPage(context);
          try {
            await settle(shotPage, `${server.siteUrl(slug)}${path}`, width);
            if (UPDATE) {
              const shot = await steadyShot(shotPage, width);
              // A shot that still matches keeps its baseline: only a page that changed is written again.
              if (!existsSync(file) || (await compareShots(shot, readFileSync(file))).changed) {
                mkdirSync(dirname(file), { recursive: true });
                writeFileSync(file, shot);
              }
            } else if (!existsSync(file)) {
              failures.push(`${shotName}: no baseline (UPDATE_VISUAL=1 npx vitest run tests/visual writes it)`);
            } else {
              const { shot, comparison } = await shootAgainst(shotPage, width, readFileSync(file));
              if (REPORT) console.log(`${shotName}: ${describeComparison(comparison)}`);
              if (comparison.changed) failures.push(`${shotName}: ${describeComparison(comparison)} (see ${await writeFailure(shotName, shot, comparison)})`);
            }
            const violations = await axeViolations(shotPage.page);
            if (violations.length > 0) failures.push(`${shotName}: axe\n  ${describeViolations(violations)}`);
          } finally {
            await shotPage.page.close();
          }
        }
      }
      expect(failures, failures.join('\n')).toEqual([]);
    }, 600_000);

    more?.(() => ({ server, context, baseline: (name) => readFileSync(join(BASELINES, `${slug}/${name}.png`)) }));
  });
}
