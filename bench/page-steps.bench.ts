/**
 * The steps a page reaches without a navigation (issue 17 item 7: "trade-in steps … checkout
 * steps"), measured by Lighthouse's snapshot mode: the real server (as the page-weight bench
 * starts it), Debian's Chromium driven by puppeteer-core through the instant trade-in offer
 * (saltbush-caravans: plate, your details, the offer, accepted) and the online purchase
 * journey (harbour-motors: trade-in, pay by, delivery, your details, deposit, confirmation),
 * a snapshot of each step as the shopper sees it. A snapshot scores accessibility and SEO (a
 * step has no page load of its own to time: its performance is the page's, in the page-weight
 * bench's first-step figures).
 *
 *   npm run bench -- --only=steps
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshot } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { aPurchasableSlug, CHROMIUM, PAGE_WEIGHT_TARGETS, startServer } from './page-weight.bench';
import { ensureUiBuilt } from '../tests/adapters/http/support/ui-build';

export interface StepRow {
  site: string;
  step: string;
  accessibility: number;
  seo: number;
  failing: string[];
}

/** More than the default captcha's minimum fill time (adapters/captcha): a form sent sooner is refused. */
const HUMAN_FILL_MS = 3_500;

const aria = (name: string, role: string): string => `::-p-aria([name="${name}"][role="${role}"])`;

async function fill(page: Page, name: string, value: string, role = 'textbox'): Promise<void> {
  await page.locator(aria(name, role)).fill(value);
}

async function click(page: Page, name: string, role = 'button'): Promise<void> {
  await page.locator(aria(name, role)).click();
}

async function waitFor(page: Page, name: string, role: string, timeout = 30_000): Promise<void> {
  await page.waitForSelector(aria(name, role), { visible: true, timeout });
}

/** A native select chosen by its option's value. */
async function choose(page: Page, name: string, value: string): Promise<void> {
  const select = await page.waitForSelector(aria(name, 'combobox'));
  if (!select) throw new Error(`No select named ${name}`);
  await select.select(value);
}

async function scoreStep(page: Page, site: string, step: string, log: (line: string) => void): Promise<StepRow> {
  const result = await snapshot(page, { flags: { onlyCategories: ['accessibility', 'seo'] } });
  if (!result) throw new Error(`Lighthouse returned nothing for ${site} ${step}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  const row = { site, step, accessibility: score('accessibility'), seo: score('seo'), failing };
  log(`${site} ${step}: accessibility ${row.accessibility}, SEO ${row.seo}${failing.length ? ` (failing: ${failing.join(', ')})` : ''}`);
  return row;
}

/** The instant offer (spec 2 §6) on a site without the photos step: plate, details, offer, accepted. */
async function tradeInSteps(page: Page, origin: string, site: string, log: (line: string) => void): Promise<StepRow[]> {
  const rows: StepRow[] = [];
  await page.goto(`${origin}/sell-my-car`, { waitUntil: 'networkidle0' });
  const opened = Date.now();
  await fill(page, 'Registration number', 'S123ABC');
  await click(page, 'Next');
  await waitFor(page, 'Step Four: Your Details', 'form');
  rows.push(await scoreStep(page, site, 'Trade-in: your details', log));
  await fill(page, 'First Name', 'Sam');
  await fill(page, 'Email', 'sam.steps@example.com.au');
  await fill(page, 'Phone', '0498 765 432');
  await fill(page, 'Postcode', '5000');
  await fill(page, 'Odometer', '120000');
  await choose(page, 'Service history', 'Full service history');
  await choose(page, 'Number of keys', '2 or more');
  await choose(page, 'Car condition', 'Good');
  await fill(page, 'Comments', 'One owner, garaged.');
  await new Promise((r) => setTimeout(r, Math.max(0, HUMAN_FILL_MS - (Date.now() - opened))));
  await click(page, 'Get my offer');
  await waitFor(page, 'Your instant offer, Sam', 'region');
  rows.push(await scoreStep(page, site, 'Trade-in: the offer', log));
  await click(page, 'Accept offer');
  await waitFor(page, 'Offer accepted', 'heading');
  rows.push(await scoreStep(page, site, 'Trade-in: offer accepted', log));
  return rows;
}

/** The purchase journey (issue 15) after its first step: trade-in, pay by, delivery, details, deposit, confirmation. */
async function purchaseSteps(page: Page, origin: string, site: string, carSlug: string, log: (line: string) => void): Promise<StepRow[]> {
  const rows: StepRow[] = [];
  await page.goto(`${origin}/checkout-journey?car_id=${carSlug}`, { waitUntil: 'networkidle0' });
  await waitFor(page, '1. The car and its price', 'heading');
  await click(page, 'Buy this car');
  await waitFor(page, '2. Trade-in', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: trade-in', log));
  await click(page, 'Continue');
  await waitFor(page, '3. Pay by', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: pay by', log));
  await click(page, 'Continue');
  await waitFor(page, '4. Delivery or pick-up', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: delivery or pick-up', log));
  await click(page, 'Continue');
  await waitFor(page, '5. Your details', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: your details', log));
  await fill(page, 'First name', 'Ann');
  await fill(page, 'Last name', 'Citizen');
  await fill(page, 'Email', 'ann.steps@example.com.au');
  await fill(page, 'Mobile', '0412 345 678');
  await fill(page, 'Street address', '1 Hunter Street');
  await fill(page, 'Suburb', 'Newcastle');
  await fill(page, 'Postcode', '2300');
  await fill(page, "Driver's licence number", '123456789');
  await click(page, 'Continue');
  await waitFor(page, '6. Deposit', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: deposit', log));
  await fill(page, 'Card number', '4242 4242 4242 4242');
  await fill(page, 'Expiry (MM/YY)', '12/34');
  await fill(page, 'Security code', '123');
  await fill(page, 'Name on card', 'ANN CITIZEN');
  await page.locator('button ::-p-text(deposit)').click();
  await waitFor(page, '7. Confirmation', 'heading');
  rows.push(await scoreStep(page, site, 'Buy online: confirmation', log));
  return rows;
}

export async function runPageStepsBench(options: { seedCars: number; log: (line: string) => void }): Promise<StepRow[]> {
  await ensureUiBuilt();
  const server = await startServer(options.seedCars, options.log);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const port = new URL(server.origin).port;
    const rows: StepRow[] = [];
    // *.localhost resolves to this machine in Chromium: the site is chosen by Host as in a shopper's browser.
    const tradeInSite = 'saltbush-caravans';
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // A journey that stops leaves a screenshot of where it stopped.
    const shot = async <T>(journey: Promise<T>): Promise<T> =>
      journey.catch(async (error: unknown) => {
        const file = join(tmpdir(), 'caryard-steps-failure.png');
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        throw new Error(`${String(error)} (the page as it stopped: ${file})`);
      });
    rows.push(...(await shot(tradeInSteps(page, `http://${tradeInSite}.localhost:${port}`, tradeInSite, options.log))));
    const purchaseSite = 'harbour-motors';
    const purchaseOrigin = `http://${purchaseSite}.localhost:${port}`;
    const car = await aPurchasableSlug(purchaseOrigin, port);
    if (car) rows.push(...(await shot(purchaseSteps(page, purchaseOrigin, purchaseSite, car, options.log))));
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function pageStepsTable(rows: readonly StepRow[]): string {
  const t = PAGE_WEIGHT_TARGETS.score;
  return [
    '| Site | Step | Accessibility | SEO | Failing audits |',
    '|---|---|---:|---:|---|',
    `| | _Target_ | ≥ ${t} | ≥ ${t} | |`,
    ...rows.map((r) => `| ${r.site} | ${r.step} | ${r.accessibility} | ${r.seo} | ${r.failing.join(', ') || 'none'} |`),
  ].join('\n');
}
