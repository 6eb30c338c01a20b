/**
 * The stock feed's schema (issue 16 'Stock in'): one zod schema validates a JSON feed, a CSV
 * feed (after csvFeedRecord turns its cells into values) and the inventory API's bodies, and is
 * published as JSON Schema (`npm run caryard -- stock schema`, docs/stock-feed.schema.json).
 */
import { z } from 'zod';
import type { FeedCar } from '../../domain/vehicle/stock-feed';

const MAX_PRICE = 100_000_000;

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => text(max).nullable().optional();
const dollars = z
  .number({ error: 'must be a number of dollars' })
  .finite('must be a number of dollars')
  .min(0, 'must not be negative')
  .max(MAX_PRICE, `must be at most ${MAX_PRICE}`);
const day = z.iso.date({ error: 'must be a date such as 2026-03-01' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2_000, 'must be at most 2000 characters');

export const STOCK_FEED_LIMITS = { maxPhotos: 100, maxFeatures: 200, maxCars: 200_000 } as const;

export const feedCarSchema = z
  .object({
    stocknum: text(40)
      .min(1, 'is required')
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, 'must be letters, digits, spaces and . _ / - (the stock number on the car)')
      .describe("The dealer's stock number: the car's key in the feed and on the site."),
    car_type: z.enum(['new', 'demo', 'used'], { error: 'must be new, demo or used' }),
    item_type: z.enum(['car', 'motorcycle', 'truck', 'caravan'], { error: 'must be car, motorcycle, truck or caravan' }).optional(),
    status: z.enum(['in_stock', 'coming_soon', 'sold'], { error: 'must be in_stock, coming_soon or sold' }).optional().describe('Default in_stock.'),
    year: z
      .number({ error: 'must be a year' })
      .int('must be a whole year')
      .min(1900, 'must be 1900 or later')
      // A refinement, not a maximum: the published JSON Schema stays the same from one year to the next.
      .refine((year) => year <= new Date().getUTCFullYear() + 2, 'must not be more than two years ahead'),
    make: text(60).min(1, 'is required'),
    model: text(60).min(1, 'is required'),
    badge: optionalText(80),
    series: optionalText(80),
    colour: optionalText(60),
    interior_colour: optionalText(60),
    vin: z
      .string({ error: 'must be text' })
      .trim()
      .toUpperCase()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, 'must be 17 letters and digits (no I, O or Q)')
      .nullable()
      .optional(),
    regplate: optionalText(12),
    rego_expiry: day.nullable().optional(),
    build_date: optionalText(10),
    compliance_date: optionalText(10),
    km: z
      .number({ error: 'must be a number of kilometres' })
      .int('must be a whole number of kilometres')
      .min(0, 'must not be negative')
      .max(3_000_000, 'must be at most 3000000'),
    price: dollars.describe('The advertised price in dollars; 0 when the site shows its no-price text.'),
    before_price: dollars.nullable().optional(),
    offer_price: dollars.nullable().optional(),
    price_type: optionalText(40).describe("How the price reads: 'Drive Away', 'Excl. Govt. Charges', …"),
    body: optionalText(40).describe('Body type as the search filters show it: Sedan, Hatch, SUV, Ute, …'),
    fuel: optionalText(40),
    transmission: optionalText(60),
    drive: optionalText(40),
    doors: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(9, 'must be at most 9')
      .nullable()
      .optional(),
    seats: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .max(99, 'must be at most 99')
      .nullable()
      .optional(),
    engine_size_litres: z.number({ error: 'must be a number of litres' }).min(0, 'must not be negative').max(20, 'must be at most 20').nullable().optional(),
    location: optionalText(80).describe("The slug of one of the site's locations."),
    dealercomments: optionalText(10_000),
    features: z
      .array(text(200), { error: 'must be a list of text' })
      .max(STOCK_FEED_LIMITS.maxFeatures, `must have at most ${STOCK_FEED_LIMITS.maxFeatures} entries`)
      .nullable()
      .optional(),
    photos: z
      .array(httpUrl, { error: 'must be a list of URLs' })
      .max(STOCK_FEED_LIMITS.maxPhotos, `must have at most ${STOCK_FEED_LIMITS.maxPhotos} photos`)
      .nullable()
      .optional(),
    video_url: httpUrl.nullable().optional(),
    show_on_website: z.boolean({ error: 'must be true or false' }).optional().describe('Default true.'),
  })
  .superRefine((car, ctx) => {
    if (car.offer_price != null && car.offer_price >= car.price && car.price > 0)
      ctx.addIssue({ code: 'custom', path: ['offer_price'], message: 'must be below the price' });
    if (car.before_price != null && car.before_price <= car.price)
      ctx.addIssue({ code: 'custom', path: ['before_price'], message: 'must be above the price (the price it was before)' });
  });

// The schema's output is the domain's feed car.
type Check<T extends FeedCar> = T;
export type ValidFeedCar = Check<z.output<typeof feedCarSchema>>;

/** The published JSON Schema of a JSON feed (draft 2020-12), generated from the zod schema. */
export function stockFeedJsonSchema(): Record<string, unknown> {
  const car = z.toJSONSchema(feedCarSchema, { io: 'input', unrepresentable: 'any' });
  delete (car as { $schema?: unknown }).$schema;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'https://caryard.example/schemas/stock-feed.json',
    title: 'Caryard stock feed',
    description: "A dealer's stock: one object per car, keyed by its stock number. A field left out keeps the listing's value; null clears it.",
    type: 'object',
    properties: { cars: { type: 'array', maxItems: STOCK_FEED_LIMITS.maxCars, items: car } },
    required: ['cars'],
  };
}

/** The fields a feed car may have, in the schema's order: a CSV's header row names these. */
export const FEED_FIELDS: readonly string[] = Object.keys(feedCarSchema.shape);
const FEED_FIELD_SET: ReadonlySet<string> = new Set(FEED_FIELDS);

const NUMBER_FIELDS = new Set(['year', 'km', 'price', 'before_price', 'offer_price', 'doors', 'seats', 'engine_size_litres']);
const LIST_FIELDS = new Set(['features', 'photos']);
const BOOLEAN_FIELDS = new Set(['show_on_website']);
/** Required fields: an empty cell is missing, not cleared. */
const REQUIRED_FIELDS = new Set(['stocknum', 'car_type', 'year', 'make', 'model', 'km', 'price']);

/** '$32,990' and '85,000 km' are numbers as a spreadsheet writes them. */
function csvNumber(cell: string): number | string {
  const plain = cell
    .replace(/^\$/, '')
    .replace(/,/g, '')
    .replace(/\s*km$/i, '')
    .trim();
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : cell;
}

/**
 * A CSV row (header → cell) as the JSON the schema reads: numbers and true/false from their
 * text, lists split on '|', an empty cell null (the field is cleared) or, for a required
 * field, absent (reported missing). A column the schema does not know is left out (the
 * import reports it once). Cells that are not numbers stay text so the schema says so.
 */
export function csvFeedRecord(record: Readonly<Record<string, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, rawCell] of Object.entries(record)) {
    const key = rawKey.trim().toLowerCase();
    if (!FEED_FIELD_SET.has(key)) continue;
    const cell = (rawCell ?? '').trim();
    if (cell === '') {
      if (!REQUIRED_FIELDS.has(key)) out[key] = null;
      continue;
    }
    if (NUMBER_FIELDS.has(key)) out[key] = csvNumber(cell);
    else if (LIST_FIELDS.has(key))
      out[key] = cell
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '');
    else if (BOOLEAN_FIELDS.has(key)) out[key] = /^(true|yes|y|1)$/i.test(cell) ? true : /^(false|no|n|0)$/i.test(cell) ? false : cell;
    else out[key] = cell;
  }
  return out;
}
