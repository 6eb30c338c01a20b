/**
 * The vehicle page's drive-away line as the server renders it (issue 15 'The drive-away price':
 * 'a 'Drive-away in {state}' line under the price with a postcode to change it'; 'The single
 * total is at least as prominent as any part (Australian Consumer Law); a price shown 'Excl.
 * Govt. Charges' is never presented as the total'). In the first paint, so it shifts nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AustralianState } from '../../../domain/locations/delivery-zones';
import { driveAwayPrice } from '../../../domain/pricing/drive-away';
import type { Car } from '../../../domain/vehicle/car';
import { formatDollars } from '../../../domain/vehicle/money';
import { aCar } from '../../support/car-builder';
import { mainOf, textOf } from './support/html-text';
import { request } from './support/http-request';
import { startTestServer, type TestServer } from './support/test-server';

const SUNSTATE = 'sunstate-motor-group';
const listing = (id: number, slug: string, fields: Record<string, unknown> = {}): Car =>
  aCar()
    .withId(id)
    .withSite(SUNSTATE)
    .withSlug(slug)
    .withMakeModel('Toyota', 'Corolla')
    .withPrice(30_000)
    .with({
      price_type: 'Excl. Govt. Charges',
      car_type: 'used',
      offer_price: null,
      subscription_price: null,
      location_id: 1106,
      dealership_slug: 'sunstate-hyundai',
      ...fields,
    })
    .build();

const CARS = {
  // Held at North Parramatta (NSW), on a Queensland group's site: the line is for NSW.
  excl: listing(9_401, 'excl-govt-corolla'),
  driveAway: listing(9_402, 'drive-away-listed-corolla', { price_type: 'Drive Away', price: 27_990 }),
  noPrice: listing(9_403, 'no-price-corolla', { price: 0 }),
  sold: listing(9_404, 'sold-corolla', { status: 'sold', sold_at: '2025-05-01T00:00:00.000Z' }),
};

/** The element with `data-testid="{id}"` and everything in it, from its opening tag to the page's end (for text up to a marker). */
const from = (html: string, testId: string): string => html.slice(Math.max(0, html.indexOf(`data-testid="${testId}"`)));

describe('the vehicle page’s drive-away line (issue 15)', () => {
  let server: TestServer;
  const main = async (car: Car): Promise<string> => {
    const res = await request(server.port, `/cars/${car.slug}`, { host: server.host(SUNSTATE) });
    expect(res.status).toBe(200);
    return mainOf(res.text);
  };
  const expected = (car: Car, state: AustralianState) => driveAwayPrice({ car, state, costs: server.core.siteOf(SUNSTATE)!.on_road_costs, on: new Date() });

  beforeAll(async () => {
    server = await startTestServer({ cars: Object.values(CARS) });
  });
  afterAll(() => server?.close());

  it('shows the total for the state of the car’s location under an Excl. Govt. Charges price, which keeps its own line', async () => {
    const html = await main(CARS.excl);
    const total = expected(CARS.excl, 'NSW')!.total;
    const line = textOf(/<div[^>]*data-testid="drive-away"[\s\S]*?<\/button>/.exec(html)?.[0] ?? '').trim();
    expect(line).toBe(`Drive-away in NSW ${formatDollars(total)} Change postcode`);
    // The listed price stays the vehicle price with its price type; the total is another figure.
    const priceBlock = textOf(html.slice(html.indexOf('data-testid="vehicle-price"'), html.indexOf('data-testid="drive-away"')));
    expect(priceBlock).toContain('$30,000');
    expect(priceBlock).toContain('Excl. Govt. Charges');
    expect(priceBlock.toLowerCase()).not.toContain('drive-away');
    expect(priceBlock.toLowerCase()).not.toContain('drive away');
    expect(total).toBeGreaterThan(30_000);
    // The button says what it opens; the dialog's script is not in the page until asked for.
    expect(from(html, 'drive-away')).toMatch(/<button[^>]*aria-haspopup="dialog"[^>]*>Change postcode<\/button>/);
  });

  it('sets the total in the same type as the listed price (at least as prominent as any part)', async () => {
    const html = await main(CARS.excl);
    const amountClass = /class="([^"]+)" data-testid="drive-away-total"/.exec(html)?.[1];
    expect(amountClass).toBeDefined();
    // Both figures' stylesheets are the page's own: find each class's font-size rule.
    const res = await request(server.port, `/cars/${CARS.excl.slug}`, { host: server.host(SUNSTATE) });
    const sheets = [...res.text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    let css = '';
    for (const sheet of sheets) css += (await request(server.port, sheet, { host: server.host(SUNSTATE) })).text;
    const sizeOf = (selector: RegExp) => selector.exec(css)?.[1];
    const amountSize = sizeOf(new RegExp(`\\.${amountClass}\\{[^}]*font-size:([^;}]+)`));
    const priceSize = sizeOf(/\[data-variant=(?:'|")?sidebar(?:'|")?\] \.[\w-]*price[\w-]*\{[^}]*font-size:([^;}]+)/);
    expect(amountSize).toBeDefined();
    expect(amountSize).toBe(priceSize);
  });

  it('shows no line for a listing priced Drive Away (its price is the total), a car with no price, or a sold car', async () => {
    const listed = await main(CARS.driveAway);
    expect(listed).not.toContain('data-testid="drive-away"');
    expect(textOf(listed)).toContain('$27,990');
    for (const car of [CARS.noPrice, CARS.sold]) expect(await main(car)).not.toContain('data-testid="drive-away"');
  });
});
