/**
 * issue 16 'Feeds': a dealer's stock file as the import reads it — CSV with a header row (read by
 * csv-parse, RFC 4180 quoting, a UTF-8 BOM allowed) or a JSON feed (`{ "cars": [ … ] }`, or a bare
 * array), into rows numbered as the report names them: a CSV's line number (its header is line 1),
 * a JSON car's position from 1.
 */
import { parse } from 'csv-parse/sync';
import * as E from 'fp-ts/lib/Either.js';
import type { StockRow } from '../../application/inventory/import-stock.use-case';
import { FEED_FIELDS, csvFeedRecord } from '../../application/inventory/stock-feed.schema';

export type StockFeedFormat = 'csv' | 'json';

export interface ParsedStockFeed {
  readonly format: StockFeedFormat;
  readonly rows: readonly StockRow[];
  /** Columns (CSV) or keys (JSON) the schema does not know: left out, reported once. */
  readonly ignored_fields: readonly string[];
}

export interface UnreadableFeed {
  readonly code: 'FEED.UNREADABLE';
  readonly message: string;
}

/** The format from the file name, else from the first character ('{' or '[' is JSON). */
export function feedFormatOf(fileName: string, text: string): StockFeedFormat {
  if (/\.json$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  return /^\s*[[{]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'csv';
}

export function parseStockFeed(text: string, format: StockFeedFormat): E.Either<UnreadableFeed, ParsedStockFeed> {
  return format === 'json' ? parseJsonFeed(text) : parseCsvFeed(text);
}

function parseCsvFeed(text: string): E.Either<UnreadableFeed, ParsedStockFeed> {
  let records: { info: { lines: number }; record: Record<string, string> }[];
  let header: string[] = [];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => {
        header = names.map((n) => String(n).trim().toLowerCase());
        return header;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as { info: { lines: number }; record: Record<string, string> }[];
  } catch (error) {
    return E.left({ code: 'FEED.UNREADABLE', message: `The CSV file could not be read: ${error instanceof Error ? error.message : String(error)}` });
  }
  if (header.length === 0) return E.left({ code: 'FEED.UNREADABLE', message: 'The CSV file has no header row: its first line must name the columns (stocknum, car_type, year, make, model, km, price, …).' });
  if (!header.includes('stocknum')) return E.left({ code: 'FEED.UNREADABLE', message: `The CSV file's header row has no stocknum column (it has: ${header.join(', ')}).` });
  const rows = records.map(({ info, record }) => ({ row: info.lines, record: csvFeedRecord(record) }));
  return E.right({ format: 'csv', rows, ignored_fields: header.filter((h) => h !== '' && !FEED_FIELDS.includes(h)) });
}

function parseJsonFeed(text: string): E.Either<UnreadableFeed, ParsedStockFeed> {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return E.left({ code: 'FEED.UNREADABLE', message: `The JSON feed is not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
  }
  return stockFeedFromJson(document);
}

/** A JSON feed already parsed (the inventory API's body): `{cars: […]}` or a bare array. */
export function stockFeedFromJson(document: unknown): E.Either<UnreadableFeed, ParsedStockFeed> {
  const cars = Array.isArray(document) ? document : document !== null && typeof document === 'object' ? (document as { cars?: unknown }).cars : undefined;
  if (!Array.isArray(cars)) return E.left({ code: 'FEED.UNREADABLE', message: 'The JSON feed must be an object with a "cars" array (see docs/stock-feed.schema.json).' });
  const ignored = new Set<string>();
  for (const car of cars) {
    if (car !== null && typeof car === 'object' && !Array.isArray(car)) for (const key of Object.keys(car)) if (!FEED_FIELDS.includes(key)) ignored.add(key);
  }
  return E.right({ format: 'json', rows: cars.map((record, i) => ({ row: i + 1, record })), ignored_fields: [...ignored] });
}
