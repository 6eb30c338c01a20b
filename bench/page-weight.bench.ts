/**
 * Page-weight benchmark (issue 5, ARCHITECTURE "Quality bars"): the real server
 * (`config/main.ts`, as `npm start` runs it, on a throwaway data directory) measured by
 * Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) in Debian's Chromium —
 * never a downloaded browser — on a vehicle page, a search page, the home page, the models
 * range and a content page.
 *
 * For each page: the performance, accessibility and SEO scores, LCP, CLS, TBT, and the
 * JavaScript loaded before the page is interactive — the scripts hydration waits for: the
 * entry and the chunks the page's start script requests with it (its static imports and the
 * route's module; ui/app/html-document.ts `startAfterFirstPaint`), each checked to have loaded
 * in the Lighthouse run — as gzip bytes: each script fetched again from the server with
 * `Accept-Encoding: gzip`, so the figure is the same whatever encoding Chromium chose (it
 * asks for brotli, which is smaller). Targets (issue 5): scores ≥ 95, JS ≤ 200 KB gzip, CLS ≈ 0.
 *
 * Bounded: each Lighthouse run has a time budget; `--runs=N` (default 1) takes the median
 * run by performance score.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadDealerSites } from '../config/dealer-sites';
import { modelPath } from '../domain/models/model-range';
import { ensureUiBuilt } from '../tests/adapters/http/support/ui-build';
import { BOOT_DATA_ID, BOOT_SCRIPT } from '../ui/app/html-document';
import { freePort } from './support/free-port';

const ROOT = resolve(import.meta.dirname, '..');
/** Debian's Chromium (`apt-get install chromium`); CHROME_PATH overrides it. */
export const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const SITE = 'harbour-motors';
/** issue 17 item 7: every demo site, with `--sites=all`. */
export const DEMO_SITES = ['harbour-motors', 'bayside-pre-owned', 'sunset-coast-suzuki', 'saltbush-caravans', 'sunstate-motor-group'] as const;
const RUN_BUDGET_MS = 120_000;

export const PAGE_WEIGHT_TARGETS = { score: 95, jsGzipBytes: 200 * 1024, cls: 0.01 } as const;

export interface PageWeightOptions {
  /** Only the pages whose name starts with one of these ('sell', 'home'); all when absent. */
  readonly pages?: readonly string[];
  /** The demo sites measured (default Harbour Motors alone). */
  readonly sites?: readonly string[];
  readonly runs: number;
  readonly seedCars: number;
  readonly log: (line: string) => void;
}

export interface PageWeightRow {
  /** The demo site's slug. */
  readonly site: string;
  readonly page: string;
  readonly url: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly cls: number;
  readonly tbtMs: number;
  /** gzip bytes of the scripts loaded by the load event. */
  readonly jsGzipBytes: number;
  readonly scripts: number;
  /** Every script of the run, whenever it loaded (lazy chunks included), gzip bytes. */
  readonly jsGzipBytesAll: number;
  /** Failed audits of accessibility and SEO, for the reader to fix. */
  readonly failing: readonly string[];
  /** What shifted most and the LCP element, for the reader to fix. */
  readonly diagnostics: readonly string[];
}

interface RunningServer {
  readonly origin: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A snapshot of the server and its UI build in a temp directory (node_modules linked): what
 * is measured does not change if the working tree or dist/ is rebuilt meanwhile (the server
 * reads its asset names once, so a rebuild under it would 404 every script). Waits, up to a
 * minute, for a build whose manifest names only files that exist.
 */
async function snapshotApp(log: (line: string) => void): Promise<string> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const dir = mkdtempSync(join(tmpdir(), 'caryard-page-weight-app-'));
    for (const path of ['adapters', 'application', 'config', 'domain', 'dist', 'ui/public', 'package.json', 'tsconfig.json']) {
      if (path === 'ui/public') mkdirSync(join(dir, 'ui'), { recursive: true });
      cpSync(join(ROOT, path), join(dir, path), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    if (completeBuild(dir)) return dir;
    rmSync(join(dir, 'node_modules'), { force: true });
    rmSync(dir, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error('dist/ has no complete UI build (npm run build)');
    log('dist/ is being rebuilt; waiting for a complete build');
    await new Promise((r) => setTimeout(r, 3_000));
  }
}

function completeBuild(dir: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
    const files = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
    return existsSync(join(dir, 'dist/server/entry-server.js')) && files.every((f) => existsSync(join(dir, 'dist/client', f)));
  } catch {
    return false;
  }
}

/** `config/main.ts` (of a snapshot) on a fresh data directory; resolves once /healthz answers ok. */
export async function startServer(seedCars: number, log: (line: string) => void): Promise<RunningServer> {
  const appDir = await snapshotApp(log);
  const dataDir = mkdtempSync(join(tmpdir(), 'caryard-page-weight-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'config/main.ts'], {
    cwd: appDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_CARS: String(seedCars), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += String(d)));
  child.stderr?.on('data', (d) => (output += String(d)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    // The link first, so nothing of the real node_modules can be removed.
    rmSync(join(appDir, 'node_modules'), { force: true });
    rmSync(appDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server exited before it was ready:\n${output}`);
    }
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  log(`server ready at ${origin} (${seedCars} demo cars, data in ${dataDir})`);
  return { origin, child, stop };
}

/** GET on 127.0.0.1 with a Host header of our choosing (fetch will not send one): status and raw body. */
function getRaw(port: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolveGet, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: Number(port), path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A vehicle page worth measuring: an in-stock car with photos, of the demo site. */
async function aVehicleSlug(siteOrigin: string, port: string): Promise<string> {
  const response = await getRaw(port, '/api/search?hitsPerPage=21&sortBy=latest', { host: new URL(siteOrigin).host, accept: 'application/json' });
  if (response.status !== 200) throw new Error(`GET /api/search answered ${response.status}`);
  const { hits } = JSON.parse(response.body.toString('utf8')) as { hits: { slug: string; status: string; primary_image_url?: string | null }[] };
  const car = hits.find((h) => h.status === 'in_stock' && h.primary_image_url) ?? hits[0];
  if (!car) throw new Error(`The demo site ${new URL(siteOrigin).host} has no cars`);
  return car.slug;
}

/** issue 15: a car the site sells online (its vehicle page links the purchase journey). */
export async function aPurchasableSlug(siteOrigin: string, port: string): Promise<string | null> {
  const host = new URL(siteOrigin).host;
  const response = await getRaw(port, '/api/search?hitsPerPage=50&sortBy=latest', { host, accept: 'application/json' });
  const { hits } = JSON.parse(response.body.toString('utf8')) as { hits: { slug: string; status: string; reserved?: boolean }[] };
  for (const hit of hits.filter((h) => h.status === 'in_stock' && h.reserved !== true)) {
    const page = await getRaw(port, `/cars/${hit.slug}`, { host, accept: 'text/html' });
    if (page.body.toString('utf8').includes(`/checkout-journey?car_id=${hit.slug}`)) return hit.slug;
  }
  return null;
}

const gzipSizes = new Map<string, number>();

/** gzip bytes of a script as the server sends it to a client asking for gzip. */
async function gzipBytes(url: string, host: string, port: string): Promise<number> {
  const cached = gzipSizes.get(url);
  if (cached !== undefined) return cached;
  const target = new URL(url);
  const response = await getRaw(port, `${target.pathname}${target.search}`, { host, 'accept-encoding': 'gzip' });
  // Small files go out uncompressed (under the compression threshold): gzip them here to compare like with like.
  const size = response.body[0] === 0x1f && response.body[1] === 0x8b ? response.body.length : gzipSync(response.body).length;
  gzipSizes.set(url, size);
  return size;
}

interface NetworkItem {
  url: string;
  statusCode?: number;
  resourceType?: string;
  networkEndTime?: number;
  mimeType?: string;
}

type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * The scripts hydration needs, as the page names them: the boot script (html-document.ts
 * BOOT_SCRIPT) imports the entry after requesting its chunks, both named by the page's boot
 * data block. Absolute URLs on the page's origin.
 */
export function hydrationScriptsOf(html: string, origin: string): string[] {
  const data = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const boot = data ? (JSON.parse(data) as { entry?: unknown; preloads?: unknown }) : null;
  if (!boot || typeof boot.entry !== 'string' || !Array.isArray(boot.preloads) || !html.includes(BOOT_SCRIPT)) {
    throw new Error('The page has no start script (its boot data with the entry and its modulepreload list, and the boot script)');
  }
  return [boot.entry, ...(boot.preloads as string[])].map((path) => new URL(path, origin).href);
}

async function rowOf(site: string, page: string, url: string, lhr: LhResult, host: string, port: string): Promise<PageWeightRow> {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const target = new URL(url);
  const html = (await getRaw(port, target.pathname + target.search, { host })).body.toString('utf8');
  const hydration = new Set(hydrationScriptsOf(html, target.origin));
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith('http'),
  );
  let before = 0;
  let all = 0;
  let scripts = 0;
  for (const r of requests) {
    const size = await gzipBytes(r.url, host, port);
    all += size;
    if (hydration.has(r.url)) {
      before += size;
      scripts += 1;
    }
  }
  const notLoaded = [...hydration].filter((script) => !requests.some((r) => r.url === script));
  if (notLoaded.length > 0) throw new Error(`Scripts hydration needs were not loaded on ${url}: ${notLoaded.join(', ')}`);
  const broken = requests.filter((r) => (r.statusCode ?? 200) >= 400);
  if (broken.length > 0) throw new Error(`${broken.length} scripts failed to load on ${url}: ${broken.map((r) => `${r.statusCode} ${r.url}`).join(', ')}`);
  const failing = ['accessibility', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
  );
  return {
    site,
    page,
    url,
    diagnostics: diagnosticsOf(lhr),
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    jsGzipBytes: before,
    scripts,
    jsGzipBytesAll: all,
    failing,
  };
}

interface NodeDetails {
  type?: string;
  selector?: string;
  snippet?: string;
}

/** The elements behind CLS (largest shifts first) and LCP, by selector and snippet. */
function diagnosticsOf(lhr: LhResult): string[] {
  const describe = (node: NodeDetails | undefined) => (node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 100)}`.trim() : 'unknown');
  const shifts = ((lhr.audits['layout-shifts']?.details as { items?: { node?: NodeDetails; score?: number }[] } | undefined)?.items ?? [])
    .slice(0, 3)
    .map((item) => `layout shift ${(item.score ?? 0).toFixed(3)}: ${describe(item.node)}`);
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: NodeDetails }[] }[] } | undefined)?.items;
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node;
  // The performance audits Lighthouse says would save the most time.
  const savings = Object.values(lhr.audits)
    .map((audit) => ({ audit, ms: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0 }))
    .filter(({ audit, ms }) => ms >= 50 && (audit.score ?? 1) < 1)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map(({ audit, ms }) => `opportunity: ${audit.id} (~${Math.round(ms)} ms)`);
  return [...shifts, ...(lcpNode ? [`LCP element: ${describe(lcpNode)}`] : []), ...savings];
}

export async function runPageWeightBench(options: PageWeightOptions): Promise<PageWeightRow[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium (or set CHROME_PATH). No browser is downloaded.`);
  // The UI build the server renders with (built once when there is none, as the tests do).
  await ensureUiBuilt();
  const server = await startServer(options.seedCars, options.log);
  try {
    const port = new URL(server.origin).port;
    const rows: PageWeightRow[] = [];
    for (const site of options.sites ?? [SITE]) {
      // *.localhost resolves to this machine in Chromium, so the site is chosen by Host as in a shopper's browser.
      const siteOrigin = `http://${site}.localhost:${port}`;
      for (const { page, url } of await pagesOf(siteOrigin, port, options.pages)) {
        const runs: PageWeightRow[] = [];
        for (let i = 0; i < options.runs; i++) {
          const started = performance.now();
          const lhr = await lighthouseRun(url, options.log);
          const row = await rowOf(site, page, url, lhr, new URL(url).host, port);
          runs.push(row);
          options.log(
            `${site} ${page} run ${i + 1}/${options.runs}: perf ${row.performance}, a11y ${row.accessibility}, SEO ${row.seo}, LCP ${ms(row.lcpMs)}, ` +
              `CLS ${row.cls.toFixed(3)}, TBT ${ms(row.tbtMs)}, ${kb(row.jsGzipBytes)} JS (${((performance.now() - started) / 1000).toFixed(0)} s)`,
          );
          if (row.failing.length) options.log(`  failing: ${row.failing.join(', ')}`);
          for (const line of row.diagnostics) options.log(`  ${line}`);
        }
        runs.sort((a, b) => a.performance - b.performance);
        const median = runs[Math.floor(runs.length / 2)];
        if (median) rows.push(median);
      }
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/** The first link on a page whose path starts with `prefix` (and goes deeper), or null. */
async function firstLinkUnder(port: string, host: string, path: string, prefix: string): Promise<string | null> {
  const page = await getRaw(port, path, { host, accept: 'text/html' });
  if (page.status !== 200) return null;
  const escaped = prefix.replace(/[/.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`href="(${escaped}/[a-z0-9-]+)"`).exec(page.body.toString('utf8'))?.[1] ?? null;
}

/**
 * The page types of a site (issue 17 item 7): every one it has — a page the site does not
 * have (no model range, no service department) answers 404 and is left out.
 */
async function pagesOf(siteOrigin: string, port: string, wanted: readonly string[] | undefined): Promise<{ page: string; url: string }[]> {
  const host = new URL(siteOrigin).host;
  const slug = await aVehicleSlug(siteOrigin, port);
  const buyable = await aPurchasableSlug(siteOrigin, port);
  // A model's page is at its own path (`/cx-5`, spec 2 §2), not under /models.
  const site = new URL(siteOrigin).hostname.split('.')[0];
  const rangeModel = loadDealerSites().find((s) => s.slug === site)?.range.models[0];
  const model = rangeModel ? modelPath(rangeModel) : null;
  const location = await firstLinkUnder(port, host, '/locations', '/locations');
  const candidates = [
    { page: 'Vehicle page', url: `${siteOrigin}/cars/${slug}` },
    { page: 'Search page', url: `${siteOrigin}/search` },
    { page: 'Home page', url: `${siteOrigin}/` },
    // issue 11: the models range, a model and a content page.
    { page: 'Models page', url: `${siteOrigin}/models` },
    ...(model ? [{ page: 'Model page', url: `${siteOrigin}${model}` }] : []),
    { page: 'Content page', url: `${siteOrigin}/terms-and-conditions` },
    { page: 'Finance page', url: `${siteOrigin}/finance` },
    // issue 12: the instant trade-in offer's page (Step One, server-rendered).
    { page: 'Sell my car page', url: `${siteOrigin}/sell-my-car` },
    // issue 13: the service page (hero, feature blocks, the booking form's first step, server-rendered).
    { page: 'Service page', url: `${siteOrigin}/service` },
    // issue 13: the locations page (cards, the offline map) and a location's own page (hours, holiday hours, open now).
    { page: 'Locations page', url: `${siteOrigin}/locations` },
    ...(location ? [{ page: 'Location page', url: `${siteOrigin}${location}` }] : []),
    // issue 14: the shopper's own pages — sign-in, favourites and compare (lists from this browser, empty in a clean
    // profile), and the watchlist and the garage, which send a signed-out visitor on to sign-in once the session answers.
    { page: 'Sign-in page', url: `${siteOrigin}/sign-in?type=watchlist&redirect=%2Fwatchlist&back=%2F` },
    { page: 'Favourites page', url: `${siteOrigin}/favourites` },
    { page: 'Compare page', url: `${siteOrigin}/compare` },
    { page: 'Watchlist page', url: `${siteOrigin}/watchlist` },
    { page: 'Garage page', url: `${siteOrigin}/my-garage` },
    // issue 15: the online purchase journey (its first step: the car and its drive-away price) and /online-payment.
    ...(buyable ? [{ page: 'Buy online page', url: `${siteOrigin}/checkout-journey?car_id=${buyable}` }] : []),
    { page: 'Online payment page', url: `${siteOrigin}/online-payment` },
    // issue 17 item 7: the thank-you page a sent form lands on.
    { page: 'Success page', url: `${siteOrigin}/success` },
  ].filter(({ page }) => !wanted || wanted.some((w) => page.toLowerCase().startsWith(w.toLowerCase())));
  const pages: { page: string; url: string }[] = [];
  for (const candidate of candidates) {
    const target = new URL(candidate.url);
    const status = (await getRaw(port, target.pathname + target.search, { host, accept: 'text/html' })).status;
    // Lighthouse will not load a page answering 404: the not-found page is checked by axe (tests/e2e) instead.
    if (status === 200) pages.push(candidate);
  }
  return pages;
}

/**
 * One Lighthouse run in a fresh headless Chromium (a clean profile: no cache, no service
 * worker). A run whose trace Chromium failed to record (NO_NAVSTART and the like) is retried
 * up to twice; every run has a time budget.
 */
async function lighthouseRun(url: string, log: (line: string) => void): Promise<LhResult> {
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      logLevel: 'silent',
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const result = await Promise.race([
        lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'seo'] }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`Lighthouse on ${url} took over ${RUN_BUDGET_MS / 1000} s`)), RUN_BUDGET_MS);
        }),
      ]);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const failure = result.lhr.runtimeError;
      if (!failure) return result.lhr;
      if (attempt >= 3) throw new Error(`Lighthouse on ${url}: ${failure.code} ${failure.message}`);
      log(`Lighthouse on ${url}: ${failure.code}; again (${attempt + 1}/3)`);
    } finally {
      clearTimeout(timer);
      await chrome.kill();
    }
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-AU')} ms` : 'n/a');

export function pageWeightTable(rows: readonly PageWeightRow[]): string {
  const t = PAGE_WEIGHT_TARGETS;
  const lines = [
    `| Site | Page | Performance | Accessibility | SEO | LCP | CLS | TBT | JS before interactive (gzip) |`,
    `|---|---|---|---|---|---|---|---|---|`,
    `| | _Target_ | ≥ ${t.score} | ≥ ${t.score} | ≥ ${t.score} | 'good' < 2,500 ms | ≈ 0 (< 0.1 'good') | < 200 ms | ≤ ${kb(t.jsGzipBytes)} |`,
    ...rows.map(
      (r) =>
        `| ${r.site} | ${r.page} | ${r.performance} | ${r.accessibility} | ${r.seo} | ${ms(r.lcpMs)} | ${r.cls.toFixed(3)} | ${ms(r.tbtMs)} | ${kb(r.jsGzipBytes)} (${r.scripts} scripts; ${kb(r.jsGzipBytesAll)} in all) |`,
    ),
  ];
  return lines.join('\n');
}

export function pageWeightTargets(rows: readonly PageWeightRow[]): string {
  const t = PAGE_WEIGHT_TARGETS;
  return rows
    .map((r) => {
      const misses = [
        r.performance < t.score ? `performance ${r.performance}` : null,
        r.accessibility < t.score ? `accessibility ${r.accessibility}` : null,
        r.seo < t.score ? `SEO ${r.seo}` : null,
        r.jsGzipBytes > t.jsGzipBytes ? `JS ${kb(r.jsGzipBytes)}` : null,
        r.cls > t.cls ? `CLS ${r.cls.toFixed(3)}` : null,
      ].filter(Boolean);
      const verdict = misses.length === 0 ? 'meets every target' : `misses: ${misses.join(', ')}`;
      return `- ${r.site} ${r.page}: ${verdict}${r.failing.length ? ` (failing audits: ${r.failing.join(', ')})` : ''}`;
    })
    .join('\n');
}
