/**
 * issue 16 'Feeds': a dealer's stock file as the import reads it — CSV with a header row (read as
 * csv-parse reads it, RFC 4180 quoting, a UTF-8 BOM allowed) or a JSON feed (`{ "cars": [ … ] }`, or a bare
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

/** A header row's cells as the feed's field names. */
const columnNames = (names: readonly string[]): string[] => names.map((n) => String(n).trim().toLowerCase());

export interface CsvRows {
  /** The header row's cells as field names (columnNames). */
  readonly header: readonly string[];
  readonly rows: readonly StockRow[];
}

function parseCsvFeed(text: string): E.Either<UnreadableFeed, ParsedStockFeed> {
  let read = readPlainCsv(text);
  if (!read) {
    try {
      read = readCsv(text);
    } catch (error) {
      return E.left({ code: 'FEED.UNREADABLE', message: `The CSV file could not be read: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  const { header, rows } = read;
  if (header.length === 0)
    return E.left({
      code: 'FEED.UNREADABLE',
      message: 'The CSV file has no header row: its first line must name the columns (stocknum, car_type, year, make, model, km, price, …).',
    });
  if (!header.includes('stocknum'))
    return E.left({ code: 'FEED.UNREADABLE', message: `The CSV file's header row has no stocknum column (it has: ${header.join(', ')}).` });
  return E.right({ format: 'csv', rows, ignored_fields: header.filter((h) => h !== '' && !FEED_FIELDS.includes(h)) });
}

/** csv-parse: RFC 4180 and its variants (any line ends, short rows, …). Throws on a file it cannot read. */
function readCsv(text: string): CsvRows {
  let header: string[] = [];
  const records = parse(text, {
    bom: true,
    columns: (names: string[]) => (header = columnNames(names)),
    skip_empty_lines: true,
    relax_column_count: true,
    info: true,
  }) as { info: { lines: number }; record: Record<string, string> }[];
  return { header, rows: records.map(({ info, record }) => ({ row: info.lines, record: csvFeedRecord(record) })) };
}

const COMMA = 0x2c;
const NEWLINE = 0x0a;
const QUOTE = 0x22;
/** With the u flag, a surrogate that is not half of a pair (csv-parse, reading UTF-8 bytes, would see U+FFFD). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The common CSV read in one pass, as csv-parse reads it with readCsv's options — the same
 * header, records (keys set in column order) and line numbers — or null, and readCsv reads it:
 * a file with a carriage return or a lone surrogate, a quote out of place or not closed, no
 * header at all. So what it reads is plain: fields split on commas, rows on '\n' (empty lines
 * skipped), a field in quotes holding commas, line breaks and doubled quotes. csv-parse reads about 10 MB a second: a 100,000-car file took 6 to 9 s of a
 * 30 s import (tests/adapters/inventory/stock-feed-files.test.ts compares the two).
 */
export function readPlainCsv(input: string): CsvRows | null {
  if (input.includes('\r') || LONE_SURROGATE.test(input)) return null;
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const end = text.length;
  let header: string[] | null = null;
  const rows: StockRow[] = [];
  let line = 1;
  let pos = 0;
  // The next comma, line break and quote at or after pos (end when there is none).
  let comma = -1;
  let newline = -1;
  let quote = -1;
  const cells: string[] = [];
  while (pos < end) {
    if (text.charCodeAt(pos) === NEWLINE) {
      line++;
      pos++;
      continue;
    }
    cells.length = 0;
    for (;;) {
      if (pos < end && text.charCodeAt(pos) === QUOTE) {
        let cell = '';
        let from = pos + 1;
        for (;;) {
          const close = text.indexOf('"', from);
          if (close < 0) return null;
          if (newline < from) newline = indexOrEnd(text, '\n', from);
          for (; newline < close; newline = indexOrEnd(text, '\n', newline + 1)) line++;
          if (close + 1 < end && text.charCodeAt(close + 1) === QUOTE) {
            cell += text.slice(from, close + 1);
            from = close + 2;
            continue;
          }
          cell += text.slice(from, close);
          pos = close + 1;
          break;
        }
        if (pos < end && text.charCodeAt(pos) !== COMMA && text.charCodeAt(pos) !== NEWLINE) return null;
        cells.push(cell);
      } else {
        if (comma < pos) comma = indexOrEnd(text, ',', pos);
        if (newline < pos) newline = indexOrEnd(text, '\n', pos);
        if (quote < pos) quote = indexOrEnd(text, '"', pos);
        const stop = comma < newline ? comma : newline;
        if (quote < stop) return null;
        cells.push(text.slice(pos, stop));
        pos = stop;
      }
      if (pos < end && text.charCodeAt(pos) === COMMA) {
        pos++;
        continue;
      }
      break;
    }
    if (header === null) header = columnNames(cells);
    else {
      // relax_column_count: a short row lacks the last columns, a long one's extra cells are dropped.
      const record: Record<string, string> = {};
      for (let i = 0; i < cells.length && i < header.length; i++) record[header[i]!] = cells[i]!;
      // At once: the cells' object is garbage while still young.
      rows.push({ row: line, record: csvFeedRecord(record) });
    }
    // The line break that ends the row (none at the end of the file).
    line++;
    pos++;
  }
  return header === null ? null : { header, rows };
}

function indexOrEnd(text: string, search: string, from: number): number {
  const at = text.indexOf(search, from);
  return at < 0 ? text.length : at;
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
  if (!Array.isArray(cars))
    return E.left({ code: 'FEED.UNREADABLE', message: 'The JSON feed must be an object with a "cars" array (see docs/stock-feed.schema.json).' });
  const ignored = new Set<string>();
  for (const car of cars) {
    if (car !== null && typeof car === 'object' && !Array.isArray(car)) for (const key of Object.keys(car)) if (!FEED_FIELDS.includes(key)) ignored.add(key);
  }
  return E.right({ format: 'json', rows: cars.map((record, i) => ({ row: i + 1, record })), ignored_fields: [...ignored] });
}
