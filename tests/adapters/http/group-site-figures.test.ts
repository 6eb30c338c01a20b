/**
 * Sunstate Motor Group's own pages state the same figures as each other and as its records: the
 * statistics banners (home and about pages), the locations page's count and banner, the brands
 * page and the fleet page's brands. A figure typed into copy that drifts from the data fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDealerSites } from '../../../config/dealer-sites';
import { generateInventory } from '../../../config/demo-inventory/generate-inventory';
import { contentPagePath } from '../../../domain/site-content/site-content';
import { mainOf, textOf } from './support/html-text';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const sites = loadDealerSites();
const group = sites.find((s) => s.slug === 'sunstate-motor-group')!;

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
/** '8', 'eight' or 'Eight' as a number (NaN for anything else, so a figure like '50+' never passes). */
const numberOf = (word: string): number =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase()) >= 0 ? NUMBER_WORDS.indexOf(word.toLowerCase()) : NaN;

/** The statistics banners' figures by label, as a page's text reads ('8 Locations 11 Brands 30+ Years Established'). */
function banners(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const label of ['Locations', 'Brands']) {
    const match = new RegExp(`(\\S+) ${label}\\b`).exec(text);
    if (match) found[label] = match[1]!;
  }
  return found;
}

describe("Sunstate Motor Group's figures agree with each other and with its records", () => {
  let server: TestServer;
  const text = async (path: string): Promise<string> => {
    const page = await request(server.port, path, { host: server.host(group.slug) });
    expect(page.status, path).toBe(200);
    return textOf(mainOf(page.text));
  };

  beforeAll(async () => {
    server = await startTestServer({ cars: generateInventory({ sites, carsPerSite: 24 }) });
  }, 180_000);
  afterAll(() => server?.close());

  it('the banners, the locations page, the brands page and the fleet page state one set of counts, the records’ own', async () => {
    // What the records hold.
    const listed = group.locations.filter((l) => l.visible);
    const brands = new Set(listed.flatMap((l) => l.manufacturers));
    const carBrands = group.range.manufacturers.length;
    const truckBrands = new Set(listed.filter((l) => l.dealership_slug === 'sunstate-trucks').flatMap((l) => l.manufacturers)).size;
    expect(listed.length).toBeGreaterThan(1);

    // The home page's and the about page's banners.
    const home = banners(await text('/'));
    const about = banners(await text('/about-us'));
    expect(home).toEqual({ Locations: String(listed.length), Brands: String(brands.size) });
    expect(about).toEqual(home);

    // The locations page: its count and its banner's dealerships.
    const locations = await text('/dealer-locator');
    expect(numberOf(/Our (\S+) locations/.exec(locations)?.[1] ?? '')).toBe(listed.length);
    const dealerships = /(\S+) dealerships across/i.exec(locations)?.[1] ?? '';
    expect(numberOf(dealerships)).toBe(group.dealerships.length);

    // The brands page counts the new-car brands, each of which the banner's brands include.
    const brandsPage = await text('/brands');
    expect(numberOf(/new cars from (\S+) brands/.exec(brandsPage)?.[1] ?? '')).toBe(carBrands);
    for (const manufacturer of group.range.manufacturers) expect(brands.has(manufacturer.slug), manufacturer.slug).toBe(true);

    // The fleet page's car and truck brands.
    const fleetPage = group.content.pages['fleet'];
    expect(fleetPage).toBeTruthy();
    const fleet = await text(contentPagePath(group, 'fleet', fleetPage!));
    const [, cars = '', trucks = ''] = /from (\S+) car brands and (\S+) truck brands/.exec(fleet) ?? [];
    expect(numberOf(cars)).toBe(carBrands);
    expect(numberOf(trucks)).toBe(truckBrands);

    // Every brand the banner counts is named on the about page.
    const aboutText = (await text('/about-us')).toLowerCase();
    for (const brand of brands) expect(aboutText, brand).toContain(brand.toLowerCase());
  });
});
